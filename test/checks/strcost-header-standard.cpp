// RUN: %check_strcost -header=Inputs/strcost-header-standard/forms.h %s 'strcost-*' %t -- \
// RUN:   -config="{CheckOptions: {RuntimeHeaders: '*', strcost-string-constant.FixInHeaders: true, strcost-string-by-value-param.PreferredFix: string-view, strcost-temporary-string-argument.FixExternalFunctions: true}}" \
// RUN:   -- -std=c++17
// RUN: %clangxx -fsyntax-only -std=c++11 -pedantic-errors -Werror -I%runtime_include -x c++ %t.headers/forms.h
// RUN: %check_strcost -header=Inputs/strcost-header-standard/forms.h %s 'strcost-*' %t -- \
// RUN:   -config="{CheckOptions: {RuntimeHeaders: '*', strcost-string-constant.FixInHeaders: true, strcost-string-by-value-param.PreferredFix: string-view, strcost-temporary-string-argument.FixExternalFunctions: true}}" \
// RUN:   -- -std=c++20
// RUN: %clangxx -fsyntax-only -std=c++11 -pedantic-errors -Werror -I%runtime_include -x c++ %t.headers/forms.h

// Issue 35: every check's fix forms in one header, analysed from a C++17 and
// a C++20 unit with the default HeaderMinimumStandard (c++11). Each form is
// written as C++11 or declined with the reason, and the fixed header compiles
// as C++11 with -pedantic-errors.

#include "forms.h"
