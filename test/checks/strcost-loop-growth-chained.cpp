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

// A loop-local string initialised from a chain: the chain's pieces would be
// written into the kept buffer (`key = a; key += b;`), but a chain the other
// check reports keeps its fix (str_cat); this one's finding has none.
void consume(const std::string &);
void positiveLoopLocalFromTwoPieces(const std::string &a, int n) {
  for (int i = 0; i < n; ++i) {
    std::string key = a + "/";
// CHECK-MESSAGES-THREE: :[[@LINE-1]]:17: warning: 'key' is made and freed on every loop iteration
// CHECK-MESSAGES-TWO: :[[@LINE-2]]:17: warning: 'key' is made and freed on every loop iteration
// CHECK-MESSAGES-TWO: :[[@LINE-3]]:17: note: no fix-it: strcost-chained-concatenation builds this initial value of 2 pieces at once with strcost::str_cat (its MinOperands option)
// CHECK-MESSAGES-TWO: :[[@LINE-4]]:23: warning: string built from 2 pieces
// CHECK-FIXES-THREE: {{^}}    key = a;{{$}}
// CHECK-FIXES-THREE-NEXT: {{^}}    key += "/";{{$}}
// CHECK-FIXES-TWO: {{^}}    std::string key = strcost::str_cat(a, "/");{{$}}
    key += std::to_string(i);
    consume(key);
  }
}

void positiveLoopLocalFromThreePieces(const std::string &a, int n) {
  for (int i = 0; i < n; ++i) {
    std::string key = a + "/" + a;
// CHECK-MESSAGES-THREE: :[[@LINE-1]]:17: warning: 'key' is made and freed on every loop iteration
// CHECK-MESSAGES-THREE: :[[@LINE-2]]:17: note: no fix-it: strcost-chained-concatenation builds this initial value of 3 pieces at once with strcost::str_cat (its MinOperands option)
// CHECK-MESSAGES-THREE: :[[@LINE-3]]:23: warning: string built from 3 pieces
// CHECK-MESSAGES-TWO: :[[@LINE-4]]:17: warning: 'key' is made and freed on every loop iteration
// CHECK-MESSAGES-TWO: :[[@LINE-5]]:17: note: no fix-it: strcost-chained-concatenation builds this initial value of 3 pieces at once with strcost::str_cat (its MinOperands option)
// CHECK-MESSAGES-TWO: :[[@LINE-6]]:23: warning: string built from 3 pieces
// CHECK-FIXES-THREE: {{^}}    std::string key = strcost::str_cat(a, "/", a);{{$}}
// CHECK-FIXES-TWO: {{^}}    std::string key = strcost::str_cat(a, "/", a);{{$}}
    key += std::to_string(i);
    consume(key);
  }
}
