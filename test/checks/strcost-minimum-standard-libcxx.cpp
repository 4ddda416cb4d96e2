// REQUIRES: libcxx
// RUN: %check_strcost -check-suffixes=,MIN11 %S/strcost-minimum-standard.cpp 'strcost-*' %t -- \
// RUN:   -config="{CheckOptions: {MinimumStandard: c++11, strcost-string-by-value-param.PreferredFix: string-view}}" \
// RUN:   -- -std=c++17 -stdlib=libc++
// RUN: %clangxx -fsyntax-only -std=c++11 -stdlib=libc++ -pedantic-errors -Werror -I%runtime_include %t.cpp
// RUN: %check_strcost -header=Inputs/strcost-header-standard/forms.h %S/strcost-header-standard.cpp 'strcost-*' %t -- \
// RUN:   -config="{CheckOptions: {RuntimeHeaders: '*', strcost-string-constant.FixInHeaders: true, strcost-string-by-value-param.PreferredFix: string-view, strcost-temporary-string-argument.FixExternalFunctions: true}}" \
// RUN:   -- -std=c++20 -stdlib=libc++
// RUN: %clangxx -fsyntax-only -std=c++11 -stdlib=libc++ -pedantic-errors -Werror -I%runtime_include -x c++ %t.headers/forms.h

// strcost-minimum-standard.cpp and strcost-header-standard.cpp under libc++:
// the same C++11 forms and reasons, and the fixed files compile as C++11
// against libc++ too.
