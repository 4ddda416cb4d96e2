// RUN: %check_strcost %s strcost-temporary-lookup-key %t -- -- -std=c++20

// Where the container's type is spelled decides where the fix goes: the
// declaration itself, the alias every user goes through, or nowhere (a note)
// when other spellings of the type must keep agreeing with it.

#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>

// An alias all users go through.
using Index = std::map<std::string, int>;
// CHECK-FIXES: using Index = std::map<std::string, int, std::less<>>;
int positiveThroughAlias(const char *Key) {
  Index I;
  return I.find(Key)->second;
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'find' with a 'const char *' key
  // CHECK-FIXES: return I.find(std::string_view(Key))->second;
}
int positiveAliasUsedAsParameter(const Index &I, const char *Key) {
  return static_cast<int>(I.count(Key));
  // CHECK-MESSAGES: :[[@LINE-1]]:35: warning: 'count' with a 'const char *' key
  // CHECK-FIXES: return static_cast<int>(I.count(std::string_view(Key)));
  // CHECK-MESSAGES: :[[@LINE-8]]:17: note: the fix-it here makes the container transparent and rewrites that key too
}
int positiveAliasThroughPointer(const Index *I, const char *Key) {
  return static_cast<int>(I->count(Key));
  // CHECK-MESSAGES: :[[@LINE-1]]:36: warning: 'count' with a 'const char *' key
  // CHECK-FIXES: return static_cast<int>(I->count(std::string_view(Key)));
  // CHECK-MESSAGES: :[[@LINE-14]]:17: note: the fix-it here makes the container transparent and rewrites that key too
}
void negativeReferenceNoAlias(std::map<std::string, wchar_t> &Target, const char *Key) {
  std::map<std::string, wchar_t> &R = Target;
  R.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-3]]:35: note: no fix-it: it refers to a container declared elsewhere
}

// A typedef, and an alias of it: the innermost spelling is edited.
typedef std::set<std::string> NameSet;
// CHECK-FIXES: typedef std::set<std::string, std::less<>> NameSet;
using Names = NameSet;
bool positiveThroughTypedefChain(const Names &N, const char *Key) {
  return N.contains(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: 'contains' with a 'const char *' key
  // CHECK-FIXES: return N.contains(std::string_view(Key));
}

// A data member of a class defined in this file.
class Registry {
public:
  int lookup(const char *Name) const {
    auto It = Entries.find(Name);
    // CHECK-MESSAGES: :[[@LINE-1]]:28: warning: 'find' with a 'const char *' key
    // CHECK-FIXES: auto It = Entries.find(std::string_view(Name));
    return It == Entries.end() ? 0 : It->second;
  }

private:
  std::unordered_map<std::string, int> Entries;
  // CHECK-FIXES: std::unordered_map<std::string, int, strcost::string_hash, std::equal_to<>> Entries;
};

// Explicit default functors are replaced; the allocator stays.
void positiveExplicitLess(const char *Key) {
  std::map<std::string, long long, std::less<std::string>,
           std::allocator<std::pair<const std::string, long long>>> M;
  M.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key
  // CHECK-FIXES: std::map<std::string, long long, std::less<>,
}
void positiveExplicitHashOnly(const char *Key) {
  std::unordered_map<std::string, int, std::hash<std::string>> M;
  M.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key
  // CHECK-FIXES: std::unordered_map<std::string, int, strcost::string_hash, std::equal_to<>> M;
}
void positiveExplicitHashAndEqual(const char *Key) {
  std::unordered_map<std::string, int, std::hash<std::string>, std::equal_to<std::string>> M;
  M.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key
  // CHECK-FIXES: std::unordered_map<std::string, int, strcost::string_hash, std::equal_to<>> M;
}

// Nested in another template argument list: `>>>` still closes correctly.
void positiveNested(const char *Key) {
  std::unique_ptr<std::map<std::string, char>> M;
  M->find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:11: warning: 'find' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-2]]:11: note: no fix-it: the container is not a variable or data member whose declaration is visible here
}

// The type is also spelled by a function parameter that the container is
// handed to: changing one spelling alone would not compile.
void consume(std::map<std::string, long> &);
void negativeHandedToFunction(const char *Key) {
  std::map<std::string, long> M;
  M.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-3]]:31: note: no fix-it: the container's type cannot change alone; a container declared with 'std::less<>' here would take the key as it is
  // CHECK-MESSAGES: :[[@LINE+1]]:11: note: its use here depends on its type
  consume(M);
}

// A parameter: every caller spells the type too.
void negativeParameter(std::map<std::string, short> &M, const char *Key) {
  M.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-3]]:54: note: no fix-it: the container is a parameter
}

// Another spelling of the type that must agree: a member type (see
// strcost-temporary-lookup-key-other-spellings.cpp for the others).
std::set<std::wstring>::iterator firstOfSet();
void negativeAlsoSpelledElsewhere(const wchar_t *Key) {
  std::set<std::wstring> S;
  S.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const wchar_t *' key
  // CHECK-MESSAGES: :[[@LINE-3]]:26: note: no fix-it: the type is spelled in other places that must agree with it
  // CHECK-MESSAGES: :[[@LINE-6]]:6: note: the type is also spelled here
}

// Two independent containers of one type: each can change alone.
void positiveIndependentA(const char *Key) {
  std::multiset<std::string> S;
  S.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key
  // CHECK-FIXES: std::multiset<std::string, std::less<>> S;
}
void positiveIndependentB(const char *Key) {
  std::multiset<std::string> S;
  S.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key
  // CHECK-FIXES: std::multiset<std::string, std::less<>> S;
}

// Copied from another container of the type.
void negativeCopyInitialized(const char *Key) {
  std::multimap<std::string, char> A;
  std::multimap<std::string, char> B = A;
  B.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-3]]:36: note: no fix-it: the container's type cannot change alone
  // CHECK-MESSAGES: :[[@LINE-4]]:36: note: it is initialized from a value of its type
}

// The comparator object is handed out: its type would change.
void negativeKeyComp(const char *Key) {
  std::map<std::string, unsigned> M;
  M.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-3]]:35: note: no fix-it: the container's type cannot change alone
  // CHECK-MESSAGES: :[[@LINE+1]]:33: note: 'key_comp' ties it to its type
  std::less<std::string> Less = M.key_comp();
  (void)Less;
}

// Another lookup passes a key that converts to std::string but not to a
// view: the transparent comparator would receive it as it is and fail.
struct Name {
  operator std::string() const;
};
void negativeOtherKeyType(const char *Key, const Name &N) {
  std::map<std::string, double> M;
  M.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-3]]:33: note: no fix-it: a transparent comparator could not compare another key handed to it
  // CHECK-MESSAGES: :[[@LINE+1]]:10: note: this key would be passed on as it is
  M.find(N);
}

// Containers declared together share one spelling of their type, so one edit
// changes them all: a key that holds one of them back holds back all.
void positiveDeclaredTogether(const char *Key) {
  std::map<std::string, bool> A, B;
  // CHECK-FIXES: std::map<std::string, bool, std::less<>> A, B;
  A.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key
  // CHECK-FIXES: A.find(std::string_view(Key));
  B.count(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:11: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-5]]:10: note: the fix-it here makes the container transparent and rewrites that key too
  // CHECK-FIXES: B.count(std::string_view(Key));
}
void negativeDeclaredTogetherOtherKey(const char *Key, const Name &N) {
  std::map<std::string, char16_t> A, B;
  A.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-3]]:35: note: no fix-it: a transparent comparator could not compare another key handed to it
  // CHECK-MESSAGES: :[[@LINE+1]]:10: note: this key would be passed on as it is
  B.find(N);
  // CHECK-FIXES: std::map<std::string, char16_t> A, B;
}
void negativeDeclaredTogetherOtherKeyFirst(const char *Key, const Name &N) {
  std::map<std::string, char32_t> A, B;
  A.find(N);
  B.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-4]]:38: note: no fix-it: a transparent comparator could not compare another key handed to it
  // CHECK-MESSAGES: :[[@LINE-4]]:10: note: this key would be passed on as it is
  // CHECK-FIXES: std::map<std::string, char32_t> A, B;
}

// A deduced type is spelled by whatever it is deduced from.
std::map<std::string, float> makeMap();
void negativeDeduced(const char *Key) {
  auto M = makeMap();
  M.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-3]]:8: note: no fix-it: its type is deduced from its initializer
}

// An alias template: other specializations go through it too.
template <class V> using Dict = std::map<std::string, V>;
void negativeAliasTemplate(const char *Key) {
  Dict<bool> D;
  D.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-3]]:14: note: no fix-it: its type is spelled through an alias template
}

// In a template: seen once, in the definition, and not edited.
template <class T> void negativeInTemplate(const char *Key) {
  std::set<std::u16string> S;
  S.find(u"key");
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a string literal key constructs a temporary std::u16string on every lookup
  // CHECK-MESSAGES: :[[@LINE-3]]:28: note: no fix-it: it is declared in a template
}
template void negativeInTemplate<int>(const char *);

// A class template's member: other specializations share the declaration.
template <class T> struct Holder {
  std::set<std::string> Items;
};
void negativeClassTemplateMember(Holder<int> &H, const char *Key) {
  H.Items.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: 'find' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-5]]:25: note: no fix-it: it is declared in a template
}

// A range-for and other member calls leave the container free to change.
int positiveRangeFor(const char *Key) {
  std::map<std::string, unsigned char> M;
  M.insert({"a", 1});
  int Sum = 0;
  for (const auto &Entry : M)
    Sum += Entry.second;
  return Sum + static_cast<int>(M.count(Key));
  // CHECK-MESSAGES: :[[@LINE-1]]:41: warning: 'count' with a 'const char *' key
  // CHECK-FIXES: std::map<std::string, unsigned char, std::less<>> M;
  // CHECK-FIXES: return Sum + static_cast<int>(M.count(std::string_view(Key)));
}

// Through an alias, a template instantiated with a key that converts only to
// std::string looks the container up too: the alias stays as it is.
using Catalog = std::multimap<std::string, float>;
template <class K> bool hasKey(const Catalog &C, const K &Key) {
  return C.count(Key) != 0;
}
bool negativeAliasUsedByTemplate(const Catalog &C, const char *Key) {
  return C.count(Key) != 0 || hasKey(C, Name());
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-7]]:7: note: no fix-it: a transparent comparator could not compare another key handed to it
  // CHECK-MESSAGES: :[[@LINE-6]]:18: note: this key would be passed on as it is
}

// A variable at namespace scope, declared once in this file, used by two
// functions.
std::map<std::string, unsigned long> Counters;
// CHECK-FIXES: std::map<std::string, unsigned long, std::less<>> Counters;
unsigned long positiveGlobal(const char *Key) {
  auto It = Counters.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:27: warning: 'find' with a 'const char *' key
  // CHECK-FIXES: auto It = Counters.find(std::string_view(Key));
  return It == Counters.end() ? 0 : It->second;
}
void negativeGlobalOtherUse() { Counters.clear(); }

// Captured by a lambda: the closure's copy follows the variable's type.
bool positiveCapturedByLambda(const char32_t *Key) {
  std::multiset<std::u32string> Seen;
  auto Has = [Seen](const char32_t *K) { return Seen.count(K) != 0; };
  // CHECK-MESSAGES: :[[@LINE-1]]:60: warning: 'count' with a 'const char32_t *' key constructs a temporary std::u32string on every lookup
  // CHECK-FIXES: std::multiset<std::u32string, std::less<>> Seen;
  // CHECK-FIXES: auto Has = [Seen](const char32_t *K) { return Seen.count(std::u32string_view(K)) != 0; };
  return Has(Key);
}
