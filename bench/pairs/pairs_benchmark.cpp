// Before/after pairs: for each check, bench/pairs/<check>.cpp holds the costly
// pattern ("before"); the build applies `strcost --fix` to a copy ("after")
// and compiles both, in namespaces `before` and `after`, into this binary. The
// saving a check's docs quote is the ratio of BM_Pair_<Check>_Before to
// BM_Pair_<Check>_After measured here, side by side.
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#define STRCOST_PAIR_NS before
#include "redundant_length_scan.h"
#include "string_by_value_param.h"
#undef STRCOST_PAIR_NS
#define STRCOST_PAIR_NS after
#include "redundant_length_scan.h"
#include "string_by_value_param.h"
#undef STRCOST_PAIR_NS

namespace {

// 64 lines of state.range(0) characters, one comma in every 16.
std::vector<std::string> Lines(benchmark::State &state) {
  std::vector<std::string> lines;
  for (int i = 0; i < 64; ++i) {
    std::string s(static_cast<std::size_t>(state.range(0)), 'x');
    for (std::size_t j = 0; j < s.size(); j += 16)
      s[j] = ',';
    lines.push_back(std::move(s));
  }
  return lines;
}

template <std::size_t (*Count)(const std::vector<std::string> &),
          std::size_t (*Length)(const std::vector<std::string> &)>
void BM_RedundantLengthScan(benchmark::State &state) {
  const std::vector<std::string> lines = Lines(state);
  const std::size_t expected_length = lines.size() * lines[0].size();
  std::size_t length = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(Count(lines));
    length = Length(lines);
    benchmark::DoNotOptimize(length);
  }
  if (length != expected_length)
    state.SkipWithError("the fixed code computes another length");
}

// 64 paths of state.range(0) characters (10: inside the small-string buffer;
// 56: the seed's long string), every other one ending in ".log".
template <std::size_t (*Count)(const std::vector<std::string> &, const std::string &),
          std::size_t (*Copy)(const std::vector<std::string> &)>
void BM_StringByValueParam(benchmark::State &state) {
  std::vector<std::string> paths;
  for (int i = 0; i < 64; ++i) {
    std::string s(static_cast<std::size_t>(state.range(0)), 'p');
    s.replace(s.size() - 4, 4, i % 2 ? ".log" : ".txt");
    paths.push_back(std::move(s));
  }
  const std::string extension = ".log";
  std::size_t matching = 0;
  for (auto _ : state) {
    matching = Count(paths, extension);
    benchmark::DoNotOptimize(matching);
    benchmark::DoNotOptimize(Copy(paths));
  }
  if (matching != paths.size() / 2)
    state.SkipWithError("the fixed code counts other paths");
}

} // namespace

BENCHMARK(BM_RedundantLengthScan<before::count_separators, before::total_length>)
    ->Name("BM_Pair_RedundantLengthScan_Before")->Arg(16)->Arg(1024)->Arg(65536);
BENCHMARK(BM_RedundantLengthScan<after::count_separators, after::total_length>)
    ->Name("BM_Pair_RedundantLengthScan_After")->Arg(16)->Arg(1024)->Arg(65536);

BENCHMARK(BM_StringByValueParam<before::count_with_extension, before::copy_all>)
    ->Name("BM_Pair_StringByValueParam_Before")->Arg(10)->Arg(56);
BENCHMARK(BM_StringByValueParam<after::count_with_extension, after::copy_all>)
    ->Name("BM_Pair_StringByValueParam_After")->Arg(10)->Arg(56);

BENCHMARK_MAIN();
