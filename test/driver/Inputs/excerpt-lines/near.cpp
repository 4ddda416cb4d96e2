#include <string>

std::string join(const std::string &a, const std::string &b,
                 const std::string &c) {
  return a + b + c;
}
