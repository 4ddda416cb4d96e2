// RUN: %check_strcost %s 'strcost-*' %t -- -- -std=c++17

// The cases of clang-tidy's performance-inefficient-string-concatenation
// (its published test, in our own words): what strcost reports for each.
// docs/peers.md has the table. That check looks inside loops only (by
// default); strcost's chains are reported anywhere, loops make them costlier.

// CHECK-FIXES: #include <strcost/str_cat.h>
#include <string>

void sink(const std::string &S);
std::string transform(const std::string &S);

// Three pieces into an argument, in a loop: the peer warns, no fix.
void chainIntoArgument(const std::string &A, const std::string &B) {
  for (int I = 0; I < 8; ++I)
    sink(A + B + A);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces by chained 'operator+' may allocate at every step of every loop iteration; use 'strcost::str_cat' to allocate at most once [strcost-chained-concatenation]
  // CHECK-FIXES: sink(strcost::str_cat(A, B, A));
}

// `x = x + y` in a loop: the peer rewrites it as `x += y`; so does strcost
// (the whole string is copied every iteration: quadratic).
void selfAppendInLoop(std::string &Acc, const std::string &Part) {
  for (int I = 0; I < 8; ++I)
    Acc = Acc + Part;
  // CHECK-MESSAGES: :[[@LINE-1]]:9: warning: 'Acc' is copied into a new string on every loop iteration to append to it, quadratic in its final length; append in place with '+=' [strcost-loop-growth]
  // CHECK-FIXES: Acc += Part;
}

// The same through an `auto` copy.
void selfAppendAuto(const std::string &Seed, const std::string &Tail) {
  auto Copy = Seed;
  for (int I = 0; I < 8; ++I)
    Copy = Copy + Tail;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'Copy' is copied into a new string on every loop iteration to append to it, quadratic in its final length; append in place with '+=' [strcost-loop-growth]
  // CHECK-FIXES: Copy += Tail;
  sink(Copy);
}

// Three pieces assigned: the peer warns without a fix; strcost assigns in one
// allocation (str_assign reuses the target's buffer).
void threePiecesAssigned(std::string &Out, const std::string &P) {
  for (int I = 0; I < 8; ++I)
    Out = P + P + P;
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: string built from 3 pieces by chained 'operator+' may allocate at every step of every loop iteration; use 'strcost::str_assign' to allocate at most once [strcost-chained-concatenation]
  // CHECK-FIXES: strcost::str_assign(Out, P, P, P);
}

// Wide strings: the same.
void threeWidePieces(std::wstring &Out, const std::wstring &P) {
  for (int I = 0; I < 8; ++I)
    Out = P + P + P;
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: string built from 3 pieces by chained 'operator+' may allocate at every step of every loop iteration; use 'strcost::str_assign' to allocate at most once [strcost-chained-concatenation]
  // CHECK-FIXES: strcost::str_assign(Out, P, P, P);
}

// Neither reports these: one `+` of two strings allocates once, as the
// result must; `x = y + x` prepends (no append does it); `+=` is already in
// place; a call's result is no concatenation.
void prepend(std::string &Acc, const std::string &Part) {
  for (int I = 0; I < 8; ++I)
    Acc = Part + Acc;
}
void twoPieces(std::string &Out, const std::string &P) {
  for (int I = 0; I < 8; ++I)
    Out = P + P;
}
void compound(std::string &Out, const std::string &P) {
  for (int I = 0; I < 8; ++I)
    Out += P;
}
void twoPiecesArgument(const std::string &A, const std::string &B) {
  for (int I = 0; I < 8; ++I)
    sink(A + B);
}
void fromCall(std::string &S) {
  for (int I = 0; I < 8; ++I)
    S = transform(S);
}
