// RUN: %check_strcost %s strcost-read-only-copy %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-read-only-copy %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// Code the preprocessor leaves out may modify the local or its original, and
// a type chosen by #if may be another one elsewhere: the finding stays, the
// fix-it does not. Conditionals around unrelated code change nothing.

#include <string>
#include <string_view>

void takeView(std::string_view) {}

void positiveLocalModifiedElsewhereNoFix(const std::string &Name) {
  std::string Copy = Name;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Copy' copies 'Name' only to read it
  // CHECK-MESSAGES: :[[@LINE-2]]:15: note: no fix-it: 'Copy' is used in code that a preprocessor conditional leaves out in this configuration (#ifdef STRCOST_TEST_OTHER at {{.*}}:[[@LINE+1]])
#ifdef STRCOST_TEST_OTHER
  Copy += "/";
#endif
  takeView(Copy);
}

void positiveOriginalModifiedElsewhereNoFix(const char *P) {
  std::string Other(P);
  std::string S = Other;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'S' copies 'Other' only to read it
  // CHECK-MESSAGES: :[[@LINE-2]]:15: note: no fix-it: 'Other' is used in code that a preprocessor conditional leaves out in this configuration (#ifndef STRCOST_TEST_UNDEFINED at {{.*}}:[[@LINE+1]])
#ifndef STRCOST_TEST_UNDEFINED
  (void)P;
#else
  Other += P;
#endif
  takeView(S);
}

#ifdef STRCOST_TEST_WIDE
using Text = std::wstring;
#else
using Text = std::string;
#endif

void positiveTypeChosenByIfNoFix(const char *P) {
  Text S = P;
  // CHECK-MESSAGES: :[[@LINE-1]]:8: warning: 'S' copies the C string 'P' only to read it
  // CHECK-MESSAGES: :[[@LINE-2]]:8: note: no fix-it: type 'Text' is chosen by a preprocessor conditional (#ifdef STRCOST_TEST_WIDE at {{.*}}:37)
  takeView(S);
}

void positiveUnrelatedConditional(const std::string &Name) {
  std::string Copy = Name;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Copy' copies 'Name'
  // CHECK-FIXES: const auto &Copy = Name;
#ifdef STRCOST_TEST_OTHER
  takeView("other");
#endif
  takeView(Copy);
}
