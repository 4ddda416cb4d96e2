// The first three experiments of the 2006 comparison of C++ string
// implementations (seed 000, tests 1-3), run against the implementations this
// machine has side by side:
//   Std    std::string (libstdc++'s C++11 string: small-string buffer, no
//          sharing)
//   Cow    __gnu_cxx::__vstring over libstdc++'s reference-counted base
//          (__rc_string_base): copy-on-write, as the pre-C++11 strings
//          the paper measured
//   Sso    __gnu_cxx::__vstring over the small-string base, the design
//          std::string adopted
//   Rope   __gnu_cxx::crope, SGI's rope that the paper also measured
//
// Test 1 appends one character at a time to an empty string (a test of the
// growth policy and reallocation). Test 2 searches three substrings that match
// at the start, middle and end of a 57-character string. Test 3 mixes the
// common operations: assign, find, replace, append. The paper's claim was
// that non-COW strings are much faster than COW ones whenever strings are
// modified (tests 1 and 3), and equal for search.
//
// main pins glibc's malloc thresholds (steady_malloc.h): without that, the
// long strings of test 1 paid page faults or not depending on which variant
// had run before them in this process.
#include "alloc_counter.h"
#include "steady_malloc.h"

#include <benchmark/benchmark.h>

#include <ext/rope>
#include <ext/vstring.h> // brings both bases

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>

#include <sys/resource.h>

namespace {

using CowString = __gnu_cxx::__versa_string<char, std::char_traits<char>,
                                             std::allocator<char>,
                                             __gnu_cxx::__rc_string_base>;
using SsoString = __gnu_cxx::__versa_string<char, std::char_traits<char>,
                                            std::allocator<char>,
                                            __gnu_cxx::__sso_string_base>;
using Rope = __gnu_cxx::crope;

// The seed's test string, in our own characters: 57 bytes, the three needles
// matching at its start, middle and end.
constexpr const char *kHaystack =
    "qwertyuiopMATCHHEREasdfghjkl;zxcv:MIDDLE#@!zxcvbnm,.END!";
constexpr const char *kNeedleStart = "MATCHHERE";
constexpr const char *kNeedleMiddle = "MIDDLE#@";
constexpr const char *kNeedleEnd = "END!";

// Rope has no find(const char*) that searches for a substring the way
// basic_string does; its std::search over iterators is what a rope user writes.
std::size_t find(const Rope &r, const char *needle) {
  std::size_t n = std::char_traits<char>::length(needle);
  auto it = std::search(r.begin(), r.end(), needle, needle + n);
  return it == r.end() ? Rope::npos : static_cast<std::size_t>(it - r.begin());
}
template <class S> std::size_t find(const S &s, const char *needle) {
  return s.find(needle);
}

long minorFaults() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_minflt;
}

// Test 1: one character at a time, up to state.range(0) characters. The
// counters say where the time of the long strings goes: allocations (each a
// copy of everything so far) and minor page faults (first writes to memory
// fresh from the kernel), per string built.
template <class S> void BM_AppendChar(benchmark::State &state) {
  const auto length = static_cast<std::size_t>(state.range(0));
  const strcost_bench::AllocationCounter allocations;
  const long faults = minorFaults();
  for (auto _ : state) {
    S s;
    for (std::size_t i = 0; i < length; ++i)
      s.push_back(static_cast<char>('a' + i % 26));
    benchmark::DoNotOptimize(s);
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(length));
  state.counters["allocs"] = benchmark::Counter(static_cast<double>(allocations.count()),
                                                benchmark::Counter::kAvgIterations);
  state.counters["page_faults"] = benchmark::Counter(static_cast<double>(minorFaults() - faults),
                                                     benchmark::Counter::kAvgIterations);
}

// Test 2: the three searches of one iteration of the paper's loop.
template <class S> void BM_FindSubstring(benchmark::State &state) {
  const S s(kHaystack);
  for (auto _ : state) {
    benchmark::DoNotOptimize(find(s, kNeedleStart));
    benchmark::DoNotOptimize(find(s, kNeedleMiddle));
    benchmark::DoNotOptimize(find(s, kNeedleEnd));
  }
}

// Test 3: assign, find, replace, append; sx lives outside the loop as in the
// paper, so a COW string shares on `sx = s` and must unshare to replace.
template <class S> void BM_MixedOps(benchmark::State &state) {
  const S s(kHaystack);
  const S needle(kNeedleMiddle);
  const S replacement("123456");
  S sx;
  for (auto _ : state) {
    sx = s;
    std::size_t p = find(sx, kNeedleMiddle);
    sx.replace(p, needle.size(), replacement);
    sx += s;
    benchmark::DoNotOptimize(sx);
  }
  if (sx.size() != 2 * s.size() - needle.size() + replacement.size())
    state.SkipWithError("mixed operations built the wrong string");
}

} // namespace

// 256 B to 1 MiB: small sizes show the growth policy, large ones the cost of
// copying on each reallocation (and the rope's per-node overhead).
BENCHMARK(BM_AppendChar<std::string>)->Name("BM_AppendChar_Std")->RangeMultiplier(8)->Range(1 << 8, 1 << 20);
BENCHMARK(BM_AppendChar<CowString>)->Name("BM_AppendChar_Cow")->RangeMultiplier(8)->Range(1 << 8, 1 << 20);
BENCHMARK(BM_AppendChar<SsoString>)->Name("BM_AppendChar_Sso")->RangeMultiplier(8)->Range(1 << 8, 1 << 20);
BENCHMARK(BM_AppendChar<Rope>)->Name("BM_AppendChar_Rope")->RangeMultiplier(8)->Range(1 << 8, 1 << 20);

BENCHMARK(BM_FindSubstring<std::string>)->Name("BM_FindSubstring_Std");
BENCHMARK(BM_FindSubstring<CowString>)->Name("BM_FindSubstring_Cow");
BENCHMARK(BM_FindSubstring<SsoString>)->Name("BM_FindSubstring_Sso");
BENCHMARK(BM_FindSubstring<Rope>)->Name("BM_FindSubstring_Rope");

BENCHMARK(BM_MixedOps<std::string>)->Name("BM_MixedOps_Std");
BENCHMARK(BM_MixedOps<CowString>)->Name("BM_MixedOps_Cow");
BENCHMARK(BM_MixedOps<SsoString>)->Name("BM_MixedOps_Sso");
BENCHMARK(BM_MixedOps<Rope>)->Name("BM_MixedOps_Rope");
STRCOST_BENCHMARK_MAIN_STEADY_MALLOC();
