// Includes the runtime already, outside any conditional: it may use it
// without RuntimeHeaders.
#ifndef USES_RUNTIME_H
#define USES_RUNTIME_H
#include <strcost/str_cat.h>
#include <string>

namespace uses_runtime {
inline std::string positiveJoin(const std::string &A, const std::string &B) {
  return A + "/" + B;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces by chained 'operator+' may allocate at every step; use 'strcost::str_cat' to allocate at most once
  // CHECK-FIXES: return strcost::str_cat(A, "/", B);
}
} // namespace uses_runtime
#endif // USES_RUNTIME_H
