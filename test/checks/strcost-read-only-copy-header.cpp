// RUN: %check_strcost -check-suffixes=,STD -header=Inputs/strcost-read-only-copy/copies.h %s \
// RUN:   strcost-read-only-copy %t -- -- -std=c++17
// RUN: %check_strcost -check-suffixes=,VIEW -header=Inputs/strcost-read-only-copy/copies.h %s \
// RUN:   strcost-read-only-copy %t -- \
// RUN:   -config="{CheckOptions: {strcost-read-only-copy.HeaderMinimumStandard: c++17}}" -- -std=c++17

// A local in a header's inline function: `const auto &` compiles wherever the
// header does; a std::string_view only where every includer is C++17, which
// HeaderMinimumStandard says (by default a header is held to C++11).

#include "copies.h"

std::size_t useHeader() { return headerCopy("a") + headerCString("b"); }
