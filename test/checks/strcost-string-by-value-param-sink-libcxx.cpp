// REQUIRES: libcxx
// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17 -stdlib=libc++
// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++20 -stdlib=libc++
// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17 -stdlib=libc++ \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// The sink family (see -sink.cpp) with libc++, whose std::string lives in
// std::__1 and whose copy constructor is declared differently.

#include <memory_resource>
#include <string>
#include <utility>

struct Piece {
  const char *Str;
  std::size_t Len;
  std::string asString() const { return std::string(Str, Len); }
};

struct PositiveNode {
  PositiveNode(const std::string &Path, int Bits) : Path_(Path), Bits_(Bits) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:35: warning: the 'const std::string &' parameter 'Path' is copied into member 'Path_', and a construction gives it a temporary that is then copied again; take it by value and move it into the member [strcost-string-by-value-param]
  // CHECK-FIXES: PositiveNode(std::string Path, int Bits) : Path_(std::move(Path)), Bits_(Bits) {}
  std::string Path_;
  int Bits_;
};
PositiveNode *makeNode(Piece P) { return new PositiveNode(P.asString(), 0); }

struct PositiveWide {
  PositiveWide(const std::wstring &W) : W_{W} {}
  // CHECK-MESSAGES: :[[@LINE-1]]:36: warning: the 'const std::wstring &' parameter 'W' is copied into member 'W_'
  // CHECK-FIXES: PositiveWide(std::wstring W) : W_{std::move(W)} {}
  std::wstring W_;
};
PositiveWide makeWide() { return PositiveWide(L"a wide string past the small buffer"); }

struct NoFixPmr {
  NoFixPmr(const std::pmr::string &S) : S_(S) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:36: warning: the 'const std::pmr::string &' parameter 'S' is copied into member 'S_'
  // CHECK-MESSAGES: :[[@LINE-2]]:36: note: no fix-it: the string's allocator is not std::allocator
  std::pmr::string S_;
};
NoFixPmr makePmr(const std::pmr::string &A) { return NoFixPmr(A + "x"); }

struct NegativeLvaluesOnly {
  NegativeLvaluesOnly(const std::string &S) : S_(S) {}
  std::string S_;
};
NegativeLvaluesOnly makeFromLvalue(const std::string &S) { return NegativeLvaluesOnly(S); }
