// Keys that copy characters held elsewhere, in a header (copies.h): the view
// is written only where every includer has it (option HeaderMinimumStandard,
// C++11 by default): C++17 for a view; a view of two pointers is written
// with their difference below C++20.
//
// RUN: %check_strcost -check-suffixes=DEFAULT -header=Inputs/strcost-temporary-lookup-key/copies.h \
// RUN:   %s strcost-temporary-lookup-key %t -- -- -std=c++20
// RUN: %check_strcost -check-suffixes=CXX17 -header=Inputs/strcost-temporary-lookup-key/copies.h \
// RUN:   %s strcost-temporary-lookup-key %t -- \
// RUN:   --config="{CheckOptions: {HeaderMinimumStandard: c++17}}" -- -std=c++20
// RUN: %check_strcost -check-suffixes=CXX20 -header=Inputs/strcost-temporary-lookup-key/copies.h \
// RUN:   %s strcost-temporary-lookup-key %t -- \
// RUN:   --config="{CheckOptions: {HeaderMinimumStandard: c++20}}" -- -std=c++20

#include "copies.h"

std::size_t useAll(const std::set<std::string, std::less<>> &S, const std::string &Text) {
  return countPrefix(S, Text.data(), 2) + countRange(S, Text.data(), Text.data() + 1) +
         countTail(S, Text);
}
