//===--- SourceUtilsTest.cpp - strcost unit tests -------------------------===//

#include "AstFixture.h"
#include "utils/SourceUtils.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost::test {
namespace {

TEST(SourceUtils, IndentationOfAStatementAloneOnItsLine) {
  auto AST = parse("void f(int n) {\n  for (;;) {}\n\twhile (n) {}\n"
                   "  n++; do {} while (n);\n}\n");
  const SourceManager &SM = AST->getSourceManager();
  const auto *For = findOne<ForStmt>(*AST, forStmt().bind("x"));
  const auto *While = findOne<WhileStmt>(*AST, whileStmt().bind("x"));
  const auto *Do = findOne<DoStmt>(*AST, doStmt().bind("x"));
  EXPECT_EQ(utils::indentationAt(For->getBeginLoc(), SM), "  ");
  EXPECT_EQ(utils::indentationAt(While->getBeginLoc(), SM), "\t");
  // Code in front of it on the line: one space keeps the two apart.
  EXPECT_EQ(utils::indentationAt(Do->getBeginLoc(), SM), " ");
}

} // namespace
} // namespace clang::tidy::strcost::test
