// RUN: %check_strcost -check-suffixes=,PARSED %s strcost-temporary-lookup-key %t -- -- -std=c++17
// RUN: %check_strcost -check-suffixes=,CXX20,PARSED %s strcost-temporary-lookup-key %t -- -- -std=c++20
// RUN: %check_strcost -check-suffixes=,CXX20,PARSED %s strcost-temporary-lookup-key %t -- -- -std=c++23
// RUN: %check_strcost %s strcost-temporary-lookup-key %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// String(s, pos) and String(s, pos, n): the constructor's form of
// s.substr(pos, n), rewritten as a view's substr. Both throw
// std::out_of_range when pos > s.size() (libstdc++'s constructor through
// _M_check, libc++'s with __throw_out_of_range; the view's substr in both)
// and clamp n the same way, so the behaviour is kept. The neighbours:
// String(p, n) (its own form), String(n, c), a class converted to the
// string, C++17's template constructor from a view, an allocator argument.

#include <map>
#include <memory_resource>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>

std::string makeKey();
std::size_t nextCount();
std::allocator<char> makeAllocator();

void positiveSuffix(const std::string &Text, std::size_t Pos) {
  std::map<std::string, int> M;
  M.find(std::string(Text, Pos));
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a substring key constructs a temporary std::string on every lookup [strcost-temporary-lookup-key]
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: cost per execution: 1 allocation, 32 bytes copied, ~12 ns (assuming 32 characters where the length is unknown)
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-NEXT: M.find(std::string_view(Text).substr(Pos));
}

// A constant count bounds the length, as for s.substr(1, 4).
void positivePart(const std::string &Text) {
  std::set<std::string, std::less<>> S;
  (void)S.count(std::string(Text, 1, 4));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a substring key constructs a temporary std::string on every lookup, which the transparent container does not need
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution: no allocation, 4 bytes copied, ~3.1 ns{{$}}
  // CHECK-FIXES: (void)S.count(std::string_view(Text).substr(1, 4));
}

void positivePartBraces(const std::string &Text, std::size_t N) {
  std::set<std::string, std::less<>> S;
  (void)S.lower_bound(std::string{Text, 2, N});
  // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: 'lower_bound' with a substring key
  // CHECK-MESSAGES: :[[@LINE-2]]:23: note: cost per execution
  // CHECK-FIXES: (void)S.lower_bound(std::string_view(Text).substr(2, N));
}

// A temporary string lives to the end of the full expression: the view of it
// outlives the lookup, whose iterator refers to no part of the key.
bool positivePartOfTemporary() {
  std::set<std::string, std::less<>> S;
  return S.find(std::string(makeKey(), 1, 2)) != S.end();
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'find' with a substring key
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: return S.find(std::string_view(makeKey()).substr(1, 2)) != S.end();
}

void positivePartOfExpression(const std::string &A, const std::string &B) {
  std::set<std::string, std::less<>> S;
  (void)S.count(std::string(A + B, 1));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a substring key
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: (void)S.count(std::string_view(A + B).substr(1));
}

// The rewrite evaluates the string before the position and the count; the
// constructor's arguments come in any order (GCC evaluates them right to
// left). A side effect there keeps the key; one in the string alone does
// not matter (it is evaluated once either way).
void positivePartSideEffects(const std::string &Text, std::size_t &Pos) {
  std::set<std::string, std::less<>> S;
  (void)S.count(std::string(Text, Pos++, 2));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a substring key
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-MESSAGES: :[[@LINE-3]]:17: note: no fix-it: 'std::string_view(s).substr(pos, n)' evaluates the string before the position and count, which the constructor may evaluate in any order, and one of them has a side effect
  // CHECK-FIXES: (void)S.count(std::string(Text, Pos++, 2));
  (void)S.count(std::string(Text, 1, nextCount()));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a substring key
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-MESSAGES: :[[@LINE-3]]:17: note: no fix-it: 'std::string_view(s).substr(pos, n)' evaluates the string
  // CHECK-FIXES: (void)S.count(std::string(Text, 1, nextCount()));
}

// An allocator argument: the view has none, and a lookup never needed it.
// It goes with the rewrite unless evaluating it might do something.
void positivePartAllocator(const std::string &Text, const std::allocator<char> &Alloc) {
  std::set<std::string, std::less<>> S;
  (void)S.count(std::string(Text, 1, 2, std::allocator<char>()));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a substring key
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: (void)S.count(std::string_view(Text).substr(1, 2));
  (void)S.count(std::string(Text, 3, Alloc));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a substring key
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: (void)S.count(std::string_view(Text).substr(3));
  (void)S.count(std::string(Text, 1, 2, makeAllocator()));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a substring key
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-MESSAGES: :[[@LINE-3]]:17: note: no fix-it: the view drops the allocator argument, and any side effect of it
  // CHECK-FIXES: (void)S.count(std::string(Text, 1, 2, makeAllocator()));
}

// C++17's constructor template from a view: the view's own substr.
void positivePartOfView(std::string_view Text) {
  std::set<std::string, std::less<>> S;
  (void)S.count(std::string(Text, 1, 2));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a substring key
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: (void)S.count(std::string_view(Text).substr(1, 2));
}

// A class that converts to a view or a string: its view may not be the
// characters the string was built from (two conversions), not read.
struct Name {
  operator std::string_view() const;
};
struct Label {
  operator std::string() const;
};
struct Derived : std::string {};
void negativePartOfOtherClasses(const Name &N, const Label &L, const Derived &D) {
  std::set<std::string, std::less<>> S;
  (void)S.count(std::string(N, 1, 2));
  (void)S.count(std::string(L, 1));
  (void)S.count(std::string(D, 1));
}

// The neighbours of the same arity: a pointer and a count (its own form),
// a count and a character (no characters to view), a copy.
void neighbours(const char *P, std::size_t N, const std::string &Text) {
  std::set<std::string, std::less<>> S;
  (void)S.count(std::string(P, N));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of a 'const char *' and a length
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: (void)S.count(std::string_view(P, N));
  (void)S.count(std::string(N, 'x'));
  (void)S.count(std::string(Text));
}

// Calls that insert or erase: not flagged, as for s.substr(pos).
void negativeInsertOrErase(const std::string &Text) {
  std::map<std::string, int> M;
  M[std::string(Text, 1)] = 1;
  M.try_emplace(std::string(Text, 2), 2);
  M.erase(std::string(Text, 3, 1));
}

// A comparator of the user's own is not touched.
struct OwnLess {
  bool operator()(const std::string &A, const std::string &B) const { return A < B; }
};
void negativeUserComparator(const std::string &Text) {
  std::map<std::string, int, OwnLess> M;
  (void)M.count(std::string(Text, 1));
}

void positiveUnordered(const std::string &Text) {
  std::unordered_map<std::string, int> U;
  (void)U.find(std::string(Text, 1, 3));
  // CHECK-MESSAGES-CXX20: :[[@LINE-1]]:16: warning: 'find' with a substring key
  // CHECK-MESSAGES-CXX20: :[[@LINE-2]]:16: note: cost per execution
  // CHECK-FIXES-CXX20: std::unordered_map<std::string, int, strcost::string_hash, std::equal_to<>> U;
  // CHECK-FIXES-CXX20-NEXT: (void)U.find(std::string_view(Text).substr(1, 3));
}

// Other character types, pmr strings (the allocator converted from a
// resource pointer goes too).
void positiveWide(const std::wstring &W, const std::u16string &U16) {
  std::set<std::wstring, std::less<>> S;
  (void)S.count(std::wstring(W, 1, 2));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a substring key constructs a temporary std::wstring on every lookup
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: (void)S.count(std::wstring_view(W).substr(1, 2));
  std::map<std::u16string, int> M;
  (void)M.count(std::u16string(U16, 1));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a substring key constructs a temporary std::u16string on every lookup
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: std::map<std::u16string, int, std::less<>> M;
  // CHECK-FIXES-NEXT: (void)M.count(std::u16string_view(U16).substr(1));
}

void positivePmr(const std::pmr::string &Text, std::pmr::memory_resource &Resource) {
  std::map<std::pmr::string, int, std::less<>,
           std::pmr::polymorphic_allocator<std::pair<const std::pmr::string, int>>> M;
  (void)M.count(std::pmr::string(Text, 1));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a substring key
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: (void)M.count(std::string_view(Text).substr(1));
  (void)M.count(std::pmr::string(Text, 1, 2, &Resource));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a substring key
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: (void)M.count(std::string_view(Text).substr(1, 2));
}

// Macros: a key spelled in one is not edited; a count that is one is kept.
#define PART_OF(S) std::string(S, 1, 2)
#define SKIP 3
#define SKIP_AND_TAKE 1, 2
void positiveMacros(const std::string &Text) {
  std::set<std::string, std::less<>> S;
  (void)S.count(PART_OF(Text));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a substring key
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-MESSAGES: :[[@LINE-3]]:17: note: no fix-it: the key is spelled inside a macro
  (void)S.count(std::string(Text, SKIP));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a substring key
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: (void)S.count(std::string_view(Text).substr(SKIP));
  (void)S.count(std::string(Text, SKIP_AND_TAKE));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a substring key
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-MESSAGES: :[[@LINE-3]]:17: note: no fix-it: the key is spelled inside a macro
}

// Templates: a key that depends on a parameter is not seen; one that does
// not is reported once, in the definition (in MS mode only once the
// template is instantiated: its body is parsed then).
template <class CharT>
int negativeDependentKey(const std::basic_string<CharT> &Text) {
  std::set<std::basic_string<CharT>, std::less<>> S;
  return static_cast<int>(S.count(std::basic_string<CharT>(Text, 1)));
}
template int negativeDependentKey<char>(const std::string &);

template <class T>
int positiveInTemplate(const std::string &Text, T) {
  std::set<std::string, std::less<>> S;
  return static_cast<int>(S.count(std::string(Text, 1, 2)));
  // CHECK-MESSAGES: :[[@LINE-1]]:35: warning: 'count' with a substring key
  // CHECK-MESSAGES: :[[@LINE-2]]:35: note: cost per execution
  // CHECK-FIXES: return static_cast<int>(S.count(std::string_view(Text).substr(1, 2)));
}
template int positiveInTemplate<int>(const std::string &, int);
template int positiveInTemplate<long>(const std::string &, long);

template <class T>
int positiveInUninstantiatedTemplate(const std::string &Text, T) {
  std::set<std::string, std::less<>> S;
  return static_cast<int>(S.count(std::string(Text, 2)));
  // CHECK-MESSAGES-PARSED: :[[@LINE-1]]:35: warning: 'count' with a substring key
  // CHECK-MESSAGES-PARSED: :[[@LINE-2]]:35: note: cost per execution
  // CHECK-FIXES-PARSED: return static_cast<int>(S.count(std::string_view(Text).substr(2)));
}
