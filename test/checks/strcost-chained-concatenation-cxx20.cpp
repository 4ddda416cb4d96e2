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
