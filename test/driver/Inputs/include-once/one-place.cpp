#include <string>

const std::string kName = "name";

unsigned long count(const char *p) {
  std::string copy = p;
  return copy.size() + kName.size();
}
