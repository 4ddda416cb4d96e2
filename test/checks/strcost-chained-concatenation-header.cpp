// RUN: %check_strcost -check-suffixes=,DEFAULT -header=Inputs/strcost-chained-concatenation/paths.h \
// RUN:   %s strcost-chained-concatenation %t -- -config="{CheckOptions: {RuntimeHeaders: 'paths\.h$'}}" -- -std=c++17
// RUN: %clangxx -fsyntax-only -std=c++11 -I%runtime_include -I%t.headers \
// RUN:   %S/Inputs/strcost-chained-concatenation/paths_cxx11_user.cpp
// RUN: %clangxx -fsyntax-only -std=c++14 -I%runtime_include -I%t.headers \
// RUN:   %S/Inputs/strcost-chained-concatenation/paths_cxx11_user.cpp
// RUN: %if libcxx %{ %clangxx -fsyntax-only -std=c++11 -stdlib=libc++ -I%runtime_include -I%t.headers \
// RUN:   %S/Inputs/strcost-chained-concatenation/paths_cxx11_user.cpp %}
// RUN: %check_strcost -check-suffixes=,CXX17 -header=Inputs/strcost-chained-concatenation/paths.h \
// RUN:   %s strcost-chained-concatenation %t -- \
// RUN:   -config="{CheckOptions: {strcost-chained-concatenation.HeaderMinimumStandard: c++17, RuntimeHeaders: '*'}}" \
// RUN:   -- -std=c++17
// RUN: %check_strcost -check-suffixes=,CXX17 -header=Inputs/strcost-chained-concatenation/paths.h \
// RUN:   %s strcost-chained-concatenation %t -- \
// RUN:   -config="{CheckOptions: {HeaderMinimumStandard: main-file, strcost-chained-concatenation.RuntimeHeaders: '*'}}" -- -std=c++17

// paths.h may use the runtime (RuntimeHeaders; strcost-chained-concatenation-
// runtime-headers.cpp shows the default). A header is fixed for the oldest standard that includes it
// (HeaderMinimumStandard, default c++11): the edits there use only what the
// runtime accepts in C++11, and the fixed header then compiles as C++11 and
// C++14. The main file is fixed for the standard it is analysed with.

#include "paths.h"
#include <string_view>
// CHECK-FIXES: #include <strcost/str_cat.h>

std::string positiveMainFileViewPiece(std::string_view Root, const std::string &Name) {
  return std::string(Root) + "/" + Name;
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES-DEFAULT: return strcost::str_cat(Root, "/", Name);
  // CHECK-MESSAGES-CXX17: :[[@LINE-3]]:10: warning: string built from 3 pieces
  // CHECK-FIXES-CXX17: return strcost::str_cat(Root, "/", Name);
}

std::string negativeUse(std::string &Out) {
  paths::positiveAppend(Out, paths::positiveJoin("a", "b"));
  return paths::positiveNumbered(Out, 1) + paths::positiveViewPiece("r", "n");
}
