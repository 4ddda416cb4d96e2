// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing
// RUN: %check_strcost -check-suffix=CXX14 %s strcost-string-by-value-param %t -- -- -std=c++14 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing
// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17 \
// RUN:   --target=x86_64-pc-windows-msvc -U__STRICT_ANSI__ \
// RUN:   -isystem /usr/include/c++/12 -isystem /usr/include/x86_64-linux-gnu/c++/12 \
// RUN:   -isystem /usr/include/x86_64-linux-gnu -isystem /usr/include

// Delayed template parsing (clang-cl, the MSVC target, -fdelayed-template-parsing):
// a template's body is parsed only when the template is instantiated. An
// unparsed body shows no use of the parameter, so that function is not judged;
// an instantiated one has been parsed by the time the check runs, and is judged
// as in any other mode.

#include <string>

// --- Never instantiated: the body is never parsed ----------------------------

template <class T> int negativeUnparsed(std::string S, T) { return S.size(); }

template <class T> int negativeUnparsedWrites(std::string S, T) { S += "x"; return S.size(); }

struct Plain {
  template <class T> int negativeUnparsedMember(std::string S, T) const { return S.size(); }
};

template <class T> struct Holder {
  int negativeUnparsedInClassTemplate(std::string S) const { return S.size(); }
  template <class U> int negativeUnparsedNested(std::string S, U) const { return S.size(); }
};

template <class T> int negativeUnparsedOutOfLine(std::string S, T);
template <class T> int negativeUnparsedOutOfLine(std::string S, T) { return S.size(); }

// A class template used, but this member never called: never instantiated.
template <class T> struct Used {
  int negativeMemberNeverCalled(std::string S) const { return S.size(); }
  int positiveMemberCalled(std::string S) const { return S.size(); }
  // CHECK-MESSAGES: :[[@LINE-1]]:40: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'const std::string &' [strcost-string-by-value-param]
  // CHECK-FIXES: int positiveMemberCalled(const std::string &S) const { return S.size(); }
  // CHECK-MESSAGES-CXX14: :[[@LINE-3]]:40: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'const std::string &' [strcost-string-by-value-param]
  // CHECK-FIXES-CXX14: int positiveMemberCalled(const std::string &S) const { return S.size(); }
};

// --- Instantiated: parsed at the end of the translation unit, then judged ----

template <class T> int positiveInstantiated(std::string S, T) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:57: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: template <class T> int positiveInstantiated(const std::string &S, T) { return S.size(); }
// CHECK-MESSAGES-CXX14: :[[@LINE-3]]:57: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES-CXX14: template <class T> int positiveInstantiated(const std::string &S, T) { return S.size(); }

template <class T> int negativeInstantiatedWrites(std::string S, T) { S += "x"; return S.size(); }

struct Widget {
  template <class T> int positiveMemberTemplate(std::string S, T) const { return S.size(); }
  // CHECK-MESSAGES: :[[@LINE-1]]:61: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
  // CHECK-FIXES: template <class T> int positiveMemberTemplate(const std::string &S, T) const { return S.size(); }
  // CHECK-MESSAGES-CXX14: :[[@LINE-3]]:61: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
  // CHECK-FIXES-CXX14: template <class T> int positiveMemberTemplate(const std::string &S, T) const { return S.size(); }
};

// A member template of a class template: its pattern has no instantiations of
// its own (they belong to Box<int>'s copy of it), and it is not judged, in any
// mode.
template <class T> struct Box {
  template <class U> int negativeNestedTemplate(std::string S, U) const { return S.size(); }
};

template <class T> std::string positiveCopiedOnce(std::string S, T) { std::string Copy(S); return Copy; }
// CHECK-MESSAGES: :[[@LINE-1]]:63: warning: the 'std::string' parameter 'S' is copied on every call and then copied again; move it instead of copying it
// CHECK-FIXES: template <class T> std::string positiveCopiedOnce(std::string S, T) { std::string Copy(std::move(S)); return Copy; }
// CHECK-MESSAGES-CXX14: :[[@LINE-3]]:63: warning: the 'std::string' parameter 'S' is copied on every call and then copied again; move it instead of copying it
// CHECK-FIXES-CXX14: template <class T> std::string positiveCopiedOnce(std::string S, T) { std::string Copy(std::move(S)); return Copy; }

// --- Lambdas: parsed where they are written, templates or not ----------------

int positiveGenericLambda() {
  auto F = [](auto X, std::string S) { return static_cast<int>(S.size() + sizeof(X)); };
  // CHECK-MESSAGES: :[[@LINE-1]]:35: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
  // CHECK-FIXES: auto F = [](auto X, std::string_view S) { return static_cast<int>(S.size() + sizeof(X)); };
  // CHECK-MESSAGES-CXX14: :[[@LINE-3]]:35: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
  // CHECK-FIXES-CXX14: auto F = [](auto X, const std::string &S) { return static_cast<int>(S.size() + sizeof(X)); };
  return F(1, "a");
}

int negativeGenericLambdaNeverCalled() {
  auto F = [](auto X, std::string S) { return static_cast<int>(S.size() + sizeof(X)); };
  return 0;
}

template <class T> int negativeLambdaInUnparsedTemplate(T X) {
  auto F = [](std::string S) { return S.size(); };
  return F("a") + sizeof(X);
}

int callers() {
  Used<int> U;
  Widget W;
  Box<int> B;
  return U.positiveMemberCalled("a") + positiveInstantiated("b", 1) +
         negativeInstantiatedWrites("c", 2) + W.positiveMemberTemplate("d", 3) +
         B.negativeNestedTemplate("e", 4) +
         static_cast<int>(positiveCopiedOnce("f", 5).size());
}
