//===--- CostModelTest.cpp - strcost unit tests ---------------------------===//

#include "AstFixture.h"
#include "utils/CostModel.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost::test {
namespace {

using utils::Cost;
using utils::StringShape;

StringShape shape(std::optional<uint64_t> Length, unsigned Capacity = 15) {
  StringShape S;
  S.Length = Length;
  S.SmallCapacity = Capacity;
  return S;
}

TEST(CostModel, FormatsCountsAndTime) {
  Cost C = utils::priced(1, 24, 0, 3);
  EXPECT_EQ(utils::formatCost(C), "cost per execution: 1 allocation, 24 bytes "
                                  "copied, ~11 ns");
  C = utils::priced(0, 0, 33);
  EXPECT_EQ(utils::formatCost(C),
            "cost per execution: no allocation, 33 bytes scanned, ~1.2 ns");
  C = utils::priced(2, 1, 0, 120);
  EXPECT_EQ(utils::formatCost(C),
            "cost per execution: 2 allocations, 1 byte copied, ~140 ns");
}

TEST(CostModel, FormatsOncePerProgramStartAndAssumptions) {
  Cost C = utils::stringConstantCost(shape(40), /*Local=*/false);
  EXPECT_EQ(utils::formatCost(C), "cost once per program start: 1 allocation, "
                                  "40 bytes copied, ~12 ns");
  C = utils::stringCopyCost(shape(std::nullopt));
  EXPECT_EQ(utils::formatCost(C),
            "cost per execution: 1 allocation, 32 bytes copied, ~12 ns "
            "(assuming 32 characters where the length is unknown)");
}

// The ranking (scripts/strcost_coverage.py, COST_NOTE) reads "~N ns" after
// "cost per execution: ".
TEST(CostModel, TheRankingReadsTheTime) {
  std::string Text = utils::formatCost(utils::stringCopyCost(shape(100)));
  size_t Tilde = Text.find('~');
  ASSERT_NE(Tilde, std::string::npos);
  EXPECT_EQ(Text.rfind("cost per execution: ", 0), 0u);
  EXPECT_EQ(Text.substr(Text.size() - 3), " ns");
}

TEST(CostModel, SmallStringBufferDropsTheAllocation) {
  EXPECT_EQ(utils::stringCopyCost(shape(15)).Allocations, 0u);
  EXPECT_EQ(utils::stringCopyCost(shape(16)).Allocations, 1u);
  EXPECT_EQ(utils::stringCopyCost(shape(22, 22)).Allocations, 0u);
  EXPECT_EQ(utils::stringCopyCost(shape(23, 22)).Allocations, 1u);
  EXPECT_LT(utils::stringCopyCost(shape(15)).Nanoseconds,
            utils::stringCopyCost(shape(16)).Nanoseconds);
  StringShape Wide = shape(4, 3);
  Wide.CharSize = 4;
  EXPECT_EQ(utils::stringCopyCost(Wide).BytesCopied, 16u);
  EXPECT_EQ(utils::stringCopyCost(Wide).Allocations, 1u);
}

TEST(CostModel, EachCheckPricesItsCopy) {
  EXPECT_EQ(utils::stringByValueParamCost(shape(56)).Allocations, 1u);
  EXPECT_EQ(utils::temporaryStringArgumentCost(shape(16)).BytesCopied, 16u);
  EXPECT_EQ(utils::readOnlyCopyCost(shape(25)).Allocations, 1u);
  EXPECT_TRUE(utils::stringConstantCost(shape(5), true).Assumption.empty());
  EXPECT_FALSE(utils::stringConstantCost(shape(5), true).OncePerProgramStart);
  EXPECT_EQ(utils::temporaryLookupKeyCost(shape(40)).Allocations, 1u);
  EXPECT_EQ(utils::temporaryLookupKeyCost(shape(8)).Allocations, 0u);
}

TEST(CostModel, LengthScanGrowsWithTheLength) {
  Cost Short = utils::redundantLengthScanCost(16, 1);
  Cost Long = utils::redundantLengthScanCost(1024, 1);
  EXPECT_EQ(Short.BytesScanned, 17u);
  EXPECT_EQ(Short.Allocations, 0u);
  // Measured: 1.0 ns over 16 characters, 6.1 ns over 1024.
  EXPECT_NEAR(Short.Nanoseconds, 1.0, 0.2);
  EXPECT_NEAR(Long.Nanoseconds, 6.1, 0.5);
  Cost Unknown = utils::redundantLengthScanCost(std::nullopt, 2);
  EXPECT_EQ(Unknown.BytesScanned, 66u);
  EXPECT_FALSE(Unknown.Assumption.empty());
}

TEST(CostModel, RepeatedLookupByContainer) {
  // bench/pairs/repeated_lookup.cpp: 12.2 ns a lookup saved at 12
  // characters, 15.2 ns at 48.
  Cost Hash8 = utils::repeatedLookupCost(false, 12);
  Cost Hash40 = utils::repeatedLookupCost(false, 48);
  EXPECT_NEAR(Hash8.Nanoseconds, 12.2, 1.5);
  EXPECT_NEAR(Hash40.Nanoseconds, 15.2, 1.5);
  EXPECT_TRUE(Hash8.Assumption.empty());
  Cost Tree = utils::repeatedLookupCost(true, 8);
  EXPECT_GT(Tree.Nanoseconds, Hash40.Nanoseconds);
  EXPECT_NE(Tree.Assumption.find("1,000 keys"), std::string::npos);
  Cost Twice = utils::repeatedLookupCost(false, 12, 2);
  EXPECT_DOUBLE_EQ(Twice.Nanoseconds, 2 * Hash8.Nanoseconds);
  EXPECT_EQ(Twice.BytesScanned, 24u);
}

std::vector<std::optional<uint64_t>> pieces(std::initializer_list<uint64_t> L) {
  return std::vector<std::optional<uint64_t>>(L.begin(), L.end());
}

// The pieces of bench/str_cat_benchmark.cpp and the savings of
// docs/benchmarks.md ("Chained +: 3 and 10 operands"), chained + vs str_cat.
TEST(CostModel, ChainFitsTheMeasuredPairs) {
  auto Cat = [](auto P) {
    return utils::chainedConcatenationCost(P, 1, 15, utils::ChainFix::Cat);
  };
  // 3 short pieces: no allocation either way, 3.8 ns measured.
  Cost ThreeShort = Cat(pieces({2, 1, 2}));
  EXPECT_EQ(ThreeShort.Allocations, 0u);
  EXPECT_NEAR(ThreeShort.Nanoseconds, 3.8, 1.5);
  // 3 long pieces (20 + 1 + 28): two allocations against one, 22.7 ns.
  Cost ThreeLong = Cat(pieces({20, 1, 28}));
  EXPECT_EQ(ThreeLong.Allocations, 1u);
  EXPECT_EQ(ThreeLong.BytesCopied, 21u);
  EXPECT_NEAR(ThreeLong.Nanoseconds, 22.7, 6);
  // 6 long pieces, the seed expression: 38.2 ns (87.5 - 28.2 = 59 in the
  // check's page, another run).
  Cost SixLong = Cat(pieces({7, 1, 20, 4, 4, 28}));
  EXPECT_EQ(SixLong.Allocations, 2u);
  EXPECT_GT(SixLong.Nanoseconds, 38.2 * 0.75);
  EXPECT_LT(SixLong.Nanoseconds, 59 * 1.25);
  // 10 pieces that fit the buffer: 31.9 ns.
  EXPECT_NEAR(Cat(pieces({1, 2, 1, 2, 1, 2, 1, 2, 1, 1})).Nanoseconds, 31.9, 4);
}

TEST(CostModel, ChainGrowsWithItsPieces) {
  std::vector<std::optional<uint64_t>> Three(3, std::nullopt), Ten(10, std::nullopt);
  Cost C3 = utils::chainedConcatenationCost(Three, 1, 15, utils::ChainFix::Cat);
  Cost C10 = utils::chainedConcatenationCost(Ten, 1, 15, utils::ChainFix::Cat);
  EXPECT_LT(C3.Allocations, C10.Allocations);
  EXPECT_LT(C3.Nanoseconds, C10.Nanoseconds);
  EXPECT_FALSE(C3.Assumption.empty());
  // Into a target, the fix reuses its buffer: every allocation is saved.
  Cost Into = utils::chainedConcatenationCost(Three, 1, 15,
                                              utils::ChainFix::IntoTarget);
  EXPECT_EQ(Into.Allocations, C3.Allocations + 1);
}

TEST(CostModel, StreamAndLoopGrowthModels) {
  Cost Stream = utils::streamConcatenationCost(pieces({4, 1, 4}), 1, 15);
  EXPECT_GE(Stream.Nanoseconds, 150);
  EXPECT_NE(Stream.Assumption.find("not measured"), std::string::npos);
  Cost Growth = utils::loopGrowthCost(1000, 2, 15);
  // 15 -> 30 -> ... -> 3840: eight growths, seven avoidable.
  EXPECT_EQ(Growth.Allocations, 7u);
  EXPECT_TRUE(Growth.Assumption.empty());
  EXPECT_FALSE(utils::loopGrowthCost(std::nullopt, 1, 15).Assumption.empty());
  // Wide characters move as many bytes as they are wide.
  Cost Wide = utils::loopGrowthCost(1000, 2, 15, 4);
  EXPECT_EQ(Wide.Allocations, 7u);
  EXPECT_EQ(Wide.BytesCopied, 4 * Growth.BytesCopied);
  // Within one growth of the small buffer reserve saves no allocation.
  EXPECT_EQ(utils::loopGrowthCost(10, 2, 15).Allocations, 0u);
  EXPECT_EQ(utils::loopGrowthCost(20, 1, 15).Allocations, 0u);
  // The count unknown, the pieces known: the assumption names the count only.
  Cost Unknown = utils::loopGrowthCost(std::nullopt, 2, 15);
  EXPECT_NE(Unknown.Assumption.find("100 iterations"), std::string::npos);
  EXPECT_EQ(Unknown.Assumption.find("1 character"), std::string::npos);
}

TEST(CostModel, LoopGrowthCases) {
  utils::StringShape Known;
  Known.Length = 100;
  // s = s + x: the copy of s's 100 characters and the new string's buffer.
  Cost Self = utils::selfConcatenationCost(Known, 1);
  EXPECT_EQ(Self.Allocations, 1u);
  EXPECT_EQ(Self.BytesCopied, 100u);
  EXPECT_TRUE(Self.Assumption.empty());
  utils::StringShape Short;
  Short.Length = 4;
  EXPECT_EQ(utils::selfConcatenationCost(Short, 1).Allocations, 0u);
  EXPECT_FALSE(utils::selfConcatenationCost(utils::StringShape(), 1).Assumption.empty());
  // A local grown to 100 characters: 15 -> 30 -> 60 -> 120, three growths.
  Cost Local = utils::loopLocalStringCost(Known);
  EXPECT_EQ(Local.Allocations, 3u);
  EXPECT_EQ(Local.BytesCopied, 15u + 30u + 60u);
  EXPECT_EQ(utils::loopLocalStringCost(Short).Allocations, 0u);
}

TEST(CostModel, KnownLengthFromTheSource) {
  auto AST = parse(R"cc(
    struct S { S(const char *); S(const S &); };
    const char *const P = "abcd";
    void f(const char *q) {
      auto a = "hello";
      auto b = 'x';
      const S c("twelve chars");
      auto d = c;
      auto e = q;
      auto g = P;
    }
  )cc");
  auto initOf = [&](llvm::StringRef Name) {
    const auto *V = findOne<VarDecl>(*AST, varDecl(hasName(Name)).bind("x"));
    return V ? V->getInit() : nullptr;
  };
  EXPECT_EQ(utils::knownLength(initOf("a")), 5u);
  EXPECT_EQ(utils::knownLength(initOf("b")), 1u);
  EXPECT_EQ(utils::knownLength(initOf("c")), 12u);
  EXPECT_EQ(utils::knownLength(initOf("d")), 12u);
  EXPECT_EQ(utils::knownLength(initOf("e")), std::nullopt);
  EXPECT_EQ(utils::knownLength(initOf("g")), 4u);
}

} // namespace
} // namespace clang::tidy::strcost::test
