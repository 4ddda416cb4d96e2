// RUN: %check_strcost %s strcost-string-constant %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-string-constant %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing
// RUN: %if libcxx %{ %check_strcost %s strcost-string-constant %t -- -- -std=c++20 -stdlib=libc++ %}

// A constant declared under #if / #ifdef, whose type or literal is chosen by
// one, or that code this configuration leaves out names, may be another one
// in another configuration: the finding stays, the fix-it does not.
// Conditionals around unrelated code change nothing.

#include <cstdio>
#include <string>
#include <string_view>

void takeView(std::string_view) {}

#ifdef STRCOST_TEST_BACKSLASH
const std::string kSep = "\\";
#else
const std::string kSep = "/";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kSep' is built by a dynamic initialiser and destroyed at exit; a 'constexpr std::string_view' of the literal costs nothing [strcost-string-constant]
// CHECK-MESSAGES: :[[@LINE-2]]:19: note: cost once per program start:
// CHECK-MESSAGES: :[[@LINE-3]]:19: note: no fix-it: 'kSep' is declared inside a preprocessor conditional (#ifdef STRCOST_TEST_BACKSLASH at {{.*}}:[[@LINE-6]]), and another configuration may declare it otherwise
#endif
void useSep() { takeView(kSep); }

#ifndef STRCOST_TEST_UNDEFINED
const std::string kOnlyHere = "here";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kOnlyHere' is built by a dynamic initialiser
// CHECK-MESSAGES: :[[@LINE-2]]:19: note: cost once per program start:
// CHECK-MESSAGES: :[[@LINE-3]]:19: note: no fix-it: 'kOnlyHere' is declared inside a preprocessor conditional (#ifndef STRCOST_TEST_UNDEFINED at {{.*}}:[[@LINE-4]])
#endif
void useOnlyHere() { takeView(kOnlyHere); }

#ifdef STRCOST_TEST_WIDE
using Text = std::wstring;
#else
using Text = std::string;
#endif
const Text kText = "text";
// CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string constant 'kText' is built by a dynamic initialiser
// CHECK-MESSAGES: :[[@LINE-2]]:12: note: cost once per program start:
// CHECK-MESSAGES: :[[@LINE-3]]:12: note: no fix-it: type 'Text' is chosen by a preprocessor conditional (#ifdef STRCOST_TEST_WIDE at {{.*}}:[[@LINE-8]])
void useText() { takeView(kText); }

#ifdef STRCOST_TEST_LOUD
#define GREETING "HELLO"
#else
#define GREETING "hello"
#endif
const std::string kGreeting = GREETING;
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kGreeting' is built by a dynamic initialiser
// CHECK-MESSAGES: :[[@LINE-2]]:19: note: cost once per program start:
// CHECK-MESSAGES: :[[@LINE-3]]:19: note: no fix-it: macro 'GREETING' is chosen by a preprocessor conditional (#ifdef STRCOST_TEST_LOUD at {{.*}}:[[@LINE-8]])
void useGreeting() { takeView(kGreeting); }

const std::string kName = "name";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kName' is built by a dynamic initialiser
// CHECK-MESSAGES: :[[@LINE-2]]:19: note: cost once per program start:
// CHECK-MESSAGES: :[[@LINE-3]]:19: note: no fix-it: 'kName' is used in code that a preprocessor conditional leaves out in this configuration (#ifdef STRCOST_TEST_OTHER at {{.*}}:[[@LINE+2]])
void useName() { takeView(kName); }
#ifdef STRCOST_TEST_OTHER
void printName() { std::puts(kName.c_str()); }
#endif

void positiveLocalUsedInSkippedCode() {
  const std::string Label = "label";
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: string constant 'Label' is built on every call
  // CHECK-MESSAGES: :[[@LINE-2]]:21: note: cost per execution:
  // CHECK-MESSAGES: :[[@LINE-3]]:21: note: no fix-it: 'Label' is used in code that a preprocessor conditional leaves out in this configuration (#ifdef STRCOST_TEST_OTHER at {{.*}}:[[@LINE+2]])
  takeView(Label);
#ifdef STRCOST_TEST_OTHER
  std::puts(Label.c_str());
#endif
}

void positiveLocalUnderIfndef() {
#ifndef STRCOST_TEST_QUIET
  const std::string Prefix = "note: ";
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: string constant 'Prefix' is built on every call
  // CHECK-MESSAGES: :[[@LINE-2]]:21: note: cost per execution:
  // CHECK-MESSAGES: :[[@LINE-3]]:21: note: no fix-it: 'Prefix' is declared inside a preprocessor conditional (#ifndef STRCOST_TEST_QUIET at {{.*}}:[[@LINE-4]])
  takeView(Prefix);
#endif
}

const std::string kUnrelated = "unrelated";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kUnrelated' is built by a dynamic initialiser
// CHECK-MESSAGES: :[[@LINE-2]]:19: note: cost once per program start:
// CHECK-FIXES: constexpr std::string_view kUnrelated = "unrelated";
#ifdef STRCOST_TEST_OTHER
void other() { std::puts("other"); }
#endif
void useUnrelated() { takeView(kUnrelated); }

#if 0
void commentedOut() { std::puts(kUnrelated.c_str()); }
#endif

void positiveLocalBesideUnrelatedBlock() {
  const std::string Label = "plain";
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: string constant 'Label' is built on every call
  // CHECK-MESSAGES: :[[@LINE-2]]:21: note: cost per execution:
  // CHECK-FIXES: constexpr std::string_view Label = "plain";
#ifdef STRCOST_TEST_OTHER
  std::puts("debug");
#endif
  takeView(Label);
}
