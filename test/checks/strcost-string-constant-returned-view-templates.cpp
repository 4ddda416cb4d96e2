// RUN: %check_strcost %s strcost-string-constant %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-string-constant %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// A constant returned as a view from templates: where the return type is the
// view as written, every instantiation returns the same view; where it
// depends on a template parameter, the template as written returns the
// string itself, which no view serves. Every template here is instantiated,
// so delayed template parsing (MS mode) parses them all.

#include <string>
#include <string_view>

const std::string kFromTemplate = "from a template";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kFromTemplate'
// CHECK-FIXES: constexpr std::string_view kFromTemplate = "from a template";
template <class T> std::string_view positiveFunctionTemplate(T) { return kFromTemplate; }
std::size_t usePositiveFunctionTemplate() {
  return positiveFunctionTemplate(1).size() + positiveFunctionTemplate('c').size();
}

template <class T> struct PositiveClassTemplate {
  std::string_view name() const { return kFromClassTemplate; }
  static inline const std::string kFromClassTemplate = "class template";
  // CHECK-MESSAGES: :[[@LINE-1]]:35: warning: string constant 'kFromClassTemplate'
  // CHECK-MESSAGES: :[[@LINE-2]]:35: note: no fix-it: it is a member of a class template
};
std::size_t usePositiveClassTemplate() { return PositiveClassTemplate<int>().name().size(); }

template <class T> std::string_view positiveStaticLocalInTemplate(T) {
  static const std::string kLocal = "static local";
  // CHECK-MESSAGES: :[[@LINE-1]]:28: warning: string constant 'kLocal'
  // CHECK-FIXES: static constexpr std::string_view kLocal = "static local";
  return kLocal;
}
std::size_t usePositiveStaticLocal() { return positiveStaticLocalInTemplate(1).size(); }

// The return type depends on T: `get<std::string>()` needs the string.
const std::string kNegativeDependent = "dependent";
template <class T> T negativeDependentReturn() { return kNegativeDependent; }
std::size_t useNegativeDependent() {
  return negativeDependentReturn<std::string_view>().size() +
         negativeDependentReturn<std::string>().size();
}

template <class T> T negativeDependentStaticLocal() {
  static const std::string kLocal = "dependent static local";
  return kLocal;
}
std::size_t useNegativeDependentStaticLocal() {
  return negativeDependentStaticLocal<std::string_view>().size();
}
