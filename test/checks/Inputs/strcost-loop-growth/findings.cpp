#include <string>

std::string repeat(int n) {
  std::string s;
  for (int i = 0; i < n; ++i)
    s = s + "ab";
  return s;
}
