// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++14

// Before C++17 there is no string_view, and `T x = expr;` wraps the construction
// in an elidable move; the forms that exist are still found and fixed.

#include <cstring>
#include <string>

void takeString(const std::string &);

std::size_t positiveStrlen(const std::string &S) {
  return strlen(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: return S.size();
}

void positiveStringCopyInit(const std::string &S) {
  std::string T = S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string copied from 'c_str()'
  // CHECK-FIXES: std::string T = S;
}

std::string positiveStringReturn(const std::string &S) {
  return S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string copied from 'c_str()'
  // CHECK-FIXES: return S;
}

void positiveStringArgument(const std::string &S) {
  takeString(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: string copied from 'c_str()'
  // CHECK-FIXES: takeString(S);
}
