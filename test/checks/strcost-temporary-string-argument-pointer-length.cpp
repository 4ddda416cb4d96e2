// RUN: %check_strcost %s strcost-temporary-string-argument %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-temporary-string-argument %t -- -- -std=c++20
// RUN: %check_strcost %s strcost-temporary-string-argument %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.39 -fms-extensions -fdelayed-template-parsing
// RUN: %if libcxx %{ %check_strcost %s strcost-temporary-string-argument %t -- -- -std=c++17 -stdlib=libc++ %}

// A call that builds `std::string(p, n)` (a pointer and a length) for a
// `const std::string &` parameter only read as a view copies n characters to
// read them: the parameter becomes a view and the call passes
// `std::string_view(p, n)`, which reads the same n characters in place.
// Other constructors (iterators, a fill count, a substring, braces) are not
// this pair.

#include <cstddef>
#include <string>
#include <vector>
// CHECK-FIXES: #include <string_view>

static std::size_t positivePointerLength(const std::string &Key) { return Key.find('='); }
// CHECK-FIXES: static std::size_t positivePointerLength(std::string_view Key) { return Key.find('='); }
std::size_t callPointerLength(const char *P, std::size_t N) {
  return positivePointerLength(std::string(P, N));
  // CHECK-MESSAGES: :[[@LINE-1]]:32: warning: passing an explicit copy of a 'const char *' and a length to 'positivePointerLength' builds a temporary 'std::string' on every call; its parameter 'Key' only reads it and could be a 'std::string_view' [strcost-temporary-string-argument]
  // CHECK-FIXES: return positivePointerLength(std::string_view(P, N));
}

static bool positiveBufferPair(const std::string &Word) { return Word == "yes"; }
// CHECK-FIXES: static bool positiveBufferPair(std::string_view Word) { return Word == "yes"; }
bool callBufferPair(const std::vector<char> &Buf, int Len) {
  return positiveBufferPair(std::string(Buf.data(), Len));
  // CHECK-MESSAGES: :[[@LINE-1]]:29: warning: passing an explicit copy of a 'const char *' and a length to 'positiveBufferPair'
  // CHECK-FIXES: return positiveBufferPair(std::string_view(Buf.data(), Len));
}

// A literal call and a pair call pay for the same parameter: one fix for both.
static std::size_t positiveMixed(const std::string &Text) { return Text.size(); }
// CHECK-FIXES: static std::size_t positiveMixed(std::string_view Text) { return Text.size(); }
std::size_t callMixed(const char *P) {
  return positiveMixed("literal") + positiveMixed(std::string(P + 1, 3));
  // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: passing a string literal to 'positiveMixed'
  // CHECK-MESSAGES: :[[@LINE-2]]:51: warning: passing an explicit copy of a 'const char *' and a length to 'positiveMixed'
  // CHECK-FIXES: return positiveMixed("literal") + positiveMixed(std::string_view(P + 1, 3));
}

// The type as written is respelled, whatever name it has.
using Owned = std::string;
static bool positiveAlias(const std::string &Tag) { return Tag.empty(); }
// CHECK-FIXES: static bool positiveAlias(std::string_view Tag) { return Tag.empty(); }
bool callAlias(const char *P) {
  return positiveAlias(Owned(P, 2));
  // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: passing an explicit copy of a 'const char *' and a length to 'positiveAlias'
  // CHECK-FIXES: return positiveAlias(std::string_view(P, 2));
}

// A template's call, in two instantiations: one finding, one edit.
static std::size_t positiveInTemplate(const std::string &Part) { return Part.size(); }
// CHECK-FIXES: static std::size_t positiveInTemplate(std::string_view Part) { return Part.size(); }
template <int N> std::size_t callInTemplate(const char *P) {
  return positiveInTemplate(std::string(P, N));
  // CHECK-MESSAGES: :[[@LINE-1]]:29: warning: passing an explicit copy of a 'const char *' and a length to 'positiveInTemplate'
  // CHECK-FIXES: return positiveInTemplate(std::string_view(P, N));
}
std::size_t instantiate(const char *P) { return callInTemplate<1>(P) + callInTemplate<2>(P); }

// The parameter is read as a C string: the temporary is needed, no finding.
static std::size_t negativeCString(const std::string &Path) { return Path.c_str()[0]; }
std::size_t callCString(const char *P) { return negativeCString(std::string(P, 4)); }

// A macro spells the type: the copy would stay, so no fix at all.
#define OWNED_STRING std::string
static std::size_t positiveMacroTypeNoFix(const std::string &Item) { return Item.size(); }
std::size_t callMacroTypeNoFix(const char *P) { return positiveMacroTypeNoFix(OWNED_STRING(P, 4)); }
// CHECK-MESSAGES: :[[@LINE-1]]:79: warning: passing an explicit copy of a 'const char *' and a length to 'positiveMacroTypeNoFix'
// CHECK-MESSAGES: :[[@LINE-3]]:62: note: no fix-it: the type of 'std::string(pointer, length)' at line [[@LINE-2]] is spelled by a macro

static std::size_t negativeIteratorPair(const std::string &Range) { return Range.size(); }
std::size_t callIteratorPair(const char *B, const char *E) {
  return negativeIteratorPair(std::string(B, E));
}

static std::size_t negativeFill(const std::string &Pad) { return Pad.size(); }
std::size_t callFill(std::size_t N) { return negativeFill(std::string(N, ' ')); }

static std::size_t negativeSubstring(const std::string &Tail) { return Tail.size(); }
std::size_t callSubstring(const std::string &S) { return negativeSubstring(std::string(S, 2)); }

static std::size_t negativeBraces(const std::string &Braced) { return Braced.size(); }
std::size_t callBraces(const char *P) { return negativeBraces(std::string{P, 3}); }

static std::size_t negativeNamedCopy(const std::string &Kept) { return Kept.size(); }
std::size_t callNamedCopy(const char *P) {
  std::string Copy(P, 3);
  return negativeNamedCopy(Copy);
}
