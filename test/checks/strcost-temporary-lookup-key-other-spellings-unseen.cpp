// RUN: %check_strcost -check-suffixes=,STRICT %s strcost-temporary-lookup-key %t -- -- -std=c++17
// RUN: %check_strcost -check-suffixes=,IGNORE %s strcost-temporary-lookup-key %t -- \
// RUN:   -config="{CheckOptions: {ConditionalCode: ignore}}" -- -std=c++17
// RUN: %check_strcost -check-suffixes=,STRICT %s strcost-temporary-lookup-key %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// A container whose type is spelled elsewhere changes alone only when every
// use of it is seen. A use in code this configuration skips may hand it to
// the other spelling in another one (ConditionalCode: strict holds the edit
// back; ignore fixes for this configuration). Under delayed template parsing
// a template never instantiated has no parsed body: the uses of a global
// there are unknown, and every other spelling must agree again.

#include <map>
#include <string>
#include <string_view>

int unrelated(const std::map<std::string, int> &Other) { return Other.empty() ? 0 : 1; }

std::size_t skippedUse(const char *Key) {
  std::map<std::string, int> M;
#ifdef STRCOST_NEVER_DEFINED
  unrelated(M);
#endif
  return M.count(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES-STRICT: :[[@LINE-6]]:30: note: no fix-it: the type is spelled in other places that must agree with it
  // CHECK-MESSAGES-STRICT: :18:26: note: the type is also spelled here
  // CHECK-FIXES-IGNORE: std::map<std::string, int, std::less<>> M;
}
