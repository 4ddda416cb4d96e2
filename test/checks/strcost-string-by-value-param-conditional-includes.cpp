// RUN: %check_strcost -header=Inputs/strcost-string-by-value-param/split_errors.h \
// RUN:   %s strcost-string-by-value-param %t -- -- -std=c++17
// RUN: %check_strcost -header=Inputs/strcost-string-by-value-param/split_errors.h \
// RUN:   %s strcost-string-by-value-param %t -- -- -std=c++11
// RUN: %check_strcost -header=Inputs/strcost-string-by-value-param/split_errors.h \
// RUN:   %s strcost-string-by-value-param %t -- -- -std=c++20
// RUN: %check_strcost -header=Inputs/strcost-string-by-value-param/split_errors.h \
// RUN:   %s strcost-string-by-value-param %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing
// RUN: %if libcxx %{ %check_strcost -header=Inputs/strcost-string-by-value-param/split_errors.h \
// RUN:   %s strcost-string-by-value-param %t -- -- -std=c++17 -stdlib=libc++ %}

// A function declared in one branch of a preprocessor conditional may be
// another function in another build, so a move or copy into it is not judged
// from this build alone: unless the call is in that branch too. Then, in any
// build, either both are compiled or neither is (cli11's Error constructors,
// in a header included from `#ifdef CLI11_SINGLE_FILE ... #else`).

#ifdef SINGLE_FILE_BUILD
#include "single_file_errors.h"
#else
#include "split_errors.h"
#endif

#include <string>
#include <utility>

#ifdef SINGLE_FILE_BUILD
inline std::size_t measureHere(const char *s) { return 0; }
#else
inline std::size_t measureHere(std::string s) { return s.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:44: warning: the 'std::string' parameter 's' {{.*}} only read
// CHECK-FIXES: inline std::size_t measureHere(const std::string &s) { return s.size(); }

inline std::size_t positiveCallerInTheCalleesBranch(std::string label) {
  // CHECK-MESSAGES: :[[@LINE-1]]:65: warning: the 'std::string' parameter 'label' {{.*}} only read
  // CHECK-FIXES: inline std::size_t positiveCallerInTheCalleesBranch(const std::string &label) {
  return measureHere(std::move(label));
  // CHECK-FIXES: return measureHere(label);
}
#endif

inline std::size_t positiveCallerOutsideTheCalleesBranchNoFix(std::string label) {
  // CHECK-MESSAGES: :[[@LINE-1]]:75: warning: the 'std::string' parameter 'label' {{.*}} only read
  // CHECK-MESSAGES: :[[@LINE-2]]:75: note: no fix-it: function 'measureHere' is declared in one branch of a preprocessor conditional (#ifdef SINGLE_FILE_BUILD at {{.*}}:28), and another configuration may call another one, which decides whether the string is moved or copied
  return measureHere(std::move(label));
}
