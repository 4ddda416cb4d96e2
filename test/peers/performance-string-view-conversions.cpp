// RUN: %check_strcost %s 'strcost-*' %t -- -- -std=c++17

// The cases of clang-tidy's performance-string-view-conversions (LLVM's main
// branch; its published test, in our own words): a std::string built only to
// be converted back to a view parameter. strcost-temporary-string-argument
// reports each; it drops the copy where nothing can change the characters
// while the function reads them (docs/peers.md).

#include <string>
#include <string_view>
#include <utility>

// Declared only, as in the peer's test: the body is elsewhere.
void takesView(int N, std::string_view V, double D);
void takesWideView(std::wstring_view V);
void takesString(int N, const std::string &S, double D);
std::string_view someView(int N);
std::string someString(int N);

// With its body here: nothing it writes can be what the view reads.
static std::size_t measured(std::string_view V) { return V.size(); }

void literal() { takesView(1, std::string("Hello, world"), 2.0); }
// CHECK-MESSAGES: :[[@LINE-1]]:31: warning: passing an explicit copy of a string literal to 'takesView' builds a temporary 'std::string' only to view it: the parameter is a 'std::string_view' already [strcost-temporary-string-argument]
// CHECK-FIXES: void literal() { takesView(1, "Hello, world", 2.0); }

void parenthesisedLiteral() { takesView(1, std::string((("Hello"))), 2.0); }
// CHECK-MESSAGES: :[[@LINE-1]]:44: warning: passing an explicit copy of a string literal to 'takesView'
// CHECK-FIXES: void parenthesisedLiteral() { takesView(1, (("Hello")), 2.0); }

void bracedLiteral() { takesView(1, std::string{"Hello, world"}, 2.0); }
// CHECK-MESSAGES: :[[@LINE-1]]:37: warning: passing an explicit copy of a string literal to 'takesView'
// CHECK-FIXES: void bracedLiteral() { takesView(1, "Hello, world", 2.0); }

// The peer drops these copies too. The function's body is not here: it could
// change the characters (a global string the view points into) while it
// reads them, which the copy prevented. Found, without a fix-it.
void fromView(std::string_view V) { takesView(1, std::string(V), 2.0); }
// CHECK-MESSAGES: :[[@LINE-1]]:50: warning: passing an explicit copy of a 'std::string_view' to 'takesView'
// CHECK-MESSAGES: :[[@LINE-2]]:50: note: no fix-it: the body of 'takesView' is not in this unit: it could change the characters through another name while it reads the view, which the copy kept still

void fromPointer(const char *P) { takesView(1, std::string(P), 2.0); }
// CHECK-MESSAGES: :[[@LINE-1]]:48: warning: passing an explicit copy of a 'const char *' to 'takesView'
// CHECK-MESSAGES: :[[@LINE-2]]:48: note: no fix-it: the body of 'takesView' is not in this unit{{.*}}

void fromArray() {
  char Buffer[] = "Hello, world";
  takesView(1, std::string(Buffer), 2.0);
  // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: passing an explicit copy of a 'char[13]' to 'takesView'
  // CHECK-MESSAGES: :[[@LINE-2]]:16: note: no fix-it: the body of 'takesView' is not in this unit{{.*}}
}

void fromCall() { takesView(1, std::string(someView(42)), 2.0); }
// CHECK-MESSAGES: :[[@LINE-1]]:32: warning: passing an explicit copy of a 'std::string_view' to 'takesView'
// CHECK-MESSAGES: :[[@LINE-2]]:32: note: no fix-it: the body of 'takesView' is not in this unit{{.*}}

void fromString(const std::string &S) { takesView(1, std::string{S}, 2.0); }
// CHECK-MESSAGES: :[[@LINE-1]]:54: warning: passing an explicit copy of a 'std::string' to 'takesView'
// CHECK-MESSAGES: :[[@LINE-2]]:54: note: no fix-it: the body of 'takesView' is not in this unit{{.*}}

void wideFromPointer(const wchar_t *W) { takesWideView(std::wstring(W)); }
// CHECK-MESSAGES: :[[@LINE-1]]:56: warning: passing an explicit copy of a 'const wchar_t *' to 'takesWideView' builds a temporary 'std::wstring'
// CHECK-MESSAGES: :[[@LINE-2]]:56: note: no fix-it: the body of 'takesWideView' is not in this unit{{.*}}

// The same copies for a function whose body is here: dropped.
std::size_t fromViewKnown(std::string_view V) { return measured(std::string(V)); }
// CHECK-MESSAGES: :[[@LINE-1]]:65: warning: passing an explicit copy of a 'std::string_view' to 'measured'
// CHECK-FIXES: std::size_t fromViewKnown(std::string_view V) { return measured(V); }

std::size_t fromStringKnown(const std::string &S) { return measured(std::string(S)); }
// CHECK-MESSAGES: :[[@LINE-1]]:69: warning: passing an explicit copy of a 'std::string' to 'measured'
// CHECK-FIXES: std::size_t fromStringKnown(const std::string &S) { return measured(S); }

// A prefix of a literal: the peer leaves it; strcost passes the same pair as
// a view.
void literalPrefix() { takesView(1, std::string("Hello, world", 5), 2.0); }
// CHECK-MESSAGES: :[[@LINE-1]]:37: warning: passing an explicit copy of a 'const char[13]' and a length to 'takesView'
// CHECK-FIXES: void literalPrefix() { takesView(1, std::string_view("Hello, world", 5), 2.0); }

// Neither reports these: the string is needed (a parameter that takes one,
// a concatenation, a fill, a substring, `c_str()` of the copy), or there is
// no copy (a view, a moved or returned string). Only strcost reports the
// copy of a view for 'takesString', whose body is in another unit: it
// allocates on every call, and only that function's parameter could save it
// (no fix-it here); the short literal does not allocate and is not reported.
void negatives(std::string_view V, std::string &S) {
  takesView(1, V, 2.0);
  takesView(1, std::string(V) + "bar", 2.0);
  takesView(1, std::string(5, 'a'), 2.0);
  takesView(1, std::string(V).substr(0, 5), 2.0);
  takesString(1, std::string(V), 2.0);
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: passing an explicit copy of a 'std::string_view' to 'takesString' builds a temporary 'std::string' on every call [strcost-temporary-string-argument]
  // CHECK-MESSAGES: :[[@LINE-2]]:18: note: cost per execution: 1 allocation
  // CHECK-MESSAGES: :16:44: note: no fix-it: 'takesString' is defined in another translation unit
  takesString(1, std::string("Hello, world"), 2.0);
  takesView(1, someString(42), 2.0);
  takesView(1, std::move(S), 2.0);
}
