// RUN: %check_strcost -check-suffixes=,GNU %s strcost-string-constant %t -- -- -std=c++17
// RUN: %check_strcost -check-suffixes=,GNU %s strcost-string-constant %t -- -- -std=c++17 -fms-compatibility -fms-compatibility-version=19.30 -fms-extensions -fdelayed-template-parsing
// RUN: %check_strcost -check-suffixes=,LIBCXX %s strcost-string-constant %t -- -- -std=c++17 -stdlib=libc++

// The cost note: a literal that fits the small-string buffer (15 characters
// in libstdc++, 22 in libc++) costs no allocation, one character more does; a
// namespace-scope constant is paid once per program start.

#include <string>
#include <string_view>

void takeView(std::string_view) {}

void positiveFifteen() {
  const std::string s = "123456789012345";
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: string constant 's' is built{{.*}} on every call
  // CHECK-MESSAGES: :[[@LINE-2]]:21: note: cost per execution: no allocation, 15 bytes copied, ~3.2 ns
  // CHECK-FIXES: constexpr std::string_view s = "123456789012345";
  takeView(s);
}

void positiveSixteen() {
  const std::string s = "1234567890123456";
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: string constant 's' is built{{.*}} on every call
  // CHECK-MESSAGES-GNU: :[[@LINE-2]]:21: note: cost per execution: 1 allocation, 16 bytes copied, ~11 ns
  // CHECK-MESSAGES-LIBCXX: :[[@LINE-3]]:21: note: cost per execution: no allocation, 16 bytes copied, ~{{[0-9.]+}} ns
  // CHECK-FIXES: constexpr std::string_view s = "1234567890123456";
  takeView(s);
}

void positiveTwentyTwo() {
  const std::string s = "1234567890123456789012";
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: string constant 's' is built{{.*}} on every call
  // CHECK-MESSAGES-GNU: :[[@LINE-2]]:21: note: cost per execution: 1 allocation, 22 bytes copied
  // CHECK-MESSAGES-LIBCXX: :[[@LINE-3]]:21: note: cost per execution: no allocation, 22 bytes copied
  // CHECK-FIXES: constexpr std::string_view s = "1234567890123456789012";
  takeView(s);
}

void positiveTwentyThree() {
  const std::string s = "12345678901234567890123";
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: string constant 's' is built{{.*}} on every call
  // CHECK-MESSAGES: :[[@LINE-2]]:21: note: cost per execution: 1 allocation, 23 bytes copied, ~11 ns
  // CHECK-FIXES: constexpr std::string_view s = "12345678901234567890123";
  takeView(s);
}

void positiveWide() {
  const std::wstring s = L"1234";
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string constant 's' is built{{.*}} on every call
  // CHECK-MESSAGES-GNU: :[[@LINE-2]]:22: note: cost per execution: {{no allocation|1 allocation}}, 16 bytes copied
  // CHECK-MESSAGES-LIBCXX: :[[@LINE-3]]:22: note: cost per execution: no allocation, 16 bytes copied
  // CHECK-FIXES: constexpr std::wstring_view s = L"1234";
  (void)std::wstring_view(s).size();
}

const std::string kOnce = "a message longer than the small buffer";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kOnce' is built, allocating on the heap, by a dynamic initialiser
// CHECK-MESSAGES: :[[@LINE-2]]:19: note: cost once per program start: 1 allocation, 38 bytes copied, ~12 ns
// CHECK-FIXES: constexpr std::string_view kOnce = "a message longer than the small buffer";
void positiveOnce() { takeView(kOnce); }

void negativeCopied(const std::string &) {}
void negativeNeedsAString() {
  const std::string s = "123456789012345";
  negativeCopied(s);
}
