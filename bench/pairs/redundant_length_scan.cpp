// The "before" side of strcost-redundant-length-scan's pair: views and lengths
// taken through c_str(). The build copies this file, runs `strcost --fix` on
// the copy (the "after" side) and compiles both into strcost_pairs_benchmark.
// The checks the build fixes this file with (--checks=-*,<these>), so that
// another check cannot change the "after" side; test/structure/check-lists.test
// holds them to the registered checks.
// strcost-pair-checks: strcost-redundant-length-scan
#include "redundant_length_scan.h"

#include <cstring>
#include <string_view>

namespace STRCOST_PAIR_NS {

static std::size_t count_in(std::string_view text, char c) {
  std::size_t n = 0;
  for (char x : text)
    n += x == c;
  return n;
}

std::size_t count_separators(const std::vector<std::string> &lines) {
  std::size_t n = 0;
  for (const std::string &line : lines)
    n += count_in(line.c_str(), ',');
  return n;
}

std::size_t total_length(const std::vector<std::string> &lines) {
  std::size_t n = 0;
  for (const std::string &line : lines)
    n += std::strlen(line.c_str());
  return n;
}

} // namespace STRCOST_PAIR_NS
