// One string made from a presized string and destroyed, at many sizes, in 1,
// 4 and 32 threads.
//
// Reproduces seed paper 004's single-allocation test (xtd::string: `string str
// = presized_string` per iteration). xtd::string took the first allocation of
// up to 64 bytes from a global, locked cache of 64-byte chunks instead of
// keeping a small-string buffer; a later version split the cache into
// subcaches to spread the lock contention. The paper found the cache ahead of
// std::string in one thread, behind it for small strings in 4 and 32 threads
// (contention), and ahead for large strings.
//
// Variants (each copies the presized string's characters once):
//   StdString        std::string: 15 characters inline (libstdc++), malloc beyond
//   StringCache      the paper's design, rebuilt here: up to 64 bytes (with
//                    the terminator) from one mutex-guarded free list of
//                    64-byte chunks, malloc beyond
//   StringSubcaches  the same with 8 subcaches, each with its own mutex; a
//                    thread takes the first one it can lock without waiting
//   SmallString      strcost::small_string<64>: 64 characters inline, no
//                    cache and no lock; malloc beyond
//   PmrSyncPool      std::pmr::string on one shared
//                    std::pmr::synchronized_pool_resource: the standard
//                    library's locked pool
// The cache variants live here to measure the design, not in runtime/.
//
// Time is wall time divided by the strings made by all threads together: a
// variant that scales perfectly divides it by the number of cores at work
// (this machine has 2, so 4 and 32 threads share them); compare variants at
// the same thread count.
#include <strcost/small_string.h>

#include <benchmark/benchmark.h>

#include <array>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <memory_resource>
#include <mutex>
#include <new>
#include <string>
#include <string_view>
#include <thread>

namespace {

constexpr std::size_t kChunk = 64;

// A free list of 64-byte chunks behind one mutex, grown a page of chunks at a
// time and never shrunk (xtd's cache reserved its memory up front).
class ChunkCache {
public:
  void *take() {
    std::lock_guard<std::mutex> lock(mutex_);
    return take_locked();
  }
  bool try_take(void *&out) {
    std::unique_lock<std::mutex> lock(mutex_, std::try_to_lock);
    if (!lock.owns_lock())
      return false;
    out = take_locked();
    return true;
  }
  void give(void *p) {
    std::lock_guard<std::mutex> lock(mutex_);
    give_locked(p);
  }
  bool try_give(void *p) {
    std::unique_lock<std::mutex> lock(mutex_, std::try_to_lock);
    if (!lock.owns_lock())
      return false;
    give_locked(p);
    return true;
  }

private:
  struct Node {
    Node *next;
  };
  void *take_locked() {
    if (!free_) {
      // Leaked on purpose: the cache lives as long as the program.
      char *page = static_cast<char *>(std::malloc(64 * kChunk));
      if (!page)
        throw std::bad_alloc();
      for (std::size_t i = 0; i < 64; ++i)
        give_locked(page + i * kChunk);
    }
    Node *n = free_;
    free_ = n->next;
    return n;
  }
  void give_locked(void *p) { free_ = new (p) Node{free_}; }

  alignas(64) std::mutex mutex_;
  Node *free_ = nullptr;
};

ChunkCache g_cache;

// Eight caches; a chunk may go back to another subcache than it came from.
class SubCaches {
public:
  void *take() {
    const std::size_t start = home();
    void *p = nullptr;
    for (std::size_t i = 0; i < caches_.size(); ++i)
      if (caches_[(start + i) % caches_.size()].try_take(p))
        return p;
    return caches_[start].take();
  }
  void give(void *p) {
    const std::size_t start = home();
    for (std::size_t i = 0; i < caches_.size(); ++i)
      if (caches_[(start + i) % caches_.size()].try_give(p))
        return;
    caches_[start].give(p);
  }

private:
  static std::size_t home() {
    return std::hash<std::thread::id>{}(std::this_thread::get_id()) % 8;
  }
  std::array<ChunkCache, 8> caches_;
};

SubCaches g_subcaches;

// Only what the test needs of such a string: construction from characters,
// data() and destruction.
template <class Cache, Cache &TheCache> class CachedString {
public:
  explicit CachedString(std::string_view s) : size_(s.size()) {
    if (size_ + 1 <= kChunk) {
      data_ = static_cast<char *>(TheCache.take());
    } else {
      data_ = static_cast<char *>(std::malloc(size_ + 1));
      if (!data_)
        throw std::bad_alloc();
    }
    std::memcpy(data_, s.data(), size_);
    data_[size_] = '\0';
  }
  CachedString(const CachedString &) = delete;
  CachedString &operator=(const CachedString &) = delete;
  ~CachedString() {
    if (size_ + 1 <= kChunk)
      TheCache.give(data_);
    else
      std::free(data_);
  }
  const char *data() const { return data_; }

private:
  char *data_;
  std::size_t size_;
};

std::pmr::synchronized_pool_resource g_sync_pool;

template <class Make> void singleAlloc(benchmark::State &state, Make make) {
  const std::string presized(static_cast<std::size_t>(state.range(0)), 'x');
  for (auto _ : state)
    make(presized);
  state.SetItemsProcessed(state.iterations());
}

void BM_SingleAlloc_StdString(benchmark::State &state) {
  singleAlloc(state, [](const std::string &p) {
    std::string str = p;
    benchmark::DoNotOptimize(str.data());
    benchmark::ClobberMemory();
  });
}

void BM_SingleAlloc_StringCache(benchmark::State &state) {
  singleAlloc(state, [](const std::string &p) {
    CachedString<ChunkCache, g_cache> str(p);
    benchmark::DoNotOptimize(str.data());
    benchmark::ClobberMemory();
  });
}

void BM_SingleAlloc_StringSubcaches(benchmark::State &state) {
  singleAlloc(state, [](const std::string &p) {
    CachedString<SubCaches, g_subcaches> str(p);
    benchmark::DoNotOptimize(str.data());
    benchmark::ClobberMemory();
  });
}

void BM_SingleAlloc_SmallString(benchmark::State &state) {
  singleAlloc(state, [](const std::string &p) {
    strcost::small_string<64> str(p);
    benchmark::DoNotOptimize(str.data());
    benchmark::ClobberMemory();
  });
}

void BM_SingleAlloc_PmrSyncPool(benchmark::State &state) {
  singleAlloc(state, [](const std::string &p) {
    std::pmr::string str(p, &g_sync_pool);
    benchmark::DoNotOptimize(str.data());
    benchmark::ClobberMemory();
  });
}

// 8 (inside std::string's buffer), 32 and 63 (inside the cache's chunk and
// small_string<64>), 65 (the first size past both), then heap sizes.
void SizesAndThreads(benchmark::internal::Benchmark *b) {
  b->ArgName("len")->UseRealTime();
  for (int len : {8, 32, 63, 65, 256, 4096, 65536})
    b->Arg(len);
  b->Threads(1)->Threads(4)->Threads(32);
}

BENCHMARK(BM_SingleAlloc_StdString)->Apply(SizesAndThreads);
BENCHMARK(BM_SingleAlloc_StringCache)->Apply(SizesAndThreads);
BENCHMARK(BM_SingleAlloc_StringSubcaches)->Apply(SizesAndThreads);
BENCHMARK(BM_SingleAlloc_SmallString)->Apply(SizesAndThreads);
BENCHMARK(BM_SingleAlloc_PmrSyncPool)->Apply(SizesAndThreads);

} // namespace

BENCHMARK_MAIN();
