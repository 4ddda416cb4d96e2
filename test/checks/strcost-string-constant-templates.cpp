// RUN: %check_strcost %s strcost-string-constant %t -- -- -std=c++17
// RUN: %check_strcost -check-suffix=MS %s strcost-string-constant %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// Templates: a constant in a function template is judged once, in the
// template as written (a use that depends on a template parameter is not
// understood there, so it declines); a variable template or a member of a
// class template is reported without a fix-it. Under delayed template parsing
// (MSVC's way) a template never instantiated has no parsed body, so uses of
// a namespace-scope constant are unknown: reported without a fix-it.

#include <iostream>
#include <string>
// CHECK-FIXES: #include <string_view>
// CHECK-FIXES-MS: #include <string_view>

template <class T> std::size_t positiveInFunctionTemplate(T Value) {
  static const std::string kUnit = "units";
  // CHECK-MESSAGES: :[[@LINE-1]]:28: warning: string constant 'kUnit'
  // CHECK-FIXES: static constexpr std::string_view kUnit = "units";
  // CHECK-MESSAGES-MS: :[[@LINE-3]]:28: warning: string constant 'kUnit'
  // CHECK-FIXES-MS: static constexpr std::string_view kUnit = "units";
  return kUnit.size() + sizeof(Value);
}
std::size_t useFunctionTemplate() { return positiveInFunctionTemplate(1) + positiveInFunctionTemplate('c'); }

template <class T> void negativeDependentUse(T &Sink) {
  const std::string Text = "dependent";
  Sink(Text);
}
void useDependent() { auto Print = [](std::string_view S) { std::cout << S; }; negativeDependentUse(Print); }

template <class T> const std::string kVariableTemplate = "variable";
// CHECK-MESSAGES: :[[@LINE-1]]:38: warning: string constant 'kVariableTemplate'
// CHECK-MESSAGES: :[[@LINE-2]]:38: note: no fix-it: it is a variable template
// CHECK-MESSAGES-MS: :[[@LINE-3]]:38: warning: string constant 'kVariableTemplate'
// CHECK-MESSAGES-MS: :[[@LINE-4]]:38: note: no fix-it: it is a variable template
std::size_t useVariableTemplate() { return kVariableTemplate<int>.size() + kVariableTemplate<char>.size(); }

template <class T> struct Holder {
  static inline const std::string kMember = "member";
  // CHECK-MESSAGES: :[[@LINE-1]]:35: warning: string constant 'kMember'
  // CHECK-MESSAGES: :[[@LINE-2]]:35: note: no fix-it: it is a member of a class template
  // CHECK-MESSAGES-MS: :[[@LINE-3]]:35: warning: string constant 'kMember'
  // CHECK-MESSAGES-MS: :[[@LINE-4]]:35: note: no fix-it: it is a member of a class template
};
std::size_t useHolder() { return Holder<int>::kMember.size(); }

const std::string kUsedByTemplate = "used";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kUsedByTemplate'
// CHECK-FIXES: constexpr std::string_view kUsedByTemplate = "used";
// CHECK-MESSAGES-MS: :[[@LINE-3]]:19: warning: string constant 'kUsedByTemplate'
// CHECK-MESSAGES-MS: :[[@LINE-4]]:19: note: no fix-it: a template body that was never parsed (delayed template parsing) may use it
template <class T> std::size_t instantiated(T) { return kUsedByTemplate.size(); }
std::size_t useInstantiated() { return instantiated(1); }

// Never instantiated: under delayed template parsing its body is never parsed,
// and what it does with a constant is unknown (here: it needs a std::string).
void takeRef(const std::string &);
const std::string kNeededByTemplate = "needed";
// CHECK-MESSAGES-MS: :[[@LINE-1]]:19: warning: string constant 'kNeededByTemplate'
// CHECK-MESSAGES-MS: :[[@LINE-2]]:19: note: no fix-it: a template body that was never parsed (delayed template parsing) may use it
template <class T> void neverInstantiated(T) { takeRef(kNeededByTemplate); }

const std::string kDependentUse = "dependent";
template <class T> void negativePassedDependently(T &Sink) { Sink(kDependentUse); }
void useDependentUse() { auto Print = [](std::string_view S) { std::cout << S; }; negativePassedDependently(Print); }

const std::string kGenericLambda = "generic";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kGenericLambda'
// CHECK-FIXES: constexpr std::string_view kGenericLambda = "generic";
// CHECK-MESSAGES-MS: :[[@LINE-3]]:19: warning: string constant 'kGenericLambda'
// CHECK-MESSAGES-MS: :[[@LINE-4]]:19: note: no fix-it: a template body that was never parsed (delayed template parsing) may use it
std::size_t positiveGenericLambda() {
  auto Size = [](auto Extra) { return kGenericLambda.size() + Extra; };
  return Size(1) + Size(2u);
}

// An instantiation's use counts against its template's constant.
template <class T> const std::string kNegativeVariableTemplate = "needed";
const char *negativeVariableTemplateCStr() { return kNegativeVariableTemplate<int>.c_str(); }

template <class T> struct NegativeHolder {
  static inline const std::string kNeeded = "needed";
};
const char *negativeMemberCStr() { return NegativeHolder<int>::kNeeded.c_str(); }

// A lambda in a function template: judged once, as written.
template <class T> void positiveLambdaInTemplate(T Value) {
  auto Print = [&] {
    const std::string Inner = "inner";
    // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: string constant 'Inner' is built on every call
    // CHECK-FIXES: constexpr std::string_view Inner = "inner";
    // CHECK-MESSAGES-MS: :[[@LINE-3]]:23: warning: string constant 'Inner' is built on every call
    // CHECK-FIXES-MS: constexpr std::string_view Inner = "inner";
    std::cout << Inner << Value;
  };
  Print();
}
void useLambdaInTemplate() { positiveLambdaInTemplate(1); positiveLambdaInTemplate('c'); }
