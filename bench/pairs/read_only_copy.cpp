// The "before" side of strcost-read-only-copy's pair: per line, a local copy
// of the line, a local string of a C-string prefix and a substring, each only
// read. The build copies this file, runs `strcost --fix` on the copy (the
// "after" side: `const auto &` and views) and compiles both into
// strcost_pairs_benchmark.
// The checks the build fixes this file with (--checks=-*,<these>), so that
// another check cannot change the "after" side; test/structure/check-lists.test
// holds them to the registered checks.
// strcost-pair-checks: strcost-read-only-copy
#include "read_only_copy.h"

#include <algorithm>

namespace STRCOST_PAIR_NS {

static std::size_t field_count(const std::string &line) {
  std::string copy = line;
  return static_cast<std::size_t>(std::count(copy.begin(), copy.end(), ',')) + 1;
}

static bool has_prefix(const std::string &line, const char *prefix) {
  std::string wanted = prefix;
  std::string head = line.substr(0, wanted.size());
  return head == wanted;
}

std::size_t scan_records(const std::vector<std::string> &lines) {
  std::size_t n = 0;
  for (const std::string &line : lines)
    n += field_count(line) + has_prefix(line, "record-header, version 2:");
  return n;
}

} // namespace STRCOST_PAIR_NS
