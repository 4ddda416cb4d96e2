//===--- ChainedConcatenationCheck.cpp - strcost ---------------------------===//
//
// The stages: findChains() (ConcatenationChain.cpp) finds every outermost
// chain top-down with what surrounds it; classify() decides the form of the
// fix (a value, an append, an assignment); declineUnsafe() says why no fix-it
// may be offered, if so; plan() builds the edits; emit() reports.
//
//===----------------------------------------------------------------------===//

#include "ChainedConcatenationCheck.h"
#include "utils/HeaderStandard.h"
#include "utils/SideEffects.h"
#include "utils/SourceUtils.h"
#include "utils/StringTypes.h"
#include "clang/AST/ASTContext.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang::ast_matchers;

namespace clang::tidy {

llvm::ArrayRef<std::pair<strcost::ChainedConcatenationCheck::RuntimeKind, StringRef>>
OptionEnumMapping<strcost::ChainedConcatenationCheck::RuntimeKind>::getEnumMapping() {
  using Kind = strcost::ChainedConcatenationCheck::RuntimeKind;
  static constexpr std::pair<Kind, StringRef> Mapping[] = {
      {Kind::Strcost, "strcost"}, {Kind::Absl, "absl"}};
  return Mapping;
}

namespace strcost {

using concatenation::Chain;
using concatenation::ChainScan;
using concatenation::ChainSite;
using concatenation::ConstantUse;
using Finding = ChainedConcatenationCheck::Finding;

namespace {
enum class Form { Value, Append, AppendFromAssign, Assign };
} // namespace

/// What the classifier decided about one chain.
struct ChainedConcatenationCheck::Finding {
  const ChainSite *Site = nullptr;
  QualType StringType;
  /// The string assigned to, when the chain is the right side of a string
  /// assignment (whatever form the fix then takes).
  const Expr *Target = nullptr;
  Form F = Form::Value;
  bool TargetOnRight = false;
  unsigned Count = 0;
  StringRef Function;
  /// What the edits may use: the analysed standard in the main file, at most
  /// HeaderMinimumStandard in a header that older translation units include.
  utils::CxxStandard Std = 0;
  bool Absl = false;
  /// The file may not depend on the runtime: the fix, if any, calls the
  /// string's own assign and append.
  bool WithoutRuntime = false;

  const Chain &chain() const { return Site->C; }
  bool isAssignmentForm() const { return Target && F != Form::Value; }
};

ChainedConcatenationCheck::ChainedConcatenationCheck(StringRef Name,
                                                     ClangTidyContext *Context)
    : StrcostCheck(Name, Context, utils::RuntimeUse::Fixes),
      MinOperandsOption(stringOption("MinOperands", "3")),
      Runtime(enumOption("Runtime", RuntimeKind::Strcost)),
      SystemHeaders(Context->getOptions().SystemHeaders.value_or(false)) {
  // Read as text so that "two" or "-1" is an error rather than a silent
  // default: a CI job would otherwise run with a threshold nobody chose.
  unsigned long long Min = 0;
  if (StringRef(MinOperandsOption).trim().getAsInteger(10, Min) || Min < 2 ||
      Min > 1000)
    invalidOption("MinOperands", MinOperandsOption,
                  "expected an integer of at least 2");
  else
    MinOperands = static_cast<unsigned>(Min);
}

void ChainedConcatenationCheck::storeOptions(ClangTidyOptions::OptionMap &Opts) {
  Options.store(Opts, "MinOperands", MinOperandsOption);
  Options.store(Opts, "Runtime", Runtime);
  storeStandardOptions(Opts);
  storeConditionalCode(Opts);
  storeIncludeOptions(Opts);
}

void ChainedConcatenationCheck::registerMatchers(MatchFinder *Host) {
  if (!configurationValid())
    return;
  MatchFinder *Finder = &userCode(Host);
  // One top-down traversal finds the chains with their surroundings.
  Finder->addMatcher(translationUnitDecl().bind("unit"), this);
}

void ChainedConcatenationCheck::check(const MatchFinder::MatchResult &Result) {
  if (!Result.Nodes.getNodeAs<TranslationUnitDecl>("unit"))
    return;
  const ASTContext &Ctx = *Result.Context;
  ChainScan Scan = concatenation::findChains(*Result.Context, SystemHeaders);
  for (const ChainSite &Site : Scan.Sites)
    if (std::optional<Finding> F = classify(Site, Ctx)) {
      utils::FixPlan Plan = plan(*F, Scan, Ctx);
      emit(*F, Plan, Ctx);
    }
}

//===----------------------------------------------------------------------===//
// Classifier: the form of the fix.
//===----------------------------------------------------------------------===//

/// `s += chain`, `s = chain`: the string assigned to, when the assignment is
/// std::basic_string's own and the target has the chain's type.
static const Expr *assignedString(const ChainSite &Site, QualType StringType,
                                  const ASTContext &Ctx) {
  const CXXOperatorCallExpr *Assign = Site.Assign;
  if (!Assign || !isa_and_nonnull<CXXMethodDecl>(Assign->getDirectCallee()))
    return nullptr;
  const Expr *Target = Assign->getArg(0);
  if (!utils::stdBasicString(Target->getType()) ||
      !Ctx.hasSameType(
          Target->getType().getNonReferenceType().getUnqualifiedType(),
          StringType.getUnqualifiedType()))
    return nullptr;
  return Target;
}

static Form assignmentForm(const ChainSite &Site, const Expr *Target) {
  if (Site.Assign->getOperator() == OO_PlusEqual)
    return Form::Append;
  if (concatenation::sameObject(Target, Site.C.Pieces.front()) &&
      utils::isRepeatableObject(Target))
    return Form::AppendFromAssign;
  return Form::Assign;
}

/// Whether a piece may read the target (the first piece of `s = s + ...`
/// aside); any piece may when the target is not a plain object.
static bool targetOnRight(const Chain &C, const Expr *Target, Form F) {
  const ValueDecl *TargetDecl = concatenation::rootDecl(Target);
  for (size_t I = F == Form::AppendFromAssign ? 1 : 0; I < C.Pieces.size(); ++I)
    if (!TargetDecl || concatenation::mentions(C.Pieces[I], TargetDecl))
      return true;
  return false;
}

/// `s = s + a`: the text from after the target through the first `+` goes
/// (`f(s, a`); it must be neither inside parentheses of the chain nor hold a
/// comment, or the assignment stays.
static bool appendFromAssignEditable(const Chain &C, const Expr *Target,
                                     const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  if (llvm::any_of(C.Parens, [&](const ParenExpr *P) {
        return !SM.isBeforeInTranslationUnit(C.PlusLocs.front(), P->getLParen());
      }))
    return false;
  bool Invalid = false;
  StringRef Between = Lexer::getSourceText(
      CharSourceRange::getTokenRange(
          Lexer::getLocForEndOfToken(Target->getEndLoc(), 0, SM, Ctx.getLangOpts()),
          C.PlusLocs.front()),
      SM, Ctx.getLangOpts(), &Invalid);
  return !Invalid && !Between.contains("/*") && !Between.contains("//");
}

/// The form the fix can take once the target's reads and spelling are
/// known: `get() = a + b + c` keeps the assignment (C++17 evaluates the right
/// side first, a call's arguments in no set order), `s = a + s + b` too (a
/// fresh string, then the move).
static Form refineForm(const Finding &F, const ASTContext &Ctx) {
  Form Out = F.F;
  if (!utils::isRepeatableObject(F.Target))
    return Form::Value;
  if (Out == Form::Assign && F.TargetOnRight)
    return Form::Value;
  if (Out == Form::AppendFromAssign &&
      !appendFromAssignEditable(F.chain(), F.Target, Ctx))
    return Form::Value;
  // Abseil has no assign (`s = absl::StrCat(...)`), and no append whose
  // pieces may read the destination.
  if (F.Absl && (Out == Form::Assign ||
                 (Out == Form::AppendFromAssign && F.TargetOnRight)))
    return Form::Value;
  return Out;
}

static StringRef functionFor(Form F, bool Absl) {
  switch (F) {
  case Form::Value:
    return Absl ? "absl::StrCat" : "strcost::str_cat";
  case Form::Append:
  case Form::AppendFromAssign:
    return Absl ? "absl::StrAppend" : "strcost::str_append";
  case Form::Assign:
    return "strcost::str_assign";
  }
  return "";
}

std::optional<ChainedConcatenationCheck::Finding>
ChainedConcatenationCheck::classify(const ChainSite &Site,
                                    const ASTContext &Ctx) const {
  Finding F;
  F.Site = &Site;
  F.Absl = Runtime == RuntimeKind::Absl;
  F.StringType = Site.C.Root->getType();
  F.Target = assignedString(Site, F.StringType, Ctx);
  if (F.Target)
    F.F = assignmentForm(Site, F.Target);
  F.Count = Site.C.Pieces.size() + (F.F == Form::Append ? 1 : 0);
  if (F.Count < MinOperands)
    return std::nullopt;
  if (F.Target) {
    F.TargetOnRight = targetOnRight(Site.C, F.Target, F.F);
    F.F = refineForm(F, Ctx);
  }
  F.Function = functionFor(F.F, F.Absl);
  F.Std = utils::standardForEditAt(Site.C.Root->getBeginLoc(),
                                   Ctx.getSourceManager(), Ctx.getLangOpts(),
                                   standardLimits());
  return F;
}

//===----------------------------------------------------------------------===//
// Classifier: why no fix-it, checked from the most to the least fundamental
// (the plan keeps the first reason).
//===----------------------------------------------------------------------===//

void ChainedConcatenationCheck::declineUnsafe(const Finding &F,
                                              const ChainScan &Scan,
                                              const ASTContext &Ctx,
                                              utils::FixPlan &Plan) const {
  utils::CxxStandard Needed = F.Absl ? 14 : 11;
  if (utils::standardOf(Ctx.getLangOpts()) < Needed)
    Plan.decline(F.Absl ? "absl::StrCat needs C++14"
                        : "the strcost runtime needs C++11");
  else if (auto Why = utils::standardRefusal(
               F.Function, Needed, F.Site->C.Root->getBeginLoc(),
               Ctx.getSourceManager(), Ctx.getLangOpts(), standardLimits()))
    Plan.decline(*Why);
  // C++20 allows std::string in constant evaluation; the runtimes are not
  // constexpr, and a constexpr function that can never be constant is
  // ill-formed.
  if (F.Site->Constant == ConstantUse::Possible)
    Plan.decline("the function is constexpr, and " + F.Function + " is not");
  // A lambda constexpr without being declared so stops being constexpr, and
  // the constant evaluation that calls it no longer compiles.
  if (const LambdaExpr *L = F.Site->Lambda;
      L && Scan.ConstantCalledLambdas.contains(L->getLambdaClass()))
    Plan.decline("the lambda is called in constant evaluation, and " +
                 F.Function + " is not constexpr");
  const auto *String = utils::stdBasicString(F.StringType);
  if (!String || String->getTemplateArgs().size() < 2 ||
      !utils::isStdCharTraitsOf(String->getTemplateArgs()[1].getAsType(),
                                String->getTemplateArgs()[0].getAsType()))
    Plan.decline("the string has custom character traits");
  if (F.F == Form::Value && !utils::hasStdTraitsAndAllocator(String))
    Plan.decline("the string has a custom allocator, and " + F.Function +
                 " returns a std::basic_string with the default one");
  if (F.Absl)
    declineForAbsl(F, Ctx, Plan);
  if (concatenation::orderMayMatter(F.chain(), Ctx))
    Plan.decline("pieces have side effects, and the order in which a call "
                 "evaluates its arguments may differ from that of the '+' "
                 "chain");
  declineConditional(F, Plan);
}

/// A piece or target whose type, or the function that makes it, the
/// preprocessor chooses may be no std::string in another configuration
/// (cxxopts' `String`, icu::UnicodeString under CXXOPTS_USE_UNICODE), where
/// the runtime's call would not compile. Code the preprocessor leaves out
/// inside the chain would keep its `+` while the pieces around it become
/// arguments, and a comma could land after a directive.
void ChainedConcatenationCheck::declineConditional(const Finding &F,
                                                   utils::FixPlan &Plan) const {
  const utils::ConditionalCode &CC = conditionals();
  if (F.Target)
    if (auto Choice = CC.exprChoice(F.Target))
      return Plan.decline(Choice->reason());
  for (const Expr *Piece : F.chain().Pieces)
    if (auto Choice = CC.exprChoice(Piece))
      return Plan.decline(Choice->reason());
  if (CC.crossesConditional(F.chain().Root->getSourceRange()))
    Plan.decline("the expression spans a preprocessor conditional, whose "
                 "branches the edits would not all reach");
}

/// std::string, with the standard traits and allocator.
static bool isPlainStdString(QualType T, const ASTContext &Ctx) {
  const auto *Spec = utils::stdBasicString(T);
  return Spec && utils::hasStdTraitsAndAllocator(Spec) &&
         Ctx.hasSameType(Spec->getTemplateArgs()[0].getAsType(), Ctx.CharTy);
}

void ChainedConcatenationCheck::declineForAbsl(const Finding &F,
                                               const ASTContext &Ctx,
                                               utils::FixPlan &Plan) const {
  QualType Built = F.isAssignmentForm()
                       ? F.Target->getType().getNonReferenceType()
                       : F.StringType;
  if (!isPlainStdString(Built, Ctx) || !isPlainStdString(F.StringType, Ctx))
    Plan.decline("absl::StrCat builds only std::string");
  if (!F.isAssignmentForm())
    return;
  if (F.Site->AssignValueUsed)
    Plan.decline("the value of the assignment is used, and absl::StrAppend "
                 "returns void");
  if (F.F == Form::Append && F.TargetOnRight)
    Plan.decline("a piece may refer to the destination, which absl::StrAppend "
                 "does not allow");
}

//===----------------------------------------------------------------------===//
// Planner: the edits.
//===----------------------------------------------------------------------===//

namespace {

/// The edits of one fix in file character ranges, merged where they touch
/// (an insertion where a removal starts or ends) before they become fix-its;
/// a failed edit declines the plan.
class ChainEdits {
public:
  ChainEdits(const ASTContext &Ctx, utils::FixPlan &Plan)
      : SM(Ctx.getSourceManager()), LO(Ctx.getLangOpts()), Plan(Plan) {}

  SourceLocation tokenEnd(SourceLocation Loc) const {
    return Lexer::getLocForEndOfToken(Loc, 0, SM, LO);
  }
  CharSourceRange fileRange(SourceRange R) const {
    return Lexer::makeFileCharRange(CharSourceRange::getTokenRange(R), SM, LO);
  }
  void fail(StringRef Why) { Plan.decline(Why); }

  void insert(SourceLocation Loc, StringRef Text) { replace(Loc, Loc, Text); }
  void replace(SourceLocation Begin, SourceLocation End, StringRef Text) {
    if (Begin.isInvalid() || End.isInvalid() || Begin.isMacroID() ||
        End.isMacroID())
      return fail("the expression is spelled inside a macro");
    Edits.push_back({Begin, End, Text.str()});
  }

  void separator(SourceLocation PrevEnd, SourceLocation Op);
  bool joinLiterals(SourceLocation PrevEnd, SourceLocation Op);
  void unwrap(const Expr *Piece, const Expr *Arg);
  void dropParens(const ParenExpr *P);
  void reindent(CharSourceRange Chain);
  bool isBlankBetween(SourceLocation Begin, SourceLocation End) const;
  /// Hands the merged edits to the plan.
  void finish();

private:
  struct Edit {
    SourceLocation Begin, End; // [Begin, End), file locations
    std::string Text;
  };

  SourceLocation lastTokenEnd(SourceLocation Begin, SourceLocation End) const;
  std::optional<SourceLocation> commaPlace(SourceLocation PrevEnd,
                                           SourceLocation Op) const;

  const SourceManager &SM;
  const LangOptions &LO;
  utils::FixPlan &Plan;
  llvm::SmallVector<Edit, 16> Edits;
};

} // namespace

/// True when only blanks (or nothing) lie between the file locations
/// \p Begin and \p End.
bool ChainEdits::isBlankBetween(SourceLocation Begin, SourceLocation End) const {
  if (Begin.isInvalid() || End.isInvalid() || !Begin.isFileID() ||
      !End.isFileID() || SM.getFileID(Begin) != SM.getFileID(End) ||
      SM.isBeforeInTranslationUnit(End, Begin))
    return false;
  bool Invalid = false;
  StringRef Between = Lexer::getSourceText(
      CharSourceRange::getCharRange(Begin, End), SM, LO, &Invalid);
  return !Invalid && Between.trim().empty();
}

/// The end of the last token other than a comment in [\p Begin, \p End),
/// or \p Begin when there is none (only blanks and comments).
SourceLocation ChainEdits::lastTokenEnd(SourceLocation Begin,
                                        SourceLocation End) const {
  std::pair<FileID, unsigned> B = SM.getDecomposedLoc(Begin);
  unsigned EndOffset = SM.getFileOffset(End);
  bool Invalid = false;
  StringRef Buffer = SM.getBufferData(B.first, &Invalid);
  if (Invalid)
    return Begin;
  Lexer Raw(SM.getLocForStartOfFile(B.first), LO, Buffer.begin(),
            Buffer.begin() + B.second, Buffer.end());
  Raw.SetCommentRetentionState(true);
  SourceLocation Last = Begin;
  Token Tok;
  while (true) {
    Raw.LexFromRawLexer(Tok);
    if (Tok.is(tok::eof) || SM.getFileOffset(Tok.getLocation()) >= EndOffset)
      break;
    if (Tok.isNot(tok::comment))
      Last = Tok.getEndLoc();
  }
  return Last;
}

/// Where the comma for the operator \p Op goes: right after the piece before
/// it (which ends at \p PrevEnd, `)` of a flattened group included), or
/// nullopt to put it in the operator's place.
std::optional<SourceLocation> ChainEdits::commaPlace(SourceLocation PrevEnd,
                                                     SourceLocation Op) const {
  if (PrevEnd.isInvalid() || !PrevEnd.isFileID() || !Op.isFileID() ||
      SM.getFileID(PrevEnd) != SM.getFileID(Op) ||
      SM.isBeforeInTranslationUnit(Op, PrevEnd))
    return std::nullopt;
  return lastTokenEnd(PrevEnd, Op);
}

/// Replaces the operator token at \p Op by a comma right after the piece
/// before it, so that no blank or comment comes between a piece and its
/// comma: blanks before the operator go with it, comments stay where they
/// were.
void ChainEdits::separator(SourceLocation PrevEnd, SourceLocation Op) {
  if (Op.isMacroID())
    return fail("an operator is spelled inside a macro");
  SourceLocation OpEnd = tokenEnd(Op);
  std::optional<SourceLocation> CommaAt = commaPlace(PrevEnd, Op);
  bool Invalid = false;
  StringRef Between;
  if (CommaAt)
    Between = Lexer::getSourceText(CharSourceRange::getCharRange(*CommaAt, Op),
                                   SM, LO, &Invalid);
  if (!CommaAt || Invalid)
    return replace(Op, OpEnd, ",");
  const char *After = SM.getCharacterData(OpEnd, &Invalid);
  unsigned BlanksAfter = 0;
  while (!Invalid && (After[BlanksAfter] == ' ' || After[BlanksAfter] == '\t'))
    ++BlanksAfter;
  if (Between.trim().empty() && !Between.contains('\n'))
    return replace(*CommaAt, OpEnd, ",");
  // A comment, or a `+` leading a continuation line: the operator goes with
  // the blanks that follow it, so the line keeps its indentation and a
  // comment its place. A `+` that ends its line takes the blanks before it.
  SourceLocation RemoveBegin = Op;
  if (!Invalid && (After[BlanksAfter] == '\n' || After[BlanksAfter] == '\r')) {
    StringRef Before = Between.rtrim(" \t");
    if (!Before.empty() && !Before.ends_with("\n"))
      RemoveBegin = CommaAt->getLocWithOffset(Before.size());
  }
  replace(*CommaAt, *CommaAt, ",");
  replace(RemoveBegin, OpEnd.getLocWithOffset(BlanksAfter), "");
}

/// Two string literals side by side (`"a" + "b"`): the `+` goes and the
/// compiler joins them (`"a" "b"`), one piece fewer to measure. False, with no
/// edit, when a comment lies between them (the separator then keeps it).
bool ChainEdits::joinLiterals(SourceLocation PrevEnd, SourceLocation Op) {
  if (Op.isMacroID() || !isBlankBetween(PrevEnd, Op))
    return false;
  SourceLocation OpEnd = tokenEnd(Op);
  bool Invalid = false;
  const char *After = SM.getCharacterData(OpEnd, &Invalid);
  if (Invalid)
    return false;
  unsigned BlanksAfter = 0;
  while (After[BlanksAfter] == ' ' || After[BlanksAfter] == '\t')
    ++BlanksAfter;
  if (After[BlanksAfter] == '/' || After[BlanksAfter] == '\r')
    return false; // a comment follows: leave the layout to the separator
  // A `+` that ends its line goes with the blanks before it; otherwise with
  // the blanks after it, so a continuation line keeps its indentation.
  if (After[BlanksAfter] == '\n')
    replace(PrevEnd, OpEnd.getLocWithOffset(BlanksAfter), "");
  else
    replace(Op, OpEnd.getLocWithOffset(BlanksAfter), "");
  return true;
}

/// `a + (b ? x : y)`: the parentheses held the piece together against `+`; as
/// an argument it needs them only around a comma. Spelled in a macro they stay.
void ChainEdits::dropParens(const ParenExpr *P) {
  const auto *Inner = dyn_cast<BinaryOperator>(P->getSubExpr()->IgnoreImplicit());
  if ((Inner && Inner->getOpcode() == BO_Comma) || P->getLParen().isMacroID() ||
      P->getRParen().isMacroID() ||
      SM.getFileID(P->getLParen()) != SM.getFileID(P->getRParen()))
    return;
  replace(P->getLParen(), tokenEnd(P->getLParen()), "");
  replace(P->getRParen(), tokenEnd(P->getRParen()), "");
}

/// Continuation lines of the chain that started at its first piece's column
/// move with it, so they stay aligned inside the new call's parenthesis: by
/// what the edits before the first piece on its line add. A line is moved
/// only where a token (not the inside of a comment or a raw string) starts
/// it after blanks alone.
void ChainEdits::reindent(CharSourceRange Chain) {
  SourceLocation Begin = Chain.getBegin();
  std::pair<FileID, unsigned> B = SM.getDecomposedLoc(Begin);
  unsigned FirstLine = SM.getLineNumber(B.first, B.second);
  unsigned Column = SM.getColumnNumber(B.first, B.second);
  int Delta = 0;
  for (const Edit &E : Edits) {
    unsigned EB = SM.getFileOffset(E.Begin), EE = SM.getFileOffset(E.End);
    bool Before = EE < B.second || (EE == B.second && EB == EE);
    if (Before && SM.getFileID(E.Begin) == B.first &&
        SM.getLineNumber(B.first, EB) == FirstLine)
      Delta += static_cast<int>(E.Text.size()) - static_cast<int>(EE - EB);
  }
  if (Delta <= 0 || Column <= 1)
    return;
  bool Invalid = false;
  StringRef Buffer = SM.getBufferData(B.first, &Invalid);
  if (Invalid)
    return;
  Lexer Raw(SM.getLocForStartOfFile(B.first), LO, Buffer.begin(),
            Buffer.begin() + B.second, Buffer.end());
  Raw.SetCommentRetentionState(true);
  unsigned EndOffset = SM.getFileOffset(Chain.getEnd());
  unsigned LastLine = FirstLine;
  Token Tok;
  while (true) {
    Raw.LexFromRawLexer(Tok);
    unsigned Offset = SM.getFileOffset(Tok.getLocation());
    if (Tok.is(tok::eof) || Offset >= EndOffset)
      break;
    unsigned Line = SM.getLineNumber(B.first, Offset);
    if (Line != LastLine && Tok.isAtStartOfLine() &&
        SM.getColumnNumber(B.first, Offset) == Column) {
      unsigned LineStart = Offset - (Column - 1);
      if (Buffer.substr(LineStart, Column - 1).find_first_not_of(' ') ==
          StringRef::npos)
        insert(SM.getComposedLoc(B.first, LineStart), std::string(Delta, ' '));
    }
    LastLine = Line;
  }
}

/// Drops what wraps \p Arg in \p Piece (`std::to_string(` and `)`), leaving
/// the argument's own text where it is: a lambda in it keeps its spelling and
/// place, and a chain in it its own fix. A piece that cannot be edited keeps
/// its conversion; the rest of the fix does not depend on it.
void ChainEdits::unwrap(const Expr *Piece, const Expr *Arg) {
  CharSourceRange Whole = fileRange(Piece->getSourceRange());
  CharSourceRange Inner = fileRange(Arg->getSourceRange());
  if (Whole.isInvalid() || Inner.isInvalid() ||
      SM.getFileID(Whole.getBegin()) != SM.getFileID(Inner.getBegin()) ||
      SM.isBeforeInTranslationUnit(Inner.getBegin(), Whole.getBegin()) ||
      SM.isBeforeInTranslationUnit(Whole.getEnd(), Inner.getEnd()))
    return;
  Edits.push_back({Whole.getBegin(), Inner.getBegin(), ""});
  Edits.push_back({Inner.getEnd(), Whole.getEnd(), ""});
}

void ChainEdits::finish() {
  if (Plan.declined())
    return;
  llvm::stable_sort(Edits, [&](const Edit &A, const Edit &B) {
    if (A.Begin != B.Begin)
      return SM.isBeforeInTranslationUnit(A.Begin, B.Begin);
    // At one offset, an insertion goes before a removal starting there.
    return A.Begin == A.End && B.Begin != B.End;
  });
  llvm::SmallVector<Edit, 16> Merged;
  for (Edit &E : Edits) {
    if (!Merged.empty()) {
      Edit &Last = Merged.back();
      if (E.Begin == Last.End || E.Begin == Last.Begin) {
        if (SM.isBeforeInTranslationUnit(Last.End, E.End))
          Last.End = E.End;
        Last.Text += E.Text;
        continue;
      }
      // Overlapping edits mean a bug: no fix rather than a broken one.
      if (SM.isBeforeInTranslationUnit(E.Begin, Last.End))
        return fail("the edits overlap");
    }
    Merged.push_back(E);
  }
  for (const Edit &E : Merged)
    Plan.replace(CharSourceRange::getCharRange(E.Begin, E.End), E.Text);
}

/// A piece that is a string literal written in the file, with no NUL inside
/// (joined, it would end the string early), of \p Kind when given.
static const StringLiteral *joinableLiteral(const Expr *Piece) {
  const auto *S = dyn_cast<StringLiteral>(concatenation::ignoreImplicit(Piece));
  if (!S || S->getBeginLoc().isMacroID() || S->getEndLoc().isMacroID() ||
      S->getBytes().contains('\0'))
    return nullptr;
  return S;
}

/// The separators between pieces (none between two literals, which the
/// compiler joins), and the sub-chains' parentheses.
static void editStructure(ChainEdits &E, const Chain &C, bool SkipFirst) {
  for (size_t I = 0; I < C.PlusLocs.size(); ++I) {
    SourceLocation PrevEnd = E.tokenEnd(C.Pieces[I]->getEndLoc());
    // `(a + b) + c`: the `)` goes, so the blanks after it may go too.
    for (const ParenExpr *P : C.Parens)
      if (E.isBlankBetween(PrevEnd, P->getRParen()))
        PrevEnd = E.tokenEnd(P->getRParen());
    if (SkipFirst && I == 0)
      continue;
    const StringLiteral *L = joinableLiteral(C.Pieces[I]);
    const StringLiteral *R = joinableLiteral(C.Pieces[I + 1]);
    if (L && R && L->getKind() == R->getKind() &&
        E.joinLiterals(PrevEnd, C.PlusLocs[I]))
      continue;
    E.separator(PrevEnd, C.PlusLocs[I]);
  }
  for (const ParenExpr *P : C.Parens) {
    E.replace(P->getLParen(), E.tokenEnd(P->getLParen()), "");
    E.replace(P->getRParen(), E.tokenEnd(P->getRParen()), "");
  }
}

/// The edits inside pieces: std::string("x") becomes "x", to_string(n)
/// becomes n; chars become strings for absl.
static void editPieces(ChainEdits &E, const Chain &C, QualType StringType,
                       const ASTContext &Ctx, bool Absl, bool ViewsAllowed) {
  for (const Expr *Piece : C.Pieces) {
    if (const Expr *Arg = concatenation::explicitStringArgument(
            Piece, StringType, Ctx, ViewsAllowed)) {
      E.unwrap(Piece, Arg);
      continue;
    }
    if (const Expr *Arg = concatenation::toStringArgument(Piece)) {
      E.unwrap(Piece, Arg);
      continue;
    }
    if (Absl && Piece->IgnoreImpCasts()->getType()->isAnyCharacterType()) {
      std::optional<std::string> Str = concatenation::charLiteralAsString(Piece);
      CharSourceRange R = E.fileRange(Piece->getSourceRange());
      if (!Str || R.isInvalid())
        E.fail("absl::StrCat takes no char pieces");
      else
        E.replace(R.getBegin(), R.getEnd(), *Str);
      continue;
    }
    if (const auto *P = dyn_cast<ParenExpr>(concatenation::ignoreImplicit(Piece)))
      E.dropParens(P);
  }
}

/// The call around it all: `f(` before the chain, or before the target with
/// the assignment operator as the first separator.
static void editCall(ChainEdits &E, const Finding &F, CharSourceRange ChainRange) {
  std::string Prefix = (F.Function + "(").str();
  if (!F.isAssignmentForm()) {
    E.insert(ChainRange.getBegin(), Prefix);
    E.insert(ChainRange.getEnd(), ")");
    return;
  }
  CharSourceRange TargetRange = E.fileRange(F.Target->getSourceRange());
  if (TargetRange.isInvalid())
    return E.fail("the expression is spelled inside a macro");
  std::string Suffix;
  if (F.Absl) {
    // absl::StrAppend takes a pointer to the destination.
    bool Postfix = isa<DeclRefExpr, MemberExpr, ArraySubscriptExpr, CallExpr,
                       ParenExpr, UnaryOperator>(F.Target->IgnoreImpCasts());
    Prefix += Postfix ? "&" : "&(";
    Suffix = Postfix ? "" : ")";
  }
  E.insert(TargetRange.getBegin(), Prefix);
  if (!Suffix.empty())
    E.insert(TargetRange.getEnd(), Suffix);
  if (F.F == Form::AppendFromAssign)
    E.replace(TargetRange.getEnd(), E.tokenEnd(F.chain().PlusLocs.front()), ",");
  else
    E.separator(TargetRange.getEnd(), F.Site->Assign->getOperatorLoc());
  E.insert(ChainRange.getEnd(), ")");
}

/// Where the fix's code starts: the include must come before it.
static SourceLocation fixStart(const Finding &F, const SourceManager &SM) {
  return SM.getFileLoc(F.isAssignmentForm() ? F.Target->getBeginLoc()
                                            : F.chain().Root->getBeginLoc());
}

utils::FixPlan ChainedConcatenationCheck::plan(Finding &F, const ChainScan &Scan,
                                               const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  StringRef Header = F.Absl ? "absl/strings/str_cat.h" : "<strcost/str_cat.h>";
  FileID File = SM.getFileID(fixStart(F, SM));
  if (std::optional<std::string> Why = runtimeRefusal(File, Header))
    return planWithoutRuntime(F, Ctx, *Why);
  utils::FixPlan Plan;
  declineUnsafe(F, Scan, Ctx, Plan);
  ChainEdits E(Ctx, Plan);
  CharSourceRange ChainRange = E.fileRange(F.chain().Root->getSourceRange());
  if (ChainRange.isInvalid())
    Plan.decline("the expression is spelled inside a macro");
  if (Plan.declined())
    return Plan;
  editStructure(E, F.chain(), /*SkipFirst=*/F.F == Form::AppendFromAssign);
  editPieces(E, F.chain(), F.StringType, Ctx, F.Absl,
             /*ViewsAllowed=*/F.Std >= 17);
  editCall(E, F, ChainRange);
  E.reindent(ChainRange);
  E.finish();
  if (Plan.declined())
    return Plan;
  if (Plan.empty())
    Plan.decline("the edits overlap");
  planInclude(Plan, File, Header, fixStart(F, SM));
  return Plan;
}

//===----------------------------------------------------------------------===//
// Without the runtime: `s = a + b` -> `s.assign(a).append(b)`, `s += a + b`
// -> `s.append(a).append(b)`. The destination's buffer is reused and no
// temporary is built; but the destination changes before the later pieces
// are read, so each of those must be unable to see it.
//===----------------------------------------------------------------------===//

/// The destination can only be reached through its own name: a variable or
/// a field of `*this`, not through a reference or pointer.
static bool isPlainDestination(const Expr *Target) {
  const Expr *E = Target->IgnoreParenImpCasts();
  if (const auto *D = dyn_cast<DeclRefExpr>(E)) {
    const auto *V = dyn_cast<VarDecl>(D->getDecl());
    return V && !V->getType()->isReferenceType();
  }
  if (const auto *M = dyn_cast<MemberExpr>(E)) {
    const auto *Field = dyn_cast<FieldDecl>(M->getMemberDecl());
    return Field && !Field->getType()->isReferenceType() &&
           isa<CXXThisExpr>(M->getBase()->IgnoreParenImpCasts());
  }
  return false;
}

/// A local variable of the function, not a reference, not static.
static bool isLocalVariable(const Expr *Target) {
  const auto *Ref = dyn_cast<DeclRefExpr>(Target->IgnoreParenImpCasts());
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return V && V->hasLocalStorage() && !isa<ParmVarDecl>(V) &&
         !V->getType()->isReferenceType();
}

/// Whether a piece read after the destination has changed still reads what
/// it read before: it reads no object (a literal), or a distinct object of
/// its own (a string, character or number variable or field of `*this`,
/// never a pointer or view that could point into the destination), and the
/// destination cannot be reached otherwise.
static bool readsOnlyItsOwn(const Expr *Piece, const Expr *Target,
                            const ASTContext &Ctx) {
  const Expr *E = concatenation::ignoreImplicit(Piece)->IgnoreParenImpCasts();
  if (isa<StringLiteral, CharacterLiteral, IntegerLiteral>(E))
    return true;
  if (const Expr *Arg = concatenation::toStringArgument(Piece))
    return readsOnlyItsOwn(Arg, Target, Ctx);
  if (!isPlainDestination(Target))
    return false;
  const ValueDecl *D = nullptr;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    D = dyn_cast<VarDecl>(Ref->getDecl());
  else if (const auto *M = dyn_cast<MemberExpr>(E);
           M && isa<CXXThisExpr>(M->getBase()->IgnoreParenImpCasts()))
    D = dyn_cast<FieldDecl>(M->getMemberDecl());
  if (!D || D == concatenation::rootDecl(Target))
    return false;
  QualType T = D->getType();
  // A string parameter, even a reference, was bound before a local
  // destination existed, so it cannot be that destination.
  if (isa<ParmVarDecl>(D) && isLocalVariable(Target) &&
      utils::stdBasicString(T.getNonReferenceType()))
    return true;
  return !T->isReferenceType() &&
         (T->isArithmeticType() || utils::stdBasicString(T));
}

namespace {
/// The member-call form's edits.
class MemberChain {
public:
  MemberChain(ChainEdits &E, const Finding &F, const ASTContext &Ctx)
      : E(E), F(F), Ctx(Ctx), SM(Ctx.getSourceManager()), LO(Ctx.getLangOpts()) {}

  /// `OP` (`=`, `+=`, `+`) becomes `.NAME(`, blanks around it on its line
  /// dropped; \p CloseFirst closes the call before it.
  void call(SourceLocation PrevEnd, SourceLocation Op, StringRef Name,
            bool CloseFirst, bool DropBefore = false);
  void piece(const Expr *Piece);
  /// Pieces \p First on: each `+` becomes `).append(`, the sub-chains'
  /// parentheses go. The caller opens the first call and closes the last.
  void appendPieces(size_t First);

private:
  ChainEdits &E;
  const Finding &F;
  const ASTContext &Ctx;
  const SourceManager &SM;
  const LangOptions &LO;
};
} // namespace

void MemberChain::call(SourceLocation PrevEnd, SourceLocation Op, StringRef Name,
                       bool CloseFirst, bool DropBefore) {
  if (Op.isMacroID() || PrevEnd.isMacroID())
    return E.fail("an operator is spelled inside a macro");
  SourceLocation Begin = Op;
  bool Invalid = false;
  StringRef Before = Lexer::getSourceText(CharSourceRange::getCharRange(PrevEnd, Op),
                                          SM, LO, &Invalid);
  if (DropBefore || (!Invalid && Before.trim().empty() && !Before.contains('\n')))
    Begin = PrevEnd;
  else if (CloseFirst)
    E.insert(PrevEnd, ")");
  SourceLocation End = E.tokenEnd(Op);
  const char *After = SM.getCharacterData(End, &Invalid);
  unsigned Blanks = 0;
  while (!Invalid && (After[Blanks] == ' ' || After[Blanks] == '\t'))
    ++Blanks;
  std::string Text = (llvm::Twine(Begin == PrevEnd && CloseFirst ? ")" : "") +
                      "." + Name + "(")
                         .str();
  E.replace(Begin, End.getLocWithOffset(Blanks), Text);
}

/// A character is appended as a count of one; `std::string("x")` as `"x"`.
void MemberChain::piece(const Expr *Piece) {
  if (Piece->IgnoreImpCasts()->getType()->isAnyCharacterType()) {
    CharSourceRange R = E.fileRange(Piece->getSourceRange());
    if (R.isInvalid())
      return E.fail("the expression is spelled inside a macro");
    return E.insert(R.getBegin(), "1, ");
  }
  if (const Expr *Arg = concatenation::explicitStringArgument(
          Piece, F.StringType, Ctx, /*ViewsAllowed=*/F.Std >= 17))
    E.unwrap(Piece, Arg);
}

void MemberChain::appendPieces(size_t First) {
  const Chain &C = F.chain();
  for (size_t I = First; I < C.Pieces.size(); ++I) {
    if (I > First) {
      SourceLocation PrevEnd = E.tokenEnd(C.Pieces[I - 1]->getEndLoc());
      // `(a + b) + c`: the `)` goes, so the blanks after it may go too.
      for (const ParenExpr *P : C.Parens)
        if (E.isBlankBetween(PrevEnd, P->getRParen()))
          PrevEnd = E.tokenEnd(P->getRParen());
      call(PrevEnd, C.PlusLocs[I - 1], "append", true);
    }
    piece(C.Pieces[I]);
  }
  for (const ParenExpr *P : C.Parens) {
    E.replace(P->getLParen(), E.tokenEnd(P->getLParen()), "");
    E.replace(P->getRParen(), E.tokenEnd(P->getRParen()), "");
  }
}

utils::FixPlan
ChainedConcatenationCheck::planWithoutRuntime(Finding &F, const ASTContext &Ctx,
                                              StringRef RuntimeRefusal) const {
  F.WithoutRuntime = true;
  utils::FixPlan Plan;
  std::string Refused = RuntimeRefusal.str();
  if (!F.isAssignmentForm()) {
    if (F.Site->Declaration)
      return planDeclaration(F, Ctx, Refused);
    Plan.decline(Refused + "; without it a string built as a value has no form "
                           "that allocates less");
    return Plan;
  }
  const Chain &C = F.chain();
  if (F.TargetOnRight)
    Plan.decline(Refused + "; appending piece by piece would change the "
                           "destination before a piece that reads it");
  else if (concatenation::orderMayMatter(C, Ctx))
    Plan.decline(Refused + "; pieces have side effects");
  size_t First = F.F == Form::AppendFromAssign ? 1 : 0;
  for (size_t I = First + 1; I < C.Pieces.size() && !Plan.declined(); ++I)
    if (!readsOnlyItsOwn(C.Pieces[I], F.Target, Ctx))
      Plan.decline(Refused + "; appending piece by piece, a later piece might "
                             "read the destination after it has changed");
  if (Plan.declined())
    return Plan;
  ChainEdits E(Ctx, Plan);
  CharSourceRange ChainRange = E.fileRange(C.Root->getSourceRange());
  CharSourceRange TargetRange = E.fileRange(F.Target->getSourceRange());
  if (ChainRange.isInvalid() || TargetRange.isInvalid())
    return Plan.decline("the expression is spelled inside a macro"), Plan;
  MemberChain M(E, F, Ctx);
  if (!isa<DeclRefExpr, MemberExpr, ArraySubscriptExpr, CallExpr, ParenExpr>(
          F.Target->IgnoreImpCasts())) {
    E.insert(TargetRange.getBegin(), "(");
    E.insert(TargetRange.getEnd(), ")");
  }
  if (F.F == Form::AppendFromAssign)
    // ` = s + ` goes (appendFromAssignEditable: no comment or parenthesis).
    M.call(TargetRange.getEnd(), C.PlusLocs.front(), "append", false,
           /*DropBefore=*/true);
  else
    M.call(TargetRange.getEnd(), F.Site->Assign->getOperatorLoc(),
           F.F == Form::Assign ? "assign" : "append", false);
  M.appendPieces(First);
  E.insert(ChainRange.getEnd(), ")");
  E.finish();
  if (!Plan.declined() && Plan.empty())
    Plan.decline("the edits overlap");
  return Plan;
}

//===----------------------------------------------------------------------===//
// Without the runtime, a declared string: `T v = a + "/" + b;` ->
// `T v; v.reserve(a.size() + 1 + b.size()); v.append(a).append("/").append(b);`.
// The new variable is seen by no piece, so appending piece by piece is safe;
// but the sizes are read before the pieces are appended, so each piece must
// be measurable without evaluating it a second time.
//===----------------------------------------------------------------------===//

/// `std::to_string(n)` prints at most this many characters for \p Int: its
/// most negative value with the sign, or its largest.
static size_t decimalDigitsBound(QualType Int, const ASTContext &Ctx) {
  unsigned Bits = static_cast<unsigned>(Ctx.getTypeSize(Int));
  bool Signed = Int->isSignedIntegerType();
  llvm::APInt Extreme = Signed ? llvm::APInt::getSignedMinValue(Bits)
                               : llvm::APInt::getMaxValue(Bits);
  return llvm::toString(Extreme, 10, Signed).size();
}

/// The text of \p E; for a member call on it (\p Object), parenthesized
/// unless it is a name or member written in the file.
static std::string operandText(const Expr *E, const ASTContext &Ctx, bool Object) {
  const SourceManager &SM = Ctx.getSourceManager();
  CharSourceRange R = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(E->getSourceRange()), SM, Ctx.getLangOpts());
  StringRef Text = Lexer::getSourceText(R, SM, Ctx.getLangOpts());
  const Expr *Bare = E->IgnoreParenImpCasts();
  if (!Object || Text.empty() ||
      (isa<DeclRefExpr, MemberExpr>(Bare) && Bare->getBeginLoc().isFileID() &&
       Bare->getEndLoc().isFileID()))
    return Text.str();
  return ("(" + Text + ")").str();
}

/// The term for reserve's sum that measures \p Piece: its known length (a
/// literal, a character, an integer's to_string bounded by its type), or a
/// second read of a variable that no piece changes (a string's `size()`, a
/// `const C*`'s `char_traits<C>::length`); nullopt when only evaluating the
/// piece again would tell.
static std::optional<std::string> lengthTerm(const Expr *Piece, const Finding &F,
                                             QualType Char, const ASTContext &Ctx) {
  if (const Expr *Arg = concatenation::explicitStringArgument(
          Piece, F.StringType, Ctx, /*ViewsAllowed=*/F.Std >= 17))
    Piece = Arg; // appended unwrapped (MemberChain::piece)
  const Expr *E = concatenation::ignoreImplicit(Piece)->IgnoreParens();
  if (const auto *S = dyn_cast<StringLiteral>(E->IgnoreImpCasts()))
    return std::to_string(S->getLength());
  if (Piece->IgnoreImpCasts()->getType()->isAnyCharacterType())
    return "1"; // appended as append(1, c), evaluated there once
  if (const Expr *Arg = concatenation::toStringArgument(Piece))
    return std::to_string(decimalDigitsBound(Arg->getType(), Ctx));
  const Expr *Bare = E->IgnoreParenImpCasts();
  if (!utils::isRepeatableObject(Bare) || utils::mayHaveSideEffects(Bare) ||
      Bare->getType().isVolatileQualified())
    return std::nullopt;
  QualType T = Bare->getType().getNonReferenceType();
  if (Ctx.hasSameUnqualifiedType(T, F.StringType))
    return operandText(Bare, Ctx, /*Object=*/true) + ".size()";
  QualType Element;
  if (const auto *P = T->getAs<PointerType>())
    Element = P->getPointeeType();
  else if (const ArrayType *A = Ctx.getAsArrayType(T))
    Element = A->getElementType();
  std::optional<StringRef> CharName = utils::charTypeSpelling(Char);
  if (Element.isNull() || !CharName ||
      !Ctx.hasSameUnqualifiedType(Element, Char))
    return std::nullopt;
  return ("std::char_traits<" + *CharName + ">::length(" +
          operandText(Bare, Ctx, /*Object=*/false) + ")")
      .str();
}

/// Why `T v; v.reserve(...); v.append(...)` would not be `T v = chain;`, or
/// nullopt; \p Sum gets reserve's argument.
static std::optional<std::string> declarationRefusal(const Finding &F,
                                                     const ASTContext &Ctx,
                                                     std::string &Sum) {
  const auto *V = cast<VarDecl>(F.Site->Declaration->getSingleDecl());
  QualType T = V->getType();
  if (!V->hasLocalStorage() || isa<ParmVarDecl>(V))
    return "the variable is initialized once, where statements would run on "
           "every pass";
  if (T->isReferenceType() || !Ctx.hasSameUnqualifiedType(T, F.StringType))
    return "the variable's type is not the chain's";
  if (T.isConstQualified() || T.isVolatileQualified())
    return "the variable is const, and could not be appended to once declared";
  const auto *String = utils::stdBasicString(F.StringType);
  if (!String || String->getTemplateArgs().size() < 3 ||
      !utils::hasStdTraitsAndStdOrPmrAllocator(String))
    return "the string has custom character traits or a custom allocator";
  const Chain &C = F.chain();
  if (llvm::any_of(C.Pieces, [&](const Expr *P) { return concatenation::mentions(P, V); }))
    return "a piece reads the variable being declared";
  if (concatenation::orderMayMatter(C, Ctx))
    return "pieces have side effects";
  QualType Char = String->getTemplateArgs()[0].getAsType();
  for (const Expr *Piece : C.Pieces) {
    const Expr *E = concatenation::ignoreImplicit(Piece);
    // `f() + a`, `std::move(s) + a`: operator+ appends to the temporary's own
    // buffer, which appending to a new string would copy; and a
    // std::pmr::string temporary may carry another memory resource.
    // (An integer's to_string is short, and measured by its type.)
    if (!E->isLValue() && utils::stdBasicString(E->getType()) &&
        !concatenation::toStringArgument(Piece) &&
        !concatenation::explicitStringArgument(Piece, F.StringType, Ctx, false))
      return "a piece is a temporary string, whose buffer the chain reuses";
    std::optional<std::string> Term = lengthTerm(Piece, F, Char, Ctx);
    if (!Term)
      return "measuring a piece for reserve() would evaluate it a second time";
    Sum += (Sum.empty() ? "" : " + ") + *Term;
  }
  return std::nullopt;
}

utils::FixPlan ChainedConcatenationCheck::planDeclaration(const Finding &F,
                                                          const ASTContext &Ctx,
                                                          StringRef Refused) const {
  utils::FixPlan Plan;
  std::string Sum;
  if (std::optional<std::string> Why = declarationRefusal(F, Ctx, Sum))
    return Plan.decline(Refused + "; " + *Why), Plan;
  const auto *V = cast<VarDecl>(F.Site->Declaration->getSingleDecl());
  // `String v = ...` with String chosen by #if: the members called may not
  // exist in the other configuration.
  if (auto Choice = conditionals().declTypeChoice(V))
    return Plan.decline(Choice->reason()), Plan;
  declineConditional(F, Plan);
  if (Plan.declined())
    return Plan;
  ChainEdits E(Ctx, Plan);
  CharSourceRange ChainRange = E.fileRange(F.chain().Root->getSourceRange());
  SourceLocation Name = V->getLocation();
  if (ChainRange.isInvalid() || Name.isMacroID())
    return Plan.decline(Refused + "; the expression is spelled inside a macro"),
           Plan;
  SourceLocation NameEnd = E.tokenEnd(Name);
  bool Invalid = false;
  StringRef Between = Lexer::getSourceText(
      CharSourceRange::getCharRange(NameEnd, ChainRange.getBegin()),
      Ctx.getSourceManager(), Ctx.getLangOpts(), &Invalid);
  if (Invalid || Between.trim() != "=")
    return Plan.decline(Refused + "; a comment or attribute lies between the variable and "
                        "its initializer"),
           Plan;
  // `auto v` needs its type spelled once it has no initializer.
  if (auto Auto = V->getTypeSourceInfo()->getTypeLoc().getAs<AutoTypeLoc>()) {
    const auto *String = utils::stdBasicString(F.StringType);
    std::optional<std::string> Alias =
        utils::stdStringAlias(String->getTemplateArgs()[0].getAsType());
    if (Auto.isDecltypeAuto() || Auto.isConstrained() || !Alias ||
        !utils::hasStdTraitsAndAllocator(String) || Auto.getBeginLoc().isMacroID())
      return Plan.decline(Refused + "; the variable's type is deduced and has no "
                          "standard name to spell"),
             Plan;
    E.replace(Auto.getBeginLoc(), E.tokenEnd(Auto.getBeginLoc()), *Alias);
  }
  // Each statement on a line of its own, indented as the declaration, when
  // the declaration starts its line; else all on its line.
  const SourceManager &SM = Ctx.getSourceManager();
  std::pair<FileID, unsigned> Start =
      SM.getDecomposedLoc(SM.getFileLoc(F.Site->Declaration->getBeginLoc()));
  StringRef Before = SM.getBufferData(Start.first).take_front(Start.second);
  StringRef Indent = Before.substr(Before.rfind('\n') + 1);
  std::string Next = Indent.find_first_not_of(" \t") == StringRef::npos
                         ? ("\n" + Indent).str()
                         : " ";
  std::string Var = V->getName().str();
  E.replace(NameEnd, ChainRange.getBegin(),
            ";" + Next + Var + ".reserve(" + Sum + ");" + Next + Var + ".append(");
  MemberChain M(E, F, Ctx);
  M.appendPieces(0);
  E.insert(ChainRange.getEnd(), ")");
  E.finish();
  if (!Plan.declined() && Plan.empty())
    Plan.decline("the edits overlap");
  return Plan;
}

//===----------------------------------------------------------------------===//
// Emitter.
//===----------------------------------------------------------------------===//

void ChainedConcatenationCheck::emit(const Finding &F,
                                     const utils::FixPlan &Plan,
                                     const ASTContext &Ctx) {
  SourceLocation Loc = F.isAssignmentForm() ? F.Site->Assign->getBeginLoc()
                                            : F.chain().Root->getBeginLoc();
  // The message promises only what the fix does.
  unsigned Advice = !F.WithoutRuntime  ? 0
                    : Plan.declined()   ? 1
                    : F.isAssignmentForm() ? 2
                                           : 3;
  diag(Loc, "string built from %0 pieces by chained 'operator+' may allocate "
            "at every step%select{| of every loop iteration}1%select{; use '%3' "
            "to allocate at most once||; append the pieces to the destination "
            "to reuse its buffer|; reserve the pieces' total size and append "
            "them to allocate at most once}2")
      << F.Count << F.Site->InLoop << Advice << F.Function << Plan.hints();
  noteCost(Loc, cost(F, Ctx));
  if (Plan.declined())
    noteNoFix(Loc, Plan.whyNot());
}

/// What the fix saves: the pieces' lengths where the source shows them; in a
/// loop str_assign/str_append reuse the target's buffer where str_cat
/// allocates (outside one, the target's buffer may be too small anyway).
/// str_append never builds the temporary: `s += a + b` pays for it and then
/// copies it into s (its growth is paid either way), `s = s + a + b` copies
/// s into it first, and the fix copies neither.
utils::Cost ChainedConcatenationCheck::cost(const Finding &F,
                                            const ASTContext &Ctx) {
  llvm::SmallVector<std::optional<uint64_t>, 8> Lengths;
  for (const Expr *Piece : F.chain().Pieces)
    Lengths.push_back(utils::knownLength(Piece));
  utils::StringShape Shape =
      utils::shapeOf(utils::stdBasicString(F.StringType), Ctx, std::nullopt);
  bool Append = F.isAssignmentForm() && F.F != Form::Assign;
  utils::Cost C = utils::chainedConcatenationCost(
      Lengths, Shape.CharSize, Shape.SmallCapacity,
      Append || (F.isAssignmentForm() && F.Site->InLoop) ? utils::ChainFix::IntoTarget
                                                         : utils::ChainFix::Cat);
  if (Append && !Lengths.empty()) {
    uint64_t Copied = 0;
    if (F.F == Form::Append)
      for (std::optional<uint64_t> L : Lengths)
        Copied += L.value_or(utils::AssumedLength);
    else
      Copied = Lengths.front().value_or(utils::AssumedLength);
    C.BytesCopied += Copied * Shape.CharSize;
    C.Nanoseconds += Copied * Shape.CharSize / utils::price::CopyBytesPerNs;
  }
  return C;
}

} // namespace strcost
} // namespace clang::tidy
