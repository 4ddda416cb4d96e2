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
#define TWICE(x) (x) + (x)
#define PASS_TO_TWICE(x) TWICE(x)
#define ONCE_AND_NAMED(x) (x) + sizeof(#x)
#define TWICE_APART(x, y) (x) + (y) + (x)
int usedTwice() { return TWICE(f(9)); }
int usedTwiceOneLevelDown() { return PASS_TO_TWICE(f(10)); }
int usedOnceAndStringified() { return ONCE_AND_NAMED(f(11)); }
int usedTwiceApart() { return TWICE_APART(f(12), g(13)); }
int twiceOnlyInsideAnArgument() { return ID(TWICE(f(14))); }
#define CHECKED(x) ((x) ? 0 : report(#x))
#define CHECKED_VIA(x) CHECKED(x)
int report(const char *);
int quotedOneLevelDown() { return CHECKED_VIA(f(17)); }
int quotedBesideAnother() { return CHECKED(f(18) + ID(g(19))); }
int logged(const char *, int);
#define LOGGED(x) logged(__FILE__, x)
int besideABuiltinString() { return LOGGED(f(20)); }
int onceBesideTwice() { return TWICE(f(15)) + ID(f(16)); }
)cc";

/// The editable text of the call `f(Value)`, "<none>", or "<mixed>" when the
/// call stands in several places (a macro argument expanded twice) that
/// disagree.
std::string editableCall(ASTUnit &AST, int Value) {
  auto Found = match(callExpr(hasArgument(0, integerLiteral(equals(Value)))).bind("x"),
                     AST.getASTContext());
  if (Found.empty())
    return "<missing>";
  const SourceManager &SM = AST.getSourceManager();
  std::optional<std::string> Answer;
  for (const BoundNodes &Node : Found) {
    const auto *Call = Node.getNodeAs<CallExpr>("x");
    std::optional<CharSourceRange> R =
        utils::editableRange(Call->getSourceRange(), SM, AST.getLangOpts());
    std::string Text =
        R ? Lexer::getSourceText(*R, SM, AST.getLangOpts()).str() : "<none>";
    if (Answer && *Answer != Text)
      return "<mixed>";
    Answer = Text;
  }
  return *Answer;
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

// An argument the macro expands twice is one text read in two places: an
// edit made for one of them changes the other too, which the finding never
// looked at (a `decltype(x)`, another overload). A quoted `#x` is such a
// second place: the edit would change the text the program prints.
TEST(EditableRange, NotInAnArgumentExpandedTwice) {
  auto AST = parse(MacroCode);
  EXPECT_EQ(editableCall(*AST, 9), "<none>");
  EXPECT_EQ(editableCall(*AST, 10), "<none>");
  EXPECT_EQ(editableCall(*AST, 11), "<none>");
  EXPECT_EQ(editableCall(*AST, 12), "<none>");
  EXPECT_EQ(editableCall(*AST, 14), "<none>");
  EXPECT_EQ(editableCall(*AST, 16), "f(16)");
  EXPECT_EQ(editableCall(*AST, 13), "g(13)");
  EXPECT_EQ(editableCall(*AST, 17), "<none>");
  EXPECT_EQ(editableCall(*AST, 18), "<none>");
  EXPECT_EQ(editableCall(*AST, 19), "<none>");
  // __FILE__ is spelled in scratch space too, but quotes no argument.
  EXPECT_EQ(editableCall(*AST, 20), "f(20)");
  for (const BoundNodes &Node :
       match(callExpr(hasArgument(0, integerLiteral(equals(9)))).bind("x"),
             AST->getASTContext()))
    EXPECT_FALSE(utils::editableLocation(Node.getNodeAs<CallExpr>("x")->getBeginLoc(),
                                         AST->getSourceManager()));
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
