// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++17
// RUN: %check_strcost -check-suffixes=,CXX20 %s strcost-redundant-length-scan %t -- -- -std=c++20
// RUN: %check_strcost -check-suffixes=,CXX20,CXX23 %s strcost-redundant-length-scan %t -- -- -std=c++23
// RUN: %if libcxx %{ %check_strcost -check-suffixes=,CXX20 %s strcost-redundant-length-scan %t -- -- -std=c++20 -stdlib=libc++ %}
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.39 -fms-extensions -fdelayed-template-parsing

// A pointer from c_str() handed to a member or operator of another string,
// which scans it for its NUL where the overload for strings reads the stored
// length: the object itself is passed instead.

#include <string>
#include <string_view>

// compare

int positiveCompare(const std::string &T, const std::string &S) {
  return T.compare(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:20: warning: 'compare' of 'c_str()' rescans for a length that 'std::string' (aka 'basic_string<char>') already stores; pass the string [strcost-redundant-length-scan]
  // CHECK-FIXES: return T.compare(S);
}

int positiveCompareSubstring(const std::string &T, const std::string &S) {
  return T.compare(1, 2, S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:26: warning: 'compare' of 'c_str()' rescans
  // CHECK-FIXES: return T.compare(1, 2, S);
}

// The count is given: nothing is scanned.
int negativeCompareWithCount(const std::string &T, const std::string &S) {
  return T.compare(1, 2, S.c_str(), 3);
}

// find and its relatives

std::size_t positiveFind(const std::string &T, const std::string &S) {
  return T.find(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'find' of 'c_str()' rescans
  // CHECK-FIXES: return T.find(S);
}

std::size_t positiveFindFrom(const std::string &T, const std::string &S) {
  return T.find(S.c_str(), 4);
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'find' of 'c_str()' rescans
  // CHECK-FIXES: return T.find(S, 4);
}

std::size_t positiveRfind(const std::string &T, const std::string &S) {
  return T.rfind(S.data());
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 'rfind' of 'data()' rescans
  // CHECK-FIXES: return T.rfind(S);
}

std::size_t positiveFindFirstOf(const std::string &T, const std::string &S) {
  return T.find_first_of(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:26: warning: 'find_first_of' of 'c_str()' rescans
  // CHECK-FIXES: return T.find_first_of(S);
}

std::size_t positiveFindLastOf(const std::string &T, const std::string &S) {
  return T.find_last_of(S.c_str(), 3);
  // CHECK-MESSAGES: :[[@LINE-1]]:25: warning: 'find_last_of' of 'c_str()' rescans
  // CHECK-FIXES: return T.find_last_of(S, 3);
}

std::size_t positiveFindFirstNotOf(const std::string &T, const std::string &S) {
  return T.find_first_not_of(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:30: warning: 'find_first_not_of' of 'c_str()' rescans
  // CHECK-FIXES: return T.find_first_not_of(S);
}

std::size_t positiveFindLastNotOf(const std::string &T, const std::string &S) {
  return T.find_last_not_of(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:29: warning: 'find_last_not_of' of 'c_str()' rescans
  // CHECK-FIXES: return T.find_last_not_of(S);
}

std::size_t negativeFindWithCount(const std::string &T, const std::string &S) {
  return T.find(S.c_str(), 0, 2);
}

std::size_t negativeFindOfRawPointer(const std::string &T, const char *P) {
  return T.find(P);
}

std::size_t negativeFindOfStoredPointer(const std::string &T, const std::string &S) {
  const char *P = S.c_str();
  return T.find(P);
}

// Through a pointer or a member, and on a temporary.

std::size_t positiveFindThroughPointer(const std::string &T, const std::string *P) {
  return T.find(P->c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'find' of 'c_str()' rescans
  // CHECK-FIXES: return T.find(*P);
}

std::string make();

std::size_t positiveFindOfTemporary(const std::string &T) {
  return T.find(make().c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'find' of 'c_str()' rescans
  // CHECK-FIXES: return T.find(make());
}

struct Record {
  std::string Name;
  bool has(const std::string &T) const { return T.find(Name.c_str()) != std::string::npos; }
  // CHECK-MESSAGES: :[[@LINE-1]]:56: warning: 'find' of 'c_str()' rescans
  // CHECK-FIXES: bool has(const std::string &T) const { return T.find(Name) != std::string::npos; }
};

// insert and replace

void positiveInsert(std::string &T, const std::string &S) {
  T.insert(2, S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'insert' of 'c_str()' rescans
  // CHECK-FIXES: T.insert(2, S);
}

void negativeInsertWithCount(std::string &T, const std::string &S) {
  T.insert(2, S.c_str(), 1);
}

void positiveReplace(std::string &T, const std::string &S) {
  T.replace(0, 3, S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: 'replace' of 'c_str()' rescans
  // CHECK-FIXES: T.replace(0, 3, S);
}

void positiveReplaceIterators(std::string &T, const std::string &S) {
  T.replace(T.begin(), T.begin() + 1, S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:39: warning: 'replace' of 'c_str()' rescans
  // CHECK-FIXES: T.replace(T.begin(), T.begin() + 1, S);
}

void negativeReplaceWithCount(std::string &T, const std::string &S) {
  T.replace(0, 3, S.c_str(), 2);
}

// Comparisons and concatenation. The user's operators for a class a string
// does not convert to take no part.

struct Point {
  int X, Y;
};
bool operator==(const Point &, const Point &);
bool operator<(const Point &, const Point &);
Point operator+(const Point &, const Point &);

bool positiveEqual(const std::string &T, const std::string &S) {
  return T == S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'operator==' of 'c_str()' rescans
  // CHECK-FIXES: return T == S;
}

bool positiveEqualReversed(const std::string &T, const std::string &S) {
  return S.c_str() == T;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'operator==' of 'c_str()' rescans
  // CHECK-FIXES: return S == T;
}

bool positiveNotEqual(const std::string &T, const std::string &S) {
  return T != S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'operator{{!=|==}}' of 'c_str()' rescans
  // CHECK-FIXES: return T != S;
}

bool positiveLess(const std::string &T, const std::string &S) {
  return T < S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: 'operator{{<|<=>}}' of 'c_str()' rescans
  // CHECK-FIXES: return T < S;
}

bool positiveLessEqual(const std::string &T, const std::string &S) {
  return T <= S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'operator{{<=|<=>}}' of 'c_str()' rescans
  // CHECK-FIXES: return T <= S;
}

bool positiveGreater(const std::string &T, const std::string &S) {
  return S.c_str() > T;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'operator{{>|<=>}}' of 'c_str()' rescans
  // CHECK-FIXES: return S > T;
}

bool positiveGreaterEqual(const std::string &T, const std::string &S) {
  return T >= S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'operator{{>=|<=>}}' of 'c_str()' rescans
  // CHECK-FIXES: return T >= S;
}

std::string positivePlusRight(const std::string &T, const std::string &S) {
  return T + S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: 'operator+' of 'c_str()' rescans
  // CHECK-FIXES: return T + S;
}

std::string positivePlusLeft(const std::string &T, const std::string &S) {
  return T.c_str() + S;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'operator+' of 'c_str()' rescans
  // CHECK-FIXES: return T + S;
}

std::string positivePlusOfTemporary(const std::string &S) {
  return make() + S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: 'operator+' of 'c_str()' rescans
  // CHECK-FIXES: return make() + S;
}

// `std::move(S) + T` would move from S.
std::string negativeFixPlusOfXvalue(const std::string &T, std::string S) {
  return std::move(S).c_str() + T;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'operator+' of 'c_str()' rescans
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: the object is an xvalue, which 'operator+' could move from
}

bool negativeEqualRawPointer(const std::string &T, const char *P) { return T == P; }

// A string view's own members scan the pointer as well; the string converts
// to a view of it.

std::size_t positiveViewFind(std::string_view V, const std::string &S) {
  return V.find(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'find' of 'c_str()' rescans
  // CHECK-FIXES: return V.find(S);
}

int positiveViewCompare(std::string_view V, const std::string &S) {
  return V.compare(0, 1, S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:26: warning: 'compare' of 'c_str()' rescans
  // CHECK-FIXES: return V.compare(0, 1, S);
}

// Other character types.

std::size_t positiveWideFind(const std::wstring &T, const std::wstring &S) {
  return T.find(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'find' of 'c_str()' rescans for a length that 'std::wstring' (aka 'basic_string<wchar_t>') already stores
  // CHECK-FIXES: return T.find(S);
}

bool positiveU16Equal(const std::u16string &T, const std::u16string &S) {
  return T == S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'operator==' of 'c_str()' rescans
  // CHECK-FIXES: return T == S;
}

// A receiver that is not a standard string has its own meaning.

struct Pattern {
  std::size_t find(const char *) const;
  bool operator==(const char *) const;
};

std::size_t negativeUserFind(const Pattern &P, const std::string &S) { return P.find(S.c_str()); }
bool negativeUserEqual(const Pattern &P, const std::string &S) { return P == S.c_str(); }

// C++20 and C++23: starts_with, ends_with, contains take a view.

#if __cplusplus >= 202002L
bool positiveStartsWith(const std::string &T, const std::string &S) {
  return T.starts_with(S.c_str());
  // CHECK-MESSAGES-CXX20: :[[@LINE-1]]:24: warning: 'starts_with' of 'c_str()' rescans
  // CHECK-FIXES-CXX20: return T.starts_with(S);
}

bool positiveEndsWith(std::string_view V, const std::string &S) {
  return V.ends_with(S.c_str());
  // CHECK-MESSAGES-CXX20: :[[@LINE-1]]:22: warning: 'ends_with' of 'c_str()' rescans
  // CHECK-FIXES-CXX20: return V.ends_with(S);
}

auto positiveSpaceship(const std::string &T, const std::string &S) {
  return T <=> S.c_str();
  // CHECK-MESSAGES-CXX20: :[[@LINE-1]]:16: warning: 'operator<=>' of 'c_str()' rescans
  // CHECK-FIXES-CXX20: return T <=> S;
}
#endif

#if __cplusplus > 202002L
bool positiveContains(const std::string &T, const std::string &S) {
  return T.contains(S.c_str());
  // CHECK-MESSAGES-CXX23: :[[@LINE-1]]:21: warning: 'contains' of 'c_str()' rescans
  // CHECK-FIXES-CXX23: return T.contains(S);
}
#endif
