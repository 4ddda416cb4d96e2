// RUN: %check_strcost -check-suffixes=,CXX17,PARSED %s strcost-temporary-lookup-key %t -- -- -std=c++17
// RUN: %check_strcost -check-suffixes=,CXX20,PARSED %s strcost-temporary-lookup-key %t -- -- -std=c++20
// RUN: %check_strcost -check-suffixes=,CXX20,PARSED %s strcost-temporary-lookup-key %t -- -- -std=c++23
// RUN: %check_strcost -check-suffixes=,CXX17 %s strcost-temporary-lookup-key %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// A braced list as the key: `find({p, n})` cannot deduce the template's key
// type, so even a transparent container takes the overload of its own key
// type and builds a std::string from the braces. What the braces build is
// read from the constructor overload resolution chose: `{p, n}` a pointer and
// a count, `{c, n}` of a char an initializer list of two characters (no
// view of those exists: not flagged), `{first, last}` a range, `{p}` a C
// string, `{}` an empty string (nothing to save), `{s}` binds `s` itself.

#include <map>
#include <set>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

std::string makeKey();

void positivePointerCount(const char *P, std::size_t N) {
  std::set<std::string, std::less<>> S;
  (void)S.find({P, N});
  // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: 'find' with a key of a 'const char *' and a length constructs a temporary std::string on every lookup, which the transparent container does not need [strcost-temporary-lookup-key]
  // CHECK-MESSAGES: :[[@LINE-2]]:16: note: cost per execution
  // CHECK-FIXES: (void)S.find(std::string_view(P, N));
}

void positivePointerCountDefaultMap(const char *P) {
  std::map<std::string, int> M;
  (void)M.count({P, 3});
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of a 'const char *' and a length constructs a temporary std::string on every lookup [strcost-temporary-lookup-key]
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution: no allocation, 3 bytes copied, ~3.0 ns{{$}}
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-NEXT: (void)M.count(std::string_view(P, 3));
}

// The braces decide by the argument types: a char and a count are two
// characters of an initializer list.
void negativeCharacters(char C, std::size_t N) {
  std::set<std::string, std::less<>> S;
  (void)S.count({C, 3});
  (void)S.count({C, 'x'});
  (void)S.count({'a', 'b', 'c'});
  // A count and a character that would be String(3, 'x') in parentheses:
  // in braces the initializer list wins, {'\3', 'x'}.
  (void)S.count({3, 'x'});
  std::set<std::wstring, std::less<>> W;
  (void)W.count({L'c', 3});
}

void positiveCString(const char *P, const char (&Array)[8]) {
  std::set<std::string, std::less<>> S;
  (void)S.count({P});
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a 'const char *' key constructs a temporary std::string on every lookup, which the transparent container does not need
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: (void)S.count(std::string_view(P));
  (void)S.count({"literal"});
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a string literal key
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: (void)S.count(std::string_view("literal"));
  (void)S.count({Array});
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a 'const char[8]' key
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: (void)S.count(std::string_view(Array));
}

void positiveCStringDefaultMap(const char *P) {
  std::map<std::string, int> M;
  (void)M.find({P});
  // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: 'find' with a 'const char *' key constructs a temporary std::string on every lookup [strcost-temporary-lookup-key]
  // CHECK-MESSAGES: :[[@LINE-2]]:16: note: cost per execution
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-NEXT: (void)M.find(std::string_view(P));
}

// `{}` builds an empty string: no allocation, no copy, nothing for a view
// to save. `{s}` binds the reference to `s` itself (no temporary), and so
// does `{makeKey()}` to the temporary the call returns anyway.
void negativeEmptyAndSame(const std::string &Text) {
  std::set<std::string, std::less<>> S;
  (void)S.find({});
  (void)S.find({Text});
  (void)S.find({makeKey()});
  std::map<std::string, int> M;
  (void)M.count({});
  (void)M.count({Text});
}

// A braced key does not hold the declaration edit back: braces never go to
// the key template, so they compile the same after the edit.
void positiveNextToEmptyKey(const char *P) {
  std::map<std::string, int> M;
  (void)M.count({});
  (void)M.count(P);
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-NEXT: (void)M.count({});
  // CHECK-FIXES-NEXT: (void)M.count(std::string_view(P));
}

// A buffer of a temporary lives to the end of the full expression.
void positiveBufferOfTemporary(std::size_t N) {
  std::set<std::string, std::less<>> S;
  (void)S.count({makeKey().data(), N});
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of a 'const char *' and a length
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: (void)S.count(std::string_view(makeKey().data(), N));
}

void positivePointerRange(const char *First, const char *Last) {
  std::set<std::string, std::less<>> S;
  (void)S.count({First, Last});
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of a 'const char *' range
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES-CXX17: (void)S.count(std::string_view(First, static_cast<std::size_t>(Last - First)));
  // CHECK-FIXES-CXX20: (void)S.count(std::string_view(First, Last));
  (void)S.count({First, Last, std::allocator<char>()});
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of a 'const char *' range
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES-CXX17: (void)S.count(std::string_view(First, static_cast<std::size_t>(Last - First)));
  // CHECK-FIXES-CXX20: (void)S.count(std::string_view(First, Last));
  (void)S.count({First + 1, Last});
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of a 'const char *' range
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES-CXX17: (void)S.count(std::string_view(First + 1, static_cast<std::size_t>(Last - (First + 1))));
  // CHECK-FIXES-CXX20: (void)S.count(std::string_view(First + 1, Last));
}

void positiveIteratorRange(const std::vector<char> &Chars) {
  std::set<std::string, std::less<>> S;
  (void)S.count({Chars.begin(), Chars.end()});
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of an iterator range
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-MESSAGES-CXX17: :[[@LINE-3]]:17: note: no fix-it: a view of an iterator range needs C++20
  // CHECK-FIXES-CXX17: (void)S.count({Chars.begin(), Chars.end()});
  // CHECK-FIXES-CXX20: (void)S.count(std::string_view(Chars.begin(), Chars.end()));
}

void positiveStringPart(const std::string &Text) {
  std::set<std::string, std::less<>> S;
  (void)S.count({Text, 1, 2});
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a substring key
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: (void)S.count(std::string_view(Text).substr(1, 2));
}

// Calls that insert or erase are not flagged.
void negativeInsertOrErase(const char *P, std::size_t N) {
  std::map<std::string, int> M;
  M[{P, N}] = 1;
  M.erase({P, N});
}

void positiveUnordered(const char *P, std::size_t N) {
  std::unordered_set<std::string> U;
  (void)U.count({P, N});
  // CHECK-MESSAGES-CXX20: :[[@LINE-1]]:17: warning: 'count' with a key of a 'const char *' and a length
  // CHECK-MESSAGES-CXX20: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES-CXX20: std::unordered_set<std::string, strcost::string_hash, std::equal_to<>> U;
  // CHECK-FIXES-CXX20-NEXT: (void)U.count(std::string_view(P, N));
}

#if __cplusplus >= 202002L
void positiveContains(const char *P, std::size_t N) {
  std::set<std::string, std::less<>> S;
  (void)S.contains({P, N});
  // CHECK-MESSAGES-CXX20: :[[@LINE-1]]:20: warning: 'contains' with a key of a 'const char *' and a length
  // CHECK-MESSAGES-CXX20: :[[@LINE-2]]:20: note: cost per execution
  // CHECK-FIXES-CXX20: (void)S.contains(std::string_view(P, N));
}
#endif

void positiveWide(const wchar_t *W, const char16_t *U, std::size_t N) {
  std::set<std::wstring, std::less<>> S;
  (void)S.count({W, N});
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of a 'const wchar_t *' and a length constructs a temporary std::wstring
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-FIXES: (void)S.count(std::wstring_view(W, N));
  std::set<std::u16string, std::less<>> S16;
  (void)S16.count({U});
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: 'count' with a 'const char16_t *' key constructs a temporary std::u16string
  // CHECK-MESSAGES: :[[@LINE-2]]:19: note: cost per execution
  // CHECK-FIXES: (void)S16.count(std::u16string_view(U));
}

// Macros: braces spelled in one are not edited.
#define BRACED(P, N) {P, N}
void positiveMacro(const char *P, std::size_t N) {
  std::set<std::string, std::less<>> S;
  (void)S.count(BRACED(P, N));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a key of a 'const char *' and a length
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-MESSAGES: :[[@LINE-3]]:17: note: no fix-it: the key is spelled inside a macro
}

// Templates: a dependent container is not seen; a key in a template that
// depends on nothing is reported once, in the definition.
template <class C>
int negativeDependentContainer(const C &Container, const char *P, std::size_t N) {
  return static_cast<int>(Container.count({P, N}));
}
template <class C>
int negativeUninstantiatedDependent(const C &Container, const char *P) {
  return static_cast<int>(Container.count({P, 2}));
}

template int negativeDependentContainer(const std::set<std::string, std::less<>> &,
                                        const char *, std::size_t);

template <class T>
int positiveInTemplate(const char *P, T N) {
  std::set<std::string, std::less<>> S;
  return static_cast<int>(S.count({P, 4}));
  // CHECK-MESSAGES: :[[@LINE-1]]:35: warning: 'count' with a key of a 'const char *' and a length
  // CHECK-MESSAGES: :[[@LINE-2]]:35: note: cost per execution
  // CHECK-FIXES: return static_cast<int>(S.count(std::string_view(P, 4)));
}
template int positiveInTemplate<int>(const char *, int);

template <class T>
int positiveInUninstantiatedTemplate(const char *P, T) {
  std::set<std::string, std::less<>> S;
  return static_cast<int>(S.count({P, 5}));
  // CHECK-MESSAGES-PARSED: :[[@LINE-1]]:35: warning: 'count' with a key of a 'const char *' and a length
  // CHECK-MESSAGES-PARSED: :[[@LINE-2]]:35: note: cost per execution
  // CHECK-FIXES-PARSED: return static_cast<int>(S.count(std::string_view(P, 5)));
}
