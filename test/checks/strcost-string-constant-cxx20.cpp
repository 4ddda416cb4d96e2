// RUN: %check_strcost %s strcost-string-constant %t -- -- -std=c++20
// RUN: %check_strcost %s strcost-string-constant %t -- -- -std=c++23

// C++20: u8 literals are char8_t and build std::u8string; the comparisons are
// rewritten from <=> and ==, and starts_with/ends_with are members of both.

#include <compare>
#include <string>
// CHECK-FIXES: #include <string_view>

const std::u8string kUtf8 = u8"utf-8";
// CHECK-MESSAGES: :[[@LINE-1]]:21: warning: string constant 'kUtf8' {{.*}} a 'constexpr std::u8string_view' of the literal costs nothing
// CHECK-FIXES: constexpr std::u8string_view kUtf8 = u8"utf-8";
std::size_t positiveUtf8() { return kUtf8.size(); }

const std::string kOrdered = "ordered";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kOrdered'
// CHECK-FIXES: constexpr std::string_view kOrdered = "ordered";
bool positiveSpaceship(const std::string &S) { return (S <=> kOrdered) < 0 || kOrdered != S; }

const std::string kPrefix = "pre";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kPrefix'
// CHECK-FIXES: constexpr std::string_view kPrefix = "pre";
bool positiveStartsWith(const std::string &S) { return S.starts_with(kPrefix) || kPrefix.ends_with('e'); }

std::size_t negativeLocalCStr() {
  const std::string Local = "local";
  return Local.size() + Local.c_str()[0];
}
