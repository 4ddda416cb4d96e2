// RUN: %check_strcost -header=Inputs/strcost-redundant-length-scan/own-std-string.h %s \
// RUN:   strcost-redundant-length-scan %t -- -- -std=c++17
// RUN: %check_strcost -header=Inputs/strcost-redundant-length-scan/own-std-string.h %s \
// RUN:   strcost-redundant-length-scan %t -- -- -std=c++20 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.39 -fms-extensions -fdelayed-template-parsing

// A std::basic_string the project declares itself need not have what the
// fixes rely on: this one has no `append(const basic_string &)`, so
// `t.append(s)` would not compile. The scan is still reported; no fix-it.

#include "own-std-string.h"

void negativeOwnStdAppendNoFix(const std::string &S, std::string &T) {
  T.append(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string appended from 'c_str()' rescans for a length that 'std::string' (aka 'basic_string<char>') already stores [strcost-redundant-length-scan]
  // CHECK-MESSAGES: :[[@LINE-2]]:12: note: no fix-it: 'std::basic_string' is declared by this project, not by the standard library: its members and overloads are unknown
  // CHECK-FIXES: T.append(S.c_str());
}

std::size_t negativeOwnStdLengthNoFix(const std::string &S) {
  return __builtin_strlen(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: '__builtin_strlen' of 'c_str()' rescans for a length that 'std::string' (aka 'basic_string<char>') already stores; use 'size()' [strcost-redundant-length-scan]
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: 'std::basic_string' is declared by this project, not by the standard library: its members and overloads are unknown
  // CHECK-FIXES: return __builtin_strlen(S.c_str());
}
