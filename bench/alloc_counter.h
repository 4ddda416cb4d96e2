// Counts calls of the global operator new, so that a benchmark can report
// allocations per iteration as a counter: the number that explains most of
// the time differences between string strategies.
//
// Include from exactly one translation unit of a benchmark binary: it replaces
// the global allocation functions for the whole program. The array and
// nothrow forms need no replacement: the library's defaults call these. What
// it does not see: malloc/realloc called directly (strcost::small_string grows
// its heap buffer with realloc), and allocations from other threads while a
// counter is read (the count is not atomic; the benchmarks that count are
// single-threaded).
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

// Over-aligned types (alignas(64) nodes, std::pmr resources asked for such
// alignment) come here; the library's default would not reach the counter.
[[gnu::noinline]] void *operator new(std::size_t size, std::align_val_t align) {
  ++strcost_bench::g_allocations;
  std::size_t a = static_cast<std::size_t>(align);
  // aligned_alloc wants a size that is a multiple of the alignment.
  std::size_t rounded = ((size ? size : 1) + a - 1) / a * a;
  if (void *p = std::aligned_alloc(a, rounded))
    return p;
  throw std::bad_alloc();
}
[[gnu::noinline]] void operator delete(void *p, std::align_val_t) noexcept { std::free(p); }
[[gnu::noinline]] void operator delete(void *p, std::size_t, std::align_val_t) noexcept {
  std::free(p);
}

#endif // STRCOST_BENCH_ALLOC_COUNTER_H
