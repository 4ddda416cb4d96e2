// Pins glibc malloc's mmap and trim thresholds for a benchmark binary.
//
// glibc adapts both thresholds as a program frees large blocks: a block
// larger than the current mmap threshold is mapped fresh (and page-faulted on
// first write) until a free raises the threshold, and the heap top is handed
// back to the kernel whenever it exceeds the trim threshold. So whether a
// variant's large blocks cost page faults on every iteration depends on which
// benchmarks ran before it in the same process, not on the variant: seen in
// the append-a-character experiment, where the same std::string went from 0
// to 700 faults per string depending on the order. With both thresholds set,
// glibc stops adapting, and every variant meets the same allocator.
//
// Call at the top of main, before any benchmark runs, or end the file with
// STRCOST_BENCHMARK_MAIN_STEADY_MALLOC() in place of BENCHMARK_MAIN().
#ifndef STRCOST_BENCH_STEADY_MALLOC_H
#define STRCOST_BENCH_STEADY_MALLOC_H

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace strcost_bench {
inline void steadyMalloc() {
#if defined(__GLIBC__)
  // Blocks of up to 256 MiB come from the heap, and freed memory stays mapped.
  mallopt(M_MMAP_THRESHOLD, 256 << 20);
  mallopt(M_TRIM_THRESHOLD, 512 << 20);
#endif
}
} // namespace strcost_bench

// BENCHMARK_MAIN(), with the allocator pinned before the first benchmark.
#define STRCOST_BENCHMARK_MAIN_STEADY_MALLOC()                                 \
  int main(int argc, char **argv) {                                            \
    strcost_bench::steadyMalloc();                                             \
    benchmark::Initialize(&argc, argv);                                        \
    if (benchmark::ReportUnrecognizedArguments(argc, argv))                    \
      return 1;                                                                \
    benchmark::RunSpecifiedBenchmarks();                                       \
    benchmark::Shutdown();                                                     \
    return 0;                                                                  \
  }                                                                            \
  int main(int, char **)

#endif // STRCOST_BENCH_STEADY_MALLOC_H
