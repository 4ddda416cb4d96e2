// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++20
// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// `const std::string &` (or a view) in place of a by-value std::string can make
// a call bind to another function: beside `template <class T> f(T &&)`, a
// non-const or temporary std::string argument binds the template's reference
// better than a const one, where by value the two tied and the non-template won.
// The fix is offered only when no call in this file (and, for a function other
// files may call, no call at all) could then choose another candidate: other
// overloads in scope, in base classes, found by ADL, other constructors, other
// operators.

#include <string>
#include <string_view>

// --- A forwarding-reference template beside it --------------------------------

int emitExternal(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:30: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'const std::string &' [strcost-string-by-value-param]
// CHECK-MESSAGES: :[[@LINE-2]]:30: note: no fix-it: another overload ('int (T &&)') would be chosen for some calls once the parameter is a reference
template <class T> int emitExternal(T &&) { return -1; }

static int emitNonConstLvalue(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:43: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-MESSAGES: :[[@LINE-2]]:43: note: no fix-it: another overload ('int (T &&)') would be chosen for some calls once the parameter is a reference
template <class T> static int emitNonConstLvalue(T &&) { return -1; }

static int emitTemporary(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:38: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-MESSAGES: :[[@LINE-2]]:38: note: no fix-it: another overload ('int (T &&)') would be chosen for some calls once the parameter is a reference
template <class T> static int emitTemporary(T &&) { return -1; }

// Every call passes a const std::string: the template deduces the same
// `const std::string &` and loses to the non-template, as before.
static int positiveOnlyConstCallers(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:49: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: static int positiveOnlyConstCallers(const std::string &S) { return S.size(); }
template <class T> static int positiveOnlyConstCallers(T &&) { return -1; }

// A non-const lvalue reference template: the same for non-const lvalues.
static int emitLvalueTemplate(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:43: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-MESSAGES: :[[@LINE-2]]:43: note: no fix-it: another overload ('int (T &)') would be chosen for some calls once the parameter is a reference
template <class T> static int emitLvalueTemplate(T &) { return -1; }

// `const T &` deduces `const std::string &`: a tie, the non-template wins.
int positiveConstRefTemplate(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:42: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: int positiveConstRefTemplate(const std::string &S) { return S.size(); }
template <class T> int positiveConstRefTemplate(const T &) { return -1; }

// The template cannot take one argument.
int positiveOtherArity(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:36: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: int positiveOtherArity(const std::string &S) { return S.size(); }
template <class T> int positiveOtherArity(T &&, int, int) { return -1; }

// --- Non-template overloads that do not compete -------------------------------

static int positiveBesideCharPointer(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:50: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: static int positiveBesideCharPointer(const std::string &S) { return S.size(); }
static int positiveBesideCharPointer(const char *P) { return -1; }

static int positiveBesideView(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:43: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: static int positiveBesideView(const std::string &S) { return S.size(); }
static int positiveBesideView(std::string_view V) { return -1; }

// A temporary binds `std::string &&` better than `const std::string &`.
int emitBesideRvalueRef(std::string S, int N) { return S.size() + N; }
// CHECK-MESSAGES: :[[@LINE-1]]:37: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-MESSAGES: :[[@LINE-2]]:37: note: no fix-it: another overload ('int (std::string &&, long)') would be chosen for some calls once the parameter is a reference
int emitBesideRvalueRef(std::string &&S, long N) { return -1; }

// --- Base and derived classes, using-declarations ----------------------------

struct Base {
  template <class T> int put(T &&) const { return -1; }
};
struct DerivedUsing : Base {
  using Base::put;
  int put(std::string S) const { return S.size(); }
  // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
  // CHECK-MESSAGES: :[[@LINE-2]]:23: note: no fix-it: another overload ('int (T &&) const') would be chosen for some calls once the parameter is a reference
};
// Without the using-declaration the base's template is hidden.
struct DerivedHiding : Base {
  int put(std::string S) const { return S.size(); }
  // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
  // CHECK-FIXES: int put(const std::string &S) const { return S.size(); }
};
// The derived class declares the template; the base's function is called
// through the derived class.
struct Root {
  int get(std::string S) const { return S.size(); }
  // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
  // CHECK-MESSAGES: :[[@LINE-2]]:23: note: no fix-it: another overload ('int (T &&) const') would be chosen for some calls once the parameter is a reference
};
struct Leaf : Root {
  using Root::get;
  template <class T> int get(T &&) const { return -1; }
};

// --- Argument-dependent lookup -------------------------------------------------

namespace lib {
struct Tag {};
template <class T> int handle(Tag, T &&) { return -1; }
struct Path {
  Path(const std::string &) {}
};
int describe(Tag, Path) { return -1; }
} // namespace lib

int handle(lib::Tag, std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:34: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-MESSAGES: :[[@LINE-2]]:34: note: no fix-it: another overload ('int (Tag, T &&)') would be chosen for some calls once the parameter is a reference

// A hidden friend, found by ADL only.
namespace lib2 {
struct Tok {
  template <class T> friend int consume(Tok, T &&) { return -1; }
};
} // namespace lib2
int consume(lib2::Tok, std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:36: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-MESSAGES: :[[@LINE-2]]:36: note: no fix-it: another overload ('int (Tok, T &&)') would be chosen for some calls once the parameter is a reference

// `std::string &` beside it: the fix would only add a const (declined before
// any call is looked at).
static int emitBesideLvalueRef(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:44: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-MESSAGES: :[[@LINE-2]]:44: note: no fix-it: another overload already takes this string by reference
static int emitBesideLvalueRef(std::string &S) { return -1; }

// A view would make lib::describe's conversion as good as this one's: const&.
static int positiveDescribe(lib::Tag, std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:51: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
// CHECK-FIXES: static int positiveDescribe(lib::Tag, std::string_view S) { return S.size(); }
static int describe(lib::Tag, std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:43: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: static int describe(lib::Tag, const std::string &S) { return S.size(); }

// --- Constructors ---------------------------------------------------------------

struct Label {
  Label(std::string S) : N(S.size()) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
  // CHECK-MESSAGES: :[[@LINE-2]]:21: note: no fix-it: another overload ('void (T &&)') would be chosen for some calls once the parameter is a reference
  template <class T> Label(T &&) : N(0) {}
  std::size_t N;
};
struct PlainLabel {
  explicit PlainLabel(std::string S) : N(S.size()) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:35: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
  // CHECK-FIXES: explicit PlainLabel(const std::string &S) : N(S.size()) {}
  std::size_t N;
};

// --- Operators -------------------------------------------------------------------

struct Key {
  bool operator<(std::string S) const { return S.empty(); }
  // CHECK-MESSAGES: :[[@LINE-1]]:30: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
  // CHECK-MESSAGES: :[[@LINE-2]]:30: note: no fix-it: another overload ('bool (T &&) const') would be chosen for some calls once the parameter is a reference
  template <class T> bool operator<(T &&) const { return false; }
};
struct Other {};
bool operator==(const Other &, std::string S) { return S.empty(); }
// CHECK-MESSAGES: :[[@LINE-1]]:44: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-MESSAGES: :[[@LINE-2]]:44: note: no fix-it: another overload ('bool (const Other &, T &&)') would be chosen for some calls once the parameter is a reference
template <class T> bool operator==(const Other &, T &&) { return false; }
// std::operator+ templates are found too, but cannot take an Other.
static int operator+(const Other &, std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:49: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: static int operator+(const Other &, const std::string &S) { return S.size(); }

int callers(std::string &Mutable, const std::string &Const) {
  lib::Tag Tag;
  DerivedUsing DU;
  DerivedHiding DH;
  Leaf L;
  Key K;
  Other O;
  return emitExternal(Const) + emitNonConstLvalue(Mutable) +
         emitTemporary(std::string("t")) + positiveOnlyConstCallers(Const) +
         emitLvalueTemplate(Mutable) + positiveConstRefTemplate(Mutable) +
         positiveOtherArity(Mutable) + positiveBesideCharPointer(Mutable) +
         positiveBesideView(Mutable) + emitBesideRvalueRef(Mutable, 1) +
         DU.put(Mutable) + DH.put(Mutable) + L.get(Mutable) + handle(Tag, Mutable) +
         positiveDescribe(Tag, Mutable) + describe(Tag, Mutable) +
         static_cast<int>(Label(Mutable).N + PlainLabel(Mutable).N) + (K < Mutable) +
         (O == Mutable) + (O + Mutable) + consume(lib2::Tok(), Mutable) +
         emitBesideLvalueRef(Const);
}
