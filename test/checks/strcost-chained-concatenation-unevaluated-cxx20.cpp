// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++20
// MS mode (libstdc++'s <atomic> and C++20 headers need GCC's macros; libc++'s do not):
// RUN: %if libcxx %{ %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++20 -stdlib=libc++ \
// RUN:   -fms-compatibility -fms-compatibility-version=19.30 -fms-extensions -fdelayed-template-parsing %}
// RUN: %if libcxx %{ %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++20 -stdlib=libc++ %}

// C++20's unevaluated operands: requires expressions (in a concept, in a
// requires clause, in an if constexpr); nothing there runs.

#include <string>
// CHECK-FIXES: #include <strcost/str_cat.h>

template <class T>
concept NegativeConcatenable = requires(T A, std::string S) { S + A + "x"; S + "a" + "b"; };

template <class T>
concept NegativeConcatenableNonDependent = requires(std::string S) { S + "a" + "b"; };

template <class T>
  requires requires(std::string S) { S + "a" + "b"; }
void negativeRequiresClause(T) {}

template <class T>
  requires(sizeof(std::string() + "a" + "b") > 0)
void negativeRequiresClauseSizeof(T) {}

bool negativeRequiresInFunction() {
  return requires(std::string S) { { S + "a" + "b" } -> NegativeConcatenable; };
}

void negativeUse() {
  negativeRequiresClause(1);
  negativeRequiresClauseSizeof(1);
  static_assert(NegativeConcatenable<std::string>);
  static_assert(NegativeConcatenableNonDependent<int>);
}

// A lambda's body runs when it is called, wherever the lambda was written.
std::string positiveLambdaInDecltype(const std::string &A) {
  using F = decltype([](const std::string &X) { return X + "/" + X; });
  // CHECK-MESSAGES: :[[@LINE-1]]:56: warning: string built from 3 pieces
  // CHECK-FIXES: using F = decltype([](const std::string &X) { return strcost::str_cat(X, "/", X); });
  return F{}(A);
}

std::string positiveBesideRequires(const std::string &A) {
  if constexpr (requires(std::string S) { S + "a" + "b"; })
    return A + "a" + "b";
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(A, "a" "b");
  return A;
}
