#include <library.h>

namespace app {
inline const std::string kAppName = "app";

std::size_t byValue(std::string s) { return s.size() + kAppName.size(); }

int lookup(const std::map<std::string, int> &m, const char *k) {
  auto it = m.find(k);
  return it == m.end() ? 0 : it->second;
}

std::size_t copyLength(const std::string &a) {
  std::string c = a;
  return c.size();
}

std::size_t useLibrary(const std::map<std::string, int> &m) {
  return lib::byValue("x") + lib::lookup(m, "y") + lib::copyLength("z");
}
} // namespace app
