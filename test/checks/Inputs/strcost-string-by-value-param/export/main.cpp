#include "util.h"

std::size_t length(std::string S) { return S.size(); }

std::string twice(std::string S) {
  std::string T(S);
  return T + T;
}
