// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++17 \
// RUN:   -I %S/Inputs/strcost-conditional-code
// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++11 \
// RUN:   -I %S/Inputs/strcost-conditional-code
// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++20 \
// RUN:   -I %S/Inputs/strcost-conditional-code
// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++17 \
// RUN:   -I %S/Inputs/strcost-conditional-code \
// RUN:   -fms-compatibility -fms-compatibility-version=19.39 -fms-extensions -fdelayed-template-parsing

// Code that means something else in another configuration keeps its finding
// but gets no fix-it: a piece or target whose type an #if chooses (through an
// alias, a typedef or a macro), or that a function declared in one branch of
// an #ifdef makes. A conditional around unrelated code, an include guard and
// `#if 0` change nothing.

#include <string>
#include <utility>
#include "guarded_strings.h"
#include "platform_strings.h"
// CHECK-FIXES: #include <strcost/str_cat.h>

void log(const std::string &);

// cxxopts' own shape: String and toLocalString are chosen together.
#ifdef USE_UNICODE
struct UnicodeString {
  UnicodeString(const char *);
};
using String = UnicodeString;
inline String toLocalString(std::string s) { return String(s.c_str()); }
#else
using String = std::string;
template <typename T> T toLocalString(T &&t) { return std::forward<T>(t); }
#endif

void positiveCxxoptsAppendNoFix(String &result, const std::string &x) {
  result += " " + toLocalString(x);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:3: note: no fix-it: type 'String' is chosen by a preprocessor conditional (#ifdef USE_UNICODE at {{.*}}:26)
  // CHECK-FIXES: result += " " + toLocalString(x);
}

std::string positiveFunctionChosenByIfNoFix(const std::string &x) {
  std::string r = "(";
  r += toLocalString(x) + ")";
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:3: note: no fix-it: function 'toLocalString' is declared in one branch of a preprocessor conditional (#ifdef USE_UNICODE at {{.*}}:26), and another configuration may call another one
  return r;
}

std::string positiveAutoFromChosenFunctionNoFix(const std::string &x) {
  auto local = toLocalString(x);
  return local + "-" + local;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: function 'toLocalString' is declared {{.*}}
}

#ifndef NO_STD_NAME
typedef std::string Name;
#endif

std::string positiveTypedefWithoutElseNoFix(const Name &a) {
  return a + "-" + a;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: type 'Name' is chosen by a preprocessor conditional (#ifndef NO_STD_NAME at {{.*}}:59)
}

#ifdef USE_UNICODE
#define STR UnicodeString
#else
#define STR std::string
#endif

std::string positiveMacroSpelledTypeNoFix(const STR &a) {
  return a + "/" + a;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: macro 'STR' is chosen by a preprocessor conditional (#ifdef USE_UNICODE at {{.*}}:69)
}

std::string positivePlatformHeaderTypeNoFix(const PlatformString &a) {
  return a + "\\" + a;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: type 'PlatformString' is chosen by a preprocessor conditional (#ifdef _WIN32 at platform_strings.h:7)
}

std::string positiveChainAcrossAnIfdefNoFix(const std::string &a) {
  return a + "x"
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: the expression spans a preprocessor conditional, whose branches the edits would not all reach
#ifdef EXTRA_PIECE
         + "extra"
#endif
         + a;
}

std::string negativeUnrelatedIfdefInTheBody(const std::string &a) {
#ifdef DEBUG_LOG
  log(a);
#endif
  return a + "-" + a;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(a, "-", a);
}

std::string negativeDeadCodeInTheBody(const std::string &a) {
#if 0
  String unused = a + "old" + a;
#endif
  return a + "." + a;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(a, ".", a);
}

std::string negativeIncludeGuardedTypes(const GuardedName &a, const GUARDED_STR &b) {
  return a + ":" + b;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(a, ":", b);
}

#ifdef HAVE_EXTRA
int unrelatedCount;
#else
long unrelatedCount;
#endif

std::string negativeUnrelatedConditionalDeclaration(const std::string &a) {
  return a + "+" + a;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(a, "+", a);
}
