// RUN: %check_strcost %s strcost-temporary-lookup-key %t -- -- -std=c++20
// RUN: %check_strcost %s strcost-temporary-lookup-key %t -- -- -std=c++23

// Every container and every call with a heterogeneous overload, each key form
// that builds a temporary std::string, and the keys that do not.

#include <map>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

std::string makeKey();

// Ordered containers.

void positiveMapFindCString(const char *Key) {
  std::map<std::string, int> M;
  M.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key constructs a temporary std::string on every lookup [strcost-temporary-lookup-key]
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-NEXT: M.find(std::string_view(Key));
}

// In C++20 `!=` is rewritten as `!(a == b)`: the lookup inside it is still
// the user's code, not an instantiation.
bool positiveFindComparedWithEnd(const char *Key) {
  std::map<std::string, char> M;
  return M.find(Key) != M.end();
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'find' with a 'const char *' key
  // CHECK-FIXES: std::map<std::string, char, std::less<>> M;
  // CHECK-FIXES-NEXT: return M.find(std::string_view(Key)) != M.end();
}

void positiveMapCountLiteral() {
  std::map<std::string, int> M;
  (void)M.count("key");
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a string literal key constructs a temporary std::string on every lookup
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-NEXT: (void)M.count(std::string_view("key"));
}

bool positiveMapContainsArray() {
  char Buffer[16] = "key";
  std::map<std::string, int> M;
  return M.contains(Buffer);
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: 'contains' with a 'char[16]' key constructs a temporary std::string on every lookup
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-NEXT: return M.contains(std::string_view(Buffer));
}

void positiveMapLowerBoundExplicitView(std::string_view Key) {
  std::map<std::string, int> M;
  M.lower_bound(std::string(Key));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'lower_bound' with a 'std::string_view' key constructs a temporary std::string on every lookup
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-NEXT: M.lower_bound(Key);
}

void positiveMapUpperBoundExplicitBraces(const char *Key) {
  std::map<std::string, int> M;
  M.upper_bound(std::string{Key});
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'upper_bound' with a 'const char *' key
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-NEXT: M.upper_bound(std::string_view{Key});
}

void positiveMapEqualRangeExplicitCString(const char *Key) {
  std::map<std::string, int> M;
  M.equal_range(std::string(Key));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'equal_range' with a 'const char *' key
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-NEXT: M.equal_range(std::string_view(Key));
}

void positiveExplicitLiteral() {
  std::set<std::string> S;
  S.find(std::string("key"));
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a string literal key
  // CHECK-FIXES: std::set<std::string, std::less<>> S;
  // CHECK-FIXES-NEXT: S.find(std::string_view("key"));
}

void positiveExplicitArray() {
  const char Buffer[] = "key";
  std::multiset<std::string> S;
  S.lower_bound(std::string{Buffer});
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'lower_bound' with a 'const char[4]' key
  // CHECK-FIXES: std::multiset<std::string, std::less<>> S;
  // CHECK-FIXES-NEXT: S.lower_bound(std::string_view{Buffer});
}

void positiveMultimapFind(const char *Key) {
  std::multimap<std::string, int> M;
  M.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key
  // CHECK-FIXES: std::multimap<std::string, int, std::less<>> M;
  // CHECK-FIXES-NEXT: M.find(std::string_view(Key));
}

void positiveSetCount(const char *Key) {
  std::set<std::string> S;
  (void)S.count(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a 'const char *' key
  // CHECK-FIXES: std::set<std::string, std::less<>> S;
  // CHECK-FIXES-NEXT: (void)S.count(std::string_view(Key));
}

void positiveMultisetEqualRange(std::string_view Key) {
  std::multiset<std::string> S;
  S.equal_range(std::string(Key));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'equal_range' with a 'std::string_view'
  // CHECK-FIXES: std::multiset<std::string, std::less<>> S;
  // CHECK-FIXES-NEXT: S.equal_range(Key);
}

// Several lookups on one container: the first carries the whole fix.
int positiveSeveralLookups(const char *A, std::string_view B) {
  std::map<std::string, int> M;
  int N = static_cast<int>(M.count(A));
  // CHECK-MESSAGES: :[[@LINE-1]]:36: warning: 'count' with a 'const char *' key
  N += static_cast<int>(M.count(std::string(B)));
  // CHECK-MESSAGES: :[[@LINE-1]]:33: warning: 'count' with a 'std::string_view'
  // CHECK-MESSAGES: :[[@LINE-4]]:36: note: the fix-it here makes the container transparent and rewrites that key too
  return N;
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-NEXT: int N = static_cast<int>(M.count(std::string_view(A)));
  // CHECK-FIXES: N += static_cast<int>(M.count(B));
}

// Unordered containers (C++20 library: heterogeneous find/count/contains/
// equal_range).

void positiveUnorderedMapFind(const char *Key) {
  std::unordered_map<std::string, int> M;
  M.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key constructs a temporary std::string on every lookup
  // CHECK-FIXES: std::unordered_map<std::string, int, strcost::string_hash, std::equal_to<>> M;
  // CHECK-FIXES-NEXT: M.find(std::string_view(Key));
}

bool positiveUnorderedSetContains(std::string_view Key) {
  std::unordered_set<std::string> S;
  return S.contains(std::string(Key));
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: 'contains' with a 'std::string_view'
  // CHECK-FIXES: std::unordered_set<std::string, strcost::string_hash, std::equal_to<>> S;
  // CHECK-FIXES-NEXT: return S.contains(Key);
}

void positiveUnorderedMultimapEqualRange() {
  std::unordered_multimap<std::string, int> M;
  M.equal_range("key");
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'equal_range' with a string literal
  // CHECK-FIXES: std::unordered_multimap<std::string, int, strcost::string_hash, std::equal_to<>> M;
  // CHECK-FIXES-NEXT: M.equal_range(std::string_view("key"));
}

void positiveUnorderedMultisetCount(const char *Key) {
  std::unordered_multiset<std::string> S;
  (void)S.count(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'count' with a 'const char *'
  // CHECK-FIXES: std::unordered_multiset<std::string, strcost::string_hash, std::equal_to<>> S;
  // CHECK-FIXES-NEXT: (void)S.count(std::string_view(Key));
}

// Wide keys: the view and the hash follow the character type.

void positiveWideMap(const wchar_t *Key) {
  std::map<std::wstring, int> M;
  M.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const wchar_t *' key constructs a temporary std::wstring on every lookup
  // CHECK-FIXES: std::map<std::wstring, int, std::less<>> M;
  // CHECK-FIXES-NEXT: M.find(std::wstring_view(Key));
}

void positiveWideUnorderedSet(const wchar_t *Key) {
  std::unordered_set<std::wstring> S;
  S.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const wchar_t *' key constructs a temporary std::wstring
  // CHECK-FIXES: std::unordered_set<std::wstring, strcost::basic_string_hash<wchar_t>, std::equal_to<>> S;
  // CHECK-FIXES-NEXT: S.find(std::wstring_view(Key));
}

// No heterogeneous overload in this library (libstdc++ 12, libc++ 19): a fix
// could not remove the temporary, so nothing is said.

void negativeNoKeyTemplate(const char *Key) {
  std::map<std::string, int> M;
  M[Key] = 1;
  M.at(Key) = 2;
  M.erase(Key);
  M.extract(Key);
  M.try_emplace(Key, 3);
  M.insert_or_assign(Key, 4);
}

// Keys that build no temporary, or a copy of a string (not this check's).

void negativeStringKey(const std::string &Key) {
  std::map<std::string, int> M;
  M.find(Key);
  M.find(makeKey());
  M.find(std::string(Key));
}

// Issue 34: a pointer and a length are a view of the same characters (the
// family is in strcost-temporary-lookup-key-character-copies.cpp).
void positivePointerAndLength(const char *Key) {
  std::map<std::string, int> M;
  M.find(std::string(Key, 3));
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a key of a 'const char *' and a length constructs a temporary std::string on every lookup
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: cost per execution: no allocation, 3 bytes copied, ~3.0 ns{{$}}
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-NEXT: M.find(std::string_view(Key, 3));
}

void negativeIteratorErase() {
  std::map<std::string, int> M;
  M.erase(M.begin());
}

// A comparator of the user's: its meaning is not std::less's.
struct CaseInsensitiveLess {
  bool operator()(const std::string &, const std::string &) const;
};
void negativeCustomComparator(const char *Key) {
  std::map<std::string, int, CaseInsensitiveLess> M;
  M.find(Key);
}

// Not string keys.
void negativeIntKey() {
  std::map<int, int> M;
  M.find(1);
}

// Views of other character types or traits are not keys of this container.
struct Traits : std::char_traits<char> {};
void negativeCustomTraits(const char *Key) {
  std::map<std::basic_string<char, Traits>, int> M;
  M.find(Key);
}
