// RUN: %check_strcost -header=Inputs/strcost-repeated-lookup/get.h %s \
// RUN:   strcost-repeated-lookup %t -- -- -std=c++17
// RUN: %clangxx -fsyntax-only -std=c++11 -pedantic-errors -Werror -x c++ %t.headers/get.h
// RUN: %check_strcost -header=Inputs/strcost-repeated-lookup/get.h %s \
// RUN:   strcost-repeated-lookup %t -- -- -std=c++20
// RUN: %clangxx -fsyntax-only -std=c++11 -pedantic-errors -Werror -x c++ %t.headers/get.h
// RUN: %check_strcost -header=Inputs/strcost-repeated-lookup/get.h %s \
// RUN:   strcost-repeated-lookup %t -- -- -std=c++17 -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing
// RUN: %clangxx -fsyntax-only -std=c++11 -pedantic-errors -Werror -x c++ %t.headers/get.h
// RUN: %check_strcost -check-suffix=HDR17 -header=Inputs/strcost-repeated-lookup/get.h %s \
// RUN:   strcost-repeated-lookup %t -- \
// RUN:   -config="{CheckOptions: {strcost-repeated-lookup.HeaderMinimumStandard: c++17}}" -- -std=c++17

// The report of issue 35: a header analysed from a C++17 unit got the
// iterator in an init-statement of the 'if', and the C++11 code including it
// no longer compiled. In a header the check writes what HeaderMinimumStandard
// (c++11 by default) allows: the iterator declared in front of the 'if'. The
// main file keeps the C++17 form, and the fixed header compiles as C++11.

#include "get.h"

int positiveMainFile(const std::map<std::string, int> &m, const std::string &k) {
  if (m.count(k))
    return m.at(k);
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: 'at' looks up the same key again after 'count'
  // CHECK-FIXES: if (auto it = m.find(k); it != m.end())
  // CHECK-FIXES-NEXT: return it->second;
  // CHECK-MESSAGES-HDR17: :[[@LINE-4]]:14: warning: 'at' looks up the same key again after 'count'
  // CHECK-FIXES-HDR17: if (auto it = m.find(k); it != m.end())
  return 0;
}
