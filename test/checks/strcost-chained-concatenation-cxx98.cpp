// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++98
// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=gnu++03

// Before C++11 the strcost runtime (variadic templates) cannot be used: the
// chain is reported, without a fix-it.

#include <string>

std::string positiveNoFixBeforeCxx11(const std::string &A, const char *P) {
  return A + "/" + P + '!';
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 4 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: the strcost runtime needs C++11
}

void positiveAppendNoFixBeforeCxx11(std::string &S, const std::string &A) {
  S += A + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: string built from 4 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:3: note: no fix-it: the strcost runtime needs C++11
}
