// Declarations whose definitions live in strcost-string-by-value-param-header.cpp:
// the parameter changes here and there together, or not at all.
#pragma once
#include <string>
// CHECK-FIXES-VIEW: #include <string_view>

bool positiveDeclaredInHeader(std::string Key);
// CHECK-FIXES: bool positiveDeclaredInHeader(const std::string &Key);
// CHECK-FIXES-VIEW: bool positiveDeclaredInHeader(std::string_view Key);

bool positiveUnnamedInHeader(std::string);
// CHECK-FIXES: bool positiveUnnamedInHeader(const std::string &);
// CHECK-FIXES-VIEW: bool positiveUnnamedInHeader(std::string_view);

std::size_t positiveDefaultInHeader(int N, std::string Sep = ", ");
// CHECK-FIXES: std::size_t positiveDefaultInHeader(int N, const std::string &Sep = ", ");
// CHECK-FIXES-VIEW: std::size_t positiveDefaultInHeader(int N, std::string_view Sep = ", ");

class Catalog {
public:
  std::size_t count(std::string Prefix) const;
  // CHECK-FIXES: std::size_t count(const std::string &Prefix) const;
  // CHECK-FIXES-VIEW: std::size_t count(std::string_view Prefix) const;
  friend bool positiveFriend(const Catalog &C, std::string Name);
  // CHECK-FIXES: friend bool positiveFriend(const Catalog &C, const std::string &Name);
  // CHECK-FIXES-VIEW: friend bool positiveFriend(const Catalog &C, const std::string &Name);

private:
  std::string Items;
};

// Defined here: the finding is reported in the header, once.
inline std::size_t positiveInlineInHeader(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:55: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'const std::string &'
// CHECK-FIXES: inline std::size_t positiveInlineInHeader(const std::string &S) { return S.size(); }
// CHECK-MESSAGES-VIEW: :[[@LINE-3]]:55: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'std::string_view'
// CHECK-FIXES-VIEW: inline std::size_t positiveInlineInHeader(std::string_view S) { return S.size(); }

// Internal linkage, but each file that includes the header has its own
// callers: a view in one and const& in another would be conflicting edits.
static inline std::size_t positiveStaticInHeader(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:62: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'const std::string &'
// CHECK-FIXES: static inline std::size_t positiveStaticInHeader(const std::string &S) { return S.size(); }
// CHECK-MESSAGES-VIEW: :[[@LINE-3]]:62: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'std::string_view'
// CHECK-FIXES-VIEW: static inline std::size_t positiveStaticInHeader(std::string_view S) { return S.size(); }
