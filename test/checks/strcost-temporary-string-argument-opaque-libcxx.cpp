// REQUIRES: libcxx
// RUN: %check_strcost %s strcost-temporary-string-argument %t -- -- -std=c++17 -stdlib=libc++
// RUN: %check_strcost -check-suffixes=,ALL %s strcost-temporary-string-argument %t -- \
// RUN:   -config="{CheckOptions: {strcost-temporary-string-argument.OpaqueCallees: all}}" -- -std=c++20 -stdlib=libc++ \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// A function defined in another unit, under libc++: 22 characters fit its
// small-string buffer, so a temporary that holds no more does not allocate
// and is reported only under OpaqueCallees: all.

#include <string>

int takesName(const std::string &Name);

int twentyTwoCharacters() { return takesName("twenty-two characters!"); }
// CHECK-MESSAGES-ALL: :[[@LINE-1]]:46: warning: passing a string literal to 'takesName' builds a temporary 'std::string' on every call
// CHECK-MESSAGES-ALL: :[[@LINE-2]]:46: note: cost per execution: no allocation, 22 bytes copied

int positiveTwentyThree() { return takesName("twenty-three characters"); }
// CHECK-MESSAGES: :[[@LINE-1]]:46: warning: passing a string literal to 'takesName' builds a temporary 'std::string', allocating on the heap, on every call
// CHECK-MESSAGES: :[[@LINE-2]]:46: note: cost per execution: 1 allocation, 23 bytes copied

int arrayOfTwentyThree() {
  char Buffer[23] = "";
  return takesName(Buffer);
  // CHECK-MESSAGES-ALL: :[[@LINE-1]]:20: warning: passing a 'char[23]' to 'takesName'
  // CHECK-MESSAGES-ALL: :[[@LINE-2]]:20: note: cost per execution: no allocation, 22 bytes copied
}

int positivePointer(const char *P) { return takesName(P); }
// CHECK-MESSAGES: :[[@LINE-1]]:55: warning: passing a 'const char *' to 'takesName' builds a temporary 'std::string' on every call
// CHECK-MESSAGES: :[[@LINE-2]]:55: note: cost per execution: 1 allocation, 32 bytes copied

// In a template, under delayed template parsing too: reported once, as written.
template <class T> int positiveInTemplate(const char *P, T) { return takesName(P); }
// CHECK-MESSAGES: :[[@LINE-1]]:80: warning: passing a 'const char *' to 'takesName'
int callTemplate(const char *P) { return positiveInTemplate(P, 1) + positiveInTemplate(P, 'c'); }
