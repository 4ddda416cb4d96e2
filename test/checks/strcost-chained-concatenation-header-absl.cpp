// RUN: %check_strcost -header=Inputs/strcost-chained-concatenation/joined.h %s \
// RUN:   strcost-chained-concatenation %t -- \
// RUN:   -config="{CheckOptions: {strcost-chained-concatenation.Runtime: absl, RuntimeHeaders: '*'}}" -- -std=c++17
// RUN: %check_strcost -check-suffix=CXX14 -header=Inputs/strcost-chained-concatenation/joined.h %s \
// RUN:   strcost-chained-concatenation %t -- \
// RUN:   -config="{CheckOptions: {strcost-chained-concatenation.Runtime: absl, HeaderMinimumStandard: c++14, RuntimeHeaders: '*'}}" \
// RUN:   -- -std=c++17

// joined.h may depend on Abseil (RuntimeHeaders: a header that does not
// include it yet gets no Abseil call by default). Abseil needs C++14: in a header that C++11 translation units may include
// (HeaderMinimumStandard, default c++11) its fix is withheld with a note;
// the main file, compiled only as C++17 here, is fixed.

#include "joined.h"
// CHECK-FIXES: #include "absl/strings/str_cat.h"
// CHECK-FIXES-CXX14: #include "absl/strings/str_cat.h"

std::string positiveMainFile(const std::string &A) {
  return A + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return absl::StrCat(A, "/", A);
  // CHECK-MESSAGES-CXX14: :[[@LINE-3]]:10: warning: string built from 3 pieces
  // CHECK-FIXES-CXX14: return absl::StrCat(A, "/", A);
}
