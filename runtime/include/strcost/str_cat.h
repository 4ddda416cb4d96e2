// strcost/str_cat.h - build a string from pieces with one allocation.
//
// `a + b + c` allocates a temporary per `+` that outgrows its buffer and frees
// them all again; str_cat/str_append/str_assign measure every piece first,
// allocate at most once (str_assign not at all once the target's capacity is
// large enough) and copy each piece exactly once.
//
// Pieces, for a target std::basic_string<C> (C = char, wchar_t, char16_t,
// char32_t, and char8_t under C++20):
//   - std::basic_string<C> of any allocator, and classes derived from one;
//     `const C*` (nullptr is an empty piece), C arrays and literals (arrays
//     are read up to their first NUL, as operator+ does);
//   - from C++17 on, anything else convertible to std::basic_string_view<C>
//     (views, classes with a conversion to a view);
//   - a single C: one character, as in `s + 'x'` (volatile ones too);
//   - only when C is char: integers of every width, signed char and unsigned
//     char included (`int8_t(65)` is "65", not "A"), in decimal, as
//     std::to_string prints them; from C++17 on, float, double and long
//     double in std::to_chars' shortest round-trip form ("0.1", "1e+100",
//     "-0", "inf", "nan"), which is not std::to_string's "%f".
// bool, nullptr, enums and characters of another type than C do not compile:
// each has more than one reasonable meaning ("1", "true", '\x01'), so the
// caller picks one, e.g. `b ? "true" : "false"`.
//
// Pieces may view the target string itself: str_append(s, s) and
// str_assign(s, "x", s) give what `s += s` and `s = "x" + s` give.
// str_cat's result is std::basic_string<C> where C comes from the first
// character-typed piece (char when there is none, e.g. only numbers).
//
// Works from C++11 on (a header-only library may be included by C++11 tests
// and C++17 examples alike); C++17 adds the view and floating-point pieces
// and formats integers with std::to_chars.
#ifndef STRCOST_STR_CAT_H
#define STRCOST_STR_CAT_H

// One clear message rather than pages of errors from <type_traits> and the
// variadic templates below (the rest of the header is skipped: clang goes on
// after an #error). MSVC keeps __cplusplus at 199711L unless /Zc:__cplusplus
// is given.
#if !(__cplusplus >= 201103L || (defined(_MSVC_LANG) && _MSVC_LANG >= 201103L))
#error "strcost/str_cat.h needs C++11 or later (variadic templates)"
#else // the standard is supported: the rest of the header

#include <cstddef>
#include <cstring>
#include <functional>
#include <limits>
#include <string>
#include <type_traits>
#include <utility>

// MSVC keeps __cplusplus at 199711L unless /Zc:__cplusplus is given.
#if __cplusplus >= 201703L || (defined(_MSVC_LANG) && _MSVC_LANG >= 201703L)
#define STRCOST_STR_CAT_CXX17 1
#include <charconv>
#include <string_view>
#define STRCOST_STR_CAT_NODISCARD [[nodiscard]]
#else
#define STRCOST_STR_CAT_NODISCARD
#endif

namespace strcost {
namespace detail {

template <bool B, class T = void> using cat_enable_if_t = typename std::enable_if<B, T>::type;
template <class T> using cat_remove_cv_t = typename std::remove_cv<T>::type;
// Names of their own: the other headers have a detail::dependent_false.
template <class T> struct cat_false : std::false_type {};

template <class T> struct is_char_type : std::false_type {};
template <> struct is_char_type<char> : std::true_type {};
template <> struct is_char_type<wchar_t> : std::true_type {};
template <> struct is_char_type<char16_t> : std::true_type {};
template <> struct is_char_type<char32_t> : std::true_type {};
#if defined(__cpp_char8_t)
template <> struct is_char_type<char8_t> : std::true_type {};
#endif

// The character type of a std::basic_string of any traits and allocator, or
// of a class derived from one (deduction looks through public bases); void
// for anything else.
template <class C, class Tr, class Al> C string_char_of(const std::basic_string<C, Tr, Al> *);
void string_char_of(...);
template <class T>
using string_char_t = decltype(detail::string_char_of(static_cast<const T *>(nullptr)));

// Whether T is (or derives from) std::basic_string<C, Tr, Al> for some Al.
template <class C, class Tr> struct string_of {
  template <class Al> static std::true_type test(const std::basic_string<C, Tr, Al> *);
  static std::false_type test(...);
};
template <class C, class Tr, class T>
struct is_string_of : decltype(string_of<C, Tr>::test(static_cast<const T *>(nullptr))) {};

// The character type a piece commits str_cat's result to; void when the
// piece does not say (numbers, user types convertible to std::string_view).
template <class T, class = void> struct piece_char { using type = string_char_t<T>; };
#if defined(STRCOST_STR_CAT_CXX17)
template <class C, class Tr>
struct piece_char<std::basic_string_view<C, Tr>> { using type = C; };
#endif
template <class C>
struct piece_char<C *, cat_enable_if_t<is_char_type<cat_remove_cv_t<C>>::value>> {
  using type = cat_remove_cv_t<C>;
};
template <class C, std::size_t N>
struct piece_char<C[N], cat_enable_if_t<is_char_type<cat_remove_cv_t<C>>::value>> {
  using type = cat_remove_cv_t<C>;
};
template <class C>
struct piece_char<C, cat_enable_if_t<is_char_type<C>::value>> { using type = C; };

template <class C, class... Cs> struct same_or_void : std::true_type {};
template <class C, class D, class... Cs>
struct same_or_void<C, D, Cs...>
    : std::integral_constant<bool, (std::is_same<C, D>::value || std::is_void<D>::value) &&
                                       same_or_void<C, Cs...>::value> {};

template <class... Cs> struct common_char { using type = char; };
template <class... Cs> struct common_char<void, Cs...> : common_char<Cs...> {};
template <class C, class... Cs> struct common_char<C, Cs...> {
  static_assert(same_or_void<C, Cs...>::value,
                "strcost::str_cat: pieces have different character types");
  using type = C;
};

template <class... Pieces> struct result_char {
  using type = typename common_char<typename piece_char<cat_remove_cv_t<Pieces>>::type...>::type;
};

template <class C> struct span_piece {
  const C *ptr;
  std::size_t len;
  const C *data() const noexcept { return ptr; }
  std::size_t size() const noexcept { return len; }
};

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
template <class T> struct number_capacity {
  static constexpr std::size_t value =
      std::is_integral<T>::value
          ? static_cast<std::size_t>(std::numeric_limits<T>::digits10) + 3
          : static_cast<std::size_t>(std::numeric_limits<T>::max_digits10) + 9;
};

#if defined(STRCOST_STR_CAT_CXX17)
template <class T, class = void> struct has_fp_to_chars : std::false_type {};
template <class T>
struct has_fp_to_chars<T, std::void_t<decltype(std::to_chars(
                              std::declval<char *>(), std::declval<char *>(),
                              std::declval<T>()))>> : std::true_type {};

template <class T> number_piece<number_capacity<T>::value> format_number(T value) {
  number_piece<number_capacity<T>::value> p;
  // The buffer always fits, so the result never reports an error.
  p.len = static_cast<std::size_t>(std::to_chars(p.buf, p.buf + sizeof p.buf, value).ptr -
                                   p.buf);
  return p;
}
#else
// Before C++17 there is no std::to_chars: decimal digits written back to
// front, as std::to_string (and to_chars) print them.
template <class U> std::size_t count_digits(U u) noexcept {
  std::size_t n = 1;
  while (u >= 10) {
    u /= 10;
    ++n;
  }
  return n;
}
template <class T> typename std::make_unsigned<T>::type magnitude(T v, std::true_type) {
  using U = typename std::make_unsigned<T>::type;
  return v < 0 ? static_cast<U>(U(0) - static_cast<U>(v)) : static_cast<U>(v);
}
template <class T> T magnitude(T v, std::false_type) { return v; }
template <class T> bool negative(T v, std::true_type) { return v < 0; }
template <class T> bool negative(T, std::false_type) { return false; }

template <class T> number_piece<number_capacity<T>::value> format_number(T value) {
  number_piece<number_capacity<T>::value> p;
  const bool minus = detail::negative(value, std::is_signed<T>());
  auto u = detail::magnitude(value, std::is_signed<T>());
  p.len = detail::count_digits(u) + (minus ? 1 : 0);
  char *out = p.buf + p.len;
  do {
    *--out = static_cast<char>('0' + static_cast<int>(u % 10));
    u /= 10;
  } while (u != 0);
  if (minus)
    *--out = '-';
  return p;
}
#endif

// What kind of piece a type is, for the string type (C, Tr) being built.
// Checked in this order: the first that holds decides.
enum class piece_kind {
  boolean,           // rejected: "1", "true" or '\x01'?
  null,              // rejected
  character,         // C: one character
  foreign_character, // rejected: another character type than C
  pointer,           // const C*, C arrays: up to the first NUL
  string,            // std::basic_string<C, Tr, any allocator>, or derived from one
  view,              // C++17: convertible to std::basic_string_view<C, Tr>
  integer,           // in decimal (char strings only)
  floating,          // shortest round trip (C++17, char strings only)
  unsupported,
};
template <piece_kind K> using kind_tag = std::integral_constant<piece_kind, K>;

template <class C, class Tr, class U> struct is_view_piece {
#if defined(STRCOST_STR_CAT_CXX17)
  static constexpr bool value = std::is_convertible<const U &, std::basic_string_view<C, Tr>>::value;
#else
  static constexpr bool value = false;
#endif
};

template <class C, class Tr, class T, class U = cat_remove_cv_t<T>,
          class Decayed = typename std::decay<U>::type>
struct kind_of
    : kind_tag<std::is_same<U, bool>::value             ? piece_kind::boolean
               : std::is_same<U, std::nullptr_t>::value ? piece_kind::null
               : std::is_same<U, C>::value              ? piece_kind::character
               : is_char_type<U>::value                 ? piece_kind::foreign_character
               : std::is_pointer<Decayed>::value && std::is_convertible<Decayed, const C *>::value
                   ? piece_kind::pointer
               : is_string_of<C, Tr, U>::value      ? piece_kind::string
               : is_view_piece<C, Tr, U>::value     ? piece_kind::view
               : std::is_integral<U>::value         ? piece_kind::integer
               : std::is_floating_point<U>::value   ? piece_kind::floating
                                                    : piece_kind::unsupported> {};

// Turns one argument into something with data() and size(), measured before
// anything is written. Characters are copied by value: `str_append(s, s[0])`
// must not read s's buffer after it has been reallocated.
template <class C, class Tr, class T>
char_piece<C> make_piece(const T &x, kind_tag<piece_kind::character>) {
  return char_piece<C>{x};
}
template <class C, class Tr, class T>
span_piece<C> make_piece(const T &x, kind_tag<piece_kind::pointer>) {
  const C *p = x;
  return span_piece<C>{p, p ? Tr::length(p) : 0};
}
template <class C, class Tr, class Al>
span_piece<C> string_span(const std::basic_string<C, Tr, Al> &s) {
  return span_piece<C>{s.data(), s.size()};
}
template <class C, class Tr, class T>
span_piece<C> make_piece(const T &x, kind_tag<piece_kind::string>) {
  return detail::string_span<C, Tr>(x);
}
#if defined(STRCOST_STR_CAT_CXX17)
template <class C, class Tr, class T>
span_piece<C> make_piece(const T &x, kind_tag<piece_kind::view>) {
  const std::basic_string_view<C, Tr> v(x);
  return span_piece<C>{v.data(), v.size()};
}
#endif
template <class C, class Tr, class T>
auto make_piece(const T &x, kind_tag<piece_kind::integer>)
    -> decltype(detail::format_number(static_cast<cat_remove_cv_t<T>>(x))) {
  static_assert(std::is_same<C, char>::value,
                "strcost::str_cat: numbers are only formatted into char strings");
  return detail::format_number(static_cast<cat_remove_cv_t<T>>(x));
}
#if defined(STRCOST_STR_CAT_CXX17)
template <class C, class Tr, class T>
auto make_piece(const T &x, kind_tag<piece_kind::floating>) {
  static_assert(std::is_same<C, char>::value,
                "strcost::str_cat: numbers are only formatted into char strings");
  static_assert(has_fp_to_chars<cat_remove_cv_t<T>>::value,
                "strcost::str_cat: this standard library lacks std::to_chars for "
                "floating point");
  return detail::format_number(static_cast<cat_remove_cv_t<T>>(x));
}
#else
template <class C, class Tr, class T>
span_piece<C> make_piece(const T &, kind_tag<piece_kind::floating>) {
  static_assert(cat_false<T>::value,
                "strcost::str_cat: floating-point pieces need C++17 (std::to_chars); "
                "before it, write std::to_string(x) or format them yourself");
  return span_piece<C>();
}
#endif
template <class C, class Tr, class T>
span_piece<C> make_piece(const T &, kind_tag<piece_kind::boolean>) {
  static_assert(cat_false<T>::value,
                "strcost::str_cat: bool pieces are rejected (\"1\", \"true\" or '\\x01'?); "
                "write b ? \"true\" : \"false\" or int(b)");
  return span_piece<C>();
}
template <class C, class Tr, class T>
span_piece<C> make_piece(const T &, kind_tag<piece_kind::null>) {
  static_assert(cat_false<T>::value, "strcost::str_cat: nullptr is not a piece");
  return span_piece<C>();
}
template <class C, class Tr, class T>
span_piece<C> make_piece(const T &, kind_tag<piece_kind::foreign_character>) {
  static_assert(cat_false<T>::value,
                "strcost::str_cat: a character of another type than the string's");
  return span_piece<C>();
}
template <class C, class Tr, class T>
span_piece<C> make_piece(const T &, kind_tag<piece_kind::unsupported>) {
  static_assert(cat_false<T>::value,
                "strcost::str_cat: unsupported piece type (string-like, character, "
                "integer or floating point expected)");
  return span_piece<C>();
}

template <class C, class Tr, class T>
auto to_piece(const T &x) -> decltype(detail::make_piece<C, Tr>(x, kind_of<C, Tr, T>())) {
  return detail::make_piece<C, Tr>(x, kind_of<C, Tr, T>());
}

// Whether a piece reads from [begin, end), the live part of the target's buffer.
template <class C>
bool views_into(const C *begin, const C *end, const span_piece<C> &v) noexcept {
  std::less<const C *> before;
  return v.size() != 0 && !before(v.data(), begin) && before(v.data(), end);
}
template <class C, class Piece>
bool views_into(const C *, const C *, const Piece &) noexcept {
  return false;
}
template <class C> bool any_views_into(const C *, const C *) noexcept { return false; }
template <class C, class P, class... Ps>
bool any_views_into(const C *begin, const C *end, const P &p, const Ps &...ps) noexcept {
  return detail::views_into(begin, end, p) || detail::any_views_into(begin, end, ps...);
}

inline std::size_t total_size() noexcept { return 0; }
template <class P, class... Ps> std::size_t total_size(const P &p, const Ps &...ps) noexcept {
  return p.size() + detail::total_size(ps...);
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
C *copy_piece(C *out, const C *in, std::size_t n, std::true_type /*std traits*/) noexcept {
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
  return out + n;
}
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
template <class Tr, class C>
C *copy_piece(C *out, const C *in, std::size_t n, std::false_type /*custom traits*/) {
  Tr::copy(out, in, n);
  return out + n;
}

template <class Tr, class C> C *copy_pieces(C *out) noexcept { return out; }
template <class Tr, class C, class P, class... Ps>
C *copy_pieces(C *out, const P &p, const Ps &...ps) {
  return detail::copy_pieces<Tr>(
      detail::copy_piece<Tr>(out, p.data(), p.size(),
                             std::is_same<Tr, std::char_traits<C>>()),
      ps...);
}

// A pointer to a string's characters that may be written (data() is const
// before C++17; &s[0] is the same contiguous buffer).
template <class C, class Tr, class Al> C *writable(std::basic_string<C, Tr, Al> &s) {
#if defined(STRCOST_STR_CAT_CXX17)
  return s.data();
#else
  return &s[0];
#endif
}

// Makes s.size() == n and writes the pieces from s.data() + offset on; what
// lies below offset is kept. One call into the library, not one per piece.
template <class C, class Tr, class Al, class... P>
void write_pieces(std::basic_string<C, Tr, Al> &s, std::size_t offset, std::size_t n,
                  const P &...p) {
#if defined(__cpp_lib_string_resize_and_overwrite)
  s.resize_and_overwrite(n, [&](C *buf, std::size_t len) {
    detail::copy_pieces<Tr>(buf + offset, p...);
    return len;
  });
#else
  // resize() zero-fills only past the old size: nothing when str_assign
  // repeats a result of the same length.
  s.resize(n);
  detail::copy_pieces<Tr>(detail::writable(s) + offset, p...);
#endif
}

// A fresh string, which no piece can view.
template <class C, class... P> std::basic_string<C> cat_pieces(const P &...p) {
  const std::size_t n = detail::total_size(p...);
#if defined(__cpp_lib_string_resize_and_overwrite)
  std::basic_string<C> s;
  detail::write_pieces(s, 0, n, p...);
#else
  // The sized constructor is one call; default construction plus resize()
  // goes through the library's general replace path, which costs more than
  // the whole concatenation of short pieces.
  std::basic_string<C> s(n, C());
  detail::copy_pieces<std::char_traits<C>>(detail::writable(s), p...);
#endif
  return s;
}

template <class C, class Tr, class Al, class... P>
void append_pieces(std::basic_string<C, Tr, Al> &s, const P &...p) {
  const std::size_t old = s.size();
  const std::size_t add = detail::total_size(p...);
  if (add > s.capacity() - old && detail::any_views_into(s.data(), s.data() + old, p...)) {
    // Growing would free the buffer these pieces view: build the result
    // beside it, with the geometric growth s would have had.
    std::basic_string<C, Tr, Al> tmp(s.get_allocator());
    const std::size_t doubled =
        s.capacity() < s.max_size() / 2 ? 2 * s.capacity() : s.max_size();
    tmp.reserve(old + add > doubled ? old + add : doubled);
    tmp.append(s);
    detail::write_pieces(tmp, old, old + add, p...);
    s.swap(tmp);
    return;
  }
  // Without reallocation, writing never overwrites a piece: pieces that view
  // s lie below its old size, and writing starts there.
  detail::write_pieces(s, old, old + add, p...);
}

template <class C, class Tr, class Al, class... P>
void assign_pieces(std::basic_string<C, Tr, Al> &s, const P &...p) {
  const std::size_t total = detail::total_size(p...);
  if (detail::any_views_into(s.data(), s.data() + s.size(), p...)) {
    // Overwriting s in place would clobber what these pieces read (think
    // `s = "x" + s`); like operator+, pay one allocation instead.
    std::basic_string<C, Tr, Al> tmp(s.get_allocator());
    detail::write_pieces(tmp, 0, total, p...);
    s.swap(tmp);
    return;
  }
  if (total > s.capacity())
    s.clear(); // so that growing copies nothing
  detail::write_pieces(s, 0, total, p...); // never shrinks: steady-state loops do not allocate
}

} // namespace detail

/// Returns the concatenation of `pieces`, allocated once.
template <class... Pieces>
STRCOST_STR_CAT_NODISCARD std::basic_string<typename detail::result_char<Pieces...>::type>
str_cat(const Pieces &...pieces) {
  using C = typename detail::result_char<Pieces...>::type;
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

#undef STRCOST_STR_CAT_NODISCARD

#endif // the standard is supported

#endif // STRCOST_STR_CAT_H
