// RUN: %check_strcost %s strcost-temporary-string-argument %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-temporary-string-argument %t -- -- -std=c++20
// RUN: %check_strcost %s strcost-temporary-string-argument %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// Templates: the parameter is changed in the template as written, once its
// instantiations' calls show the cost; explicit specializations would no
// longer match and decline.

#include <string>
// CHECK-FIXES: #include <string_view>

namespace {
template <class T> T positiveFunctionTemplate(T N, const std::string &S) { return N + T(S.size()); }
// CHECK-FIXES: template <class T> T positiveFunctionTemplate(T N, std::string_view S) { return N + T(S.size()); }

template <class T> struct Box {
  bool positiveMember(const std::string &S) const { return S.size() > sizeof(T); }
  // CHECK-FIXES: bool positiveMember(std::string_view S) const { return S.size() > sizeof(T); }
};

template <class T> bool specialized(const std::string &S) { return S.empty(); }
template <> bool specialized<int>(const std::string &S) { return S.size() == 1; }
} // namespace

int callTemplates() {
  int N = positiveFunctionTemplate(1, "x");
  // CHECK-MESSAGES: :[[@LINE-1]]:39: warning: passing a string literal to 'positiveFunctionTemplate'
  N += positiveFunctionTemplate(2L, "y");
  // CHECK-MESSAGES: :[[@LINE-1]]:37: warning: passing a string literal to 'positiveFunctionTemplate'
  N += Box<int>().positiveMember("z");
  // CHECK-MESSAGES: :[[@LINE-1]]:34: warning: passing a string literal to 'positiveMember'
  N += specialized<char>("s");
  // CHECK-MESSAGES: :[[@LINE-1]]:26: warning: passing a string literal to 'specialized'
  return N;
}

// A template whose parameter use depends on T: the use is not understood, no
// finding.
namespace {
template <class T> void negativeDependentUse(const std::string &S, T &Out) { Out = S; }
}
void callDependent() {
  std::string Out;
  negativeDependentUse("x", Out);
}

// A call in a function template is one finding, however many instantiations
// repeat it.
static std::size_t positiveCalledFromTemplate(const std::string &S) { return S.size(); }
// CHECK-FIXES: static std::size_t positiveCalledFromTemplate(std::string_view S) { return S.size(); }
template <class T> std::size_t twice(T N) { return N * positiveCalledFromTemplate("label"); }
// CHECK-MESSAGES: :[[@LINE-1]]:83: warning: passing a string literal to 'positiveCalledFromTemplate'
std::size_t callTwice() { return twice(1) + twice(2L); }
