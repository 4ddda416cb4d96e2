// RUN: %check_strcost -check-suffixes=THREE %s strcost-loop-growth,strcost-chained-concatenation %t -- -- -std=c++17
// RUN: %check_strcost -check-suffixes=TWO %s strcost-loop-growth,strcost-chained-concatenation %t -- \
// RUN:   -config="{CheckOptions: {strcost-chained-concatenation.MinOperands: 2}}" -- -std=c++17

// With strcost-chained-concatenation on (the default), a chain it reports
// (MinOperands pieces or more, 3 by default; `s = s + a` counts 2) is left to
// it: one finding and one fix per assignment, never two fixes of one text.

#include <string>

void positiveTwoPieces(std::string &s, const std::string &a, int n) {
  for (int i = 0; i < n; ++i)
    s = s + a;
// CHECK-MESSAGES-THREE: :[[@LINE-1]]:7: warning: 's' is copied into a new string on every loop iteration
// CHECK-MESSAGES-TWO: :[[@LINE-2]]:5: warning: string built from 2 pieces
// CHECK-FIXES-THREE: {{^}}    s += a;{{$}}
// CHECK-FIXES-TWO: {{^}}    strcost::str_append(s, a);{{$}}
}

void positiveThreePieces(std::string &s, const std::string &a, int n) {
  for (int i = 0; i < n; ++i)
    s = s + a + ",";
// CHECK-MESSAGES-THREE: :[[@LINE-1]]:5: warning: string built from 3 pieces
// CHECK-MESSAGES-TWO: :[[@LINE-2]]:5: warning: string built from 3 pieces
// CHECK-FIXES-THREE: {{^}}    strcost::str_append(s, a, ",");{{$}}
// CHECK-FIXES-TWO: {{^}}    strcost::str_append(s, a, ",");{{$}}
}
