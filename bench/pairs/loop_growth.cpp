// The "before" side of strcost-loop-growth's pair: strings grown in a loop
// by `s = s + x`, each iteration copying the whole string so far into a new
// one — the seed's append-a-character experiment (000, test 1) and a join of
// fields (the growth of 004), done the quadratic way — and a row built in a
// string declared in the loop's body, allocated and freed every time round,
// and an indentation grown two spaces at a time over a counted loop without
// reserve (the seed's 2-byte appends of 004), and a key made from a prefix
// and a name in the loop's body, then grown.
// The build copies this file, runs `strcost --fix` on the copy (the "after"
// side: `s += x`; the row declared in front of the loop and cleared, the key
// too, its pieces assigned and appended; the
// indentation reserved in front of its loop) and compiles both into
// strcost_pairs_benchmark.
// The checks the build fixes this file with (--checks=-*,<these>), so that
// another check cannot change the "after" side; test/structure/check-lists.test
// holds them to the registered checks.
// strcost-pair-checks: strcost-loop-growth
#include "loop_growth.h"

namespace STRCOST_PAIR_NS {

std::string copy_by_chars(const std::string &text) {
  std::string out;
  for (char c : text)
    out = out + c;
  return out;
}

std::string join_fields(const std::vector<std::string> &fields) {
  std::string out;
  for (const std::string &field : fields) {
    out = out + field;
    out = out + ',';
  }
  return out;
}

std::size_t render_rows(const std::vector<std::string> &names) {
  std::size_t total = 0;
  for (const std::string &name : names) {
    std::string row;
    row += "name=";
    row += name;
    row += "; status=active; owner=nobody";
    total += row.size() + static_cast<unsigned char>(row[row.size() / 2]);
  }
  return total;
}

// A key made from a prefix and a name in the loop's body, then grown: the
// fix declares it in front of the loop and writes the pieces into the kept
// buffer (`key = tenant; key += name;`).
std::size_t render_keys(const std::string &tenant, const std::vector<std::string> &names) {
  std::size_t total = 0;
  for (const std::string &name : names) {
    std::string key = tenant + name;
    key += "/status=active";
    total += key.size() + static_cast<unsigned char>(key[key.size() / 2]);
  }
  return total;
}

std::string indentation(std::size_t depth) {
  std::string out;
  for (std::size_t i = 0; i < depth; ++i)
    out += "  ";
  return out;
}

} // namespace STRCOST_PAIR_NS
