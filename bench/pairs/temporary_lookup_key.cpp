// The "before" side of strcost-temporary-lookup-key's pair: string-keyed
// containers probed with C strings from a C API (seed 001's map experiment).
// The build copies this file, runs `strcost --fix` on the copy (the "after"
// side) and compiles both into strcost_pairs_benchmark.
// The checks the build fixes this file with (--checks=-*,<these>), so that
// another check cannot change the "after" side; test/structure/check-lists.test
// holds them to the registered checks.
// strcost-pair-checks: strcost-temporary-lookup-key
#include "temporary_lookup_key.h"

#include <map>
#include <unordered_map>

namespace STRCOST_PAIR_NS {

static std::map<std::string, int> Registry;
static std::unordered_map<std::string, int> HashedRegistry;

// One container filled at a time, so that a benchmark holds only the keys it
// probes (interleaving the two containers' nodes spread each over more cache).
void load_registry(const std::vector<std::string> &keys) {
  HashedRegistry.clear();
  Registry.clear();
  for (std::size_t i = 0; i < keys.size(); ++i)
    Registry.emplace(keys[i], static_cast<int>(i));
}

void load_hashed_registry(const std::vector<std::string> &keys) {
  Registry.clear();
  HashedRegistry.clear();
  for (std::size_t i = 0; i < keys.size(); ++i)
    HashedRegistry.emplace(keys[i], static_cast<int>(i));
}

std::size_t count_known(const std::vector<const char *> &names) {
  std::size_t known = 0;
  for (const char *name : names)
    known += Registry.find(name) != Registry.end();
  return known;
}

std::size_t count_known_unordered(const std::vector<const char *> &names) {
  std::size_t known = 0;
  for (const char *name : names)
    known += HashedRegistry.count(name);
  return known;
}

} // namespace STRCOST_PAIR_NS
