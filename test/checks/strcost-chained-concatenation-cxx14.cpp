// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++14
// RUN: %check_strcost -check-suffix=ABSL %s strcost-chained-concatenation %t -- \
// RUN:   -config="{CheckOptions: {strcost-chained-concatenation.Runtime: absl}}" \
// RUN:   -- -std=c++14

// The strcost runtime works from C++11 on, Abseil from C++14: both are
// offered here, and the fixed file compiles as C++14.

#include <string>
// CHECK-FIXES: #include <strcost/str_cat.h>
// CHECK-FIXES-ABSL: #include "absl/strings/str_cat.h"

void positiveFixedInCxx14(const std::string &A) {
  std::string S = A + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string built from 3 pieces
  // CHECK-FIXES: std::string S = strcost::str_cat(A, "/", A);
  // CHECK-MESSAGES-ABSL: :[[@LINE-3]]:19: warning: string built from 3 pieces
  // CHECK-FIXES-ABSL: std::string S = absl::StrCat(A, "/", A);
}
