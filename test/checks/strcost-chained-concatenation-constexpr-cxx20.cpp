// REQUIRES: libcxx
// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++20 -stdlib=libc++
// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++23 -stdlib=libc++

// C++20 (libc++'s std::string works in constant evaluation with clang): a
// lambda is constexpr when it qualifies, declared so or not, and one called
// in constant evaluation must stay constexpr. The runtimes are not, so a
// chain in it keeps its '+' (the static_assert would not compile); the same
// lambda called only at run time is fixed.

#include <cstddef>
#include <string>
// CHECK-FIXES: #include <strcost/str_cat.h>

template <std::size_t N> struct Sized {};

void positiveCalledInStaticAssertNoFix() {
  auto F = [] { return (std::string("a") + "b" + "c").size(); };
  // CHECK-MESSAGES: :[[@LINE-1]]:25: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:25: note: no fix-it: the lambda is called in constant evaluation, and strcost::str_cat is not constexpr
  static_assert(F() == 3);
}

std::size_t positiveCalledInConstexprVariableNoFix() {
  auto F = [](const char *P) { return (std::string(P) + "/" + P).size(); };
  // CHECK-MESSAGES: :[[@LINE-1]]:40: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:40: note: no fix-it: the lambda is called in constant evaluation
  constexpr std::size_t N = F("a");
  return N + F("b");
}

void positiveCalledInTemplateArgumentNoFix() {
  auto F = [] { return (std::string("a") + "b" + "c").size(); };
  // CHECK-MESSAGES: :[[@LINE-1]]:25: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:25: note: no fix-it: the lambda is called in constant evaluation
  Sized<F()> S;
  (void)S;
}

void positiveCalledInIfConstexprNoFix() {
  auto F = [] { return (std::string("a") + "b" + "c").size(); };
  // CHECK-MESSAGES: :[[@LINE-1]]:25: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:25: note: no fix-it: the lambda is called in constant evaluation
  if constexpr (F() == 3) {
  }
}

std::size_t positiveCalledOnlyAtRunTimeIsFixed(const char *P) {
  auto F = [&] { return (std::string(P) + "/" + P).size(); };
  // CHECK-MESSAGES: :[[@LINE-1]]:26: warning: string built from 3 pieces
  // CHECK-FIXES: auto F = [&] { return (strcost::str_cat(P, "/", P)).size(); };
  return F();
}

std::size_t positiveOnlyInUnevaluatedOperandIsFixed(const char *P) {
  auto F = [&] { return (std::string(P) + "/" + P).size(); };
  // CHECK-MESSAGES: :[[@LINE-1]]:26: warning: string built from 3 pieces
  // CHECK-FIXES: auto F = [&] { return (strcost::str_cat(P, "/", P)).size(); };
  static_assert(sizeof(F()) == sizeof(std::size_t));
  return F();
}
