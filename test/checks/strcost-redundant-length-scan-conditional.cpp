// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++17 \
// RUN:   -I %S/Inputs/strcost-conditional-code
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++20 \
// RUN:   -I %S/Inputs/strcost-conditional-code
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++17 \
// RUN:   -I %S/Inputs/strcost-conditional-code \
// RUN:   -fms-compatibility -fms-compatibility-version=19.39 -fms-extensions -fdelayed-template-parsing

// The string, the type built from its pointer, or the function the pointer
// goes to may be chosen by an #if (an alias, a typedef, a macro, one branch
// of an #ifdef): in another configuration the object may have no size(), or
// the view may be a `const char *`. The finding stays, the fix-it does not.
// Include guards, `#if 0` and conditionals around unrelated code change
// nothing.

#include <cstring>
#include <string>
#include <string_view>
#include "guarded_strings.h"
#include "platform_strings.h"

#ifdef USE_LEGACY_STRING
struct LegacyString {
  const char *c_str() const;
};
using String = LegacyString;
#else
using String = std::string;
#endif

std::size_t positiveStringTypeChosenByIfNoFix(const String &S) {
  return std::strlen(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()' rescans for a length that 'String' (aka 'basic_string<char>') already stores; use 'size()'
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: type 'String' is chosen by a preprocessor conditional (#ifdef USE_LEGACY_STRING at {{.*}}:22)
}

std::size_t positivePlatformTypeNoFix(const PlatformString &S) {
  return std::strlen(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()' rescans
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: type 'PlatformString' is chosen by a preprocessor conditional (#ifdef _WIN32 at platform_strings.h:7)
}

#ifndef NO_STD_NAME
typedef std::string Name;
#endif

std::size_t positiveTypedefWithoutElseNoFix(const Name *N) {
  return std::strlen(N->c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()' rescans
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: type 'Name' is chosen by a preprocessor conditional (#ifndef NO_STD_NAME at {{.*}}:43)
}

#ifdef USE_LEGACY_STRING
#define STRING_T LegacyString
#else
#define STRING_T std::string
#endif

std::size_t positiveMacroSpelledStringNoFix(const STRING_T &S) {
  return std::strlen(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()' rescans
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: macro 'STRING_T' is chosen by a preprocessor conditional (#ifdef USE_LEGACY_STRING at {{.*}}:53)
}

#ifdef USE_LEGACY_STRING
void record(const char *);
#else
void record(std::string_view);
#endif

void positiveCalleeChosenByIfNoFix(const std::string &S) {
  record(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string view built from 'c_str()' rescans
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: function 'record' is declared in one branch of a preprocessor conditional (#ifdef USE_LEGACY_STRING at {{.*}}:65), and another configuration may call another one
}

std::size_t negativeIncludeGuardedType(const GuardedName &S) {
  return std::strlen(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()' rescans
  // CHECK-FIXES: return S.size();
}

std::size_t negativeUnrelatedIfdefAndDeadCode(const std::string &S) {
#ifdef DEBUG_LOG
  std::puts(S.c_str());
#endif
#if 0
  String Old = S;
#endif
  return std::strlen(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()' rescans
  // CHECK-FIXES: return S.size();
}
