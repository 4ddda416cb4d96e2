// Includes the runtime only where it is found: a configuration without it
// must still compile, so the runtime counts as absent.
#pragma once
#include <string>
#if defined(__has_include)
#if __has_include(<strcost/str_cat.h>)
#include <strcost/str_cat.h>
#endif
#endif

namespace optional_runtime {
inline void positiveAppend(std::string &Out, const std::string &A) {
  Out += A + ".";
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: string built from 3 pieces by chained 'operator+' may allocate at every step; append the pieces to the destination to reuse its buffer
  // CHECK-FIXES: Out.append(A).append(".");
}
} // namespace optional_runtime
