// strcost/str_cat.h - build a string from pieces with one allocation.
//
// `a + b + c` allocates a temporary per `+` that outgrows its buffer and frees
// them all again; str_cat/str_append/str_assign measure every piece first,
// allocate at most once (str_assign not at all once the target's capacity is
// large enough) and copy each piece exactly once.
//
// Pieces, for a target std::basic_string<C> (C = char, wchar_t, char16_t,
// char32_t, and char8_t under C++20):
//   - anything convertible to std::basic_string_view<C>: strings of any
//     allocator, views, `const C*` (nullptr is an empty piece), C arrays and
//     literals (arrays are read up to their first NUL, as operator+ does);
//   - a single C: one character, as in `s + 'x'`;
//   - only when C is char: integers of every width, signed char and unsigned
//     char included (`int8_t(65)` is "65", not "A"), in decimal; float, double
//     and long double in std::to_chars' shortest round-trip form ("0.1",
//     "1e+100", "-0", "inf", "nan").
// bool, nullptr, enums and characters of another type than C do not compile:
// each has more than one reasonable meaning ("1", "true", '\x01'), so the
// caller picks one, e.g. `b ? "true" : "false"`.
//
// Pieces may view the target string itself: str_append(s, s) and
// str_assign(s, "x", s) give what `s += s` and `s = "x" + s` give.
// str_cat's result is std::basic_string<C> where C comes from the first
// character-typed piece (char when there is none, e.g. only numbers).
#ifndef STRCOST_STR_CAT_H
#define STRCOST_STR_CAT_H

#include <charconv>
#include <cstddef>
#include <cstring>
#include <functional>
#include <limits>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace strcost {
namespace detail {

template <class> inline constexpr bool always_false_v = false;

template <class T> struct is_char_type : std::false_type {};
template <> struct is_char_type<char> : std::true_type {};
template <> struct is_char_type<wchar_t> : std::true_type {};
template <> struct is_char_type<char16_t> : std::true_type {};
template <> struct is_char_type<char32_t> : std::true_type {};
#if defined(__cpp_char8_t)
template <> struct is_char_type<char8_t> : std::true_type {};
#endif

// The character type a piece commits str_cat's result to; void when the
// piece does not say (numbers, user types convertible to std::string_view).
template <class T, class = void> struct piece_char { using type = void; };
template <class C, class Tr, class Al>
struct piece_char<std::basic_string<C, Tr, Al>> { using type = C; };
template <class C, class Tr>
struct piece_char<std::basic_string_view<C, Tr>> { using type = C; };
template <class C>
struct piece_char<C *, std::enable_if_t<is_char_type<std::remove_cv_t<C>>::value>> {
  using type = std::remove_cv_t<C>;
};
template <class C, std::size_t N>
struct piece_char<C[N], std::enable_if_t<is_char_type<std::remove_cv_t<C>>::value>> {
  using type = std::remove_cv_t<C>;
};
template <class C>
struct piece_char<C, std::enable_if_t<is_char_type<C>::value>> { using type = C; };

template <class... Cs> struct common_char { using type = char; };
template <class... Cs> struct common_char<void, Cs...> : common_char<Cs...> {};
template <class C, class... Cs> struct common_char<C, Cs...> {
  static_assert(((std::is_same_v<C, Cs> || std::is_void_v<Cs>) && ...),
                "strcost::str_cat: pieces have different character types");
  using type = C;
};

template <class... Pieces>
using result_char_t =
    typename common_char<typename piece_char<std::remove_cv_t<Pieces>>::type...>::type;

template <class C> struct char_piece {
  C c;
  const C *data() const noexcept { return &c; }
  static constexpr std::size_t size() noexcept { return 1; }
};

template <std::size_t N> struct number_piece {
  char buf[N];
  std::size_t len;
  const char *data() const noexcept { return buf; }
  std::size_t size() const noexcept { return len; }
};

// Shortest round-trip output is at most max_digits10 significant digits plus
// sign, point, "e-" and up to four exponent digits (long double's 4951).
template <class T>
inline constexpr std::size_t number_capacity_v =
    std::is_integral_v<T> ? std::numeric_limits<T>::digits10 + 3
                          : std::numeric_limits<T>::max_digits10 + 9;

template <class T, class = void> struct has_fp_to_chars : std::false_type {};
template <class T>
struct has_fp_to_chars<T, std::void_t<decltype(std::to_chars(
                              std::declval<char *>(), std::declval<char *>(),
                              std::declval<T>()))>> : std::true_type {};

template <class T> number_piece<number_capacity_v<T>> format_number(T value) {
  number_piece<number_capacity_v<T>> p;
  // The buffer always fits, so the result never reports an error.
  p.len = static_cast<std::size_t>(std::to_chars(p.buf, p.buf + sizeof p.buf, value).ptr -
                                   p.buf);
  return p;
}

// Turns one argument into something with data() and size(), measured before
// anything is written. Characters are copied by value: `str_append(s, s[0])`
// must not read s's buffer after it has been reallocated.
template <class C, class Tr, class T> auto to_piece(const T &x) {
  using View = std::basic_string_view<C, Tr>;
  if constexpr (std::is_same_v<T, bool>) {
    static_assert(always_false_v<T>,
                  "strcost::str_cat: bool pieces are rejected (\"1\", \"true\" or '\\x01'?); "
                  "write b ? \"true\" : \"false\" or int(b)");
  } else if constexpr (std::is_same_v<T, std::nullptr_t>) {
    static_assert(always_false_v<T>, "strcost::str_cat: nullptr is not a piece");
  } else if constexpr (std::is_same_v<T, C>) {
    return char_piece<C>{x};
  } else if constexpr (is_char_type<T>::value) {
    static_assert(always_false_v<T>,
                  "strcost::str_cat: a character of another type than the string's");
  } else if constexpr (std::is_pointer_v<std::decay_t<T>> &&
                       std::is_convertible_v<std::decay_t<T>, const C *>) {
    const C *p = x;
    return p ? View(p) : View();
  } else if constexpr (std::is_convertible_v<const T &, View>) {
    return View(x);
  } else if constexpr (std::is_integral_v<T>) {
    static_assert(std::is_same_v<C, char>,
                  "strcost::str_cat: numbers are only formatted into char strings");
    return format_number(x);
  } else if constexpr (std::is_floating_point_v<T>) {
    static_assert(std::is_same_v<C, char>,
                  "strcost::str_cat: numbers are only formatted into char strings");
    static_assert(has_fp_to_chars<T>::value,
                  "strcost::str_cat: this standard library lacks std::to_chars for "
                  "floating point");
    return format_number(x);
  } else {
    static_assert(always_false_v<T>,
                  "strcost::str_cat: unsupported piece type (string-like, character, "
                  "integer or floating point expected)");
  }
}

// Whether a piece reads from [begin, end), the live part of the target's buffer.
template <class C, class Tr>
bool views_into(const C *begin, const C *end, std::basic_string_view<C, Tr> v) noexcept {
  std::less<const C *> before;
  return !v.empty() && !before(v.data(), begin) && before(v.data(), end);
}
template <class C, class Piece>
bool views_into(const C *, const C *, const Piece &) noexcept {
  return false;
}

// Pieces of a few characters are copied with fixed-size moves that the
// compiler inlines: a call into the C library's memcpy per piece cost more
// than the copying itself (10 one-character pieces: about half the time).
// Pieces never overlap the destination (see append_pieces, assign_pieces).
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
// GCC 12 inlines a short literal piece and then warns about the memcpy of the
// more-than-16-bytes branch, which is dead for that piece.
#pragma GCC diagnostic ignored "-Warray-bounds"
#pragma GCC diagnostic ignored "-Wstringop-overread"
#endif
template <class Tr, class C>
C *copy_piece(C *out, const C *in, std::size_t n) noexcept {
  if constexpr (std::is_same_v<Tr, std::char_traits<C>>) {
    const std::size_t bytes = n * sizeof(C);
    char *o = reinterpret_cast<char *>(out);
    const char *i = reinterpret_cast<const char *>(in);
    if (bytes > 16) {
      std::memcpy(o, i, bytes);
    } else if (bytes >= 8) {
      std::memcpy(o, i, 8);
      std::memcpy(o + bytes - 8, i + bytes - 8, 8);
    } else if (bytes >= 4) {
      std::memcpy(o, i, 4);
      std::memcpy(o + bytes - 4, i + bytes - 4, 4);
    } else if (bytes >= 2) {
      std::memcpy(o, i, 2);
      std::memcpy(o + bytes - 2, i + bytes - 2, 2);
    } else if (bytes == 1) {
      *o = *i;
    }
  } else {
    Tr::copy(out, in, n);
  }
  return out + n;
}
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

template <class Tr, class C, class... P>
void copy_pieces([[maybe_unused]] C *out, const P &...p) {
  ((out = copy_piece<Tr>(out, p.data(), p.size())), ...);
}

// Makes s.size() == n and writes the pieces from s.data() + offset on; what
// lies below offset is kept. One call into the library, not one per piece.
template <class C, class Tr, class Al, class... P>
void write_pieces(std::basic_string<C, Tr, Al> &s, std::size_t offset, std::size_t n,
                  const P &...p) {
#if defined(__cpp_lib_string_resize_and_overwrite)
  s.resize_and_overwrite(n, [&](C *buf, std::size_t len) {
    copy_pieces<Tr>(buf + offset, p...);
    return len;
  });
#else
  // resize() zero-fills only past the old size: nothing when str_assign
  // repeats a result of the same length.
  s.resize(n);
  copy_pieces<Tr>(s.data() + offset, p...);
#endif
}

// A fresh string, which no piece can view.
template <class C, class... P> std::basic_string<C> cat_pieces(const P &...p) {
  const std::size_t n = (std::size_t{0} + ... + p.size());
#if defined(__cpp_lib_string_resize_and_overwrite)
  std::basic_string<C> s;
  write_pieces(s, 0, n, p...);
#else
  // The sized constructor is one call; default construction plus resize()
  // goes through the library's general replace path, which costs more than
  // the whole concatenation of short pieces.
  std::basic_string<C> s(n, C());
  copy_pieces<std::char_traits<C>>(s.data(), p...);
#endif
  return s;
}

template <class C, class Tr, class Al, class... P>
void append_pieces(std::basic_string<C, Tr, Al> &s, const P &...p) {
  const std::size_t old = s.size();
  const std::size_t add = (std::size_t{0} + ... + p.size());
  if (add > s.capacity() - old) {
    [[maybe_unused]] const C *b = s.data();
    if ((views_into(b, b + old, p) || ...)) {
      // Growing would free the buffer these pieces view: build the result
      // beside it, with the geometric growth s would have had.
      std::basic_string<C, Tr, Al> tmp(s.get_allocator());
      const std::size_t doubled =
          s.capacity() < s.max_size() / 2 ? 2 * s.capacity() : s.max_size();
      tmp.reserve(old + add > doubled ? old + add : doubled);
      tmp.append(s);
      write_pieces(tmp, old, old + add, p...);
      s.swap(tmp);
      return;
    }
  }
  // Without reallocation, writing never overwrites a piece: pieces that view
  // s lie below its old size, and writing starts there.
  write_pieces(s, old, old + add, p...);
}

template <class C, class Tr, class Al, class... P>
void assign_pieces(std::basic_string<C, Tr, Al> &s, const P &...p) {
  const std::size_t total = (std::size_t{0} + ... + p.size());
  [[maybe_unused]] const C *b = s.data();
  if ((views_into(b, b + s.size(), p) || ...)) {
    // Overwriting s in place would clobber what these pieces read (think
    // `s = "x" + s`); like operator+, pay one allocation instead.
    std::basic_string<C, Tr, Al> tmp(s.get_allocator());
    write_pieces(tmp, 0, total, p...);
    s.swap(tmp);
    return;
  }
  if (total > s.capacity())
    s.clear(); // so that growing copies nothing
  write_pieces(s, 0, total, p...); // never shrinks: steady-state loops do not allocate
}

} // namespace detail

/// Returns the concatenation of `pieces`, allocated once.
template <class... Pieces>
[[nodiscard]] std::basic_string<detail::result_char_t<Pieces...>>
str_cat(const Pieces &...pieces) {
  using C = detail::result_char_t<Pieces...>;
  return detail::cat_pieces<C>(detail::to_piece<C, std::char_traits<C>>(pieces)...);
}

/// Appends `pieces` to `s`, reallocating at most once.
template <class C, class Tr, class Al, class... Pieces>
std::basic_string<C, Tr, Al> &str_append(std::basic_string<C, Tr, Al> &s,
                                         const Pieces &...pieces) {
  detail::append_pieces(s, detail::to_piece<C, Tr>(pieces)...);
  return s;
}

/// Replaces the contents of `s` with `pieces`, reusing its capacity: no
/// allocation when the result fits, unless a piece views `s` itself.
template <class C, class Tr, class Al, class... Pieces>
std::basic_string<C, Tr, Al> &str_assign(std::basic_string<C, Tr, Al> &s,
                                         const Pieces &...pieces) {
  detail::assign_pieces(s, detail::to_piece<C, Tr>(pieces)...);
  return s;
}

} // namespace strcost

#endif // STRCOST_STR_CAT_H
