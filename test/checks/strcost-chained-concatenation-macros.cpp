// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++17

// An edit inside a macro would rewrite it for every use: the warning stays,
// the fix-it does not. A macro that is a whole piece is left as written.

#include <string>
// CHECK-FIXES: #include <strcost/str_cat.h>

void consume(const std::string &);

#define JOIN3(a, b, c) a + b + c
#define PATH(dir, file) (dir + "/" + file)
#define SEP "/"
#define EXT std::string(".txt")
#define APPEND(s, a, b) s += a + b

void positiveWholeChainInMacroNoFix(const std::string &A) {
  consume(JOIN3(A, "-", A));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: {{.*}} inside a macro
  // CHECK-FIXES: consume(JOIN3(A, "-", A));
}

void positiveParenthesizedMacroNoFix(const std::string &A) {
  consume(PATH(A, A));
  // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:16: note: no fix-it: {{.*}} inside a macro
  // CHECK-FIXES: consume(PATH(A, A));
}

void positiveAppendInMacroNoFix(std::string &S, const std::string &A) {
  APPEND(S, A, "-");
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: {{.*}} inside a macro
  // CHECK-FIXES: APPEND(S, A, "-");
}

void positiveMacroPieceInTheMiddle(const std::string &A) {
  consume(A + SEP + A);
  // CHECK-MESSAGES: :[[@LINE-1]]:11: warning: string built from 3 pieces
  // CHECK-FIXES: consume(strcost::str_cat(A, SEP, A));
}

void positiveMacroPieceAtTheEnds(const std::string &A) {
  consume(EXT + A + EXT);
  // CHECK-MESSAGES: :[[@LINE-1]]:11: warning: string built from 3 pieces
  // CHECK-FIXES: consume(strcost::str_cat(EXT, A, EXT));
}

void positiveMacroArgumentOfAFunctionLikeMacroNoFix(const std::string &A) {
  // The whole chain is one macro argument: its tokens are spelled in the
  // file, but an edit there would change what the macro receives.
#define CALL(x) consume(x)
  CALL(A + "-" + A);
  // CHECK-MESSAGES: :[[@LINE-1]]:8: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:8: note: no fix-it: {{.*}} inside a macro
  // CHECK-FIXES: CALL(A + "-" + A);
}
