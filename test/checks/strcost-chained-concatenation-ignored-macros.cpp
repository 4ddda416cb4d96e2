// RUN: %check_strcost -check-suffixes=STRICT %s strcost-chained-concatenation %t -- -- -std=c++17 \
// RUN:   -I %S/Inputs/strcost-conditional-code
// RUN: %check_strcost -check-suffixes=IGNORED %s strcost-chained-concatenation %t -- \
// RUN:   -config="{CheckOptions: {ConditionalCode.IgnoredMacros: 'JSON_IS_AMALGAMATION'}}" \
// RUN:   -- -std=c++17 -I %S/Inputs/strcost-conditional-code
// RUN: %check_strcost -check-suffixes=IGNORED %s strcost-chained-concatenation %t -- \
// RUN:   -config="{CheckOptions: {strcost-chained-concatenation.ConditionalCode.IgnoredMacros: 'OTHER; JSON_IS_AMALGAMATION'}}" \
// RUN:   -- -std=c++11 -I %S/Inputs/strcost-conditional-code
// RUN: %check_strcost -check-suffixes=IGNORED %s strcost-chained-concatenation %t -- \
// RUN:   -config="{CheckOptions: {ConditionalCode.IgnoredMacros: 'JSON_IS_AMALGAMATION'}}" \
// RUN:   -- -std=c++17 -I %S/Inputs/strcost-conditional-code \
// RUN:   -fms-compatibility -fms-compatibility-version=19.39 -fms-extensions -fdelayed-template-parsing
// RUN: %if libcxx %{ %check_strcost -check-suffixes=IGNORED %s strcost-chained-concatenation %t -- \
// RUN:   -config="{CheckOptions: {ConditionalCode.IgnoredMacros: 'JSON_IS_AMALGAMATION'}}" \
// RUN:   -- -std=c++20 -stdlib=libc++ -I %S/Inputs/strcost-conditional-code %}

// A macro the user names in ConditionalCode.IgnoredMacros chooses nothing:
// the type 'String' a header declares, included under
// `#if !defined(JSON_IS_AMALGAMATION)`, is then the same in every
// configuration and the fix is offered. Conditionals on other macros, and a
// condition naming another macro besides, still withhold it.

#if !defined(JSON_IS_AMALGAMATION)
#include "amalgamation_config.h"
#endif
// CHECK-FIXES-IGNORED: #include <strcost/str_cat.h>

#if !defined(JSON_IS_AMALGAMATION) && !defined(JSON_NO_PATHS)
typedef Json::String PathString;
#endif

#ifdef JSON_WIDE_KEYS
typedef std::wstring KeyString;
#else
typedef std::string KeyString;
#endif

Json::String positiveAmalgamationSwitch(const Json::String &A) {
  return A + "/" + A;
  // CHECK-MESSAGES-STRICT: :[[@LINE-1]]:10: warning: string built from 3 pieces by chained 'operator+' may allocate at every step; use 'strcost::str_cat' to allocate at most once
  // CHECK-MESSAGES-STRICT: :[[@LINE-2]]:10: note: no fix-it: type 'String' is chosen by a preprocessor conditional (#if !defined(JSON_IS_AMALGAMATION) at {{.*}}:23)
  // CHECK-MESSAGES-IGNORED: :[[@LINE-3]]:10: warning: string built from 3 pieces by chained 'operator+' may allocate at every step; use 'strcost::str_cat' to allocate at most once
  // CHECK-FIXES-IGNORED: return strcost::str_cat(A, "/", A);
}

PathString negativeConditionNamesAnotherMacro(const PathString &A) {
  return A + "/" + A;
  // CHECK-MESSAGES-STRICT: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-MESSAGES-STRICT: :[[@LINE-2]]:10: note: no fix-it: type 'PathString' is chosen by a preprocessor conditional (#if !defined(JSON_IS_AMALGAMATION) && {{.*}})
  // CHECK-MESSAGES-IGNORED: :[[@LINE-3]]:10: warning: string built from 3 pieces
  // CHECK-MESSAGES-IGNORED: :[[@LINE-4]]:10: note: no fix-it: type 'PathString' is chosen by a preprocessor conditional (#if !defined(JSON_IS_AMALGAMATION) && {{.*}})
  // CHECK-FIXES-IGNORED: return A + "/" + A;
}

KeyString negativeOtherMacro(const KeyString &A) {
  return A + "/" + A;
  // CHECK-MESSAGES-STRICT: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-MESSAGES-STRICT: :[[@LINE-2]]:10: note: no fix-it: type 'KeyString' is chosen by a preprocessor conditional (#ifdef JSON_WIDE_KEYS at {{.*}}:32)
  // CHECK-MESSAGES-IGNORED: :[[@LINE-3]]:10: warning: string built from 3 pieces
  // CHECK-MESSAGES-IGNORED: :[[@LINE-4]]:10: note: no fix-it: type 'KeyString' is chosen by a preprocessor conditional (#ifdef JSON_WIDE_KEYS at {{.*}}:32)
  // CHECK-FIXES-IGNORED: return A + "/" + A;
}
