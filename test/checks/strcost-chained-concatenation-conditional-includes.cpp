// RUN: %check_strcost -header=Inputs/strcost-chained-concatenation/platform.h \
// RUN:   -header=Inputs/strcost-chained-concatenation/wrapped.h \
// RUN:   -header=Inputs/strcost-chained-concatenation/uses_runtime.h \
// RUN:   -header=Inputs/strcost-chained-concatenation/optional_runtime.h \
// RUN:   %s strcost-chained-concatenation %t -- \
// RUN:   -config="{CheckOptions: {strcost-chained-concatenation.RuntimeHeaders: 'platform\.h$;wrapped\.h$'}}" \
// RUN:   -- -std=c++17
// RUN: %check_strcost -header=Inputs/strcost-chained-concatenation/platform.h \
// RUN:   -header=Inputs/strcost-chained-concatenation/wrapped.h \
// RUN:   -header=Inputs/strcost-chained-concatenation/uses_runtime.h \
// RUN:   -header=Inputs/strcost-chained-concatenation/optional_runtime.h \
// RUN:   %s strcost-chained-concatenation %t -- \
// RUN:   -config="{CheckOptions: {strcost-chained-concatenation.RuntimeHeaders: 'platform\.h$;wrapped\.h$'}}" \
// RUN:   -- -std=c++17 -fms-compatibility -fms-compatibility-version=19.30 -fms-extensions \
// RUN:   -fdelayed-template-parsing
// RUN: %if libcxx %{ %check_strcost -header=Inputs/strcost-chained-concatenation/platform.h \
// RUN:   -header=Inputs/strcost-chained-concatenation/wrapped.h \
// RUN:   -header=Inputs/strcost-chained-concatenation/uses_runtime.h \
// RUN:   -header=Inputs/strcost-chained-concatenation/optional_runtime.h \
// RUN:   %s strcost-chained-concatenation %t -- \
// RUN:   -config="{CheckOptions: {strcost-chained-concatenation.RuntimeHeaders: 'platform\.h$;wrapped\.h$'}}" \
// RUN:   -- -std=c++11 -stdlib=libc++ %}

// An include for a fix goes where every configuration reaches it: not beside
// platform headers inside `#ifdef _WIN32 ... #else ... #endif` (here, and in
// platform.h), but after the #endif; where no such place comes before the
// code (wrapped.h), the fix is withheld. A header including the runtime
// outside conditionals may use it; one including it under `__has_include`
// may not (a configuration without strcost must compile).

#ifdef _WIN32
#include "platform.h"
#include "wrapped.h"
#else
#include "platform.h"
#include "wrapped.h"
#include "uses_runtime.h"
#include "optional_runtime.h"
#endif
// CHECK-FIXES: {{^}}#endif{{$}}
// CHECK-FIXES-NEXT: #include <strcost/str_cat.h>

std::string positiveMainFile(const std::string &A) {
  return A + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces by chained 'operator+' may allocate at every step; use 'strcost::str_cat' to allocate at most once
  // CHECK-FIXES: return strcost::str_cat(A, "/", A);
}
