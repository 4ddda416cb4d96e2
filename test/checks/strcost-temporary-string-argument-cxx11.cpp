// RUN: %check_strcost %s strcost-temporary-string-argument %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-temporary-string-argument %t -- -- -std=c++14

// Before C++17 there is no std::string_view to offer: no finding at all (as
// strcost-string-constant).

#include <string>

static std::size_t negativeLiteral(const std::string &Name) { return Name.size(); }
std::size_t callLiteral() { return negativeLiteral("a literal well past the buffer"); }

// Nor for a function defined in another unit: the remedy its note names is a
// view parameter there.
int opaqueName(const std::string &Name);
int callOpaque(const char *P) { return opaqueName(P); }
