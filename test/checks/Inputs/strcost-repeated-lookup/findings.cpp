#include <map>
#include <string>

int lookup(std::map<std::string, int> &m, const std::string &k) {
  if (m.count(k))
    return m[k];
  return 0;
}
