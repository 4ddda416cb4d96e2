// RUN: %check_strcost -check-suffixes=,GNU %s strcost-chained-concatenation %t -- -- -std=c++17
// RUN: %check_strcost -check-suffixes=,LIBCXX %s strcost-chained-concatenation %t -- -- -std=c++17 -stdlib=libc++
// RUN: %check_strcost -check-suffixes=,GNU %s strcost-chained-concatenation %t -- -- -std=c++11 -fms-compatibility -fms-compatibility-version=19.30 -fms-extensions -fdelayed-template-parsing

// The cost note grows with the pieces of a chain: 3 pieces of unknown length
// grow the temporary twice where str_cat allocates once, 10 pieces four times.
// Into a target in a loop, the fix reuses its buffer: every allocation is
// saved.

#include <string>
// CHECK-FIXES: #include <strcost/str_cat.h>

std::string positiveThree(const std::string &a, const std::string &b) {
  return a + "/" + b;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces by chained 'operator+'
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: cost per execution: 1 allocation, 33 bytes copied, ~19 ns (assuming 32 characters where the length is unknown)
  // CHECK-FIXES: return strcost::str_cat(a, "/", b);
}

std::string positiveTen(const std::string &a, const std::string &b) {
  return a + "/" + b + "." + a + "/" + b + "." + a + b;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 10 pieces by chained 'operator+'
  // CHECK-MESSAGES-GNU: :[[@LINE-2]]:10: note: cost per execution: 3 allocations, 231 bytes copied, ~78 ns (assuming 32 characters where the length is unknown)
  // CHECK-MESSAGES-LIBCXX: :[[@LINE-3]]:10: note: cost per execution: 3 allocations, 263 bytes copied, ~78 ns (assuming 32 characters where the length is unknown)
  // CHECK-FIXES: return strcost::str_cat(a, "/", b, ".", a, "/", b, ".", a, b);
}

std::string positiveShortKnown() {
  return std::string("ab") + "/" + "cd";
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces by chained 'operator+'
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: cost per execution: no allocation, ~4.0 ns{{$}}
  // CHECK-FIXES: return strcost::str_cat("ab", "/" "cd");
}

void positiveIntoTargetInALoop(std::string &out, const std::string &a) {
  for (int i = 0; i < 3; ++i)
    out = a + "/" + a;
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: string built from 3 pieces by chained 'operator+' may allocate at every step of every loop iteration
  // CHECK-MESSAGES: :[[@LINE-2]]:5: note: cost per execution: 2 allocations, 33 bytes copied, ~33 ns (assuming
  // CHECK-FIXES: strcost::str_assign(out, a, "/", a);
}

void positiveIntoTargetOnce(std::string &out, const std::string &a) {
  out = a + "/" + a;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: string built from 3 pieces by chained 'operator+'
  // CHECK-MESSAGES: :[[@LINE-2]]:3: note: cost per execution: 1 allocation, 33 bytes copied, ~19 ns (assuming
  // CHECK-FIXES: strcost::str_assign(out, a, "/", a);
}

std::string name(int);

// Appending a chain builds a temporary and copies it into the target;
// str_append does neither, loop or not: never "no allocation, ~0.0 ns".
void positiveAppendOnce(std::string &usage, int x) {
  usage += "\nUsage:\n  " + name(x);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: string built from 3 pieces by chained 'operator+'
  // CHECK-MESSAGES: :[[@LINE-2]]:3: note: cost per execution: 1 allocation, 42 bytes copied, ~15 ns (assuming 32 characters where the length is unknown)
  // CHECK-FIXES: strcost::str_append(usage, "\nUsage:\n  ", name(x));
}

void positiveAppendFromAssignOnce(std::string &out, const std::string &a) {
  out = out + "/" + a;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: string built from 3 pieces by chained 'operator+'
  // CHECK-MESSAGES: :[[@LINE-2]]:3: note: cost per execution: 2 allocations, 65 bytes copied, ~33 ns (assuming 32 characters where the length is unknown)
  // CHECK-FIXES: strcost::str_append(out, "/", a);
}

std::string negativeTwo(const std::string &a) { return a + "/"; }
