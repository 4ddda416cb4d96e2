// The map-with-a-C-string-key experiment: keys arrive as `const char*` (from a
// C API) and are looked up in a container keyed by std::string. With the
// default comparator every lookup first builds a temporary std::string; with
// strcost's transparent functors (<strcost/lookup.h>) the container compares
// the caller's key in place.
//
// 10,000 keys of 8 bytes (inside libstdc++'s 15-byte small-string buffer, so
// the temporary costs a length scan and a copy) or 40 bytes (past it, so the
// temporary also costs a malloc and a free); every lookup a hit or every one a
// miss; std::map and std::unordered_map. Variants:
//   Default          the plain container, find(const char*)
//   Transparent      the strcost alias, find(const char*)
//   TransparentView  the strcost alias, find(std::string_view(p)): the key's
//                    length is scanned once per lookup, not once per compare
//                    (strcost's aliases: string_less / string_hash+string_equal)
//   Fix              exactly what strcost-temporary-lookup-key's fix-it writes:
//                    std::map<std::string, int, std::less<>> or
//                    std::unordered_map<std::string, int, strcost::string_hash,
//                    std::equal_to<>>, probed with std::string_view(p)
//   TransparentNoHashCache  (unordered only) a string_hash that libstdc++ may
//                    treat as "fast", so nodes keep no hash code: the reason
//                    lookup.h asks libstdc++ for the cache
// Heterogeneous lookup in unordered containers is C++20
// (__cpp_lib_generic_unordered_lookup); without it those variants are not
// registered, since they would measure the temporary again under a new name.
//
// The allocs_per_lookup counter counts operator new calls (alloc_counter.h).
#include "strcost/lookup.h"

#include "alloc_counter.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <map>
#include <new>
#include <random>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace {

constexpr std::size_t kKeyCount = 10000;

// The stored keys, and two query lists in a shuffled order: copies of the
// stored keys (hits) and keys of the same length that are not stored (misses).
// Queries are separate strings, as a C API's buffers would be.
struct KeySet {
  std::vector<std::string> keys;
  std::vector<std::string> hit_storage, miss_storage;
  std::vector<const char *> hits, misses;
};

std::string RandomKey(std::mt19937_64 &rng, std::size_t length) {
  static constexpr char kAlphabet[] =
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-";
  std::uniform_int_distribution<std::size_t> pick(0, sizeof(kAlphabet) - 2);
  std::string s(length, '\0');
  for (char &c : s)
    c = kAlphabet[pick(rng)];
  return s;
}

KeySet MakeKeySet(std::size_t length) {
  std::mt19937_64 rng(length * 7919 + 1);
  KeySet ks;
  std::map<std::string, bool> seen;
  while (ks.keys.size() < kKeyCount) {
    std::string k = RandomKey(rng, length);
    if (seen.emplace(k, true).second)
      ks.keys.push_back(std::move(k));
  }
  while (ks.miss_storage.size() < kKeyCount) {
    std::string k = RandomKey(rng, length);
    if (seen.emplace(k, false).second)
      ks.miss_storage.push_back(std::move(k));
  }
  ks.hit_storage = ks.keys;
  std::shuffle(ks.hit_storage.begin(), ks.hit_storage.end(), rng);
  for (const std::string &s : ks.hit_storage)
    ks.hits.push_back(s.c_str());
  for (const std::string &s : ks.miss_storage)
    ks.misses.push_back(s.c_str());
  return ks;
}

const KeySet &Keys(std::size_t length) {
  static const KeySet k8 = MakeKeySet(8), k40 = MakeKeySet(40);
  return length == 8 ? k8 : k40;
}

struct AsCString {
  const char *operator()(const char *p) const { return p; }
};
struct AsView {
  std::string_view operator()(const char *p) const { return p; }
};

// state.range(0): key length; state.range(1): 1 for hits, 0 for misses.
template <class Map, class MakeKey> void Lookups(benchmark::State &state) {
  const KeySet &ks = Keys(static_cast<std::size_t>(state.range(0)));
  const bool hit = state.range(1) != 0;
  const std::vector<const char *> &queries = hit ? ks.hits : ks.misses;

  Map map;
  for (std::size_t i = 0; i < ks.keys.size(); ++i)
    map.emplace(ks.keys[i], static_cast<int>(i));

  std::size_t next = 0;
  std::int64_t found = 0;
  const strcost_bench::AllocationCounter allocations;
  for (auto _ : state) {
    auto it = map.find(MakeKey{}(queries[next]));
    found += it != map.end();
    benchmark::DoNotOptimize(it);
    if (++next == queries.size())
      next = 0;
  }

  if (found != (hit ? static_cast<std::int64_t>(state.iterations()) : 0))
    state.SkipWithError("lookups returned the wrong answer");
  state.counters["allocs_per_lookup"] = benchmark::Counter(
      static_cast<double>(allocations.count()), benchmark::Counter::kAvgIterations);
}

void KeyArgs(benchmark::internal::Benchmark *b) {
  b->ArgNames({"len", "hit"})->ArgsProduct({{8, 40}, {1, 0}});
}

using DefaultMap = std::map<std::string, int>;
using TransparentMap = strcost::string_map<int>;
using DefaultUnorderedMap = std::unordered_map<std::string, int>;
using TransparentUnorderedMap = strcost::unordered_string_map<int>;

void BM_MapCStrKey_Default(benchmark::State &state) {
  Lookups<DefaultMap, AsCString>(state);
}
void BM_MapCStrKey_Transparent(benchmark::State &state) {
  Lookups<TransparentMap, AsCString>(state);
}
void BM_MapCStrKey_TransparentView(benchmark::State &state) {
  Lookups<TransparentMap, AsView>(state);
}
void BM_MapCStrKey_Fix(benchmark::State &state) {
  Lookups<std::map<std::string, int, std::less<>>, AsView>(state);
}
BENCHMARK(BM_MapCStrKey_Default)->Apply(KeyArgs);
BENCHMARK(BM_MapCStrKey_Transparent)->Apply(KeyArgs);
BENCHMARK(BM_MapCStrKey_TransparentView)->Apply(KeyArgs);
BENCHMARK(BM_MapCStrKey_Fix)->Apply(KeyArgs);

void BM_UnorderedMapCStrKey_Default(benchmark::State &state) {
  Lookups<DefaultUnorderedMap, AsCString>(state);
}
BENCHMARK(BM_UnorderedMapCStrKey_Default)->Apply(KeyArgs);

#if defined(__cpp_lib_generic_unordered_lookup)
// Same hashing and equality as strcost::string_hash, but a distinct type, so
// lookup.h's request for cached hash codes does not apply to it.
struct UncachedStringHash : strcost::string_hash {};
using UncachedUnorderedMap =
    std::unordered_map<std::string, int, UncachedStringHash, strcost::string_equal>;

void BM_UnorderedMapCStrKey_Transparent(benchmark::State &state) {
  Lookups<TransparentUnorderedMap, AsCString>(state);
}
void BM_UnorderedMapCStrKey_TransparentView(benchmark::State &state) {
  Lookups<TransparentUnorderedMap, AsView>(state);
}
void BM_UnorderedMapCStrKey_TransparentNoHashCache(benchmark::State &state) {
  Lookups<UncachedUnorderedMap, AsView>(state);
}
void BM_UnorderedMapCStrKey_Fix(benchmark::State &state) {
  Lookups<std::unordered_map<std::string, int, strcost::string_hash,
                             std::equal_to<>>,
          AsView>(state);
}
BENCHMARK(BM_UnorderedMapCStrKey_Transparent)->Apply(KeyArgs);
BENCHMARK(BM_UnorderedMapCStrKey_TransparentView)->Apply(KeyArgs);
BENCHMARK(BM_UnorderedMapCStrKey_TransparentNoHashCache)->Apply(KeyArgs);
BENCHMARK(BM_UnorderedMapCStrKey_Fix)->Apply(KeyArgs);
#endif

} // namespace

BENCHMARK_MAIN();
