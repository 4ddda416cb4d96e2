// RUN: %check_strcost -check-suffixes=STRICT %s strcost-string-constant %t -- -- -std=c++17
// RUN: %check_strcost -check-suffixes=IGNORED %s strcost-string-constant %t -- \
// RUN:   -config="{CheckOptions: {ConditionalCode.IgnoredMacros: 'AMALGAMATION'}}" \
// RUN:   -- -std=c++17
// RUN: %check_strcost -check-suffixes=IGNORED %s strcost-string-constant %t -- \
// RUN:   -config="{CheckOptions: {strcost-string-constant.ConditionalCode.IgnoredMacros: 'OTHER;AMALGAMATION'}}" \
// RUN:   -- -std=c++17 -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing
// RUN: %if libcxx %{ %check_strcost -check-suffixes=IGNORED %s strcost-string-constant %t -- \
// RUN:   -config="{CheckOptions: {ConditionalCode.IgnoredMacros: 'AMALGAMATION'}}" \
// RUN:   -- -std=c++20 -stdlib=libc++ %}

// A macro named in ConditionalCode.IgnoredMacros chooses nothing (an
// amalgamation switch): a constant declared in its block gets the fix. The
// include the fix adds still goes after the block, not inside it: the
// amalgamated build skips the block's text, and an include added there
// would be lost in it.

#if !defined(AMALGAMATION)
#include <string>
#endif
// CHECK-FIXES-IGNORED: #endif
// CHECK-FIXES-IGNORED-NEXT: #include <string_view>

void takeView(std::string_view) {}

#ifndef AMALGAMATION
const std::string kName = "name";
// CHECK-MESSAGES-STRICT: :[[@LINE-1]]:19: warning: string constant 'kName' is built by a dynamic initialiser
// CHECK-MESSAGES-STRICT: :[[@LINE-2]]:19: note: cost once per program start:
// CHECK-MESSAGES-STRICT: :[[@LINE-3]]:19: note: no fix-it: 'kName' is declared inside a preprocessor conditional (#ifndef AMALGAMATION at {{.*}}:[[@LINE-4]])
// CHECK-MESSAGES-IGNORED: :[[@LINE-4]]:19: warning: string constant 'kName' is built by a dynamic initialiser
// CHECK-MESSAGES-IGNORED: :[[@LINE-5]]:19: note: cost once per program start:
// CHECK-FIXES-IGNORED: constexpr std::string_view kName = "name";
#endif

#if !defined(AMALGAMATION) && !defined(NO_PATHS)
const std::string kPath = "/usr";
// CHECK-MESSAGES-STRICT: :[[@LINE-1]]:19: warning: string constant 'kPath' is built by a dynamic initialiser
// CHECK-MESSAGES-STRICT: :[[@LINE-2]]:19: note: cost once per program start:
// CHECK-MESSAGES-STRICT: :[[@LINE-3]]:19: note: no fix-it: 'kPath' is declared inside a preprocessor conditional (#if !defined(AMALGAMATION) && {{.*}})
// CHECK-MESSAGES-IGNORED: :[[@LINE-4]]:19: warning: string constant 'kPath' is built by a dynamic initialiser
// CHECK-MESSAGES-IGNORED: :[[@LINE-5]]:19: note: cost once per program start:
// CHECK-MESSAGES-IGNORED: :[[@LINE-6]]:19: note: no fix-it: 'kPath' is declared inside a preprocessor conditional (#if !defined(AMALGAMATION) && {{.*}})
#endif

void use() {
  takeView(kName);
  takeView(kPath);
}
