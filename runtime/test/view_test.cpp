#include <strcost/view.h>

#include <gtest/gtest.h>

#include <array>
#include <string>
#include <vector>

namespace {

// ATL/MFC CString exposes its characters and length as GetString()/GetLength()
// (an int). Real ATL is Windows-only; this mirrors its interface.
struct AtlLikeString {
  const char *Chars;
  int Length;
  const char *GetString() const { return Chars; }
  int GetLength() const { return Length; }
};

// Qt's QByteArray: constData()/size() with a signed size type.
struct QtLikeByteArray {
  const char *Chars;
  long long Length;
  const char *constData() const { return Chars; }
  long long size() const { return Length; }
};

// A length-less wrapper: as_view must refuse it.
struct PointerOnly {
  const char *c_str() const { return "x"; }
};

TEST(AsView, StdStringKeepsLengthAndEmbeddedNul) {
  std::string S("ab\0cd", 5);
  std::string_view V = strcost::as_view(S);
  EXPECT_EQ(V.data(), S.data());
  EXPECT_EQ(V.size(), 5u);
  EXPECT_EQ(V, std::string_view("ab\0cd", 5));
}

TEST(AsView, WideAndUtf16Strings) {
  std::wstring W = L"wide";
  std::u16string U = u"utf16";
  EXPECT_EQ(strcost::as_view(W), std::wstring_view(L"wide"));
  EXPECT_EQ(strcost::as_view(U), std::u16string_view(u"utf16"));
}

TEST(AsView, AtlStyleUsesStoredLengthNotTerminator) {
  // The stored length wins over the terminator: a scan would stop at 3.
  AtlLikeString S{"abc\0def", 7};
  std::string_view V = strcost::as_view(S);
  EXPECT_EQ(V.size(), 7u);
  EXPECT_EQ(V.data(), S.Chars);
}

TEST(AsView, QtStyleConstDataSize) {
  QtLikeByteArray B{"hello world", 5};
  EXPECT_EQ(strcost::as_view(B), "hello");
}

TEST(AsView, VectorOfCharAndStringView) {
  std::vector<char> Vec{'x', 'y'};
  EXPECT_EQ(strcost::as_view(Vec), "xy");
  std::string_view Sv = "view";
  EXPECT_EQ(strcost::as_view(Sv).data(), Sv.data());
}

TEST(AsView, UsableInConstantExpressions) {
  constexpr std::string_view Sv = "constexpr";
  constexpr auto V = strcost::as_view(Sv);
  static_assert(V.size() == 9);
  EXPECT_EQ(V, "constexpr");
}

static_assert(strcost::knows_its_length_v<std::string>);
static_assert(strcost::knows_its_length_v<AtlLikeString>);
static_assert(strcost::knows_its_length_v<QtLikeByteArray>);
static_assert(!strcost::knows_its_length_v<const char *>);
static_assert(!strcost::knows_its_length_v<char[8]>);
static_assert(!strcost::knows_its_length_v<PointerOnly>);
// Elements that are not characters do not make a string view.
static_assert(!strcost::knows_its_length_v<std::vector<int>>);
static_assert(!strcost::knows_its_length_v<std::array<double, 2>>);

} // namespace
