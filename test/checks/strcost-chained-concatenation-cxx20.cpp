// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++20

// C++20: std::string in constant evaluation and char8_t strings.

#include <string>
// CHECK-FIXES: #include <strcost/str_cat.h>

constexpr std::size_t positiveConstexprNoFix() {
  std::string S = std::string("a") + "b" + "c";
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:19: note: no fix-it: the function is constexpr, and strcost::str_cat is not
  // CHECK-FIXES: std::string S = std::string("a") + "b" + "c";
  return S.size();
}

void positiveUtf8(const std::u8string &A) {
  auto S = A + u8"/" + A + u8'!';
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 4 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, u8"/", A, u8'!');
}

void positiveLambdaIsNotConstexprSpecified(const std::string &A) {
  auto F = [&] { return A + "/" + A; };
  // CHECK-MESSAGES: :[[@LINE-1]]:25: warning: string built from 3 pieces
  // CHECK-FIXES: auto F = [&] { return strcost::str_cat(A, "/", A); };
  (void)F();
}

// A lambda declared constexpr may be called in constant evaluation, where
// std::string works since C++20 and the runtime does not: no fix-it. It may
// also run at run time, where the chain costs as anywhere: the warning stays.
void positiveConstexprLambdaNoFix(const std::string &A) {
  auto F = [&]() constexpr { return (A + "/" + A).size(); };
  // CHECK-MESSAGES: :[[@LINE-1]]:38: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:38: note: no fix-it: the function is constexpr, and strcost::str_cat is not
  // CHECK-FIXES: auto F = [&]() constexpr { return (A + "/" + A).size(); };
  (void)F();
}

void positiveLambdaWithConstexprInItsParametersIsFixed(const std::string &A) {
  auto F = [&](int N = [] { return 1; }()) { return A + "/" + A; };
  // CHECK-MESSAGES: :[[@LINE-1]]:53: warning: string built from 3 pieces
  // CHECK-FIXES: auto F = [&](int N = [] { return 1; }()) { return strcost::str_cat(A, "/", A); };
  (void)F();
}

constexpr std::size_t positiveLambdaInConstexprFunctionNoFix(const char *P) {
  auto F = [&] { return std::string(P) + "/" + P; };
  // CHECK-MESSAGES: :[[@LINE-1]]:25: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:25: note: no fix-it: the function is constexpr
  return F().size();
}

// Evaluated only while compiling: no run-time cost, nothing to report
// (the constant evaluations themselves are in the libc++ test: libstdc++ 12's
// std::string is not constexpr-usable with clang).
consteval std::size_t negativeConsteval(const char *P) {
  return (std::string(P) + "/" + P).size();
}
