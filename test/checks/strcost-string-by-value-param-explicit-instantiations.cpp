// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++20
// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// Explicit instantiations (`template ...;`, `extern template ...;`) and
// explicit specializations (`template <> ...`) spell the parameter's type
// again. The fix does not edit them, and a template whose parameter they name
// keeps its by-value parameter: the finding stays, without a fix-it.

#include <string>
#include <vector>

template <class T>
bool positiveExplicitDefinition(const std::vector<T> &V, std::string S) { return V.size() == S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:70: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'const std::string &' [strcost-string-by-value-param]
// CHECK-MESSAGES: :[[@LINE-2]]:70: note: no fix-it: the template is explicitly instantiated, and the instantiation names the parameter's type
template bool positiveExplicitDefinition<int>(const std::vector<int> &, std::string);

template <class T>
bool positiveExternTemplate(const std::vector<T> &V, std::string S) { return V.size() == S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:66: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-MESSAGES: :[[@LINE-2]]:66: note: no fix-it: the template is explicitly instantiated, and the instantiation names the parameter's type
extern template bool positiveExternTemplate<int>(const std::vector<int> &, std::string);
// (Delayed template parsing parses the body for an implicit instantiation only.)
bool useExternTemplate(const std::vector<long> &V) { return positiveExternTemplate(V, "x"); }

// Deduced template arguments: the line still spells `std::string`.
template <class T> std::size_t positiveExplicitDeduced(T X, std::string S) { return S.size() + sizeof(X); }
// CHECK-MESSAGES: :[[@LINE-1]]:73: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-MESSAGES: :[[@LINE-2]]:73: note: no fix-it: the template is explicitly instantiated, and the instantiation names the parameter's type
template std::size_t positiveExplicitDeduced(char, std::string);

template <class T> std::size_t positiveSpecialized(T X, std::string S) { return S.size() + sizeof(X); }
// CHECK-MESSAGES: :[[@LINE-1]]:69: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-MESSAGES: :[[@LINE-2]]:69: note: no fix-it: the template has explicit specializations that would no longer match it
template <> std::size_t positiveSpecialized<int>(int, std::string S) { return S.size(); }

// A member of a class template instantiated on its own names its parameters.
template <class T> struct Box {
  std::size_t positiveMemberInstantiated(std::string S) const { return S.size(); }
  // CHECK-MESSAGES: :[[@LINE-1]]:54: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
  // CHECK-MESSAGES: :[[@LINE-2]]:54: note: no fix-it: the template is explicitly instantiated, and the instantiation names the parameter's type
  std::size_t positiveMemberSpecialized(std::string S) const { return S.size(); }
  // CHECK-MESSAGES: :[[@LINE-1]]:53: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
  // CHECK-MESSAGES: :[[@LINE-2]]:53: note: no fix-it: the template has explicit specializations that would no longer match it
};
template std::size_t Box<int>::positiveMemberInstantiated(std::string) const;
template <> std::size_t Box<char>::positiveMemberSpecialized(std::string S) const { return 0; }

// The whole class instantiated: no parameter is spelled, the fix applies.
template <class T> struct Whole {
  std::size_t positiveWholeClass(std::string S) const { return S.size(); }
  // CHECK-MESSAGES: :[[@LINE-1]]:46: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
  // CHECK-FIXES: std::size_t positiveWholeClass(const std::string &S) const { return S.size(); }
};
template struct Whole<int>;
extern template struct Whole<long>;

// A member template of an ordinary class.
struct Widget {
  template <class T> std::size_t positiveMemberTemplate(T X, std::string S) const { return S.size() + sizeof(X); }
  // CHECK-MESSAGES: :[[@LINE-1]]:74: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
  // CHECK-MESSAGES: :[[@LINE-2]]:74: note: no fix-it: the template is explicitly instantiated, and the instantiation names the parameter's type
};
template std::size_t Widget::positiveMemberTemplate<int>(int, std::string) const;

// Only implicit instantiations: the fix applies.
template <class T> std::size_t positiveImplicitOnly(T X, std::string S) { return S.size() + sizeof(X); }
// CHECK-MESSAGES: :[[@LINE-1]]:70: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: template <class T> std::size_t positiveImplicitOnly(T X, const std::string &S) { return S.size() + sizeof(X); }

std::size_t callers(const std::vector<int> &V) {
  Box<int> B;
  Whole<int> W;
  return positiveExplicitDefinition(V, "a") + positiveExternTemplate(V, "b") +
         positiveExplicitDeduced('c', "c") + positiveSpecialized(1.0, "d") +
         B.positiveMemberInstantiated("e") + B.positiveMemberSpecialized("f") +
         W.positiveWholeClass("g") + positiveImplicitOnly(1, "h");
}
