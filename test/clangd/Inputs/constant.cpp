#include <iostream>
#include <string>

const std::string kGreeting = "hello";

void greet() {
  static const std::string kName = "a name past the small buffer";
  std::cout << kGreeting << kName;
}
