// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++14
// RUN: %check_strcost -check-suffix=ABSL %s strcost-chained-concatenation %t -- \
// RUN:   -config="{CheckOptions: {strcost-chained-concatenation.Runtime: absl}}" \
// RUN:   -- -std=c++14

// The strcost runtime is C++17: below it the chain is reported without a
// fix-it. Abseil works with C++14.

#include <string>
// CHECK-FIXES-ABSL: #include "absl/strings/str_cat.h"

void positiveNoFixBeforeCxx17(const std::string &A) {
  std::string S = A + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:19: note: no fix-it: the strcost runtime needs C++17
  // CHECK-FIXES: std::string S = A + "/" + A;
  // CHECK-MESSAGES-ABSL: :[[@LINE-4]]:19: warning: string built from 3 pieces
  // CHECK-FIXES-ABSL: std::string S = absl::StrCat(A, "/", A);
}
