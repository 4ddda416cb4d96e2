// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17

// A parameter handed on with std::move, or copied, into another function's
// string parameter. A sink keeps the caller by value; a parameter that is (or
// in this same run becomes) a reference is no sink: the caller is only read,
// becomes a reference too, and the std::move that would move nothing goes.

#include <string>
#include <string_view>
#include <utility>

// Defined, writing nothing (a function only declared might write a global).
void constRefSink(const std::string &S) {}
void viewSink(std::string_view S) {}
void unknownSink(std::string S);
void rvalueSink(std::string &&S);
void bothSink(const std::string &S);
void bothSink(std::string &&S);
std::string Kept;

// --- Into a parameter that already is a reference (a first run's fix) ---------

void positiveMovedIntoConstRef(std::string P) { constRefSink(std::move(P)); }
// CHECK-MESSAGES: :[[@LINE-1]]:44: warning: the 'std::string' parameter 'P' is copied on every call but only read; pass it as 'const std::string &' [strcost-string-by-value-param]
// CHECK-FIXES: void positiveMovedIntoConstRef(const std::string &P) { constRefSink(P); }

void positiveMovedIntoView(std::string P) { viewSink(std::move(P)); }
// CHECK-MESSAGES: :[[@LINE-1]]:40: warning: the 'std::string' parameter 'P' {{.*}} only read; pass it as 'const std::string &'
// CHECK-FIXES: void positiveMovedIntoView(const std::string &P) { viewSink(P); }

static std::size_t positiveStaticMovedIntoView(std::string P) {
  // CHECK-MESSAGES: :[[@LINE-1]]:60: warning: the 'std::string' parameter 'P' {{.*}} only read; pass it as 'std::string_view'
  // CHECK-FIXES: static std::size_t positiveStaticMovedIntoView(std::string_view P) {
  viewSink(::std::move((P)));
  // CHECK-FIXES: viewSink((P));
  return P.size();
}

void negativeMovedIntoUnknown(std::string P) { unknownSink(std::move(P)); }
void negativeMovedIntoRvalue(std::string P) { rvalueSink(std::move(P)); }
void negativeMovedIntoRvalueOverload(std::string P) { bothSink(std::move(P)); }
void negativeMovedIntoLocal(std::string P) { std::string L = std::move(P); Kept = L; }
void negativeForwarded(std::string P) { constRefSink(std::forward<std::string>(P)); }

// The move spelled by a macro stays (a const&& binds to the const& as well).
#define HAND_ON(x) constRefSink(std::move(x))
void positiveMovedInMacro(std::string P) { HAND_ON(P); }
// CHECK-MESSAGES: :[[@LINE-1]]:39: warning: the 'std::string' parameter 'P' {{.*}} only read; pass it as 'const std::string &'
// CHECK-FIXES: void positiveMovedInMacro(const std::string &P) { HAND_ON(P); }

// --- Into a by-value parameter that this run turns into const& -----------------

std::size_t readOnly(std::string S);
// CHECK-FIXES: std::size_t readOnly(const std::string &S);

std::size_t positiveMovedBeforeDefinition(std::string P) { return readOnly(std::move(P)); }
// CHECK-MESSAGES: :[[@LINE-1]]:55: warning: the 'std::string' parameter 'P' {{.*}} only read; pass it as 'const std::string &'
// CHECK-FIXES: std::size_t positiveMovedBeforeDefinition(const std::string &P) { return readOnly(P); }

std::size_t readOnly(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:34: warning: the 'std::string' parameter 'S' {{.*}} only read; pass it as 'const std::string &'
// CHECK-FIXES: std::size_t readOnly(const std::string &S) { return S.size(); }

std::size_t positiveMovedAfterDefinition(std::string P) { return readOnly(std::move(P)); }
// CHECK-MESSAGES: :[[@LINE-1]]:54: warning: the 'std::string' parameter 'P' {{.*}} only read; pass it as 'const std::string &'
// CHECK-FIXES: std::size_t positiveMovedAfterDefinition(const std::string &P) { return readOnly(P); }

// Copied rather than moved: no std::move to add, the copy goes with the fix.
std::size_t positiveCopiedIntoReadOnly(std::string P) { return readOnly(P); }
// CHECK-MESSAGES: :[[@LINE-1]]:52: warning: the 'std::string' parameter 'P' {{.*}} only read; pass it as 'const std::string &'
// CHECK-FIXES: std::size_t positiveCopiedIntoReadOnly(const std::string &P) { return readOnly(P); }

// A chain: each link is fixed in the same run.
std::size_t positiveChainMiddle(std::string P) { return readOnly(std::move(P)); }
// CHECK-MESSAGES: :[[@LINE-1]]:45: warning: the 'std::string' parameter 'P' {{.*}} only read; pass it as 'const std::string &'
// CHECK-FIXES: std::size_t positiveChainMiddle(const std::string &P) { return readOnly(P); }
std::size_t positiveChainTop(std::string P) { return positiveChainMiddle(std::move(P)); }
// CHECK-MESSAGES: :[[@LINE-1]]:42: warning: the 'std::string' parameter 'P' {{.*}} only read; pass it as 'const std::string &'
// CHECK-FIXES: std::size_t positiveChainTop(const std::string &P) { return positiveChainMiddle(P); }

struct Widget {
  explicit Widget(std::string Label) : Width(Label.size()) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:31: warning: the 'std::string' parameter 'Label' {{.*}} 'const std::string &'
  // CHECK-FIXES: explicit Widget(const std::string &Label) : Width(Label.size()) {}
  void relabel(std::string Label) { Width = Label.size(); }
  // CHECK-MESSAGES: :[[@LINE-1]]:28: warning: the 'std::string' parameter 'Label' {{.*}} 'const std::string &'
  // CHECK-FIXES: void relabel(const std::string &Label) { Width = Label.size(); }
  std::size_t Width;
};

Widget positiveMovedIntoConstructor(std::string P) { return Widget(std::move(P)); }
// CHECK-MESSAGES: :[[@LINE-1]]:49: warning: the 'std::string' parameter 'P' {{.*}} only read; pass it as 'const std::string &'
// CHECK-FIXES: Widget positiveMovedIntoConstructor(const std::string &P) { return Widget(P); }

// W may hold the argument: relabel writes it.
void positiveMovedIntoMember(Widget &W, std::string P) { W.relabel(std::move(P)); }
// CHECK-MESSAGES: :[[@LINE-1]]:53: warning: the 'std::string' parameter 'P' {{.*}} only read; pass it as 'const std::string &'
// CHECK-MESSAGES: :[[@LINE-2]]:53: note: no fix-it: the function writes 'W', which may alias the argument

// --- Into a by-value parameter that stays by value: a sink ----------------------

void keeps(std::string S) { Kept = std::move(S); }
void negativeMovedIntoKeeper(std::string P) { keeps(std::move(P)); }

// The sink gets the move fix: it stays by value, and so does the caller.
std::string copiesOnce(std::string S) { std::string T(S); return T; }
// CHECK-MESSAGES: :[[@LINE-1]]:36: warning: the 'std::string' parameter 'S' is copied on every call and then copied again; move it instead of copying it
// CHECK-FIXES: std::string copiesOnce(std::string S) { std::string T(std::move(S)); return T; }
std::string negativeMovedIntoCopier(std::string P) { return copiesOnce(std::move(P)); }

// The sink's warning comes without a fix-it: its signature stays.
typedef std::size_t LengthFunction(std::string);
LengthFunction typedefDeclared;
std::size_t typedefDeclared(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:41: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-MESSAGES: :[[@LINE-2]]:41: note: no fix-it: a declaration of the function names its type through a typedef
std::size_t negativeMovedIntoUnfixable(std::string P) { return typedefDeclared(std::move(P)); }

// The sink's address is taken: never flagged, so a sink.
std::size_t addressTaken(std::string S) { return S.size(); }
auto *AddressOfSink = &addressTaken;
std::size_t negativeMovedIntoAddressTaken(std::string P) { return addressTaken(std::move(P)); }

// A recursive function moving its parameter into itself is judged a sink.
std::size_t negativeRecursive(std::string P, int N) {
  return N > 0 ? negativeRecursive(std::move(P), N - 1) : P.size();
}
