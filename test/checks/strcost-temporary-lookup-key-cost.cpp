// RUN: %check_strcost -check-suffixes=,GNU %s strcost-temporary-lookup-key %t -- -- -std=c++20
// RUN: %check_strcost -check-suffixes=,LIBCXX %s strcost-temporary-lookup-key %t -- -- -std=c++20 -stdlib=libc++

// The cost note: the temporary key, by the literal's length against the
// small-string buffer (15 characters in libstdc++, 22 in libc++).

#include <map>
#include <string>

void positiveShortLiteral() {
  std::map<std::string, int> M;
  (void)M.count("key");
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a string literal key constructs a temporary std::string on every lookup
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution: no allocation, 3 bytes copied, ~3.0 ns{{$}}
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-NEXT: (void)M.count(std::string_view("key"));
}

void positiveSixteen() {
  std::map<std::string, int> M;
  (void)M.count("1234567890123456");
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a string literal key
  // CHECK-MESSAGES-GNU: :[[@LINE-2]]:17: note: cost per execution: 1 allocation, 16 bytes copied, ~11 ns{{$}}
  // CHECK-MESSAGES-LIBCXX: :[[@LINE-3]]:17: note: cost per execution: no allocation, 16 bytes copied
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-NEXT: (void)M.count(std::string_view("1234567890123456"));
}

void positivePointer(const char *Key) {
  std::map<std::string, int> M;
  M.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: cost per execution: 1 allocation, 32 bytes copied, ~12 ns (assuming 32 characters where the length is unknown)
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-NEXT: M.find(std::string_view(Key));
}

void negativeStringKey(const std::string &Key) {
  std::map<std::string, int> M;
  M.find(Key);
}
