// RUN: %check_strcost %s 'strcost-*' %t -- -- -std=c++17

// The cases of clang-tidy's readability-redundant-string-cstr (its published
// test, in our own words): a `c_str()` or `data()` handed where the string
// itself would do. What strcost-redundant-length-scan reports for each
// (docs/peers.md): the pointer makes the receiver scan for a length the
// string already stores.

#include <string>
#include <string_view>

void takesString(const std::string &S);
void takesView(std::string_view V);
void takesWide(const std::wstring &S);
void takesU16View(std::u16string_view V);
void takesPointer(const char *P);
void takesRvalue(std::string &&S);

void argument(const std::string &S) {
  takesString(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: string copied from 'c_str()' rescans for a length that 'std::string' (aka 'basic_string<char>') already stores [strcost-redundant-length-scan]
  // CHECK-FIXES: takesString(S);
  takesString(S.data());
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: string copied from 'data()' rescans
  // CHECK-FIXES: takesString(S);
}

void throughPointer(const std::string *P) {
  takesString(P->c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: string copied from 'c_str()' rescans
  // CHECK-FIXES: takesString(*P);
}

void viewArgument(const std::string &S) {
  takesView(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:13: warning: string view built from 'c_str()' rescans
  // CHECK-FIXES: takesView(S);
}

void appendAssign(std::string &T, const std::string &S) {
  T.append(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string appended from 'c_str()' rescans
  // CHECK-FIXES: T.append(S);
  T.assign(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string assigned from 'c_str()' rescans
  // CHECK-FIXES: T.assign(S);
  T = S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: string assigned from 'c_str()' rescans
  // CHECK-FIXES: T = S;
  T += S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:8: warning: string appended from 'c_str()' rescans
  // CHECK-FIXES: T += S;
}

void otherCharacterTypes(const std::wstring &W, const std::u16string &U) {
  takesWide(W.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:13: warning: string copied from 'c_str()' rescans for a length that 'std::wstring'
  // CHECK-FIXES: takesWide(W);
  takesU16View(U.data());
  // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: string view built from 'data()' rescans for a length that 'std::u16string'
  // CHECK-FIXES: takesU16View(U);
}

// An rvalue reference parameter: the peer leaves it, since the string itself
// would not bind. The scan is paid all the same: found, without a fix-it.
void rvalueParameter(const std::string &S) {
  takesRvalue(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: string copied from 'c_str()' rescans
  // CHECK-MESSAGES: :[[@LINE-2]]:15: note: no fix-it: the copy binds to an rvalue reference, where the object itself (an lvalue) cannot bind
}

// The string's own members and operators: the pointer overload scans where
// the overload for strings reads the stored length.
int members(std::string &T, const std::string &S) {
  int N = T.compare(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: 'compare' of 'c_str()' rescans for a length that 'std::string' (aka 'basic_string<char>') already stores; pass the string [strcost-redundant-length-scan]
  // CHECK-FIXES: int N = T.compare(S);
  N += T.compare(1, 2, S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: 'compare' of 'c_str()' rescans
  // CHECK-FIXES: N += T.compare(1, 2, S);
  N += static_cast<int>(T.find(S.c_str()));
  // CHECK-MESSAGES: :[[@LINE-1]]:32: warning: 'find' of 'c_str()' rescans
  // CHECK-FIXES: N += static_cast<int>(T.find(S));
  N += static_cast<int>(T.find(S.c_str(), 2));
  // CHECK-MESSAGES: :[[@LINE-1]]:32: warning: 'find' of 'c_str()' rescans
  // CHECK-FIXES: N += static_cast<int>(T.find(S, 2));
  T.insert(1, S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'insert' of 'c_str()' rescans
  // CHECK-FIXES: T.insert(1, S);
  return N;
}

bool operators(const std::string &T, const std::string &S) {
  bool Equal = T == S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: 'operator==' of 'c_str()' rescans
  // CHECK-FIXES: bool Equal = T == S;
  std::string Twice = S + S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:27: warning: 'operator+' of 'c_str()' rescans
  // CHECK-FIXES: std::string Twice = S + S;
  std::string Again = S.c_str() + S;
  // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: 'operator+' of 'c_str()' rescans
  // CHECK-FIXES: std::string Again = S + S;
  return Equal && Twice == Again;
}

// Neither reports: a count is given (no scan), or the pointer is what the
// function takes.
void negatives(std::string &T, const std::string &S) {
  T.append(S.c_str(), 2);
  T.assign(S.c_str(), 2);
  T.insert(1, S.c_str(), 2);
  (void)T.find(S.c_str(), 0, 2);
  takesPointer(S.c_str());
}
