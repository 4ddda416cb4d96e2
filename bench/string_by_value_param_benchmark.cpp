// Strings passed by value (seed 000, tests 4-7): what strcost-string-by-value-param's
// fixes save.
//
// ReadOnly<N>: a function that only reads its parameter (a find), taking it by
// value, by const& and as a std::string_view: the by-value call copies the
// string, an allocation once it outgrows the small-string buffer (15 chars in
// libstdc++, 22 in libc++).
//
// CopyThenReturn<N>: the seed's `string func(string par) { string tmp(par);
// return tmp; }` called as `string sx = func(s)`: by value (test 4; three
// copies in the seed's count, two allocations here with NRVO), by const& (test
// 5; one copy fewer) and by value with `tmp(std::move(par))`, the check's fix
// for a parameter copied exactly once. CopyThenReturnTemporary<N> passes a
// temporary instead of an lvalue: there the move fix copies nothing at all.
//
// N is the string length: 10 (tests 6-7, inside the small-string buffer) and
// 56 (past it). `allocs` counts operator new calls per iteration.
#include "alloc_counter.h"

#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

// The functions under test must be real calls with real copies: no inlining,
// and (GCC) no interprocedural specialization of the callee to its argument.
#if defined(__clang__)
#define STRCOST_BENCH_OPAQUE __attribute__((noinline))
#else
#define STRCOST_BENCH_OPAQUE __attribute__((noipa))
#endif

namespace {

// Our own text, of the two lengths the experiments use: 56 and 10 bytes.
const std::string kLong = "/var/cache/builds/nightly/2024-06-01/artifacts/buildlog#";
const std::string kShort = "short-name";

const std::string &text(benchmark::State &state) {
  const std::string &s = state.range(0) == 10 ? kShort : kLong;
  if (static_cast<std::int64_t>(s.size()) != state.range(0))
    state.SkipWithError("the test string does not have the requested length");
  return s;
}

// --- Only read ---------------------------------------------------------------

STRCOST_BENCH_OPAQUE std::size_t readByValue(std::string s) { return s.find('#'); }
STRCOST_BENCH_OPAQUE std::size_t readByConstRef(const std::string &s) { return s.find('#'); }
STRCOST_BENCH_OPAQUE std::size_t readByView(std::string_view s) { return s.find('#'); }

// The string is reloaded through an opaque pointer on every iteration so that
// the copy cannot be hoisted out of the loop.
template <class Call> void runRead(benchmark::State &state, Call call) {
  const std::string &s = text(state);
  const strcost_bench::AllocationCounter allocations;
  for (auto _ : state) {
    const std::string *p = &s;
    benchmark::DoNotOptimize(p);
    std::size_t n = call(*p);
    benchmark::DoNotOptimize(n);
  }
  state.counters["allocs"] = benchmark::Counter(static_cast<double>(allocations.count()),
                                                benchmark::Counter::kAvgIterations);
}

void BM_ReadOnly_ByValue(benchmark::State &state) {
  runRead(state, [](const std::string &s) { return readByValue(s); });
}
void BM_ReadOnly_ByConstRef(benchmark::State &state) {
  runRead(state, [](const std::string &s) { return readByConstRef(s); });
}
void BM_ReadOnly_ByView(benchmark::State &state) {
  runRead(state, [](const std::string &s) { return readByView(s); });
}

// --- Copied once, then returned (the seed's func) ------------------------------

STRCOST_BENCH_OPAQUE std::string copyByValue(std::string par) {
  std::string tmp(par);
  return tmp;
}
STRCOST_BENCH_OPAQUE std::string copyByConstRef(const std::string &par) {
  std::string tmp(par);
  return tmp;
}
STRCOST_BENCH_OPAQUE std::string copyByValueMove(std::string par) {
  std::string tmp(std::move(par));
  return tmp;
}

template <class Call> void runLvalue(benchmark::State &state, Call call) {
  const std::string &s = text(state);
  const strcost_bench::AllocationCounter allocations;
  for (auto _ : state) {
    const std::string *p = &s;
    benchmark::DoNotOptimize(p);
    std::string sx = call(*p);
    benchmark::DoNotOptimize(sx.data());
  }
  state.counters["allocs"] = benchmark::Counter(static_cast<double>(allocations.count()),
                                                benchmark::Counter::kAvgIterations);
}

void BM_CopyThenReturn_ByValue(benchmark::State &state) {
  runLvalue(state, [](const std::string &s) { return copyByValue(s); });
}
void BM_CopyThenReturn_ByConstRef(benchmark::State &state) {
  runLvalue(state, [](const std::string &s) { return copyByConstRef(s); });
}
void BM_CopyThenReturn_ByValueMove(benchmark::State &state) {
  runLvalue(state, [](const std::string &s) { return copyByValueMove(s); });
}

// The caller hands over a temporary it built for the call (`func(a + b)`,
// `func(read())`): building it is part of every variant.
template <class Call> void runTemporary(benchmark::State &state, Call call) {
  const std::string &s = text(state);
  const strcost_bench::AllocationCounter allocations;
  for (auto _ : state) {
    const std::string *p = &s;
    benchmark::DoNotOptimize(p);
    std::string sx = call(std::string(*p));
    benchmark::DoNotOptimize(sx.data());
  }
  state.counters["allocs"] = benchmark::Counter(static_cast<double>(allocations.count()),
                                                benchmark::Counter::kAvgIterations);
}

void BM_CopyThenReturnTemporary_ByValue(benchmark::State &state) {
  runTemporary(state, [](std::string &&t) { return copyByValue(std::move(t)); });
}
void BM_CopyThenReturnTemporary_ByConstRef(benchmark::State &state) {
  runTemporary(state, [](std::string &&t) { return copyByConstRef(t); });
}
void BM_CopyThenReturnTemporary_ByValueMove(benchmark::State &state) {
  runTemporary(state, [](std::string &&t) { return copyByValueMove(std::move(t)); });
}

} // namespace

// Arg: the string length in bytes (10: small-string buffer; 56: heap).
BENCHMARK(BM_ReadOnly_ByValue)->Arg(10)->Arg(56);
BENCHMARK(BM_ReadOnly_ByConstRef)->Arg(10)->Arg(56);
BENCHMARK(BM_ReadOnly_ByView)->Arg(10)->Arg(56);
BENCHMARK(BM_CopyThenReturn_ByValue)->Arg(10)->Arg(56);
BENCHMARK(BM_CopyThenReturn_ByConstRef)->Arg(10)->Arg(56);
BENCHMARK(BM_CopyThenReturn_ByValueMove)->Arg(10)->Arg(56);
BENCHMARK(BM_CopyThenReturnTemporary_ByValue)->Arg(10)->Arg(56);
BENCHMARK(BM_CopyThenReturnTemporary_ByConstRef)->Arg(10)->Arg(56);
BENCHMARK(BM_CopyThenReturnTemporary_ByValueMove)->Arg(10)->Arg(56);

BENCHMARK_MAIN();
