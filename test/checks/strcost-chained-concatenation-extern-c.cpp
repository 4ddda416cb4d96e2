// RUN: mkdir -p %t.d
// RUN: %check_strcost --no-plugin -header=Inputs/strcost-chained-concatenation/capi.h \
// RUN:   %s strcost-chained-concatenation %t.d/capi -- -- -std=c++17
// RUN: %check_strcost --no-plugin -header=Inputs/strcost-chained-concatenation/capi.h \
// RUN:   %s strcost-chained-concatenation %t.d/capi -- -- -std=c++20
// RUN: %check_strcost --no-plugin -header=Inputs/strcost-chained-concatenation/capi.h \
// RUN:   %s strcost-chained-concatenation %t.d/capi -- -- -std=c++11
// RUN: %check_strcost --no-plugin -header=Inputs/strcost-chained-concatenation/capi.h \
// RUN:   %s strcost-chained-concatenation %t.d/capi -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing
// RUN: %if libcxx %{ %check_strcost --no-plugin -header=Inputs/strcost-chained-concatenation/capi.h \
// RUN:   %s strcost-chained-concatenation %t.d/capi -- -- -std=c++17 -stdlib=libc++ %}

// The unit's own header (capi.h for capi.cpp: the copy is named so) is
// included inside extern "C" { ... }, as jsonnet's libjsonnet.cpp does. The
// include inserter puts a new header after the unit's own one, inside the
// braces, where <strcost/str_cat.h>'s templates would get C linkage (an
// error); it goes after the last include at the top level instead. (The
// compiler plugin's copy is named capi.plugin.cpp, whose own header the
// inserter does not recognise, so it places the include elsewhere: no plugin.)

#include <cstring>
#include <string>
// CHECK-FIXES: {{^}}#include <string>{{$}}
// CHECK-FIXES-NEXT: {{^}}#include <strcost/str_cat.h>{{$}}

extern "C" {
#include "capi.h"
}
// CHECK-FIXES: {{^}}#include "capi.h"{{$}}
// CHECK-FIXES-NEXT: {{^}}}{{$}}

std::string positiveVersionedPath(const std::string &dir) {
  return "/usr/share/capi-" + std::to_string(capi_version()) + dir;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces by chained 'operator+' may allocate at every step; use 'strcost::str_cat' to allocate at most once [strcost-chained-concatenation]
  // CHECK-FIXES: return strcost::str_cat("/usr/share/capi-", capi_version(), dir);
}

std::size_t negativeCLength(const char *p) { return std::strlen(p); }
