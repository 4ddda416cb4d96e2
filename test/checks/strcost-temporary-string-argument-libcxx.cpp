// REQUIRES: libcxx
// RUN: %check_strcost %s strcost-temporary-string-argument %t -- -- -std=c++17 -stdlib=libc++
// RUN: %check_strcost %s strcost-temporary-string-argument %t -- -- -std=c++20 -stdlib=libc++ \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// libc++ keeps 22 characters inline: a literal longer than that allocates.

#include <string>
// CHECK-FIXES: #include <string_view>

static std::size_t positiveLong(const std::string &S) { return S.size(); }
// CHECK-FIXES: static std::size_t positiveLong(std::string_view S) { return S.size(); }
std::size_t callLong() { return positiveLong("twenty-three characters"); }
// CHECK-MESSAGES: :[[@LINE-1]]:46: warning: passing a string literal to 'positiveLong' builds a temporary 'std::string', allocating on the heap, on every call

static bool positiveShort(const std::string &S) { return S == "twenty-two characters!"; }
// CHECK-FIXES: static bool positiveShort(std::string_view S) { return S == "twenty-two characters!"; }
bool callShort() { return positiveShort("twenty-two characters!"); }
// CHECK-MESSAGES: :[[@LINE-1]]:41: warning: passing a string literal to 'positiveShort' builds a temporary 'std::string' on every call

static std::size_t positiveExplicit(const std::string &S) { return S.find('x'); }
// CHECK-FIXES: static std::size_t positiveExplicit(std::string_view S) { return S.find('x'); }
std::size_t callExplicit(std::string_view V) { return positiveExplicit(std::string(V)); }
// CHECK-MESSAGES: :[[@LINE-1]]:72: warning: passing an explicit copy of a 'std::string_view' to 'positiveExplicit'
// CHECK-FIXES: std::size_t callExplicit(std::string_view V) { return positiveExplicit(V); }

static const char *negativeCStr(const std::string &S) { return S.c_str(); }
const char *callCStr() { return negativeCStr("x"); }
