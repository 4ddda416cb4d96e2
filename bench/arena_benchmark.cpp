// Filling a vector with 200,000 strings, and sorting it, with and without a
// pool.
//
// Reproduces the experiment of seed paper 002 (a vector of std::wstring vs
// ATL CString vs strings carved from a custom chunked pool: the pool filled the
// vector 42% faster than std::wstring; sorting took about the same; with tiny
// strings std::string's SSO won) with:
//   StdString     std::vector<std::string>, one heap block per string beyond SSO;
//   StringArena   std::vector<std::string_view> into a strcost::string_arena;
//   PmrMonotonic  std::pmr::vector<std::pmr::string> on a
//                 std::pmr::monotonic_buffer_resource;
//   PmrArena      the same pmr containers on strcost::arena_resource;
//   BoostStaticString  std::vector<boost::static_string<100>>, no heap per string.
// Two length ranges: 3-12 characters (SSO for std::string) and 20-100.
// Fill time covers creating the strings (the vector's own block is reserved
// up front in every variant); tearing down is timed separately, where the
// arena's release-everything-at-once shows.
#include "alloc_counter.h"

#include <strcost/arena.h>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <memory_resource>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#if __has_include(<boost/static_string/static_string.hpp>)
#include <boost/static_string/static_string.hpp>
#define STRCOST_HAVE_BOOST_STATIC_STRING 1
#endif

namespace {

constexpr std::size_t Count = 200000;

// The same pseudo-random strings for every variant.
const std::vector<std::string> &sources(std::size_t MinLen, std::size_t MaxLen) {
  static std::vector<std::string> Cache[2];
  std::vector<std::string> &S = Cache[MinLen < 20 ? 0 : 1];
  if (S.empty()) {
    std::mt19937 Rng(42);
    std::uniform_int_distribution<std::size_t> Len(MinLen, MaxLen);
    std::uniform_int_distribution<int> Letter('a', 'z');
    S.reserve(Count);
    for (std::size_t I = 0; I < Count; ++I) {
      std::string X(Len(Rng), ' ');
      for (char &C : X)
        C = static_cast<char>(Letter(Rng));
      S.push_back(std::move(X));
    }
  }
  return S;
}

// Each variant is a "Batch": fill() creates Count strings from the sources,
// sort() sorts them, and destruction releases them.
struct StdStringBatch {
  std::vector<std::string> V;
  void fill(const std::vector<std::string> &Src) {
    V.reserve(Src.size());
    for (const std::string &S : Src)
      V.emplace_back(std::string_view(S));
  }
  void sort() { std::sort(V.begin(), V.end()); }
};

struct StringArenaBatch {
  strcost::string_arena Arena;
  std::vector<std::string_view> V;
  void fill(const std::vector<std::string> &Src) {
    V.reserve(Src.size());
    for (const std::string &S : Src)
      V.push_back(Arena.store(S));
  }
  void sort() { std::sort(V.begin(), V.end()); }
};

struct PmrMonotonicBatch {
  std::pmr::monotonic_buffer_resource Resource;
  std::pmr::vector<std::pmr::string> V{&Resource};
  void fill(const std::vector<std::string> &Src) {
    V.reserve(Src.size());
    for (const std::string &S : Src)
      V.emplace_back(std::string_view(S));
  }
  void sort() { std::sort(V.begin(), V.end()); }
};

struct PmrArenaBatch {
  strcost::string_arena Arena;
  strcost::arena_resource Resource{Arena};
  std::pmr::vector<std::pmr::string> V{&Resource};
  void fill(const std::vector<std::string> &Src) {
    V.reserve(Src.size());
    for (const std::string &S : Src)
      V.emplace_back(std::string_view(S));
  }
  void sort() { std::sort(V.begin(), V.end()); }
};

#if STRCOST_HAVE_BOOST_STATIC_STRING
struct BoostStaticStringBatch {
  std::vector<boost::static_string<100>> V;
  void fill(const std::vector<std::string> &Src) {
    V.reserve(Src.size());
    for (const std::string &S : Src)
      V.emplace_back(S.data(), S.size());
  }
  void sort() { std::sort(V.begin(), V.end()); }
};
#endif

template <class Batch> void vectorFill(benchmark::State &State) {
  const auto &Src = sources(State.range(0), State.range(1));
  std::size_t Allocations = 0;
  for (auto _ : State) {
    auto *B = new Batch;
    strcost_bench::AllocationCounter Counter;
    B->fill(Src);
    Allocations += Counter.count();
    benchmark::DoNotOptimize(B->V.data());
    State.PauseTiming();
    delete B;
    State.ResumeTiming();
  }
  State.SetItemsProcessed(State.iterations() * Count);
  State.counters["allocs"] = benchmark::Counter(static_cast<double>(Allocations) /
                                                static_cast<double>(State.iterations()));
}

template <class Batch> void vectorDestroy(benchmark::State &State) {
  const auto &Src = sources(State.range(0), State.range(1));
  for (auto _ : State) {
    State.PauseTiming();
    auto *B = new Batch;
    B->fill(Src);
    State.ResumeTiming();
    delete B;
  }
  State.SetItemsProcessed(State.iterations() * Count);
}

template <class Batch> void vectorSort(benchmark::State &State) {
  const auto &Src = sources(State.range(0), State.range(1));
  for (auto _ : State) {
    State.PauseTiming();
    auto *B = new Batch;
    B->fill(Src);
    State.ResumeTiming();
    B->sort();
    benchmark::DoNotOptimize(B->V.data());
    State.PauseTiming();
    delete B;
    State.ResumeTiming();
  }
  State.SetItemsProcessed(State.iterations() * Count);
}

void BM_VectorFill_StdString(benchmark::State &S) { vectorFill<StdStringBatch>(S); }
void BM_VectorFill_StringArena(benchmark::State &S) { vectorFill<StringArenaBatch>(S); }
void BM_VectorFill_PmrMonotonic(benchmark::State &S) { vectorFill<PmrMonotonicBatch>(S); }
void BM_VectorFill_PmrArena(benchmark::State &S) { vectorFill<PmrArenaBatch>(S); }
void BM_VectorDestroy_StdString(benchmark::State &S) { vectorDestroy<StdStringBatch>(S); }
void BM_VectorDestroy_StringArena(benchmark::State &S) { vectorDestroy<StringArenaBatch>(S); }
void BM_VectorDestroy_PmrMonotonic(benchmark::State &S) { vectorDestroy<PmrMonotonicBatch>(S); }
void BM_VectorSort_StdString(benchmark::State &S) { vectorSort<StdStringBatch>(S); }
void BM_VectorSort_StringArena(benchmark::State &S) { vectorSort<StringArenaBatch>(S); }
void BM_VectorSort_PmrMonotonic(benchmark::State &S) { vectorSort<PmrMonotonicBatch>(S); }
void BM_VectorSort_PmrArena(benchmark::State &S) { vectorSort<PmrArenaBatch>(S); }
#if STRCOST_HAVE_BOOST_STATIC_STRING
void BM_VectorFill_BoostStaticString(benchmark::State &S) {
  vectorFill<BoostStaticStringBatch>(S);
}
void BM_VectorSort_BoostStaticString(benchmark::State &S) {
  vectorSort<BoostStaticStringBatch>(S);
}
#endif

void lengths(benchmark::internal::Benchmark *B) {
  B->ArgNames({"min", "max"})->Args({3, 12})->Args({20, 100})->Unit(benchmark::kMillisecond);
}
// A fixed iteration count for teardown: each iteration builds a batch untimed,
// and with a time target the arena (200,000 strings released in microseconds)
// would spend minutes building batches.
void lengthsFixed(benchmark::internal::Benchmark *B) {
  lengths(B);
  B->Iterations(20);
}

BENCHMARK(BM_VectorFill_StdString)->Apply(lengths);
BENCHMARK(BM_VectorFill_StringArena)->Apply(lengths);
BENCHMARK(BM_VectorFill_PmrMonotonic)->Apply(lengths);
BENCHMARK(BM_VectorFill_PmrArena)->Apply(lengths);
BENCHMARK(BM_VectorDestroy_StdString)->Apply(lengthsFixed);
BENCHMARK(BM_VectorDestroy_StringArena)->Apply(lengthsFixed);
BENCHMARK(BM_VectorDestroy_PmrMonotonic)->Apply(lengthsFixed);
BENCHMARK(BM_VectorSort_StdString)->Apply(lengths);
BENCHMARK(BM_VectorSort_StringArena)->Apply(lengths);
BENCHMARK(BM_VectorSort_PmrMonotonic)->Apply(lengths);
BENCHMARK(BM_VectorSort_PmrArena)->Apply(lengths);
#if STRCOST_HAVE_BOOST_STATIC_STRING
BENCHMARK(BM_VectorFill_BoostStaticString)->Apply(lengths);
BENCHMARK(BM_VectorSort_BoostStaticString)->Apply(lengths);
#endif

} // namespace

BENCHMARK_MAIN();
