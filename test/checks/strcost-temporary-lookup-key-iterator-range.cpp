// RUN: %check_strcost -check-suffixes=,CXX17 %s strcost-temporary-lookup-key %t -- -- -std=c++17
// RUN: %check_strcost -check-suffixes=,CXX20 %s strcost-temporary-lookup-key %t -- -- -std=c++20
// RUN: %check_strcost -check-suffixes=,CXX20 %s strcost-temporary-lookup-key %t -- -- -std=c++23
// RUN: %check_strcost -check-suffixes=,CXX17 %s strcost-temporary-lookup-key %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing
// RUN: %check_strcost -check-suffixes=,MIN17 %s strcost-temporary-lookup-key %t -- \
// RUN:   -config="{CheckOptions: {MinimumStandard: c++17}}" -- -std=c++20

// String(first, last) of contiguous iterators (a string's, a vector's; an
// array's and a view's are pointers in libstdc++, the pointer form): from
// C++20 the view's constructor from an iterator and a sentinel takes them
// (it requires contiguous_iterator and sized_sentinel_for; the fixed file is
// compiled). Before C++20 no fix-it: `View(&*first, last - first)` would
// dereference `first` of a range that may be empty. A reverse iterator or a
// list's or deque's has no view of its characters: not flagged, as every
// finding of this check is one a transparent container removes.

#include <array>
#include <deque>
#include <list>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

void positiveStringIterators(const std::string &Text) {
  std::map<std::string, int> M;
  (void)M.find(std::string(Text.begin(), Text.end()));
  // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: 'find' with a key of an iterator range constructs a temporary std::string on every lookup [strcost-temporary-lookup-key]
  // CHECK-MESSAGES: :[[@LINE-2]]:16: note: cost per execution: 1 allocation, 32 bytes copied, ~12 ns (assuming 32 characters where the length is unknown)
  // CHECK-MESSAGES-CXX17: :[[@LINE-3]]:16: note: no fix-it: a view of an iterator range needs C++20
  // CHECK-MESSAGES-MIN17: :[[@LINE-4]]:16: note: no fix-it: a view of an iterator range needs C++20, and this file is also built as C++17 (option MinimumStandard)
  // CHECK-FIXES-CXX17: std::map<std::string, int> M;
  // CHECK-FIXES-CXX17-NEXT: (void)M.find(std::string(Text.begin(), Text.end()));
  // CHECK-FIXES-MIN17: std::map<std::string, int> M;
  // CHECK-FIXES-CXX20: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-CXX20-NEXT: (void)M.find(std::string_view(Text.begin(), Text.end()));
}

void positiveStringIteratorExpressions(std::string &Text, std::size_t N) {
  std::set<std::string, std::less<>> S;
  (void)S.count(std::string(Text.cbegin() + 1, Text.cend()));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of an iterator range constructs a temporary std::string on every lookup, which the transparent container does not need
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-MESSAGES-CXX17: :[[@LINE-3]]:17: note: no fix-it: a view of an iterator range needs C++20
  // CHECK-MESSAGES-MIN17: :[[@LINE-4]]:17: note: no fix-it: a view of an iterator range needs C++20
  // CHECK-FIXES-CXX20: (void)S.count(std::string_view(Text.cbegin() + 1, Text.cend()));
  (void)S.count(std::string{Text.begin(), Text.begin() + N});
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of an iterator range
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-MESSAGES-CXX17: :[[@LINE-3]]:17: note: no fix-it: a view of an iterator range needs C++20
  // CHECK-MESSAGES-MIN17: :[[@LINE-4]]:17: note: no fix-it: a view of an iterator range needs C++20
  // CHECK-FIXES-CXX20: (void)S.count(std::string_view{Text.begin(), Text.begin() + N});
}

void positiveVectorIterators(const std::vector<char> &Chars, std::vector<char> &Mutable) {
  std::set<std::string, std::less<>> S;
  (void)S.count(std::string(Chars.begin(), Chars.end()));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of an iterator range
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-MESSAGES-CXX17: :[[@LINE-3]]:17: note: no fix-it: a view of an iterator range needs C++20
  // CHECK-MESSAGES-MIN17: :[[@LINE-4]]:17: note: no fix-it: a view of an iterator range needs C++20
  // CHECK-FIXES-CXX20: (void)S.count(std::string_view(Chars.begin(), Chars.end()));
  (void)S.count(std::string(Mutable.begin(), Mutable.end()));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of an iterator range
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-MESSAGES-CXX17: :[[@LINE-3]]:17: note: no fix-it: a view of an iterator range needs C++20
  // CHECK-MESSAGES-MIN17: :[[@LINE-4]]:17: note: no fix-it: a view of an iterator range needs C++20
  // CHECK-FIXES-CXX20: (void)S.count(std::string_view(Mutable.begin(), Mutable.end()));
}

// libstdc++'s array and view iterators are pointers: the pointer form. Its
// C++17 fix spells the first pointer twice, which a call may not be.
void positiveArrayAndViewIterators(const std::array<char, 8> &Chars, std::string_view View) {
  std::set<std::string, std::less<>> S;
  (void)S.count(std::string(Chars.begin(), Chars.end()));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of a 'const_iterator' range
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-MESSAGES-CXX17: :[[@LINE-3]]:17: note: no fix-it: 'std::string_view' takes a pair of pointers only from C++20, and spelling the first twice would repeat a side effect
  // CHECK-MESSAGES-MIN17: :[[@LINE-4]]:17: note: no fix-it: 'std::string_view' takes a pair of pointers only from C++20, and spelling the first twice would repeat a side effect
  // CHECK-FIXES-CXX20: (void)S.count(std::string_view(Chars.begin(), Chars.end()));
  (void)S.count(std::string(View.begin(), View.end()));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of a 'const_iterator' range
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-MESSAGES-CXX17: :[[@LINE-3]]:17: note: no fix-it: 'std::string_view' takes a pair of pointers only from C++20, and spelling the first twice would repeat a side effect
  // CHECK-MESSAGES-MIN17: :[[@LINE-4]]:17: note: no fix-it: 'std::string_view' takes a pair of pointers only from C++20, and spelling the first twice would repeat a side effect
  // CHECK-FIXES-CXX20: (void)S.count(std::string_view(View.begin(), View.end()));
}

// Reversed characters are nowhere in that order: no view.
void negativeReverseIterators(const std::string &Text, const std::vector<char> &Chars) {
  std::set<std::string, std::less<>> S;
  (void)S.count(std::string(Text.rbegin(), Text.rend()));
  (void)S.count(std::string(Chars.crbegin(), Chars.crend()));
}

// Not contiguous: no view exists.
void negativeListAndDequeIterators(const std::list<char> &L, const std::deque<char> &D) {
  std::set<std::string, std::less<>> S;
  (void)S.count(std::string(L.begin(), L.end()));
  (void)S.count(std::string(D.begin(), D.end()));
}

// Contiguous, but of another character type: the view would be of those.
void negativeOtherElementType(const std::vector<unsigned char> &Bytes,
                              const std::vector<int> &Numbers) {
  std::set<std::string, std::less<>> S;
  (void)S.count(std::string(Bytes.begin(), Bytes.end()));
  (void)S.count(std::string(Numbers.begin(), Numbers.end()));
}

// An allocator after the range goes with the rewrite.
void positiveAllocator(const std::string &Text) {
  std::set<std::string, std::less<>> S;
  (void)S.count(std::string(Text.begin(), Text.end(), std::allocator<char>()));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of an iterator range
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-MESSAGES-CXX17: :[[@LINE-3]]:17: note: no fix-it: a view of an iterator range needs C++20
  // CHECK-MESSAGES-MIN17: :[[@LINE-4]]:17: note: no fix-it: a view of an iterator range needs C++20
  // CHECK-FIXES-CXX20: (void)S.count(std::string_view(Text.begin(), Text.end()));
}

// Calls that insert or erase are not flagged.
void negativeInsertOrErase(const std::string &Text) {
  std::map<std::string, int> M;
  M[std::string(Text.begin(), Text.end())] = 1;
  M.erase(std::string(Text.begin(), Text.end()));
}

void positiveUnordered(const std::string &Text) {
  std::unordered_map<std::string, int> U;
  (void)U.find(std::string(Text.begin() + 1, Text.end()));
  // CHECK-MESSAGES-CXX20: :[[@LINE-1]]:16: warning: 'find' with a key of an iterator range
  // CHECK-MESSAGES-CXX20: :[[@LINE-2]]:16: note: cost per execution
  // CHECK-MESSAGES-MIN17: :[[@LINE-3]]:16: warning: 'find' with a key of an iterator range
  // CHECK-MESSAGES-MIN17: :[[@LINE-4]]:16: note: cost per execution
  // CHECK-MESSAGES-MIN17: :[[@LINE-5]]:16: note: no fix-it: a view of an iterator range needs C++20
  // CHECK-FIXES-CXX20: std::unordered_map<std::string, int, strcost::string_hash, std::equal_to<>> U;
  // CHECK-FIXES-CXX20-NEXT: (void)U.find(std::string_view(Text.begin() + 1, Text.end()));
}

void positiveWide(const std::wstring &W, const std::vector<char16_t> &U) {
  std::set<std::wstring, std::less<>> S;
  (void)S.count(std::wstring(W.begin(), W.end()));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of an iterator range constructs a temporary std::wstring
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-MESSAGES-CXX17: :[[@LINE-3]]:17: note: no fix-it: a view of an iterator range needs C++20
  // CHECK-MESSAGES-MIN17: :[[@LINE-4]]:17: note: no fix-it: a view of an iterator range needs C++20
  // CHECK-FIXES-CXX20: (void)S.count(std::wstring_view(W.begin(), W.end()));
  std::set<std::u16string, std::less<>> S16;
  (void)S16.count(std::u16string(U.begin(), U.end()));
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: 'count' with a key of an iterator range constructs a temporary std::u16string
  // CHECK-MESSAGES: :[[@LINE-2]]:19: note: cost per execution
  // CHECK-MESSAGES-CXX17: :[[@LINE-3]]:19: note: no fix-it: a view of an iterator range needs C++20
  // CHECK-MESSAGES-MIN17: :[[@LINE-4]]:19: note: no fix-it: a view of an iterator range needs C++20
  // CHECK-FIXES-CXX20: (void)S16.count(std::u16string_view(U.begin(), U.end()));
}

// Macros: a key spelled in one is not edited.
#define WHOLE(S) std::string(S.begin(), S.end())
void positiveMacro(const std::string &Text) {
  std::set<std::string, std::less<>> S;
  (void)S.count(WHOLE(Text));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of an iterator range
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-MESSAGES: :[[@LINE-3]]:17: note: no fix-it: {{a view of an iterator range needs C\+\+20|the key is spelled inside a macro}}
}

// Templates: dependent iterators are not seen; others are reported once.
template <class Range>
int negativeDependentRange(const Range &R) {
  std::set<std::string, std::less<>> S;
  return static_cast<int>(S.count(std::string(R.begin(), R.end())));
}
template int negativeDependentRange(const std::string &);

template <class T>
int positiveInTemplate(const std::string &Text, T) {
  std::set<std::string, std::less<>> S;
  return static_cast<int>(S.count(std::string(Text.begin(), Text.end())));
  // CHECK-MESSAGES: :[[@LINE-1]]:35: warning: 'count' with a key of an iterator range
  // CHECK-MESSAGES: :[[@LINE-2]]:35: note: cost per execution
  // CHECK-MESSAGES-CXX17: :[[@LINE-3]]:35: note: no fix-it: a view of an iterator range needs C++20
  // CHECK-MESSAGES-MIN17: :[[@LINE-4]]:35: note: no fix-it: a view of an iterator range needs C++20
  // CHECK-FIXES-CXX20: return static_cast<int>(S.count(std::string_view(Text.begin(), Text.end())));
}
template int positiveInTemplate<int>(const std::string &, int);
template int positiveInTemplate<long>(const std::string &, long);
