// RUN: %check_strcost -header=Inputs/strcost-chained-concatenation/std_form_pmr.h \
// RUN:   %s strcost-chained-concatenation %t -- -- -std=c++17
// RUN: %clangxx -std=c++17 -I%S/Inputs/strcost-chained-concatenation %S/Inputs/strcost-chained-concatenation/std_form_pmr_run.cpp -o %t.before && %t.before > %t.before.out
// RUN: %clangxx -std=c++17 -I%t.headers %S/Inputs/strcost-chained-concatenation/std_form_pmr_run.cpp -o %t.after && %t.after > %t.after.out
// RUN: diff %t.before.out %t.after.out
// RUN: %check_strcost -header=Inputs/strcost-chained-concatenation/std_form_pmr.h \
// RUN:   %s strcost-chained-concatenation %t -- -- -std=c++20
// RUN: %if libcxx %{ %check_strcost -header=Inputs/strcost-chained-concatenation/std_form_pmr.h \
// RUN:   %s strcost-chained-concatenation %t -- -- -std=c++20 -stdlib=libc++ %}
// RUN: %if libcxx %{ %clangxx -std=c++17 -stdlib=libc++ -I%S/Inputs/strcost-chained-concatenation %S/Inputs/strcost-chained-concatenation/std_form_pmr_run.cpp -o %t.beforelibcxx && %t.beforelibcxx > %t.beforelibcxx.out %}
// RUN: %if libcxx %{ %clangxx -std=c++17 -stdlib=libc++ -I%t.headers %S/Inputs/strcost-chained-concatenation/std_form_pmr_run.cpp -o %t.afterlibcxx && %t.afterlibcxx > %t.afterlibcxx.out %}
// RUN: %if libcxx %{ diff %t.beforelibcxx.out %t.afterlibcxx.out %}

// std::pmr::string chains in a header that may not depend on the runtime
// (std_form_pmr.h): the declared string keeps the memory resource the chain
// gave its result, the appended one its own (std_form_pmr_run.cpp prints
// them before and after the fix).

#include "std_form_pmr.h"
