// The "before" side of strcost-stream-concatenation's pair: short messages
// built with a string stream, as diagnostics and serialisers do (a source
// location "file:line:column", a JSON-ish "key": "value" field). The build
// copies this file, runs `strcost --fix` on the copy (the "after" side: one
// strcost::str_cat per message) and compiles both into strcost_pairs_benchmark.
// The checks the build fixes this file with (--checks=-*,<these>), so that
// another check cannot change the "after" side; test/structure/check-lists.test
// holds them to the registered checks.
// strcost-pair-checks: strcost-stream-concatenation
#include "stream_concatenation.h"

#include <sstream>

namespace STRCOST_PAIR_NS {

std::string location(const std::string &file, int line, int column) {
  std::ostringstream os;
  os << file << ':' << line << ':' << column;
  return os.str();
}

std::string field(const std::string &key, const std::string &value) {
  std::stringstream ss;
  ss << '"' << key << "\": \"" << value << '"';
  return ss.str();
}

std::size_t describe_all(const std::vector<std::string> &names) {
  std::size_t total = 0;
  int line = 1;
  for (const std::string &name : names) {
    total += location(name, line, line * 7 % 80).size();
    total += field(name, name).size();
    line += 13;
  }
  return total;
}

} // namespace STRCOST_PAIR_NS
