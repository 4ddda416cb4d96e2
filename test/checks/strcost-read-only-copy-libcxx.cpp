// REQUIRES: libcxx
// RUN: %check_strcost %s strcost-read-only-copy %t -- -- -std=c++17 -stdlib=libc++
// RUN: %check_strcost %s strcost-read-only-copy %t -- -- -std=c++20 -stdlib=libc++ \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// libc++ (std::__1), also in MS mode: the same verdicts as with libstdc++.

#include <map>
#include <string>
#include <string_view>
#include <vector>

void takeView(std::string_view) {}
void takeCStr(const char *) {}

void positiveCopy(const std::string &Name) {
  std::string Copy = Name;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Copy' copies 'Name' only to read it; a 'const auto &' would not allocate or copy [strcost-read-only-copy]
  // CHECK-FIXES: const auto &Copy = Name;
  takeCStr(Copy.c_str());
}

void positiveCString(const char *P) {
  std::string S(P);
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'S' copies the C string 'P' only to read it; a 'std::string_view' would not allocate or copy
  // CHECK-FIXES: std::string_view S(P);
  takeView(S);
}

void positiveWide(const wchar_t *P) {
  std::wstring S = P;
  // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: 'S' copies the C string 'P' only to read it; a 'std::wstring_view' would not allocate or copy
  // CHECK-FIXES: std::wstring_view S = P;
  (void)S.size();
}

std::size_t positiveSubstr(const std::string &Line) {
  std::string Tail = Line.substr(2);
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Tail' copies a substring of 'Line'
  // CHECK-FIXES: std::string_view Tail = std::string_view(Line).substr(2);
  return Tail.find('x');
}

void negativeMapCleared(std::map<int, std::string> &M) {
  std::string S = M[1];
  M.clear();
  takeView(S);
}

void negativeVectorGrows(std::vector<std::string> &V) {
  std::string S = V[0];
  V.push_back("more");
  takeView(S);
}

void negativeOriginalAppended() {
  std::string Other = "text";
  std::string S = Other;
  Other += "x";
  takeView(S);
}
