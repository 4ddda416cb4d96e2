// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++14
// RUN: %check_strcost -check-suffixes=,CXX17 %s strcost-chained-concatenation %t -- -- -std=c++17
// RUN: %if libcxx %{ %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++11 -stdlib=libc++ %}

// A chain in a function that may be constant-evaluated (declared constexpr,
// or a lambda in one, or a lambda declared constexpr) is reported, without a
// fix-it: the runtimes are not constexpr, and a constexpr function template
// whose body can never be constant is ill-formed. The C++11 forms (one return
// statement, templates that clang does not check until they are used) are
// the ones a C++11 code base has.

#include <cstddef>
#include <string>
// CHECK-FIXES: #include <strcost/str_cat.h>

template <class T> constexpr std::size_t positiveConstexprTemplateNoFix(T, const char *P) {
  return (std::string(P) + "/" + P).size();
  // CHECK-MESSAGES: :[[@LINE-1]]:11: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:11: note: no fix-it: the function is constexpr, and strcost::str_cat is not
}

template <class T> struct PositiveConstexprConstructorNoFix {
  std::size_t N;
  constexpr PositiveConstexprConstructorNoFix(T, const char *P)
      : N((std::string(P) + "/" + P).size()) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:12: note: no fix-it: the function is constexpr
};

template <class T> constexpr std::size_t positiveLambdaInConstexprTemplateNoFix(T, const char *P) {
  return [&] { return (std::string(P) + "/" + P).size(); }();
  // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:24: note: no fix-it: the function is constexpr
}

template <class T>
constexpr std::size_t positiveDefaultArgumentNoFix(T, std::size_t N = (std::string("a") + "/" + "b").size()) {
  // CHECK-MESSAGES: :[[@LINE-1]]:72: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:72: note: no fix-it: the function is constexpr
  return N;
}

struct PositiveConstexprConstructorTemplateNoFix {
  std::size_t N;
  template <class T>
  constexpr PositiveConstexprConstructorTemplateNoFix(T, const char *P)
      : N([&] { return (std::string(P) + "/" + P).size(); }()) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:25: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:25: note: no fix-it: the function is constexpr
};

// Not constexpr: fixed.
template <class T> std::size_t positiveNotConstexprTemplate(T, const char *P) {
  return (std::string(P) + "/" + P).size();
  // CHECK-MESSAGES: :[[@LINE-1]]:11: warning: string built from 3 pieces
  // CHECK-FIXES: return (strcost::str_cat(P, "/", P)).size();
}

void use() {
  positiveConstexprTemplateNoFix(1, "a");
  positiveLambdaInConstexprTemplateNoFix(1, "a");
  positiveDefaultArgumentNoFix(1);
  positiveNotConstexprTemplate(1, "a");
}

#if __cplusplus >= 201703L
// C++17: lambdas may be declared constexpr (generic ones here: clang checks a
// template only where it is used in constant evaluation), and are constexpr
// when they qualify; only the declared ones keep their chain unconditionally.
std::size_t positiveConstexprLambdaNoFix(const std::string &A) {
  auto F = [&](auto) constexpr { return (A + "/" + A).size(); };
  // CHECK-MESSAGES-CXX17: :[[@LINE-1]]:42: warning: string built from 3 pieces
  // CHECK-MESSAGES-CXX17: :[[@LINE-2]]:42: note: no fix-it: the function is constexpr
  return F(0);
}

std::size_t positiveLambdaInConstexprLambdaNoFix(const std::string &A) {
  auto F = [&](auto) constexpr { return [&] { return (A + "/" + A).size(); }(); };
  // CHECK-MESSAGES-CXX17: :[[@LINE-1]]:55: warning: string built from 3 pieces
  // CHECK-MESSAGES-CXX17: :[[@LINE-2]]:55: note: no fix-it: the function is constexpr
  return F(0);
}

std::size_t positiveUndeclaredLambdaIsFixed(const std::string &A) {
  auto F = [&] { return (A + "/" + A).size(); };
  // CHECK-MESSAGES-CXX17: :[[@LINE-1]]:26: warning: string built from 3 pieces
  // CHECK-FIXES-CXX17: auto F = [&] { return (strcost::str_cat(A, "/", A)).size(); };
  return F();
}
#endif
