// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++17

// Inside a macro an edit would rewrite the macro for every use; the warning
// stays, the fix-it does not.

#include <cstring>
#include <string>
#include <memory>
#include <string_view>

#define CSTR(s) (s).c_str()
#define VIEW_OF(s) std::string_view((s).c_str())
#define LENGTH(s) std::strlen((s).c_str())

void positiveArgumentFromMacroNoFix(const std::string &S) {
  std::string_view V(CSTR(S));
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string view built from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:22: note: no fix-it: the argument is spelled inside a macro
  // CHECK-FIXES: std::string_view V(CSTR(S));
}

void positiveWholeConstructionInMacroNoFix(const std::string &S) {
  auto V = VIEW_OF(S);
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string view built from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:12: note: no fix-it: the argument is spelled inside a macro
  // CHECK-FIXES: auto V = VIEW_OF(S);
}

std::size_t positiveStrlenInMacroNoFix(const std::string &S) {
  return LENGTH(S);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: the call is spelled inside a macro
  // CHECK-FIXES: return LENGTH(S);
}

#define NAME Name
struct Record {
  std::string Name;
  std::size_t positiveMacroObjectOutsideArgumentFixes() const {
    return std::strlen(NAME.c_str());
    // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'strlen' of 'c_str()'
    // CHECK-MESSAGES: :[[@LINE-2]]:12: note: no fix-it: the object is spelled inside a macro
    // CHECK-FIXES: return std::strlen(NAME.c_str());
  }
};

void negativeNolint(const std::string &S) {
  std::string_view V(S.c_str()); // NOLINT(strcost-redundant-length-scan)
}

// Through an overloaded operator-> whose operand is a macro.
#define CURRENT Up
std::size_t positiveArrowObjectInMacroNoFix(const std::unique_ptr<std::string> &Up) {
  return std::strlen(CURRENT->c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: the object is spelled inside a macro
  // CHECK-FIXES: return std::strlen(CURRENT->c_str());
}

void positiveArrowViewObjectInMacroNoFix(const std::unique_ptr<std::string> &Up) {
  std::string_view V(CURRENT->c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string view built from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:22: note: no fix-it: the argument is spelled inside a macro
  // CHECK-FIXES: std::string_view V(CURRENT->c_str());
}

// A copy bound to an rvalue reference, spelled in a macro.
void takeRvalue(std::string &&);
#define PASS_COPY(s) takeRvalue((s).c_str())
void positiveRvalueInMacroNoFix(const std::string &S) {
  PASS_COPY(S);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: string copied from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:3: note: no fix-it: the argument is spelled inside a macro
  // CHECK-FIXES: PASS_COPY(S);
}

// The buffer idiom spelled with macros is still the idiom.
void cFill(char *Buffer, std::size_t Size);
#define SHRINK_TO_C_STRING(s) (s).resize(std::strlen((s).c_str()))
#define WRITABLE(s) &(s)[0]
void negativeShrinkInMacro(std::string &Buf) { SHRINK_TO_C_STRING(Buf); }

std::string negativeWrittenThroughMacro() {
  std::string Buf(128, '\0');
  cFill(WRITABLE(Buf), Buf.size());
  return std::string(Buf.c_str());
}

// An argument the macro uses twice is still inside a macro: no fix-it for
// either use (the strlen needs the C string the view's fix would remove).
void takeView(std::string_view);
#define VIEW_AND_LENGTH(p) (takeView(p), std::strlen(p))
std::size_t positiveArgumentUsedTwiceNoFix(const std::string &S) {
  return VIEW_AND_LENGTH(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: the call is spelled inside a macro
  // CHECK-MESSAGES: :[[@LINE-3]]:26: warning: string view built from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-4]]:26: note: no fix-it: the argument is spelled inside a macro
  // CHECK-FIXES: return VIEW_AND_LENGTH(S.c_str());
}
