//===--- LoopGrowthCheck.cpp - strcost -------------------------------------===//

#include "LoopGrowthCheck.h"
#include "ConcatenationChain.h"
#include "LoopGrowthReserve.h"
#include "LoopGrowthRestart.h"
#include "utils/FixPlan.h"
#include "utils/SourceUtils.h"
#include "utils/StringTypes.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/MapVector.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost {

namespace concat = concatenation;
using utils::refersTo;

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

/// A std::string declared in a loop's body and grown there: made, grown and
/// freed on every iteration.
struct LoopGrowthCheck::LoopLocal {
  const Stmt *Loop = nullptr;
  const DeclStmt *Decl = nullptr;
  const VarDecl *Var = nullptr;
  /// How each iteration gives it its initial value again once hoisted.
  loop_growth::Restart Initial;
  /// Its address is taken other than to pass it to a call, or a lambda
  /// captures it by reference: something may tell one iteration's string
  /// from the next one's.
  bool MayEscape = false;
  /// The calls in the loop that grow it, or pass it to a callee that may.
  llvm::SmallVector<SourceRange, 4> GrowsAt;
  /// Planned: the loop it is declared in front of (its own, or the
  /// outermost of a nest it climbs), the declaration to put there, and
  /// where. The insertion is made by mergeHoists, one for all the strings
  /// going in front of that loop.
  const Stmt *Target = nullptr;
  std::string Hoisted;
  SourceLocation At;
  utils::FixPlan Plan;
};

/// A counted loop that only appends pieces of known length to one string.
struct LoopGrowthCheck::Reserve {
  loop_growth::CountedAppends Loop;
  utils::FixPlan Plan;
};

/// A loop over a sized container that appends at least k characters per
/// element.
struct LoopGrowthCheck::RangeReserve {
  loop_growth::RangeAppends Loop;
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

LoopGrowthCheck::~LoopGrowthCheck() = default;

void LoopGrowthCheck::storeOptions(ClangTidyOptions::OptionMap &Opts) {
  storeStandardOptions(Opts);
  storeConditionalCode(Opts);
}

namespace {
/// Whether the node is in code the source spells (not a template
/// instantiation, whose pattern is reported once). Loops are rare nodes, and
/// unlike clang's isInTemplateInstantiation this never asks for a parent.
AST_MATCHER(Stmt, isSpelledInSource) {
  return !Finder->IsMatchingInASTNodeNotSpelledInSource();
}

bool isLoop(const Stmt *S) {
  return isa_and_nonnull<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S);
}

AST_MATCHER(CompoundStmt, hasLoopChild) { return llvm::any_of(Node.body(), isLoop); }
} // namespace

void LoopGrowthCheck::registerMatchers(MatchFinder *Host) {
  if (!configurationValid())
    return;
  MatchFinder *Finder = &userCode(Host);
  // Each loop walks its own body only (nested loops are matched
  // themselves), so every statement is judged once, by its innermost loop.
  Finder->addMatcher(forStmt(isSpelledInSource()).bind("loop"), this);
  Finder->addMatcher(whileStmt(isSpelledInSource()).bind("loop"), this);
  Finder->addMatcher(doStmt(isSpelledInSource()).bind("loop"), this);
  Finder->addMatcher(cxxForRangeStmt(isSpelledInSource()).bind("loop"), this);
  Finder->addMatcher(
      compoundStmt(isSpelledInSource(), hasLoopChild()).bind("block"), this);
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
  if (const auto *Block = Result.Nodes.getNodeAs<CompoundStmt>("block")) {
    for (unsigned I = 0; I < Block->size(); ++I)
      if (isLoop(Block->body_begin()[I]))
        BlockOf[Block->body_begin()[I]] = {Block, I};
    return;
  }
  const auto *Loop = Result.Nodes.getNodeAs<Stmt>("loop");
  if (!Loop)
    return;
  const ASTContext &Ctx = *Result.Context;
  recordNest(Loop);
  llvm::SmallPtrSet<const Expr *, 4> Rebuilt;
  forEachStatementExpr(loopBody(Loop), [&](const Expr *E) {
    if (std::optional<SelfConcat> F = classifySelfConcat(E, Ctx)) {
      planSelfConcat(*F, Ctx);
      if (!F->Plan.declined())
        Rebuilt.insert(F->Assign);
      emitSelfConcat(*F, Ctx);
    }
  });
  // A string declared directly in the body is made on every iteration.
  // Emitted at the end of the unit (mergeHoists).
  if (const auto *Body = dyn_cast_or_null<CompoundStmt>(loopBody(Loop)))
    for (const Stmt *S : Body->body())
      if (const auto *Decl = dyn_cast<DeclStmt>(S))
        if (std::optional<LoopLocal> F = classifyLoopLocal(Decl, Loop)) {
          planLoopLocal(*F, Ctx);
          Locals.push_back(std::move(*F));
        }
  if (const auto *For = dyn_cast<ForStmt>(Loop))
    judgeReserve(For, Rebuilt, Ctx);
  judgeRangeReserve(Loop, Rebuilt, Ctx);
}

/// Case 3. A body of appends only: no string declared in it. Its `s = s + x`
/// count as appends once the first case makes them `s += x`, in this same
/// run: both edits, which do not touch (one in the body, one in front of
/// it). Left as they are, each would give `s` a new buffer, losing the
/// reserve. A nest of counted loops around such a body reserves in front of
/// the outermost one, once, for all of them (its inner loops, matched after
/// it, are not reported again).
void LoopGrowthCheck::judgeReserve(
    const ForStmt *For, const llvm::SmallPtrSetImpl<const Expr *> &Rebuilt,
    const ASTContext &Ctx) {
  if (InNest.contains(For))
    return;
  std::optional<loop_growth::CountedAppends> C =
      loop_growth::countedAppends(For, Ctx);
  if (!C)
    C = loop_growth::countedNest(For, Ctx);
  if (!C || !llvm::all_of(C->Rebuilds,
                          [&](const Expr *E) { return Rebuilt.contains(E); }))
    return;
  for (const loop_growth::CountedAppends *L = C->Inner.get(); L;
       L = L->Inner.get())
    InNest.insert(L->Loop);
  Reserve F{*C, {}};
  if (reserveWorthReporting(F, Ctx)) {
    planReserve(F, Ctx);
    emitReserve(F, Ctx);
  }
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
static const CXXOperatorCallExpr *plainAssignedChain(const CXXOperatorCallExpr *Assign,
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
  const CXXOperatorCallExpr *Plus = plainAssignedChain(Assign, Ctx);
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
  noteCost(Loc, selfConcatCost(F, Ctx));
  if (F.Plan.declined())
    noteNoFix(Loc, F.Plan.whyNot());
}

/// The pieces appended are known where the source spells them; the
/// target's length is not (it grows with the loop), so the model assumes it.
utils::Cost LoopGrowthCheck::selfConcatCost(const SelfConcat &F,
                                            const ASTContext &Ctx) {
  const auto *String = utils::stdBasicString(F.Target->getType());
  std::optional<uint64_t> Appended = 0;
  for (unsigned I = 1; I < F.Plus->getNumArgs(); ++I)
    if (Appended)
      if (std::optional<uint64_t> L = utils::knownLength(F.Plus->getArg(I)))
        *Appended += *L;
      else
        Appended.reset();
  if (F.Plus != F.Leftmost)
    Appended.reset();
  return utils::selfConcatenationCost(utils::shapeOf(String, Ctx, std::nullopt),
                                      Appended);
}

// --- Case 2: a string declared in the loop's body ------------------------------

namespace {
/// What the uses of a loop's local string inside the loop say.
struct LocalUses {
  bool Grows = false;
  bool Moved = false;
  bool Returned = false;
  bool MayEscape = false;
  llvm::SmallPtrSet<const Expr *, 2> AddressesPassed;
  /// The calls that grow it or pass it to be grown, in source order: where
  /// its cost is paid, in the call's own frame or a callee's.
  llvm::SmallVector<SourceRange, 4> GrowsAt;
};
} // namespace

/// Whether an object of type \p T made from a string lvalue copies it: a
/// std::basic_string, or a std::pair or std::tuple of such strings and
/// scalars. (A user's class may take a `std::string &` and write to it.)
static bool copiesStrings(QualType T) {
  if (T->isReferenceType())
    return false;
  T = T.getCanonicalType().getUnqualifiedType();
  if (T->isScalarType() || utils::stdBasicString(T))
    return true;
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T->getAsCXXRecordDecl());
  if (!Spec || !Spec->isInStdNamespace() || !Spec->getIdentifier() ||
      !llvm::is_contained({"pair", "tuple"}, Spec->getName()))
    return false;
  return llvm::all_of(Spec->getTemplateArgs().asArray(), [](const TemplateArgument &A) {
    if (A.getKind() == TemplateArgument::Pack)
      return llvm::all_of(A.pack_elements(), [](const TemplateArgument &E) {
        return E.getKind() == TemplateArgument::Type && copiesStrings(E.getAsType());
      });
    return A.getKind() == TemplateArgument::Type && copiesStrings(A.getAsType());
  });
}

/// Whether parameter \p Param of \p FD is a forwarding reference (`T &&`,
/// `Args &&...` of the function template's own parameters).
static bool isForwardingReference(const FunctionDecl *FD, unsigned Param) {
  const FunctionDecl *Pattern = FD->getTemplateInstantiationPattern();
  // The pattern's own template: in a class template's member template its
  // parameters lie one level deeper than in the instantiated class's.
  const FunctionTemplateDecl *Own =
      Pattern ? Pattern->getDescribedFunctionTemplate() : nullptr;
  if (!FD->getPrimaryTemplate() || !Own || Pattern->getNumParams() == 0)
    return false;
  unsigned Last = Pattern->getNumParams() - 1;
  // A pack stands last in the standard's builders; elsewhere the indices
  // of the pattern and of the instantiation would not match.
  for (unsigned I = 0; I < Last; ++I)
    if (Pattern->getParamDecl(I)->isParameterPack())
      return false;
  if (Param > Last && !Pattern->getParamDecl(Last)->isParameterPack())
    return false;
  QualType T = Pattern->getParamDecl(std::min(Param, Last))->getType();
  if (const auto *Pack = T->getAs<PackExpansionType>())
    T = Pack->getPattern();
  const auto *Ref = T->getAs<RValueReferenceType>();
  const auto *Parm = Ref ? Ref->getPointeeType()->getAs<TemplateTypeParmType>() : nullptr;
  return Parm && !Ref->getPointeeType().hasQualifiers() &&
         Parm->getDepth() == Own->getTemplateParameters()->getDepth();
}

/// A class none of whose constructors can bind an lvalue string to a
/// non-const reference (jsonnet's `Token(Kind, Fodder, const std::string &,
/// ...)`, built by emplace_back): made from the string it cannot grow it,
/// though it may keep a pointer into it (mayKeepPointer still says so). Not
/// an aggregate (C++20 builds one from parentheses, binding reference
/// members), nor a class with a using-declaration (inherited constructors).
static bool constructorsCannotWrite(QualType T) {
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  RD = RD ? RD->getDefinition() : nullptr;
  if (!RD || RD->isAggregate() || RD->isDependentContext())
    return false;
  for (const Decl *D : RD->decls()) {
    if (isa<UsingDecl>(D))
      return false;
    const auto *Template = dyn_cast<FunctionTemplateDecl>(D);
    const auto *Ctor = dyn_cast<CXXConstructorDecl>(Template ? Template->getTemplatedDecl() : D);
    for (const ParmVarDecl *P : Ctor ? Ctor->parameters() : llvm::ArrayRef<ParmVarDecl *>()) {
      QualType Param = P->getType();
      if (const auto *Pack = Param->getAs<PackExpansionType>())
        Param = Pack->getPattern();
      // `T &`, `auto &`, and `T &&` of a template, which an lvalue makes `T &`.
      if ((Param->isLValueReferenceType() && !Param->getPointeeType().isConstQualified()) ||
          (Param->isRValueReferenceType() && Param->getPointeeType()->isDependentType()))
        return false;
    }
  }
  return true;
}

/// The standard library's builders that copy an lvalue string given through
/// a forwarding reference into what they make (cli11's Split.hpp:
/// `output.emplace_back(flag, defval)`): make_pair and make_tuple always
/// (they decay), the containers' emplace family when the element is made of
/// strings and scalars or is a class whose constructors cannot write to it.
/// The string is read there, not grown.
static bool copiesThroughForwardingReference(const FunctionDecl *FD, unsigned Param) {
  if (!FD->getDeclName().isIdentifier() || !isForwardingReference(FD, Param))
    return false;
  StringRef Name = FD->getName();
  if (FD->isInStdNamespace())
    return Name == "make_pair" || Name == "make_tuple";
  const auto *Method = dyn_cast<CXXMethodDecl>(FD);
  if (!Method || !Method->getParent()->isInStdNamespace() ||
      !llvm::is_contained({"emplace", "emplace_back", "emplace_front", "emplace_hint"},
                          Name))
    return false;
  const IdentifierInfo *ValueType = &FD->getASTContext().Idents.get("value_type");
  for (const NamedDecl *D : Method->getParent()->lookup(ValueType))
    if (const auto *Alias = dyn_cast<TypedefNameDecl>(D))
      return copiesStrings(Alias->getUnderlyingType()) ||
             constructorsCannotWrite(Alias->getUnderlyingType());
  return false;
}

/// The string as an argument of \p Call: a non-const reference (getline,
/// swap, `in >> s`) or a pointer to it may grow it; std::move or an rvalue
/// reference takes its buffer. Its address passed to a call (a function's
/// or a member function's) is no escape: a callee that kept it past the
/// iteration would hold a dangling pointer before the fix, so no program
/// whose behaviour is defined can tell the hoisted string from the
/// iteration's own. Taken any other way (into a variable, a constructor's
/// argument, a capture by reference) it still declines the fix, in
/// collectUses: the check does not follow where it goes from there.
/// Whether the call passes the string to be grown.
static bool argumentUses(const CallExpr *Call, const VarDecl *V, LocalUses &U) {
  const FunctionDecl *FD = Call->getDirectCallee();
  if (!FD)
    return false;
  if (FD->isInStdNamespace() && FD->getDeclName().isIdentifier() &&
      (FD->getName() == "move" || FD->getName() == "forward")) {
    if (Call->getNumArgs() == 1 && refersTo(Call->getArg(0), V))
      U.Moved = true;
    return false;
  }
  bool Grows = false;
  unsigned Offset = isa<CXXOperatorCallExpr>(Call) && isa<CXXMethodDecl>(FD);
  for (unsigned I = Offset; I < Call->getNumArgs(); ++I) {
    if (I - Offset >= FD->getNumParams())
      break;
    QualType P = FD->getParamDecl(I - Offset)->getType();
    const Expr *Arg = Call->getArg(I)->IgnoreParenImpCasts();
    if (const auto *Address = dyn_cast<UnaryOperator>(Arg);
        Address && Address->getOpcode() == UO_AddrOf &&
        refersTo(Address->getSubExpr(), V) && P->isPointerType()) {
      U.AddressesPassed.insert(Address);
      Grows |= !P->getPointeeType().isConstQualified();
    } else if (refersTo(Arg, V) && P->isRValueReferenceType()) {
      U.Moved = true;
    } else if (refersTo(Arg, V) && P->isLValueReferenceType() &&
               !P->getPointeeType().isConstQualified() &&
               !copiesThroughForwardingReference(FD, I - Offset)) {
      Grows = true;
    }
  }
  return Grows;
}

/// `s = std::move(t)`, `s = x.substr(i)`, `s.assign(std::string(...))`: the
/// string takes the other's buffer and frees its own (or, for a short value,
/// needs none), so a capacity kept from the last iteration is lost there.
static bool takesOthersBuffer(const CXXMethodDecl *M) {
  return M->getNumParams() == 1 &&
         M->getParamDecl(0)->getType()->isRValueReferenceType();
}

static bool isAssignment(const CXXMethodDecl *M) {
  return M->isOverloadedOperator()
             ? M->getOverloadedOperator() == OO_Equal
             : M->getDeclName().isIdentifier() && M->getName() == "assign";
}

static bool growsString(const CXXMethodDecl *M) {
  if (!M)
    return false;
  if (M->isOverloadedOperator())
    return M->getOverloadedOperator() == OO_PlusEqual ||
           M->getOverloadedOperator() == OO_Equal;
  return M->getDeclName().isIdentifier() &&
         llvm::is_contained({"append", "push_back", "insert", "assign", "replace",
                             "resize", "reserve", "resize_and_overwrite"},
                            M->getName());
}

/// A member call on the loop's string: whether it grows it in place. A move
/// assignment does not: it replaces the buffer with another's.
static bool memberUse(const CXXMethodDecl *M) {
  return !(M && isAssignment(M) && takesOthersBuffer(M)) && growsString(M);
}

/// Whether \p E points into \p V: its address, `std::ref(s)`, or a member
/// call on it returning a pointer, a reference or an object other than a
/// string (`data()`, `c_str()`, `begin()`, `s[i]`, the conversion to a view).
static bool pointsInto(const Expr *E, const VarDecl *V) {
  E = concat::ignoreImplicit(E)->IgnoreParens();
  if (const auto *Address = dyn_cast<UnaryOperator>(E))
    return Address->getOpcode() == UO_AddrOf && refersTo(Address->getSubExpr(), V);
  const auto *Call = dyn_cast<CallExpr>(E);
  const FunctionDecl *FD = Call ? Call->getDirectCallee() : nullptr;
  if (!FD)
    return false;
  if (FD->isInStdNamespace() && FD->getDeclName().isIdentifier() &&
      (FD->getName() == "ref" || FD->getName() == "cref"))
    return Call->getNumArgs() == 1 && refersTo(Call->getArg(0), V);
  const Expr *Object = nullptr;
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(Call))
    Object = Member->getImplicitObjectArgument();
  else if (isa<CXXOperatorCallExpr>(Call) && isa<CXXMethodDecl>(FD))
    Object = Call->getArg(0);
  QualType R = FD->getReturnType();
  return Object && refersTo(Object, V) &&
         (R->isPointerType() || R->isReferenceType() ||
          (R->isRecordType() && !utils::stdBasicString(R)));
}

/// Whether something in \p E points into \p V (not in a lambda's body).
static bool holdsPointerInto(const Stmt *E, const VarDecl *V) {
  if (!E || isa<LambdaExpr>(E))
    return false;
  if (const auto *X = dyn_cast<Expr>(E); X && pointsInto(X, V))
    return true;
  return llvm::any_of(E->children(),
                      [&](const Stmt *C) { return holdsPointerInto(C, V); });
}

/// Whether an object of type \p T may keep a pointer it is made from: a
/// pointer, a reference, a class other than the string's copies.
static bool mayKeepPointer(QualType T) {
  return T->isReferenceType() || T->isPointerType() ||
         (T->isRecordType() && !copiesStrings(T));
}

/// The standard containers' members that keep what they are given.
static bool isContainerInsertion(const CXXMethodDecl *M) {
  return M && M->getParent()->isInStdNamespace() && M->getDeclName().isIdentifier() &&
         llvm::is_contained({"push_back", "push_front", "push", "insert", "emplace",
                             "emplace_back", "emplace_front", "emplace_hint",
                             "try_emplace", "insert_or_assign"},
                            M->getName());
}

/// Whether \p S keeps a pointer, a reference, an iterator or a view into
/// \p V where it may outlive the iteration (`std::string_view sv = s;`,
/// `last = s.c_str();`, `views.push_back(s)`, `refs.push_back(std::ref(s))`).
/// Before the fix, reading it in a later iteration reads a freed string;
/// after it, the next iteration's value: the check does not follow it.
static bool keepsPointerInto(const Stmt *S, const VarDecl *V) {
  // A range-for's own reference to its range (`for (char c : s)`) is
  // implicit, and lives no longer than that loop.
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    return llvm::any_of(DS->decls(), [&](const Decl *D) {
      const auto *Var = dyn_cast<VarDecl>(D);
      const Expr *Init = Var ? Var->getInit() : nullptr;
      return Init && Var != V && !Var->isImplicit() && mayKeepPointer(Var->getType()) &&
             (holdsPointerInto(Init, V) ||
              (Var->getType()->isReferenceType() && refersTo(Init, V)));
    });
  if (const auto *Assign = dyn_cast<BinaryOperator>(S))
    return Assign->getOpcode() == BO_Assign && mayKeepPointer(Assign->getType()) &&
           holdsPointerInto(Assign->getRHS(), V);
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(S))
    return Op->getOperator() == OO_Equal && Op->getNumArgs() == 2 &&
           !refersTo(Op->getArg(0), V) && mayKeepPointer(Op->getArg(0)->getType()) &&
           holdsPointerInto(Op->getArg(1), V);
  const auto *Member = dyn_cast<CXXMemberCallExpr>(S);
  if (!Member || !isContainerInsertion(Member->getMethodDecl()) ||
      refersTo(Member->getImplicitObjectArgument(), V))
    return false;
  const IdentifierInfo *ValueType =
      &V->getASTContext().Idents.get("value_type");
  for (const NamedDecl *D : Member->getMethodDecl()->getParent()->lookup(ValueType))
    if (const auto *Alias = dyn_cast<TypedefNameDecl>(D))
      if (!mayKeepPointer(Alias->getUnderlyingType()))
        return false;
  return llvm::any_of(Member->arguments(),
                      [&](const Expr *A) { return holdsPointerInto(A, V); });
}

static void collectUses(const Stmt *S, const VarDecl *V, LocalUses &U) {
  if (!S)
    return;
  U.MayEscape |= keepsPointerInto(S, V);
  bool Grows = false;
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(S)) {
    if (refersTo(Member->getImplicitObjectArgument(), V))
      Grows = memberUse(Member->getMethodDecl());
    // `parser.Parse(&s)` passes it as a free function's call would.
    Grows |= argumentUses(Member, V, U);
  } else if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(S);
             Op && isa_and_nonnull<CXXMethodDecl>(Op->getDirectCallee()) &&
             refersTo(Op->getArg(0), V)) {
    Grows = memberUse(cast<CXXMethodDecl>(Op->getDirectCallee()));
    Grows |= argumentUses(Op, V, U);
  } else if (const auto *Call = dyn_cast<CallExpr>(S)) {
    Grows = argumentUses(Call, V, U);
  } else if (const auto *Ret = dyn_cast<ReturnStmt>(S)) {
    U.Returned |= Ret->getRetValue() &&
                  refersTo(concat::ignoreImplicit(Ret->getRetValue()), V);
  } else if (const auto *Unary = dyn_cast<UnaryOperator>(S)) {
    U.MayEscape |= Unary->getOpcode() == UO_AddrOf &&
                   refersTo(Unary->getSubExpr(), V) &&
                   !U.AddressesPassed.contains(Unary);
  } else if (const auto *Cast = dyn_cast<ExplicitCastExpr>(S)) {
    U.Moved |= Cast->getTypeAsWritten()->isRValueReferenceType() &&
               refersTo(Cast->getSubExpr(), V);
  } else if (const auto *Lambda = dyn_cast<LambdaExpr>(S)) {
    for (const LambdaCapture &C : Lambda->captures())
      U.MayEscape |= C.capturesVariable() && C.getCapturedVar() == V &&
                     C.getCaptureKind() == LCK_ByRef;
  }
  if (Grows) {
    U.Grows = true;
    U.GrowsAt.push_back(S->getSourceRange());
  }
  for (const Stmt *Child : S->children())
    collectUses(Child, V, U);
}

std::optional<LoopGrowthCheck::LoopLocal>
LoopGrowthCheck::classifyLoopLocal(const DeclStmt *Decl, const Stmt *Loop) const {
  const auto *Var = Decl->isSingleDecl() ? dyn_cast<VarDecl>(Decl->getSingleDecl())
                                         : nullptr;
  if (!Var || !Var->isLocalVarDecl() || Var->isStaticLocal() ||
      Var->getTLSKind() != VarDecl::TLS_None || isa<DecompositionDecl>(Var))
    return std::nullopt;
  QualType T = Var->getType();
  const auto *String = utils::stdBasicString(T);
  // Exactly a std::basic_string with the standard traits and allocator (a
  // pmr string takes the default resource at construction), not const.
  if (!String || T->isReferenceType() || T.isConstQualified() ||
      T.isVolatileQualified() || T->getAsCXXRecordDecl() != String ||
      !utils::hasStdTraitsAndAllocator(String))
    return std::nullopt;
  // An initial value the string's own overloads repeat into the buffer it
  // keeps; `auto` only where the initialiser spells the type.
  std::optional<loop_growth::Restart> Initial =
      loop_growth::restartOf(Var, Var->getASTContext());
  if (!Initial || (T->getContainedDeducedType() && !Initial->SpelledType))
    return std::nullopt;
  LocalUses U;
  collectUses(loopBody(Loop), Var, U);
  // A string that only starts, is read or is given other strings' buffers
  // allocates at most for those values; one moved or returned gives its
  // buffer away.
  if (!U.Grows || U.Moved || U.Returned)
    return std::nullopt;
  LoopLocal F;
  F.Loop = Loop;
  F.Decl = Decl;
  F.Var = Var;
  F.Initial = std::move(*Initial);
  F.MayEscape = U.MayEscape;
  F.GrowsAt = std::move(U.GrowsAt);
  return F;
}

/// Whether \p S declares or names anything called \p Name other than \p V:
/// hoisted, \p V could clash with a declaration or capture a reference.
static bool namesOther(const Stmt *S, const VarDecl *V, DeclarationName Name) {
  if (!S)
    return false;
  auto Other = [&](const NamedDecl *D) {
    return D && D != V && D->getDeclName() == Name;
  };
  if (const auto *DS = dyn_cast<DeclStmt>(S)) {
    for (const Decl *D : DS->decls())
      if (Other(dyn_cast<NamedDecl>(D)))
        return true;
  } else if (const auto *Ref = dyn_cast<DeclRefExpr>(S)) {
    if (Other(Ref->getDecl()))
      return true;
  } else if (const auto *Member = dyn_cast<MemberExpr>(S)) {
    if (Member->isImplicitAccess() && Other(Member->getMemberDecl()))
      return true;
  } else if (const auto *Unresolved = dyn_cast<OverloadExpr>(S)) {
    if (Unresolved->getName() == Name)
      return true;
  } else if (const auto *Dependent = dyn_cast<DependentScopeDeclRefExpr>(S)) {
    if (Dependent->getDeclName() == Name)
      return true;
  } else if (const auto *DMember = dyn_cast<CXXDependentScopeMemberExpr>(S)) {
    if (DMember->isImplicitAccess() && DMember->getMember() == Name)
      return true;
  } else if (const auto *Catch = dyn_cast<CXXCatchStmt>(S)) {
    if (Other(Catch->getExceptionDecl()))
      return true;
  }
  return llvm::any_of(S->children(),
                      [&](const Stmt *C) { return namesOther(C, V, Name); });
}

/// A label, or a `case` of a switch around \p S: a jump to it from in front
/// of the hoisted declaration would skip its initialisation (ill-formed).
/// The cases of a switch inside \p S are its own.
static bool holdsJumpTarget(const Stmt *S, bool CasesCount = true) {
  if (!S)
    return false;
  if (isa<LabelStmt>(S) || (CasesCount && isa<SwitchCase>(S)))
    return true;
  bool Inner = CasesCount && !isa<SwitchStmt>(S);
  return llvm::any_of(S->children(),
                      [&](const Stmt *C) { return holdsJumpTarget(C, Inner); });
}

/// Whether the function around \p V has a parameter named like it.
static bool parameterNamed(const VarDecl *V) {
  const auto *FD = dyn_cast_or_null<FunctionDecl>(V->getParentFunctionOrMethod());
  return FD && llvm::any_of(FD->parameters(), [&](const ParmVarDecl *P) {
           return P->getDeclName() == V->getDeclName();
         });
}

/// The line in front of the loop holds a #pragma (OpenMP's `parallel for`
/// would share the hoisted string between threads; unrolling hints).
static bool pragmaInFront(SourceLocation Loc, const SourceManager &SM) {
  std::pair<FileID, unsigned> Pos = SM.getDecomposedLoc(Loc);
  StringRef Before = SM.getBufferData(Pos.first).take_front(Pos.second);
  Before = Before.take_front(Before.rfind('\n') == StringRef::npos
                                 ? 0
                                 : Before.rfind('\n'));
  StringRef Previous = Before.substr(Before.rfind('\n') + 1).trim();
  return Previous.starts_with("#") || Previous.starts_with("_Pragma");
}

/// Whether the preprocessor chose some of \p Loop's code: an edit around it
/// would be judged in this configuration only.
static bool holdsChosenCode(const Stmt *Loop, const utils::ConditionalCode &CC) {
  return CC.containsSkipped(Loop->getSourceRange()) ||
         CC.crossesConditional(Loop->getSourceRange());
}
static constexpr llvm::StringLiteral ChosenCodeReason =
    "the loop holds code the preprocessor leaves out in this configuration";

/// Why a string of \p Loop's body (or of a loop nested in it) cannot be
/// declared in front of \p Loop, nor, where \p Loop is the unbraced body of
/// another loop, be carried out of it into that one, if so.
std::optional<std::string>
LoopGrowthCheck::levelReason(const Stmt *Loop, const ASTContext &Ctx) const {
  const SourceManager &SM = Ctx.getSourceManager();
  auto It = BlockOf.find(Loop);
  if (It == BlockOf.end() && !EnclosingLoop.count(Loop))
    return std::string("the loop does not stand directly in a block, where "
                       "the string could be declared in front of it");
  if (It != BlockOf.end()) {
    const CompoundStmt *Block = It->second.Block;
    for (unsigned I = It->second.Index; I < Block->size(); ++I)
      if (holdsJumpTarget(Block->body_begin()[I]))
        return std::string("a label or 'case' at or after the loop could be "
                           "jumped to past the declaration in front of it");
  }
  const utils::ConditionalCode &CC = conditionals();
  if (holdsChosenCode(Loop, CC))
    return ChosenCodeReason.str();
  std::optional<SourceLocation> At = utils::editableLocation(Loop->getBeginLoc(), SM);
  if (!At)
    return std::string(utils::InsideMacroReason);
  if (pragmaInFront(*At, SM))
    return std::string("a preprocessor line in front of the loop may apply to "
                       "it (OpenMP would share the string between threads)");
  return std::nullopt;
}

/// Sets F.Target, the loop the string is declared in front of: its own loop,
/// or, up a nest whose every loop is held directly by the next one's body,
/// the outermost loop such that each level on the way would take the string
/// too (so one run settles what one run per level did). Climbing stops at
/// the first level that would not. Why there is none, if there is none.
std::optional<std::string> LoopGrowthCheck::hoistTarget(LoopLocal &F,
                                                        const ASTContext &Ctx) const {
  for (const Stmt *L = F.Loop; L; L = EnclosingLoop.lookup(L)) {
    if (std::optional<std::string> Why = levelReason(L, Ctx)) {
      if (!F.Target)
        return Why;
      break;
    }
    // An unbraced loop body has no block to declare anything in: passed.
    if (BlockOf.count(L))
      F.Target = L;
  }
  if (!F.Target)
    return std::string("the loop does not stand directly in a block, where "
                       "the string could be declared in front of it");
  return std::nullopt;
}

/// Why this string, wherever it goes, cannot leave its loop's body, if so.
std::optional<std::string>
LoopGrowthCheck::variableReason(const LoopLocal &F) const {
  const auto *Function =
      dyn_cast_or_null<FunctionDecl>(F.Var->getParentFunctionOrMethod());
  const Stmt *Body = Function ? Function->getBody() : nullptr;
  if (!Body || parameterNamed(F.Var) ||
      namesOther(Body, F.Var, F.Var->getDeclName()))
    return "something else in the function is named '" +
           F.Var->getNameAsString() + "'";
  if (F.MayEscape)
    return std::string("its address or a reference to it may outlive the "
                       "iteration");
  if (auto Choice = conditionals().typeChoice(F.Var->getType()))
    return Choice->reason();
  return std::nullopt;
}

/// The source text of \p R, or nullopt where a macro spells part of it.
static std::optional<std::string> textOf(SourceRange R, const SourceManager &SM,
                                         const LangOptions &LO) {
  std::optional<CharSourceRange> Range = utils::editableRange(R, SM, LO);
  if (!Range)
    return std::nullopt;
  return Lexer::getSourceText(*Range, SM, LO).str();
}

/// The statements that give the hoisted string \p Name its initial value
/// again where it was declared: `s.clear();`, `s = e;`, `s.assign(p, n);`,
/// `s = a; s += b;` (one a line). Nullopt where a macro spells a piece.
static std::optional<std::string> restartText(const loop_growth::Restart &R,
                                              StringRef Name, StringRef Indent,
                                              const SourceManager &SM,
                                              const LangOptions &LO) {
  using loop_growth::Restart;
  if (R.Kind == Restart::Clear)
    return (Name + ".clear();").str();
  if (R.Kind == Restart::AssignCall) {
    std::optional<std::string> Args = textOf(
        SourceRange(R.Args.front()->getBeginLoc(), R.Args.back()->getEndLoc()), SM, LO);
    return Args ? std::optional((Name + ".assign(" + *Args + ");").str())
                : std::nullopt;
  }
  // Assign is Appends of one piece.
  std::string Text;
  for (const Expr *Piece : R.Args) {
    std::optional<std::string> T = textOf(Piece->getSourceRange(), SM, LO);
    if (!T)
      return std::nullopt;
    Text += Text.empty() ? (Name + " = " + *T + ";").str()
                         : ("\n" + Indent + Name + " += " + *T + ";").str();
  }
  return Text;
}

/// Why the initial value cannot be given again as the fix would, if so.
std::optional<std::string>
LoopGrowthCheck::restartReason(const LoopLocal &F, const ASTContext &Ctx) const {
  const loop_growth::Restart &R = F.Initial;
  if (R.NoFix)
    return R.NoFix;
  if (R.Kind == loop_growth::Restart::Appends && ChainedConcatenationFrom &&
      R.Args.size() >= ChainedConcatenationFrom)
    return "strcost-chained-concatenation builds this initial value of " +
           std::to_string(R.Args.size()) +
           " pieces at once with strcost::str_cat (its MinOperands option)";
  for (const Expr *Arg : R.Args)
    if (auto Choice = conditionals().exprChoice(Arg))
      return Choice->reason();
  // The text between the pieces (the `+`) is not copied: nor would a comment.
  std::optional<std::string> Whole = textOf(
      F.Var->getInit()->getSourceRange(), Ctx.getSourceManager(), Ctx.getLangOpts());
  if (R.Kind == loop_growth::Restart::Appends && Whole &&
      (StringRef(*Whole).contains("//") || StringRef(*Whole).contains("/*")))
    return std::string("a comment in the initial value would be lost");
  return std::nullopt;
}

/// The declaration in front of the loop: as written up to the name, or,
/// for `auto s = std::string(x)`, with the type the initialiser spells.
static std::optional<std::string> hoistedDeclaration(const LoopGrowthCheck::LoopLocal &F,
                                                     const SourceManager &SM,
                                                     const LangOptions &LO) {
  if (!F.Var->getType()->getContainedDeducedType())
    return textOf(SourceRange(F.Decl->getBeginLoc(), F.Var->getLocation()), SM, LO);
  std::optional<std::string> Type =
      textOf(F.Initial.SpelledType->getTypeLoc().getSourceRange(), SM, LO);
  std::optional<std::string> Auto =
      textOf(SourceRange(F.Decl->getBeginLoc(), F.Var->getLocation()), SM, LO);
  if (!Type || !Auto)
    return std::nullopt;
  return *Type + " " + F.Var->getNameAsString();
}

/// The alias (`using S = std::string;`, a typedef) through which \p T is
/// written, declared at or after \p At: the hoisted declaration, written in
/// front of the loop, would name it before it is declared.
static const TypedefNameDecl *aliasDeclaredAfter(QualType T, SourceLocation At,
                                                 const SourceManager &SM) {
  while (const auto *Alias = T.isNull() ? nullptr : T->getAs<TypedefType>()) {
    const TypedefNameDecl *D = Alias->getDecl();
    SourceLocation Where = SM.getExpansionLoc(D->getLocation());
    if (SM.isBeforeInTranslationUnit(At, Where))
      return D;
    T = Alias->desugar();
  }
  return nullptr;
}

void LoopGrowthCheck::planLoopLocal(LoopLocal &F, const ASTContext &Ctx) const {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  if (std::optional<std::string> Why = hoistTarget(F, Ctx))
    return F.Plan.decline(*Why);
  if (std::optional<std::string> Why = variableReason(F))
    return F.Plan.decline(*Why);
  if (std::optional<std::string> Why = restartReason(F, Ctx))
    return F.Plan.decline(*Why);
  std::optional<SourceLocation> At =
      utils::editableLocation(F.Target->getBeginLoc(), SM);
  std::optional<std::string> Declared = hoistedDeclaration(F, SM, LO);
  std::optional<SourceLocation> Here = utils::editableLocation(F.Decl->getBeginLoc(), SM);
  std::optional<std::string> Restart =
      Here ? restartText(F.Initial, F.Var->getName(), utils::indentationAt(*Here, SM),
                         SM, LO)
           : std::nullopt;
  if (!At || !Declared || !Restart)
    return F.Plan.decline(utils::InsideMacroReason);
  QualType Written = F.Var->getType()->getContainedDeducedType()
                         ? F.Initial.SpelledType->getType()
                         : F.Var->getType();
  if (const TypedefNameDecl *Alias = aliasDeclaredAfter(Written, *At, SM))
    return F.Plan.decline("its type is written through '" + Alias->getNameAsString() +
                          "', declared inside the loop, which a declaration in "
                          "front of the loop cannot name");
  F.At = *At;
  F.Hoisted = *Declared + ";\n" + utils::indentationAt(*At, SM);
  F.Plan.replace(F.Decl->getSourceRange(), *Restart, SM, LO);
}

/// The strings declared in front of one loop go there at one offset:
/// clang-tidy (and clang-apply-replacements) refuses two different
/// insertions there, and would drop all but one, leaving a `clear()` of a
/// string no longer declared. So, per loop, the first fixable string's
/// finding carries all the declarations, in their order, and the others'
/// edits with them. \p Locals are in source order; they may come from
/// several loops of a nest.
void LoopGrowthCheck::mergeHoists(llvm::MutableArrayRef<LoopLocal> Locals) {
  llvm::MapVector<const Stmt *, std::pair<LoopLocal *, std::string>> ByTarget;
  for (LoopLocal &F : Locals) {
    if (F.Plan.declined())
      continue;
    auto &[First, Declarations] = ByTarget[F.Target];
    Declarations += F.Hoisted;
    if (!First) {
      First = &F;
      continue;
    }
    for (const FixItHint &Hint : F.Plan.hints())
      First->Plan.add(Hint);
    F.Plan.decline("the fix of '" + First->Var->getName() +
                   "' declares it in front of the loop too");
  }
  for (auto &[Target, Group] : ByTarget)
    Group.first->Plan.insert(Group.first->At, Group.second);
}

/// Records the loops \p Loop's body holds directly, before they are matched.
/// Inserts every loop inside \p S into \p Loops.
static void collectLoops(const Stmt *S, llvm::SmallPtrSetImpl<const Stmt *> &Loops) {
  for (const Stmt *Child : S->children())
    if (Child) {
      if (isLoop(Child))
        Loops.insert(Child);
      collectLoops(Child, Loops);
    }
}

void LoopGrowthCheck::recordNest(const Stmt *Loop) {
  const Stmt *Body = loopBody(Loop);
  // Inner loops are recorded once, by their outermost loop.
  if (!InLoop.contains(Loop) && Body)
    collectLoops(Body, InLoop);
  if (isLoop(Body))
    EnclosingLoop[Body] = Loop;
  else if (const auto *Block = dyn_cast_or_null<CompoundStmt>(Body))
    for (const Stmt *S : Block->body())
      if (isLoop(S))
        EnclosingLoop[S] = Loop;
}

void LoopGrowthCheck::onEndOfTranslationUnit() {
  if (!Locals.empty()) {
    const SourceManager &SM = Locals.front().Var->getASTContext().getSourceManager();
    llvm::stable_sort(Locals, [&](const LoopLocal &A, const LoopLocal &B) {
      return SM.isBeforeInTranslationUnit(A.Decl->getBeginLoc(),
                                          B.Decl->getBeginLoc());
    });
    mergeHoists(Locals);
    for (const LoopLocal &F : Locals)
      emitLoopLocal(F);
  }
  Locals.clear();
  BlockOf.clear();
  EnclosingLoop.clear();
  InNest.clear();
}

void LoopGrowthCheck::emitLoopLocal(const LoopLocal &F) {
  SourceLocation Loc = F.Var->getLocation();
  diag(Loc, "'%0' is made and freed on every loop iteration, allocating again "
            "as it grows; declare it in front of the loop and %select{clear "
            "it|assign its initial value}1 here to keep its capacity")
      << F.Var->getName() << (F.Initial.Kind != loop_growth::Restart::Clear)
      << F.Plan.hints();
  // How long it grows is up to the loop's data: the model assumes.
  noteCost(Loc, utils::loopLocalStringCost(utils::shapeOf(
                    utils::stdBasicString(F.Var->getType()),
                    F.Var->getASTContext(), std::nullopt)));
  if (F.Plan.declined())
    noteNoFix(Loc, F.Plan.whyNot());
  noteGrowth(F.Var->getName(), F.GrowsAt, F.Var->getASTContext().getSourceManager());
}

void LoopGrowthCheck::noteGrowth(StringRef Name, llvm::ArrayRef<SourceRange> GrowsAt,
                                 const SourceManager &SM) {
  if (GrowsAt.empty())
    return;
  auto Note = diag(SM.getExpansionLoc(GrowsAt.front().getBegin()),
                   "'%0' grows in %select{this call|these %2 calls}1",
                   DiagnosticIDs::Note)
              << Name << (GrowsAt.size() > 1) << static_cast<unsigned>(GrowsAt.size());
  for (SourceRange R : GrowsAt)
    Note << SM.getExpansionRange(R);
}

// --- Case 3: reserve in front of a counted loop of appends -------------------

/// The regrowths one reserve saves: the final size is the loop's count
/// (assumed where the bound is not a constant) of the known pieces; the
/// string's size before the loop is not known and taken as empty.
static utils::Cost reserveCost(const loop_growth::CountedAppends &C,
                               const ASTContext &Ctx) {
  utils::StringShape Shape =
      utils::shapeOf(utils::stdBasicString(C.Target->getType()), Ctx, std::nullopt);
  return utils::loopGrowthCost(loop_growth::constantIterations(C),
                               C.PerIteration, Shape.SmallCapacity, Shape.CharSize);
}

/// Nothing to report when `reserve` on the string already stands in front
/// of the loop, or a constant count leaves no growth to save.
bool LoopGrowthCheck::reserveWorthReporting(const Reserve &F,
                                            const ASTContext &Ctx) const {
  auto It = BlockOf.find(F.Loop.Loop);
  if (It != BlockOf.end() &&
      loop_growth::reservedBefore(It->second.Block, It->second.Index,
                                  F.Loop.String))
    return false;
  return !loop_growth::constantIterations(F.Loop) ||
         reserveCost(F.Loop, Ctx).Allocations > 0;
}

void LoopGrowthCheck::planReserve(Reserve &F, const ASTContext &Ctx) const {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  const ForStmt *Loop = F.Loop.Loop;
  if (!BlockOf.count(Loop))
    return F.Plan.decline(
        EnclosingLoop.count(Loop)
            ? "the loop is the whole body of another loop: a reserve in front "
              "of it would need braces, and would run on each of that loop's "
              "iterations, reallocating each time where 'reserve' allocates no "
              "more than asked"
            : "the loop does not stand directly in a block, where the reserve "
              "could go in front of it");
  const utils::ConditionalCode &CC = conditionals();
  if (holdsChosenCode(Loop, CC))
    return F.Plan.decline(ChosenCodeReason);
  if (auto Choice = CC.exprChoice(F.Loop.Target))
    return F.Plan.decline(Choice->reason());
  std::optional<SourceLocation> At = utils::editableLocation(Loop->getBeginLoc(), SM);
  std::optional<CharSourceRange> Target =
      utils::editableRange(F.Loop.Target->getSourceRange(), SM, LO);
  if (!At || !Target)
    return F.Plan.decline(utils::InsideMacroReason);
  // The bound of each loop (of a nest: the outermost first).
  llvm::SmallVector<StringRef, 2> BoundTexts;
  for (const loop_growth::CountedAppends *L = &F.Loop; L; L = L->Inner.get()) {
    if (auto Choice = CC.exprChoice(L->Bound))
      return F.Plan.decline(Choice->reason());
    std::optional<CharSourceRange> Bound =
        utils::editableRange(L->Bound->getSourceRange(), SM, LO);
    if (!Bound)
      return F.Plan.decline(utils::InsideMacroReason);
    BoundTexts.push_back(Lexer::getSourceText(*Bound, SM, LO));
  }
  if (pragmaInFront(*At, SM))
    return F.Plan.decline("a preprocessor line in front of the loop may apply "
                          "to it");
  std::string Name = Lexer::getSourceText(*Target, SM, LO).str();
  auto HasComment = [](StringRef T) {
    return T.contains("//") || T.contains("/*");
  };
  if (HasComment(Name) || llvm::any_of(BoundTexts, HasComment))
    return F.Plan.decline("a comment stands in the loop's bound or the "
                          "string's name, which the fix would copy");
  F.Plan.insert(*At, Name + ".reserve(" + Name + ".size() + " +
                         loop_growth::extraText(F.Loop, BoundTexts) + ");\n" +
                         utils::indentationAt(*At, SM));
}

void LoopGrowthCheck::emitReserve(const Reserve &F, const ASTContext &Ctx) {
  SourceLocation Loc = F.Loop.Loop->getForLoc();
  diag(Loc, "'%0' grows by %1 character%s1 on each of a number of iterations "
            "known before the %select{loop|nest of loops}2, reallocating as it "
            "goes; reserve its final size in front of the %select{loop|outer "
            "loop}2")
      << F.Loop.String->getName()
      << static_cast<unsigned>(F.Loop.PerIteration) << (F.Loop.Inner != nullptr)
      << F.Plan.hints();
  noteCost(Loc, reserveCost(F.Loop, Ctx));
  if (F.Plan.declined())
    noteNoFix(Loc, F.Plan.whyNot());
}

// --- Case 3, over a container: reserve a lower bound -------------------------

/// A range-for, the classic iterator loop or its `while` form, over a sized
/// container whose every iteration appends at least k characters to one
/// string: `reserve` of the container's size times k in front of it. Not a counted loop
/// (judgeReserve's), and only where the first case fixes every `s = s + x`.
void LoopGrowthCheck::judgeRangeReserve(
    const Stmt *Loop, const llvm::SmallPtrSetImpl<const Expr *> &Rebuilt,
    const ASTContext &Ctx) {
  std::optional<loop_growth::RangeAppends> R;
  if (const auto *Range = dyn_cast<CXXForRangeStmt>(Loop))
    R = loop_growth::rangeAppends(Range, Ctx);
  else if (const auto *For = dyn_cast<ForStmt>(Loop);
           For && !InNest.contains(For) && !loop_growth::countedAppends(For, Ctx) &&
           !loop_growth::countedNest(For, Ctx))
    R = loop_growth::iteratorAppends(For, Ctx);
  else if (const auto *While = dyn_cast<WhileStmt>(Loop))
    if (auto Place = BlockOf.find(While); Place != BlockOf.end())
      R = loop_growth::whileIteratorAppends(While, Place->second.Block,
                                            Place->second.Index, Ctx);
  if (!R || !llvm::all_of(R->Rebuilds,
                          [&](const Expr *E) { return Rebuilt.contains(E); }))
    return;
  auto It = BlockOf.find(Loop);
  if (It != BlockOf.end() &&
      loop_growth::reservedBefore(It->second.Block, It->second.Index, R->String))
    return;
  RangeReserve F{std::move(*R), {}};
  utils::StringShape Shape = utils::shapeOf(
      utils::stdBasicString(F.Loop.Target->getType()), Ctx, std::nullopt);
  // A constant count whose growth stays within the small buffer saves nothing.
  if (F.Loop.ConstantCount &&
      utils::loopGrowthCost(F.Loop.ConstantCount, F.Loop.PerIteration,
                            Shape.SmallCapacity, Shape.CharSize)
              .Allocations == 0)
    return;
  planRangeReserve(F, Ctx);
  emitRangeReserve(F, Ctx);
}

void LoopGrowthCheck::planRangeReserve(RangeReserve &F,
                                       const ASTContext &Ctx) const {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  const Stmt *Loop = F.Loop.Loop;
  if (InLoop.contains(Loop))
    return F.Plan.decline(
        "the loop runs inside another loop: a reserve in front of it would run "
        "on each of that loop's iterations, reallocating each time where "
        "'reserve' allocates no more than asked");
  if (!BlockOf.count(Loop))
    return F.Plan.decline("the loop does not stand directly in a block, where "
                          "the reserve could go in front of it");
  const utils::ConditionalCode &CC = conditionals();
  if (holdsChosenCode(Loop, CC))
    return F.Plan.decline(ChosenCodeReason);
  for (const Expr *E : {F.Loop.Target, F.Loop.Range})
    if (E)
      if (auto Choice = CC.exprChoice(E))
        return F.Plan.decline(Choice->reason());
  std::optional<SourceLocation> At = utils::editableLocation(Loop->getBeginLoc(), SM);
  std::optional<CharSourceRange> Target =
      utils::editableRange(F.Loop.Target->getSourceRange(), SM, LO);
  std::optional<CharSourceRange> Range =
      F.Loop.Range ? utils::editableRange(F.Loop.Range->getSourceRange(), SM, LO)
                   : std::nullopt;
  if (!At || !Target || (F.Loop.Range && !Range))
    return F.Plan.decline(utils::InsideMacroReason);
  if (pragmaInFront(*At, SM))
    return F.Plan.decline("a preprocessor line in front of the loop may apply "
                          "to it");
  std::string Name = Lexer::getSourceText(*Target, SM, LO).str();
  StringRef RangeText = Range ? Lexer::getSourceText(*Range, SM, LO) : "";
  if (StringRef(Name).contains("/") || RangeText.contains("/"))
    return F.Plan.decline("a comment stands in the container's or the "
                          "string's name, which the fix would copy");
  F.Plan.insert(*At, Name + ".reserve(" + Name + ".size() + " +
                         loop_growth::rangeExtraText(F.Loop, RangeText) + ");\n" +
                         utils::indentationAt(*At, SM));
}

void LoopGrowthCheck::emitRangeReserve(const RangeReserve &F,
                                       const ASTContext &Ctx) {
  SourceLocation Loc = F.Loop.Loop->getBeginLoc();
  diag(Loc, "'%0' grows by at least %1 character%s1 on each iteration over a "
            "container whose size is known before the loop, reallocating as it "
            "goes; reserve that much in front of the loop")
      << F.Loop.String->getName() << static_cast<unsigned>(F.Loop.PerIteration)
      << F.Plan.hints();
  utils::StringShape Shape = utils::shapeOf(
      utils::stdBasicString(F.Loop.Target->getType()), Ctx, std::nullopt);
  noteCost(Loc, utils::loopGrowthCost(F.Loop.ConstantCount, F.Loop.PerIteration,
                                      Shape.SmallCapacity, Shape.CharSize));
  if (F.Plan.declined())
    noteNoFix(Loc, F.Plan.whyNot());
  llvm::SmallVector<SourceRange, 4> GrowsAt;
  for (const Expr *Append : F.Loop.Appends)
    GrowsAt.push_back(Append->getSourceRange());
  noteGrowth(F.Loop.String->getName(), GrowsAt, Ctx.getSourceManager());
}

} // namespace clang::tidy::strcost
