// RUN: %check_strcost %s strcost-temporary-lookup-key %t -- -- -std=c++20
// RUN: %if libcxx %{ %check_strcost %s strcost-temporary-lookup-key %t -- -- -std=c++20 -stdlib=libc++ %}

// A container initialized or assigned from braces that hold nothing of its
// type (`= {}`, `{}`, `= {{"a", 1}}`, `= {first, last}`) builds just as well
// once its type changes, so such a use does not hold the fix back; a copy to
// or from another container of its type still does. Each case has a type of
// its own: a container that cannot change would hold back the others of its
// type.

#include <map>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

void positiveCopyListInitEmpty(const char *Key) {
  std::map<std::string, int> M = {};
  M.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M = {};
  // CHECK-FIXES-NEXT: M.find(std::string_view(Key));
}

void positiveDirectListInitEmpty(const char *Key) {
  std::map<std::string, long> M{};
  M.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key
  // CHECK-FIXES: std::map<std::string, long, std::less<>> M{};
  // CHECK-FIXES-NEXT: M.find(std::string_view(Key));
}

void positiveAssignedEmpty(const char *Key) {
  std::set<std::string> S;
  S.count(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:11: warning: 'count' with a 'const char *' key
  S = {};
  // CHECK-FIXES: std::set<std::string, std::less<>> S;
  // CHECK-FIXES-NEXT: S.count(std::string_view(Key));
  // CHECK-FIXES: S = {};
}

void positiveInitializerLists(const char *Key) {
  std::map<std::string, short> M = {{"a", 1}, {"b", 2}};
  M = {{"c", 3}};
  M.lower_bound(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'lower_bound' with a 'const char *' key
  // CHECK-FIXES: std::map<std::string, short, std::less<>> M = {{[{][{]}}"a", 1}, {"b", 2}};
  // CHECK-FIXES-NEXT: M = {{[{][{]}}"c", 3}};
  // CHECK-FIXES-NEXT: M.lower_bound(std::string_view(Key));
}

// A range of another type: its elements are copied, not the container.
void positiveAssignedRange(const char *Key,
                           const std::vector<std::pair<std::string, char>> &V) {
  std::map<std::string, char> M;
  M = {V.begin(), V.end()};
  M.upper_bound(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'upper_bound' with a 'const char *' key
  // CHECK-FIXES: std::map<std::string, char, std::less<>> M;
  // CHECK-FIXES-NEXT: M = {V.begin(), V.end()};
  // CHECK-FIXES-NEXT: M.upper_bound(std::string_view(Key));
}

// Default member initializers and an assignment in a member function.
class Cache {
public:
  bool has(const char *Key) const { return Seen.contains(Key) && Order.count(Key); }
  // CHECK-MESSAGES: :[[@LINE-1]]:58: warning: 'contains' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-2]]:78: warning: 'count' with a 'const char *' key
  // CHECK-FIXES: bool has(const char *Key) const { return Seen.contains(std::string_view(Key)) && Order.count(std::string_view(Key)); }
  void reset() {
    Seen = {};
    Order = {};
  }

private:
  std::unordered_set<std::string> Seen = {};
  std::multiset<std::string> Order{};
  // CHECK-FIXES: std::unordered_set<std::string, strcost::string_hash, std::equal_to<>> Seen = {};
  // CHECK-FIXES-NEXT: std::multiset<std::string, std::less<>> Order{};
};

// Copied from a container of its type: the source keeps the old type.
void negativeAssignedCopy(const char *Key,
                          const std::unordered_map<std::string, int> &Source) {
  std::unordered_map<std::string, int> M;
  M = Source;
  M.contains(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: 'contains' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-4]]:40: note: no fix-it: the container's type cannot change alone
  // CHECK-MESSAGES: :[[@LINE-4]]:3: note: it is an operand of an operator that depends on its type
  // CHECK-FIXES: std::unordered_map<std::string, int> M;
  // CHECK-FIXES-NEXT: M = Source;
  // CHECK-FIXES-NEXT: M.contains(Key);
}

// Copied to a container of its type: the target keeps the old type.
void negativeCopiedTo(const char *Key,
                      std::unordered_map<std::string, long> &Target) {
  std::unordered_map<std::string, long> M = {};
  M.contains(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: 'contains' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-3]]:41: note: no fix-it: the container's type cannot change alone
  Target = M;
  // CHECK-MESSAGES: :[[@LINE-1]]:12: note: it is an operand of an operator that depends on its type
  // CHECK-FIXES: std::unordered_map<std::string, long> M = {};
  // CHECK-FIXES-NEXT: M.contains(Key);
}

// Braces around a container of its type are a copy too.
void negativeBracedCopy(const char *Key,
                        const std::unordered_map<std::string, short> &Source) {
  std::unordered_map<std::string, short> M;
  M = {Source};
  M.contains(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: 'contains' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-4]]:42: note: no fix-it: the container's type cannot change alone
  // CHECK-MESSAGES: :[[@LINE-4]]:3: note: it is an operand of an operator that depends on its type
  // CHECK-FIXES: std::unordered_map<std::string, short> M;
  // CHECK-FIXES-NEXT: M = {Source};
}
