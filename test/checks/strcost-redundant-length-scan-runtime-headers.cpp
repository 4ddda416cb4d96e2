// RUN: %check_strcost -check-suffixes=,DEFAULT -header=Inputs/strcost-redundant-length-scan/cviews.h \
// RUN:   %s strcost-redundant-length-scan %t -- \
// RUN:   -config="{CheckOptions: {strcost-redundant-length-scan.NonStandardFix: as-view}}" \
// RUN:   -- -std=c++17 -isystem %S/Inputs/atl
// RUN: %clangxx -fsyntax-only -std=c++17 -isystem %S/Inputs/atl -I%t.headers -x c++ %t.headers/cviews.h
// RUN: %check_strcost -check-suffixes=,ALLOWED -header=Inputs/strcost-redundant-length-scan/cviews.h \
// RUN:   %s strcost-redundant-length-scan %t -- \
// RUN:   -config="{CheckOptions: {strcost-redundant-length-scan.NonStandardFix: as-view, RuntimeHeaders: 'cviews', HeaderMinimumStandard: c++17}}" \
// RUN:   -- -std=c++17 -isystem %S/Inputs/atl
// RUN: %check_strcost -check-suffixes=,DEFAULT -header=Inputs/strcost-redundant-length-scan/cviews.h \
// RUN:   %s strcost-redundant-length-scan %t -- \
// RUN:   -config="{CheckOptions: {strcost-redundant-length-scan.NonStandardFix: as-view}}" \
// RUN:   -- -std=c++17 -isystem %S/Inputs/atl -fms-compatibility -fms-compatibility-version=19.30 \
// RUN:   -fms-extensions -fdelayed-template-parsing

// With NonStandardFix: as-view, a header that may not depend on the strcost
// runtime (RuntimeHeaders) gets the runtime-free pointer and length, and
// compiles without strcost; the main file gets strcost::as_view.

#include "cviews.h"
// CHECK-FIXES: #include <strcost/view.h>

std::string_view positiveMainFileView(const CString &S) {
  return S.GetString();
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string view built from 'GetString()' rescans for a length
  // CHECK-FIXES: return strcost::as_view(S);
}
