// RUN: %check_strcost %s strcost-string-constant %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-string-constant %t -- -- -std=c++20
// RUN: %check_strcost %s strcost-string-constant %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing
// RUN: %if libcxx %{ %check_strcost %s strcost-string-constant %t -- -- -std=c++17 -stdlib=libc++ %}

// A string constant of static storage returned from a function whose return
// type is the view type: the view of the literal outlives every call as the
// string did, so the function returns the same characters either way. Any
// other return (a string, a reference, a view of a local, a conditional, a
// deduced type) still needs the std::string. No templates here: under delayed
// template parsing one never instantiated would hide uses (see -templates).

#include <memory_resource>
#include <optional>
#include <string>
#include <string_view>

// --- Returned as the view the function returns -----------------------------------

const std::string kName = "name";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kName' is built by a dynamic initialiser and destroyed at exit; a 'constexpr std::string_view' of the literal costs nothing [strcost-string-constant]
// CHECK-FIXES: constexpr std::string_view kName = "name";
std::string_view positiveReturned() { return kName; }

static const std::string kStatic = "static";
// CHECK-MESSAGES: :[[@LINE-1]]:26: warning: string constant 'kStatic'
// CHECK-FIXES: static constexpr std::string_view kStatic = "static";
std::string_view positiveReturnedStatic() { return kStatic; }

namespace {
const std::string kAlsoRead = "also read";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kAlsoRead'
// CHECK-FIXES: constexpr std::string_view kAlsoRead = "also read";
} // namespace
std::string_view positiveReturnedAndRead(bool Empty) {
  if (Empty || kAlsoRead.find(' ') == 0)
    return {};
  return kAlsoRead;
}

const std::string kParenthesised = "parenthesised";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kParenthesised'
// CHECK-FIXES: constexpr std::string_view kParenthesised = "parenthesised";
std::string_view positiveParenthesised() { return (kParenthesised); }

const std::string kTrailing = "trailing";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kTrailing'
// CHECK-FIXES: constexpr std::string_view kTrailing = "trailing";
auto positiveTrailingReturnType() -> std::string_view { return kTrailing; }

using NameView = std::string_view;
const std::string kAliasedReturn = "aliased";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kAliasedReturn'
// CHECK-FIXES: constexpr std::string_view kAliasedReturn = "aliased";
NameView positiveAliasedReturnType() { return kAliasedReturn; }

const std::string kInLambda = "in a lambda";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kInLambda'
// CHECK-FIXES: constexpr std::string_view kInLambda = "in a lambda";
std::size_t positiveLambda() {
  auto Get = []() -> std::string_view { return kInLambda; };
  return Get().size();
}

#define RETURN_IT(x) return x
const std::string kMacroReturned = "macro";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kMacroReturned'
// CHECK-FIXES: constexpr std::string_view kMacroReturned = "macro";
std::string_view positiveReturnedThroughMacro() { RETURN_IT(kMacroReturned); }

// The function's own type does not change: virtual and override are fine.
const std::string kVirtual = "virtual";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kVirtual'
// CHECK-FIXES: constexpr std::string_view kVirtual = "virtual";
const std::string kOverride = "override";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kOverride'
// CHECK-FIXES: constexpr std::string_view kOverride = "override";
struct PositiveBase {
  virtual ~PositiveBase() = default;
  virtual std::string_view name() const { return kVirtual; }
};
struct PositiveDerived : PositiveBase {
  std::string_view name() const override { return kOverride; }
};

// A static member returned by a member function.
struct PositiveConfig {
  static inline const std::string kMember = "member";
  // CHECK-MESSAGES: :[[@LINE-1]]:35: warning: string constant 'kMember'
  // CHECK-FIXES: static inline constexpr std::string_view kMember = "member";
  std::string_view name() const { return kMember; }
};

// A function-local static outlives the call as well.
std::string_view positiveStaticLocal() {
  static const std::string kLocal = "local static";
  // CHECK-MESSAGES: :[[@LINE-1]]:28: warning: string constant 'kLocal' is built on the first call
  // CHECK-FIXES: static constexpr std::string_view kLocal = "local static";
  return kLocal;
}

std::size_t positiveStaticLocalInLambda() {
  static const std::string kCaptured = "static in a lambda";
  // CHECK-MESSAGES: :[[@LINE-1]]:28: warning: string constant 'kCaptured'
  // CHECK-FIXES: static constexpr std::string_view kCaptured = "static in a lambda";
  auto Get = []() -> std::string_view { return kCaptured; };
  return Get().size();
}

// Wide and polymorphic-allocator strings: the view follows the characters.
const std::wstring kWide = L"wide";
// CHECK-MESSAGES: :[[@LINE-1]]:20: warning: string constant 'kWide'
// CHECK-FIXES: constexpr std::wstring_view kWide = L"wide";
std::wstring_view positiveWide() { return kWide; }

const std::u16string kUtf16 = u"utf-16";
// CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string constant 'kUtf16'
// CHECK-FIXES: constexpr std::u16string_view kUtf16 = u"utf-16";
std::u16string_view positiveUtf16() { return kUtf16; }

const std::pmr::string kPmr = "pmr";
// CHECK-MESSAGES: :[[@LINE-1]]:24: warning: string constant 'kPmr'
// CHECK-FIXES: constexpr std::string_view kPmr = "pmr";
std::string_view positivePmr() { return kPmr; }

// --- Returned as something else: the std::string is needed --------------------

const std::string kNegativeByReference = "by reference";
const std::string &negativeReturnedByReference() { return kNegativeByReference; }

const std::string kNegativeByValue = "by value";
std::string negativeReturnedByValue() { return kNegativeByValue; }

const std::string kNegativeDeduced = "deduced";
auto negativeDeducedReturnType() { return kNegativeDeduced; }

const std::string kNegativeLeft = "left";
const std::string kNegativeRight = "right";
std::string_view negativeConditional(bool B) { return B ? kNegativeLeft : kNegativeRight; }

const std::string kNegativeOptional = "optional";
std::optional<std::string_view> negativeOptional() { return kNegativeOptional; }

const std::string kNegativeCStr = "c_str";
std::string_view negativeReturnedAndCStr() { return kNegativeCStr; }
const char *negativeCStr() { return kNegativeCStr.c_str(); }

const std::string kNegativeAddress = "address";
std::string_view negativeReturnedAndAddressTaken() { return kNegativeAddress; }
const std::string *negativeAddress() { return &kNegativeAddress; }

// A view bound to a `const std::string_view &` return dangles today; a local's
// view returned dangles today. The compiler reports both; a fix would hide them.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wreturn-stack-address"
const std::string kNegativeViewReference = "view reference";
const std::string_view &negativeViewReference() { return kNegativeViewReference; }

std::string_view negativeLocalReturned() {
  const std::string Local = "local";
  return Local;
}
#pragma clang diagnostic pop
