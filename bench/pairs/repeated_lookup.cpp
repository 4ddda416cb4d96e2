// The "before" side of strcost-repeated-lookup's pair: a key tested with
// count() and then read with at() (a hashed and a sorted table), and a
// first-seen index filled with `if (!m.count(w)) m[w] = i;`. The build copies
// this file, runs `strcost --fix` on the copy (the "after" side: one find()
// whose iterator is kept, and try_emplace) and compiles both into
// strcost_pairs_benchmark.
// The checks the build fixes this file with (--checks=-*,<these>), so that
// another check cannot change the "after" side; test/structure/check-lists.test
// holds them to the registered checks.
// strcost-pair-checks: strcost-repeated-lookup
#include "repeated_lookup.h"

namespace STRCOST_PAIR_NS {

std::size_t sum_known(const std::unordered_map<std::string, std::size_t> &table,
                      const std::vector<std::string> &keys) {
  std::size_t sum = 0;
  for (const std::string &key : keys) {
    if (table.count(key))
      sum += table.at(key);
  }
  return sum;
}

std::size_t sum_known_sorted(const std::map<std::string, std::size_t> &table,
                             const std::vector<std::string> &keys) {
  std::size_t sum = 0;
  for (const std::string &key : keys) {
    if (table.find(key) != table.end())
      sum += table.at(key);
  }
  return sum;
}

std::size_t first_positions(const std::vector<std::string> &words) {
  std::map<std::string, std::size_t> first;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string &word = words[i];
    if (!first.count(word))
      first[word] = i;
  }
  return first.size();
}

} // namespace STRCOST_PAIR_NS
