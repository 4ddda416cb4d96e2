// RUN: %check_strcost %s strcost-read-only-copy %t -- -- -std=c++17

// Macros: a declaration or a substring's object a macro writes is reported
// with a note and no fix-it; a type or an initialiser from a macro that the
// edit does not touch is no obstacle.

#include <string>
#include <string_view>

void takeView(std::string_view) {}

#define DECLARE_COPY(name, from) std::string name = from
#define STRING_TYPE std::string
#define THE_NAME Name
#define LINE_OF(x) x

void negativeDeclaredByMacro(const std::string &Name) {
  DECLARE_COPY(Copy, Name);
  // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: 'Copy' copies 'Name' only to read it
  // CHECK-MESSAGES: :[[@LINE-2]]:16: note: no fix-it: the text is spelled inside a macro
  takeView(Copy);
}

void negativeTypeFromMacro(const std::string &Name) {
  STRING_TYPE Copy = Name;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Copy' copies 'Name'
  // CHECK-MESSAGES: :[[@LINE-2]]:15: note: no fix-it: the text is spelled inside a macro
  takeView(Copy);
}

void positiveInitialiserFromMacro(const std::string &Name) {
  std::string Copy = THE_NAME;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Copy' copies 'Name'
  // CHECK-FIXES: const auto &Copy = THE_NAME;
  takeView(Copy);
}

void positiveSubstrInMacroArgument(const std::string &Line) {
  std::string Head = LINE_OF(Line).substr(1);
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Head' copies a substring of 'Line'
  // CHECK-FIXES: std::string_view Head = LINE_OF(std::string_view(Line)).substr(1);
  takeView(Head);
}

// A macro that quotes its argument (`#x`, as assertion and logging macros do)
// reads it twice: as code and as text. Rewriting the code would change the
// text the program reads (here its size), so the argument keeps its spelling.
#define NAMED_SUBSTR(x, n) (x).substr(n + 0 * sizeof(#x))
#define NAMED_VIA(x, n) NAMED_SUBSTR(x, n)
#define FILED_SUBSTR(x, n) (x).substr(n + 0 * sizeof(__FILE__))

void positiveQuotedArgumentNoFix(const std::string &Line) {
  std::string Head = NAMED_SUBSTR(Line, 1);
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Head' copies a substring of 'Line'
  // CHECK-MESSAGES: :[[@LINE-2]]:15: note: no fix-it: the text is spelled inside a macro
  // CHECK-FIXES: std::string Head = NAMED_SUBSTR(Line, 1);
  takeView(Head);
}

void positiveQuotedOneLevelDownNoFix(const std::string &Line) {
  std::string Head = NAMED_VIA(Line, 1);
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Head' copies a substring of 'Line'
  // CHECK-MESSAGES: :[[@LINE-2]]:15: note: no fix-it: the text is spelled inside a macro
  // CHECK-FIXES: std::string Head = NAMED_VIA(Line, 1);
  takeView(Head);
}

void positiveBesideBuiltinString(const std::string &Line) {
  std::string Head = FILED_SUBSTR(Line, 1);
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Head' copies a substring of 'Line'
  // CHECK-FIXES: std::string_view Head = FILED_SUBSTR(std::string_view(Line), 1);
  takeView(Head);
}
