// RUN: %check_strcost -header=Inputs/strcost-redundant-length-scan/names.h %s \
// RUN:   strcost-redundant-length-scan %t -- -- -std=c++17

// Findings in a user header are checked against the header's own lines, and
// the input compiles against the fixed header.

#include "names.h"

std::size_t positiveInputLength(const std::string &S) {
  return std::strlen(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()' rescans
  // CHECK-FIXES: return S.size();
}

std::size_t negativeUsesHeader(const std::string &S) {
  return positiveHeaderView(S).size() + positiveHeaderLength(S) +
         negativeHeaderLength("abc");
}
