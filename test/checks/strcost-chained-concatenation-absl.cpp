// RUN: %check_strcost %s strcost-chained-concatenation %t -- \
// RUN:   -config="{CheckOptions: {strcost-chained-concatenation.Runtime: absl}}" \
// RUN:   -- -std=c++17

// Runtime: absl emits absl::StrCat / absl::StrAppend (the fixed file is
// compiled against libabsl-dev's headers in /usr/include). Abseil has no
// assign, takes no char pieces, builds only std::string, returns void from
// StrAppend and does not allow a piece to overlap the destination.

#include <string>
// CHECK-FIXES: #include "absl/strings/str_cat.h"

void consume(const std::string &);

void positiveValue(const std::string &A, int N) {
  consume(A + "/" + std::to_string(N));
  // CHECK-MESSAGES: :[[@LINE-1]]:11: warning: string built from 3 pieces by chained 'operator+' may allocate at every step; use 'absl::StrCat' to allocate at most once [strcost-chained-concatenation]
  // CHECK-FIXES: consume(absl::StrCat(A, "/", N));
}

void positiveDoubleKeepsToString(const std::string &A, double D) {
  // absl prints doubles with %.6g, std::to_string with %f.
  consume(A + "/" + std::to_string(D));
  // CHECK-MESSAGES: :[[@LINE-1]]:11: warning: string built from 3 pieces
  // CHECK-FIXES: consume(absl::StrCat(A, "/", std::to_string(D)));
}

void positiveAppend(std::string &S, const std::string &A) {
  S += A + "/";
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: {{.*}} use 'absl::StrAppend'
  // CHECK-FIXES: absl::StrAppend(&S, A, "/");
}

void positiveAppendFromAssign(std::string &S, const std::string &A) {
  for (int I = 0; I < 3; ++I)
    S = S + A + "/";
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: {{.*}} of every loop iteration; use 'absl::StrAppend'
  // CHECK-FIXES: absl::StrAppend(&S, A, "/");
}

struct Holder {
  std::string Text;
};
void positiveAppendToMember(Holder *H, const std::string &A) {
  H->Text += A + "/";
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: {{.*}} use 'absl::StrAppend'
  // CHECK-FIXES: absl::StrAppend(&H->Text, A, "/");
}

void positiveAppendThroughPointer(std::string *P, const std::string &A) {
  *P += A + "/";
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: {{.*}} use 'absl::StrAppend'
  // CHECK-FIXES: absl::StrAppend(&*P, A, "/");
}

void positiveAssignBecomesValue(std::string &S, const std::string &A) {
  S = A + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: {{.*}} use 'absl::StrCat'
  // CHECK-FIXES: S = absl::StrCat(A, "/", A);
}

void positiveCharLiteralBecomesString(const std::string &A) {
  consume(A + '/' + A + '"' + '\\');
  // CHECK-MESSAGES: :[[@LINE-1]]:11: warning: string built from 5 pieces
  // CHECK-FIXES: consume(absl::StrCat(A, "/", A, "\"", "\\"));
}

void positiveCharVariableNoFix(const std::string &A, char C) {
  consume(A + C + A);
  // CHECK-MESSAGES: :[[@LINE-1]]:11: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:11: note: no fix-it: absl::StrCat takes no char pieces
  // CHECK-FIXES: consume(A + C + A);
}

void positiveAppendSelfNoFix(std::string &S) {
  S += S + "|";
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: {{.*}} use 'absl::StrAppend'
  // CHECK-MESSAGES: :[[@LINE-2]]:3: note: no fix-it: a piece may refer to the destination, which absl::StrAppend does not allow
  // CHECK-FIXES: S += S + "|";
}

void positiveAppendFromAssignWithSelfBecomesValue(std::string &S) {
  S = S + "|" + S;
  // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: {{.*}} use 'absl::StrCat'
  // CHECK-FIXES: S = absl::StrCat(S, "|", S);
}

void positiveAppendValueUsedNoFix(std::string &S, const std::string &A) {
  consume(S += A + "/");
  // CHECK-MESSAGES: :[[@LINE-1]]:11: warning: {{.*}} use 'absl::StrAppend'
  // CHECK-MESSAGES: :[[@LINE-2]]:11: note: no fix-it: the value of the assignment is used, and absl::StrAppend returns void
  // CHECK-FIXES: consume(S += A + "/");
}

void positiveWideNoFix(const std::wstring &A) {
  std::wstring S = A + L"/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:20: warning: {{.*}} use 'absl::StrCat'
  // CHECK-MESSAGES: :[[@LINE-2]]:20: note: no fix-it: absl::StrCat builds only std::string
  // CHECK-FIXES: std::wstring S = A + L"/" + A;
}
