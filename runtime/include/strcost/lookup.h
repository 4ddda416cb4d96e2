// Transparent hash, equality and ordering for string-keyed containers, and
// aliases that use them.
//
// A std::map<std::string, V> looked up with a `const char*` or a string_view
// builds a temporary std::string per call: a length scan, a copy and, past the
// small-string buffer, a heap allocation and a free. With these functors the
// containers compare the caller's key in place.
//
// What the standard library in use allows:
//  - ordered containers (map, set, multimap, multiset): find, count,
//    lower_bound, upper_bound and equal_range accept any key since C++14,
//    contains since C++20.
//  - unordered containers: heterogeneous find, count, equal_range and
//    contains need the C++20 library (__cpp_lib_generic_unordered_lookup).
//    Before that the aliases below still compile and behave the same: a
//    `const char*` key is converted to a temporary std::string, as with the
//    plain containers, and a string_view key must be converted explicitly.
//  - erase and extract by key take any key only from C++23 on, for both.
//
// Prefer passing a std::string_view over a `const char*`: every comparison
// views its arguments, so a C string is rescanned by each of the ~log2(N)
// comparisons in a tree, whereas a view carries its length.
//
// A lookup key must convert to a view in one step: a class that only converts
// to std::string no longer reaches find() implicitly; convert it at the call.
//
// The functors are templates on the character type (basic_string_hash<CharT>
// and friends) so that wchar_t, char16_t, char32_t and, in C++20, char8_t keys
// work with the same code; the aliases are for `char` only, as std::string is.
// Traits are fixed to std::char_traits<CharT> because std::hash is only
// specialised for those views.
#ifndef STRCOST_LOOKUP_H
#define STRCOST_LOOKUP_H

// A clear message rather than pages of errors about missing std names (the
// rest of the header is skipped: clang goes on after an #error). MSVC
// keeps __cplusplus at 199711L unless /Zc:__cplusplus is given.
#if !(__cplusplus >= 201703L || (defined(_MSVC_LANG) && _MSVC_LANG >= 201703L))
#error "strcost/lookup.h needs C++17 or later (std::string_view); strcost/str_cat.h works from C++11"
#else // the standard is supported: the rest of the header

#include <cstddef>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <unordered_set>

namespace strcost {

// Hashes equal contents equally whatever the key form, so that a lookup by
// `const char*` or view lands in the bucket the std::string key was put in.
template <class CharT> struct basic_string_hash {
  using is_transparent = void;
  using view_type = std::basic_string_view<CharT>;

  // One parameter, not one overload per key form: const CharT*, views and
  // basic_string with any allocator all convert to it, and a single overload
  // cannot be ambiguous.
  std::size_t operator()(view_type s) const noexcept {
    return std::hash<view_type>{}(s);
  }
};

template <class CharT> struct basic_string_equal {
  using is_transparent = void;
  using view_type = std::basic_string_view<CharT>;

  bool operator()(view_type a, view_type b) const noexcept { return a == b; }
};

// string_view's ordering is basic_string's ordering (traits compare, then
// length), so switching a map to this comparator keeps its iteration order.
template <class CharT> struct basic_string_less {
  using is_transparent = void;
  using view_type = std::basic_string_view<CharT>;

  bool operator()(view_type a, view_type b) const noexcept { return a < b; }
};

using string_hash = basic_string_hash<char>;
using string_equal = basic_string_equal<char>;
using string_less = basic_string_less<char>;

// No allocator parameters: a container that needs one spells the std type with
// the functor above, e.g. std::map<std::string, V, strcost::string_less, A>.
template <class V> using string_map = std::map<std::string, V, string_less>;
template <class V>
using string_multimap = std::multimap<std::string, V, string_less>;
using string_set = std::set<std::string, string_less>;
using string_multiset = std::multiset<std::string, string_less>;

template <class V>
using unordered_string_map =
    std::unordered_map<std::string, V, string_hash, string_equal>;
template <class V>
using unordered_string_multimap =
    std::unordered_multimap<std::string, V, string_hash, string_equal>;
using unordered_string_set =
    std::unordered_set<std::string, string_hash, string_equal>;
using unordered_string_multiset =
    std::unordered_multiset<std::string, string_hash, string_equal>;

} // namespace strcost

#if defined(__GLIBCXX__)
// libstdc++ stores each node's hash code only for hashers it does not consider
// "fast"; std::hash<std::string> is marked slow, ours would default to fast.
// Without the stored code every bucket walk rehashes the neighbouring keys to
// find the bucket's end, and every compare skips the cheap hash pre-check, so
// a string_hash table would be slower than the std::hash one it replaces.
// libstdc++ documents this specialisation as the way to ask for the cache.
namespace std {
template <class CharT>
struct __is_fast_hash<::strcost::basic_string_hash<CharT>> : std::false_type {};
} // namespace std
#endif

#endif // the standard is supported

#endif // STRCOST_LOOKUP_H
