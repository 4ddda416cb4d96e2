// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++17
// RUN: %if libcxx %{ %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++14 -stdlib=libc++ %}

// A piece whose conversion the fix drops (std::to_string(n), std::string(p))
// loses only the tokens around its argument: the argument's text stays where
// it is. A lambda in it is not spelled a second time, and a chain in that
// lambda keeps a fix of its own beside the outer one (a replacement of the
// whole piece would overlap it, and one of the two fixes would be dropped).

#include <string>
// CHECK-FIXES: #include <strcost/str_cat.h>

std::string positiveChainInLambdaInToString(const std::string &A) {
  return A + std::to_string([&] { return (A + "x" + A).size(); }()) + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:43: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(A, [&] { return (strcost::str_cat(A, "x", A)).size(); }(), A);
}

std::string positiveChainInLambdaInExplicitString(const std::string &A) {
  return std::string([&] { return (A + "-" + A).empty() ? "e" : "f"; }()) + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:36: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat([&] { return (strcost::str_cat(A, "-", A)).empty() ? "e" : "f"; }(), "/", A);
}

void positiveChainInLambdaInAppendedPiece(std::string &S, const std::string &A) {
  S += A + std::to_string([&] { return (A + ":" + A).size(); }());
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: string built from 3 pieces {{.*}} use 'strcost::str_append'
  // CHECK-MESSAGES: :[[@LINE-2]]:41: warning: string built from 3 pieces
  // CHECK-FIXES: strcost::str_append(S, A, [&] { return (strcost::str_cat(A, ":", A)).size(); }());
}

std::string positiveTwoLambdasInToString(const std::string &A) {
  return A + std::to_string([&] { return (A + "<" + A).size(); }()) +
         std::to_string([&] { return (A + ">" + A).size(); }());
  // CHECK-MESSAGES: :[[@LINE-2]]:10: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-3]]:43: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-3]]:39: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(A, [&] { return (strcost::str_cat(A, "<", A)).size(); }(),
  // CHECK-FIXES-NEXT: [&] { return (strcost::str_cat(A, ">", A)).size(); }());
}

std::string positiveLambdaWithoutChainKeepsItsText(const std::string &A) {
  return A + std::to_string([] { return /* one */ 1; }()) + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(A, [] { return /* one */ 1; }(), A);
}

std::string positiveLambdaPieceIsNotUnwrapped(const std::string &A) {
  return A + [&] { return A + "-" + A; }() + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:27: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(A, [&] { return strcost::str_cat(A, "-", A); }(), A);
}
