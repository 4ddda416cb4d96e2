// RUN: %check_strcost -header=Inputs/strcost-string-by-value-param/catalog.h %s \
// RUN:   strcost-string-by-value-param %t -- -- -std=c++17 \
// RUN:   -isystem %S/Inputs/strcost-string-by-value-param/system
// RUN: %check_strcost -check-suffix=VIEW -header=Inputs/strcost-string-by-value-param/catalog.h %s \
// RUN:   strcost-string-by-value-param %t -- \
// RUN:   -config="{CheckOptions: {strcost-string-by-value-param.PreferredFix: string-view, strcost-string-by-value-param.HeaderMinimumStandard: c++17}}" \
// RUN:   -- -std=c++17 -isystem %S/Inputs/strcost-string-by-value-param/system

// A definition and the declarations in a user header change together; the
// input then compiles against the fixed header. With PreferredFix=string-view
// the header also gets its <string_view> (HeaderMinimumStandard c++17 says
// every includer is C++17; the default, c++11, is tested in
// strcost-string-by-value-param-header-standard.cpp).

#include "catalog.h"
// CHECK-FIXES-VIEW: #include <string_view>
#include <sysapi.h>

bool positiveDeclaredInHeader(std::string Key) { return Key.empty(); }
// CHECK-MESSAGES: :[[@LINE-1]]:43: warning: the 'std::string' parameter 'Key' is copied on every call but only read; pass it as 'const std::string &'
// CHECK-FIXES: bool positiveDeclaredInHeader(const std::string &Key) { return Key.empty(); }
// CHECK-MESSAGES-VIEW: :[[@LINE-3]]:43: warning: the 'std::string' parameter 'Key' is copied on every call but only read; pass it as 'std::string_view'
// CHECK-FIXES-VIEW: bool positiveDeclaredInHeader(std::string_view Key) { return Key.empty(); }

bool positiveUnnamedInHeader(std::string Named) { return Named.size() > 2; }
// CHECK-MESSAGES: :[[@LINE-1]]:42: warning: the 'std::string' parameter 'Named' {{.*}} 'const std::string &'
// CHECK-FIXES: bool positiveUnnamedInHeader(const std::string &Named) { return Named.size() > 2; }
// CHECK-MESSAGES-VIEW: :[[@LINE-3]]:42: warning: the 'std::string' parameter 'Named' {{.*}} 'std::string_view'
// CHECK-FIXES-VIEW: bool positiveUnnamedInHeader(std::string_view Named) { return Named.size() > 2; }

std::size_t positiveDefaultInHeader(int N, std::string Sep) { return N * Sep.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:56: warning: the 'std::string' parameter 'Sep' {{.*}} 'const std::string &'
// CHECK-FIXES: std::size_t positiveDefaultInHeader(int N, const std::string &Sep) { return N * Sep.size(); }
// CHECK-MESSAGES-VIEW: :[[@LINE-3]]:56: warning: the 'std::string' parameter 'Sep' {{.*}} 'std::string_view'
// CHECK-FIXES-VIEW: std::size_t positiveDefaultInHeader(int N, std::string_view Sep) { return N * Sep.size(); }

std::size_t Catalog::count(std::string Prefix) const {
  // CHECK-MESSAGES: :[[@LINE-1]]:40: warning: the 'std::string' parameter 'Prefix' {{.*}} 'const std::string &'
  // CHECK-FIXES: std::size_t Catalog::count(const std::string &Prefix) const {
  // CHECK-MESSAGES-VIEW: :[[@LINE-3]]:40: warning: the 'std::string' parameter 'Prefix' {{.*}} 'std::string_view'
  // CHECK-FIXES-VIEW: std::size_t Catalog::count(std::string_view Prefix) const {
  return Items.compare(0, Prefix.size(), Prefix) == 0;
}

bool positiveFriend(const Catalog &C, std::string Name) { return C.count(Name) > Name.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:51: warning: the 'std::string' parameter 'Name' {{.*}} 'const std::string &'
// CHECK-FIXES: bool positiveFriend(const Catalog &C, const std::string &Name) { return C.count(Name) > Name.size(); }
// CHECK-MESSAGES-VIEW: :[[@LINE-3]]:51: warning: the 'std::string' parameter 'Name' {{.*}} 'const std::string &'
// CHECK-FIXES-VIEW: bool positiveFriend(const Catalog &C, const std::string &Name) { return C.count(Name) > Name.size(); }

// Declared in a system header: reported, but the declaration there cannot be
// edited, so no fix-it.
int systemDeclared(std::string S) { return static_cast<int>(S.size()); }
// CHECK-MESSAGES: :[[@LINE-1]]:32: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-MESSAGES: :[[@LINE-2]]:32: note: no fix-it: a declaration of the function is in a system header
// CHECK-MESSAGES-VIEW: :[[@LINE-3]]:32: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
// CHECK-MESSAGES-VIEW: :[[@LINE-4]]:32: note: no fix-it: a declaration of the function is in a system header

std::size_t callers(const Catalog &C) {
  return positiveDeclaredInHeader("a") + positiveUnnamedInHeader("b") +
         positiveDefaultInHeader(2) + positiveInlineInHeader("c") + C.count("d") +
         positiveFriend(C, "e") + systemDeclared("f") + positiveStaticInHeader("g");
}
