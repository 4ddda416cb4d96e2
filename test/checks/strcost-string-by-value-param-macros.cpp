// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17

// Macros: a function written by a macro is not flagged (the fix would rewrite
// the macro for every use); a parameter or copy spelled in a macro is reported
// with a note and no fix-it.

#include <string>

#define DEFINE_LENGTH(Name) \
  std::size_t Name(std::string S) { return S.size(); }
DEFINE_LENGTH(negativeDefinedByMacro)

#define STRING std::string
std::size_t positiveTypeFromMacro(STRING S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:42: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'const std::string &'
// CHECK-MESSAGES: :[[@LINE-2]]:42: note: no fix-it: the parameter's type is spelled inside a macro

#define PARAM(Name) std::string Name
std::size_t positiveParamFromMacro(PARAM(S)) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:42: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-MESSAGES: :[[@LINE-2]]:42: note: no fix-it: the parameter's type is spelled inside a macro

// Uses inside macro arguments are ordinary uses.
#define SIZE_OF(X) ((X).size())
std::size_t positiveUseInMacro(std::string S) { return SIZE_OF(S); }
// CHECK-MESSAGES: :[[@LINE-1]]:44: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: std::size_t positiveUseInMacro(const std::string &S) { return SIZE_OF(S); }

// A use the macro body spells cannot be wrapped in std::move.
#define COPY_OF_PAR std::string Tmp(Par)
std::string positiveCopyInMacro(std::string Par) {
  // CHECK-MESSAGES: :[[@LINE-1]]:45: warning: the 'std::string' parameter 'Par' is copied on every call and then copied again
  COPY_OF_PAR;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: note: no fix-it: the copy is spelled inside a macro
  return Tmp;
}

// Inside a macro argument the text is the user's: the fix edits it there.
#define ID(X) X
std::size_t positiveTypeInMacroArgument(ID(std::string) S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:57: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: std::size_t positiveTypeInMacroArgument(ID(const std::string) &S) { return S.size(); }

std::string positiveCopyInMacroArgument(std::string Par) {
  // CHECK-MESSAGES: :[[@LINE-1]]:53: warning: the 'std::string' parameter 'Par' is copied on every call and then copied again
  std::string Tmp(ID(Par));
  // CHECK-FIXES: std::string Tmp(ID(std::move(Par)));
  return Tmp;
}

// An argument the macro body uses twice is two uses: two copies are not one
// copy to move from, so the parameter becomes a reference instead.
#define TWO_COPIES(X) std::string A(X), B(X)
std::string positiveCopyInArgumentUsedTwice(std::string Par) {
  // CHECK-MESSAGES: :[[@LINE-1]]:57: warning: the 'std::string' parameter 'Par' is copied on every call but only read
  // CHECK-FIXES: std::string positiveCopyInArgumentUsedTwice(const std::string &Par) {
  TWO_COPIES(Par);
  // CHECK-FIXES: TWO_COPIES(Par);
  return A + B;
}

#define SIZE_TWICE(X) ((X).size() + (X).size())
std::size_t positiveReadInArgumentUsedTwice(ID(std::string) S) { return SIZE_TWICE(S); }
// CHECK-MESSAGES: :[[@LINE-1]]:61: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: std::size_t positiveReadInArgumentUsedTwice(ID(const std::string) &S) { return SIZE_TWICE(S); }
