// RUN: %check_strcost %s strcost-read-only-copy %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-read-only-copy %t -- -- -std=c++20

// A local std::string copied from a string, a C string or a substring that
// outlives it and does not change while it is used, and only read, refers to
// the original instead: `const auto &` for a std::string, a std::string_view
// for a C string, a literal or a substring.

#include <cstdio>
#include <iostream>
#include <map>
#include <string>
#include <vector>
// CHECK-FIXES: #include <string_view>

void takeView(std::string_view) {}
void takeRef(const std::string &) {}
void takeCStr(const char *) {}
void takeValue(std::string) {}
void modify(std::string &) {}
void touchGlobal();
std::string makeString();
std::string Global;

// --- Copies of a std::string: const auto & -----------------------------------

void positiveCopyOfConstRefParam(const std::string &Name) {
  std::string Copy = Name;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Copy' copies 'Name' only to read it; a 'const auto &' would not allocate or copy [strcost-read-only-copy]
  // CHECK-FIXES: const auto &Copy = Name;
  takeRef(Copy);
  std::cout << Copy.c_str() << Copy.size();
}

void positiveCopyOfLocal() {
  std::string Original = "some text that is long enough to allocate";
  std::string Copy(Original);
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Copy' copies 'Original' only to read it
  // CHECK-FIXES: const auto &Copy(Original);
  takeRef(Copy);
  takeRef(Original);
}

void positiveBraces(const std::string &Name) {
  std::string Copy{Name};
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Copy' copies 'Name'
  // CHECK-FIXES: const auto &Copy{Name};
  takeView(Copy);
}

void positiveAuto(const std::string &Name) {
  auto Copy = Name;
  // CHECK-MESSAGES: :[[@LINE-1]]:8: warning: 'Copy' copies 'Name'
  // CHECK-FIXES: const auto &Copy = Name;
  takeView(Copy);
}

void positiveConstCopy(const std::string &Name) {
  const std::string Copy = Name;
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: 'Copy' copies 'Name'
  // CHECK-FIXES: const auto &Copy = Name;
  takeCStr(Copy.c_str());
}

std::string positiveCopiedAgain(const std::string &Name) {
  std::string Copy = Name;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Copy' copies 'Name'
  // CHECK-FIXES: const auto &Copy = Name;
  std::string Other = Copy;
  Other += "!";
  return Other;
}

void negativeCopyListInit(const std::string &Name) {
  std::string Copy = {Name};
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Copy' copies 'Name'
  // CHECK-MESSAGES: :[[@LINE-2]]:15: note: no fix-it: 'const auto &' initialised from a braced list would be a std::initializer_list
  takeView(Copy);
}

// --- C strings and literals: std::string_view --------------------------------

void positiveCString(const char *P) {
  std::string S = P;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'S' copies the C string 'P' only to read it; a 'std::string_view' would not allocate or copy
  // CHECK-FIXES: std::string_view S = P;
  takeView(S);
  if (S.find('x') != std::string::npos)
    takeCStr(S.data());
}

void positiveLiteral() {
  std::string S = "a literal";
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'S' copies a string literal only to read it; a 'std::string_view' would not allocate or copy
  // CHECK-FIXES: std::string_view S = "a literal";
  std::cout << S << S.size();
}

void positiveConstCString(const char *const P) {
  const std::string S(P);
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: 'S' copies the C string 'P'
  // CHECK-FIXES: const std::string_view S(P);
  takeView(S);
}

void negativeConstLiteralIsStringConstant() {
  const std::string S = "constant";
  takeView(S);
}

void negativeCStringCStr(const char *P) {
  std::string S = P;
  takeCStr(S.c_str());
}

void negativeCStringPointerMoved(const char *P, const char *Q) {
  P = Q;
  std::string S = P;
  takeView(S);
}

void negativeCStringAliased(const char *P, std::string &Out) {
  std::string S = P; // P may be Out.c_str()
  Out = "changed";
  takeView(S);
}

void negativeCStringGlobalChanged(const char *P) {
  std::string S = P;
  Global.assign(1000, 'x');
  takeView(S);
}

void negativeCStringUnknownCall(const char *P) {
  std::string S = P;
  touchGlobal();
  takeView(S);
}

void negativeNonConstPointer(char *P) {
  std::string S = P;
  P[0] = 'x';
  takeView(S);
}

// --- Substrings: a view of the original ----------------------------------------

void positiveSubstr(const std::string &Line) {
  std::string Head = Line.substr(0, 4);
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Head' copies a substring of 'Line' only to read it; a 'std::string_view' would not allocate or copy
  // CHECK-FIXES: std::string_view Head = std::string_view(Line).substr(0, 4);
  takeView(Head);
  std::cout << Head;
}

void positiveSubstrOfLocal() {
  std::string Line = "key=value";
  auto Key = Line.substr(0, Line.find('='));
  // CHECK-MESSAGES: :[[@LINE-1]]:8: warning: 'Key' copies a substring of 'Line'
  // CHECK-FIXES: std::string_view Key = std::string_view(Line).substr(0, Line.find('='));
  if (Key == "key")
    takeView(Key);
}

void negativeSubstrCStr(const std::string &Line) {
  std::string Head = Line.substr(1);
  takeCStr(Head.c_str());
}

void negativeSubstrOfTemporary() {
  std::string Head = makeString().substr(1);
  takeView(Head);
}

// --- The local is not only read -----------------------------------------------

void negativeModified(const std::string &Name) {
  std::string Copy = Name;
  Copy += "x";
  takeView(Copy);
}

void negativePassedByReference(const std::string &Name) {
  std::string Copy = Name;
  modify(Copy);
}

std::string negativeReturned(const std::string &Name) {
  std::string Copy = Name;
  return Copy;
}

void negativeMoved(const std::string &Name) {
  std::string Copy = Name;
  takeValue(std::move(Copy));
}

const std::string *negativeAddressTaken(const std::string &Name) {
  static std::string Keep;
  std::string Copy = Name;
  const std::string *P = &Copy;
  Keep = *P;
  return &Keep;
}

void negativeMutableLambda(const std::string &Name) {
  std::string Copy = Name;
  auto L = [Copy]() mutable { Copy += "x"; return Copy.size(); };
  L();
}

// --- The original changes or ends while the local is used ----------------------

void negativeMapCleared(std::map<int, std::string> &M, int K) {
  std::string S = M[K];
  M.clear();
  takeView(S);
}

void negativeVectorGrows(std::vector<std::string> &V, int I) {
  std::string S = V[I];
  V.push_back("more");
  takeView(S);
}

void negativeOriginalAppended() {
  std::string Other = "text";
  std::string S = Other;
  Other += "x";
  takeView(S);
}

void negativeOriginalAssigned() {
  std::string Other = "text";
  std::string S = Other;
  Other = "y";
  takeView(S);
}

void negativeOriginalMoved() {
  std::string Other = "text";
  std::string S = Other;
  takeValue(std::move(Other));
  takeView(S);
}

void negativeOriginalThroughReference() {
  std::string Other = "text";
  std::string &Alias = Other;
  std::string S = Other;
  Alias += "x";
  takeView(S);
}

void negativeOriginalModifiedByCall() {
  std::string Other = "text";
  std::string S = Other;
  modify(Other);
  takeView(S);
}

void negativeReferenceParamAliased(const std::string &Name, std::string &Out) {
  std::string S = Name; // Name may be Out
  Out = "changed";
  takeView(S);
}

void negativeReferenceParamGlobal(const std::string &Name) {
  std::string S = Name; // Name may be Global
  Global = "changed";
  takeView(S);
}

void negativeNonConstReferenceParam(std::string &Name) {
  std::string S = Name;
  Name += "x";
  takeView(S);
}

void negativeLocalReference(std::map<int, std::string> &M) {
  const std::string &R = M[1];
  std::string S = R;
  M.erase(1);
  takeView(S);
}

void negativeByValueParam(std::string Name) {
  // strcost-string-by-value-param's: it makes Name a reference first.
  std::string S = Name;
  takeView(S);
}

struct Holder {
  std::string Member;
  void negativeMember() const {
    std::string S = Member;
    takeView(S);
  }
};

struct Path : std::string {
  using std::string::string;
  std::size_t size() const { return 0; }
};

std::size_t negativeDerivedOriginal(const Path &P) {
  std::string S = P; // `const auto &` would be a `const Path &`
  return S.size();
}

void negativeTemporary() {
  std::string S = makeString();
  takeView(S);
}

void negativeCapturedOriginal() {
  std::string Other = "text";
  auto L = [&] {
    std::string S = Other;
    takeView(S);
  };
  L();
}

void negativeStaticLocal(const std::string &Name) {
  static std::string S = Name;
  takeView(S);
}

// --- An original that is itself a copy -------------------------------------------

void positiveChainOfCopies(const std::string &Name) {
  std::string First = Name;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'First' copies 'Name'
  // CHECK-FIXES: const auto &First = Name;
  std::string Second = First;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Second' copies 'First'
  // CHECK-FIXES: const auto &Second = First;
  takeView(Second);
}

void negativeChainOriginalChangesLater(const std::string &Name, std::string &Out) {
  // First's last use is the copy; Name may change (Out may be Name) while
  // Second, which would refer to Name through First, is still used.
  std::string First = Name;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'First' copies 'Name'
  // CHECK-FIXES: const auto &First = Name;
  std::string Second = First;
  Out = "changed";
  takeView(Second);
}
