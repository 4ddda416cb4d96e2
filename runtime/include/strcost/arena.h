// strcost/arena.h - many short-lived strings, allocated by bumping a pointer.
//
// Filling a container with many std::strings longer than the small-string
// buffer costs one heap allocation per string and one free per string when the
// container goes. A string_arena carves the characters out of large chunks
// instead: storing a string is a bounds check, a pointer bump and a copy, and
// every string is released at once when the arena is destroyed (or release()d).
// What you keep are std::string_views into the chunks.
//
// Use it when a batch of strings dies together: the tokens of one parse, the
// keys of one request, the rows of one report. Do not use it for strings that
// change or die one by one: nothing is reclaimed before release().
//
// Chunks. The first is `first_chunk_bytes` (4 KiB by default); each next one
// doubles, up to 1 MiB. A request larger than a quarter of the next chunk gets
// a chunk of its own, and the current chunk stays in use for small requests.
// So at most a quarter of a chunk is wasted at its end.
// Chunks come from ::operator new.
//
// arena_resource adapts an arena to std::pmr::memory_resource, so pmr
// containers and pmr::strings can draw from it; deallocation is a no-op, as
// with std::pmr::monotonic_buffer_resource.
//
// Threads: neither type is thread-safe, by design (the point is to have no
// lock and no atomic on the allocation path). Use one arena per thread, or
// wrap it in std::pmr::synchronized_pool_resource's upstream if you must share.
#ifndef STRCOST_ARENA_H
#define STRCOST_ARENA_H

// A clear message rather than pages of errors about missing std names (the
// rest of the header is skipped: clang goes on after an #error). MSVC
// keeps __cplusplus at 199711L unless /Zc:__cplusplus is given.
#if !(__cplusplus >= 201703L || (defined(_MSVC_LANG) && _MSVC_LANG >= 201703L))
#error "strcost/arena.h needs C++17 or later (std::pmr::memory_resource and std::string_view); strcost/str_cat.h works from C++11"
#else // the standard is supported: the rest of the header

#include <cstddef>
#include <memory>
#include <memory_resource>
#include <new>
#include <string_view>
#include <type_traits>
#include <utility>

namespace strcost {

class string_arena {
public:
  static constexpr std::size_t default_first_chunk = 4096;
  static constexpr std::size_t max_chunk = std::size_t{1} << 20;

  explicit string_arena(std::size_t first_chunk_bytes = default_first_chunk) noexcept
      : next_chunk_(first_chunk_bytes < 64 ? 64 : first_chunk_bytes) {}
  string_arena(const string_arena &) = delete;
  string_arena &operator=(const string_arena &) = delete;
  string_arena(string_arena &&other) noexcept { steal(other); }
  string_arena &operator=(string_arena &&other) noexcept {
    if (this != &other) {
      release();
      steal(other);
    }
    return *this;
  }
  ~string_arena() { release(); }

  /// Raw storage: \p bytes bytes aligned to \p align (a power of two), valid
  /// until release() or destruction. Never returns null; throws std::bad_alloc.
  void *allocate(std::size_t bytes, std::size_t align = alignof(std::max_align_t)) {
    void *p = cur_;
    std::size_t space = static_cast<std::size_t>(end_ - cur_);
    if (cur_ && std::align(align, bytes, p, space)) {
      cur_ = static_cast<char *>(p) + bytes;
      used_ += bytes;
      return p;
    }
    return allocate_slow(bytes, align);
  }

  /// Copies \p s into the arena and returns a view of the copy. The copy is
  /// NUL-terminated, so `data()` may be passed where a C string is expected.
  template <class CharT, class Traits>
  std::basic_string_view<CharT, Traits> store(std::basic_string_view<CharT, Traits> s) {
    CharT *p = allocate_chars<CharT>(s.size());
    Traits::copy(p, s.data(), s.size());
    return {p, s.size()};
  }
  /// As above, for strings, literals and anything else viewable as char.
  template <class T, std::enable_if_t<std::is_convertible_v<const T &, std::string_view>, int> = 0>
  std::string_view store(const T &s) {
    return store(std::string_view(s));
  }

  /// The concatenation of \p pieces (each viewable as std::string_view),
  /// written straight into the arena: no temporary string.
  template <class... Pieces> std::string_view concat(const Pieces &...pieces) {
    const std::string_view views[] = {std::string_view(pieces)...};
    std::size_t n = 0;
    for (std::string_view v : views)
      n += v.size();
    char *p = allocate_chars<char>(n);
    char *out = p;
    for (std::string_view v : views)
      out += v.copy(out, v.size());
    return {p, n};
  }

  /// Frees every chunk: every view and pointer the arena handed out dangles.
  void release() noexcept {
    while (head_) {
      chunk *next = head_->next;
      ::operator delete(static_cast<void *>(head_));
      head_ = next;
    }
    cur_ = end_ = nullptr;
    used_ = reserved_ = 0;
    chunks_ = 0;
  }

  /// Bytes handed out (without alignment padding) since construction or release().
  std::size_t bytes_used() const noexcept { return used_; }
  /// Bytes obtained from the heap for chunks, headers included.
  std::size_t bytes_reserved() const noexcept { return reserved_; }
  std::size_t chunk_count() const noexcept { return chunks_; }

private:
  struct alignas(std::max_align_t) chunk {
    chunk *next;
    std::size_t bytes; // including this header
  };

  template <class CharT> CharT *allocate_chars(std::size_t n) {
    if (n >= (static_cast<std::size_t>(-1) - alignof(CharT)) / sizeof(CharT))
      throw std::bad_alloc();
    auto *p = static_cast<CharT *>(allocate((n + 1) * sizeof(CharT), alignof(CharT)));
    p[n] = CharT();
    return p;
  }

  void *allocate_slow(std::size_t bytes, std::size_t align) {
    const std::size_t header = sizeof(chunk);
    // Worst-case padding to reach `align` past the header.
    const std::size_t pad = align > alignof(chunk) ? align - alignof(chunk) : 0;
    if (bytes > static_cast<std::size_t>(-1) / 2 - header - pad)
      throw std::bad_alloc();
    const std::size_t need = header + pad + bytes;
    if (need > next_chunk_ / 4) {
      // A big request gets a chunk of its own, linked behind the chunk being
      // bumped, which keeps serving small requests. Chunks still grow, so a
      // run of medium requests soon fits in normal chunks again.
      chunk *c = new_chunk(need);
      next_chunk_ = next_chunk_ < max_chunk ? next_chunk_ * 2 : max_chunk;
      if (cur_) {
        c->next = head_->next;
        head_->next = c;
      } else {
        c->next = head_;
        head_ = c;
      }
      void *p = reinterpret_cast<char *>(c) + header;
      std::size_t space = need - header;
      std::align(align, bytes, p, space);
      used_ += bytes;
      return p;
    }
    chunk *c = new_chunk(next_chunk_);
    next_chunk_ = next_chunk_ < max_chunk ? next_chunk_ * 2 : max_chunk;
    c->next = head_;
    head_ = c;
    cur_ = reinterpret_cast<char *>(c) + header;
    end_ = reinterpret_cast<char *>(c) + c->bytes;
    return allocate(bytes, align);
  }

  chunk *new_chunk(std::size_t bytes) {
    chunk *c = static_cast<chunk *>(::operator new(bytes));
    c->next = nullptr;
    c->bytes = bytes;
    reserved_ += bytes;
    ++chunks_;
    return c;
  }

  void steal(string_arena &other) noexcept {
    head_ = std::exchange(other.head_, nullptr);
    cur_ = std::exchange(other.cur_, nullptr);
    end_ = std::exchange(other.end_, nullptr);
    next_chunk_ = other.next_chunk_;
    used_ = std::exchange(other.used_, 0);
    reserved_ = std::exchange(other.reserved_, 0);
    chunks_ = std::exchange(other.chunks_, 0);
  }

  chunk *head_ = nullptr; // newest normal chunk first; dedicated chunks behind it
  char *cur_ = nullptr;   // the free part of head_: [cur_, end_)
  char *end_ = nullptr;
  std::size_t next_chunk_ = default_first_chunk;
  std::size_t used_ = 0;
  std::size_t reserved_ = 0;
  std::size_t chunks_ = 0;
};

/// A std::pmr::memory_resource drawing from a string_arena, which must outlive
/// it and everything allocated through it. Deallocation does nothing: memory
/// comes back when the arena is released. Two adapters compare equal only when
/// they are the same object (as monotonic_buffer_resource does), so containers
/// moved between adapters copy their elements.
class arena_resource final : public std::pmr::memory_resource {
public:
  explicit arena_resource(string_arena &arena) noexcept : arena_(&arena) {}
  string_arena &arena() const noexcept { return *arena_; }

private:
  void *do_allocate(std::size_t bytes, std::size_t align) override {
    return arena_->allocate(bytes, align);
  }
  void do_deallocate(void *, std::size_t, std::size_t) override {}
  bool do_is_equal(const std::pmr::memory_resource &other) const noexcept override {
    return this == &other;
  }

  string_arena *arena_;
};

} // namespace strcost

#endif // the standard is supported

#endif // STRCOST_ARENA_H
