// RUN: %check_strcost -header=Inputs/strcost-read-only-copy/own-std-specialization.h %s \
// RUN:   strcost-read-only-copy %t -- -- -std=c++17
// RUN: %check_strcost -header=Inputs/strcost-read-only-copy/own-std-specialization.h %s \
// RUN:   strcost-read-only-copy %t -- -- -std=c++20
// RUN: %check_strcost -header=Inputs/strcost-read-only-copy/own-std-specialization.h %s \
// RUN:   strcost-read-only-copy %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// A specialization of a standard template for the unit's own type is what the
// standard allows in namespace std: the include is inserted as anywhere else.

#include "own-std-specialization.h"
#include <string>
// CHECK-FIXES: #include <string_view>

std::size_t positiveSpecializationOnly(const char *P) {
  std::string S = P;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'S' copies the C string 'P' only to read it
  // CHECK-FIXES: std::string_view S = P;
  return S.size();
}
