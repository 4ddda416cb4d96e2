// RUN: %check_strcost %s strcost-temporary-string-argument %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-temporary-string-argument %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// Code that means something else in another configuration: the finding
// stays, the fix-it does not. A conditional around unrelated code changes
// nothing.

#include <cstdio>
#include <string>
// CHECK-FIXES: #include <string_view>

static std::size_t usedInSkippedCode(const std::string &Path) {
#ifdef STRCOST_NEVER_DEFINED
  std::puts(Path.c_str());
#endif
  return Path.size();
}
std::size_t callSkipped() { return usedInSkippedCode("/tmp"); }
// CHECK-MESSAGES: :[[@LINE-1]]:54: warning: passing a string literal to 'usedInSkippedCode'
// CHECK-MESSAGES: :[[@LINE-8]]:57: note: no fix-it: 'Path' is used in code that a preprocessor conditional leaves out

#ifdef STRCOST_NEVER_DEFINED
static std::size_t measure(const std::string &S) { return S.size(); }
#else
static std::size_t measure(std::string_view S) { return S.size(); }
#endif
static std::size_t passedToChosenFunction(const std::string &S) { return measure(S); }
std::size_t callChosen() { return passedToChosenFunction("x"); }
// CHECK-MESSAGES: :[[@LINE-1]]:58: warning: passing a string literal to 'passedToChosenFunction'
// CHECK-MESSAGES: :[[@LINE-3]]:62: note: no fix-it: function 'measure' is declared in one branch of a preprocessor conditional

static std::size_t positiveUnrelatedConditional(const std::string &S) {
  // CHECK-FIXES: static std::size_t positiveUnrelatedConditional(std::string_view S) {
#ifdef STRCOST_NEVER_DEFINED
  std::puts("debug");
#endif
  return S.size();
}
std::size_t callUnrelated() { return positiveUnrelatedConditional("x"); }
// CHECK-MESSAGES: :[[@LINE-1]]:67: warning: passing a string literal to 'positiveUnrelatedConditional'
