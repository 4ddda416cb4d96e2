// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++17

// Macros: a `= s +` spelled in a macro's body would be edited for every
// use of the macro: the finding has a note instead. A whole statement
// passed as a macro's argument is the user's text and is fixed; a loop
// written by a macro around the user's statement counts as a loop.

#include <string>

#define APPEND(s, x) s = s + x
#define TWICE(stmt) for (int k = 0; k < 2; ++k) stmt
#define SELF s
#define LOOP_BODY(x) x;

void positiveInMacroBody(std::string &s, int n) {
  for (int i = 0; i < n; ++i)
    APPEND(s, "x");
// CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 's' is copied into a new string on every loop iteration
// CHECK-MESSAGES: :[[@LINE-2]]:5: note: no fix-it: the text is spelled inside a macro
}

void positiveLoopFromMacro(std::string &s) {
  TWICE(s = s + "x");
// CHECK-MESSAGES: :[[@LINE-1]]:11: warning: 's' is copied into a new string on every loop iteration
// CHECK-FIXES: {{^}}  TWICE(s += "x");{{$}}
}

void positiveStatementInMacroArgument(std::string &s, int n) {
  for (int i = 0; i < n; ++i)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by 1 character on each of a number of iterations known before the loop
// CHECK-FIXES: {{^}}  s.reserve(s.size() + (n > 0 ? static_cast<std::size_t>(n) : 0));{{$}}
    LOOP_BODY(s = s + "y")
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is copied into a new string on every loop iteration
// CHECK-FIXES: {{^}}    LOOP_BODY(s += "y"){{$}}
}

void positiveTargetFromMacro(std::string &s, int n) {
  for (int i = 0; i < n; ++i)
    s = SELF + "z";
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 's' is copied into a new string on every loop iteration
// CHECK-MESSAGES: :[[@LINE-2]]:7: note: no fix-it: the text is spelled inside a macro
}

void positiveConditional(std::string &s, int n) {
  for (int i = 0; i < n; ++i) {
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by 1 character on each of a number of iterations known before the loop
// CHECK-MESSAGES: :[[@LINE-2]]:3: note: no fix-it: the loop holds code the preprocessor leaves out in this configuration
#ifdef WIDE
    s = s + "w";
#else
    s = s + "n";
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 's' is copied into a new string on every loop iteration
// CHECK-FIXES: {{^}}    s += "n";{{$}}
#endif
  }
}
