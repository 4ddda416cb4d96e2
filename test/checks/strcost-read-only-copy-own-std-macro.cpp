// RUN: %check_strcost -header=Inputs/strcost-read-only-copy/own-std-macro.h %s \
// RUN:   strcost-read-only-copy %t -- -- -std=c++17
// RUN: %check_strcost -header=Inputs/strcost-read-only-copy/own-std-macro.h %s \
// RUN:   strcost-read-only-copy %t -- -- -std=c++20
// RUN: %check_strcost -header=Inputs/strcost-read-only-copy/own-std-macro.h %s \
// RUN:   strcost-read-only-copy %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing
// RUN: %check_strcost -header=own-std-macro-specialization.h \
// RUN:   -check-suffixes=SPECIALIZATION %S/Inputs/strcost-read-only-copy/own-std-macro-user.cpp \
// RUN:   strcost-read-only-copy %t.spec -- -- -std=c++17
// RUN: %check_strcost -header=own-std-macro-specialization.h \
// RUN:   -check-suffixes=SPECIALIZATION %S/Inputs/strcost-read-only-copy/own-std-macro-user.cpp \
// RUN:   strcost-read-only-copy %t.spec -- -- -std=c++20
// RUN: %check_strcost -header=own-std-macro-specialization.h \
// RUN:   -check-suffixes=SPECIALIZATION %S/Inputs/strcost-read-only-copy/own-std-macro-user.cpp \
// RUN:   strcost-read-only-copy %t.spec -- -- -std=c++17 -fms-compatibility \
// RUN:   -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// A unit's own std::string declared in a namespace std that a macro opens
// (`#define OWN_BEGIN_STD namespace std {`): the same as one written out, no
// header is inserted, and the finding goes without a fix-it. Specializations
// between such macros, or in a macro that declares one whole, are what the
// standard allows: the include is inserted as anywhere else
// (own-std-macro-user.cpp).

#include "own-std-macro.h"

std::size_t negativeOwnStdThroughMacroNoFix(const char *P) {
  std::string S = P;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'S' copies the C string 'P' only to read it; a 'std::string_view' would not allocate or copy [strcost-read-only-copy]
  // CHECK-MESSAGES: :[[@LINE-2]]:15: note: no fix-it: 'own-std-macro.h' declares names of its own in namespace std (line 7), which '#include <string_view>' could declare again
  // CHECK-FIXES: std::string S = P;
  return S.size();
}
