// strcost/small_string.h - a string with N characters inline, heap beyond.
//
// A short-lived std::string longer than the library's small-string buffer (15
// chars in libstdc++, 22 in libc++) costs a heap allocation and a free, and
// under threads a trip through the allocator's shared state. small_string<N>
// keeps up to N characters inside the object itself, so a temporary of up to N
// characters is built and destroyed without touching the heap; longer contents
// spill to the heap and behave like std::string's.
//
// Layout and sizeof. A pointer to the live buffer (the inline one or the heap
// block), the size, the capacity, and N + 1 inline characters (the extra one
// holds the terminator, so c_str() never allocates). On LP64,
// sizeof(small_string<N>) is 24 + N + 1 rounded up to 8: 48 for N = 23, 96 for
// N = 64. Choose N so the object still fits where it lives: on the stack a few
// hundred bytes is fine; in a container, remember every element pays for N.
//
// Growth. Capacity starts at N. Growing past it makes room for max(needed,
// 2 * capacity) characters (+1 for the terminator): the same amortised O(1)
// appends as std::string. Heap blocks come from std::malloc, and a heap block
// grows with std::realloc, which the characters (trivially copyable) allow and
// std::allocator does not offer: glibc extends a block in place when it can
// and moves the pages of a large one (mremap) instead of copying them; for a
// string built up to 1 MiB and beyond that is several times faster than
// allocate-copy-free (bench/growth_benchmark.cpp, docs/runtime.md).
// shrink_to_fit() moves contents of at most N characters back inline.
//
// Exceptions. Operations that may allocate give the strong guarantee: when
// std::bad_alloc (or std::length_error beyond max_size()) is thrown, the string
// is unchanged. Positions past size() throw std::out_of_range, as std::string's
// do. Moves, swap, clear and the destructor are noexcept.
//
// Not provided: a custom allocator (blocks come from malloc/realloc/free, so
// a replaced global operator new does not see them), and the rarely used std::string overloads
// (iterator-pair insert/replace, find_first_of and friends: use the
// std::string_view the string converts to).
#ifndef STRCOST_SMALL_STRING_H
#define STRCOST_SMALL_STRING_H

// A clear message rather than pages of errors about missing std names (the
// rest of the header is skipped: clang goes on after an #error). MSVC
// keeps __cplusplus at 199711L unless /Zc:__cplusplus is given.
#if !(__cplusplus >= 201703L || (defined(_MSVC_LANG) && _MSVC_LANG >= 201703L))
#error "strcost/small_string.h needs C++17 or later (std::string_view); strcost/str_cat.h works from C++11"
#else // the standard is supported: the rest of the header

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <functional>
#include <iosfwd>
#include <iterator>
#include <limits>
#include <memory>
#include <new>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>

namespace strcost {

template <std::size_t N, class CharT = char, class Traits = std::char_traits<CharT>>
class basic_small_string;

namespace detail {
template <class T> struct is_small_string : std::false_type {};
template <std::size_t N, class C, class Tr>
struct is_small_string<basic_small_string<N, C, Tr>> : std::true_type {};
} // namespace detail

template <std::size_t N, class CharT, class Traits> class basic_small_string {
  static_assert(N > 0, "strcost::small_string needs room for at least one character");
  static_assert(std::is_trivially_copyable_v<CharT> && std::is_standard_layout_v<CharT>,
                "strcost::small_string holds character types only");

public:
  using traits_type = Traits;
  using value_type = CharT;
  using size_type = std::size_t;
  using difference_type = std::ptrdiff_t;
  using reference = CharT &;
  using const_reference = const CharT &;
  using pointer = CharT *;
  using const_pointer = const CharT *;
  using iterator = CharT *;
  using const_iterator = const CharT *;
  using reverse_iterator = std::reverse_iterator<iterator>;
  using const_reverse_iterator = std::reverse_iterator<const_iterator>;
  using view_type = std::basic_string_view<CharT, Traits>;

  static constexpr size_type npos = static_cast<size_type>(-1);
  /// Characters held without a heap allocation.
  static constexpr size_type inline_capacity = N;

private:
  // Anything a std::basic_string_view<CharT> can be made from, except a bare
  // pointer, which has its own (implicit) constructor as in std::string.
  template <class T>
  using if_view_like = std::enable_if_t<std::is_convertible_v<const T &, view_type> &&
                                            !std::is_convertible_v<const T &, const CharT *>,
                                        int>;
  template <class T>
  using if_comparable = std::enable_if_t<std::is_convertible_v<const T &, view_type>, int>;
  // The reversed operand order, except for two small_strings of different N,
  // which the left operand's (string, T) overload already covers.
  template <class T>
  using if_comparable_other = std::enable_if_t<std::is_convertible_v<const T &, view_type> &&
                                                   !detail::is_small_string<T>::value,
                                               int>;

public:
  basic_small_string() noexcept { inline_[0] = CharT(); }
  basic_small_string(const CharT *s) : basic_small_string() { assign(s, Traits::length(s)); }
  basic_small_string(const CharT *s, size_type n) : basic_small_string() { assign(s, n); }
  basic_small_string(size_type n, CharT c) : basic_small_string() { assign(n, c); }
  /// Explicit, as std::string's constructor from a string_view is.
  template <class T, if_view_like<T> = 0>
  explicit basic_small_string(const T &t) : basic_small_string() {
    view_type v = t;
    assign(v.data(), v.size());
  }
  basic_small_string(const basic_small_string &other) : basic_small_string() {
    assign(other.data(), other.size());
  }
  basic_small_string(basic_small_string &&other) noexcept : basic_small_string() {
    take(other);
  }
  basic_small_string(std::nullptr_t) = delete;

  ~basic_small_string() { release(); }

  basic_small_string &operator=(const basic_small_string &other) {
    return assign(other.data(), other.size());
  }
  basic_small_string &operator=(basic_small_string &&other) noexcept {
    if (this != &other) {
      release();
      data_ = inline_;
      cap_ = N;
      take(other);
    }
    return *this;
  }
  basic_small_string &operator=(const CharT *s) { return assign(s); }
  basic_small_string &operator=(CharT c) { return assign(size_type{1}, c); }
  template <class T, if_view_like<T> = 0> basic_small_string &operator=(const T &t) {
    return assign(t);
  }
  basic_small_string &operator=(std::nullptr_t) = delete;

  // --- access --------------------------------------------------------------
  const CharT *data() const noexcept { return data_; }
  CharT *data() noexcept { return data_; }
  const CharT *c_str() const noexcept { return data_; }
  size_type size() const noexcept { return size_; }
  size_type length() const noexcept { return size_; }
  bool empty() const noexcept { return size_ == 0; }
  size_type capacity() const noexcept { return cap_; }
  /// True while the characters live inside the object (no heap block).
  bool is_inline() const noexcept { return data_ == inline_; }
  static constexpr size_type max_size() noexcept {
    // Leaves room for the terminator and keeps pointer differences valid.
    constexpr size_type by_bytes =
        static_cast<size_type>(std::numeric_limits<difference_type>::max()) / sizeof(CharT);
    return by_bytes - 1;
  }

  CharT &operator[](size_type i) noexcept { return data_[i]; }
  const CharT &operator[](size_type i) const noexcept { return data_[i]; }
  CharT &at(size_type i) {
    check_index(i);
    return data_[i];
  }
  const CharT &at(size_type i) const {
    check_index(i);
    return data_[i];
  }
  CharT &front() noexcept { return data_[0]; }
  const CharT &front() const noexcept { return data_[0]; }
  CharT &back() noexcept { return data_[size_ - 1]; }
  const CharT &back() const noexcept { return data_[size_ - 1]; }

  iterator begin() noexcept { return data_; }
  iterator end() noexcept { return data_ + size_; }
  const_iterator begin() const noexcept { return data_; }
  const_iterator end() const noexcept { return data_ + size_; }
  const_iterator cbegin() const noexcept { return data_; }
  const_iterator cend() const noexcept { return data_ + size_; }
  reverse_iterator rbegin() noexcept { return reverse_iterator(end()); }
  reverse_iterator rend() noexcept { return reverse_iterator(begin()); }
  const_reverse_iterator rbegin() const noexcept { return const_reverse_iterator(end()); }
  const_reverse_iterator rend() const noexcept { return const_reverse_iterator(begin()); }

  operator view_type() const noexcept { return view_type(data_, size_); }
  view_type view() const noexcept { return view_type(data_, size_); }
  /// A std::basic_string copy (one allocation when longer than its SSO buffer).
  template <class Alloc = std::allocator<CharT>>
  std::basic_string<CharT, Traits, Alloc> str(const Alloc &a = Alloc()) const {
    return std::basic_string<CharT, Traits, Alloc>(data_, size_, a);
  }
  template <class Alloc>
  explicit operator std::basic_string<CharT, Traits, Alloc>() const {
    return std::basic_string<CharT, Traits, Alloc>(data_, size_);
  }

  // --- capacity ------------------------------------------------------------
  void reserve(size_type n) {
    if (n > cap_)
      reallocate(n);
  }
  /// Moves the characters back inline when they fit, else trims the heap block.
  void shrink_to_fit() {
    if (is_inline() || size_ == cap_)
      return;
    if (size_ <= N) {
      Traits::copy(inline_, data_, size_ + 1);
      deallocate(data_, cap_);
      data_ = inline_;
      cap_ = N;
    } else {
      reallocate(size_);
    }
  }
  void clear() noexcept { set_size(0); }
  void resize(size_type n) { resize(n, CharT()); }
  void resize(size_type n, CharT c) {
    if (n <= size_)
      set_size(n);
    else
      append(n - size_, c);
  }

  // --- assign --------------------------------------------------------------
  basic_small_string &assign(const CharT *s, size_type n) {
    return replace_in_place(0, size_, s, n);
  }
  basic_small_string &assign(const CharT *s) { return assign(s, Traits::length(s)); }
  basic_small_string &assign(size_type n, CharT c) {
    if (n > cap_)
      grow_discarding(n);
    Traits::assign(data_, n, c);
    set_size(n);
    return *this;
  }
  template <class T, if_view_like<T> = 0> basic_small_string &assign(const T &t) {
    view_type v = t;
    return assign(v.data(), v.size());
  }

  // --- append --------------------------------------------------------------
  basic_small_string &append(const CharT *s, size_type n) {
    if (n <= cap_ - size_) {
      // The common case, kept small enough to inline: no reallocation, and
      // writing past size() cannot clobber a piece that views the string.
      CharT *d = data_;
      const size_type old = size_;
      Traits::copy(d + old, s, n);
      d[old + n] = CharT();
      size_ = old + n;
      return *this;
    }
    return replace_in_place(size_, 0, s, n);
  }
  basic_small_string &append(const CharT *s) { return append(s, Traits::length(s)); }
  basic_small_string &append(size_type n, CharT c) {
    const size_type old = size_;
    if (n > cap_ - old) {
      check_length(old, n);
      reallocate(next_capacity(old + n));
    }
    Traits::assign(data_ + old, n, c);
    set_size(old + n);
    return *this;
  }
  template <class T, if_view_like<T> = 0> basic_small_string &append(const T &t) {
    view_type v = t;
    return append(v.data(), v.size());
  }
  void push_back(CharT c) {
    if (size_ == cap_) {
      check_length(size_, 1);
      reallocate(next_capacity(size_ + 1));
    }
    // Locals, and size_ stored last: a store through CharT* may alias *this,
    // which would otherwise force reloads between the stores.
    CharT *d = data_;
    const size_type n = size_;
    d[n] = c;
    d[n + 1] = CharT();
    size_ = n + 1;
  }
  void pop_back() noexcept { set_size(size_ - 1); }
  basic_small_string &operator+=(const CharT *s) { return append(s); }
  basic_small_string &operator+=(CharT c) {
    push_back(c);
    return *this;
  }
  template <class T, if_view_like<T> = 0> basic_small_string &operator+=(const T &t) {
    return append(t);
  }

  // --- edit in the middle ---------------------------------------------------
  basic_small_string &insert(size_type pos, const CharT *s, size_type n) {
    check_pos(pos);
    return replace_in_place(pos, 0, s, n);
  }
  basic_small_string &insert(size_type pos, const CharT *s) {
    return insert(pos, s, Traits::length(s));
  }
  basic_small_string &insert(size_type pos, size_type n, CharT c) {
    check_pos(pos);
    basic_small_string fill(n, c);
    return replace_in_place(pos, 0, fill.data(), n);
  }
  template <class T, if_view_like<T> = 0>
  basic_small_string &insert(size_type pos, const T &t) {
    view_type v = t;
    return insert(pos, v.data(), v.size());
  }
  basic_small_string &erase(size_type pos = 0, size_type n = npos) {
    check_pos(pos);
    return replace_in_place(pos, std::min(n, size_ - pos), data_, 0);
  }
  basic_small_string &replace(size_type pos, size_type n, const CharT *s, size_type n2) {
    check_pos(pos);
    return replace_in_place(pos, std::min(n, size_ - pos), s, n2);
  }
  basic_small_string &replace(size_type pos, size_type n, const CharT *s) {
    return replace(pos, n, s, Traits::length(s));
  }
  template <class T, if_view_like<T> = 0>
  basic_small_string &replace(size_type pos, size_type n, const T &t) {
    view_type v = t;
    return replace(pos, n, v.data(), v.size());
  }

  // --- read-only operations, through the view ------------------------------
  basic_small_string substr(size_type pos = 0, size_type n = npos) const {
    check_pos(pos);
    return basic_small_string(data_ + pos, std::min(n, size_ - pos));
  }
  size_type copy(CharT *dest, size_type n, size_type pos = 0) const {
    return view().copy(dest, n, pos);
  }
  int compare(view_type v) const noexcept { return view().compare(v); }
  size_type find(view_type v, size_type pos = 0) const noexcept { return view().find(v, pos); }
  size_type find(CharT c, size_type pos = 0) const noexcept { return view().find(c, pos); }
  size_type rfind(view_type v, size_type pos = npos) const noexcept {
    return view().rfind(v, pos);
  }
  size_type rfind(CharT c, size_type pos = npos) const noexcept { return view().rfind(c, pos); }
  bool starts_with(view_type v) const noexcept { return view().substr(0, v.size()) == v; }
  bool ends_with(view_type v) const noexcept {
    return size_ >= v.size() && view().substr(size_ - v.size()) == v;
  }

  void swap(basic_small_string &other) noexcept {
    basic_small_string tmp(std::move(other));
    other = std::move(*this);
    *this = std::move(tmp);
  }
  friend void swap(basic_small_string &a, basic_small_string &b) noexcept { a.swap(b); }

  // --- comparison with anything string-like ---------------------------------
  // Hidden friends: found only through a small_string argument, so they never
  // compete with std::string's or std::string_view's own operators.

  friend bool operator==(const basic_small_string &a, const basic_small_string &b) noexcept {
    return a.view() == b.view();
  }
  friend bool operator!=(const basic_small_string &a, const basic_small_string &b) noexcept {
    return a.view() != b.view();
  }
  friend bool operator<(const basic_small_string &a, const basic_small_string &b) noexcept {
    return a.view() < b.view();
  }
  friend bool operator<=(const basic_small_string &a, const basic_small_string &b) noexcept {
    return a.view() <= b.view();
  }
  friend bool operator>(const basic_small_string &a, const basic_small_string &b) noexcept {
    return a.view() > b.view();
  }
  friend bool operator>=(const basic_small_string &a, const basic_small_string &b) noexcept {
    return a.view() >= b.view();
  }
#define STRCOST_SMALL_STRING_COMPARE(OP)                                                     \
  template <class T, if_comparable<T> = 0>                                                   \
  friend bool operator OP(const basic_small_string &a, const T &b) noexcept {                \
    return a.view() OP view_type(b);                                                         \
  }                                                                                          \
  template <class T, if_comparable_other<T> = 0>                                             \
  friend bool operator OP(const T &a, const basic_small_string &b) noexcept {                \
    return view_type(a) OP b.view();                                                         \
  }
  STRCOST_SMALL_STRING_COMPARE(==)
  STRCOST_SMALL_STRING_COMPARE(!=)
  STRCOST_SMALL_STRING_COMPARE(<)
  STRCOST_SMALL_STRING_COMPARE(<=)
  STRCOST_SMALL_STRING_COMPARE(>)
  STRCOST_SMALL_STRING_COMPARE(>=)
#undef STRCOST_SMALL_STRING_COMPARE

  template <class T, if_comparable<T> = 0>
  friend basic_small_string operator+(const basic_small_string &a, const T &b) {
    view_type v = b;
    basic_small_string r;
    r.reserve(a.size() + v.size());
    r.append(a.data(), a.size()).append(v.data(), v.size());
    return r;
  }
  friend basic_small_string operator+(const basic_small_string &a, CharT c) {
    basic_small_string r;
    r.reserve(a.size() + 1);
    r.append(a.data(), a.size()).push_back(c);
    return r;
  }

  friend std::basic_ostream<CharT, Traits> &operator<<(std::basic_ostream<CharT, Traits> &os,
                                                       const basic_small_string &s) {
    return os << s.view();
  }

private:
  void set_size(size_type n) noexcept {
    size_ = n;
    data_[n] = CharT();
  }
  void check_index(size_type i) const {
    if (i >= size_)
      throw std::out_of_range("strcost::small_string: index out of range");
  }
  void check_pos(size_type pos) const {
    if (pos > size_)
      throw std::out_of_range("strcost::small_string: position out of range");
  }
  static void check_length(size_type have, size_type add) {
    if (add > max_size() - have)
      throw std::length_error("strcost::small_string: too long");
  }
  size_type next_capacity(size_type needed) const noexcept {
    const size_type doubled = cap_ < max_size() / 2 ? 2 * cap_ : max_size();
    return std::max(needed, doubled);
  }

  static CharT *allocate(size_type cap) {
    if (void *p = std::malloc((cap + 1) * sizeof(CharT)))
      return static_cast<CharT *>(p);
    throw std::bad_alloc();
  }
  static void deallocate(CharT *p, size_type) noexcept { std::free(p); }
  void release() noexcept {
    if (!is_inline())
      deallocate(data_, cap_);
  }

  // Moves other's contents into *this, which owns no heap block; leaves other
  // empty and inline.
  void take(basic_small_string &other) noexcept {
    if (other.is_inline()) {
      Traits::copy(inline_, other.inline_, other.size_ + 1);
      size_ = other.size_;
    } else {
      data_ = other.data_;
      size_ = other.size_;
      cap_ = other.cap_;
      other.data_ = other.inline_;
      other.cap_ = N;
    }
    other.set_size(0);
  }

  // Capacity becomes cap (>= size_), contents kept.
  void reallocate(size_type cap) {
    if (cap > max_size())
      throw std::length_error("strcost::small_string: too long");
    if (is_inline()) {
      CharT *p = allocate(cap);
      Traits::copy(p, data_, size_ + 1);
      data_ = p;
    } else {
      // On failure realloc keeps the old block: the string is unchanged.
      void *p = std::realloc(data_, (cap + 1) * sizeof(CharT));
      if (!p)
        throw std::bad_alloc();
      data_ = static_cast<CharT *>(p);
    }
    cap_ = cap;
  }
  // Capacity becomes at least n; contents are about to be overwritten.
  void grow_discarding(size_type n) {
    check_length(0, n);
    CharT *p = allocate(n);
    release();
    data_ = p;
    cap_ = n;
    set_size(0);
  }

  static bool points_into(const CharT *p, const CharT *begin, const CharT *end) noexcept {
    std::less<const CharT *> before;
    return !before(p, begin) && before(p, end);
  }

  // Replaces [pos, pos + n1) with s[0, n2); pos and n1 already checked. Every
  // mutation ends up here. s may point into *this.
  basic_small_string &replace_in_place(size_type pos, size_type n1, const CharT *s,
                                       size_type n2) {
    const size_type tail = size_ - pos - n1;
    if (n2 > n1)
      check_length(size_, n2 - n1);
    const size_type new_size = size_ - n1 + n2;
    const bool aliases = n2 != 0 && points_into(s, data_, data_ + size_);
    if (new_size > cap_ && !aliases && !is_inline() && n1 != size_) {
      // Grow the block in place where realloc can, then open the gap. (Not
      // when everything is replaced: realloc would copy what is discarded.)
      reallocate(next_capacity(new_size));
      Traits::move(data_ + pos + n2, data_ + pos + n1, tail);
      if (n2)
        Traits::copy(data_ + pos, s, n2);
    } else if (new_size > cap_) {
      // The old buffer stays alive until the copies are done, so s may alias it.
      const size_type cap = next_capacity(new_size);
      CharT *p = allocate(cap);
      Traits::copy(p, data_, pos);
      if (n2)
        Traits::copy(p + pos, s, n2);
      Traits::copy(p + pos + n2, data_ + pos + n1, tail);
      release();
      data_ = p;
      cap_ = cap;
    } else if (tail != 0 && aliases) {
      // Shifting the tail could move the characters s points at: copy them first.
      const basic_small_string piece(s, n2);
      Traits::move(data_ + pos + n2, data_ + pos + n1, tail);
      Traits::copy(data_ + pos, piece.data_, n2);
    } else {
      Traits::move(data_ + pos + n2, data_ + pos + n1, tail);
      if (n2)
        Traits::move(data_ + pos, s, n2); // move: assign() from a part of itself
    }
    set_size(new_size);
    return *this;
  }

  CharT *data_ = inline_;
  size_type size_ = 0;
  size_type cap_ = N;
  CharT inline_[N + 1];
};

/// N chars inline, for the common case.
template <std::size_t N> using small_string = basic_small_string<N, char>;
template <std::size_t N> using small_wstring = basic_small_string<N, wchar_t>;

} // namespace strcost

namespace std {
template <std::size_t N, class CharT, class Traits>
struct hash<strcost::basic_small_string<N, CharT, Traits>> {
  // Equal to std::hash of the equal std::string_view, so heterogeneous lookup
  // with a transparent hash finds the same bucket.
  std::size_t operator()(const strcost::basic_small_string<N, CharT, Traits> &s) const noexcept {
    return hash<basic_string_view<CharT, Traits>>()(s.view());
  }
};
} // namespace std

#endif // the standard is supported

#endif // STRCOST_SMALL_STRING_H
