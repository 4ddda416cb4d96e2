// REQUIRES: libcxx
// RUN: %check_strcost -check-suffix=CXX17 %s strcost-temporary-lookup-key %t -- -- -std=c++17 -stdlib=libc++
// RUN: %check_strcost -check-suffix=CXX20 %s strcost-temporary-lookup-key %t -- -- -std=c++20 -stdlib=libc++

// libc++ keeps its containers in std::__1 and declares its key templates
// with an extra enable_if parameter (template <class K, enable_if_t<...>* =
// nullptr> iterator find(const K&)); they are found all the same, and the
// same calls are flagged as with libstdc++.

#include <map>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>

void positiveMap(const char *Key) {
  std::map<std::string, int> M;
  M.find(Key);
  // CHECK-MESSAGES-CXX17: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key constructs a temporary std::string on every lookup
  // CHECK-MESSAGES-CXX20: :[[@LINE-2]]:10: warning: 'find' with a 'const char *' key constructs a temporary std::string on every lookup
  // CHECK-FIXES-CXX17: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-CXX17-NEXT: M.find(std::string_view(Key));
  // CHECK-FIXES-CXX20: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-CXX20-NEXT: M.find(std::string_view(Key));
}

void positiveMultisetView(std::string_view Key) {
  std::multiset<std::string> S;
  S.count(std::string(Key));
  // CHECK-MESSAGES-CXX17: :[[@LINE-1]]:11: warning: 'count' with a 'std::string_view' key
  // CHECK-MESSAGES-CXX20: :[[@LINE-2]]:11: warning: 'count' with a 'std::string_view' key
  // CHECK-FIXES-CXX17: S.count(Key);
  // CHECK-FIXES-CXX20: S.count(Key);
}

void positiveUnordered(const char *Key) {
  std::unordered_map<std::string, int> M;
  M.find(Key);
  // CHECK-MESSAGES-CXX20: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key
  // CHECK-FIXES-CXX20: std::unordered_map<std::string, int, strcost::string_hash, std::equal_to<>> M;
  // CHECK-FIXES-CXX20-NEXT: M.find(std::string_view(Key));
  // CHECK-FIXES-CXX17: std::unordered_map<std::string, int> M;
}

// libc++ has no heterogeneous erase or operator[] either (at: see
// strcost-temporary-lookup-key-libcxx-at.cpp, it differs between versions).
void negativeNoKeyTemplate(const char *Key) {
  std::map<std::string, int> M;
  M.erase(Key);
  M[Key] = 2;
}

void positiveAlreadyTransparent(std::string_view Key) {
  std::set<std::string, std::less<>> S;
  S.find(std::string(Key));
  // CHECK-MESSAGES-CXX17: :[[@LINE-1]]:10: warning: 'find' with a 'std::string_view' key constructs a temporary std::string on every lookup, which the transparent container does not need
  // CHECK-MESSAGES-CXX20: :[[@LINE-2]]:10: warning: 'find' with a 'std::string_view' key constructs a temporary std::string on every lookup, which the transparent container does not need
  // CHECK-FIXES-CXX17: S.find(Key);
  // CHECK-FIXES-CXX20: S.find(Key);
}
