// Moving memory into a string API: copy semantics against reference semantics.
//
// Reproduces seed paper 003 (Vstr vs other string APIs): 4096 chunks of one
// length are added, one after the other, to an empty string object; the paper
// swept the chunk length and plotted the time and the memory each API held.
// Its APIs map onto what this machine has:
//   StdString     std::string::append: one block, capacity doubled on growth
//                 (the paper's GString, which rounds up to a power of two)
//   ReallocExact  malloc/realloc to exactly the bytes needed on every append
//                 (the paper's "direct calls to realloc()")
//   Memcpy        memcpy into a block allocated up front, outside the loop:
//                 the lower bound for copying (the paper's "memcpy() without
//                 allocation")
//   Deque         std::deque<char>: copies into fixed nodes (512 bytes in
//                 libstdc++, near Vstr's 488-byte _BUF nodes), every node
//                 allocated (Vstr with copy semantics)
//   Arena         strcost::string_arena: copies into chunks of up to 1 MiB
//                 that it carves itself, keeping a view of each piece (Vstr
//                 copying into memory it already holds)
//   Views         std::vector<std::string_view>: reference semantics, only a
//                 pointer and a length per chunk; the caller's memory must
//                 outlive the views (Vstr's "pointer" nodes)
//
// Counters, per iteration (4096 chunks):
//   allocs        calls of operator new (alloc_counter.h), plus the calls of
//                 malloc/realloc for ReallocExact, which operator new does
//                 not see
//   mem_per_byte  bytes the API held once every chunk was in (its blocks,
//                 its nodes, its views) divided by the bytes added: 1 is no
//                 waste; Views is below 1 because it copies nothing
//   page_faults   minor page faults per iteration; main pins glibc's malloc
//                 thresholds (steady_malloc.h) so that these do not depend on
//                 which variant ran first, and they stay near 0 but for the
//                 largest chunks
#include "alloc_counter.h"
#include "steady_malloc.h"

#include <strcost/arena.h>

#include <benchmark/benchmark.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <memory>
#include <new>
#include <string>
#include <string_view>
#include <vector>

#include <sys/resource.h>

namespace {

constexpr std::size_t kChunks = 4096;

// Bytes held through a CountingAllocator now.
std::size_t g_live_bytes = 0;

long minorFaults() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_minflt;
}

template <class T> struct CountingAllocator {
  using value_type = T;
  CountingAllocator() = default;
  template <class U> CountingAllocator(const CountingAllocator<U> &) {}
  T *allocate(std::size_t n) {
    g_live_bytes += n * sizeof(T);
    return static_cast<T *>(::operator new(n * sizeof(T)));
  }
  void deallocate(T *p, std::size_t n) {
    g_live_bytes -= n * sizeof(T);
    ::operator delete(p);
  }
  template <class U> bool operator==(const CountingAllocator<U> &) const { return true; }
  template <class U> bool operator!=(const CountingAllocator<U> &) const { return false; }
};

// The caller's memory: kChunks distinct chunks, as received from a socket or
// a file, all alive for the whole run (reference semantics needs that).
struct Source {
  explicit Source(std::size_t length) : Length(length), Bytes(kChunks * length, '\0') {
    for (std::size_t i = 0; i < Bytes.size(); ++i)
      Bytes[i] = static_cast<char>('a' + i % 23);
  }
  const char *chunk(std::size_t i) const { return Bytes.data() + i * Length; }
  std::size_t Length;
  std::string Bytes;
};

// Runs Ingest (which adds every chunk and returns the bytes it then held)
// and sets the counters.
template <class Ingest> void run(benchmark::State &state, Ingest ingest) {
  const Source src(static_cast<std::size_t>(state.range(0)));
  const strcost_bench::AllocationCounter allocations;
  const long faults = minorFaults();
  std::size_t held = 0, extra_allocs = 0;
  for (auto _ : state) {
    g_live_bytes = 0;
    held = ingest(src, extra_allocs);
  }
  state.counters["page_faults"] = benchmark::Counter(
      static_cast<double>(minorFaults() - faults), benchmark::Counter::kAvgIterations);
  const double iterations = static_cast<double>(state.iterations());
  state.counters["allocs"] =
      static_cast<double>(allocations.count() + extra_allocs) / iterations;
  state.counters["mem_per_byte"] =
      static_cast<double>(held) / static_cast<double>(src.Bytes.size());
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(src.Bytes.size()));
}

void BM_Ingest_StdString(benchmark::State &state) {
  using String = std::basic_string<char, std::char_traits<char>, CountingAllocator<char>>;
  run(state, [](const Source &src, std::size_t &) -> std::size_t {
    String s;
    for (std::size_t i = 0; i < kChunks; ++i)
      s.append(src.chunk(i), src.Length);
    benchmark::DoNotOptimize(s.data());
    if (s.size() != src.Bytes.size())
      std::abort();
    return g_live_bytes;
  });
}

void BM_Ingest_ReallocExact(benchmark::State &state) {
  run(state, [](const Source &src, std::size_t &allocs) -> std::size_t {
    char *data = nullptr;
    std::size_t size = 0;
    for (std::size_t i = 0; i < kChunks; ++i) {
      char *grown = static_cast<char *>(std::realloc(data, size + src.Length));
      if (!grown)
        throw std::bad_alloc();
      ++allocs;
      data = grown;
      std::memcpy(data + size, src.chunk(i), src.Length);
      size += src.Length;
    }
    benchmark::DoNotOptimize(data);
    std::free(data);
    return size;
  });
}

void BM_Ingest_Memcpy(benchmark::State &state) {
  const auto length = static_cast<std::size_t>(state.range(0));
  const std::unique_ptr<char[]> block(new char[kChunks * length]);
  run(state, [&block](const Source &src, std::size_t &) -> std::size_t {
    char *out = block.get();
    for (std::size_t i = 0; i < kChunks; ++i)
      std::memcpy(out + i * src.Length, src.chunk(i), src.Length);
    benchmark::DoNotOptimize(out);
    benchmark::ClobberMemory();
    return kChunks * src.Length;
  });
}

void BM_Ingest_Deque(benchmark::State &state) {
  run(state, [](const Source &src, std::size_t &) -> std::size_t {
    std::deque<char, CountingAllocator<char>> d;
    for (std::size_t i = 0; i < kChunks; ++i)
      d.insert(d.end(), src.chunk(i), src.chunk(i) + src.Length);
    benchmark::DoNotOptimize(d.back());
    return g_live_bytes;
  });
}

void BM_Ingest_Arena(benchmark::State &state) {
  run(state, [](const Source &src, std::size_t &) -> std::size_t {
    strcost::string_arena arena;
    std::vector<std::string_view, CountingAllocator<std::string_view>> pieces;
    for (std::size_t i = 0; i < kChunks; ++i)
      pieces.push_back(arena.store(std::string_view(src.chunk(i), src.Length)));
    benchmark::DoNotOptimize(pieces.data());
    return g_live_bytes + arena.bytes_reserved();
  });
}

void BM_Ingest_Views(benchmark::State &state) {
  run(state, [](const Source &src, std::size_t &) -> std::size_t {
    std::vector<std::string_view, CountingAllocator<std::string_view>> pieces;
    for (std::size_t i = 0; i < kChunks; ++i)
      pieces.emplace_back(src.chunk(i), src.Length);
    benchmark::DoNotOptimize(pieces.data());
    return g_live_bytes;
  });
}

// 16 B (a header field) to 16 KiB (a socket read); 4096 chunks of 16 KiB is 64 MiB.
void Lengths(benchmark::internal::Benchmark *b) {
  b->ArgName("len");
  for (int len : {16, 128, 1024, 16384})
    b->Arg(len);
}

BENCHMARK(BM_Ingest_StdString)->Apply(Lengths);
BENCHMARK(BM_Ingest_ReallocExact)->Apply(Lengths);
BENCHMARK(BM_Ingest_Memcpy)->Apply(Lengths);
BENCHMARK(BM_Ingest_Deque)->Apply(Lengths);
BENCHMARK(BM_Ingest_Arena)->Apply(Lengths);
BENCHMARK(BM_Ingest_Views)->Apply(Lengths);

} // namespace

STRCOST_BENCHMARK_MAIN_STEADY_MALLOC();
