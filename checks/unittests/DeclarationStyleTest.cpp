//===--- DeclarationStyleTest.cpp - strcost unit tests --------------------===//

#include "utils/DeclarationStyle.h"
#include "clang/Format/Format.h"
#include "gtest/gtest.h"

namespace clang::tidy::strcost::test {
namespace {

using utils::ReferenceAlignment;

TEST(MajorityAlignment, CountsDeclarationsOnly) {
  EXPECT_EQ(utils::majorityAlignment("void f(const std::string& s, int* p);"),
            ReferenceAlignment::Left);
  EXPECT_EQ(utils::majorityAlignment("void f(const std::string &s, int *p);"),
            ReferenceAlignment::Right);
  EXPECT_EQ(utils::majorityAlignment(
                "void f(std::vector<int>& v, int &a, Foo&& b);"),
            ReferenceAlignment::Left);
  // Expressions with spaces on both sides, address-of and deref say nothing.
  EXPECT_EQ(utils::majorityAlignment("int g(int a, int b) { return a & b | *p + &q; }"),
            std::nullopt);
  EXPECT_EQ(utils::majorityAlignment("void f(T& a, T &b);"), std::nullopt);
  // A comment or string is no declaration.
  EXPECT_EQ(utils::majorityAlignment("// T& a, T& b\nvoid f(T &a);"),
            ReferenceAlignment::Right);
}

TEST(StyleAlignment, ExplicitOptionsAndBaseStyles) {
  bool Derive = true;
  EXPECT_EQ(utils::styleAlignment("BasedOnStyle: LLVM", Derive),
            ReferenceAlignment::Right);
  EXPECT_FALSE(Derive);
  EXPECT_EQ(utils::styleAlignment("BasedOnStyle: Google", Derive),
            ReferenceAlignment::Left);
  // Whether Google style derives the alignment from the file is clang-format's
  // to say (it does up to LLVM 21, no longer in 22): the same answer here.
  EXPECT_EQ(Derive, format::getGoogleStyle(format::FormatStyle::LK_Cpp).DerivePointerAlignment);
  EXPECT_EQ(utils::styleAlignment("PointerAlignment: Left", Derive),
            ReferenceAlignment::Left);
  EXPECT_EQ(utils::styleAlignment("PointerAlignment: Left\nReferenceAlignment: Right",
                                  Derive),
            ReferenceAlignment::Right);
  EXPECT_EQ(utils::styleAlignment("PointerAlignment: Middle", Derive),
            ReferenceAlignment::Middle);
  EXPECT_EQ(utils::styleAlignment("---\nLanguage: Cpp\nPointerAlignment: Left\n...\n",
                                  Derive),
            ReferenceAlignment::Left);
  EXPECT_EQ(utils::styleAlignment("PointerAlignment: [", Derive), std::nullopt);
}

TEST(ReferenceStylePlace, WhereTheAmpersandGoes) {
  using S = utils::ReferenceStyle;
  EXPECT_EQ(S::place(ReferenceAlignment::Right, true).BeforeName, "&");
  EXPECT_EQ(S::place(ReferenceAlignment::Right, false).AfterType, " &");
  EXPECT_EQ(S::place(ReferenceAlignment::Left, true).AfterType, "&");
  EXPECT_EQ(S::place(ReferenceAlignment::Left, false).AfterType, "&");
  EXPECT_EQ(S::place(ReferenceAlignment::Middle, true).BeforeName, "& ");
  EXPECT_EQ(S::place(ReferenceAlignment::Middle, false).AfterType, " &");
}

} // namespace
} // namespace clang::tidy::strcost::test
