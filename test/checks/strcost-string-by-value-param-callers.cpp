// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17

// A view is chosen only when no caller can tell: every call in this file
// passes something that converts to a view as well as to a std::string, and
// no overload, default argument or implicit conversion depends on the type.

#include <string>
#include <string_view>

struct Convertible {
  operator std::string() const { return "converted"; }
};

static std::string makeString() { return "made"; }

static std::size_t positiveAllCallersFit(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:54: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'std::string_view'
// CHECK-FIXES: static std::size_t positiveAllCallersFit(std::string_view S) { return S.size(); }

// `operator std::string` then std::string -> string_view would be two
// user-defined conversions.
static std::size_t positiveCalledWithConvertible(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:62: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: static std::size_t positiveCalledWithConvertible(const std::string &S) { return S.size(); }

// std::string's (count, char) and initializer-list constructors.
static std::size_t positiveCalledWithBraces(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:57: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: static std::size_t positiveCalledWithBraces(const std::string &S) { return S.size(); }

static std::size_t positiveCalledWithList(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:55: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: static std::size_t positiveCalledWithList(const std::string &S) { return S.size(); }

// A different allocator: a view would do, every caller passes that string.
template <class T> struct ArenaAllocator : std::allocator<T> {
  using value_type = T;
  template <class U> struct rebind { using other = ArenaAllocator<U>; };
  ArenaAllocator() = default;
  template <class U> ArenaAllocator(const ArenaAllocator<U> &) {}
};
using ArenaString = std::basic_string<char, std::char_traits<char>, ArenaAllocator<char>>;
static std::size_t positiveAllocatorSpelled(ArenaString S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:57: warning: the 'ArenaString' parameter 'S' {{.*}} 'std::string_view'
// CHECK-FIXES: static std::size_t positiveAllocatorSpelled(std::string_view S) { return S.size(); }

// Custom traits: no standard view alias; const&.
struct CaseTraits : std::char_traits<char> {};
static std::size_t positiveCustomTraits(std::basic_string<char, CaseTraits> S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:77: warning: the 'std::basic_string<char, CaseTraits>' parameter 'S' {{.*}} 'const std::basic_string<char, CaseTraits> &'
// CHECK-FIXES: static std::size_t positiveCustomTraits(const std::basic_string<char, CaseTraits> &S) { return S.size(); }

// Default arguments: a literal or a std::string temporary converts to a view.
static std::size_t positiveDefaultLiteral(std::string S = "x") { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:55: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
// CHECK-FIXES: static std::size_t positiveDefaultLiteral(std::string_view S = "x") { return S.size(); }

static std::size_t positiveDefaultTemporary(std::string S = std::string()) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:57: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
// CHECK-FIXES: static std::size_t positiveDefaultTemporary(std::string_view S = std::string()) { return S.size(); }

static std::size_t positiveDefaultBraces(std::string S = {}) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:54: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: static std::size_t positiveDefaultBraces(const std::string &S = {}) { return S.size(); }

// Overloads: another argument type could pick another overload.
static std::size_t positiveOverloaded(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:51: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: static std::size_t positiveOverloaded(const std::string &S) { return S.size(); }
static std::size_t positiveOverloaded(int N) { return N; }

// An overload already taking the string by reference: the fix would
// redeclare it.
static std::size_t positiveCollides(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:49: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-MESSAGES: :[[@LINE-2]]:49: note: no fix-it: another overload already takes this string by reference
static std::size_t positiveCollides(std::string &S) { return S.size() + 1; }

namespace {
// A converting constructor: `Tag T = Str;` would need two conversions.
struct Tag {
  Tag(std::string S) : Length(S.size()) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
  // CHECK-FIXES: Tag(const std::string &S) : Length(S.size()) {}
  std::size_t Length;
};
// An explicit one cannot be used that way.
struct Label {
  explicit Label(std::string S) : Length(S.size()) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:30: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
  // CHECK-FIXES: explicit Label(std::string_view S) : Length(S.size()) {}
  std::size_t Length;
};
// Inherited: calls through the derived class count as calls.
struct Base {
  explicit Base(int N, std::string S) : Length(S.size() + N) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:36: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
  // CHECK-FIXES: explicit Base(int N, const std::string &S) : Length(S.size() + N) {}
  std::size_t Length;
};
struct Derived : Base {
  using Base::Base;
};
} // namespace

std::size_t callers(const std::string &Str, std::string_view View) {
  std::size_t N = 0;
  N += positiveAllCallersFit(Str);
  N += positiveAllCallersFit("literal");
  N += positiveAllCallersFit(makeString());
  N += positiveAllCallersFit(std::string(View));
  N += positiveAllCallersFit(Str + "x");
  N += positiveCalledWithConvertible(Str);
  N += positiveCalledWithConvertible(Convertible());
  N += positiveCalledWithBraces({3, 'x'});
  N += positiveCalledWithList({'a', 'b'});
  N += positiveAllocatorSpelled(ArenaString("a"));
  N += positiveCustomTraits("abc");
  N += positiveDefaultLiteral() + positiveDefaultTemporary() + positiveDefaultBraces();
  N += positiveOverloaded(Str) + positiveOverloaded(1);
  N += positiveCollides(std::string("x"));
  Tag T = Str;
  Label L(Str);
  Derived D(1, Convertible());
  return N + T.Length + L.Length + D.Length;
}
