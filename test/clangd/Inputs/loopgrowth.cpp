#include <string>
#include <vector>

void consume(const std::string &);

std::string joined(const std::vector<std::string> &v) {
  std::string out;
  for (const auto &e : v)
    out = out + e;
  return out;
}

void rows(const std::vector<std::string> &v) {
  for (const auto &e : v) {
    std::string line;
    std::string key = "k:";
    line += e;
    key += e;
    consume(line + key);
  }
}
