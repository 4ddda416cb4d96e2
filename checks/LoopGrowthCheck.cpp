//===--- LoopGrowthCheck.cpp - strcost -------------------------------------===//

#include "LoopGrowthCheck.h"
#include "ConcatenationChain.h"
#include "utils/FixPlan.h"
#include "utils/SourceUtils.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Lex/Lexer.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost {

namespace concat = concatenation;

/// `s = s + x` standing as a statement in a loop's body.
struct LoopGrowthCheck::SelfConcat {
  const CXXOperatorCallExpr *Assign = nullptr;
  const Expr *Target = nullptr;
  /// The outermost `+` of the right side, and the leftmost one (whose left
  /// operand is the target again).
  const CXXOperatorCallExpr *Plus = nullptr;
  const CXXOperatorCallExpr *Leftmost = nullptr;
  unsigned Pieces = 0;
  utils::FixPlan Plan;
};

/// Where strcost-chained-concatenation takes over: it reports every chain of
/// MinOperands pieces or more (`s = s + a + b` counts three), and a second
/// finding with a different fix of the same text would collide with its own.
static unsigned chainedConcatenationFrom(ClangTidyContext *Context) {
  if (!Context->isCheckEnabled("strcost-chained-concatenation"))
    return 0;
  const ClangTidyOptions::OptionMap &Opts = Context->getOptions().CheckOptions;
  auto It = Opts.find("strcost-chained-concatenation.MinOperands");
  if (It == Opts.end())
    return 3;
  unsigned long long Min = 0;
  // A bad value is that check's configuration error; it then reports nothing.
  if (StringRef(It->getValue().Value).trim().getAsInteger(10, Min) || Min < 2 ||
      Min > 1000)
    return 0;
  return static_cast<unsigned>(Min);
}

LoopGrowthCheck::LoopGrowthCheck(StringRef Name, ClangTidyContext *Context)
    : StrcostCheck(Name, Context),
      ChainedConcatenationFrom(chainedConcatenationFrom(Context)) {}

void LoopGrowthCheck::storeOptions(ClangTidyOptions::OptionMap &Opts) {
  storeConditionalCode(Opts);
}

namespace {
/// Whether the node is in code the source spells (not a template
/// instantiation, whose pattern is reported once). Loops are rare nodes, and
/// unlike clang's isInTemplateInstantiation this never asks for a parent.
AST_MATCHER(Stmt, isSpelledInSource) {
  return !Finder->IsMatchingInASTNodeNotSpelledInSource();
}
} // namespace

void LoopGrowthCheck::registerMatchers(MatchFinder *Finder) {
  if (!configurationValid())
    return;
  // Each loop walks its own body only (nested loops are matched
  // themselves), so every statement is judged once, by its innermost loop.
  Finder->addMatcher(forStmt(isSpelledInSource()).bind("loop"), this);
  Finder->addMatcher(whileStmt(isSpelledInSource()).bind("loop"), this);
  Finder->addMatcher(doStmt(isSpelledInSource()).bind("loop"), this);
  Finder->addMatcher(cxxForRangeStmt(isSpelledInSource()).bind("loop"), this);
}

static const Stmt *loopBody(const Stmt *Loop) {
  if (const auto *For = dyn_cast<ForStmt>(Loop))
    return For->getBody();
  if (const auto *While = dyn_cast<WhileStmt>(Loop))
    return While->getBody();
  if (const auto *Do = dyn_cast<DoStmt>(Loop))
    return Do->getBody();
  return cast<CXXForRangeStmt>(Loop)->getBody();
}

/// Calls \p Visit for each expression that is a statement of its own in
/// \p S (its value unused), through blocks, branches, labels and `try`;
/// not into nested loops (matched themselves) nor lambdas (whose body need
/// not run on each iteration).
static void forEachStatementExpr(const Stmt *S,
                                 llvm::function_ref<void(const Expr *)> Visit) {
  if (!S)
    return;
  if (const auto *E = dyn_cast<Expr>(S))
    return Visit(E);
  if (const auto *If = dyn_cast<IfStmt>(S)) {
    forEachStatementExpr(If->getThen(), Visit);
    return forEachStatementExpr(If->getElse(), Visit);
  }
  if (const auto *Switch = dyn_cast<SwitchStmt>(S))
    return forEachStatementExpr(Switch->getBody(), Visit);
  if (const auto *Case = dyn_cast<SwitchCase>(S))
    return forEachStatementExpr(Case->getSubStmt(), Visit);
  if (const auto *Label = dyn_cast<LabelStmt>(S))
    return forEachStatementExpr(Label->getSubStmt(), Visit);
  if (const auto *Attributed = dyn_cast<AttributedStmt>(S))
    return forEachStatementExpr(Attributed->getSubStmt(), Visit);
  if (const auto *Catch = dyn_cast<CXXCatchStmt>(S))
    return forEachStatementExpr(Catch->getHandlerBlock(), Visit);
  if (isa<CompoundStmt, CXXTryStmt>(S))
    for (const Stmt *Child : S->children())
      forEachStatementExpr(Child, Visit);
}

void LoopGrowthCheck::check(const MatchFinder::MatchResult &Result) {
  const auto *Loop = Result.Nodes.getNodeAs<Stmt>("loop");
  if (!Loop)
    return;
  const ASTContext &Ctx = *Result.Context;
  forEachStatementExpr(loopBody(Loop), [&](const Expr *E) {
    if (std::optional<SelfConcat> F = classifySelfConcat(E, Ctx)) {
      planSelfConcat(*F, Ctx);
      emitSelfConcat(*F, Ctx);
    }
  });
}

// --- Classifier ----------------------------------------------------------------

/// The number of pieces of the chain \p E, flattened through parentheses as
/// strcost-chained-concatenation counts them.
static unsigned countPieces(const Expr *E) {
  const Expr *Inner =
      concat::ignoreImplicit(concat::ignoreImplicit(E)->IgnoreParens());
  if (!concat::isStringPlus(Inner))
    return 1;
  const auto *Plus = cast<CXXOperatorCallExpr>(Inner);
  return countPieces(Plus->getArg(0)) + countPieces(Plus->getArg(1));
}

/// `s = <chain>` with basic_string's own assignment: the chain's outermost
/// `+` (parentheses around it allowed), or null.
static const CXXOperatorCallExpr *assignedChain(const CXXOperatorCallExpr *Assign,
                                                const ASTContext &Ctx) {
  if (Assign->getOperator() != OO_Equal || Assign->getNumArgs() != 2)
    return nullptr;
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Assign->getDirectCallee());
  const Expr *Target = Assign->getArg(0);
  const auto *String = utils::stdBasicString(Target->getType());
  if (!Method || !String || Method->getParent() != String)
    return nullptr;
  const Expr *Rhs = concat::ignoreImplicit(
      concat::ignoreImplicit(Assign->getArg(1))->IgnoreParens());
  if (!concat::isStringPlus(Rhs))
    return nullptr;
  const auto *Plus = cast<CXXOperatorCallExpr>(Rhs);
  if (!Ctx.hasSameType(Plus->getType().getUnqualifiedType(),
                       Target->getType().getNonReferenceType().getUnqualifiedType()))
    return nullptr;
  return Plus;
}

std::optional<LoopGrowthCheck::SelfConcat>
LoopGrowthCheck::classifySelfConcat(const Expr *Statement,
                                    const ASTContext &Ctx) const {
  const auto *Assign = dyn_cast<CXXOperatorCallExpr>(Statement->IgnoreImplicit());
  if (!Assign)
    return std::nullopt;
  const CXXOperatorCallExpr *Plus = assignedChain(Assign, Ctx);
  if (!Plus)
    return std::nullopt;
  SelfConcat F;
  F.Assign = Assign;
  F.Target = Assign->getArg(0);
  F.Plus = Plus;
  // The leftmost `+` of the chain; `s = x + s` prepends, which `+=` cannot.
  F.Leftmost = Plus;
  while (true) {
    const Expr *Left = concat::ignoreImplicit(F.Leftmost->getArg(0));
    if (!concat::isStringPlus(Left))
      break;
    F.Leftmost = cast<CXXOperatorCallExpr>(Left);
  }
  if (!concat::sameObject(F.Target, concat::ignoreImplicit(F.Leftmost->getArg(0))) ||
      !utils::isRepeatableObject(F.Target))
    return std::nullopt;
  F.Pieces = countPieces(Plus);
  if (ChainedConcatenationFrom && F.Pieces >= ChainedConcatenationFrom)
    return std::nullopt;
  return F;
}

// --- Planner -------------------------------------------------------------------

/// Why `s += x` may not do what `s = s + x` did with the piece \p X, if so.
/// std::operator+ deduces the character type from both operands, so \p X is
/// the string's own type (or a class derived from it), a pointer to its
/// characters or one character; += has those overloads too, plus (C++17) a
/// template for anything convertible to a view, which a class derived from
/// the string could reach.
static std::optional<std::string> pieceReason(const Expr *X, const Expr *Target,
                                              const ASTContext &Ctx) {
  QualType String = Target->getType().getNonReferenceType().getUnqualifiedType();
  QualType Char = utils::stdBasicString(String)->getTemplateArgs()[0].getAsType();
  QualType T = X->IgnoreParenImpCasts()->getType().getNonReferenceType();
  if (T->isArrayType())
    T = Ctx.getArrayDecayedType(T);
  if (Ctx.hasSameType(T.getUnqualifiedType(), String) ||
      Ctx.hasSameType(T.getUnqualifiedType(), Char))
    return std::nullopt;
  if (T->isPointerType() &&
      Ctx.hasSameType(T->getPointeeType().getUnqualifiedType(), Char)) {
    // s += p with p into s's own buffer is handled by the libraries, but
    // the standard is less plain about it than about s += s: stay away.
    const ValueDecl *Root = concat::rootDecl(Target);
    if (!Root || concat::mentions(X, Root))
      return std::string("the appended characters are read from the string "
                         "itself through a pointer");
    return std::nullopt;
  }
  return "the appended piece has type '" + T.getAsString() +
         "', for which '+=' may choose another overload than '+'";
}

void LoopGrowthCheck::planSelfConcat(SelfConcat &F, const ASTContext &Ctx) const {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  if (F.Pieces > 2) {
    F.Plan.decline("strcost-chained-concatenation appends a chain of " +
                   Twine(F.Pieces) + " pieces at once with strcost::str_append "
                   "(its MinOperands option)");
    return;
  }
  const Expr *X = concat::ignoreImplicit(F.Plus->getArg(1));
  const utils::ConditionalCode &CC = conditionals();
  for (const Expr *E : {F.Target, X})
    if (auto Choice = CC.exprChoice(E))
      return F.Plan.decline(Choice->reason());
  if (std::optional<std::string> Why = pieceReason(X, F.Target, Ctx))
    return F.Plan.decline(*Why);
  // `= s +` becomes `+=`: only the second `s` between the two operators (no
  // parenthesis, which would be left unbalanced, no comment, lost).
  const Expr *Again = F.Leftmost->getArg(0);
  std::optional<CharSourceRange> Range = utils::editableRange(
      SourceRange(F.Assign->getOperatorLoc(), F.Plus->getOperatorLoc()), SM, LO);
  std::optional<CharSourceRange> AgainRange =
      utils::editableRange(Again->getSourceRange(), SM, LO);
  if (!Range || !AgainRange)
    return F.Plan.decline(utils::InsideMacroReason);
  auto Squeeze = [&](CharSourceRange R) {
    std::string Out;
    for (char C : Lexer::getSourceText(R, SM, LO))
      if (!isspace(static_cast<unsigned char>(C)))
        Out += C;
    return Out;
  };
  if (Squeeze(*Range) != "=" + Squeeze(*AgainRange) + "+")
    return F.Plan.decline("parentheses or comments stand between '=' and '+'");
  F.Plan.replace(*Range, "+=");
}

// --- Emitter -------------------------------------------------------------------

void LoopGrowthCheck::emitSelfConcat(const SelfConcat &F,
                                     const ASTContext &Ctx) {
  std::string Name = "the string";
  if (std::optional<StringRef> Text = utils::spelledText(F.Target, Ctx))
    Name = Text->str();
  else if (const ValueDecl *Root = concat::rootDecl(F.Target))
    Name = Root->getNameAsString();
  SourceLocation Loc = F.Assign->getOperatorLoc();
  diag(Loc, "'%0' is copied into a new string on every loop iteration to "
            "append to it, quadratic in its final length; append in place "
            "with '+='")
      << Name << F.Plan.hints();
  if (F.Plan.declined())
    noteNoFix(Loc, F.Plan.whyNot());
}

} // namespace clang::tidy::strcost
