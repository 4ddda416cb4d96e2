// RUN: %check_strcost -header=Inputs/strcost-string-by-value-param/mixed_standards.h %s \
// RUN:   strcost-string-by-value-param %t -- \
// RUN:   -config="{CheckOptions: {strcost-string-by-value-param.PreferredFix: string-view}}" -- -std=c++17
// RUN: %check_strcost -header=Inputs/strcost-string-by-value-param/mixed_standards.h %s \
// RUN:   strcost-string-by-value-param %t -- \
// RUN:   -config="{CheckOptions: {strcost-string-by-value-param.PreferredFix: string-view, strcost-string-by-value-param.HeaderMinimumStandard: c++14}}" -- -std=c++20
// RUN: %check_strcost -check-suffix=HDR17 -header=Inputs/strcost-string-by-value-param/mixed_standards.h %s \
// RUN:   strcost-string-by-value-param %t -- \
// RUN:   -config="{CheckOptions: {strcost-string-by-value-param.PreferredFix: string-view, strcost-string-by-value-param.HeaderMinimumStandard: c++17}}" -- -std=c++17
// RUN: %check_strcost -check-suffix=HDR17 -header=Inputs/strcost-string-by-value-param/mixed_standards.h %s \
// RUN:   strcost-string-by-value-param %t -- \
// RUN:   -config="{CheckOptions: {strcost-string-by-value-param.PreferredFix: string-view, HeaderMinimumStandard: main-file}}" -- -std=c++17

// A view in a header is C++17 code in every translation unit that includes
// it. Below HeaderMinimumStandard c++17 (the default is c++11) a fix whose
// edits reach a header offers const& instead, says why in a note, and inserts
// no <string_view>; in the main file a view stays a view.

#include "mixed_standards.h"

std::size_t positiveDeclaredHere(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:46: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'const std::string &' [strcost-string-by-value-param]
// CHECK-MESSAGES: :[[@LINE-2]]:46: note: 'std::string_view' not offered: std::string_view needs C++17, and this header may be included from C++{{11|14}} translation units (option HeaderMinimumStandard)
// CHECK-FIXES: std::size_t positiveDeclaredHere(const std::string &S) { return S.size(); }
// CHECK-MESSAGES-HDR17: :[[@LINE-4]]:46: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'std::string_view' [strcost-string-by-value-param]
// CHECK-FIXES-HDR17: std::size_t positiveDeclaredHere(std::string_view S) { return S.size(); }

// Only in the main file: a view, whatever the option.
std::size_t positiveMainFileOnly(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:46: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
// CHECK-FIXES: std::size_t positiveMainFileOnly(std::string_view S) { return S.size(); }
// CHECK-MESSAGES-HDR17: :[[@LINE-3]]:46: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
// CHECK-FIXES-HDR17: std::size_t positiveMainFileOnly(std::string_view S) { return S.size(); }

static std::size_t positiveStaticInMain(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:53: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
// CHECK-FIXES: static std::size_t positiveStaticInMain(std::string_view S) { return S.size(); }
// CHECK-MESSAGES-HDR17: :[[@LINE-3]]:53: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
// CHECK-FIXES-HDR17: static std::size_t positiveStaticInMain(std::string_view S) { return S.size(); }

std::size_t callers() {
  return positiveDeclaredHere("a") + positiveInlineHere("b") + positiveNotAView("c") +
         positiveMovedHere("d").size() + positiveMainFileOnly("e") + positiveStaticInMain("f");
}
