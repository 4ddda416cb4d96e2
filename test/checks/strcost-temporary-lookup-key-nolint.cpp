// RUN: %check_strcost %s strcost-temporary-lookup-key %t -- -- -std=c++20
// CHECK-FIXES: #include <strcost/lookup.h>

// The include an unordered container's fix needs goes with one finding per
// file. A finding silenced by a NOLINTBEGIN/NOLINTEND block loses its fix-its,
// so the include must go with one that is emitted; a block for other checks
// silences nothing here. (Without the include the fixed file would not
// compile: the runner compiles it.)

#include <map>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

// NOLINTBEGIN
void negativeBlockWithoutCheckList(const char *Key) {
  std::unordered_set<std::string> S;
  (void)S.contains(Key);
  // CHECK-FIXES: std::unordered_set<std::string> S;
  // CHECK-FIXES-NEXT: (void)S.contains(Key);
}
// NOLINTEND

void negativeBlockNamingTheCheck(const char *Key) {
  // NOLINTBEGIN(strcost-temporary-lookup-key)
  std::unordered_map<std::string, int> M;
  bool Found = M.contains(Key);
  // NOLINTEND(strcost-temporary-lookup-key)
  // CHECK-FIXES: std::unordered_map<std::string, int> M;
  // CHECK-FIXES-NEXT: bool Found = M.contains(Key);
  (void)Found;
}

void negativeBlockMatchingByGlob(const char *Key) {
  // NOLINTBEGIN(bugprone-*, strcost-*)
  std::unordered_map<std::string, long> M;
  bool Found = M.contains(Key);
  // NOLINTEND(bugprone-*, strcost-*)
  // CHECK-FIXES: std::unordered_map<std::string, long> M;
  // CHECK-FIXES-NEXT: bool Found = M.contains(Key);
  (void)Found;
}

void positiveBlockForOtherChecks(const char *Key) {
  // NOLINTBEGIN(bugprone-*)
  std::unordered_map<std::string, char> M;
  bool Found = M.contains(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:27: warning: 'contains' with a 'const char *' key
  // NOLINTEND(bugprone-*)
  // CHECK-FIXES: std::unordered_map<std::string, char, strcost::string_hash, std::equal_to<>> M;
  // CHECK-FIXES: bool Found = M.contains(std::string_view(Key));
  (void)Found;
}

void positiveNolintForAnotherCheck(const char *Key) {
  std::unordered_set<std::string> S;
  (void)S.contains(Key); // NOLINT(bugprone-unused-return-value)
  // CHECK-MESSAGES: :[[@LINE-1]]:20: warning: 'contains' with a 'const char *' key
  // CHECK-FIXES: std::unordered_set<std::string, strcost::string_hash, std::equal_to<>> S;
  // CHECK-FIXES-NEXT: (void)S.contains(std::string_view(Key)); // NOLINT(bugprone-unused-return-value)
}

// The first finding of a container silenced: the next one that is not
// carries the container's fix, the silenced key's rewrite included (it is
// part of the one edit), and the findings after it point at it.
void positiveFirstLookupSilenced(const char *Key, const char *Other) {
  std::unordered_map<std::string, unsigned> M;
  (void)M.contains(Key); // NOLINT(strcost-temporary-lookup-key)
  (void)M.contains(Other);
  // CHECK-MESSAGES: :[[@LINE-1]]:20: warning: 'contains' with a 'const char *' key
  (void)M.count("total");
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a string literal key
  // CHECK-MESSAGES: :[[@LINE-4]]:20: note: the fix-it here makes the container transparent and rewrites that key too
  // CHECK-FIXES: std::unordered_map<std::string, unsigned, strcost::string_hash, std::equal_to<>> M;
  // CHECK-FIXES-NEXT: (void)M.contains(std::string_view(Key)); // NOLINT(strcost-temporary-lookup-key)
  // CHECK-FIXES-NEXT: (void)M.contains(std::string_view(Other));
  // CHECK-FIXES: (void)M.count(std::string_view("total"));
}

void positiveFirstLookupSilencedByNextLine(const char *Key) {
  std::map<std::string, float> M;
  // NOLINTNEXTLINE(strcost-*)
  M.find(Key);
  M.lower_bound(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'lower_bound' with a 'const char *' key
  // CHECK-FIXES: std::map<std::string, float, std::less<>> M;
  // CHECK-FIXES: M.find(std::string_view(Key));
  // CHECK-FIXES-NEXT: M.lower_bound(std::string_view(Key));
}

// Every finding of the container silenced: no fix is applied at all.
void negativeAllLookupsSilenced(const char *Key) {
  std::unordered_map<std::string, double> M;
  (void)M.contains(Key); // NOLINT
  // NOLINTNEXTLINE(strcost-temporary-lookup-key)
  (void)M.count(Key);
  // CHECK-FIXES: std::unordered_map<std::string, double> M;
  // CHECK-FIXES-NEXT: (void)M.contains(Key); // NOLINT
  // CHECK-FIXES: (void)M.count(Key);
}
