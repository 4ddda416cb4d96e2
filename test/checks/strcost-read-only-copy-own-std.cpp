// RUN: %check_strcost -header=Inputs/strcost-read-only-copy/own-std-string.h %s \
// RUN:   strcost-read-only-copy %t -- -- -std=c++17
// RUN: %check_strcost -header=Inputs/strcost-read-only-copy/own-std-string.h %s \
// RUN:   strcost-read-only-copy %t -- -- -std=c++20
// RUN: %check_strcost -header=Inputs/strcost-read-only-copy/own-std-string.h %s \
// RUN:   strcost-read-only-copy %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// A unit whose own header declares std::string (a replacement of the
// library): the view fix would insert `#include <string_view>`, whose
// std::char_traits and std::basic_string clash with the unit's own. No header
// is inserted into a unit that declares names of its own in namespace std, so
// the finding goes without a fix-it.

#include "own-std-string.h"

std::size_t negativeOwnStdNoFix(const char *P) {
  std::string S = P;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'S' copies the C string 'P' only to read it; a 'std::string_view' would not allocate or copy [strcost-read-only-copy]
  // CHECK-MESSAGES: :[[@LINE-2]]:15: note: no fix-it: 'own-std-string.h' declares names of its own in namespace std (line 7), which '#include <string_view>' could declare again
  // CHECK-FIXES: std::string S = P;
  return S.size();
}
