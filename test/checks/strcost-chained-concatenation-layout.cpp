// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++20
// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.39 -fms-extensions -fdelayed-template-parsing

// Fix text that fits the code around it: literal pieces side by side are
// joined by the compiler (`"a" "b"`), parentheses only `+` needed go, and
// continuation lines aligned with the first piece move with it into the call.

#include <string>
// CHECK-FIXES: #include <strcost/str_cat.h>

#define SEP "/"

// Adjacent literals.

void positiveAdjacentLiterals(const std::string &A) {
  auto S = A + "/" + "b" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 4 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, "/" "b", A);
}

void positiveThreeAdjacentLiterals(const std::string &A) {
  auto S = A + "x" + "y" + "z";
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 4 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, "x" "y" "z");
}

void positiveAdjacentLiteralsAcrossLines(const std::string &A) {
  auto S = A + "key" +
           "=value";
  // CHECK-MESSAGES: :[[@LINE-2]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, "key"{{$}}
  // CHECK-FIXES-NEXT: {{^}}                            "=value");
}

void negativeLiteralFromMacroNotJoined(const std::string &A) {
  auto S = A + SEP + "b" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 4 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, SEP, "b", A);
}

void negativeLiteralWithNulNotJoined(const std::string &A) {
  auto S = A + "a\0b" + "c";
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, "a\0b", "c");
}

void negativeCommentBetweenLiteralsKept(const std::string &A) {
  auto S = A + "a" /* sep */ + "b";
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, "a", /* sep */ "b");
}

void negativeCharPieceNotJoined(const std::string &A) {
  auto S = A + "a" + 'b';
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, "a", 'b');
}

// Parentheses made redundant.

void positiveConditionalParensDropped(const std::string &A, bool Flag) {
  auto S = A + (Flag ? "yes" : "no") + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, Flag ? "yes" : "no", A);
}

void positiveParenthesizedNameDropped(const std::string &A) {
  auto S = (A) + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, "/", A);
}

void negativeCommaParensKept(const std::string &A) {
  auto S = A + ((void)0, "x") + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, ((void)0, "x"), A);
}

#define PAREN(x) (x)
void negativeMacroParensKept(const std::string &A) {
  auto S = A + PAREN(A) + "/";
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, PAREN(A), "/");
}

// Continuation lines.

void positiveAlignedContinuation(const std::string &A, const std::string &B) {
  auto S = A + "/" +
           B + ".txt";
  // CHECK-MESSAGES: :[[@LINE-2]]:12: warning: string built from 4 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, "/",
  // CHECK-FIXES-NEXT: {{^}}                            B, ".txt");
}

void positiveAlignedLeadingPlus(const std::string &A, const std::string &B) {
  auto S = A
           + "/"
           + B;
  // CHECK-MESSAGES: :[[@LINE-3]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A,
  // CHECK-FIXES-NEXT: {{^}}                            "/",
  // CHECK-FIXES-NEXT: {{^}}                            B);
}

void positiveAlignedAppend(std::string &Out, const std::string &A) {
  Out += A + "/" +
         A;
  // CHECK-MESSAGES: :[[@LINE-2]]:3: warning: string built from 4 pieces
  // CHECK-FIXES: strcost::str_append(Out, A, "/",
  // CHECK-FIXES-NEXT: {{^}}                           A);
}

void negativeIndentedContinuationKept(const std::string &A, const std::string &B) {
  auto S = A + "/" +
      B + ".txt";
  // CHECK-MESSAGES: :[[@LINE-2]]:12: warning: string built from 4 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, "/",
  // CHECK-FIXES-NEXT: {{^}}      B, ".txt");
}
