// RUN: %check_strcost -header=Inputs/strcost-temporary-lookup-key-other-spellings/registry.h %s \
// RUN:   strcost-temporary-lookup-key %t -- -- -std=c++17
// RUN: %check_strcost -header=Inputs/strcost-temporary-lookup-key-other-spellings/registry.h %s \
// RUN:   strcost-temporary-lookup-key %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing
// RUN: %if libcxx %{ %check_strcost -header=Inputs/strcost-temporary-lookup-key-other-spellings/registry.h %s \
// RUN:   strcost-temporary-lookup-key %t -- -- -std=c++20 -stdlib=libc++ %}

// The container's type spelled elsewhere too: a variable declared directly
// with the type changes alone when no value of it flows anywhere (its every
// use is a lookup, a member call, a subscript, a capture): the other spelling
// keeps its type and nothing connects the two. A use that hands the
// container on (a call, a swap, a reference, a return, decltype, a copy)
// holds the edit back as before. A data member, a static member and a type
// alias still make every other spelling agree. Every template here is
// instantiated (delayed template parsing parses them all).

#include "registry.h"
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

int unrelatedParameter(const std::map<std::string, int> &Other) { return Other.empty() ? 0 : 1; }

// --- No value flows: the edit is offered ------------------------------------------

int positiveParameterElsewhere(const char *Key) {
  std::map<std::string, int> M;
  M["one"] = 1;
  return M.find(Key)->second;
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'find' with a 'const char *' key
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M;
}

struct Registry {
  std::map<std::string, long> Table;
};
long takeTable(const std::map<std::string, long> &T) { return static_cast<long>(T.size()); }
long useRegistry(const Registry &R) { return takeTable(R.Table); }
long positiveMemberElsewhere(const char *Key) {
  std::map<std::string, long> M;
  return static_cast<long>(M.count(Key));
  // CHECK-MESSAGES: :[[@LINE-1]]:36: warning: 'count' with a 'const char *' key
  // CHECK-FIXES: std::map<std::string, long, std::less<>> M;
}

std::vector<std::map<std::string, char>> ManyMaps;
bool positiveTemplateArgumentElsewhere(const char *Key) {
  static std::map<std::string, char> M;
  return M.find(Key) != M.end();
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'find' with a 'const char *' key
  // CHECK-FIXES: static std::map<std::string, char, std::less<>> M;
}

static std::map<std::string, int> gCounts;
// CHECK-FIXES: static std::map<std::string, int, std::less<>> gCounts;
int positiveGlobal(const char *Key) {
  return gCounts.count(Key) ? gCounts.at("x") : 0;
  // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: 'count' with a 'const char *' key
}

// Spelled by a header's functions the container never reaches.
double positiveHeaderSpellsIt(const char *Key) {
  std::map<std::string, double> M;
  M.emplace("pi", 3.14);
  return M.find(Key)->second;
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'find' with a 'const char *' key
  // CHECK-FIXES: std::map<std::string, double, std::less<>> M;
}

// A lambda's captures take the container's type, whatever it becomes.
std::size_t positiveCaptured(const char *Key) {
  std::map<std::string, int> M;
  auto ByCopy = [M] { return M.size(); };
  auto ByReference = [&M] { return M.size(); };
  return M.count(Key) + ByCopy() + ByReference();
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 'count' with a 'const char *' key
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M;
}

// The other spelling in a function template (a local of a template is not
// edited: "declared in a template").
template <class T> std::size_t unrelatedTemplate(T, const std::set<std::string> &S) { return S.size(); }
std::size_t positiveSpelledInTemplate(const char *Key) {
  std::set<std::string> S;
  return S.count(Key) + unrelatedTemplate(1, std::set<std::string>());
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 'count' with a 'const char *' key
  // CHECK-FIXES: std::set<std::string, std::less<>> S;
}

// An alias used by both: editing it edits both (as before).
using Scores = std::map<std::string, unsigned>;
// CHECK-FIXES: using Scores = std::map<std::string, unsigned, std::less<>>;
unsigned sumScores(const Scores &S) { return static_cast<unsigned>(S.size()); }
unsigned positiveAliasUsedByBoth(const char *Key) {
  Scores S;
  return S.count(Key) + sumScores(S);
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 'count' with a 'const char *' key
}

// --- A value flows into the other spelling: held back ----------------------------

int negativePassedToCall(const char *Key) {
  std::map<std::string, int> M;
  return M.count(Key) + unrelatedParameter(M);
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-3]]:30: note: no fix-it: the container's type cannot change alone
  // CHECK-MESSAGES: :[[@LINE-3]]:44: note: its use here depends on its type
}

std::size_t negativeHeaderCall(const char *Key) {
  std::map<std::string, double> M;
  return M.count(Key) + countEntries(M);
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-3]]:33: note: no fix-it: the container's type cannot change alone
  // CHECK-MESSAGES: :[[@LINE-3]]:38: note: its use here depends on its type
}

double negativeInitializedFromCall(const char *Key) {
  std::map<std::string, double> M = loadEntries();
  return M.find(Key)->second;
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'find' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-3]]:33: note: no fix-it: the container's type cannot change alone
  // CHECK-MESSAGES: :[[@LINE-4]]:33: note: it is initialized from a value of its type
}

std::size_t negativeSwapped(const char *Key, std::map<std::string, int> &Other) {
  std::map<std::string, int> M;
  std::swap(M, Other);
  return M.count(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-4]]:30: note: no fix-it: the container's type cannot change alone
  // CHECK-MESSAGES: :[[@LINE-4]]:13: note: its use here depends on its type
}

int negativeCapturedAndPassed(const char *Key) {
  std::map<std::string, int> M;
  auto Pass = [&M] { return unrelatedParameter(M); };
  return static_cast<int>(M.count(Key)) + Pass();
  // CHECK-MESSAGES: :[[@LINE-1]]:35: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-4]]:30: note: no fix-it: the container's type cannot change alone
  // CHECK-MESSAGES: :[[@LINE-4]]:48: note: its use here depends on its type
}

struct Holder {
  explicit Holder(const std::map<std::string, int> &From) : Field(From) {}
  std::map<std::string, int> Field;
};
std::size_t negativeMemberInitializedFromIt(const char *Key) {
  std::map<std::string, int> M;
  Holder H(M);
  return M.count(Key) + H.Field.size();
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-4]]:30: note: no fix-it: the container's type cannot change alone
  // CHECK-MESSAGES: :[[@LINE-4]]:12: note: its use here depends on its type
}

std::map<std::string, int> negativeReturned(const char *Key) {
  std::map<std::string, int> M;
  M.find(Key);
  return M;
  // CHECK-MESSAGES: :[[@LINE-2]]:10: warning: 'find' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-4]]:30: note: no fix-it: the container's type cannot change alone
  // CHECK-MESSAGES: :[[@LINE-3]]:10: note: its use here depends on its type
}

std::size_t negativeReferenceBound(const char *Key) {
  std::map<std::string, int> M;
  const std::map<std::string, int> &Ref = M;
  return M.count(Key) + Ref.size();
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-4]]:30: note: no fix-it: the container's type cannot change alone
  // CHECK-MESSAGES: :[[@LINE-4]]:43: note: its use here depends on its type
}

std::size_t negativeDecltype(const char *Key) {
  std::map<std::string, int> M;
  decltype(M) Twin;
  return M.count(Key) + Twin.size() + unrelatedParameter(Twin);
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-4]]:30: note: no fix-it: the container's type cannot change alone
  // CHECK-MESSAGES: :[[@LINE-4]]:12: note: its use here depends on its type
}

// An `auto` copy would follow the new type, but its own uses are not
// followed yet: held back, as before.
std::size_t negativeAutoCopy(const char *Key) {
  std::map<std::string, int> M;
  auto Copy = M;
  return M.count(Key) + Copy.size();
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-4]]:30: note: no fix-it: the container's type cannot change alone
  // CHECK-MESSAGES: :[[@LINE-4]]:15: note: its use here depends on its type
}

// A member type of the container (its iterator) takes what a member call
// returns, and may differ with the functors: every spelling must agree, for
// every container of the type in the translation unit.
bool negativeIteratorSpelled(const char *Key) {
  std::map<std::string, bool> M;
  std::map<std::string, bool>::iterator It = M.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:53: warning: 'find' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-3]]:31: note: no fix-it: the type is spelled in other places that must agree with it
  // CHECK-MESSAGES: :[[@LINE-3]]:8: note: the type is also spelled here
  return It->second;
}

// --- Not a local or global variable: every other spelling must agree -------------

struct NegativeFieldHolder {
  std::map<std::string, int> Field;
  std::size_t lookUp(const char *Key) const { return Field.count(Key); }
  // CHECK-MESSAGES: :[[@LINE-1]]:66: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-3]]:30: note: no fix-it: the type is spelled in other places that must agree with it
  // CHECK-MESSAGES: :26:35: note: the type is also spelled here
};

struct NegativeStaticMember {
  static inline std::map<std::string, int> Shared;
  static std::size_t lookUp(const char *Key) { return Shared.count(Key); }
  // CHECK-MESSAGES: :[[@LINE-1]]:68: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-3]]:44: note: no fix-it: the type is spelled in other places that must agree with it
  // CHECK-MESSAGES: :26:35: note: the type is also spelled here
};

// A variable of external linkage: another translation unit may declare it.
std::map<std::string, int> gShared;
std::size_t negativeExternalLinkage(const char *Key) {
  return gShared.count(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-4]]:28: note: no fix-it: the type is spelled in other places that must agree with it
  // CHECK-MESSAGES: :26:35: note: the type is also spelled here
}

using Sizes = std::map<std::string, int>;
std::size_t negativeAliasAndDirectSpelling(const char *Key) {
  Sizes S;
  return S.count(Key) + unrelatedParameter(S);
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-5]]:7: note: no fix-it: the type is spelled in other places that must agree with it
  // CHECK-MESSAGES: :26:35: note: the type is also spelled here
}
