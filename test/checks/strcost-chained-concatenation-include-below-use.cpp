// RUN: %check_strcost %s strcost-chained-concatenation,strcost-string-constant %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-chained-concatenation,strcost-string-constant %t -- -- -std=c++20 -stdlib=libc++
// RUN: %check_strcost %s strcost-chained-concatenation,strcost-string-constant %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing
// REQUIRES: libcxx

// The file includes more headers after the code that needs the inserted
// ones. The include inserter puts <strcost/str_cat.h> and <string_view> after
// the last include that sorts before them, <string.h>, below the code that
// needs them (which then no longer compiles): they go after the last include
// above that code instead.

#include <string>
// CHECK-FIXES: #include <string>
// CHECK-FIXES-NEXT: #include <strcost/str_cat.h>
// CHECK-FIXES-NEXT: #include <string_view>

std::string join(const std::string &A, const std::string &B) { return A + "/" + B + "/"; }
// CHECK-MESSAGES: :[[@LINE-1]]:71: warning: string built from 4 pieces by chained 'operator+' may allocate at every step; use 'strcost::str_cat' to allocate at most once [strcost-chained-concatenation]
// CHECK-FIXES: std::string join(const std::string &A, const std::string &B) { return strcost::str_cat(A, "/", B, "/"); }

const std::string kSeparator = "/";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kSeparator' is built by a dynamic initialiser
// CHECK-FIXES: constexpr std::string_view kSeparator = "/";
std::size_t separatorSize() { return kSeparator.size(); }

#include <string.h>
