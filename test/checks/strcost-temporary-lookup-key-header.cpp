// RUN: %check_strcost -check-suffixes=,ALLOWED -header=Inputs/strcost-temporary-lookup-key/registry.h %s \
// RUN:   strcost-temporary-lookup-key %t -- \
// RUN:   --config="{CheckOptions: {strcost-temporary-lookup-key.HeaderMinimumStandard: c++20, strcost-temporary-lookup-key.RuntimeHeaders: 'registry\.h$'}}" \
// RUN:   -- -std=c++20
// RUN: %check_strcost -check-suffixes=,DEFAULT -header=Inputs/strcost-temporary-lookup-key/registry.h %s \
// RUN:   strcost-temporary-lookup-key %t -- \
// RUN:   --config="{CheckOptions: {strcost-temporary-lookup-key.HeaderMinimumStandard: c++20}}" \
// RUN:   -- -std=c++20

// Declarations in a header: edited only when no other translation unit can
// see them differently (a private member whose class is implemented here);
// otherwise a note at the declaration in the header. Every includer of the
// header is taken to be C++20 here; older includers are tested in
// strcost-temporary-lookup-key-header-standard.cpp. registry.h may use the
// strcost runtime only with RuntimeHeaders (ALLOWED): by default (DEFAULT) the
// unordered container, whose transparent hash is strcost's, is left alone.

#include "registry.h"

#include <string_view>

int Registry::find(const char *Name) const {
  auto It = Entries.find(Name);
  // CHECK-MESSAGES: :[[@LINE-1]]:26: warning: 'find' with a 'const char *' key constructs a temporary std::string on every lookup
  // CHECK-FIXES: auto It = Entries.find(std::string_view(Name));
  return It == Entries.end() ? 0 : It->second;
}

bool Cache::has(const char *Name) const {
  return Items.count(Name) != 0;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: 'count' with a 'const char *' key
  // CHECK-FIXES-ALLOWED: return Items.count(std::string_view(Name)) != 0;
  // CHECK-MESSAGES-DEFAULT: registry.h:27:{{[0-9]+}}: note: no fix-it: '#include <strcost/lookup.h>' would make this header depend on the strcost runtime, which it does not include yet; option RuntimeHeaders names the headers that may
}

bool positiveSettings(const Settings &S, const char *Name) {
  return S.Names.count(Name) != 0;
  // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES: registry.h:33:25: note: no fix-it: it is declared in a header and may be used by other translation units; a container declared with 'std::less<>' here would take the key as it is
}

bool Partial::known(const char *Name) const {
  return Known.count(Name) != 0;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES: registry.h:44:25: note: no fix-it: it is declared in a header
}

int positiveSharedIndex(const SharedIndex &I, const char *Name) {
  return static_cast<int>(I.count(Name));
  // CHECK-MESSAGES: :[[@LINE-1]]:35: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES: registry.h:48:7: note: no fix-it: the type alias is declared in a header, where other translation units may spell the type differently
}
