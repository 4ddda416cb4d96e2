// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// Templates: where the string or the piece depends on a template parameter
// nothing is known until instantiation (the `+` may be a user's, the string
// another class): no finding. Code that depends on none is reported once, in
// the template, however many instantiations repeat it; MS mode parses
// template bodies late and reports the same.

#include <string>
#include <vector>

template <class S>
S negativeDependentString(int n) {
  S s;
  for (int i = 0; i < n; ++i)
    s = s + "x";
  return s;
}

template <class T>
std::string negativeDependentPiece(const std::vector<T> &v) {
  std::string s;
  for (const T &e : v)
    s = s + e;
  return s;
}

template <class T>
std::string positiveIndependent(const std::vector<T> &v) {
  std::string s;
  for (unsigned i = 0; i < v.size(); ++i)
    s = s + ",";
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 's' is copied into a new string on every loop iteration
// CHECK-FIXES: {{^}}    s += ",";{{$}}
  return s;
}

template <class C>
std::basic_string<C> negativeDependentCharacter(const std::basic_string<C> &t, int n) {
  std::basic_string<C> s;
  for (int i = 0; i < n; ++i)
    s = s + t;
  return s;
}

struct Collector {
  std::string all;
  template <class T> void add(const std::vector<T> &v) {
    for (unsigned i = 0; i < v.size(); ++i)
      all = all + "-";
// CHECK-MESSAGES: :[[@LINE-1]]:11: warning: 'all' is copied into a new string on every loop iteration
// CHECK-FIXES: {{^}}      all += "-";{{$}}
  }
};

void instantiate() {
  negativeDependentString<std::string>(2);
  negativeDependentPiece(std::vector<std::string>{"a"});
  negativeDependentPiece(std::vector<char>{'a'});
  positiveIndependent(std::vector<int>{1});
  positiveIndependent(std::vector<char>{'a'});
  negativeDependentCharacter(std::string("a"), 2);
  negativeDependentCharacter(std::wstring(L"a"), 2);
  Collector c;
  c.add(std::vector<int>{1});
  c.add(std::vector<char>{'a'});
}
