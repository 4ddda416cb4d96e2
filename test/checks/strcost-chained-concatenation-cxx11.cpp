// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=gnu++11
// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++14
// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++11 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.30 -fms-extensions -fdelayed-template-parsing
// RUN: %if libcxx %{ %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++11 -stdlib=libc++ %}

// The strcost runtime works from C++11 on (cli11 and cxxopts are C++11): the
// three forms are fixed there, and the fixed file compiles as C++11 and
// C++14 (before C++11: strcost-chained-concatenation-cxx98.cpp).

#include <string>
// CHECK-FIXES: #include <strcost/str_cat.h>

std::string positiveValue(const std::string &A, int N) {
  return A + "/" + std::to_string(N) + '!';
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 4 pieces
  // CHECK-FIXES: return strcost::str_cat(A, "/", N, '!');
}

void positiveAppend(std::string &S, const std::string &A) {
  S += A + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: string built from 4 pieces
  // CHECK-FIXES: strcost::str_append(S, A, "/", A);
}

void positiveAppendFromAssign(std::string &S, const char *P) {
  S = S + P + ":";
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: string built from 3 pieces
  // CHECK-FIXES: strcost::str_append(S, P, ":");
}

void positiveAssignInLoop(std::string &S, const std::string &A, unsigned long N) {
  for (unsigned long I = 0; I < N; ++I)
    S = A + "[" + std::to_string(I) + "]";
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: string built from 4 pieces by chained 'operator+' may allocate at every step of every loop iteration; use 'strcost::str_assign'
  // CHECK-FIXES: strcost::str_assign(S, A, "[", I, "]");
}

void positiveSelfReference(std::string &S) {
  S += S + "|" + S;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: string built from 4 pieces
  // CHECK-FIXES: strcost::str_append(S, S, "|", S);
}

std::wstring positiveWide(const std::wstring &A, wchar_t C) {
  return A + C + L"/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 4 pieces
  // CHECK-FIXES: return strcost::str_cat(A, C, L"/", A);
}

std::string positiveExplicitStringUnwrapped(const char *P, const std::string &A) {
  return std::string(P) + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(P, "/", A);
}

std::string positiveCharArray(const std::string &A) {
  char Buf[8] = "buf";
  return A + Buf + "/";
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(A, Buf, "/");
}

template <class T> std::string positiveNonDependentInTemplate(T, const std::string &A) {
  return A + "<" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(A, "<", A);
}

std::string use(const std::string &A) { return positiveNonDependentInTemplate(1, A); }
