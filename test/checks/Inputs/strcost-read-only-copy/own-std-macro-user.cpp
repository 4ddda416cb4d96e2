// Input of strcost-read-only-copy-own-std-macro.cpp: a unit whose header
// has only specializations in namespace std, opened through macros.

#include "own-std-macro-specialization.h"
#include <string>
// CHECK-FIXES-SPECIALIZATION: #include <string_view>

std::size_t positiveSpecializationsThroughMacros(const char *P) {
  std::string S = P;
  // CHECK-MESSAGES-SPECIALIZATION: :[[@LINE-1]]:15: warning: 'S' copies the C string 'P' only to read it
  // CHECK-FIXES-SPECIALIZATION: std::string_view S = P;
  return S.size();
}
