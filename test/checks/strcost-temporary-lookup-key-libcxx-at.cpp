// REQUIRES: libcxx-map-at-template
// RUN: %check_strcost %s strcost-temporary-lookup-key %t -- -- -std=c++17 -stdlib=libc++

// From libc++ 22 on, map::at has a key template of its own (a libc++
// extension, in every standard mode) that takes a const char* without a
// temporary once the comparator is std::less<>; so the check reports `at`
// there, as it does `find`. strcost-temporary-lookup-key-libcxx-no-at.cpp is
// the same source against a libc++ without it.

#include <map>
#include <string>
#include <string_view>

void positiveAtWithCString(const char *Key) {
  std::map<std::string, int> M;
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M;
  M.at(Key) = 1;
  // CHECK-MESSAGES: :[[@LINE-1]]:8: warning: 'at' with a 'const char *' key constructs a temporary std::string on every lookup [strcost-temporary-lookup-key]
  // CHECK-FIXES: M.at(Key) = 1;
}

// The key stays a C string: that template refuses a std::string_view.
void positiveAtWithLiteral() {
  std::map<std::string, int> M;
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M;
  M.at("key") = 1;
  // CHECK-MESSAGES: :[[@LINE-1]]:8: warning: 'at' with a string literal key constructs a temporary std::string on every lookup [strcost-temporary-lookup-key]
  // CHECK-FIXES: M.at("key") = 1;
}

void positiveAtWithWrappedCString(const char *Key) {
  std::map<std::string, int> M;
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M;
  M.at(std::string(Key)) = 1;
  // CHECK-MESSAGES: :[[@LINE-1]]:8: warning: 'at' with a 'const char *' key constructs a temporary std::string on every lookup [strcost-temporary-lookup-key]
  // CHECK-FIXES: M.at(Key) = 1;
}

// A view would go to at(const key_type &) all the same: no fix can save
// that temporary, so nothing is reported.
void negativeAtWithView(std::string_view Key) {
  std::map<std::string, int> M;
  M.at(std::string(Key)) = 1;
}

// An std::string key needs no conversion: nothing to save.
void negativeAtWithString(const std::string &Key) {
  std::map<std::string, int> M;
  M.at(Key) = 1;
}
