// RUN: %check_strcost -check-suffixes=,CXX17 %s strcost-temporary-lookup-key %t -- -- -std=c++17 -stdlib=libc++
// RUN: %check_strcost -check-suffixes=,CXX20 %s strcost-temporary-lookup-key %t -- -- -std=c++20 -stdlib=libc++
// RUN: %check_strcost -check-suffixes=,CXX20 %s strcost-temporary-lookup-key %t -- -- -std=c++23 -stdlib=libc++

// libc++: the same keys and fixes as libstdc++ (its views, its (first, last)
// constructor from C++20 and the length before, its transparent unordered lookups from C++20).

#include <map>
#include <set>
#include <string>
#include <string_view>
#include <unordered_set>

void positivePointerCount(const char *P, std::size_t N) {
  std::map<std::string, int> M;
  M.find(std::string(P, N));
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a key of a 'const char *' and a length constructs a temporary std::string on every lookup
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: cost per execution
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-NEXT: M.find(std::string_view(P, N));
}

// 20 characters fit libc++'s small-string buffer (22).
void positiveSubstrShort(const std::string &Text) {
  std::set<std::string, std::less<>> S;
  (void)S.count(Text.substr(0, 20));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a substring key
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution: no allocation, 20 bytes copied
  // CHECK-FIXES: (void)S.count(std::string_view(Text).substr(0, 20));
}

void positivePointerRange(const char *First, const char *Last) {
  std::set<std::string, std::less<>> S;
  (void)S.find(std::string(First, Last));
  // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: 'find' with a key of a 'const char *' range
  // CHECK-MESSAGES: :[[@LINE-2]]:16: note: cost per execution
  // CHECK-FIXES-CXX17: (void)S.find(std::string_view(First, static_cast<std::size_t>(Last - First)));
  // CHECK-FIXES-CXX20: (void)S.find(std::string_view(First, Last));
}

void positiveUnordered(const std::string &Text) {
  std::unordered_set<std::string> U;
  (void)U.count(Text.substr(1));
  // CHECK-MESSAGES-CXX20: :[[@LINE-1]]:17: warning: 'count' with a substring key
  // CHECK-MESSAGES-CXX20: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES-CXX20: std::unordered_set<std::string, strcost::string_hash, std::equal_to<>> U;
  // CHECK-FIXES-CXX20-NEXT: (void)U.count(std::string_view(Text).substr(1));
}

void negativeRepeatedCharacter(std::size_t N) {
  std::set<std::string, std::less<>> S;
  (void)S.count(std::string(N, 'x'));
  (void)S.count(std::string{'a', 'b'});
}
