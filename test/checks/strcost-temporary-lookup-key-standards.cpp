// RUN: %check_strcost -check-suffix=CXX11 %s strcost-temporary-lookup-key %t -- -- -std=c++11
// RUN: %check_strcost -check-suffix=CXX14 %s strcost-temporary-lookup-key %t -- -- -std=c++14
// RUN: %check_strcost -check-suffix=CXX17 %s strcost-temporary-lookup-key %t -- -- -std=c++17
// RUN: %check_strcost -check-suffix=CXX20 %s strcost-temporary-lookup-key %t -- -- -std=c++20
// RUN: %check_strcost -check-suffix=CXX20 %s strcost-temporary-lookup-key %t -- -- -std=c++23

// What the library declares in each mode decides: nothing in C++11; ordered containers have
// heterogeneous lookup from C++14 (libstdc++ declares the member templates),
// unordered ones from C++20; std::string_view exists from C++17, so before
// that a C string key stays as it is and only the declaration changes.

#include <map>
#include <string>
#include <unordered_set>

void positiveOrdered(const char *Key) {
  std::map<std::string, int> M;
  M.find(Key);
  // CHECK-MESSAGES-CXX14: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key constructs a temporary std::string on every lookup
  // CHECK-MESSAGES-CXX17: :[[@LINE-2]]:10: warning: 'find' with a 'const char *' key constructs a temporary std::string on every lookup
  // CHECK-MESSAGES-CXX20: :[[@LINE-3]]:10: warning: 'find' with a 'const char *' key constructs a temporary std::string on every lookup
  // CHECK-FIXES-CXX11: std::map<std::string, int> M;
  // CHECK-FIXES-CXX14: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-CXX14-NEXT: M.find(Key);
  // CHECK-FIXES-CXX17: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-CXX17-NEXT: M.find(std::string_view(Key));
  // CHECK-FIXES-CXX20: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-CXX20-NEXT: M.find(std::string_view(Key));
}

void positiveOrderedExplicitTemporary(const char *Key) {
  std::map<std::string, long> M;
  M.find(std::string(Key));
  // CHECK-MESSAGES-CXX14: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key
  // CHECK-MESSAGES-CXX17: :[[@LINE-2]]:10: warning: 'find' with a 'const char *' key
  // CHECK-MESSAGES-CXX20: :[[@LINE-3]]:10: warning: 'find' with a 'const char *' key
  // CHECK-FIXES-CXX14: M.find(Key);
  // CHECK-FIXES-CXX17: M.find(std::string_view(Key));
  // CHECK-FIXES-CXX20: M.find(std::string_view(Key));
}

// Before C++20 the unordered containers have no key template: a transparent
// hash would not remove the temporary, so nothing is said.
void positiveUnorderedFromCxx20(const char *Key) {
  std::unordered_set<std::string> S;
  S.find(Key);
  // CHECK-MESSAGES-CXX20: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key
  // CHECK-FIXES-CXX20: std::unordered_set<std::string, strcost::string_hash, std::equal_to<>> S;
  // CHECK-FIXES-CXX14: std::unordered_set<std::string> S;
  // CHECK-FIXES-CXX17: std::unordered_set<std::string> S;
}
