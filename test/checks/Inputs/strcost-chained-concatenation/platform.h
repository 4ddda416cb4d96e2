// Platform headers in both branches and none at the top level: an include
// for a fix lands after the #endif, where every configuration reaches it.
#pragma once
#ifdef _WIN32
#include <string>
#include <windows.h>
#else // not _WIN32
#include <string>
#include <unistd.h>
#endif // _WIN32
// CHECK-FIXES: #endif // _WIN32
// CHECK-FIXES-NEXT: #include <strcost/str_cat.h>

namespace platform {
inline std::string positiveJoin(const std::string &A, const std::string &B) {
  return A + "/" + B;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces by chained 'operator+' may allocate at every step; use 'strcost::str_cat' to allocate at most once
  // CHECK-FIXES: return strcost::str_cat(A, "/", B);
}
} // namespace platform
