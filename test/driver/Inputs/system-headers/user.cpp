#include <chain.h>
std::string userChain(const std::string &a, const std::string &b) {
  return a + b + "?";
}
