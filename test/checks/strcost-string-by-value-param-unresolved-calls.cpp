// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++20
// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing
// RUN: %if libcxx %{ %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++20 -stdlib=libc++ %}

// A call the function cannot see into may write a global the caller passes
// as the argument. The note names it and says why it is unknown: a template
// resolves it only at instantiation, or it goes through a pointer.

#include <string>

template <class T> void visit(T &);
struct Visitor {
  void run();
  static void reset();
};

template <class T> std::size_t dependentFreeCall(std::string S, T &V) {
  visit(V);
  return S.size();
}
// CHECK-MESSAGES: :[[@LINE-4]]:62: warning: the 'std::string' parameter 'S' {{.*}}
// CHECK-MESSAGES: :[[@LINE-5]]:62: note: no fix-it: the function calls 'visit', which is resolved only at instantiation and may modify the argument through a global

template <class T> std::size_t dependentMemberCall(std::string S, T &V) {
  V.run();
  return S.size();
}
// CHECK-MESSAGES: :[[@LINE-4]]:64: warning: the 'std::string' parameter 'S' {{.*}}
// CHECK-MESSAGES: :[[@LINE-5]]:64: note: no fix-it: the function calls 'run', which is resolved only at instantiation and may modify the argument through a global

template <class T> std::size_t dependentStaticCall(std::string S) {
  T::reset();
  return S.size();
}
// CHECK-MESSAGES: :[[@LINE-4]]:64: warning: the 'std::string' parameter 'S' {{.*}}
// CHECK-MESSAGES: :[[@LINE-5]]:64: note: no fix-it: the function calls 'reset', which is resolved only at instantiation and may modify the argument through a global

template <class F> std::size_t dependentCallable(std::string S, F Hook) {
  Hook();
  return S.size();
}
// CHECK-MESSAGES: :[[@LINE-4]]:62: warning: the 'std::string' parameter 'S' {{.*}}
// CHECK-MESSAGES: :[[@LINE-5]]:62: note: no fix-it: the function calls 'Hook', which is resolved only at instantiation and may modify the argument through a global

std::size_t throughFunctionPointer(std::string S, void (*Hook)()) {
  Hook();
  return S.size();
}
// CHECK-MESSAGES: :[[@LINE-4]]:48: warning: the 'std::string' parameter 'S' {{.*}}
// CHECK-MESSAGES: :[[@LINE-5]]:48: note: no fix-it: the function calls through 'Hook', which may modify the argument through a global

struct Callbacks {
  void (*OnDone)();
};
std::size_t throughMemberPointer(std::string S, const Callbacks &C) {
  C.OnDone();
  return S.size();
}
// CHECK-MESSAGES: :[[@LINE-4]]:46: warning: the 'std::string' parameter 'S' {{.*}}
// CHECK-MESSAGES: :[[@LINE-5]]:46: note: no fix-it: the function calls through 'C.OnDone', which may modify the argument through a global

void opaque();
std::size_t resolvedCall(std::string S) {
  opaque();
  return S.size();
}
// CHECK-MESSAGES: :[[@LINE-4]]:38: warning: the 'std::string' parameter 'S' {{.*}}
// CHECK-MESSAGES: :[[@LINE-5]]:38: note: no fix-it: the function calls 'opaque', which may modify the argument through a global

void instantiate(Visitor &V) {
  dependentFreeCall(std::string(), V);
  dependentMemberCall(std::string(), V);
  dependentStaticCall<Visitor>(std::string());
  dependentCallable(std::string(), &Visitor::reset);
}
