// RUN: %check_strcost -check-suffixes=,GNU %s strcost-loop-growth %t -- -- -std=c++17
// RUN: %check_strcost -check-suffixes=,LIBCXX %s strcost-loop-growth %t -- -- -std=c++17 -stdlib=libc++

// The cost note: for `s = s + x`, the copy of the target into a new string
// (its length grows with the loop, so the model assumes one); for a string
// made in the loop, its growths past the library's small buffer (15
// characters in libstdc++, 22 in libc++).

#include <string>
#include <vector>

void sink(const std::string &);

std::string positiveSelfConcatenation(int N) {
  std::string S;
  for (int I = 0; I < N; ++I)
    S = S + "ab";
  // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 'S' is copied into a new string on every loop iteration
  // CHECK-MESSAGES: :[[@LINE-2]]:7: note: cost per execution: 1 allocation, 32 bytes copied, ~{{[0-9]+}} ns (assuming 32 characters where the length is unknown)
  // CHECK-FIXES: S += "ab";
  return S;
}

void positiveLoopLocal(const std::vector<std::string> &V) {
  // CHECK-FIXES: std::string Row;
  // CHECK-FIXES-NEXT: for (const std::string &X : V) {
  for (const std::string &X : V) {
    std::string Row;
    // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'Row' is made and freed on every loop iteration
    // CHECK-MESSAGES-GNU: :[[@LINE-2]]:17: note: cost per execution: 2 allocations, 45 bytes copied, ~{{[0-9]+}} ns (assuming 32 characters where the length is unknown)
    // CHECK-MESSAGES-LIBCXX: :[[@LINE-3]]:17: note: cost per execution: 1 allocation, 22 bytes copied, ~{{[0-9]+}} ns (assuming 32 characters where the length is unknown)
    // CHECK-FIXES: Row.clear();
    Row += X;
    sink(Row);
  }
}
