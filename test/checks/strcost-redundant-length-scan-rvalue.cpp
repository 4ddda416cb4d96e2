// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++20
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++23

// A string built from c_str() and bound to an rvalue reference: the object
// itself is an lvalue and cannot bind there, so `m(s.c_str())` -> `m(s)` would
// not compile. The scan still costs, so the finding stays, without a fix-it.
// A by-value parameter takes a copy of the object: legal, and the same value.

#include <cstring>
#include <string>
#include <string_view>
#include <utility>

void takeRvalue(std::string &&);
void takeConstRvalue(const std::string &&);
void takeValue(std::string);
void takeConstRef(const std::string &);
void takeViewRvalue(std::string_view &&);
template <typename T> void forward(T &&);
template <typename T> void sink(T &&Value) { std::string Copy(std::forward<T>(Value)); }
std::string makeString();

void positiveRvalueParameterNoFix(const std::string &S) {
  takeRvalue(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: string copied from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:14: note: no fix-it: the copy binds to an rvalue reference, where the object itself (an lvalue) cannot bind
  // CHECK-FIXES: takeRvalue(S.c_str());
}

void positiveConstRvalueParameterNoFix(std::string &S) {
  takeConstRvalue(S.data());
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string copied from 'data()'
  // CHECK-MESSAGES: :[[@LINE-2]]:19: note: no fix-it: the copy binds to an rvalue reference
  // CHECK-FIXES: takeConstRvalue(S.data());
}

void positiveRvalueVariableNoFix(const std::string &S) {
  std::string &&R = S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: string copied from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:21: note: no fix-it: the copy binds to an rvalue reference
  // CHECK-FIXES: std::string &&R = S.c_str();
}

void positiveConstRvalueVariableNoFix(const std::string *P) {
  const std::string &&R = P->c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:27: warning: string copied from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:27: note: no fix-it: the copy binds to an rvalue reference
  // CHECK-FIXES: const std::string &&R = P->c_str();
}

struct TakesRvalue {
  explicit TakesRvalue(std::string &&);
};
void positiveExplicitConstructorRvalueNoFix(const std::string &S) {
  TakesRvalue T(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: string copied from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: the copy binds to an rvalue reference
  // CHECK-FIXES: TakesRvalue T(S.c_str());
}

void positiveExplicitConstructorRvalueBracesNoFix(const std::string &S) {
  TakesRvalue T{S.c_str()};
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: string copied from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: the copy binds to an rvalue reference
  // CHECK-FIXES: TakesRvalue T{S.c_str()};
}

void positiveExplicitTemplateArgumentNoFix(const std::string &S) {
  forward<std::string>(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: string copied from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:24: note: no fix-it: the copy binds to an rvalue reference
  // CHECK-FIXES: forward<std::string>(S.c_str());
}

struct HoldsRvalue {
  std::string &&Ref;
};
void positiveAggregateRvalueMemberNoFix(const std::string &S) {
  HoldsRvalue H{S.c_str()};
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: string copied from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: the copy binds to an rvalue reference
  // CHECK-FIXES: HoldsRvalue H{S.c_str()};
  (void)H;
}

// A temporary object is an rvalue: it binds, and is moved instead of copied.
void positiveRvalueParameterFromTemporary() {
  takeRvalue(makeString().c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: string copied from 'c_str()'
  // CHECK-FIXES: takeRvalue(makeString());
}

// `std::move(S).c_str()` does not move S; `std::move(S)` would.
void positiveMovedObjectNoFix(std::string &S) {
  takeValue(std::move(S).c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:13: warning: string copied from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:13: note: no fix-it: the object is an xvalue, which would be moved from instead of copied
  // CHECK-FIXES: takeValue(std::move(S).c_str());
}

// A by-value parameter is copy-initialised from the object: the same value.
void positiveValueParameter(const std::string &S) {
  takeValue(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:13: warning: string copied from 'c_str()'
  // CHECK-FIXES: takeValue(S);
}

struct TakesValue {
  explicit TakesValue(std::string);
};
void positiveExplicitConstructorValue(const std::string &S) {
  TakesValue T(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: string copied from 'c_str()'
  // CHECK-FIXES: TakesValue T(S);
}

void positiveConstReferenceParameter(const std::string &S) {
  takeConstRef(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: string copied from 'c_str()'
  // CHECK-FIXES: takeConstRef(S);
}

// The object would bind, but a std::string argument brings namespace std into
// the unqualified call's lookup, and std::forward<const std::string &> would
// win (found by the driver's verified fixes before the check declined it).
void positiveForwardingConstReferenceNoFix(const std::string &S) {
  forward<const std::string &>(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:32: warning: string copied from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:32: note: no fix-it: a std::string argument makes an unqualified call look in namespace std too, which declares a 'forward'
  // CHECK-FIXES: forward<const std::string &>(S.c_str());
}

namespace own {
template <typename T> void forward(T &&);
}
void positiveQualifiedForwardNoFix(const std::string &S) {
  own::forward<const std::string &>(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:37: warning: string copied from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:37: note: no fix-it: a std::string argument makes an unqualified call look in namespace std too, which declares a 'forward'
}

template <typename T> void keep(T &&);
void positiveNoStdNamesake(const std::string &S) {
  keep<const std::string &>(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:29: warning: string copied from 'c_str()'
  // CHECK-FIXES: keep<const std::string &>(S);
}

// A view converted from the object is itself a temporary: it binds.
void positiveViewRvalueParameter(const std::string &S) {
  takeViewRvalue(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: string view built from 'c_str()'
  // CHECK-FIXES: takeViewRvalue(S);
}

void positiveViewRvalueVariable(const std::string &S) {
  std::string_view &&V = S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:26: warning: string view built from 'c_str()'
  // CHECK-FIXES: std::string_view &&V = S;
}

// An explicit construction stays a temporary: only its argument changes.
void positiveExplicitTemporaryToRvalue(const std::string &S) {
  takeRvalue(std::string(S.c_str()));
  // CHECK-MESSAGES: :[[@LINE-1]]:26: warning: string copied from 'c_str()'
  // CHECK-FIXES: takeRvalue(std::string(S));
}

void positiveAutoRvalueOfExplicitTemporary(const std::string &S) {
  auto &&R = std::string(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:26: warning: string copied from 'c_str()'
  // CHECK-FIXES: auto &&R = std::string(S);
}

// Deduced forwarding references take the pointer itself: nothing is built
// here (a fix would change the deduced type).
void negativeForwardingReference(const std::string &S) { forward(S.c_str()); }
void negativeForwardingIntoConstruction(const std::string &S) { sink(S.c_str()); }
void negativeAutoRvalue(const std::string &S) { auto &&P = S.c_str(); (void)P; }
void negativeGenericLambda(const std::string &S) {
  auto L = [](auto &&P) { return std::string(P); };
  L(S.c_str());
}

// The callee is found top-down, through a constructor as through a call; a
// rival that would take the object itself keeps the pointer (here the call
// would be ambiguous).
struct Overloaded {
  Overloaded(std::string);
  Overloaded(std::string &);
};
void positiveOverloadedConstructorNoFix(std::string &S) {
  Overloaded O(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: string copied from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:16: note: no fix-it: passing the object could select another overload, 'Overloaded::Overloaded(std::string &)'
  // CHECK-FIXES: Overloaded O(S.c_str());
}
void positiveOverloadedConstructorConst(const std::string &S) {
  Overloaded O(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: string copied from 'c_str()'
  // CHECK-FIXES: Overloaded O(S);
}
