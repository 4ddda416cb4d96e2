#include <string>
std::size_t reads(const std::string &Name) {
  std::string Copy = Name;
  return Copy.size();
}
