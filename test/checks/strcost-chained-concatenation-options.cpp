// RUN: %check_strcost %s strcost-chained-concatenation %t -- \
// RUN:   -config="{CheckOptions: {strcost-chained-concatenation.MinOperands: 2}}" \
// RUN:   -- -std=c++17
// RUN: %check_strcost -check-suffix=FOUR %s strcost-chained-concatenation %t -- \
// RUN:   -config="{CheckOptions: {strcost-chained-concatenation.MinOperands: 4}}" \
// RUN:   -- -std=c++17

// Invalid values are configuration errors, and nothing else is reported.
// RUN: not %strcost %s --checks='-*,strcost-chained-concatenation' \
// RUN:   --config="{CheckOptions: {strcost-chained-concatenation.MinOperands: 1}}" \
// RUN:   -- -std=c++17 2>&1 | FileCheck %s --check-prefix=BADMIN --implicit-check-not=warning:
// RUN: not %strcost %s --checks='-*,strcost-chained-concatenation' \
// RUN:   --config="{CheckOptions: {strcost-chained-concatenation.MinOperands: three}}" \
// RUN:   -- -std=c++17 2>&1 | FileCheck %s --check-prefix=BADMIN3 --implicit-check-not=warning:
// RUN: not %strcost %s --checks='-*,strcost-chained-concatenation' \
// RUN:   --config="{CheckOptions: {strcost-chained-concatenation.Runtime: folly}}" \
// RUN:   -- -std=c++17 2>&1 | FileCheck %s --check-prefix=BADRUNTIME --implicit-check-not=warning:
// RUN: not %clang_tidy --load=%strcost_module %s --checks='-*,strcost-chained-concatenation' \
// RUN:   --config="{CheckOptions: {strcost-chained-concatenation.Runtime: folly}}" \
// RUN:   -- -std=c++17 2>&1 | FileCheck %s --check-prefix=BADRUNTIME --implicit-check-not=warning:
// RUN: not %strcost %s --checks='-*,strcost-chained-concatenation' \
// RUN:   --config="{CheckOptions: {strcost-chained-concatenation.HeaderMinimumStandard: c++9}}" \
// RUN:   -- -std=c++17 2>&1 | FileCheck %s --check-prefix=BADSTD --implicit-check-not=warning:
// RUN: not %strcost %s --checks='-*,strcost-chained-concatenation' \
// RUN:   --config="{CheckOptions: {MinimumStandard: c++15}}" \
// RUN:   -- -std=c++17 2>&1 | FileCheck %s --check-prefix=BADMINSTD --implicit-check-not=warning:
// BADMINSTD: error: invalid value 'c++15' for option 'MinimumStandard' of check 'strcost-chained-concatenation'; expected 'c++11', 'c++14', 'c++17', 'c++20', 'c++23' or 'c++26'
// BADSTD: error: invalid value 'c++9' for option 'HeaderMinimumStandard' of check 'strcost-chained-concatenation'; expected 'c++11', 'c++14', 'c++17', 'c++20', 'c++23', 'c++26' or 'main-file'
// BADMIN: error: invalid value '1' for option 'MinOperands' of check 'strcost-chained-concatenation'; expected an integer of at least 2
// BADMIN3: error: invalid value 'three' for option 'MinOperands' of check 'strcost-chained-concatenation'; expected an integer of at least 2
// BADRUNTIME: error: invalid value 'folly' for option 'Runtime' of check 'strcost-chained-concatenation'; expected 'strcost' or 'absl'

// The options are written back: --dump-config shows them.
// RUN: %strcost --checks='-*,strcost-chained-concatenation' --dump-config \
// RUN:   --config="{CheckOptions: {strcost-chained-concatenation.MinOperands: 5}}" \
// RUN:   %s -- -std=c++17 | FileCheck %s --check-prefix=DUMP
// DUMP-DAG: strcost-chained-concatenation.MinOperands: '5'
// DUMP-DAG: strcost-chained-concatenation.Runtime: strcost
// DUMP-DAG: strcost-chained-concatenation.HeaderMinimumStandard: 'c++11'
// DUMP-DAG: strcost-chained-concatenation.MinimumStandard: ''

#include <string>
// CHECK-FIXES: #include <strcost/str_cat.h>

void positiveTwoPieces(const std::string &A) {
  auto S = A + "/";
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 2 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, "/");
  // CHECK-FIXES-FOUR: auto S = A + "/";
}

void positiveAssignTwoPiecesInLoop(std::string &S, const std::string &A) {
  for (int I = 0; I < 3; ++I)
    S = A + "/";
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: string built from 2 pieces {{.*}} of every loop iteration; use 'strcost::str_assign'
  // CHECK-FIXES: strcost::str_assign(S, A, "/");
}

void positiveThreePieces(const std::string &A) {
  auto S = A + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, "/", A);
  // CHECK-FIXES-FOUR: auto S = A + "/" + A;
}

void positiveFourPieces(const std::string &A) {
  auto S = A + "/" + A + "/";
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 4 pieces
  // CHECK-MESSAGES-FOUR: :[[@LINE-2]]:12: warning: string built from 4 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, "/", A, "/");
  // CHECK-FIXES-FOUR: auto S = strcost::str_cat(A, "/", A, "/");
}

void negativeAppendOfOne(std::string &S, const std::string &A) { S += A; }
