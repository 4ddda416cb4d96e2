//===--- FixPlanTest.cpp - strcost unit tests -----------------------------===//

#include "AstFixture.h"
#include "utils/FixPlan.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost::test {
namespace {

constexpr const char *MacroCode = R"cc(
int f(int);
#define ID(x) x
#define CALL_F f(1)
#define WRAP(x) ID(x)
int inFile() { return f(2); }
int inArgument() { return ID(f(3)); }
int inBody() { return CALL_F; }
int inNestedArgument() { return WRAP(f(4)); }
#define PLUS(a, b) a + b
int g(int);
int acrossArguments() { return ID(f(5)) + ID(g(6)); }
int acrossOneMacrosArguments() { return PLUS(f(7), g(8)); }
)cc";

/// The editable text of the call `f(Value)`, or "<none>".
std::string editableCall(ASTUnit &AST, int Value) {
  const auto *Call = findOne<CallExpr>(
      AST, callExpr(hasArgument(0, integerLiteral(equals(Value)))).bind("x"));
  if (!Call)
    return "<missing>";
  const SourceManager &SM = AST.getSourceManager();
  std::optional<CharSourceRange> R =
      utils::editableRange(Call->getSourceRange(), SM, AST.getLangOpts());
  if (!R)
    return "<none>";
  return Lexer::getSourceText(*R, SM, AST.getLangOpts()).str();
}

TEST(EditableRange, FileTextAndMacroArgumentsOnly) {
  auto AST = parse(MacroCode);
  EXPECT_EQ(editableCall(*AST, 2), "f(2)");
  EXPECT_EQ(editableCall(*AST, 3), "f(3)");
  EXPECT_EQ(editableCall(*AST, 1), "<none>");
  EXPECT_EQ(editableCall(*AST, 4), "f(4)");
}

/// The editable text of the `+` whose left operand calls f(\p Left).
std::string editableSum(ASTUnit &AST, int Left) {
  const auto *Sum = findOne<BinaryOperator>(
      AST, binaryOperator(hasLHS(callExpr(hasArgument(0, integerLiteral(equals(Left))))))
               .bind("x"));
  if (!Sum)
    return "<missing>";
  std::optional<CharSourceRange> R = utils::editableRange(
      Sum->getSourceRange(), AST.getSourceManager(), AST.getLangOpts());
  return R ? Lexer::getSourceText(*R, AST.getSourceManager(), AST.getLangOpts()).str()
           : "<none>";
}

TEST(EditableRange, NotAcrossTwoArguments) {
  auto AST = parse(MacroCode);
  // Each end lies in a different expansion: the text between them is the
  // user's, but an edit built from the operands would drop the macros.
  EXPECT_EQ(editableSum(*AST, 5), "<none>");
  EXPECT_EQ(editableSum(*AST, 7), "<none>");
}

TEST(FixPlan, FirstReasonWinsAndDropsEdits) {
  auto AST = parse(MacroCode);
  const SourceManager &SM = AST->getSourceManager();
  const auto *Call = findOne<CallExpr>(
      *AST, callExpr(hasArgument(0, integerLiteral(equals(2)))).bind("x"));
  ASSERT_TRUE(Call);
  utils::FixPlan Plan;
  Plan.replace(Call->getSourceRange(), "g(2)", SM, AST->getLangOpts());
  EXPECT_FALSE(Plan.declined());
  EXPECT_EQ(Plan.hints().size(), 1u);
  Plan.decline("first");
  Plan.decline("second");
  Plan.insert(Call->getBeginLoc(), "x");
  EXPECT_EQ(Plan.whyNot(), "first");
  EXPECT_TRUE(Plan.hints().empty());
}

TEST(FixPlan, MacroBodyDeclines) {
  auto AST = parse(MacroCode);
  const auto *Call = findOne<CallExpr>(
      *AST, callExpr(hasArgument(0, integerLiteral(equals(1)))).bind("x"));
  ASSERT_TRUE(Call);
  utils::FixPlan Plan;
  Plan.replace(Call->getSourceRange(), "g(1)", AST->getSourceManager(),
               AST->getLangOpts());
  EXPECT_TRUE(Plan.declined());
  EXPECT_EQ(Plan.whyNot(), utils::InsideMacroReason);
}

} // namespace
} // namespace clang::tidy::strcost::test
