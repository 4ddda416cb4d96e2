// Strings vs ropes for edits of long strings: does a rope earn a place in the
// runtime?
//
// Reproduces seed paper 000's "strings vs ropes" test (per step: copy a string
// of the block size, insert at the front and in the middle, append, replace at
// the front and in the middle; the paper found ropes ahead beyond 12-50 KiB
// with STLport, and libstdc++'s string ahead from 1 KiB on against them) at
// 1 KiB ... 1 MiB, with std::string and libstdc++'s __gnu_cxx::crope, plus the
// case a rope is really for: an edit in the middle of a string that is kept
// (insert 5 characters, then erase them, so the size stays put), without the
// copy.
//
// A strcost rope would have to beat both where it claims to; the numbers
// decide (docs/runtime.md).
#include <benchmark/benchmark.h>

#include <string>

#if __has_include(<ext/rope>)
#include <ext/rope>
#define STRCOST_HAVE_GNU_ROPE 1
#endif

namespace {

template <class T> void mixedEdits(benchmark::State &State) {
  const auto Size = static_cast<std::size_t>(State.range(0));
  const T Block(Size, 'a');
  T V;
  for (auto _ : State) {
    V = Block; // O(n) for a string, O(1) (shared) for a rope
    V.insert(0, "qwerty");
    V.insert(Size / 2, "zxcvb");
    V.append("rtyui");
    V.replace(0, 20, "ghfjhfjf");
    V.replace(Size / 2, 20, "abcdefg");
    benchmark::DoNotOptimize(V);
  }
}

template <class T> void middleEdit(benchmark::State &State) {
  const auto Size = static_cast<std::size_t>(State.range(0));
  T V(Size, 'a');
  for (auto _ : State) {
    V.insert(Size / 2, "zxcvb");
    V.erase(Size / 2, 5);
    benchmark::DoNotOptimize(V);
  }
  if (V.size() != Size)
    State.SkipWithError("size changed");
}

void BM_MixedEdits_String(benchmark::State &S) { mixedEdits<std::string>(S); }
void BM_MiddleEdit_String(benchmark::State &S) { middleEdit<std::string>(S); }
#if STRCOST_HAVE_GNU_ROPE
void BM_MixedEdits_GnuRope(benchmark::State &S) { mixedEdits<__gnu_cxx::crope>(S); }
void BM_MiddleEdit_GnuRope(benchmark::State &S) { middleEdit<__gnu_cxx::crope>(S); }
#endif

void sizes(benchmark::internal::Benchmark *B) {
  B->ArgName("bytes")->RangeMultiplier(4)->Range(1 << 10, 1 << 20);
}

BENCHMARK(BM_MixedEdits_String)->Apply(sizes);
BENCHMARK(BM_MiddleEdit_String)->Apply(sizes);
#if STRCOST_HAVE_GNU_ROPE
BENCHMARK(BM_MixedEdits_GnuRope)->Apply(sizes);
BENCHMARK(BM_MiddleEdit_GnuRope)->Apply(sizes);
#endif

} // namespace

BENCHMARK_MAIN();
