// RUN: %check_strcost -check-suffixes=,VIEW %s strcost-string-by-value-param %t -- -- -std=c++17 \
// RUN:   -I %S/Inputs/strcost-conditional-code
// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++11 \
// RUN:   -I %S/Inputs/strcost-conditional-code
// RUN: %check_strcost -check-suffixes=,VIEW %s strcost-string-by-value-param %t -- -- -std=c++20 \
// RUN:   -I %S/Inputs/strcost-conditional-code
// RUN: %check_strcost -check-suffixes=,VIEW %s strcost-string-by-value-param %t -- -- -std=c++17 \
// RUN:   -I %S/Inputs/strcost-conditional-code \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// A parameter that is only read in this configuration may be written in
// another (an assignment under #ifdef _WIN32), its type may be another one
// there (an alias, a typedef or a macro chosen by #if), and a std::move into
// a function chosen by #if may be a real move there: the finding stays, the
// fix-it does not. Conditionals around unrelated code, include guards and
// `#if 0` (dead in every configuration) change nothing.

#include <string>
#include <utility>
#include "guarded_strings.h"
#include "platform_strings.h"

void consume(const std::string &) {}
void log(const char *) {}

void positiveAssignedUnderWin32NoFix(std::string path) {
  // CHECK-MESSAGES: :[[@LINE-1]]:50: warning: the 'std::string' parameter 'path' is copied on every call but only read; pass it as 'const std::string &'
  // CHECK-MESSAGES: :[[@LINE-2]]:50: note: no fix-it: 'path' is used in code that a preprocessor conditional leaves out in this configuration (#ifdef _WIN32 at {{.*}}:29)
#ifdef _WIN32
  path += "\\";
#endif
  consume(path);
}

#ifdef WIDEN_PATHS
#define NORMALIZE(s) s += "/"
#else
#define NORMALIZE(s)
#endif

void positiveAssignedThroughChosenMacroNoFix(std::string path) {
  // CHECK-MESSAGES: :[[@LINE-1]]:58: warning: the 'std::string' parameter 'path' {{.*}} only read
  // CHECK-MESSAGES: :[[@LINE-2]]:58: note: no fix-it: 'path' (through macro 'NORMALIZE') reaches a macro that a preprocessor conditional defines (#ifdef WIDEN_PATHS at {{.*}}:35)
  NORMALIZE(path);
  consume(path);
}

#ifdef USE_UNICODE
struct UnicodeString {
  UnicodeString(const char *);
};
using String = UnicodeString;
#else
using String = std::string;
#endif

void positiveAliasChosenByIfNoFix(String text) { consume(text); }
// CHECK-MESSAGES: :[[@LINE-1]]:42: warning: the 'String' parameter 'text' {{.*}} only read; pass it as 'const String &'
// CHECK-MESSAGES: :[[@LINE-2]]:42: note: no fix-it: type 'String' is chosen by a preprocessor conditional (#ifdef USE_UNICODE at {{.*}}:48)

#ifndef NO_STD_NAME
typedef std::string Name;
#endif

void positiveTypedefWithoutElseNoFix(Name name) { consume(name); }
// CHECK-MESSAGES: :[[@LINE-1]]:43: warning: the 'Name' parameter 'name' {{.*}} only read
// CHECK-MESSAGES: :[[@LINE-2]]:43: note: no fix-it: type 'Name' is chosen by a preprocessor conditional (#ifndef NO_STD_NAME at {{.*}}:61)

#ifdef USE_UNICODE
#define STR UnicodeString
#else
#define STR std::string
#endif

void positiveMacroSpelledTypeNoFix(STR text) { consume(text); }
// CHECK-MESSAGES: :[[@LINE-1]]:40: warning: the 'std::string' parameter 'text' {{.*}} only read
// CHECK-MESSAGES: :[[@LINE-2]]:40: note: no fix-it: macro 'STR' is chosen by a preprocessor conditional (#ifdef USE_UNICODE at {{.*}}:69)

void positivePlatformHeaderTypeNoFix(PlatformString text) { consume(text); }
// CHECK-MESSAGES: :[[@LINE-1]]:53: warning: the 'PlatformString' parameter 'text' {{.*}} only read
// CHECK-MESSAGES: :[[@LINE-2]]:53: note: no fix-it: type 'PlatformString' is chosen by a preprocessor conditional (#ifdef _WIN32 at platform_strings.h:7)

// cxxopts: analysed with its unicode branch, toLocalString takes a string by
// value and only reads it, so `desc` looked only read too and its std::move
// pointless; in the default branch toLocalString forwards, and the move is
// what saves the copy.
#ifdef NO_UNICODE
template <typename T> T toLocalString(T &&t) { return std::forward<T>(t); }
#else
inline std::size_t toLocalString(std::string s) { return s.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:46: warning: the 'std::string' parameter 's' {{.*}} only read
// CHECK-FIXES: inline std::size_t toLocalString(const std::string &s) { return s.size(); }
#endif

struct OptionDetails {
  OptionDetails(std::string desc) : length(toLocalString(std::move(desc))) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:29: warning: the 'std::string' parameter 'desc' {{.*}} only read
  // CHECK-MESSAGES: :[[@LINE-2]]:29: note: no fix-it: function 'toLocalString' is declared in one branch of a preprocessor conditional (#ifdef NO_UNICODE at {{.*}}:87), and another configuration may call another one, which decides whether the string is moved or copied
  std::size_t length;
};

void negativeUnrelatedIfdefInTheBody(std::string text) {
  // CHECK-MESSAGES: :[[@LINE-1]]:50: warning: the 'std::string' parameter 'text' {{.*}} only read
  // CHECK-FIXES: void negativeUnrelatedIfdefInTheBody(const std::string &text) {
#ifdef DEBUG_LOG
  log("consuming");
#endif
  consume(text);
}

void negativeDeadCodeMentioningTheName(std::string text) {
  // CHECK-MESSAGES: :[[@LINE-1]]:52: warning: the 'std::string' parameter 'text' {{.*}} only read
  // CHECK-FIXES: void negativeDeadCodeMentioningTheName(const std::string &text) {
#if 0
  text += "never compiled";
#endif
  consume(text);
}

void negativeIncludeGuardedType(GuardedName name) {
  // CHECK-MESSAGES: :[[@LINE-1]]:45: warning: the 'GuardedName' parameter 'name' {{.*}} only read
  // CHECK-FIXES: void negativeIncludeGuardedType(const GuardedName &name) {
  consume(name);
}

// Where every use would read through a view, the view is offered only if no
// use goes to a function chosen by #if: its twin may need a std::string.
#if __cplusplus < 201703L || defined(NO_STRING_VIEW)
void takesView(const std::string &) {}
#else
#include <string_view>
void takesView(std::string_view) {}
#endif

static void positiveViewUseOfChosenFunction(std::string text) { takesView(text); }
// CHECK-MESSAGES: :[[@LINE-1]]:57: warning: the 'std::string' parameter 'text' {{.*}} only read; pass it as 'const std::string &'
// CHECK-MESSAGES-VIEW: :[[@LINE-2]]:57: note: 'std::string_view' not offered: function 'takesView' is declared in one branch of a preprocessor conditional (#if __cplusplus < 201703L || defined(NO_S... at {{.*}}:{{[0-9]+}}), and another configuration may call another one
// CHECK-FIXES: static void positiveViewUseOfChosenFunction(const std::string &text) { takesView(text); }
