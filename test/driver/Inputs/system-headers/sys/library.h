#include <map>
#include <string>

namespace lib {
inline const std::string kLibraryName = "library";

inline std::size_t byValue(std::string s) { return s.size() + kLibraryName.size(); }

inline int lookup(const std::map<std::string, int> &m, const char *k) {
  auto it = m.find(k);
  return it == m.end() ? 0 : it->second;
}

inline std::size_t copyLength(const std::string &a) {
  std::string c = a;
  return c.size();
}
} // namespace lib
