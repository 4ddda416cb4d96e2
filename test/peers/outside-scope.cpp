// RUN: %check_strcost %s 'strcost-*' %t -- -- -std=c++17

// Peers' string rules whose cases strcost leaves alone, and why
// (docs/peers.md). Nothing here is reported.

#include <string>
#include <string_view>

// modernize-use-string-view (LLVM's main branch) makes a function that
// returns only literals return a view. That changes the function's type for
// every caller: one that keeps the result (`auto s = name(); s += ...`),
// takes the function's address, overrides it, or passes the result to a
// `const std::string &` parameter no longer compiles or now builds the string
// there. strcost changes what a caller pays without changing an interface
// others call (its parameter retypes are limited to functions no other unit
// can call, by default).
std::string literalName() { return "a literal"; }
std::string eitherName(bool B) { return B ? "yes" : "no"; }

// performance-faster-string-find passes a one-character literal as a char:
// `find("x")` → `find('x')`. No allocation and no copy: the difference is a
// length scan of one character and a general search for a one-character
// needle, a few nanoseconds, outside strcost's costs (allocations, copies,
// rescans of a length the object already stores).
std::size_t findOne(const std::string &S) { return S.find("x"); }

// readability-redundant-string-init drops `= ""`: an empty string does not
// allocate either way; it is style, not cost.
std::size_t emptyInit() {
  std::string S = "";
  S.push_back('a');
  return S.size();
}
