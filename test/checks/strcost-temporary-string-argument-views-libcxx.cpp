// REQUIRES: libcxx
// RUN: %check_strcost %s strcost-temporary-string-argument %t -- -- -std=c++17 -stdlib=libc++
// RUN: %check_strcost %s strcost-temporary-string-argument %t -- -- -std=c++20 -stdlib=libc++ \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// libc++ converts a string to its view through its own conversion operator:
// the same copies are found and dropped.

#include <string>
#include <string_view>

static std::size_t viewLen(std::string_view V) { return V.size(); }
static std::size_t u16Len(std::u16string_view V) { return V.size(); }
std::size_t declaredOnly(std::string_view V);

std::size_t positiveFromView(std::string_view V) { return viewLen(std::string(V)); }
// CHECK-MESSAGES: :[[@LINE-1]]:67: warning: passing an explicit copy of a 'std::string_view' to 'viewLen' builds a temporary 'std::string' only to view it: the parameter is a 'std::string_view' already [strcost-temporary-string-argument]
// CHECK-FIXES: std::size_t positiveFromView(std::string_view V) { return viewLen(V); }

std::size_t positivePointerLength(const char *P, std::size_t N) { return viewLen(std::string(P, N)); }
// CHECK-MESSAGES: :[[@LINE-1]]:82: warning: passing an explicit copy of a 'const char *' and a length to 'viewLen'
// CHECK-FIXES: std::size_t positivePointerLength(const char *P, std::size_t N) { return viewLen(std::string_view(P, N)); }

std::size_t positiveU16(const char16_t *P) { return u16Len(std::u16string(P)); }
// CHECK-MESSAGES: :[[@LINE-1]]:60: warning: passing an explicit copy of a 'const char16_t *' to 'u16Len' builds a temporary 'std::u16string' only to view it: the parameter is a 'std::u16string_view' already
// CHECK-FIXES: std::size_t positiveU16(const char16_t *P) { return u16Len(P); }

std::size_t positiveLiteral() { return declaredOnly(std::string{"a literal longer than the buffer"}); }
// CHECK-MESSAGES: :[[@LINE-1]]:53: warning: passing an explicit copy of a string literal to 'declaredOnly'
// CHECK-FIXES: std::size_t positiveLiteral() { return declaredOnly("a literal longer than the buffer"); }

std::size_t declinedDeclaredOnly(const std::string &S) { return declaredOnly(std::string(S)); }
// CHECK-MESSAGES: :[[@LINE-1]]:78: warning: passing an explicit copy of a 'std::string' to 'declaredOnly'
// CHECK-MESSAGES: :[[@LINE-2]]:78: note: no fix-it: the body of 'declaredOnly' is not in this unit{{.*}}

std::size_t negativeFill() { return viewLen(std::string(3, 'z')); }
std::size_t negativeSubstr(std::string_view V) { return viewLen(std::string(V).substr(1)); }
