// RUN: %check_strcost %s strcost-temporary-lookup-key %t -- -- -std=c++20

// Containers that already compare keys in place, still handed an explicit
// std::string(...) temporary: the call site alone is rewritten.

#include <strcost/lookup.h>

#include <functional>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>

void positiveLessVoidView(std::string_view Key) {
  std::set<std::string, std::less<>> S;
  S.find(std::string(Key));
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'std::string_view' key constructs a temporary std::string on every lookup, which the transparent container does not need [strcost-temporary-lookup-key]
  // CHECK-FIXES: S.find(Key);
}

void positiveLessVoidCString(const char *Key) {
  std::map<std::string, int, std::less<>> M;
  M.count(std::string(Key));
  // CHECK-MESSAGES: :[[@LINE-1]]:11: warning: 'count' with a 'const char *' key constructs a temporary std::string on every lookup, which the transparent container does not need
  // CHECK-FIXES: M.count(std::string_view(Key));
}

void positiveStrcostAlias(std::string_view Key) {
  strcost::string_map<int> M;
  M.lower_bound(std::string{Key});
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'lower_bound' with a 'std::string_view' key
  // CHECK-FIXES: M.lower_bound(Key);
}

bool positiveUnorderedAlias(std::string_view Key) {
  strcost::unordered_string_set S;
  return S.contains(std::string(Key));
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: 'contains' with a 'std::string_view' key
  // CHECK-FIXES: return S.contains(Key);
}

// Every lookup rewrites only itself: two warnings, two fixes.
void positiveTwoCalls(std::string_view A, std::string_view B) {
  std::set<std::string, std::less<>> S;
  S.find(std::string(A));
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'std::string_view' key
  // CHECK-FIXES: S.find(A);
  S.find(std::string(B));
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'std::string_view' key
  // CHECK-FIXES: S.find(B);
}

// The key is compared in place already.
void negativeImplicitKey(const char *Key, std::string_view View) {
  std::set<std::string, std::less<>> S;
  S.find(Key);
  S.find(View);
  S.find("literal");
}

// A copy of a std::string is a copy, not this check's temporary.
void negativeStringCopy(const std::string &Key) {
  std::set<std::string, std::less<>> S;
  S.find(std::string(Key));
}

// Transparent hash without transparent equality: still homogeneous.
void negativeHalfTransparent(const char *Key) {
  std::unordered_map<std::string, int, strcost::string_hash> M;
  M.find(Key);
}
