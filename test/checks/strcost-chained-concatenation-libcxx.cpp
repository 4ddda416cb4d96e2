// REQUIRES: libcxx
// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++20 -stdlib=libc++

// libc++ keeps std::basic_string in the inline namespace std::__1 and
// declares its operator+ differently; the same forms are found and fixed.
// C++20 also brings char8_t strings.

#include <string>
// CHECK-FIXES: #include <strcost/str_cat.h>

void positiveValue(const std::string &A, int N) {
  auto S = A + "/" + std::to_string(N) + '!';
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 4 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, "/", N, '!');
}

void positiveAppend(std::string &S, const std::string &A) {
  S += A + "/";
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: {{.*}} use 'strcost::str_append'
  // CHECK-FIXES: strcost::str_append(S, A, "/");
}

void positiveAssignInLoop(std::string &S, const std::string &A) {
  for (int I = 0; I < 3; ++I)
    S = A + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: {{.*}} of every loop iteration; use 'strcost::str_assign'
  // CHECK-FIXES: strcost::str_assign(S, A, "/", A);
}

void positiveUtf8(const std::u8string &A) {
  auto S = A + u8"/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, u8"/", A);
}

// Constant evaluation (libc++'s std::string works there with clang): a
// constexpr lambda keeps the chain, or the static_assert would not compile;
// chains evaluated only while compiling are not reported.
void positiveConstexprLambdaUsedInConstantEvaluationNoFix() {
  auto F = []() constexpr { return (std::string("a") + "b" + "c").size(); };
  // CHECK-MESSAGES: :[[@LINE-1]]:37: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:37: note: no fix-it: the function is constexpr
  // CHECK-FIXES: auto F = []() constexpr { return (std::string("a") + "b" + "c").size(); };
  static_assert(F() == 3);
}

consteval std::size_t negativeConstevalFunction(const char *P) {
  return (std::string(P) + "/" + P).size();
}

void negativeStaticAssert() {
  static_assert((std::string("a") + "b" + "c").size() == 3);
  constexpr std::size_t N = (std::string("a") + "b" + "c").size();
  (void)N;
}

constinit std::size_t NegativeConstinit = (std::string("a") + "b" + "c").size();

template <std::size_t N> struct Sized {};
Sized<(std::string("a") + "b" + "c").size()> NegativeTemplateArgument;

void negativeConstevalLambda() {
  auto F = []() consteval { return (std::string("a") + "b" + "c").size(); };
  static_assert(F() == 3);
}

std::size_t negativeConstevalCall() { return negativeConstevalFunction("a"); }
