#include <string>
#include <string_view>

std::size_t viewOf(const std::string &S) {
  std::string_view V(S.c_str());
  return V.size();
}
