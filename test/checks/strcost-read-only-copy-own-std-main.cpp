// RUN: %check_strcost %s strcost-read-only-copy %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-read-only-copy %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// The main file declares a name of its own in namespace std (a backport):
// the header a fix would insert may declare it again.

#include <string>

namespace std {
template <class T> struct is_backported;
}

std::size_t negativeOwnStdInMainFileNoFix(const char *P) {
  std::string S = P;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'S' copies the C string 'P' only to read it
  // CHECK-MESSAGES: :[[@LINE-2]]:15: note: no fix-it: '{{[^']*}}own-std-main{{[^']*}}' declares names of its own in namespace std (line 11), which '#include <string_view>' could declare again
  // CHECK-FIXES: std::string S = P;
  return S.size();
}

// A fix that needs no include is still offered.
std::size_t positiveNoIncludeNeeded(const std::string &O) {
  std::string S = O;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'S' copies 'O' only to read it
  // CHECK-FIXES: const auto &S = O;
  return S.size();
}
