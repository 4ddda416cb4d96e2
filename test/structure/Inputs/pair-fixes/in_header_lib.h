#include <string>

inline std::string there(const std::string &a, const std::string &b) {
  std::string line = a + "/" + b + ".txt";
  return line;
}
