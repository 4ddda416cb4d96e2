// REQUIRES: libcxx
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++17 -stdlib=libc++

// libc++ keeps its classes in the inline namespace std::__1 and declares
// basic_string's constructors differently; the same forms are found.

#include <cstring>
#include <string>
#include <string_view>

void positiveView(const std::string &S) {
  std::string_view V(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string view built from 'c_str()'
  // CHECK-FIXES: std::string_view V(S);
}

void positiveStringCopyInit(const std::string &S) {
  std::string T = S.data();
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string copied from 'data()'
  // CHECK-FIXES: std::string T = S;
}

std::size_t positiveStrlen(const std::string &S) {
  return std::strlen(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: return S.size();
}

void negativePointerAndLength(const std::string &S) {
  std::string_view V(S.c_str(), S.size());
}
