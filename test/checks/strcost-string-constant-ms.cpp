// RUN: %check_strcost %s strcost-string-constant %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// MS mode without templates: the constants are judged as anywhere else.

#include <iostream>
#include <string>
// CHECK-FIXES: #include <string_view>

const std::string kGreeting = "hello";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kGreeting' is built by a dynamic initialiser
// CHECK-FIXES: constexpr std::string_view kGreeting = "hello";
void positivePrinted() { std::cout << kGreeting; }

void positiveLocal() {
  const std::string Label = "label";
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: string constant 'Label' is built on every call
  // CHECK-FIXES: constexpr std::string_view Label = "label";
  std::cout << Label;
}

const std::string kNeeded = "needed";
const char *negativeCStr() { return kNeeded.c_str(); }
