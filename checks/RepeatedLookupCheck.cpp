//===--- RepeatedLookupCheck.cpp - strcost ---------------------------------===//

#include "RepeatedLookupCheck.h"
#include "utils/FixPlan.h"
#include "utils/LookupSequence.h"
#include "utils/Matchers.h"
#include "utils/SourceUtils.h"
#include "clang-tidy/utils/ASTUtils.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Lex/Lexer.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost {

using utils::LookupCall;

struct RepeatedLookupCheck::Finding {
  const IfStmt *If = nullptr;
  const CompoundStmt *Block = nullptr;
  LookupCall First;
  /// Erase: the then-branch is only `m.erase(k)` after a test that found
  /// the key (Present), which erase by key does alone.
  bool Erase = false;
  /// EarlyExit: the then-branch leaves when the key is absent, and the
  /// repeats follow the `if` in its block (Present).
  bool EarlyExit = false;
  /// The code the walk covered: the branch, or the rest of the block.
  SourceRange Walked;
  /// The branch that runs when the key is present (Present), or the
  /// then-branch that runs when it is absent.
  bool Present = true;
  const Stmt *Branch = nullptr;
  /// Present: the lookups the test has already answered.
  llvm::SmallVector<LookupCall, 2> Repeats;
  /// Absent: the insertion the then-branch consists of (`m[k] = v`,
  /// `m.emplace(k, v)`, `s.insert(k)`), and the value it stores.
  const Expr *Insertion = nullptr;
  LookupCall Insert;
  const Expr *Value = nullptr;
  bool Paired = false; // a map's insert of a pair written out: `{k, v}`
  llvm::StringRef OneLookup; // what looks up once: "try_emplace", "insert", "erase"
  utils::FixPlan Plan;
};

static constexpr llvm::StringLiteral DefaultContainers =
    "::std::map;::std::set;::std::unordered_map;::std::unordered_set";

RepeatedLookupCheck::RepeatedLookupCheck(StringRef Name, ClangTidyContext *Context)
    : StrcostCheck(Name, Context),
      ContainersValue(stringOption("Containers", DefaultContainers)) {
  for (std::string &Entry : utils::splitList(ContainersValue)) {
    StringRef N = StringRef(Entry).ltrim(':');
    // count() of a multimap is not a yes or no, and find() gives the first
    // of several elements: the rewrites below do not hold for them.
    if (N.empty() || N.contains_insensitive("multi")) {
      invalidOption("Containers", ContainersValue,
                    "expected ';'-separated class names of maps and sets with "
                    "unique keys");
      break;
    }
    Containers.push_back(N.str());
  }
}

void RepeatedLookupCheck::storeOptions(ClangTidyOptions::OptionMap &Opts) {
  Options.store(Opts, "Containers", ContainersValue);
  storeStandardOptions(Opts);
  storeConditionalCode(Opts);
}

namespace {
using BlockMap = llvm::DenseMap<const IfStmt *, const CompoundStmt *>;
/// Records the block each `if` among its statements stands in, and matches
/// nothing: one loop over the statements instead of a memoised forEach with
/// the candidate test on each (the candidate test is the `if` matcher's).
AST_MATCHER_P(CompoundStmt, recordsBlockOfIfs, BlockMap *, Blocks) {
  for (const Stmt *S : Node.body())
    if (const auto *If = dyn_cast_or_null<IfStmt>(S))
      (*Blocks)[If] = &Node;
  return false;
}

/// A member call named count, contains or find anywhere in the condition: a
/// cheap filter (classify() parses the condition exactly, and accepts only
/// calls its children lead to). A walk over the children costs a fraction of
/// a memoised hasDescendant, which every `if` of the unit met.
AST_MATCHER(IfStmt, conditionNamesLookup) {
  llvm::SmallVector<const Stmt *, 16> Work{Node.getCond()};
  while (!Work.empty()) {
    const Stmt *S = Work.pop_back_val();
    if (!S)
      continue;
    if (const auto *Call = dyn_cast<CXXMemberCallExpr>(S))
      if (const auto *M = dyn_cast_or_null<CXXMethodDecl>(Call->getCalleeDecl());
          M && M->getIdentifier()) {
        StringRef Name = M->getName();
        if (Name == "count" || Name == "contains" || Name == "find")
          return true;
      }
    llvm::append_range(Work, S->children());
  }
  return false;
}
} // namespace

void RepeatedLookupCheck::registerMatchers(MatchFinder *Host) {
  if (!configurationValid())
    return;
  MatchFinder *Finder = &userCode(Host);
  // The block is visited before the `if` in it, so BlockOf is filled when
  // the `if` itself is matched; no parent is asked for.
  Finder->addMatcher(compoundStmt(recordsBlockOfIfs(&BlockOf)), this);
  Finder->addMatcher(
      ifStmt(conditionNamesLookup(), unless(utils::isInTemplateInstantiationCheap()))
          .bind("if"),
      this);
}

void RepeatedLookupCheck::check(const MatchFinder::MatchResult &Result) {
  const auto *If = Result.Nodes.getNodeAs<IfStmt>("if");
  ASTContext &Ctx = *Result.Context;
  std::optional<Finding> F = classify(If, Ctx);
  if (!F || settledEarlier(*F))
    return;
  if (F->Plan.declined())
    return emit(*F, Ctx);
  if (F->Erase)
    planErase(*F, Ctx);
  else if (F->Present)
    planPresent(*F, Ctx);
  else
    planAbsent(*F, Ctx);
  if (!F->Plan.declined())
    for (const LookupCall &R : F->Present && !F->Erase ? llvm::ArrayRef(F->Repeats)
                                                   : llvm::ArrayRef(F->Insert))
      Rewritten[R.Call] = Ctx.getSourceManager().getPresumedLineNumber(
          F->If->getBeginLoc());
  emit(*F, Ctx);
}

/// The maps are keyed by the unit's nodes: a host that gives one check
/// several units would find a freed node's entry under a new node's address.
void RepeatedLookupCheck::onEndOfTranslationUnit() {
  ReportedAt.clear();
  BlockOf.clear();
  DeclaredIn.clear();
  Rewritten.clear();
}

/// Whether an earlier finding's fix rewrites the lookups \p F would: an
/// `if (m.count(k))` after `if (!m.count(k)) return;` (the key is known to
/// be there), or inside a branch that found it. All its repeats: \p F adds
/// nothing, and is not reported (true). Some, or its test (`m.find(k)` in
/// `if (m.find(k) != m.end())`, which its fix rewrites too): its fix would
/// overlap the other's, and it is reported without one.
bool RepeatedLookupCheck::settledEarlier(Finding &F) const {
  llvm::ArrayRef<LookupCall> Own = F.Present && !F.Erase ? llvm::ArrayRef(F.Repeats)
                                                     : llvm::ArrayRef(F.Insert);
  unsigned Line = Rewritten.lookup(F.First.Call), Covered = 0;
  for (const LookupCall &R : Own)
    if (unsigned L = Rewritten.lookup(R.Call)) {
      Line = L;
      ++Covered;
    }
  if (Covered == Own.size() && F.Present && !F.Erase)
    return true;
  if (Line)
    F.Plan.decline("the fix of the 'if' on line " + std::to_string(Line) +
                   " rewrites the same lookup");
  return false;
}

// --- Classifier ----------------------------------------------------------------

/// The `if` whose condition tests a string key of a container once, with a
/// branch that looks it up again (or, found absent, only inserts it).
std::optional<RepeatedLookupCheck::Finding>
RepeatedLookupCheck::classify(const IfStmt *If, ASTContext &Ctx) const {
  if (If->isConstexpr() || If->isConsteval() || If->getConditionVariable() ||
      !If->getCond())
    return std::nullopt;
  std::optional<utils::LookupTest> Test =
      utils::parseLookupTest(If->getCond(), Containers, Ctx);
  if (!Test)
    return std::nullopt;
  Finding F;
  F.If = If;
  F.Block = BlockOf.lookup(If);
  F.First = Test->Call;
  F.Present = Test->TrueWhenPresent;
  utils::LookupSequence Sequence(F.First, Containers, Ctx);
  if (F.Present || If->getElse()) {
    // The branch the test says the key is in.
    F.Branch = F.Present ? If->getThen() : If->getElse();
    F.Present = true;
    F.Walked = F.Branch->getSourceRange();
    F.Repeats = Sequence.repeatsIn(F.Branch);
    if (!F.Repeats.empty())
      return F;
    // `if (m.count(k)) m.erase(k);`: the then-branch alone, nothing else
    // to run when the key is absent.
    if (If->getElse() || F.Branch != If->getThen())
      return std::nullopt;
    std::optional<LookupCall> Erase = Sequence.erasureIn(F.Branch);
    if (!Erase)
      return std::nullopt;
    F.Erase = true;
    F.Insert = *Erase;
    F.OneLookup = "erase";
    return F;
  }
  F.Branch = If->getThen();
  F.Walked = F.Branch->getSourceRange();
  std::optional<utils::Insertion> Ins = Sequence.insertionIn(F.Branch);
  if (!Ins)
    return afterExit(std::move(F), Sequence);
  F.Insertion = Ins->Expression;
  F.Insert = Ins->Call;
  F.Value = Ins->Value;
  F.Paired = Ins->Paired;
  F.OneLookup = F.Insert.Map ? "try_emplace" : "insert";
  return F;
}

/// `if (!m.count(k)) return; ... m[k]`: what follows the `if` in its block
/// runs only when the key is there.
std::optional<RepeatedLookupCheck::Finding>
RepeatedLookupCheck::afterExit(Finding F,
                               const utils::LookupSequence &Sequence) const {
  if (!F.Block || !utils::LookupSequence::alwaysLeaves(F.If->getThen()))
    return std::nullopt;
  const auto *At = llvm::find(F.Block->body(), F.If);
  if (At == F.Block->body_end())
    return std::nullopt;
  F.Repeats = Sequence.repeatsAfter(
      llvm::ArrayRef<const Stmt *>(std::next(At), F.Block->body_end()));
  if (F.Repeats.empty())
    return std::nullopt;
  F.Present = true;
  F.EarlyExit = true;
  F.Branch = nullptr;
  F.Walked = SourceRange(F.If->getBeginLoc(), F.Block->getRBracLoc());
  return F;
}

// --- Planner -------------------------------------------------------------------

/// The text of \p E as written, or nullopt (a macro).
static std::optional<std::string> text(const Expr *E, const ASTContext &Ctx) {
  if (std::optional<StringRef> T = utils::spelledText(E, Ctx))
    return T->str();
  return std::nullopt;
}

/// `m.` or `p->`: the container as the lookup spells it, ready for a member.
static std::optional<std::string> objectPrefix(const LookupCall &L,
                                               const ASTContext &Ctx) {
  std::optional<std::string> Object = text(L.ObjectWritten, Ctx);
  if (!Object)
    return std::nullopt;
  return *Object + (L.Arrow ? "->" : ".");
}

std::optional<std::string>
RepeatedLookupCheck::conditionalReason(const Finding &F) const {
  const utils::ConditionalCode &CC = conditionals();
  if (CC.containsSkipped(F.Walked))
    return std::string(F.EarlyExit
                           ? "code the preprocessor skipped after the 'if' could "
                             "change the container or the key in another "
                             "configuration"
                           : "code the preprocessor skipped in the branch could "
                             "change the container or the key in another "
                             "configuration");
  if (CC.crossesConditional(F.If->getSourceRange()))
    return std::string("the 'if' spans a preprocessor conditional, whose "
                       "branches the edits would not all reach");
  if (auto Choice = CC.spelledChoice(F.Walked))
    return Choice->reason();
  return std::nullopt;
}

/// Keeps the iterator: `if (auto it = m.find(k); it != m.end())` (C++17), or
/// `auto it = m.find(k);` declared in front of the `if`; each repeated
/// lookup becomes `it->second` (or `it` for a repeated `find`).
void RepeatedLookupCheck::planPresent(Finding &F, ASTContext &Ctx) const {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  utils::FixPlan &Plan = F.Plan;
  if (auto Why = conditionalReason(F))
    return Plan.decline(*Why);
  // After an early exit the iterator outlives the `if`: declared in front.
  // Where C++17 may not be assumed (a header older units include, a main
  // file also built as C++11) the C++11 form is written instead.
  std::optional<std::string> NoInit = utils::standardRefusal(
      "an 'if' with an init-statement", 17, F.If->getBeginLoc(), SM, LO,
      standardLimits());
  bool InitStatement = !NoInit && !F.EarlyExit;
  if (F.If->getInit() && (InitStatement || F.EarlyExit))
    return Plan.decline("the 'if' has an init-statement already");
  // Why the C++17 form is not written, when the analysed unit has it.
  std::string Limited = !F.EarlyExit && NoInit && utils::standardOf(LO) >= 17
                            ? " (" + *NoInit + ")"
                            : "";
  if (!InitStatement && !F.Block)
    return Plan.decline("before C++17 the iterator needs a declaration in "
                        "front of the 'if', which does not stand directly in a "
                        "block here" + Limited);
  if (!InitStatement && utils::hasJumpTarget(F.Block))
    return Plan.decline(
        F.EarlyExit
            ? "the iterator, which outlives the 'if', is declared in front of "
              "it, and a jump to a label or 'case' in the block would skip its "
              "initialisation"
            : "before C++17 the iterator is declared in front of the 'if', and "
              "a jump to a label or 'case' in the block would skip its "
              "initialisation" + Limited);
  // Before C++17 the name lives on after the `if`, in the whole block, and
  // may clash with a name of an enclosing scope declared before it.
  std::optional<std::string> Name =
      InitStatement
          ? utils::freshName(F.If, false, Ctx)
          : utils::freshName(F.Block, true, Ctx, DeclaredIn.lookup(F.Block));
  if (!Name)
    return Plan.decline("every name tried for the iterator is in use nearby");
  if (auto Choice = conditionals().skippedMention(
          (InitStatement ? F.If->getSourceRange() : F.Block->getSourceRange()),
          *Name))
    return Plan.decline(Choice->reason());
  std::optional<std::string> Prefix = objectPrefix(F.First, Ctx);
  std::optional<std::string> Key = text(F.First.KeyArg, Ctx);
  if (!Prefix || !Key)
    return Plan.decline(utils::InsideMacroReason);
  std::string Find = *Prefix + "find(" + *Key + ")";
  std::string Test = *Name + (F.If->getThen() == F.Branch ? " != " : " == ") +
                     *Prefix + "end()";
  if (InitStatement) {
    Plan.replace(F.If->getCond()->getSourceRange(),
                 "auto " + *Name + " = " + Find + "; " + Test, SM, LO);
  } else {
    std::optional<SourceLocation> At =
        utils::editableLocation(F.If->getBeginLoc(), SM);
    if (!At)
      return Plan.decline(utils::InsideMacroReason);
    Plan.insert(*At, "auto " + *Name + " = " + Find + ";\n" +
                         utils::indentationAt(*At, SM));
    DeclaredIn[F.Block].push_back(*Name);
    Plan.replace(F.If->getCond()->getSourceRange(), Test, SM, LO);
  }
  for (const LookupCall &R : F.Repeats)
    Plan.replace(R.Call->getSourceRange(),
                 R.Method == "find" ? *Name : *Name + "->second", SM, LO);
}

/// `m[k] = v` / `m.emplace(k, v)` after `!m.count(k)` becomes
/// `m.try_emplace(k, v)` (C++17), `s.insert(k)` after `!s.count(k)` stays
/// alone; the `if` around them goes.
void RepeatedLookupCheck::planAbsent(Finding &F, ASTContext &Ctx) const {
  utils::FixPlan &Plan = F.Plan;
  if (auto Why = conditionalReason(F))
    return Plan.decline(*Why);
  // No C++11 form: emplace would build (and drop) a node when the key is
  // there, which the test kept from happening.
  if (F.Insert.Map)
    if (auto Why = utils::standardRefusal("'try_emplace'", 17, F.If->getBeginLoc(),
                                          Ctx.getSourceManager(), Ctx.getLangOpts(),
                                          standardLimits()))
      return Plan.decline(*Why);
  if (!utils::keyFitsDirectly(F.Insert, Ctx))
    return Plan.decline("the one-lookup insertion takes the key as a "
                        "'const key_type &', which this key is not: it would be "
                        "converted on every call, or not compile");
  if (F.Value) {
    if (auto Why = utils::valueProblem(
            F.Insert, F.Value,
            F.Insert.Method == "[]"
                ? utils::ValueRoute::Assigned
                : (F.Paired ? utils::ValueRoute::Paired
                            : utils::ValueRoute::Emplaced),
            Ctx))
      return Plan.decline(*Why);
  }
  std::optional<std::string> Prefix = objectPrefix(F.Insert, Ctx);
  std::optional<std::string> Key = text(F.Insert.KeyArg, Ctx);
  std::optional<std::string> Value =
      F.Value ? text(F.Value, Ctx) : std::optional<std::string>("");
  std::optional<std::string> Call = text(F.Insert.Call, Ctx);
  if (!Prefix || !Key || !Value || !Call)
    return Plan.decline(utils::InsideMacroReason);
  replaceIf(F,
            F.Insert.Map ? *Prefix + "try_emplace(" + *Key + ", " + *Value + ")"
                         : *Call,
            Ctx);
}

/// `if (m.count(k)) m.erase(k);` becomes `m.erase(k);`: erase by key looks
/// the key up and does nothing when it is absent. Any standard.
void RepeatedLookupCheck::planErase(Finding &F, ASTContext &Ctx) const {
  if (auto Why = conditionalReason(F))
    return F.Plan.decline(*Why);
  std::optional<std::string> Call = text(F.Insert.Call, Ctx);
  if (!Call)
    return F.Plan.decline(utils::InsideMacroReason);
  replaceIf(F, *Call, Ctx);
}

/// Replaces the whole `if` by \p Statement (the branch's one call, without
/// its semicolon), unless the `if` is in a macro or holds a comment.
void RepeatedLookupCheck::replaceIf(Finding &F, std::string Statement,
                                    ASTContext &Ctx) const {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  CharSourceRange Whole = CharSourceRange::getTokenRange(F.If->getSourceRange());
  bool Invalid = false;
  StringRef Written = Lexer::getSourceText(
      Lexer::makeFileCharRange(Whole, SM, LO), SM, LO, &Invalid);
  if (Invalid || Written.empty())
    return F.Plan.decline(utils::InsideMacroReason);
  if (Written.contains("//") || Written.contains("/*"))
    return F.Plan.decline("a comment inside the 'if' would be lost");
  // `if (...) stmt;` keeps its semicolon; `if (...) { stmt; }` needs one.
  if (isa<CompoundStmt>(F.Branch))
    Statement += ";";
  F.Plan.replace(F.If->getSourceRange(), Statement, SM, LO);
}

// --- Emitter -------------------------------------------------------------------

static StringRef methodSpelling(const LookupCall &L) {
  return L.Method == "[]" ? StringRef("operator[]") : L.Method;
}

void RepeatedLookupCheck::emit(const Finding &F, ASTContext &Ctx) {
  StringRef Cost = F.First.Hashed
                       ? "hashing the key a second time"
                       : "comparing it with O(log n) stored keys a second time";
  const LookupCall &Again = F.Present && !F.Erase ? F.Repeats.front() : F.Insert;
  SourceLocation Loc = Again.Call->getExprLoc();
  // clang-tidy keeps one of two findings of one check with the same place
  // and text (the first): a second `if` reporting a lookup an earlier one
  // reported (without a fix-it, or its fix would have settled this one) names
  // its own line, so that its finding and fix are kept too.
  std::string Which;
  if (!ReportedAt.insert(Loc).second)
    Which = " on line " + std::to_string(Ctx.getSourceManager().getPresumedLineNumber(
                              F.If->getBeginLoc()));
  if (F.Erase)
    diag(Loc, "'erase' looks up the same key again after '%0'%2 found it, %1; "
              "'erase' alone looks it up once, and does nothing when the key "
              "is absent")
        << F.First.Method << Cost << Which << F.Plan.hints();
  else if (F.Present)
    diag(Loc, "'%0' looks up the same key again after '%1'%3 found it, %2; use "
              "the iterator 'find' returns")
        << methodSpelling(Again) << F.First.Method << Cost << Which
        << F.Plan.hints();
  else
    diag(Loc, "'%0' looks up the same key again after '%1'%4 found it absent, "
              "%2; '%3' alone looks it up once")
        << methodSpelling(Again) << F.First.Method << Cost << F.OneLookup
        << Which << F.Plan.hints();
  // Every lookup after the first goes.
  noteCost(Loc, utils::repeatedLookupCost(
                    !F.First.Hashed, utils::knownLength(F.First.Key),
                    F.Present && !F.Erase ? F.Repeats.size() : 1));
  if (F.Plan.declined())
    noteNoFix(Loc, F.Plan.whyNot());
}

} // namespace clang::tidy::strcost
