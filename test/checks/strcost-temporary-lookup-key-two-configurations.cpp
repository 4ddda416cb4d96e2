// RUN: %check_strcost -check-suffixes=,DEFAULT %s strcost-temporary-lookup-key %t -- -- -std=c++17
// RUN: %clangxx -fsyntax-only -std=c++17 -DUSE_ALT -I %runtime_include %t.cpp
// RUN: %check_strcost %s strcost-temporary-lookup-key %t.alt -- -- -std=c++17 -DUSE_ALT
// RUN: %clangxx -fsyntax-only -std=c++17 -I %runtime_include %t.alt.cpp

// One source, two configurations: USE_ALT chooses another key type. Each
// run's fixed output is compiled in the other configuration too.

#include <map>
#include <string>

#ifdef USE_ALT
struct AltKey {
  AltKey(const char *);
  bool operator<(const AltKey &) const;
};
using Key = AltKey;
#else
using Key = std::string;
#endif

int positiveKeyTypeChosen(const char *K) {
  std::map<Key, int> M;
  return M.count(K);
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:18: warning: 'count' with a 'const char *' key constructs a temporary std::string on every lookup
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-2]]:18: note: no fix-it: type 'Key' is chosen by a preprocessor conditional (#ifdef USE_ALT at {{.*}}:12)
}

int positiveFixedInBoth(const char *K) {
  std::map<std::string, short> M;
  // CHECK-FIXES: std::map<std::string, short, std::less<>> M;
  return M.count(K);
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 'count' with a 'const char *' key
  // CHECK-FIXES: return M.count(std::string_view(K));
}
