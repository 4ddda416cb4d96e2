// RUN: %check_strcost -check-suffixes=,GNU %s strcost-temporary-string-argument %t -- -- -std=c++17
// RUN: %check_strcost -check-suffixes=,LIBCXX %s strcost-temporary-string-argument %t -- -- -std=c++17 -stdlib=libc++
// RUN: %check_strcost -check-suffixes=,GNU %s strcost-temporary-string-argument %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.30 -fms-extensions -fdelayed-template-parsing

// The cost note: a literal that fits the small-string buffer (15 characters
// in libstdc++, 22 in libc++) costs no allocation; one character more does.

#include <string>

static std::size_t takesName(const std::string &Name) { return Name.size(); }
// CHECK-FIXES: static std::size_t takesName(std::string_view Name) { return Name.size(); }

std::size_t positiveFifteen() { return takesName("123456789012345"); }
// CHECK-MESSAGES: :[[@LINE-1]]:50: warning: passing a string literal to 'takesName' builds a temporary 'std::string' on every call
// CHECK-MESSAGES: :[[@LINE-2]]:50: note: cost per execution: no allocation, 15 bytes copied, ~3.2 ns{{$}}

std::size_t positiveSixteen() { return takesName("1234567890123456"); }
// CHECK-MESSAGES: :[[@LINE-1]]:50: warning: passing a string literal to 'takesName' builds a temporary 'std::string'
// CHECK-MESSAGES-GNU: :[[@LINE-2]]:50: note: cost per execution: 1 allocation, 16 bytes copied, ~11 ns{{$}}
// CHECK-MESSAGES-LIBCXX: :[[@LINE-3]]:50: note: cost per execution: no allocation, 16 bytes copied

std::size_t positiveTwentyThree() { return takesName("12345678901234567890123"); }
// CHECK-MESSAGES: :[[@LINE-1]]:54: warning: passing a string literal to 'takesName' builds a temporary 'std::string', allocating on the heap,
// CHECK-MESSAGES: :[[@LINE-2]]:54: note: cost per execution: 1 allocation, 23 bytes copied, ~11 ns{{$}}

std::size_t positivePointer(const char *P) { return takesName(P); }
// CHECK-MESSAGES: :[[@LINE-1]]:63: warning: passing a 'const char *' to 'takesName'
// CHECK-MESSAGES: :[[@LINE-2]]:63: note: cost per execution: 1 allocation, 32 bytes copied, ~12 ns (assuming 32 characters where the length is unknown)

std::size_t negativeString(const std::string &S) { return takesName(S); }
