// RUN: %check_strcost %s strcost-string-constant %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-string-constant %t -- -- -std=c++14

// Before C++17 there is no std::string_view to offer: no finding at all.

#include <iostream>
#include <string>

const std::string kNegativeGreeting = "hello";
void negativePrinted() { std::cout << kNegativeGreeting; }

void negativeLocal() {
  static const std::string kNegativeName = "name";
  std::cout << kNegativeName;
}
