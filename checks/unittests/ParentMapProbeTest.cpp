//===--- ParentMapProbeTest.cpp - strcost unit tests ----------------------===//

#include "AstFixture.h"
#include "utils/ParentMapProbe.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost::test {
namespace {

TEST(ParentMapProbe, SeesTheMapOnlyOnceBuilt) {
  auto AST = parse("int f() { return 1 + 2; }");
  ASTContext &Ctx = AST->getASTContext();
  const auto *Sum = findOne<BinaryOperator>(*AST, binaryOperator().bind("x"));
  ASSERT_TRUE(Sum);
  // Matching top-down leaves it unbuilt; asking twice does not build it.
  EXPECT_FALSE(utils::parentMapBuilt(Ctx));
  EXPECT_FALSE(utils::parentMapBuilt(Ctx));
  EXPECT_FALSE(Ctx.getParents(*Sum).empty());
  EXPECT_TRUE(utils::parentMapBuilt(Ctx));
}

TEST(ParentMapProbe, HasParentMatchersBuildIt) {
  auto AST = parse("int f() { return 1 + 2; }");
  match(binaryOperator(hasParent(returnStmt())).bind("x"), AST->getASTContext());
  EXPECT_TRUE(utils::parentMapBuilt(AST->getASTContext()));
}

} // namespace
} // namespace clang::tidy::strcost::test
