// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.39 -fms-extensions -fdelayed-template-parsing

// The `&` the fix writes goes where this file puts it: with no .clang-format
// above it, the file's majority decides (`T& x` here; test/driver/
// format-style.test covers a .clang-format).

#include <string>
#include <vector>

int count(const std::vector<int>& Values, const std::string& Key);
int first(const std::string& A, const char* P);

int positiveNamed(std::string Name) {
  // CHECK-MESSAGES: :[[@LINE-1]]:31: warning: the 'std::string' parameter 'Name'
  // CHECK-FIXES: int positiveNamed(const std::string& Name) {
  return static_cast<int>(Name.size());
}

int positiveRedeclared(std::string Key);
// CHECK-FIXES: int positiveRedeclared(const std::string& Key);
int positiveRedeclared(std::string Key) {
  // CHECK-MESSAGES: :[[@LINE-1]]:36: warning: the 'std::string' parameter 'Key'
  // CHECK-FIXES: int positiveRedeclared(const std::string& Key) {
  return static_cast<int>(Key.size());
}

int positiveUnnamedDeclaration(std::string);
// CHECK-FIXES: int positiveUnnamedDeclaration(const std::string&);
int positiveUnnamedDeclaration(std::string Text) {
  // CHECK-MESSAGES: :[[@LINE-1]]:44: warning: the 'std::string' parameter 'Text'
  // CHECK-FIXES: int positiveUnnamedDeclaration(const std::string& Text) {
  return static_cast<int>(Text.size());
}
