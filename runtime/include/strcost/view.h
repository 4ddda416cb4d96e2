// strcost/view.h - O(1) string views of anything that knows its length.
//
// `std::string_view(x.c_str())` scans for the terminator although `x` stores its
// length; `strcost::as_view(x)` asks the object instead. It accepts standard-style
// `data()`/`size()` types, ATL/MFC-style `GetString()`/`GetLength()` (CString)
// and Qt-style `constData()`/`size()` (QByteArray), and refuses, at compile time,
// anything that would need a scan (a bare `const char*`, a char array).
#ifndef STRCOST_VIEW_H
#define STRCOST_VIEW_H

// A clear message rather than pages of errors about missing std names (the
// rest of the header is skipped: clang goes on after an #error). MSVC
// keeps __cplusplus at 199711L unless /Zc:__cplusplus is given.
#if !(__cplusplus >= 201703L || (defined(_MSVC_LANG) && _MSVC_LANG >= 201703L))
#error "strcost/view.h needs C++17 or later (std::string_view); strcost/str_cat.h works from C++11"
#else // the standard is supported: the rest of the header

#include <cstddef>
#include <string_view>
#include <type_traits>
#include <utility>

#if defined(__clang__) && defined(__has_cpp_attribute)
#if __has_cpp_attribute(clang::lifetimebound)
#define STRCOST_LIFETIMEBOUND [[clang::lifetimebound]]
#endif
#endif
#ifndef STRCOST_LIFETIMEBOUND
#define STRCOST_LIFETIMEBOUND
#endif

namespace strcost {
namespace detail {

// Named apart from str_cat.h's trait of the same job: both headers may be
// included in one translation unit.
template <class C> struct is_view_char : std::false_type {};
template <> struct is_view_char<char> : std::true_type {};
template <> struct is_view_char<wchar_t> : std::true_type {};
template <> struct is_view_char<char16_t> : std::true_type {};
template <> struct is_view_char<char32_t> : std::true_type {};
#if defined(__cpp_char8_t)
template <> struct is_view_char<char8_t> : std::true_type {};
#endif

// The character type a pointer accessor hands out, if it is one a
// std::basic_string_view can hold; void otherwise.
template <class P>
using char_of_t = std::conditional_t<
    std::is_pointer_v<P> &&
        is_view_char<std::remove_cv_t<std::remove_pointer_t<P>>>::value,
    std::remove_cv_t<std::remove_pointer_t<P>>, void>;

template <class T, class = void> struct data_size : std::false_type {};
template <class T>
struct data_size<T, std::void_t<decltype(std::declval<const T &>().data()),
                                decltype(std::declval<const T &>().size())>>
    : std::bool_constant<!std::is_void_v<
          char_of_t<decltype(std::declval<const T &>().data())>>> {};

template <class T, class = void> struct get_string_length : std::false_type {};
template <class T>
struct get_string_length<
    T, std::void_t<decltype(std::declval<const T &>().GetString()),
                   decltype(std::declval<const T &>().GetLength())>>
    : std::bool_constant<!std::is_void_v<
          char_of_t<decltype(std::declval<const T &>().GetString())>>> {};

template <class T, class = void> struct const_data_size : std::false_type {};
template <class T>
struct const_data_size<
    T, std::void_t<decltype(std::declval<const T &>().constData()),
                   decltype(std::declval<const T &>().size())>>
    : std::bool_constant<!std::is_void_v<
          char_of_t<decltype(std::declval<const T &>().constData())>>> {};

template <class T> inline constexpr bool dependent_false = false;

template <class C, class P, class N>
constexpr std::basic_string_view<C> make_view(P Pointer, N Length) noexcept {
  return std::basic_string_view<C>(Pointer, static_cast<std::size_t>(Length));
}

} // namespace detail

/// True when strcost::as_view accepts a T.
template <class T>
inline constexpr bool knows_its_length_v =
    detail::data_size<T>::value || detail::get_string_length<T>::value ||
    detail::const_data_size<T>::value;

/// A view of \p S's characters with the length \p S stores: O(1), no scan, and
/// embedded NULs are kept. The view is valid while \p S is alive and unchanged.
template <class T>
constexpr auto as_view(const T &S STRCOST_LIFETIMEBOUND) noexcept {
  if constexpr (detail::data_size<T>::value) {
    using C = detail::char_of_t<decltype(S.data())>;
    return detail::make_view<C>(S.data(), S.size());
  } else if constexpr (detail::get_string_length<T>::value) {
    using C = detail::char_of_t<decltype(S.GetString())>;
    return detail::make_view<C>(S.GetString(), S.GetLength());
  } else if constexpr (detail::const_data_size<T>::value) {
    using C = detail::char_of_t<decltype(S.constData())>;
    return detail::make_view<C>(S.constData(), S.size());
  } else {
    static_assert(detail::dependent_false<T>,
                  "strcost::as_view needs a type that stores its length "
                  "(data()/size(), GetString()/GetLength() or constData()/size()); "
                  "a bare character pointer or array would need a scan");
  }
}

} // namespace strcost

#endif // the standard is supported

#endif // STRCOST_VIEW_H
