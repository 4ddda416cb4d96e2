// Differential tests: every str_cat/str_append/str_assign result is compared
// with what std::string's operator+ (or std::to_string for numbers) builds.
// Compiled as C++11, 14, 17 and 20 (the runtime works from C++11 on); tests of
// what only C++17 has (views, floating point, std::variant) are left out below.
#include <strcost/str_cat.h>

#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <new>
#include <random>
#include <string>
#include <type_traits>

#if __cplusplus >= 201703L
#define STRCOST_TEST_CXX17 1
#include <charconv>
#include <string_view>
#include <variant>
#endif

namespace {

// Counts global allocations so that "allocates once" is checked, not assumed.
std::size_t g_allocations = 0;

} // namespace

void *operator new(std::size_t n) {
  ++g_allocations;
  if (void *p = std::malloc(n ? n : 1))
    return p;
  throw std::bad_alloc();
}
// Out of line, or GCC's -Wmismatched-new-delete sees free() of new's result.
[[gnu::noinline]] void operator delete(void *p) noexcept { std::free(p); }
[[gnu::noinline]] void operator delete(void *p, std::size_t) noexcept { std::free(p); }

namespace {

using strcost::str_append;
using strcost::str_assign;
using strcost::str_cat;

class AllocationCount {
public:
  std::size_t operator()() const { return g_allocations - start_; }

private:
  std::size_t start_ = g_allocations;
};

// Longer than any small-string buffer, so that growth is visible.
const std::string kLong(100, 'L');

TEST(StrCat, NoPiecesIsEmpty) {
  EXPECT_EQ(str_cat(), "");
  std::string s = "keep";
  EXPECT_EQ(str_append(s), "keep");
  EXPECT_EQ(str_assign(s), "");
}

TEST(StrCat, StringLikePieces) {
  const std::string str = "str";
  const char *cstr = "cstr";
  char mutable_buf[] = "buf";
  char *mutable_ptr = mutable_buf;
  EXPECT_EQ(str_cat(str, cstr, mutable_buf, mutable_ptr, "lit"),
            str + cstr + mutable_buf + mutable_ptr + "lit");
}

#if defined(STRCOST_TEST_CXX17)
TEST(StrCat, ViewPieces) {
  const std::string_view view = "view";
  EXPECT_EQ(str_cat("<", view, ">"), std::string("<").append(view).append(">"));
  EXPECT_EQ(str_cat(std::string_view()), "");
}
#endif

template <class T> struct OtherAllocator {
  using value_type = T;
  OtherAllocator() = default;
  template <class U> OtherAllocator(const OtherAllocator<U> &) {}
  T *allocate(std::size_t n) { return std::allocator<T>().allocate(n); }
  void deallocate(T *p, std::size_t n) { std::allocator<T>().deallocate(p, n); }
  friend bool operator==(OtherAllocator, OtherAllocator) { return true; }
  friend bool operator!=(OtherAllocator, OtherAllocator) { return false; }
};
using OtherString = std::basic_string<char, std::char_traits<char>, OtherAllocator<char>>;

TEST(StrCat, StringsOfAnyAllocator) {
  OtherString other = "other";
  EXPECT_EQ(str_cat(other, "!"), "other!");
  str_append(other, '+', kLong, other);
  EXPECT_EQ(std::string(other.data(), other.size()), "other+" + kLong + "other");
  str_assign(other, "<", other, ">");
  EXPECT_EQ(std::string(other.data(), other.size()), "<other+" + kLong + "other>");
}

#if defined(STRCOST_TEST_CXX17)
struct ViewName {
  operator std::string_view() const { return "name"; }
};
TEST(StrCat, ConvertibleToStringView) { EXPECT_EQ(str_cat("<", ViewName{}, ">"), "<name>"); }
#endif

TEST(StrCat, CharArrayStopsAtFirstNulLikeOperatorPlus) {
  char buf[16] = "ab\0cd";
  EXPECT_EQ(str_cat(buf, "|"), std::string() + buf + "|");
  EXPECT_EQ(str_cat(buf, "|"), "ab|");
}

TEST(StrCat, NullCStringIsEmpty) {
  const char *null = nullptr;
  EXPECT_EQ(str_cat("a", null, "b"), "ab");
}

TEST(StrCat, CharIsOneCharacter) {
  std::string s = "x";
  EXPECT_EQ(str_cat('a', s, 'b'), 'a' + s + 'b');
  EXPECT_EQ(str_cat('\0').size(), 1u);
}

TEST(StrCat, EmptyPieces) {
  const std::string empty;
  EXPECT_EQ(str_cat(empty, "", "a", empty), "a");
  std::string s;
  EXPECT_EQ(str_append(s, "", empty), "");
}

TEST(StrCat, EmbeddedNulsAreKept) {
  const std::string a("a\0b", 3);
  const std::string b("\0\0", 2);
  const std::string r = str_cat(a, b, '\0', a);
  EXPECT_EQ(r, a + b + '\0' + a);
  EXPECT_EQ(r.size(), 9u);
}

TEST(StrCat, IntegersOfEveryWidth) {
  EXPECT_EQ(str_cat(short{-12}, ' ', static_cast<unsigned short>(65535)), "-12 65535");
  EXPECT_EQ(str_cat(-1, ' ', 0, ' ', 42u), "-1 0 42");
  EXPECT_EQ(str_cat(-7L, ' ', 7UL, ' ', -8LL, ' ', 8ULL), "-7 7 -8 8");
  // Small integer types are numbers, not characters (unlike `s + int8_t`).
  EXPECT_EQ(str_cat(std::int8_t{65}, ' ', std::uint8_t{200}), "65 200");
  EXPECT_EQ(str_cat(static_cast<signed char>(-128)), "-128");
}

TEST(StrCat, IntegersAtTheirLimits) {
  constexpr auto i64min = std::numeric_limits<std::int64_t>::min();
  constexpr auto i64max = std::numeric_limits<std::int64_t>::max();
  constexpr auto u64max = std::numeric_limits<std::uint64_t>::max();
  EXPECT_EQ(str_cat(i64min), "-9223372036854775808");
  EXPECT_EQ(str_cat(i64max), "9223372036854775807");
  EXPECT_EQ(str_cat(u64max), "18446744073709551615");
  EXPECT_EQ(str_cat(i64min, u64max), std::to_string(i64min) + std::to_string(u64max));
  EXPECT_EQ(str_cat(std::numeric_limits<int>::min()),
            std::to_string(std::numeric_limits<int>::min()));
  EXPECT_EQ(str_cat(std::numeric_limits<std::int16_t>::min()), "-32768");
}

#if defined(STRCOST_TEST_CXX17)
TEST(StrCat, FloatingPointShortestForm) {
  EXPECT_EQ(str_cat(0.1), "0.1");
  EXPECT_EQ(str_cat(1.5f), "1.5");
  EXPECT_EQ(str_cat(100.0), "100");
  EXPECT_EQ(str_cat(1e100), "1e+100");
  EXPECT_EQ(str_cat(-0.0), "-0");
  EXPECT_EQ(str_cat(std::numeric_limits<double>::infinity()), "inf");
  EXPECT_EQ(str_cat(-std::numeric_limits<double>::infinity()), "-inf");
  EXPECT_EQ(str_cat(std::numeric_limits<double>::quiet_NaN()), "nan");
  EXPECT_EQ(str_cat(std::numeric_limits<double>::denorm_min()), "5e-324");
  EXPECT_EQ(str_cat(std::numeric_limits<double>::lowest()), "-1.7976931348623157e+308");
}

template <class T> void expectRoundTrip(T value) {
  const std::string text = str_cat(value);
  T back{};
  const auto r = std::from_chars(text.data(), text.data() + text.size(), back);
  ASSERT_EQ(r.ec, std::errc()) << text;
  EXPECT_EQ(r.ptr, text.data() + text.size()) << text;
  EXPECT_EQ(back, value) << text;
  EXPECT_EQ(std::signbit(back), std::signbit(value)) << text;
}

TEST(StrCat, FloatingPointRoundTrips) {
  for (double d : {0.1, 1.0 / 3, -2.5e-300, 6.02214076e23, 123456789012345678.0,
                   std::numeric_limits<double>::min(), std::numeric_limits<double>::max(),
                   std::numeric_limits<double>::epsilon(), -0.0})
    expectRoundTrip(d);
  for (float f : {0.1f, 1.0f / 3, std::numeric_limits<float>::max(),
                  std::numeric_limits<float>::denorm_min()})
    expectRoundTrip(f);
  // Not denorm_min: libstdc++'s from_chars reports ERANGE for subnormal long doubles.
  for (long double ld : {0.1L, 1.0L / 3, std::numeric_limits<long double>::max(),
                         std::numeric_limits<long double>::min()})
    expectRoundTrip(ld);
}

TEST(StrCat, RandomBitPatternsRoundTrip) {
  std::mt19937_64 rng(20240605);
  for (int i = 0; i < 20000; ++i) {
    const std::uint64_t bits = rng();
    double d;
    std::memcpy(&d, &bits, sizeof d);
    if (std::isfinite(d))
      expectRoundTrip(d);
    const auto bits32 = static_cast<std::uint32_t>(bits);
    float f;
    std::memcpy(&f, &bits32, sizeof f);
    if (std::isfinite(f))
      expectRoundTrip(f);
  }
}
#endif

TEST(StrCat, WideStrings) {
  const std::wstring w = L"wide";
  EXPECT_EQ(str_cat(w, L'-', L"lit", w), w + L'-' + L"lit" + w);
#if defined(STRCOST_TEST_CXX17)
  EXPECT_EQ(str_cat(w, std::wstring_view(L"view")), w + L"view");
#endif
  static_assert(std::is_same<decltype(str_cat(L"x")), std::wstring>::value, "");
  const std::u16string u16 = u"sixteen";
  EXPECT_EQ(str_cat(u16, u'!'), u16 + u'!');
  std::u32string u32 = U"a";
  EXPECT_EQ(str_append(u32, U"b", U'c'), U"abc");
  EXPECT_EQ(str_assign(u32, U"z", u32), U"zabc");
}

// Short pieces take fixed-size copies by byte count (1, 2-3, 4-7, 8-16,
// more); every length up to 40 characters, in 1-, 2- and 4-byte characters.
template <class C> void checkEveryPieceLength() {
  std::basic_string<C> text;
  for (int i = 0; i < 90; ++i)
    text.push_back(static_cast<C>('A' + i % 26));
  for (std::size_t a = 0; a <= 40; ++a)
    for (std::size_t b = 0; b <= 40; b += 3) {
      const std::basic_string<C> x = text.substr(0, a), y = text.substr(a, b);
      const std::basic_string<C> expected = x + y + x;
      EXPECT_EQ(str_cat(x, y, x), expected) << a << " " << b;
      std::basic_string<C> s = text.substr(7, 5);
      EXPECT_EQ(str_append(s, y, x), text.substr(7, 5) + y + x) << a << " " << b;
      EXPECT_EQ(str_assign(s, x, y, x), expected) << a << " " << b;
    }
}
TEST(StrCat, EveryShortPieceLength) {
  checkEveryPieceLength<char>();
  checkEveryPieceLength<char16_t>();
  checkEveryPieceLength<char32_t>();
}

#if defined(__cpp_char8_t)
TEST(StrCat, Utf8Strings) {
  const std::u8string u8 = u8"eight";
  // EXPECT_TRUE: Debian's libgtest, built as C++17, cannot print u8string.
  EXPECT_TRUE(str_cat(u8, u8'!', u8"?") == u8"eight!?");
}
#endif

TEST(StrCat, ResultCharTypeComesFromTheFirstCharacterTypedPiece) {
  static_assert(std::is_same<decltype(str_cat()), std::string>::value, "");
  static_assert(std::is_same<decltype(str_cat(1, 2)), std::string>::value, "");
  static_assert(std::is_same<decltype(str_cat(u"a", std::u16string())), std::u16string>::value,
                "");
}

TEST(StrCat, AllocatesOnce) {
  const std::string a(40, 'a'), b(40, 'b');
  AllocationCount count;
  const std::string r = str_cat(a, "/", b, 123456789, '.', 25, kLong);
  EXPECT_EQ(count(), 1u);
  EXPECT_EQ(r, a + "/" + b + "123456789" + '.' + "25" + kLong);
  EXPECT_EQ(r.capacity(), r.size());
}

TEST(StrCat, SmallResultDoesNotAllocate) {
  const std::string a = "ab";
  AllocationCount count;
  const std::string r = str_cat(a, '/', 42, "cd");
  EXPECT_EQ(count(), 0u);
  EXPECT_EQ(r, "ab/42cd");
}

TEST(StrAppend, AppendsAndReturnsTheString) {
  std::string s = "a";
  std::string &r = str_append(s, "b", 'c', 1, -25);
  EXPECT_EQ(&r, &s);
  EXPECT_EQ(s, "abc1-25");
}

TEST(StrAppend, ReallocatesAtMostOnce) {
  std::string s = kLong;
  AllocationCount count;
  str_append(s, kLong, "/", kLong, 42, kLong);
  EXPECT_EQ(count(), 1u);
  EXPECT_EQ(s, kLong + kLong + "/" + kLong + "42" + kLong);
}

TEST(StrAppend, DoesNotAllocateWithinCapacity) {
  std::string s;
  s.reserve(500);
  const char *const data = s.data();
  AllocationCount count;
  for (int i = 0; i < 10; ++i)
    str_append(s, "abc", i, kLong.substr(0, 10));
  EXPECT_EQ(count(), 0u);
  EXPECT_EQ(s.data(), data);
}

TEST(StrAppend, GrowsGeometricallyInALoop) {
  std::string s;
  AllocationCount count;
  for (int i = 0; i < 10000; ++i)
    str_append(s, "ab", 'c');
  EXPECT_EQ(s.size(), 30000u);
  EXPECT_LT(count(), 20u);
}

TEST(StrAppend, SelfReference) {
  for (const std::string &start : {std::string("abc"), kLong}) {
    SCOPED_TRACE(start.size());
    std::string s = start;
    str_append(s, s);
    EXPECT_EQ(s, start + start);

    s = start;
    str_append(s, s.c_str() + 1);
    EXPECT_EQ(s, start + start.substr(1));

    s = start;
    str_append(s, s.c_str(), "-", s, s.data());
    EXPECT_EQ(s, start + start + "-" + start + start);

    s = start;
    str_append(s, s[0], s.back(), kLong);
    EXPECT_EQ(s, start + start[0] + start.back() + kLong);
  }
}

TEST(StrAppend, SelfReferenceWithinCapacityStaysInPlace) {
  std::string s = "abc";
  s.reserve(100);
  const char *const data = s.data();
  str_append(s, s, s[1], s);
  EXPECT_EQ(s, "abcabcbabc");
  EXPECT_EQ(s.data(), data);
}

TEST(StrAssign, ReplacesContents) {
  std::string s = "old contents";
  std::string &r = str_assign(s, "new ", 1);
  EXPECT_EQ(&r, &s);
  EXPECT_EQ(s, "new 1");
}

TEST(StrAssign, ReusesCapacity) {
  std::string s;
  str_assign(s, kLong, kLong);
  const char *const data = s.data();
  const std::string half = kLong.substr(0, 50);
  for (int i = 0; i < 100; ++i) {
    AllocationCount count;
    str_assign(s, kLong, i, "/", half);
    EXPECT_EQ(count(), 0u);
    EXPECT_EQ(s.data(), data);
    EXPECT_EQ(s, kLong + std::to_string(i) + "/" + half);
  }
  str_assign(s, "short");
  EXPECT_EQ(s.data(), data) << "shrinking the contents keeps the buffer";
  EXPECT_EQ(s, "short");
}

TEST(StrAssign, GrowsOnceWhenCapacityIsShort) {
  std::string s = "x";
  AllocationCount count;
  str_assign(s, kLong, kLong);
  EXPECT_EQ(count(), 1u);
  EXPECT_EQ(s, kLong + kLong);
}

TEST(StrAssign, SelfReference) {
  for (const std::string &start : {std::string("abc"), kLong}) {
    SCOPED_TRACE(start.size());
    std::string s = start;
    str_assign(s, "x", s);
    EXPECT_EQ(s, "x" + start);

    s = start;
    str_assign(s, s);
    EXPECT_EQ(s, start);

#if defined(STRCOST_TEST_CXX17)
    // A rotation: no order of in-place copies gets this right.
    s = start;
    s.reserve(1000);
    const std::string_view v = s;
    str_assign(s, v.substr(1), v.substr(0, 1));
    EXPECT_EQ(s, start.substr(1) + start.substr(0, 1));
#endif

    s = start;
    str_assign(s, s.c_str() + 1, '|', s[0], 7);
    EXPECT_EQ(s, start.substr(1) + '|' + start[0] + '7');
  }
}

// --- the pieces strcost-chained-concatenation's fix-its pass ------------------
// The check turns std::to_string(n) into n for integers: the runtime must
// print every integer type exactly as std::to_string does, in every standard.

template <class T> void expectLikeToString(T value) {
  EXPECT_EQ(str_cat(value), std::to_string(value)) << +value;
  // Not "<" + to_string(...): GCC 12 warns (-Wrestrict) inside that operator+.
  EXPECT_EQ(str_cat("<", value, ">"), std::string("<").append(std::to_string(value)).append(">"))
      << +value;
}

template <class T> void expectIntegersLikeToString(std::mt19937_64 &rng) {
  expectLikeToString(std::numeric_limits<T>::min());
  expectLikeToString(std::numeric_limits<T>::max());
  expectLikeToString(T(0));
  for (T v = 1, last = 0; v > last && v <= std::numeric_limits<T>::max() / 10; last = v, v *= 10) {
    expectLikeToString(T(v - 1));
    expectLikeToString(v);
  }
  for (int i = 0; i < 2000; ++i)
    expectLikeToString(static_cast<T>(rng()));
}

TEST(StrCat, IntegersPrintLikeToString) {
  std::mt19937_64 rng(7);
  expectIntegersLikeToString<short>(rng);
  expectIntegersLikeToString<unsigned short>(rng);
  expectIntegersLikeToString<int>(rng);
  expectIntegersLikeToString<unsigned>(rng);
  expectIntegersLikeToString<long>(rng);
  expectIntegersLikeToString<unsigned long>(rng);
  expectIntegersLikeToString<long long>(rng);
  expectIntegersLikeToString<unsigned long long>(rng);
  // std::to_string promotes them to int: numbers, not characters.
  expectIntegersLikeToString<signed char>(rng);
  expectIntegersLikeToString<unsigned char>(rng);
}

TEST(StrCat, VolatilePieces) {
  volatile char c = 'A';
  volatile int n = -42;
  EXPECT_EQ(str_cat(c, n), "A-42");
  std::string s = "x";
  EXPECT_EQ(str_append(s, c, n), "xA-42");
  EXPECT_EQ(str_assign(s, n, c), "-42A");
}

struct PackedFlags {
  char tag : 7;
  unsigned level : 3;
};

TEST(StrCat, BitFieldPieces) {
  PackedFlags f;
  f.tag = 'Z';
  f.level = 5;
  EXPECT_EQ(str_cat(f.tag, f.level), std::string() + f.tag + std::to_string(f.level));
}

struct DerivedString : std::string {
  DerivedString(const char *p) : std::string(p) {}
  std::size_t size() const { return 999; } // hides the base's; never used
};
struct DerivedWide : std::wstring {
  DerivedWide(const wchar_t *p) : std::wstring(p) {}
};

TEST(StrCat, ClassesDerivedFromStrings) {
  const DerivedString d("derived");
  EXPECT_EQ(str_cat(d, "/", d), "derived/derived");
  static_assert(std::is_same<decltype(str_cat(d, d)), std::string>::value, "");
  std::string s = "x";
  EXPECT_EQ(str_append(s, d, '!'), "xderived!");
  EXPECT_EQ(str_assign(s, d), "derived");
  const DerivedWide w(L"wide");
  static_assert(std::is_same<decltype(str_cat(w, w)), std::wstring>::value, "");
  EXPECT_EQ(str_cat(w, L'-', w), L"wide-wide");
}

// --- randomized differential test, without std::variant -----------------------
// Pieces of every kind that has a meaning in C++11, chosen at run time; each
// combination is one call, checked against operator+ and std::to_string.

struct RawPiece {
  int kind; // 0 string, 1 C string, 2 char, 3 long long, 4 unsigned, 5 view of the target
  std::string text;
  const char *cstr;
  char c;
  long long ll;
  unsigned u;
  std::size_t pos;
};

std::string expectedOf(const std::string &self, const RawPiece &p) {
  switch (p.kind) {
  case 0: return p.text;
  case 1: return p.cstr;
  case 2: return std::string(1, p.c);
  case 3: return std::to_string(p.ll);
  case 4: return std::to_string(p.u);
  default: return p.pos < self.size() ? std::string(self.c_str() + p.pos) : std::string();
  }
}

// Calls F with the piece as its own type; a view of the target is passed as
// a pointer into it (read up to its first NUL), which is how C++11 code names
// part of a string.
template <class F> void withPiece(const std::string &self, const RawPiece &p, F f) {
  switch (p.kind) {
  case 0: f(p.text); break;
  case 1: f(p.cstr); break;
  case 2: f(p.c); break;
  case 3: f(p.ll); break;
  case 4: f(p.u); break;
  default: f(p.pos < self.size() ? self.c_str() + p.pos : ""); break;
  }
}

struct Call {
  std::string &s;
  int op;
  template <class A, class B, class C> void run(const A &a, const B &b, const C &c) const {
    if (op == 0)
      s = str_cat(a, b, c);
    else if (op == 1)
      str_append(s, a, b, c);
    else
      str_assign(s, a, b, c);
  }
};
template <class A, class B> struct Third {
  const Call &call;
  const A &a;
  const B &b;
  template <class C> void operator()(const C &c) const { call.run(a, b, c); }
};
template <class A> struct Second {
  const Call &call;
  const A &a;
  const RawPiece &third;
  template <class B> void operator()(const B &b) const {
    withPiece(call.s, third, Third<A, B>{call, a, b});
  }
};
struct First {
  const Call &call;
  const RawPiece &second, &third;
  template <class A> void operator()(const A &a) const {
    withPiece(call.s, second, Second<A>{call, a, third});
  }
};

TEST(StrCat, RandomizedDifferentialInEveryStandard) {
  std::mt19937 rng(2024);
  auto below = [&](std::size_t n) {
    return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
  };
  static const char *const cstrings[] = {"", "c", "/", " => ", "a longer C string here"};
  auto make = [&]() {
    RawPiece p{};
    p.kind = static_cast<int>(below(6));
    p.text.assign(below(4) == 0 ? below(40) : below(8), 'a');
    for (char &ch : p.text)
      ch = static_cast<char>('a' + below(26));
    p.cstr = cstrings[below(5)];
    p.c = static_cast<char>(below(256));
    p.ll = std::uniform_int_distribution<long long>(std::numeric_limits<long long>::min())(rng);
    p.u = static_cast<unsigned>(rng());
    p.pos = below(64);
    return p;
  };
  std::string s;
  for (int round = 0; round < 20000; ++round) {
    const RawPiece a = make(), b = make(), c = make();
    const int op = static_cast<int>(below(3));
    const std::string pieces = expectedOf(s, a) + expectedOf(s, b) + expectedOf(s, c);
    const std::string expected = op == 1 ? s + pieces : pieces;
    SCOPED_TRACE(::testing::Message() << "round " << round << ", op " << op);
    const Call call{s, op};
    withPiece(s, a, First{call, b, c});
    ASSERT_EQ(s, expected);
    if (s.size() > 300)
      s.erase(0, below(s.size()));
    if (below(50) == 0)
      s.shrink_to_fit(); // so that self-referencing appends also reallocate
  }
}

// --- randomized differential test --------------------------------------------

#if defined(STRCOST_TEST_CXX17)

struct SelfView { // a piece that views the target string itself
  std::size_t pos, len;
};
using Piece = std::variant<std::string, std::string_view, const char *, char, long long,
                           unsigned, double, SelfView>;

const std::array<const char *, 5> kCStrings = {"", "c", "/", " => ", "a longer C string here"};

struct Generator {
  explicit Generator(unsigned seed) : rng(seed) {}
  std::mt19937 rng;
  std::string storage[16]; // what string_view pieces point at
  int next = 0;

  std::size_t below(std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng); }

  std::string randomString() {
    std::string s(below(4) == 0 ? below(40) : below(8), '\0');
    for (char &c : s)
      c = static_cast<char>(below(4) == 0 ? below(256) : 'a' + below(26));
    return s;
  }

  Piece piece() {
    switch (below(8)) {
    case 0: return randomString();
    case 1: {
      std::string &backing = storage[next++ % 16];
      backing = randomString();
      return std::string_view(backing);
    }
    case 2: return kCStrings[below(kCStrings.size())];
    case 3: return static_cast<char>(below(256));
    case 4: return std::uniform_int_distribution<long long>(
                       std::numeric_limits<long long>::min())(rng);
    case 5: return static_cast<unsigned>(rng());
    case 6: return std::uniform_real_distribution<double>(-1e6, 1e6)(rng);
    default: return SelfView{below(64), below(64)};
    }
  }
};

std::string reference(const std::string &self, const Piece &p) {
  struct Visitor {
    const std::string &self;
    std::string operator()(const std::string &s) const { return s; }
    std::string operator()(std::string_view v) const { return std::string(v); }
    std::string operator()(const char *c) const { return c; }
    std::string operator()(char c) const { return std::string(1, c); }
    std::string operator()(long long v) const { return std::to_string(v); }
    std::string operator()(unsigned v) const { return std::to_string(v); }
    std::string operator()(double d) const {
      char buf[64];
      return std::string(buf, std::to_chars(buf, buf + sizeof buf, d).ptr);
    }
    std::string operator()(SelfView v) const {
      return v.pos <= self.size() ? self.substr(v.pos, v.len) : std::string();
    }
  };
  return std::visit(Visitor{self}, p);
}

// Resolves a SelfView into a view of the target, as a caller would write it.
template <class T> const T &resolve(const std::string &, const T &x) { return x; }
std::string_view resolve(const std::string &self, SelfView v) {
  return v.pos <= self.size() ? std::string_view(self).substr(v.pos, v.len) : std::string_view();
}

TEST(StrCat, RandomizedDifferentialAgainstOperatorPlus) {
  Generator gen(12345);
  std::string s;
  for (int round = 0; round < 20000; ++round) {
    const Piece a = gen.piece(), b = gen.piece(), c = gen.piece();
    const std::size_t op = gen.below(3);
    const std::string pieces = reference(s, a) + reference(s, b) + reference(s, c);
    const std::string expected = op == 1 ? s + pieces : pieces;
    SCOPED_TRACE(::testing::Message() << "round " << round << ", op " << op);
    std::visit(
        [&](const auto &x, const auto &y, const auto &z) {
          if (op == 0)
            s = str_cat(resolve(s, x), resolve(s, y), resolve(s, z));
          else if (op == 1)
            str_append(s, resolve(s, x), resolve(s, y), resolve(s, z));
          else
            str_assign(s, resolve(s, x), resolve(s, y), resolve(s, z));
        },
        a, b, c);
    ASSERT_EQ(s, expected);
    if (s.size() > 300)
      s.erase(0, gen.below(s.size()));
    if (gen.below(50) == 0)
      s.shrink_to_fit(); // so that self-referencing appends also reallocate
  }
}

#endif // STRCOST_TEST_CXX17

} // namespace
