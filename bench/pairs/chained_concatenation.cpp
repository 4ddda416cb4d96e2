// The "before" side of strcost-chained-concatenation's pair: the seed's
// six-piece expression assigned in a loop (becomes str_assign), and a report
// appended piece by piece (becomes str_append, with std::to_string(n) as n).
// The build copies this file, runs `strcost --fix` on the copy (the "after"
// side) and compiles both into strcost_pairs_benchmark.
// The checks the build fixes this file with (--checks=-*,<these>), so that
// another check cannot change the "after" side; test/structure/check-lists.test
// holds them to the registered checks.
// strcost-pair-checks: strcost-chained-concatenation
#include "chained_concatenation.h"

namespace STRCOST_PAIR_NS {

static std::size_t checksum(const std::string &line) {
  return line.size() + static_cast<unsigned char>(line[line.size() / 2]);
}

std::size_t render_lines(const std::vector<Entry> &entries) {
  std::size_t sum = 0;
  std::string line;
  for (const Entry &e : entries) {
    line = e.s1 + "/" + e.s2 + e.s3 + " => " + e.s4;
    sum += checksum(line);
  }
  return sum;
}

std::string join_entries(const std::vector<Entry> &entries) {
  std::string out;
  for (const Entry &e : entries)
    out += e.s1 + "=" + std::to_string(e.n) + ";";
  return out;
}

} // namespace STRCOST_PAIR_NS
