//===--- HeaderStandardTest.cpp - strcost unit tests ----------------------===//
//
// The one rule every fix form obeys (utils::standardRefusal): what the
// analysed standard, HeaderMinimumStandard and MinimumStandard allow in the
// main file and in a header, and which option the reason names.
//
//===----------------------------------------------------------------------===//

#include "utils/HeaderStandard.h"
#include "clang/AST/ASTContext.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"
#include "gtest/gtest.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost::test {
namespace {

/// A unit of the main file and one header, each declaring one variable.
struct TwoFiles {
  explicit TwoFiles(const std::string &Std) {
    AST = tooling::buildASTFromCodeWithArgs(
        "#include \"lib.h\"\nint inMain;\n",
        {"-std=" + Std, "-resource-dir=" STRCOST_CLANG_RESOURCE_DIR}, "input.cc",
        "strcost-test", std::make_shared<PCHContainerOperations>(),
        tooling::getClangStripDependencyFileAdjuster(),
        {{"lib.h", "int inHeader;\n"}});
    EXPECT_TRUE(AST);
  }
  SourceLocation at(llvm::StringRef Name) {
    auto Found = match(varDecl(hasName(Name)).bind("x"), AST->getASTContext());
    EXPECT_EQ(Found.size(), 1u);
    return Found.front().getNodeAs<VarDecl>("x")->getLocation();
  }
  std::optional<std::string> refusal(llvm::StringRef Name, utils::CxxStandard Needed,
                                     utils::StandardLimits Limits) {
    return utils::standardRefusal("std::string_view", Needed, at(Name),
                                  AST->getSourceManager(), AST->getLangOpts(), Limits);
  }
  utils::CxxStandard available(llvm::StringRef Name, utils::StandardLimits Limits) {
    return utils::standardForEditAt(at(Name), AST->getSourceManager(),
                                    AST->getLangOpts(), Limits);
  }
  std::unique_ptr<ASTUnit> AST;
};

TEST(HeaderStandard, ParsesMinimumStandard) {
  EXPECT_EQ(utils::parseMinimumStandard(""), 0u);
  EXPECT_EQ(utils::parseMinimumStandard("c++11"), 11u);
  EXPECT_EQ(utils::parseMinimumStandard(" GNU++14 "), 14u);
  EXPECT_EQ(utils::parseMinimumStandard("c++2a"), 20u);
  // main-file says which standard headers follow; of the main file it says
  // nothing.
  EXPECT_EQ(utils::parseMinimumStandard("main-file"), std::nullopt);
  EXPECT_EQ(utils::parseMinimumStandard("c++15"), std::nullopt);
  EXPECT_EQ(utils::parseMinimumStandard("17"), std::nullopt);
}

TEST(HeaderStandard, DefaultsLimitHeadersOnly) {
  TwoFiles U("c++17");
  utils::StandardLimits Defaults;
  EXPECT_EQ(U.available("inMain", Defaults), 17u);
  EXPECT_EQ(U.available("inHeader", Defaults), 11u);
  EXPECT_EQ(U.refusal("inMain", 17, Defaults), std::nullopt);
  EXPECT_EQ(U.refusal("inHeader", 11, Defaults), std::nullopt);
  EXPECT_EQ(U.refusal("inHeader", 17, Defaults),
            "std::string_view needs C++17, and this header may be included from "
            "C++11 translation units (option HeaderMinimumStandard)");
}

TEST(HeaderStandard, MinimumStandardLimitsTheMainFile) {
  TwoFiles U("c++20");
  utils::StandardLimits Limits{/*Header=*/0, /*Minimum=*/11};
  EXPECT_EQ(U.available("inMain", Limits), 11u);
  EXPECT_EQ(U.refusal("inMain", 17, Limits),
            "std::string_view needs C++17, and this file is also built as C++11 "
            "(option MinimumStandard)");
  EXPECT_EQ(U.refusal("inMain", 11, Limits), std::nullopt);
  // main-file for headers: the header is limited by MinimumStandard alone.
  EXPECT_EQ(U.available("inHeader", Limits), 11u);
  EXPECT_EQ(U.refusal("inHeader", 14, Limits),
            "std::string_view needs C++14, and this header may be included from "
            "C++11 translation units (option MinimumStandard)");
}

TEST(HeaderStandard, HeaderTakesTheOlderOfBothOptions) {
  TwoFiles U("c++20");
  // HeaderMinimumStandard the older: it is the one to raise.
  EXPECT_EQ(U.available("inHeader", {14, 17}), 14u);
  EXPECT_NE(U.refusal("inHeader", 17, {14, 17})->find("HeaderMinimumStandard"),
            std::string::npos);
  // MinimumStandard the older: raising HeaderMinimumStandard would not help.
  EXPECT_EQ(U.available("inHeader", {17, 14}), 14u);
  std::optional<std::string> Why = U.refusal("inHeader", 17, {17, 14});
  ASSERT_TRUE(Why);
  EXPECT_NE(Why->find("(option MinimumStandard)"), std::string::npos);
  // Neither limits above the analysed standard.
  EXPECT_EQ(U.available("inMain", {26, 26}), 20u);
}

TEST(HeaderStandard, AnalysedStandardBelowTheNeedNamesNoOption) {
  TwoFiles U("c++14");
  EXPECT_EQ(U.refusal("inMain", 17, {0, 11}), "std::string_view needs C++17");
  EXPECT_EQ(U.refusal("inHeader", 17, {11, 0}), "std::string_view needs C++17");
  EXPECT_EQ(U.refusal("inMain", 14, {11, 0}), std::nullopt);
}

} // namespace
} // namespace clang::tidy::strcost::test
