// RUN: %check_strcost -check-suffixes=,CXX17 %s strcost-temporary-lookup-key %t -- -- -std=c++17
// RUN: %check_strcost -check-suffixes=,CXX20 %s strcost-temporary-lookup-key %t -- -- -std=c++20
// RUN: %check_strcost -check-suffixes=,CXX20 %s strcost-temporary-lookup-key %t -- -- -std=c++23
// RUN: %check_strcost -check-suffixes=,CXX17 %s strcost-temporary-lookup-key %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// Keys that copy characters held elsewhere only to be looked up: String(p, n),
// String(first, last) of character pointers and s.substr(pos, n) become a
// view of the same characters. Their neighbours: String(n, c), a braced pair
// of chars, other iterators, calls that insert or erase, comparators of the
// user's own.

#include <list>
#include <map>
#include <memory_resource>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>

std::string makeKey();

// String(p, n).

void positivePointerCount(const char *P, std::size_t N) {
  std::map<std::string, int> M;
  M.find(std::string(P, N));
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a key of a 'const char *' and a length constructs a temporary std::string on every lookup [strcost-temporary-lookup-key]
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: cost per execution: 1 allocation, 32 bytes copied, ~12 ns (assuming 32 characters where the length is unknown)
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-NEXT: M.find(std::string_view(P, N));
}

// Braces: overload resolution chose (pointer, count) here.
void positivePointerCountBraces(const char *P) {
  std::set<std::string, std::less<>> S;
  (void)S.count(std::string{P, 3});
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of a 'const char *' and a length constructs a temporary std::string on every lookup, which the transparent container does not need
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution: no allocation, 3 bytes copied, ~3.0 ns{{$}}
  // CHECK-FIXES: (void)S.count(std::string_view{P, 3});
}

// Two chars in braces are an initializer list: the string holds both.
void negativeCharsInBraces(char C) {
  std::set<std::string, std::less<>> S;
  (void)S.count(std::string{C, 3});
  (void)S.count(std::string{C, 'x'});
}

// The count says the length, not the literal.
void positivePointerCountOfLiteral() {
  std::map<std::string, int> M;
  (void)M.count(std::string("abcdefghijklmnopqrstuvwxyz", 20));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of a 'const char *' and a length
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution: 1 allocation, 20 bytes copied, ~11 ns{{$}}
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-NEXT: (void)M.count(std::string_view("abcdefghijklmnopqrstuvwxyz", 20));
}

void positivePointerCountOfArray(int N) {
  char Buffer[64] = "key";
  std::set<std::string, std::less<>> S;
  (void)S.find(std::string(Buffer, N));
  // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: 'find' with a key of a 'const char *' and a length
  // CHECK-MESSAGES: :[[@LINE-2]]:16: note: cost per execution
  // CHECK-FIXES: (void)S.find(std::string_view(Buffer, N));
}

// The buffer is a temporary's: it lives to the end of the full expression,
// past the lookup, and the iterator found refers to no part of the key.
bool positiveBufferOfTemporary() {
  std::map<std::string, int> M;
  auto It = M.find(std::string(makeKey().c_str(), 3));
  // CHECK-MESSAGES: :[[@LINE-1]]:20: warning: 'find' with a key of a 'const char *' and a length
  // CHECK-MESSAGES: :[[@LINE-2]]:20: note: cost per execution: no allocation, 3 bytes copied, ~3.0 ns{{$}}
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-NEXT: auto It = M.find(std::string_view(makeKey().c_str(), 3));
  return It != M.end();
}

// A character repeated: those characters exist nowhere for a view to show.
void negativeRepeatedCharacter(std::size_t N) {
  std::map<std::string, int> M;
  (void)M.count(std::string(N, 'x'));
}

// An allocator given: the view has none, and a lookup never needed it.
void positivePointerCountAllocator(const char *P, std::size_t N) {
  std::set<std::string, std::less<>> S;
  (void)S.count(std::string(P, N, std::allocator<char>()));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of a 'const char *' and a length
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: (void)S.count(std::string_view(P, N));
}

// String(s, pos) copies a suffix of s (strcost-temporary-lookup-key-string-part.cpp).
void positiveSuffixConstructor(const std::string &Text) {
  std::set<std::string, std::less<>> S;
  (void)S.count(std::string(Text, 2));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a substring key
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: (void)S.count(std::string_view(Text).substr(2));
}

// String(first, last).

void positivePointerRange(const char *First, const char *Last) {
  std::set<std::string, std::less<>> S;
  (void)S.find(std::string(First, Last));
  // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: 'find' with a key of a 'const char *' range constructs a temporary std::string on every lookup, which the transparent container does not need
  // CHECK-MESSAGES: :[[@LINE-2]]:16: note: cost per execution: 1 allocation, 32 bytes copied, ~12 ns (assuming 32 characters where the length is unknown)
  // CHECK-FIXES-CXX17: (void)S.find(std::string_view(First, static_cast<std::size_t>(Last - First)));
  // CHECK-FIXES-CXX20: (void)S.find(std::string_view(First, Last));
}

// Before C++20 the first pointer is spelled twice: parenthesized where an
// operand of `-` needs it, and not at all where it has a side effect.
void positivePointerRangeExpressions(const char *P, int N, bool Short, const char *End) {
  std::set<std::string, std::less<>> S;
  (void)S.find(std::string{P + 1, P + N});
  // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: 'find' with a key of a 'const char *' range
  // CHECK-MESSAGES: :[[@LINE-2]]:16: note: cost per execution
  // CHECK-FIXES-CXX17: (void)S.find(std::string_view{P + 1, static_cast<std::size_t>((P + N) - (P + 1))});
  // CHECK-FIXES-CXX20: (void)S.find(std::string_view{P + 1, P + N});
  (void)S.find(std::string(P, Short ? P + 1 : P + N));
  // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: 'find' with a key of a 'const char *' range
  // CHECK-MESSAGES: :[[@LINE-2]]:16: note: cost per execution
  // CHECK-FIXES-CXX17: (void)S.find(std::string_view(P, static_cast<std::size_t>((Short ? P + 1 : P + N) - P)));
  // CHECK-FIXES-CXX20: (void)S.find(std::string_view(P, Short ? P + 1 : P + N));
  (void)S.find(std::string(P++, End));
  // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: 'find' with a key of a 'const char *' range
  // CHECK-MESSAGES: :[[@LINE-2]]:16: note: cost per execution
  // CHECK-MESSAGES-CXX17: :[[@LINE-3]]:16: note: no fix-it: 'std::string_view' takes a pair of pointers only from C++20, and spelling the first twice would repeat a side effect
  // CHECK-FIXES-CXX17: (void)S.find(std::string(P++, End));
  // CHECK-FIXES-CXX20: (void)S.find(std::string_view(P++, End));
}

void positivePointerRangeDefaultMap(char *First, char *Last) {
  std::map<std::string, int> M;
  (void)M.lower_bound(std::string(First, Last));
  // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: 'lower_bound' with a key of a 'char *' range
  // CHECK-MESSAGES: :[[@LINE-2]]:23: note: cost per execution
  // CHECK-FIXES-CXX17: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-CXX17-NEXT: (void)M.lower_bound(std::string_view(First, static_cast<std::size_t>(Last - First)));
  // CHECK-FIXES-CXX20: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-CXX20-NEXT: (void)M.lower_bound(std::string_view(First, Last));
}

// Other iterators: a string's are contiguous, and C++20's view takes them
// (strcost-temporary-lookup-key-iterator-range.cpp); a list's characters
// are not contiguous at all.
void positiveStringIterators(const std::string &Text) {
  std::set<std::string, std::less<>> S;
  (void)S.count(std::string(Text.begin(), Text.end()));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of an iterator range
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-MESSAGES-CXX17: :[[@LINE-3]]:17: note: no fix-it: a view of an iterator range needs C++20
  // CHECK-FIXES-CXX20: (void)S.count(std::string_view(Text.begin(), Text.end()));
}

void negativeListIterators(const std::list<char> &Chars) {
  std::set<std::string, std::less<>> S;
  (void)S.count(std::string(Chars.begin(), Chars.end()));
}

// s.substr(pos, n).

void positiveSubstr(const std::string &Text, std::size_t Pos, std::size_t N) {
  std::map<std::string, int> M;
  M.find(Text.substr(Pos, N));
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a substring key constructs a temporary std::string on every lookup [strcost-temporary-lookup-key]
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: cost per execution: 1 allocation, 32 bytes copied, ~12 ns (assuming 32 characters where the length is unknown)
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-NEXT: M.find(std::string_view(Text).substr(Pos, N));
}

// A constant count bounds the length: at most 4 characters, no allocation.
void positiveSubstrShort(const std::string &Text) {
  std::set<std::string, std::less<>> S;
  (void)S.count(Text.substr(1, 4));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a substring key constructs a temporary std::string on every lookup, which the transparent container does not need
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution: no allocation, 4 bytes copied, ~3.1 ns{{$}}
  // CHECK-FIXES: (void)S.count(std::string_view(Text).substr(1, 4));
}

void positiveSubstrSuffix(const std::string &Text) {
  std::multimap<std::string, int> M;
  (void)M.equal_range(Text.substr(2));
  // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: 'equal_range' with a substring key
  // CHECK-MESSAGES: :[[@LINE-2]]:23: note: cost per execution
  // CHECK-FIXES: std::multimap<std::string, int, std::less<>> M;
  // CHECK-FIXES-NEXT: (void)M.equal_range(std::string_view(Text).substr(2));
}

// A temporary string lives to the end of the full expression: the view of it
// outlives the lookup.
bool positiveSubstrOfTemporary() {
  std::set<std::string, std::less<>> S;
  return S.find(makeKey().substr(1)) != S.end();
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'find' with a substring key
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: return S.find(std::string_view(makeKey()).substr(1)) != S.end();
}

void positiveSubstrThroughPointer(const std::string *Text) {
  std::set<std::string, std::less<>> S;
  (void)S.upper_bound(Text->substr(1, 2));
  // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: 'upper_bound' with a substring key
  // CHECK-MESSAGES: :[[@LINE-2]]:23: note: cost per execution
  // CHECK-FIXES: (void)S.upper_bound(std::string_view(*Text).substr(1, 2));
}

void positiveSubstrOfSum(const std::string &A, const std::string &B) {
  std::set<std::string, std::less<>> S;
  (void)S.count((A + B).substr(1));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a substring key
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: (void)S.count(std::string_view((A + B)).substr(1));
}

// A view's substr is a view already; the explicit string around it goes.
void positiveStringOfViewSubstr(std::string_view Text) {
  std::set<std::string, std::less<>> S;
  (void)S.count(std::string(Text.substr(1)));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a 'basic_string_view<char>' key
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: (void)S.count(Text.substr(1));
}

// Calls that insert or erase have no heterogeneous overload in these
// libraries; where one exists the key would be copied into the element, or
// a view could point into the element erased: not flagged either way.
void negativeSubstrInsertOrErase(const std::string &Text) {
  std::map<std::string, int> M;
  M[Text.substr(1)] = 1;
  M.try_emplace(Text.substr(2), 2);
  M.insert_or_assign(std::string(Text.data(), 2), 3);
  M.erase(Text.substr(3));
  (void)M.at(std::string(Text.data(), 1));
}

void negativeStringKey(const std::string &Text) {
  std::set<std::string, std::less<>> S;
  (void)S.count(Text);
  (void)S.count(std::string(Text));
}

// Unordered containers: transparent from C++20 in libstdc++.

void positiveUnordered(const char *P, std::size_t N) {
  std::unordered_map<std::string, int> U;
  (void)U.find(std::string(P, N));
  // CHECK-MESSAGES-CXX20: :[[@LINE-1]]:16: warning: 'find' with a key of a 'const char *' and a length
  // CHECK-MESSAGES-CXX20: :[[@LINE-2]]:16: note: cost per execution
  // CHECK-FIXES-CXX20: std::unordered_map<std::string, int, strcost::string_hash, std::equal_to<>> U;
  // CHECK-FIXES-CXX20-NEXT: (void)U.find(std::string_view(P, N));
}

// A comparator of the user's own is not touched.
struct CaseLess {
  bool operator()(const std::string &A, const std::string &B) const { return A < B; }
};
void negativeUserComparator(const char *P, std::size_t N, const std::string &Text) {
  std::map<std::string, int, CaseLess> M;
  (void)M.count(std::string(P, N));
  (void)M.count(Text.substr(1));
}

// Other character types, allocators.

void positiveWide(const wchar_t *P, std::size_t N, const std::u16string &Text) {
  std::set<std::wstring, std::less<>> W;
  (void)W.count(std::wstring(P, N));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of a 'const wchar_t *' and a length constructs a temporary std::wstring on every lookup
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: (void)W.count(std::wstring_view(P, N));
  std::set<std::u16string, std::less<>> U;
  (void)U.count(Text.substr(1, 2));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a substring key constructs a temporary std::u16string on every lookup
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: (void)U.count(std::u16string_view(Text).substr(1, 2));
}

template <class T> struct CountingAllocator : std::allocator<T> {
  template <class U> struct rebind { using other = CountingAllocator<U>; };
  CountingAllocator() = default;
  template <class U> CountingAllocator(const CountingAllocator<U> &) {}
};
using CountedString = std::basic_string<char, std::char_traits<char>, CountingAllocator<char>>;

void positiveAllocatorKey(const char *P, std::size_t N, const CountedString &Text) {
  std::set<CountedString, std::less<>> S;
  (void)S.count(CountedString(P, N));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of a 'const char *' and a length
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: (void)S.count(std::string_view(P, N));
  (void)S.count(Text.substr(1));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a substring key
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: (void)S.count(std::string_view(Text).substr(1));
}

// std::pmr::map is an alias template: the declaration is not edited.
void positivePmrMap(const char *P, std::size_t N) {
  std::pmr::map<std::pmr::string, int> M;
  (void)M.count(std::pmr::string(P, N));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of a 'const char *' and a length
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-MESSAGES: :[[@LINE-4]]:40: note: no fix-it: its type is spelled through an alias template
}

// Spelled out with std::less<>, the call alone changes.
void positivePmrTransparent(const char *P, std::size_t N, const std::pmr::string &Text) {
  std::map<std::pmr::string, int, std::less<>,
           std::pmr::polymorphic_allocator<std::pair<const std::pmr::string, int>>> M;
  (void)M.count(std::pmr::string(P, N));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of a 'const char *' and a length
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: (void)M.count(std::string_view(P, N));
  (void)M.count(Text.substr(3));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a substring key
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: (void)M.count(std::string_view(Text).substr(3));
}

// Macros: a key spelled in one is not edited; a count that is one is kept.
#define KEY_OF(P, N) std::string(P, N)
#define PREFIX_LENGTH 4
void positiveMacros(const char *P, std::size_t N, const std::string &Text) {
  std::set<std::string, std::less<>> S;
  (void)S.count(KEY_OF(P, N));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of a 'const char *' and a length
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-MESSAGES: :[[@LINE-3]]:17: note: no fix-it: the key is spelled inside a macro
  (void)S.count(std::string(P, PREFIX_LENGTH));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of a 'const char *' and a length
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution: no allocation, 4 bytes copied
  // CHECK-FIXES: (void)S.count(std::string_view(P, PREFIX_LENGTH));
  (void)S.count(Text.substr(0, PREFIX_LENGTH));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a substring key
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution: no allocation, 4 bytes copied
  // CHECK-FIXES: (void)S.count(std::string_view(Text).substr(0, PREFIX_LENGTH));
}

// Templates: a key that depends on a parameter is not seen; one that does
// not is reported once, in the definition.
template <class CharT>
int negativeDependentKey(const CharT *P, std::size_t N) {
  std::set<std::basic_string<CharT>, std::less<>> S;
  return static_cast<int>(S.count(std::basic_string<CharT>(P, N)));
}
template int negativeDependentKey<char>(const char *, std::size_t);

template <class T>
int positiveInTemplate(const std::string &Text, T) {
  std::set<std::string, std::less<>> S;
  return static_cast<int>(S.count(Text.substr(1)));
  // CHECK-MESSAGES: :[[@LINE-1]]:35: warning: 'count' with a substring key
  // CHECK-MESSAGES: :[[@LINE-2]]:35: note: cost per execution
  // CHECK-FIXES: return static_cast<int>(S.count(std::string_view(Text).substr(1)));
}
template int positiveInTemplate<int>(const std::string &, int);
template int positiveInTemplate<long>(const std::string &, long);
