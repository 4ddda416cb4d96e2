// Before/after pairs: for each check, bench/pairs/<check>.cpp holds the costly
// pattern ("before"); the build applies `strcost --fix` to a copy ("after")
// and compiles both, in namespaces `before` and `after`, into this binary. The
// saving a check's docs quote is the ratio of BM_Pair_<Check>_Before to
// BM_Pair_<Check>_After measured here, side by side.
#include "alloc_counter.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#define STRCOST_PAIR_NS before
#include "chained_concatenation.h"
#include "redundant_length_scan.h"
#include "temporary_lookup_key.h"
#include "string_by_value_param.h"
#include "string_constant.h"
#include "read_only_copy.h"
#include "repeated_lookup.h"
#include "temporary_string_argument.h"
#include "loop_growth.h"
#include "stream_concatenation.h"
#undef STRCOST_PAIR_NS
#define STRCOST_PAIR_NS after
#include "chained_concatenation.h"
#include "redundant_length_scan.h"
#include "temporary_lookup_key.h"
#include "string_by_value_param.h"
#include "string_constant.h"
#include "read_only_copy.h"
#include "repeated_lookup.h"
#include "temporary_string_argument.h"
#include "loop_growth.h"
#include "stream_concatenation.h"
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

// 256 entries with the seed's piece lengths (7, 20, 4, 28 characters).
template <class Entry> std::vector<Entry> Entries() {
  std::vector<Entry> entries;
  for (long i = 0; i < 256; ++i)
    entries.push_back({"archive", "nightly-build-" + std::to_string(100000 + i), ".tgz",
                       "produced by the proxy test!!", i * 7919});
  return entries;
}

template <class Entry, std::size_t (*Render)(const std::vector<Entry> &),
          std::string (*Join)(const std::vector<Entry> &)>
void BM_ChainedConcatenation(benchmark::State &state) {
  const std::vector<Entry> entries = Entries<Entry>();
  std::size_t sum = 0;
  std::string joined;
  for (auto _ : state) {
    sum = Render(entries);
    benchmark::DoNotOptimize(sum);
    joined = Join(entries);
    benchmark::DoNotOptimize(joined.data());
  }
  // The two sides must build the same strings.
  const std::vector<before::Entry> reference_input = Entries<before::Entry>();
  if (sum != before::render_lines(reference_input) ||
      joined != before::join_entries(reference_input))
    state.SkipWithError("the fixed code builds other strings");
}

// 10,000 keys of state.range(0) characters; the probes are copies held apart
// from the containers, as a C API's buffers would be, half of them misses.
struct Keys {
  std::vector<std::string> stored, probe_storage;
  std::vector<const char *> probes;
};
Keys MakeKeys(std::size_t length) {
  Keys k;
  std::mt19937 rng(42);
  auto word = [&] {
    std::string s(length, ' ');
    for (char &c : s)
      c = static_cast<char>('a' + rng() % 26);
    return s;
  };
  for (int i = 0; i < 10000; ++i) {
    k.stored.push_back(word());
    k.probe_storage.push_back(i % 2 ? word() : k.stored.back());
  }
  std::shuffle(k.probe_storage.begin(), k.probe_storage.end(), rng);
  for (const std::string &s : k.probe_storage)
    k.probes.push_back(s.c_str());
  return k;
}

template <void (*Load)(const std::vector<std::string> &),
          std::size_t (*Count)(const std::vector<const char *> &)>
void BM_TemporaryLookupKey(benchmark::State &state) {
  const Keys k = MakeKeys(static_cast<std::size_t>(state.range(0)));
  Load(k.stored);
  std::size_t known = 0;
  const strcost_bench::AllocationCounter allocations;
  for (auto _ : state) {
    known = Count(k.probes);
    benchmark::DoNotOptimize(known);
  }
  // The fix is meant to leave no allocation in the loop: show it.
  state.counters["allocs_per_lookup"] =
      static_cast<double>(allocations.count()) /
      (static_cast<double>(state.iterations()) * static_cast<double>(k.probes.size()));
  // Both sides must agree with a count made without either container.
  std::vector<std::string> sorted = k.stored;
  std::sort(sorted.begin(), sorted.end());
  std::size_t expected = 0;
  for (const std::string &p : k.probe_storage)
    expected += std::binary_search(sorted.begin(), sorted.end(), p);
  if (known != expected)
    state.SkipWithError("the fixed code finds other keys");
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(k.probes.size()));
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

// 64 lines of state.range(0) characters after two blanks, every fourth one
// holding the marker that has_marker looks for.
template <std::size_t (*Scan)(const std::vector<std::string> &)>
void BM_StringConstant(benchmark::State &state) {
  std::vector<std::string> lines;
  for (int i = 0; i < 64; ++i) {
    std::string s = "  " + std::string(static_cast<std::size_t>(state.range(0)), 'c');
    if (i % 4 == 0)
      s += "-- generated by a tool, do not edit --";
    lines.push_back(std::move(s));
  }
  std::size_t n = 0;
  for (auto _ : state) {
    n = Scan(lines);
    benchmark::DoNotOptimize(n);
  }
  if (n != 64 * 2 + 16)
    state.SkipWithError("the fixed code scans differently");
}

// 64 lines of state.range(0) characters, a comma in every 8, every fourth
// one starting with the prefix has_prefix looks for; the fixed code must
// count what the original counts.
template <std::size_t (*Scan)(const std::vector<std::string> &)>
void BM_ReadOnlyCopy(benchmark::State &state) {
  std::vector<std::string> lines;
  for (int i = 0; i < 64; ++i) {
    std::string s(static_cast<std::size_t>(state.range(0)), 'r');
    for (std::size_t j = 0; j < s.size(); j += 8)
      s[j] = ',';
    if (i % 4 == 0)
      s = "record-header, version 2:" + s;
    lines.push_back(std::move(s));
  }
  std::size_t n = 0;
  for (auto _ : state) {
    n = Scan(lines);
    benchmark::DoNotOptimize(n);
  }
  if (n != before::scan_records(lines))
    state.SkipWithError("the fixed code scans differently");
}

// 512 keys of state.range(0) characters that share all but their last four
// (a configuration's dotted names), a table holding every other one, and a
// lookup of each: half hit, half miss.
std::vector<std::string> SimilarKeys(benchmark::State &state) {
  std::vector<std::string> keys;
  std::size_t prefix = static_cast<std::size_t>(std::max<int64_t>(state.range(0) - 4, 0));
  for (int i = 0; i < 512; ++i) {
    std::string key(prefix, 'k');
    for (std::size_t j = 7; j < prefix; j += 8)
      key[j] = '.';
    key += std::to_string(1000 + i);
    keys.push_back(std::move(key));
  }
  return keys;
}

template <class Table,
          std::size_t (*Sum)(const Table &, const std::vector<std::string> &)>
void BM_RepeatedLookup(benchmark::State &state) {
  std::vector<std::string> keys = SimilarKeys(state);
  Table table;
  for (std::size_t i = 0; i < keys.size(); i += 2)
    table[keys[i]] = i;
  std::size_t sum = 0;
  for (auto _ : state) {
    sum = Sum(table, keys);
    benchmark::DoNotOptimize(sum);
  }
  if (sum != 256 * 255)
    state.SkipWithError("the fixed code sums differently");
}

// The same keys, each seen four times: the first-seen index finds most of
// them already there.
template <std::size_t (*First)(const std::vector<std::string> &)>
void BM_RepeatedLookupInsert(benchmark::State &state) {
  std::vector<std::string> keys = SimilarKeys(state);
  std::vector<std::string> words;
  for (int round = 0; round < 4; ++round)
    words.insert(words.end(), keys.begin(), keys.end());
  std::size_t n = 0;
  for (auto _ : state) {
    n = First(words);
    benchmark::DoNotOptimize(n);
  }
  if (n != keys.size())
    state.SkipWithError("the fixed code indexes differently");
}

// 64 header lines of state.range(0) characters; every fourth starts with
// "host:", every eighth also holds the request identifier's field name.
template <std::size_t (*Count)(const std::vector<std::string> &)>
void BM_TemporaryStringArgument(benchmark::State &state) {
  std::vector<std::string> lines;
  for (int i = 0; i < 64; ++i) {
    std::string s = i % 4 == 0 ? "host:" : "via: ";
    if (i % 8 == 0)
      s += " x-request-identifier:";
    s += std::string(static_cast<std::size_t>(state.range(0)), 'h');
    lines.push_back(std::move(s));
  }
  std::size_t n = 0;
  for (auto _ : state) {
    n = Count(lines);
    benchmark::DoNotOptimize(n);
  }
  if (n != 16 + 8)
    state.SkipWithError("the fixed code counts differently");
}

// The seed's append-a-character loop over state.range(0) characters.
template <std::string (*Copy)(const std::string &)>
void BM_LoopGrowthChars(benchmark::State &state) {
  std::string text(static_cast<std::size_t>(state.range(0)), 'c');
  for (std::size_t i = 0; i < text.size(); i += 7)
    text[i] = 'a' + static_cast<char>(i % 26);
  std::string out;
  for (auto _ : state) {
    out = Copy(text);
    benchmark::DoNotOptimize(out.data());
  }
  if (out != text)
    state.SkipWithError("the fixed code copies differently");
}

// state.range(0) fields of 16 characters joined with commas.
template <std::string (*Join)(const std::vector<std::string> &)>
void BM_LoopGrowthJoin(benchmark::State &state) {
  std::vector<std::string> fields;
  for (long i = 0; i < state.range(0); ++i)
    fields.push_back("field-" + std::to_string(1000000000 + i));
  std::string out;
  for (auto _ : state) {
    out = Join(fields);
    benchmark::DoNotOptimize(out.data());
  }
  if (out.size() != fields.size() * 17)
    state.SkipWithError("the fixed code joins differently");
}

// state.range(0) rows, each built in a string of about 60 characters.
template <std::size_t (*Render)(const std::vector<std::string> &)>
void BM_LoopGrowthRows(benchmark::State &state) {
  std::vector<std::string> names;
  for (long i = 0; i < state.range(0); ++i)
    names.push_back("user-" + std::to_string(100000 + i));
  std::size_t total = 0;
  for (auto _ : state) {
    total = Render(names);
    benchmark::DoNotOptimize(total);
  }
  if (total != before::render_rows(names))
    state.SkipWithError("the fixed code renders differently");
}

// An indentation of state.range(0) levels, two spaces each.
template <std::string (*Indent)(std::size_t)>
void BM_LoopGrowthReserve(benchmark::State &state) {
  const auto depth = static_cast<std::size_t>(state.range(0));
  std::string out;
  for (auto _ : state) {
    out = Indent(depth);
    benchmark::DoNotOptimize(out.data());
  }
  if (out != std::string(2 * depth, ' '))
    state.SkipWithError("the fixed code indents differently");
}

// 64 names of state.range(0) characters, each turned into a location and a
// field by the pair's describe_all.
template <std::size_t (*Describe)(const std::vector<std::string> &)>
void BM_StreamConcatenation(benchmark::State &state) {
  std::vector<std::string> names;
  for (int i = 0; i < 64; ++i)
    names.push_back(std::string(static_cast<std::size_t>(state.range(0)),
                                static_cast<char>('a' + i % 26)));
  std::size_t n = 0;
  for (auto _ : state) {
    n = Describe(names);
    benchmark::DoNotOptimize(n);
  }
  if (n != before::describe_all(names))
    state.SkipWithError("the fixed code builds other strings");
}

} // namespace

BENCHMARK(BM_ChainedConcatenation<before::Entry, before::render_lines, before::join_entries>)
    ->Name("BM_Pair_ChainedConcatenation_Before");
BENCHMARK(BM_ChainedConcatenation<after::Entry, after::render_lines, after::join_entries>)
    ->Name("BM_Pair_ChainedConcatenation_After");
BENCHMARK(BM_RedundantLengthScan<before::count_separators, before::total_length>)
    ->Name("BM_Pair_RedundantLengthScan_Before")->Arg(16)->Arg(1024)->Arg(65536);
BENCHMARK(BM_RedundantLengthScan<after::count_separators, after::total_length>)
    ->Name("BM_Pair_RedundantLengthScan_After")->Arg(16)->Arg(1024)->Arg(65536);

BENCHMARK(BM_TemporaryLookupKey<before::load_registry, before::count_known>)
    ->Name("BM_Pair_TemporaryLookupKeyMap_Before")->Arg(8)->Arg(40);
BENCHMARK(BM_TemporaryLookupKey<after::load_registry, after::count_known>)
    ->Name("BM_Pair_TemporaryLookupKeyMap_After")->Arg(8)->Arg(40);
BENCHMARK(BM_TemporaryLookupKey<before::load_hashed_registry, before::count_known_unordered>)
    ->Name("BM_Pair_TemporaryLookupKeyUnordered_Before")->Arg(8)->Arg(40);
BENCHMARK(BM_TemporaryLookupKey<after::load_hashed_registry, after::count_known_unordered>)
    ->Name("BM_Pair_TemporaryLookupKeyUnordered_After")->Arg(8)->Arg(40);
BENCHMARK(BM_StringByValueParam<before::count_with_extension, before::copy_all>)
    ->Name("BM_Pair_StringByValueParam_Before")->Arg(10)->Arg(56);
BENCHMARK(BM_StringByValueParam<after::count_with_extension, after::copy_all>)
    ->Name("BM_Pair_StringByValueParam_After")->Arg(10)->Arg(56);

BENCHMARK(BM_StringConstant<before::scan_lines>)
    ->Name("BM_Pair_StringConstant_Before")->Arg(16)->Arg(80);
BENCHMARK(BM_StringConstant<after::scan_lines>)
    ->Name("BM_Pair_StringConstant_After")->Arg(16)->Arg(80);

BENCHMARK(BM_ReadOnlyCopy<before::scan_records>)
    ->Name("BM_Pair_ReadOnlyCopy_Before")->Arg(8)->Arg(80);
BENCHMARK(BM_ReadOnlyCopy<after::scan_records>)
    ->Name("BM_Pair_ReadOnlyCopy_After")->Arg(8)->Arg(80);

using HashedTable = std::unordered_map<std::string, std::size_t>;
using SortedTable = std::map<std::string, std::size_t>;
BENCHMARK(BM_RepeatedLookup<HashedTable, before::sum_known>)
    ->Name("BM_Pair_RepeatedLookupUnordered_Before")->Arg(12)->Arg(48);
BENCHMARK(BM_RepeatedLookup<HashedTable, after::sum_known>)
    ->Name("BM_Pair_RepeatedLookupUnordered_After")->Arg(12)->Arg(48);
BENCHMARK(BM_RepeatedLookup<SortedTable, before::sum_known_sorted>)
    ->Name("BM_Pair_RepeatedLookupMap_Before")->Arg(12)->Arg(48);
BENCHMARK(BM_RepeatedLookup<SortedTable, after::sum_known_sorted>)
    ->Name("BM_Pair_RepeatedLookupMap_After")->Arg(12)->Arg(48);
BENCHMARK(BM_RepeatedLookupInsert<before::first_positions>)
    ->Name("BM_Pair_RepeatedLookupInsert_Before")->Arg(12)->Arg(48);
BENCHMARK(BM_RepeatedLookupInsert<after::first_positions>)
    ->Name("BM_Pair_RepeatedLookupInsert_After")->Arg(12)->Arg(48);

BENCHMARK(BM_TemporaryStringArgument<before::count_headers>)
    ->Name("BM_Pair_TemporaryStringArgument_Before")->Arg(16)->Arg(80);
BENCHMARK(BM_TemporaryStringArgument<after::count_headers>)
    ->Name("BM_Pair_TemporaryStringArgument_After")->Arg(16)->Arg(80);

BENCHMARK(BM_LoopGrowthChars<before::copy_by_chars>)
    ->Name("BM_Pair_LoopGrowthChars_Before")->Arg(256)->Arg(4096);
BENCHMARK(BM_LoopGrowthChars<after::copy_by_chars>)
    ->Name("BM_Pair_LoopGrowthChars_After")->Arg(256)->Arg(4096);
BENCHMARK(BM_LoopGrowthJoin<before::join_fields>)
    ->Name("BM_Pair_LoopGrowthJoin_Before")->Arg(16)->Arg(256);
BENCHMARK(BM_LoopGrowthJoin<after::join_fields>)
    ->Name("BM_Pair_LoopGrowthJoin_After")->Arg(16)->Arg(256);

BENCHMARK(BM_LoopGrowthRows<before::render_rows>)
    ->Name("BM_Pair_LoopGrowthRows_Before")->Arg(256);
BENCHMARK(BM_LoopGrowthRows<after::render_rows>)
    ->Name("BM_Pair_LoopGrowthRows_After")->Arg(256);
BENCHMARK(BM_LoopGrowthReserve<before::indentation>)
    ->Name("BM_Pair_LoopGrowthReserve_Before")->Arg(64)->Arg(4096)->Arg(262144);
BENCHMARK(BM_LoopGrowthReserve<after::indentation>)
    ->Name("BM_Pair_LoopGrowthReserve_After")->Arg(64)->Arg(4096)->Arg(262144);
BENCHMARK(BM_StreamConcatenation<before::describe_all>)
    ->Name("BM_Pair_StreamConcatenation_Before")->Arg(8)->Arg(40);
BENCHMARK(BM_StreamConcatenation<after::describe_all>)
    ->Name("BM_Pair_StreamConcatenation_After")->Arg(8)->Arg(40);

BENCHMARK_MAIN();
