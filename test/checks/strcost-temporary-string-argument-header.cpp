// RUN: %check_strcost -header=Inputs/strcost-temporary-string-argument/labels.h %s \
// RUN:   strcost-temporary-string-argument %t -- -- -std=c++17
// RUN: %check_strcost -check-suffix=EXTERNAL -header=Inputs/strcost-temporary-string-argument/labels.h %s \
// RUN:   strcost-temporary-string-argument %t -- \
// RUN:   -config="{CheckOptions: {strcost-temporary-string-argument.FixExternalFunctions: true, strcost-temporary-string-argument.HeaderMinimumStandard: c++17}}" \
// RUN:   -- -std=c++17
// RUN: %check_strcost -check-suffix=CXX11HEADER -header=Inputs/strcost-temporary-string-argument/labels.h %s \
// RUN:   strcost-temporary-string-argument %t -- \
// RUN:   -config="{CheckOptions: {strcost-temporary-string-argument.FixExternalFunctions: true}}" \
// RUN:   -- -std=c++17

// A function declared in a header may be called, or have its type used, by
// other translation units: by default its calls are findings without a fix.
// With FixExternalFunctions the declarations in the header and the
// definitions here change together (and the header gets <string_view> when
// HeaderMinimumStandard says its includers are C++17; under the default,
// c++11, the view is refused in the header).

#include "labels.h"
// CHECK-FIXES-EXTERNAL: #include <string_view>

std::size_t labelWidth(const std::string &Label) { return Label.size(); }
// CHECK-FIXES-EXTERNAL: std::size_t labelWidth(std::string_view Label) { return Label.size(); }

std::size_t joinedWidth(int N, const std::string &Sep) { return N * Sep.size(); }
// CHECK-FIXES-EXTERNAL: std::size_t joinedWidth(int N, std::string_view Sep) { return N * Sep.size(); }

bool Labels::has(const std::string &Name) const { return Items.find(Name) != std::string::npos; }
// CHECK-FIXES-EXTERNAL: bool Labels::has(std::string_view Name) const { return Items.find(Name) != std::string::npos; }

std::size_t positiveCalls(const Labels &L) {
  std::size_t W = labelWidth("width");
  // CHECK-MESSAGES: :[[@LINE-1]]:30: warning: passing a string literal to 'labelWidth' builds a temporary 'std::string' on every call
  // CHECK-MESSAGES-EXTERNAL: :[[@LINE-2]]:30: warning: passing a string literal to 'labelWidth'
  // CHECK-MESSAGES-CXX11HEADER: :[[@LINE-3]]:30: warning: passing a string literal to 'labelWidth'
  W += joinedWidth(3);
  // CHECK-MESSAGES: :[[@LINE-1]]:8: warning: passing a string literal to 'joinedWidth'
  // CHECK-MESSAGES-EXTERNAL: :[[@LINE-2]]:8: warning: passing a string literal to 'joinedWidth'
  // CHECK-MESSAGES-CXX11HEADER: :[[@LINE-3]]:8: warning: passing a string literal to 'joinedWidth'
  W += L.has("name");
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: passing a string literal to 'has'
  // CHECK-MESSAGES-EXTERNAL: :[[@LINE-2]]:14: warning: passing a string literal to 'has'
  // CHECK-MESSAGES-CXX11HEADER: :[[@LINE-3]]:14: warning: passing a string literal to 'has'
  W += startsWithDot(".hidden");
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: passing a string literal to 'startsWithDot'
  // CHECK-MESSAGES-EXTERNAL: :[[@LINE-2]]:22: warning: passing a string literal to 'startsWithDot'
  // CHECK-MESSAGES-CXX11HEADER: :[[@LINE-3]]:22: warning: passing a string literal to 'startsWithDot'
  return W;
}
