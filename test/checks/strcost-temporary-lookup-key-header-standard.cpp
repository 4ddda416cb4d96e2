// A header may be compiled by translation units of older standards than the
// one analysed (a C++11 test of a header-only library beside its C++20
// example): an edit in a header uses only what the oldest includer has
// (option HeaderMinimumStandard, C++11 by default). std::less<> needs C++14,
// a transparent unordered container C++20, a std::string_view key C++17.
//
// RUN: %check_strcost -check-suffixes=DEFAULT -header=Inputs/strcost-temporary-lookup-key/standard.h \
// RUN:   %s strcost-temporary-lookup-key %t -- --config="{CheckOptions: {RuntimeHeaders: '*'}}" -- -std=c++20
// RUN: %check_strcost -check-suffixes=CXX14 -header=Inputs/strcost-temporary-lookup-key/standard.h \
// RUN:   %s strcost-temporary-lookup-key %t -- \
// RUN:   --config="{CheckOptions: {strcost-temporary-lookup-key.HeaderMinimumStandard: c++14, RuntimeHeaders: '*'}}" -- -std=c++20
// RUN: %check_strcost -check-suffixes=CXX17 -header=Inputs/strcost-temporary-lookup-key/standard.h \
// RUN:   %s strcost-temporary-lookup-key %t -- \
// RUN:   --config="{CheckOptions: {HeaderMinimumStandard: c++17, RuntimeHeaders: '*'}}" -- -std=c++20
// RUN: %check_strcost -check-suffixes=MAIN -header=Inputs/strcost-temporary-lookup-key/standard.h \
// RUN:   %s strcost-temporary-lookup-key %t -- \
// RUN:   --config="{CheckOptions: {strcost-temporary-lookup-key.HeaderMinimumStandard: main-file, RuntimeHeaders: '*'}}" -- -std=c++20

#include "standard.h"

#include <string_view>

int Ordered::find(const char *Name) const {
  auto It = Entries.find(Name);
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:26: warning: 'find' with a 'const char *' key
  // CHECK-MESSAGES-DEFAULT: standard.h:18:30: note: no fix-it: 'std::less<>' needs C++14, and this header may be included from C++11 translation units (option HeaderMinimumStandard); a container declared with 'std::less<>' here would take the key as it is
  // CHECK-MESSAGES-CXX14: :[[@LINE-3]]:26: warning: 'find' with a 'const char *' key
  // CHECK-MESSAGES-CXX17: :[[@LINE-4]]:26: warning: 'find' with a 'const char *' key
  // CHECK-MESSAGES-MAIN: :[[@LINE-5]]:26: warning: 'find' with a 'const char *' key
  // The key is in the main file, compiled as C++20: wrapped in every run
  // that edits the declaration.
  // CHECK-FIXES-DEFAULT: auto It = Entries.find(Name);
  // CHECK-FIXES-CXX14: auto It = Entries.find(std::string_view(Name));
  // CHECK-FIXES-CXX17: auto It = Entries.find(std::string_view(Name));
  // CHECK-FIXES-MAIN: auto It = Entries.find(std::string_view(Name));
  return It == Entries.end() ? 0 : It->second;
}

bool Unordered::has(const char *Name) const {
  return Items.count(Name) != 0;
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:22: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES-DEFAULT: standard.h:30:40: note: no fix-it: a transparent unordered container needs C++20, and this header may be included from C++11 translation units
  // CHECK-MESSAGES-CXX14: :[[@LINE-3]]:22: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES-CXX14: standard.h:30:40: note: no fix-it: a transparent unordered container needs C++20, and this header may be included from C++14 translation units
  // CHECK-MESSAGES-CXX17: :[[@LINE-5]]:22: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES-CXX17: standard.h:30:40: note: no fix-it: a transparent unordered container needs C++20, and this header may be included from C++17 translation units
  // CHECK-MESSAGES-MAIN: :[[@LINE-7]]:22: warning: 'count' with a 'const char *' key
  // CHECK-FIXES-MAIN: return Items.count(std::string_view(Name)) != 0;
}

// The lookup inside the header is reported there (see standard.h).
bool positiveInline(const Inline &I) { return I.has("x"); }
