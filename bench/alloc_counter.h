// Counts calls of the global operator new, so that a benchmark can report
// allocations per iteration as a counter: the number that explains most of
// the time differences between string strategies.
//
// Include from exactly one translation unit of a benchmark binary: it replaces
// the global allocation functions for the whole program.
#ifndef STRCOST_BENCH_ALLOC_COUNTER_H
#define STRCOST_BENCH_ALLOC_COUNTER_H

#include <cstddef>
#include <cstdlib>
#include <new>

namespace strcost_bench {
inline std::size_t g_allocations = 0;

// Allocations made since construction.
class AllocationCounter {
public:
  std::size_t count() const { return g_allocations - start_; }

private:
  std::size_t start_ = g_allocations;
};
} // namespace strcost_bench

// noinline: GCC inlines a replaced operator delete into its callers and then
// reports the free() as mismatched with operator new (-Wmismatched-new-delete).
[[gnu::noinline]] void *operator new(std::size_t size) {
  ++strcost_bench::g_allocations;
  if (void *p = std::malloc(size ? size : 1))
    return p;
  throw std::bad_alloc();
}
[[gnu::noinline]] void operator delete(void *p) noexcept { std::free(p); }
[[gnu::noinline]] void operator delete(void *p, std::size_t) noexcept { std::free(p); }

#endif // STRCOST_BENCH_ALLOC_COUNTER_H
