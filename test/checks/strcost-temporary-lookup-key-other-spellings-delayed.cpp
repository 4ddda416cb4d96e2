// RUN: %check_strcost -check-suffixes=,STD %s strcost-temporary-lookup-key %t -- -- -std=c++17
// RUN: %check_strcost -check-suffixes=,MS %s strcost-temporary-lookup-key %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// A template never instantiated hands the global container to a function that
// spells its type. Parsed, that use holds the edit back; under delayed
// template parsing (MSVC's way) the body is never parsed, its uses are
// unknown, and the other spelling must agree as before: no fix-it either way.

#include <map>
#include <string>
#include <string_view>

int unrelated(const std::map<std::string, int> &Other) { return Other.empty() ? 0 : 1; }

static std::map<std::string, int> gTable;

std::size_t lookUp(const char *Key) {
  return gTable.count(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES-STD: :16:35: note: no fix-it: the container's type cannot change alone
  // CHECK-MESSAGES-STD: :27:64: note: its use here depends on its type
  // CHECK-MESSAGES-MS: :16:35: note: no fix-it: the type is spelled in other places that must agree with it
  // CHECK-MESSAGES-MS: :14:26: note: the type is also spelled here
}

template <class T> int neverInstantiated(T) { return unrelated(gTable); }
