// RUN: %check_strcost %s strcost-read-only-copy %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-read-only-copy %t -- -- -std=c++14

// Before C++17: a copy of a std::string still becomes `const auto &`; a copy
// of a C string, a literal or a substring has no std::string_view to become,
// and is no finding.

#include <cstring>
#include <string>

void takeRef(const std::string &) {}
void takeCStr(const char *) {}

void positiveCopy(const std::string &Name) {
  std::string Copy = Name;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Copy' copies 'Name' only to read it; a 'const auto &' would not allocate or copy [strcost-read-only-copy]
  // CHECK-FIXES: const auto &Copy = Name;
  takeRef(Copy);
}

void positiveBraces(const std::string &Name) {
  // N3922's rule for `auto x{y}` applies to C++11 and C++14 as well.
  std::string Copy{Name};
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Copy' copies 'Name'
  // CHECK-FIXES: const auto &Copy{Name};
  takeCStr(Copy.c_str());
}

std::size_t positiveLocal() {
  std::string Original(40, 'x');
  std::string Copy(Original);
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Copy' copies 'Original'
  // CHECK-FIXES: const auto &Copy(Original);
  return Copy.size() + Original.size();
}

void negativeCString(const char *P) {
  std::string S = P;
  takeRef(S.substr(0, 1));
}

std::size_t negativeLiteral() {
  std::string S = "literal";
  return S.size();
}

std::size_t negativeSubstr(const std::string &Line) {
  std::string Head = Line.substr(1);
  return Head.size();
}
