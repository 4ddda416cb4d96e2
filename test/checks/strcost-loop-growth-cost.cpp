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
    // The third case's reserve comes with it (its note is checked below).
    // CHECK-MESSAGES: :[[@LINE-2]]:3: warning: 'S' grows by 2 characters
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

// Made from a value: the same price. The value's own allocation (past the
// small buffer) and the growths from it to the assumed 32 characters come to
// as many allocations as growing from empty there, within one; the copy of
// the value's characters stays (the assignment copies them too).
void positiveLoopLocalFromValue(const std::string &Prefix,
                                const std::vector<std::string> &V) {
  for (const std::string &X : V) {
    std::string Row = Prefix + ":";
    // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'Row' is made and freed on every loop iteration
    // CHECK-MESSAGES-GNU: :[[@LINE-2]]:17: note: cost per execution: 2 allocations, 45 bytes copied, ~{{[0-9]+}} ns (assuming 32 characters where the length is unknown)
    // CHECK-MESSAGES-LIBCXX: :[[@LINE-3]]:17: note: cost per execution: 1 allocation, 22 bytes copied, ~{{[0-9]+}} ns (assuming 32 characters where the length is unknown)
    // CHECK-FIXES: Row = Prefix;
    // CHECK-FIXES-NEXT: Row += ":";
    Row += X;
    sink(Row);
  }
}

// A counted loop of appends: the growths past the small buffer after the
// first (which the reserve makes too) and the characters they move, the
// string taken as empty before the loop. A bound that is no constant: 100
// iterations assumed, 200 characters.
void positiveReserveCounted(std::string &S, int N) {
  for (int I = 0; I < N; ++I)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'S' grows by 2 characters on each of a number of iterations known before the loop
    // CHECK-MESSAGES-GNU: :[[@LINE-2]]:3: note: cost per execution: 3 allocations, 225 bytes copied, ~{{[0-9]+}} ns (assuming 100 iterations where the count is not a constant)
    // CHECK-MESSAGES-LIBCXX: :[[@LINE-3]]:3: note: cost per execution: 3 allocations, 330 bytes copied, ~{{[0-9]+}} ns (assuming 100 iterations where the count is not a constant)
    // CHECK-FIXES: S.reserve(S.size() + (N > 0 ? static_cast<std::size_t>(N) * 2 : 0));
    S += "ab";
}

// A constant bound: 64 characters, nothing assumed.
void positiveReserveConstant(std::string &S) {
  for (int I = 0; I < 64; ++I)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'S' grows by 1 character on each of a number of iterations known before the loop
    // CHECK-MESSAGES-GNU: :[[@LINE-2]]:3: note: cost per execution: 2 allocations, 105 bytes copied, ~{{[0-9.]+}} ns{{$}}
    // CHECK-MESSAGES-LIBCXX: :[[@LINE-3]]:3: note: cost per execution: 1 allocation, 66 bytes copied, ~{{[0-9.]+}} ns{{$}}
    // CHECK-FIXES: S.reserve(S.size() + 64);
    S.push_back('x');
}
