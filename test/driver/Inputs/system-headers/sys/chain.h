#include <string>
inline std::string sysChain(const std::string &a, const std::string &b) {
  return a + b + "!";
}
