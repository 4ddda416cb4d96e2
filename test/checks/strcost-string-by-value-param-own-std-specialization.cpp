// RUN: %check_strcost -header=Inputs/strcost-string-by-value-param/own-std-specialization.h %s \
// RUN:   strcost-string-by-value-param %t -- -- -std=c++11
// RUN: %check_strcost -header=Inputs/strcost-string-by-value-param/own-std-specialization.h %s \
// RUN:   strcost-string-by-value-param %t -- -- -std=c++17
// RUN: %check_strcost -header=Inputs/strcost-string-by-value-param/own-std-specialization.h %s \
// RUN:   strcost-string-by-value-param %t -- -- -std=c++20
// RUN: %check_strcost -header=Inputs/strcost-string-by-value-param/own-std-specialization.h %s \
// RUN:   strcost-string-by-value-param %t -- -- -std=c++23 -stdlib=libc++
// RUN: %check_strcost -header=Inputs/strcost-string-by-value-param/own-std-specialization.h %s \
// RUN:   strcost-string-by-value-param %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// A unit whose header only specializes standard templates for its own types
// (jsonnet's json.h beside the bundled json.hpp) gets the include a move
// needs. The raw scan of namespace std once lexed `<::` with options that
// were no longer alive: in some runs a digraph, the specialization taken for
// a declaration of the header's own and every include declined. Each RUN
// line runs three front-ends, each a new process.

#include <string>
// CHECK-FIXES: #include <string>
// CHECK-FIXES-NEXT: #include <utility>
#include "own-std-specialization.h"

struct Value {
  std::string Text;
  Value(std::string T) : Text(T) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: the 'std::string' parameter 'T' is copied on every call and then copied again; move it instead of copying it [strcost-string-by-value-param]
  // CHECK-FIXES: Value(std::string T) : Text(std::move(T)) {}
};
