// A header that C++11 translation units include too.
#ifndef JOINED_H
#define JOINED_H

#include <string>
// CHECK-FIXES-CXX14: #include "absl/strings/str_cat.h"

inline std::string positiveJoinAbslNeedsCxx14(const std::string &A, const std::string &B) {
  return A + "/" + B;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: absl::StrCat needs C++14, and this header may be included from C++11 translation units (option HeaderMinimumStandard)
  // CHECK-MESSAGES-CXX14: :[[@LINE-3]]:10: warning: string built from 3 pieces
  // CHECK-FIXES-CXX14: return absl::StrCat(A, "/", B);
}

inline void positiveAppendAbslNeedsCxx14(std::string &S, const std::string &A) {
  S += A + "/";
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:3: note: no fix-it: absl::StrAppend needs C++14, and this header may be included from C++11 translation units (option HeaderMinimumStandard)
  // CHECK-MESSAGES-CXX14: :[[@LINE-3]]:3: warning: string built from 3 pieces
  // CHECK-FIXES-CXX14: absl::StrAppend(&S, A, "/");
}

#endif
