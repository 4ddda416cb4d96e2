// RUN: %check_strcost -check-suffixes=,DEFAULT -header=Inputs/strcost-chained-concatenation/mylib.h \
// RUN:   %s strcost-chained-concatenation %t -- -- -std=c++17
// RUN: %clangxx -fsyntax-only -std=c++11 -I%t.headers %S/Inputs/strcost-chained-concatenation/mylib_consumer.cpp
// RUN: %clangxx -fsyntax-only -std=c++17 -I%t.headers %S/Inputs/strcost-chained-concatenation/mylib_consumer.cpp
// RUN: %if libcxx %{ %clangxx -fsyntax-only -std=c++11 -stdlib=libc++ -I%t.headers \
// RUN:   %S/Inputs/strcost-chained-concatenation/mylib_consumer.cpp %}
// RUN: %check_strcost -check-suffixes=,DEFAULT -header=Inputs/strcost-chained-concatenation/mylib.h \
// RUN:   %s strcost-chained-concatenation %t -- -- -std=c++17 -fms-compatibility \
// RUN:   -fms-compatibility-version=19.30 -fms-extensions -fdelayed-template-parsing
// RUN: %clangxx -fsyntax-only -std=c++14 -fms-compatibility -fms-compatibility-version=19.30 -I%t.headers %S/Inputs/strcost-chained-concatenation/mylib_consumer.cpp
// RUN: %check_strcost -check-suffixes=,ALLOWED -header=Inputs/strcost-chained-concatenation/mylib.h \
// RUN:   %s strcost-chained-concatenation %t -- \
// RUN:   -config="{CheckOptions: {strcost-chained-concatenation.RuntimeHeaders: 'mylib\.h$'}}" -- -std=c++17
// RUN: %check_strcost -check-suffixes=,ALLOWED -header=Inputs/strcost-chained-concatenation/mylib.h \
// RUN:   %s strcost-chained-concatenation %t -- \
// RUN:   -config="{CheckOptions: {RuntimeHeaders: 'other;*'}}" -- -std=c++17

// A header fixed with the runtime gains a dependency every user of the
// library would need: by default only the main file, and headers that
// already include strcost, get the runtime; mylib.h gets the string's own
// assign/append where no later piece can read the destination, and no
// fix-it elsewhere. Its consumer then compiles without the runtime. With
// RuntimeHeaders matching it, the header is fixed like the main file.

#include "mylib.h"
// CHECK-FIXES: #include <strcost/str_cat.h>

std::string positiveMainFileUsesTheRuntime(const std::string &A) {
  return A + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces by chained 'operator+' may allocate at every step; use 'strcost::str_cat' to allocate at most once
  // CHECK-FIXES: return strcost::str_cat(A, "/", A);
}
