// RUN: %check_strcost -check-suffix=CXX11 %s strcost-string-by-value-param %t -- -- -std=c++11
// RUN: %check_strcost -check-suffix=CXX11 %s strcost-string-by-value-param %t -- -- -std=c++14
// RUN: %check_strcost -check-suffix=CXX98 %s strcost-string-by-value-param %t -- -- -std=c++98

// Before C++17 there is no std::string_view: const& everywhere. Before C++11
// there is no std::move either: the copied-once parameter gets const& too.

#include <string>

static std::size_t positiveLocal(std::string S) { return S.size(); }
// CHECK-MESSAGES-CXX11: :[[@LINE-1]]:46: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'const std::string &'
// CHECK-FIXES-CXX11: static std::size_t positiveLocal(const std::string &S) { return S.size(); }
// CHECK-MESSAGES-CXX98: :[[@LINE-3]]:46: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'const std::string &'
// CHECK-FIXES-CXX98: static std::size_t positiveLocal(const std::string &S) { return S.size(); }

std::string positiveCopyThenReturn(std::string Par) {
  // CHECK-MESSAGES-CXX11: :[[@LINE-1]]:48: warning: the 'std::string' parameter 'Par' is copied on every call and then copied again; move it instead of copying it
  // CHECK-MESSAGES-CXX98: :[[@LINE-2]]:48: warning: the 'std::string' parameter 'Par' {{.*}} only read; pass it as 'const std::string &'
  // CHECK-FIXES-CXX98: std::string positiveCopyThenReturn(const std::string &Par) {
  std::string Tmp(Par);
  // CHECK-FIXES-CXX11: std::string Tmp(std::move(Par));
  return Tmp;
}

// Returning the parameter moves it (C++11) or may elide nothing (C++98); either
// way a reference would not be cheaper for a temporary argument.
std::string negativeReturned(std::string S) { return S; }

std::size_t callers() { return positiveLocal("a") + positiveCopyThenReturn("b").size(); }
