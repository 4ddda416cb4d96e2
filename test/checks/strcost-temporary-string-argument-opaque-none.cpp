// RUN: %check_strcost %s strcost-temporary-string-argument %t -- \
// RUN:   -config="{CheckOptions: {strcost-temporary-string-argument.OpaqueCallees: none}}" -- -std=c++17
// RUN: %check_strcost -check-suffixes=,DEFAULT %s strcost-temporary-string-argument %t -- -- -std=c++17

// OpaqueCallees: none turns off the findings for functions defined in another
// unit, and only those; the default (allocating) reports these two.

#include <string>
// CHECK-FIXES: #include <string_view>

int takesName(const std::string &Name);
int opaquePointer(const char *P) { return takesName(P); }
// CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:53: warning: passing a 'const char *' to 'takesName' builds a temporary 'std::string' on every call
int opaqueLongLiteral() { return takesName("a literal well past the buffer"); }
// CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:44: warning: passing a string literal to 'takesName' builds a temporary 'std::string', allocating on the heap, on every call

static std::size_t positiveDefinedHere(const std::string &Name) { return Name.size(); }
// CHECK-FIXES: static std::size_t positiveDefinedHere(std::string_view Name) { return Name.size(); }
std::size_t callDefinedHere() { return positiveDefinedHere("a literal well past the buffer"); }
// CHECK-MESSAGES: :[[@LINE-1]]:60: warning: passing a string literal to 'positiveDefinedHere' builds a temporary 'std::string', allocating on the heap, on every call; its parameter 'Name' only reads it
