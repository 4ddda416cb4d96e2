// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.30 -fms-extensions -fdelayed-template-parsing
// RUN: %if libcxx %{ %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++14 -stdlib=libc++ %}

// A chain in an unevaluated operand (decltype, sizeof, alignof, noexcept,
// typeid of a non-polymorphic type) never runs: nothing is allocated, nothing
// is reported. Chains next to such operands, or in a typeid that is
// evaluated, are.

#include <string>
#include <typeinfo>
// CHECK-FIXES: #include <strcost/str_cat.h>

std::string Global;

decltype(Global + "a" + "b") negativeDecltypeReturnType();

auto negativeTrailingReturnType(std::string A) -> decltype(A + "x" + "y");

auto negativeTrailingReturnTypeWithBody(std::string A) -> decltype(A + "x" + "y") {
  return A;
}

unsigned long negativeSizeof(const std::string &A) {
  return sizeof(A + "/" + A);
}

unsigned long negativeSizeofNested(const std::string &A) {
  return sizeof(sizeof(A + "/" + A) + 1);
}

unsigned long negativeAlignof(const std::string &A) {
  return alignof(decltype(A + "/" + A));
}

unsigned long negativeGnuAlignofExpression(const std::string &A) {
  return __alignof__(A + "/" + A);
}

bool negativeNoexcept(const std::string &A) {
  return noexcept(A + "/" + A);
}

void negativeNoexceptSpecifier(const std::string &A) noexcept(noexcept(A + "/" + A));

const std::type_info &negativeTypeidOfString(const std::string &A) {
  return typeid(A + "/" + A);
}

template <class T = decltype(Global + "a" + "b")> struct NegativeDefaultTemplateArgument {};
template <unsigned long N = sizeof(Global + "a" + "b")> struct NegativeDefaultNonTypeArgument {};

void negativeDecltypeVariable(const std::string &A) {
  decltype(A + "/" + A) Copy = A;
  (void)Copy;
}

template <class T> auto negativeTemplateTrailingReturnType(T X) -> decltype(Global + "a" + "b") {
  return Global + X;
}

struct Base {
  virtual ~Base();
};
Base &lookup(const std::string &Key);

// typeid of a polymorphic glvalue evaluates its operand.
const std::type_info &positiveTypeidOfPolymorphic(const std::string &A) {
  return typeid(lookup(A + "/" + A));
  // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: string built from 3 pieces
  // CHECK-FIXES: return typeid(lookup(strcost::str_cat(A, "/", A)));
}

std::string positiveBesideSizeof(const std::string &A) {
  return A + std::to_string(sizeof(A + "/" + A)) + "/";
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(A, sizeof(A + "/" + A), "/");
}

auto positiveBodyAfterTrailingReturnType(std::string A) -> decltype(A + "x" + "y") {
  return A + "x" + "y";
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(A, "x" "y");
}
