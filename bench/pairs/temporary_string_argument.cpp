// The "before" side of strcost-temporary-string-argument's pair: a helper
// taking `const std::string &`, called with string literals, one past the
// small-string buffer: every call builds (and for the long one allocates and
// frees) a temporary string. The build copies this file, runs `strcost --fix`
// on the copy (the "after" side: the parameter is a std::string_view) and
// compiles both into strcost_pairs_benchmark.
// The checks the build fixes this file with (--checks=-*,<these>), so that
// another check cannot change the "after" side; test/structure/check-lists.test
// holds them to the registered checks.
// strcost-pair-checks: strcost-temporary-string-argument
#include "temporary_string_argument.h"

#include <string_view>

namespace STRCOST_PAIR_NS {

static std::size_t count_field(std::string_view line, const std::string &field) {
  std::size_t n = 0;
  for (std::size_t at = line.find(field); at != std::string_view::npos;
       at = line.find(field, at + field.size()))
    ++n;
  return n;
}

std::size_t count_headers(const std::vector<std::string> &lines) {
  std::size_t n = 0;
  for (const std::string &line : lines)
    n += count_field(line, "x-request-identifier:") + count_field(line, "host:");
  return n;
}

} // namespace STRCOST_PAIR_NS
