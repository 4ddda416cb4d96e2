// RUN: %check_strcost %s strcost-temporary-lookup-key %t -- -- -std=c++20 \
// RUN:   -I %S/Inputs/strcost-conditional-code
// RUN: %check_strcost %s strcost-temporary-lookup-key %t -- -- -std=c++17 \
// RUN:   -I %S/Inputs/strcost-conditional-code
// RUN: %check_strcost %s strcost-temporary-lookup-key %t -- -- -std=c++17 \
// RUN:   -I %S/Inputs/strcost-conditional-code \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// A container whose type or key type an #if chooses (an alias, a typedef, a
// macro), or a key made by a function declared in one branch of an #ifdef,
// may be another type in another configuration, where a transparent
// comparator or a std::string_view key would not compile: the finding stays,
// the fix-it does not. An alias of the mapped type, include guards, `#if 0`
// and conditionals around unrelated code change nothing.

#include <map>
#include <string>
#include "guarded_strings.h"
#include "platform_strings.h"

#ifdef USE_UNICODE
struct UnicodeString {
  UnicodeString(const char *);
  bool operator<(const UnicodeString &) const;
};
using String = UnicodeString;
#else
using String = std::string;
#endif

int positiveKeyTypeChosenByIfNoFix(const char *Key) {
  std::map<String, int> M;
  return M.count(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 'count' with a 'const char *' key constructs a temporary std::string on every lookup
  // CHECK-MESSAGES: :[[@LINE-2]]:18: note: no fix-it: type 'String' is chosen by a preprocessor conditional (#ifdef USE_UNICODE at {{.*}}:21)
}

int positivePlatformContainerNoFix(const char *Key) {
  PlatformMap M;
  return M.count(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-2]]:18: note: no fix-it: type 'PlatformMap' is chosen by a preprocessor conditional (#if defined(USE_ALT_MAP) at platform_strings.h:13)
}

#ifndef NO_NAME_MAP
typedef std::map<std::string, int> NameMap;
#endif

int positiveTypedefWithoutElseNoFix(const char *Key) {
  NameMap M;
  return M.count(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-2]]:18: note: no fix-it: type 'NameMap' is chosen by a preprocessor conditional (#ifndef NO_NAME_MAP at {{.*}}:45)
}

#ifdef USE_UNICODE
#define KEY_T UnicodeString
#else
#define KEY_T std::string
#endif

int positiveMacroSpelledKeyNoFix(const char *Key) {
  std::map<KEY_T, int> M;
  return M.count(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-2]]:18: note: no fix-it: macro 'KEY_T' is chosen by a preprocessor conditional (#ifdef USE_UNICODE at {{.*}}:56)
}

#ifdef USE_UNICODE
const wchar_t *keyOf(int);
#else
const char *keyOf(int);
#endif

int positiveKeyFromChosenFunctionNoFix(int I) {
  std::map<std::string, int> M;
  return M.count(keyOf(I));
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-2]]:18: note: no fix-it: function 'keyOf' is declared in one branch of a preprocessor conditional (#ifdef USE_UNICODE at {{.*}}:69), and another configuration may call another one
}

#ifdef WIDE_COUNTS
typedef long Count;
#else
typedef short Count;
#endif

Count negativeMappedTypeChosenByIf(const char *Key) {
  std::map<std::string, Count> M;
  // CHECK-FIXES: std::map<std::string, Count, std::less<>> M;
  return M.count(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 'count' with a 'const char *' key
  // CHECK-FIXES: return M.count(std::string_view(Key));
}

int negativeIncludeGuardedAlias(const char *Key) {
  GuardedMap M;
  return M.count(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 'count' with a 'const char *' key
  // (no fix-it for a reason of its own: the header may be compiled as C++11)
}

int negativeUnrelatedIfdefAndDeadCode(const char *Key) {
  std::map<std::string, unsigned> M;
  // CHECK-FIXES: std::map<std::string, unsigned, std::less<>> M;
#ifdef DEBUG_LOG
  M["debug"] = 1;
#endif
#if 0
  std::map<String, int> Old;
#endif
  return M.count(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 'count' with a 'const char *' key
  // CHECK-FIXES: return M.count(std::string_view(Key));
}
