// Everything inside `#ifdef __cplusplus`: the only place for an include
// outside the conditional comes after the code, so the fix is withheld.
#ifdef __cplusplus
#include <string>

namespace wrapped {
inline std::string negativeJoin(const std::string &A, const std::string &B) {
  return A + "/" + B;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces by chained 'operator+' may allocate at every step; use 'strcost::str_cat' to allocate at most once
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: '#include <strcost/str_cat.h>' would go inside a preprocessor conditional, as every include of this file before the code does, and the code needs it in every configuration
}
} // namespace wrapped
#endif
