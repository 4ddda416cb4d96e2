// RUN: %check_strcost -check-suffixes=,CXX17 %s strcost-temporary-lookup-key %t -- -- -std=c++17 -stdlib=libc++
// RUN: %check_strcost -check-suffixes=,CXX20 %s strcost-temporary-lookup-key %t -- -- -std=c++20 -stdlib=libc++
// RUN: %check_strcost -check-suffixes=,CXX20 %s strcost-temporary-lookup-key %t -- -- -std=c++23 -stdlib=libc++

// libc++: String(s, pos, n) (its constructor throws out_of_range for
// pos > size(), as the view's substr does; from C++23 a temporary string
// goes to the constructor taking basic_string&&, which still builds a key),
// braced keys, and String(first, last) of its iterators (__wrap_iter for a
// string's and a vector's, contiguous_iterator in C++20; pointers for an
// array's and a view's).

#include <array>
#include <list>
#include <map>
#include <memory_resource>
#include <set>
#include <string>
#include <string_view>
#include <vector>

std::string makeKey();

void positiveStringPart(const std::string &Text) {
  std::map<std::string, int> M;
  (void)M.find(std::string(Text, 1, 2));
  // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: 'find' with a substring key constructs a temporary std::string on every lookup
  // CHECK-MESSAGES: :[[@LINE-2]]:16: note: cost per execution
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-NEXT: (void)M.find(std::string_view(Text).substr(1, 2));
}

bool positiveStringPartOfTemporary() {
  std::set<std::string, std::less<>> S;
  return S.count(std::string(makeKey(), 3)) != 0;
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 'count' with a substring key
  // CHECK-MESSAGES: :[[@LINE-2]]:18: note: cost per execution
  // CHECK-FIXES: return S.count(std::string_view(makeKey()).substr(3)) != 0;
}

void positiveStringPartAllocator(const std::pmr::string &Text, std::pmr::memory_resource *R) {
  std::set<std::pmr::string, std::less<>> S;
  (void)S.count(std::pmr::string(Text, 1, 2, R));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a substring key
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: (void)S.count(std::string_view(Text).substr(1, 2));
}

void positiveBraced(const char *P, std::size_t N, char C) {
  std::set<std::string, std::less<>> S;
  (void)S.count({P, N});
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of a 'const char *' and a length
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: (void)S.count(std::string_view(P, N));
  (void)S.count({C, 3});
  (void)S.count({});
}

void positiveIterators(const std::string &Text, const std::vector<char> &Chars) {
  std::set<std::string, std::less<>> S;
  (void)S.count(std::string(Text.begin(), Text.end()));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of an iterator range
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-MESSAGES-CXX17: :[[@LINE-3]]:17: note: no fix-it: a view of an iterator range needs C++20
  // CHECK-FIXES-CXX20: (void)S.count(std::string_view(Text.begin(), Text.end()));
  (void)S.count(std::string(Chars.cbegin(), Chars.cend()));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of an iterator range
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-MESSAGES-CXX17: :[[@LINE-3]]:17: note: no fix-it: a view of an iterator range needs C++20
  // CHECK-FIXES-CXX20: (void)S.count(std::string_view(Chars.cbegin(), Chars.cend()));
}

void positivePointerIterators(const std::array<char, 4> &Chars, std::string_view View) {
  std::set<std::string, std::less<>> S;
  (void)S.count(std::string(Chars.begin(), Chars.end()));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of a 'const_iterator' range
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES-CXX20: (void)S.count(std::string_view(Chars.begin(), Chars.end()));
  (void)S.count(std::string(View.begin(), View.end()));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of a 'const_iterator' range
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES-CXX20: (void)S.count(std::string_view(View.begin(), View.end()));
}

void negativeIterators(const std::string &Text, const std::list<char> &L) {
  std::set<std::string, std::less<>> S;
  (void)S.count(std::string(Text.rbegin(), Text.rend()));
  (void)S.count(std::string(L.begin(), L.end()));
}
