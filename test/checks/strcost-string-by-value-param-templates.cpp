// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17

// Templates: a parameter whose type depends on a template parameter is never
// flagged, nor is an uninstantiated template. A std::string parameter of an
// instantiated template is judged once, in the template, and only when no use
// of it depends on a template parameter.

#include <string>

// The type depends on the template parameter: some instantiations may need
// the copy.
template <class S> std::size_t negativeDependentType(S Str) { return Str.size(); }
template <class C> std::size_t negativeDependentString(std::basic_string<C> Str) { return Str.size(); }

template <class T> std::size_t positiveFunctionTemplate(T X, std::string S) { return S.size() + sizeof(X); }
// CHECK-MESSAGES: :[[@LINE-1]]:74: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'const std::string &'
// CHECK-FIXES: template <class T> std::size_t positiveFunctionTemplate(T X, const std::string &S) { return S.size() + sizeof(X); }

// Only an instantiation shows what `X.consume(S)` does with the string.
template <class T> void negativeDependentUse(T X, std::string S) { X.consume(S); }

// Never instantiated: not judged.
template <class T> std::size_t negativeUninstantiated(T X, std::string S) { return S.size(); }

// An explicit specialization would no longer match the primary template.
template <class T> std::size_t positiveSpecialized(T X, std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:69: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-MESSAGES: :[[@LINE-2]]:69: note: no fix-it: the template has explicit specializations that would no longer match it
template <> std::size_t positiveSpecialized<int>(int X, std::string S) { return 0; }

template <class T> struct Box {
  std::size_t positiveMember(std::string S) const { return S.size(); }
  // CHECK-MESSAGES: :[[@LINE-1]]:42: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
  // CHECK-FIXES: std::size_t positiveMember(const std::string &S) const { return S.size(); }
  std::size_t negativeMemberNotUsed(std::string S) const { return S.size(); }
  T negativeDependentReturn(std::string S) const { return S; }
};

template <class T> struct NeverUsed {
  std::size_t negativeMemberOfUninstantiated(std::string S) const { return S.size(); }
};

struct Consumer {
  void consume(std::string &S) { S.clear(); }
};

std::size_t instantiate() {
  Box<int> B;
  Box<std::string> Strings;
  Consumer C;
  negativeDependentUse(C, "a");
  return negativeDependentType(std::string("a")) +
         negativeDependentString(std::string("b")) +
         positiveFunctionTemplate(1, "c") + positiveSpecialized(1.0, "d") +
         B.positiveMember("e") + Strings.negativeDependentReturn("f").size();
}

// Generic lambdas: the same rules, and a lambda is local to this file.
std::size_t positiveGenericLambda() {
  auto F = [](auto X, std::string S) { return S.size() + sizeof(X); };
  // CHECK-MESSAGES: :[[@LINE-1]]:35: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
  // CHECK-FIXES: auto F = [](auto X, std::string_view S) { return S.size() + sizeof(X); };
  return F(1, "a") + F('c', std::string("b"));
}

std::size_t negativeGenericLambdaDependentUse() {
  auto F = [](auto X, std::string S) { return (X + S).size(); };
  return F(std::string("x"), "a");
}

// A lambda inside a template: instantiated with it, not judged.
template <class T> std::size_t negativeLambdaInTemplate(T X) {
  auto F = [](std::string S) { return S.size(); };
  return F("a") + sizeof(X);
}
std::size_t useLambdaInTemplate() { return negativeLambdaInTemplate(1); }
