#include "strcost/lookup.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <functional>
#include <map>
#include <new>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

// Allocation counting. The replaced global operator new counts only while a
// CountAllocations call is running, so GoogleTest's own allocations and the
// containers' set-up are not measured.
namespace {
bool g_counting = false;
std::size_t g_allocations = 0;
} // namespace

// noinline: GCC inlines a replaced operator delete into callers and then
// reports the free() as mismatched with operator new (-Wmismatched-new-delete).
__attribute__((noinline)) void *operator new(std::size_t size) {
  if (g_counting)
    ++g_allocations;
  if (void *p = std::malloc(size ? size : 1))
    return p;
  throw std::bad_alloc();
}
__attribute__((noinline)) void operator delete(void *p) noexcept {
  std::free(p);
}
__attribute__((noinline)) void operator delete(void *p, std::size_t) noexcept {
  std::free(p);
}

namespace {

template <class F> std::size_t CountAllocations(F &&body) {
  g_allocations = 0;
  g_counting = true;
  body();
  g_counting = false;
  return g_allocations;
}

// Longer than libstdc++'s and libc++'s small-string buffers, so a temporary
// std::string made from it must allocate.
const char *const kLongKey = "a-key-of-forty-bytes-that-will-not-fit-";
const char *const kLongMiss = "a-key-of-forty-bytes-that-is-not-there-";

// A basic_string with a non-default allocator: it must hash like std::string.
template <class T> struct OtherAllocator {
  using value_type = T;
  OtherAllocator() = default;
  template <class U> OtherAllocator(const OtherAllocator<U> &) noexcept {}
  T *allocate(std::size_t n) { return std::allocator<T>{}.allocate(n); }
  void deallocate(T *p, std::size_t n) noexcept {
    std::allocator<T>{}.deallocate(p, n);
  }
  friend bool operator==(const OtherAllocator &, const OtherAllocator &) {
    return true;
  }
  friend bool operator!=(const OtherAllocator &, const OtherAllocator &) {
    return false;
  }
};
using OtherString =
    std::basic_string<char, std::char_traits<char>, OtherAllocator<char>>;

// Samples for the comparison tests: empty, prefixes of each other, bytes above
// 0x7f (std::string orders them as unsigned char) and embedded NULs.
std::vector<std::string> ComparisonSamples() {
  return {"",
          "a",
          "ab",
          "abc",
          "abd",
          "b",
          "B",
          "\x7f",
          "\x80",
          "\xff",
          "a\xff",
          std::string("\0", 1),
          std::string("a\0", 2),
          std::string("a\0b", 3),
          std::string("a\0c", 3),
          kLongKey,
          kLongMiss};
}

std::size_t ViewHash(std::string_view s) {
  return std::hash<std::string_view>{}(s);
}

TEST(StringHashTest, IsTransparent) {
  static_assert(std::is_same_v<strcost::string_hash::is_transparent, void>);
  static_assert(std::is_same_v<strcost::string_equal::is_transparent, void>);
  static_assert(std::is_same_v<strcost::string_less::is_transparent, void>);
}

TEST(StringHashTest, EqualContentsHashLikeStringView) {
  const strcost::string_hash hash;
  for (const char *s : {"", "a", "short", "exactly-15-char", "sixteen-chars-ab",
                        kLongKey}) {
    SCOPED_TRACE(s);
    const std::string str(s);
    EXPECT_EQ(hash(s), ViewHash(s));
    EXPECT_EQ(hash(std::string_view(s)), ViewHash(s));
    EXPECT_EQ(hash(str), ViewHash(s));
    EXPECT_EQ(hash(OtherString(s)), ViewHash(s));
    EXPECT_EQ(hash(str), std::hash<std::string>{}(str));
  }
}

TEST(StringHashTest, EmbeddedNulIsHashedThroughLength) {
  const strcost::string_hash hash;
  const std::string_view view("a\0b", 3);
  const std::string str(view);
  EXPECT_EQ(hash(view), ViewHash(view));
  EXPECT_EQ(hash(str), ViewHash(view));
  EXPECT_EQ(hash(OtherString(view.data(), view.size())), ViewHash(view));
  // A C string stops at the NUL, as std::string(const char*) does.
  EXPECT_EQ(hash(str.c_str()), ViewHash("a"));
  EXPECT_NE(hash(str), hash(str.c_str()));
}

TEST(StringHashTest, WideCharacterTypes) {
  EXPECT_EQ(strcost::basic_string_hash<wchar_t>{}(L"wide"),
            std::hash<std::wstring_view>{}(L"wide"));
  EXPECT_EQ(strcost::basic_string_hash<wchar_t>{}(std::wstring(L"wide")),
            std::hash<std::wstring_view>{}(L"wide"));
  EXPECT_EQ(strcost::basic_string_hash<char16_t>{}(std::u16string(u"utf16")),
            std::hash<std::u16string_view>{}(u"utf16"));
  EXPECT_EQ(strcost::basic_string_hash<char32_t>{}(U"utf32"),
            std::hash<std::u32string_view>{}(U"utf32"));
#if defined(__cpp_char8_t) && defined(__cpp_lib_char8_t)
  EXPECT_EQ(strcost::basic_string_hash<char8_t>{}(std::u8string(u8"utf8")),
            std::hash<std::u8string_view>{}(u8"utf8"));
#endif
  EXPECT_TRUE(strcost::basic_string_equal<wchar_t>{}(L"x", std::wstring(L"x")));
  EXPECT_TRUE(strcost::basic_string_less<char16_t>{}(u"a", std::u16string(u"b")));
}

// Every pair, in every mix of key forms, against std::string's own operators.
TEST(StringCompareTest, AgreesWithStdString) {
  const strcost::string_equal eq;
  const strcost::string_less less;
  const auto samples = ComparisonSamples();
  for (const std::string &a : samples) {
    for (const std::string &b : samples) {
      SCOPED_TRACE(testing::Message() << '"' << a << "\" vs \"" << b << '"');
      const std::string_view av(a), bv(b);
      EXPECT_EQ(eq(a, b), a == b);
      EXPECT_EQ(eq(av, b), a == b);
      EXPECT_EQ(eq(a, bv), a == b);
      EXPECT_EQ(less(a, b), a < b);
      EXPECT_EQ(less(av, b), a < b);
      EXPECT_EQ(less(a, bv), a < b);
      EXPECT_EQ(less(av, bv), a < b);
      EXPECT_EQ(less(OtherString(a.data(), a.size()), b), a < b);
      // A C string is what std::string(const char*) would have made of it.
      const std::string ac(a.c_str());
      EXPECT_EQ(eq(a.c_str(), b), ac == b);
      EXPECT_EQ(eq(b, a.c_str()), b == ac);
      EXPECT_EQ(less(a.c_str(), b), ac < b);
      EXPECT_EQ(less(b, a.c_str()), b < ac);
    }
  }
}

// Proves the counter sees the cost the aliases remove; without it the
// zero-allocation tests below could pass for the wrong reason.
TEST(AllocationCountTest, PlainMapLookupByCStringAllocates) {
  std::map<std::string, int> map{{kLongKey, 1}};
  std::map<std::string, int>::iterator it;
  const std::size_t n = CountAllocations([&] { it = map.find(kLongKey); });
  EXPECT_NE(it, map.end());
  EXPECT_GE(n, 1u);
}

template <class Container> void FillSet(Container &c) {
  c.insert(kLongKey);
  c.insert("short");
  c.insert("");
}
template <class Container> void FillMap(Container &c) {
  c.insert({kLongKey, 1});
  c.insert({"short", 2});
  c.insert({"", 3});
}

// find, count and the bound queries on an ordered container, with every key
// both as a C string and as a view, hits and misses. Returns how many of the
// results were wrong, so that the lookups cannot be optimised away.
template <class Container> int OrderedLookups(const Container &c) {
  int wrong = 0;
  for (const char *key : {kLongKey, "short", ""}) {
    const std::string_view view(key);
    wrong += c.find(key) == c.end();
    wrong += c.find(view) == c.end();
    wrong += c.count(key) != 1;
    wrong += c.count(view) != 1;
    wrong += c.lower_bound(key) == c.end();
    wrong += c.lower_bound(view) == c.end();
    wrong += c.equal_range(key).first == c.equal_range(view).second;
#if __cplusplus >= 202002L
    wrong += !c.contains(key);
    wrong += !c.contains(view);
#endif
  }
  for (const char *key : {kLongMiss, "shorter", "\x01"}) {
    const std::string_view view(key);
    wrong += c.find(key) != c.end();
    wrong += c.find(view) != c.end();
    wrong += c.count(key) != 0;
    wrong += c.count(view) != 0;
    wrong += c.upper_bound(key) != c.upper_bound(view);
    wrong += c.equal_range(key).first != c.equal_range(view).second;
  }
  return wrong;
}

template <class Container> void ExpectOrderedLookupsDoNotAllocate(Container &c) {
  int wrong = -1;
  const std::size_t n = CountAllocations([&] { wrong = OrderedLookups(c); });
  EXPECT_EQ(wrong, 0);
  EXPECT_EQ(n, 0u);
}

TEST(OrderedLookupTest, StringMapDoesNotAllocate) {
  strcost::string_map<int> c;
  FillMap(c);
  ExpectOrderedLookupsDoNotAllocate(c);
}
TEST(OrderedLookupTest, StringMultimapDoesNotAllocate) {
  strcost::string_multimap<int> c;
  FillMap(c);
  ExpectOrderedLookupsDoNotAllocate(c);
}
TEST(OrderedLookupTest, StringSetDoesNotAllocate) {
  strcost::string_set c;
  FillSet(c);
  ExpectOrderedLookupsDoNotAllocate(c);
}
TEST(OrderedLookupTest, StringMultisetDoesNotAllocate) {
  strcost::string_multiset c;
  FillSet(c);
  ExpectOrderedLookupsDoNotAllocate(c);
}

// A string_view key needs heterogeneous lookup here: before it, the key must
// become a std::string, and that conversion is explicit.
template <class Container> int UnorderedLookups(const Container &c) {
  int wrong = 0;
  for (const char *key : {kLongKey, "short", ""}) {
    wrong += c.find(key) == c.end();
    wrong += c.count(key) != 1;
    wrong += c.equal_range(key).first == c.end();
#if defined(__cpp_lib_generic_unordered_lookup)
    const std::string_view view(key);
    wrong += c.find(view) == c.end();
    wrong += c.count(view) != 1;
    wrong += c.equal_range(view).first == c.end();
#endif
  }
  for (const char *key : {kLongMiss, "shorter", "\x01"}) {
    wrong += c.find(key) != c.end();
    wrong += c.count(key) != 0;
#if defined(__cpp_lib_generic_unordered_lookup)
    const std::string_view view(key);
    wrong += c.find(view) != c.end();
    wrong += c.count(view) != 0;
#endif
  }
  return wrong;
}

// Without heterogeneous lookup (C++17 library) the unordered aliases still
// compile and answer correctly; only the allocation-free claim needs C++20.
TEST(UnorderedLookupTest, AliasesFindByCStringAndView) {
  strcost::unordered_string_map<int> map;
  strcost::unordered_string_multimap<int> multimap;
  strcost::unordered_string_set set;
  strcost::unordered_string_multiset multiset;
  FillMap(map);
  FillMap(multimap);
  FillSet(set);
  FillSet(multiset);
  EXPECT_EQ(UnorderedLookups(map), 0);
  EXPECT_EQ(UnorderedLookups(multimap), 0);
  EXPECT_EQ(UnorderedLookups(set), 0);
  EXPECT_EQ(UnorderedLookups(multiset), 0);
}

// Compiled only where the library has heterogeneous unordered lookup (C++20);
// a C++17 build has no such test rather than one that cannot fail.
#if defined(__cpp_lib_generic_unordered_lookup)
template <class Container>
void ExpectUnorderedLookupsDoNotAllocate(Container &c) {
  int wrong = -1;
  const std::size_t n = CountAllocations([&] {
    wrong = UnorderedLookups(c);
    wrong += !c.contains(kLongKey);
    wrong += c.contains(std::string_view(kLongMiss));
  });
  EXPECT_EQ(wrong, 0);
  EXPECT_EQ(n, 0u);
}

TEST(UnorderedLookupTest, StringMapDoesNotAllocate) {
  strcost::unordered_string_map<int> c;
  FillMap(c);
  ExpectUnorderedLookupsDoNotAllocate(c);
}
TEST(UnorderedLookupTest, StringMultimapDoesNotAllocate) {
  strcost::unordered_string_multimap<int> c;
  FillMap(c);
  ExpectUnorderedLookupsDoNotAllocate(c);
}
TEST(UnorderedLookupTest, StringSetDoesNotAllocate) {
  strcost::unordered_string_set c;
  FillSet(c);
  ExpectUnorderedLookupsDoNotAllocate(c);
}
TEST(UnorderedLookupTest, StringMultisetDoesNotAllocate) {
  strcost::unordered_string_multiset c;
  FillSet(c);
  ExpectUnorderedLookupsDoNotAllocate(c);
}
#endif

// Differential: the same random keys in a strcost alias and in the plain std
// container, queried with the keys, misses and near misses (one byte added or
// dropped, which exercises prefix ordering). Keys for C-string queries have no
// NUL; keys for view queries may hold NULs and any byte.
class LookupDifferentialTest : public testing::TestWithParam<bool> {
protected:
  static constexpr unsigned kSeed = 20240603;
  std::mt19937 rng{kSeed};

  std::string RandomKey(bool any_byte) {
    std::uniform_int_distribution<int> len(0, 40);
    // A small alphabet makes shared prefixes and near misses common.
    std::uniform_int_distribution<int> small('a', 'd');
    std::uniform_int_distribution<int> byte(0, 255);
    std::string s(len(rng), '\0');
    for (char &ch : s)
      ch = static_cast<char>(any_byte ? byte(rng) : small(rng));
    return s;
  }

  std::vector<std::string> Queries(const std::vector<std::string> &keys,
                                   bool any_byte) {
    std::vector<std::string> q(keys);
    for (const std::string &k : keys) {
      q.push_back(k + (any_byte ? '\0' : 'a'));
      if (!k.empty())
        q.push_back(k.substr(0, k.size() - 1));
    }
    for (int i = 0; i < 500; ++i)
      q.push_back(RandomKey(any_byte));
    return q;
  }
};

TEST_P(LookupDifferentialTest, AliasesAgreeWithStdContainers) {
  const bool any_byte = GetParam();
  SCOPED_TRACE(testing::Message() << "seed " << kSeed);
  std::vector<std::string> keys;
  for (int i = 0; i < 2000; ++i)
    keys.push_back(RandomKey(any_byte));

  std::map<std::string, int> std_map;
  strcost::string_map<int> map;
  std::unordered_map<std::string, int> std_umap;
  strcost::unordered_string_map<int> umap;
  for (int i = 0; i < static_cast<int>(keys.size()); ++i) {
    std_map.emplace(keys[i], i);
    map.emplace(keys[i], i);
    std_umap.emplace(keys[i], i);
    umap.emplace(keys[i], i);
  }
  ASSERT_EQ(map.size(), std_map.size());
  EXPECT_TRUE(std::equal(map.begin(), map.end(), std_map.begin()))
      << "iteration order differs";

  auto key_of = [](auto it, auto end) {
    return it == end ? std::string("<end>") : it->first;
  };
  for (const std::string &q : Queries(keys, any_byte)) {
    // Through a C string only when that does not truncate the key.
    const bool as_cstr = q.find('\0') == std::string::npos;
    const std::string_view view(q);
    SCOPED_TRACE(testing::Message() << "query \"" << q << '"');

    const auto expected = std_map.find(q);
    const int want = expected == std_map.end() ? -1 : expected->second;
    auto value = [](auto it, auto end) { return it == end ? -1 : it->second; };

    EXPECT_EQ(value(map.find(view), map.end()), want);
    EXPECT_EQ(map.count(view), std_map.count(q));
    EXPECT_EQ(key_of(map.lower_bound(view), map.end()),
              key_of(std_map.lower_bound(q), std_map.end()));
    EXPECT_EQ(key_of(map.upper_bound(view), map.end()),
              key_of(std_map.upper_bound(q), std_map.end()));
#if defined(__cpp_lib_generic_unordered_lookup)
    EXPECT_EQ(value(umap.find(view), umap.end()),
              value(std_umap.find(q), std_umap.end()));
#else
    EXPECT_EQ(value(umap.find(q), umap.end()),
              value(std_umap.find(q), std_umap.end()));
#endif
    if (as_cstr) {
      const char *cstr = q.c_str();
      EXPECT_EQ(value(map.find(cstr), map.end()), want);
      EXPECT_EQ(map.count(cstr), std_map.count(q));
      EXPECT_EQ(key_of(map.lower_bound(cstr), map.end()),
                key_of(std_map.lower_bound(q), std_map.end()));
      EXPECT_EQ(value(umap.find(cstr), umap.end()),
                value(std_umap.find(q), std_umap.end()));
    }
  }
}

// The containers exactly as strcost-temporary-lookup-key's fix-it declares
// them: std::less<> for ordered ones, string_hash with std::equal_to<> (not
// string_equal) for unordered ones.
TEST(FixItContainersTest, OrderedWithLessVoidDoesNotAllocate) {
  std::map<std::string, int, std::less<>> map;
  std::set<std::string, std::less<>> set;
  FillMap(map);
  FillSet(set);
  ExpectOrderedLookupsDoNotAllocate(map);
  ExpectOrderedLookupsDoNotAllocate(set);
}

#if defined(__cpp_lib_generic_unordered_lookup)
TEST(FixItContainersTest, UnorderedWithEqualToVoidDoesNotAllocate) {
  std::unordered_map<std::string, int, strcost::string_hash, std::equal_to<>> map;
  std::unordered_multiset<std::string, strcost::string_hash, std::equal_to<>> set;
  FillMap(map);
  FillSet(set);
  ExpectUnorderedLookupsDoNotAllocate(map);
  ExpectUnorderedLookupsDoNotAllocate(set);
}
#endif

INSTANTIATE_TEST_SUITE_P(KeyBytes, LookupDifferentialTest, testing::Bool(),
                         [](const testing::TestParamInfo<bool> &info) {
                           return info.param ? "AnyByte" : "Printable";
                         });

} // namespace
