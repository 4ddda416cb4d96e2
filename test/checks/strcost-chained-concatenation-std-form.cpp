// RUN: %check_strcost -check-suffixes=,PARSED -header=Inputs/strcost-chained-concatenation/std_form.h \
// RUN:   %s strcost-chained-concatenation %t -- -- -std=c++11
// RUN: %clangxx -std=c++11 -I%S/Inputs/strcost-chained-concatenation %S/Inputs/strcost-chained-concatenation/std_form_run.cpp -o %t.before && %t.before > %t.before.out
// RUN: %clangxx -std=c++11 -I%t.headers %S/Inputs/strcost-chained-concatenation/std_form_run.cpp -o %t.after && %t.after > %t.after.out
// RUN: diff %t.before.out %t.after.out
// RUN: %check_strcost -check-suffixes=,PARSED -header=Inputs/strcost-chained-concatenation/std_form.h \
// RUN:   %s strcost-chained-concatenation %t -- -- -std=c++17
// RUN: %clangxx -std=c++17 -I%t.headers %S/Inputs/strcost-chained-concatenation/std_form_run.cpp -o %t.after17 && %t.after17 > %t.after17.out
// RUN: diff %t.before.out %t.after17.out
// RUN: %check_strcost -check-suffixes=,PARSED -header=Inputs/strcost-chained-concatenation/std_form.h \
// RUN:   %s strcost-chained-concatenation %t -- -- -std=c++20
// RUN: %if libcxx %{ %check_strcost -check-suffixes=,PARSED -header=Inputs/strcost-chained-concatenation/std_form.h \
// RUN:   %s strcost-chained-concatenation %t -- -- -std=c++20 -stdlib=libc++ %}
// RUN: %if libcxx %{ %clangxx -std=c++11 -stdlib=libc++ -I%t.headers %S/Inputs/strcost-chained-concatenation/std_form_run.cpp -o %t.afterlibcxx && %t.afterlibcxx > %t.afterlibcxx.out %}
// RUN: %if libcxx %{ diff %t.before.out %t.afterlibcxx.out %}
// RUN: %check_strcost -header=Inputs/strcost-chained-concatenation/std_form.h \
// RUN:   %s strcost-chained-concatenation %t -- -- -std=c++17 -fms-compatibility \
// RUN:   -fms-compatibility-version=19.30 -fms-extensions -fdelayed-template-parsing

// The main file may use the runtime; std_form.h, a header that does not
// include it and that option RuntimeHeaders does not name, may not: its
// declared strings are built with reserve + append, and its fixed text
// behaves as the original (std_form_run.cpp prints the same).

#include "std_form.h"
// CHECK-FIXES: #include <strcost/str_cat.h>

std::string positiveMainFileKeepsStrCat(const std::string &A) {
  std::string P = A + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string built from 3 pieces by chained 'operator+' may allocate at every step; use 'strcost::str_cat' to allocate at most once
  // CHECK-FIXES: std::string P = strcost::str_cat(A, "/", A);
  return P;
}
