// The DEFAULT and VIEW runs need '#include <string_view>' and
// '#include <utility>' in one place; every front-end, the compiler plugin's
// exported fixes through clang-apply-replacements included, must agree.
// RUN: %check_strcost -check-suffix=DEFAULT %s strcost-string-by-value-param %t -- -- -std=c++17
// RUN: %check_strcost -check-suffix=CONSTREF %s strcost-string-by-value-param %t -- \
// RUN:   -config="{CheckOptions: {strcost-string-by-value-param.PreferredFix: const-ref}}" -- -std=c++17
// RUN: %check_strcost -check-suffix=VIEW %s strcost-string-by-value-param %t -- \
// RUN:   -config="{CheckOptions: {strcost-string-by-value-param.PreferredFix: string-view}}" -- -std=c++17
// RUN: %check_strcost -check-suffix=IGNORE %s strcost-string-by-value-param %t -- \
// RUN:   -config="{CheckOptions: {strcost-string-by-value-param.IgnoredTypes: '^(Name|std::wstring)$', \
// RUN:     strcost-string-by-value-param.IgnoredFunctions: '^legacy::', \
// RUN:     strcost-string-by-value-param.CopiedOnceFix: const-ref}}" -- -std=c++17

#include <string>
// CHECK-FIXES-DEFAULT: #include <string>
// CHECK-FIXES-DEFAULT-NEXT: #include <string_view>
// CHECK-FIXES-DEFAULT-NEXT: #include <utility>
// CHECK-FIXES-VIEW: #include <string>
// CHECK-FIXES-VIEW-NEXT: #include <string_view>
// CHECK-FIXES-VIEW-NEXT: #include <utility>
// CHECK-FIXES-CONSTREF: #include <string>
// CHECK-FIXES-CONSTREF-NEXT: #include <utility>
// CHECK-FIXES-IGNORE: #include <string>
// CHECK-FIXES-IGNORE-NEXT: #include <string_view>

// PreferredFix: auto (the default) gives a view only to functions no other
// file can call; const-ref never gives one; string-view gives one to external
// functions too, trusting that other files' callers pass strings or literals.

static std::size_t localFunction(std::string S) { return S.size(); }
// CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:46: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
// CHECK-FIXES-DEFAULT: static std::size_t localFunction(std::string_view S) { return S.size(); }
// CHECK-MESSAGES-CONSTREF: :[[@LINE-3]]:46: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES-CONSTREF: static std::size_t localFunction(const std::string &S) { return S.size(); }
// CHECK-MESSAGES-VIEW: :[[@LINE-5]]:46: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
// CHECK-FIXES-VIEW: static std::size_t localFunction(std::string_view S) { return S.size(); }
// CHECK-MESSAGES-IGNORE: :[[@LINE-7]]:46: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
// CHECK-FIXES-IGNORE: static std::size_t localFunction(std::string_view S) { return S.size(); }

std::size_t externalFunction(std::string S) { return S.size(); }
// CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:42: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES-DEFAULT: std::size_t externalFunction(const std::string &S) { return S.size(); }
// CHECK-MESSAGES-CONSTREF: :[[@LINE-3]]:42: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES-CONSTREF: std::size_t externalFunction(const std::string &S) { return S.size(); }
// CHECK-MESSAGES-VIEW: :[[@LINE-5]]:42: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
// CHECK-FIXES-VIEW: std::size_t externalFunction(std::string_view S) { return S.size(); }
// CHECK-MESSAGES-IGNORE: :[[@LINE-7]]:42: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES-IGNORE: std::size_t externalFunction(const std::string &S) { return S.size(); }

// Even string-view keeps const& where a use needs a std::string.
std::size_t externalNeedsString(std::string S) { return S.c_str()[0]; }
// CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:45: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-MESSAGES-CONSTREF: :[[@LINE-2]]:45: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-MESSAGES-VIEW: :[[@LINE-3]]:45: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES-VIEW: std::size_t externalNeedsString(const std::string &S) { return S.c_str()[0]; }
// CHECK-MESSAGES-IGNORE: :[[@LINE-5]]:45: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'

// CopiedOnceFix: move (the default) or const-ref.
std::string copiedOnce(std::string Par) { std::string Tmp(Par); return Tmp; }
// CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:36: warning: the 'std::string' parameter 'Par' is copied on every call and then copied again; move it instead of copying it
// CHECK-FIXES-DEFAULT: std::string copiedOnce(std::string Par) { std::string Tmp(std::move(Par)); return Tmp; }
// CHECK-MESSAGES-CONSTREF: :[[@LINE-3]]:36: warning: the 'std::string' parameter 'Par' is copied on every call and then copied again
// CHECK-MESSAGES-VIEW: :[[@LINE-4]]:36: warning: the 'std::string' parameter 'Par' is copied on every call and then copied again
// CHECK-MESSAGES-IGNORE: :[[@LINE-5]]:36: warning: the 'std::string' parameter 'Par' {{.*}} only read; pass it as 'const std::string &'
// CHECK-FIXES-IGNORE: std::string copiedOnce(const std::string &Par) { std::string Tmp(Par); return Tmp; }

// IgnoredTypes: matched against the type as written and as the compiler
// names it; IgnoredFunctions: against the qualified function name.
using Name = std::string;
std::size_t aliasType(Name N) { return N.size(); }
// CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:28: warning: the 'Name' parameter 'N'
// CHECK-MESSAGES-CONSTREF: :[[@LINE-2]]:28: warning: the 'Name' parameter 'N'
// CHECK-MESSAGES-VIEW: :[[@LINE-3]]:28: warning: the 'Name' parameter 'N'

std::size_t wideType(std::wstring S) { return S.size(); }
// CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:35: warning: the 'std::wstring' parameter 'S'
// CHECK-MESSAGES-CONSTREF: :[[@LINE-2]]:35: warning: the 'std::wstring' parameter 'S'
// CHECK-MESSAGES-VIEW: :[[@LINE-3]]:35: warning: the 'std::wstring' parameter 'S'

namespace legacy {
std::size_t ignoredFunction(std::string S) { return S.size(); }
// CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:41: warning: the 'std::string' parameter 'S'
// CHECK-MESSAGES-CONSTREF: :[[@LINE-2]]:41: warning: the 'std::string' parameter 'S'
// CHECK-MESSAGES-VIEW: :[[@LINE-3]]:41: warning: the 'std::string' parameter 'S'
} // namespace legacy

std::size_t callers(const std::string &S) { return localFunction(S); }
