// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++20
// RUN: %if libcxx %{ %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++20 -stdlib=libc++ %}

// The user's operators beside std's string operators: one that a string
// could bind to withholds the fix (without Sema the check cannot redo the
// ranking, so one declared anywhere in the translation unit does); one
// chosen over std's is not std's and is not looked at. (One for a class a
// string does not convert to changes nothing: see ...-members.cpp.)

#include <string>

// The user's operators.

namespace own {
bool operator==(const std::string &, const std::string &);
bool negativeFixUserOperator(const std::string &T, const std::string &S) {
  return T == S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'operator==' of 'c_str()' rescans
  // CHECK-MESSAGES: :[[@LINE-2]]:15: note: no fix-it: passing the object could select another overload, 'own::operator==(const std::string &, const std::string &)'
}
} // namespace own

namespace pointer {
// Chosen over std's template: the user's, not touched.
bool operator==(const std::string &, const char *);
bool negativeUserPointerOperator(const std::string &T, const std::string &S) {
  return T == S.c_str();
}
} // namespace pointer

// own::operator== is not visible here, but a rival still: the check does not
// redo lookup.
bool negativeFixElsewhereUserOperator(const std::string &T, const std::string &S) {
  return T == S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'operator==' of 'c_str()' rescans
  // CHECK-MESSAGES: :[[@LINE-2]]:15: note: no fix-it: passing the object could select another overload, 'own::operator==(const std::string &, const std::string &)'
}

