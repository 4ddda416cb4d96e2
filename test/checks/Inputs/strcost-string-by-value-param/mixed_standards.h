// Included by C++11 and C++17 translation units alike (see
// strcost-string-by-value-param-header-standard.cpp): a std::string_view
// written here would break the C++11 ones, unless HeaderMinimumStandard says
// every includer has C++17.
#pragma once
#include <string>
// CHECK-FIXES-HDR17: #include <string_view>

std::size_t positiveDeclaredHere(std::string S);
// CHECK-FIXES: std::size_t positiveDeclaredHere(const std::string &S);
// CHECK-FIXES-HDR17: std::size_t positiveDeclaredHere(std::string_view S);

inline std::size_t positiveInlineHere(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:51: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'const std::string &' [strcost-string-by-value-param]
// CHECK-MESSAGES: :[[@LINE-2]]:51: note: 'std::string_view' not offered: std::string_view needs C++17, and this header may be included from C++{{11|14}} translation units (option HeaderMinimumStandard)
// CHECK-FIXES: inline std::size_t positiveInlineHere(const std::string &S) { return S.size(); }
// CHECK-MESSAGES-HDR17: :[[@LINE-4]]:51: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'std::string_view' [strcost-string-by-value-param]
// CHECK-FIXES-HDR17: inline std::size_t positiveInlineHere(std::string_view S) { return S.size(); }

// Only const& is ever offered here: nothing changes with the option.
inline bool positiveNotAView(std::string S) { return S.c_str()[0] == 'x'; }
// CHECK-MESSAGES: :[[@LINE-1]]:42: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: inline bool positiveNotAView(const std::string &S) { return S.c_str()[0] == 'x'; }
// CHECK-MESSAGES-HDR17: :[[@LINE-3]]:42: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES-HDR17: inline bool positiveNotAView(const std::string &S) { return S.c_str()[0] == 'x'; }

// The move fix needs C++11 only: offered in a header whatever the option.
inline std::string positiveMovedHere(std::string S) { std::string Copy(S); return Copy; }
// CHECK-MESSAGES: :[[@LINE-1]]:50: warning: the 'std::string' parameter 'S' is copied on every call and then copied again
// CHECK-FIXES: inline std::string positiveMovedHere(std::string S) { std::string Copy(std::move(S)); return Copy; }
// CHECK-MESSAGES-HDR17: :[[@LINE-3]]:50: warning: the 'std::string' parameter 'S' is copied on every call and then copied again
// CHECK-FIXES-HDR17: inline std::string positiveMovedHere(std::string S) { std::string Copy(std::move(S)); return Copy; }
