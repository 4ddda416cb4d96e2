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

TEST(SourceUtils, RefersToTheVariableThroughParenthesesAndConversions) {
  auto AST = parse("long f(int n, int m, int *p) { return (n) + m + *p; }\n");
  const auto *N = findOne<VarDecl>(*AST, parmVarDecl(hasName("n")).bind("x"));
  const auto *M = findOne<VarDecl>(*AST, parmVarDecl(hasName("m")).bind("x"));
  const auto *P = findOne<VarDecl>(*AST, parmVarDecl(hasName("p")).bind("x"));
  const auto *Paren = findOne<Expr>(*AST, parenExpr().bind("x"));
  const auto *Deref = findOne<Expr>(*AST, unaryOperator(hasOperatorName("*")).bind("x"));
  EXPECT_TRUE(utils::refersTo(Paren, N)); // `(n)`, read through an lvalue-to-rvalue cast
  EXPECT_FALSE(utils::refersTo(Paren, M));
  // `*p` names the object p points to, not p.
  EXPECT_FALSE(utils::refersTo(Deref, P));
  EXPECT_FALSE(utils::refersTo(nullptr, N));
}

} // namespace
} // namespace clang::tidy::strcost::test
