// RUN: %check_strcost %s strcost-temporary-lookup-key %t -- -- -std=c++20
// CHECK-FIXES: #include <strcost/lookup.h>

// The include an unordered container's fix needs goes with one finding per
// file. A finding silenced by a NOLINTBEGIN/NOLINTEND block loses its fix-its,
// so the include must go with one that is emitted; a block for other checks
// silences nothing here. (Without the include the fixed file would not
// compile: the runner compiles it.)

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
