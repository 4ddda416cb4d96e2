// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.30 -fms-extensions -fdelayed-template-parsing
// RUN: %if libcxx %{ %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17 -stdlib=libc++ %}

// Every include sits inside `#ifdef _WIN32 ... #else ... #endif`: the
// <string_view> the fix needs goes after the #endif, where every
// configuration reaches it, not beside the platform headers.

#ifdef _WIN32
#include <string>
#include <windows.h>
#else
#include <string>
#include <unistd.h>
#endif
// CHECK-FIXES: {{^}}#endif{{$}}
// CHECK-FIXES-NEXT: #include <string_view>

static std::size_t positiveView(std::string S) {
  // CHECK-MESSAGES: :[[@LINE-1]]:45: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'std::string_view'
  // CHECK-FIXES: static std::size_t positiveView(std::string_view S) {
  return S.size();
}

std::size_t negativeCaller() { return positiveView("abc"); }
