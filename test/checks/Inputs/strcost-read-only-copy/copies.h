#pragma once

#include <string>

// Inline functions of a header: the header's fixes are checked like the
// main file's; a view needs HeaderMinimumStandard c++17.

inline std::size_t headerCopy(const std::string &Name) {
  std::string Copy = Name;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Copy' copies 'Name' only to read it
  // CHECK-FIXES: const auto &Copy = Name;
  return Copy.size();
}

inline std::size_t headerCString(const char *P) {
  std::string S = P;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'S' copies the C string 'P' only to read it
  // CHECK-MESSAGES-STD: :[[@LINE-2]]:15: note: no fix-it: std::string_view {{.*}}
  // CHECK-FIXES-VIEW: std::string_view S = P;
  return S.size();
}
