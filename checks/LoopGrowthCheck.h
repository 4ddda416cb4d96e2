//===--- LoopGrowthCheck.h - strcost ----------------------------*- C++ -*-===//

#ifndef STRCOST_CHECKS_LOOPGROWTHCHECK_H
#define STRCOST_CHECKS_LOOPGROWTHCHECK_H

#include "utils/StrcostCheck.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <vector>

namespace clang::tidy::strcost {

/// Finds strings rebuilt on every iteration of a loop: `s = s + x`, which
/// copies the whole of `s` into a new string each time round, a string
/// declared in a loop's body and grown there, allocated again every time, a
/// string grown by a counted loop of appends whose final size is known before
/// the loop, without `reserve`, and a string grown by at least k characters
/// on each iteration of a loop over a container whose size is known before
/// the loop, without `reserve`.
///
/// n iterations appending k characters each copy about k*n*n/2 characters
/// (quadratic in the final length) and allocate once per iteration; `s += x`
/// appends in place, growing the buffer geometrically (log n reallocations).
/// A string declared in the body frees its buffer at the end of every
/// iteration; declared before the loop and cleared, it keeps its capacity.
/// A counted loop that only appends pieces of known length knows the final
/// size before it starts: one `reserve` replaces the regrowths; a loop over a
/// sized container that appends at least k characters per element knows a
/// lower bound of it, which a `reserve` can take without wasting memory.
class LoopGrowthCheck : public utils::StrcostCheck {
public:
  LoopGrowthCheck(StringRef Name, ClangTidyContext *Context);
  ~LoopGrowthCheck() override; // Locals' type is complete in the .cpp only
  bool isLanguageVersionSupported(const LangOptions &LangOpts) const override {
    return LangOpts.CPlusPlus;
  }
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void onEndOfTranslationUnit() override;
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override;

  struct SelfConcat;
  struct LoopLocal;
  struct Reserve;
  struct RangeReserve;

private:
  std::optional<SelfConcat> classifySelfConcat(const Expr *Statement,
                                               const ASTContext &Ctx) const;
  void planSelfConcat(SelfConcat &F, const ASTContext &Ctx) const;
  void emitSelfConcat(const SelfConcat &F, const ASTContext &Ctx);
  static utils::Cost selfConcatCost(const SelfConcat &F, const ASTContext &Ctx);
  std::optional<LoopLocal> classifyLoopLocal(const DeclStmt *Decl,
                                             const Stmt *Loop) const;
  void planLoopLocal(LoopLocal &F, const ASTContext &Ctx) const;
  std::optional<std::string> levelReason(const Stmt *Loop,
                                         const ASTContext &Ctx) const;
  std::optional<std::string> hoistTarget(LoopLocal &F, const ASTContext &Ctx) const;
  std::optional<std::string> variableReason(const LoopLocal &F) const;
  std::optional<std::string> restartReason(const LoopLocal &F,
                                           const ASTContext &Ctx) const;
  static void mergeHoists(llvm::MutableArrayRef<LoopLocal> Locals);
  void recordNest(const Stmt *Loop);
  void emitLoopLocal(const LoopLocal &F);
  /// Where the string grows, one note marking each append: a heap profile
  /// charges the finding with the allocations made there, or in a callee
  /// called there (scripts/strcost_heap.py), not only at its first line.
  void noteGrowth(StringRef Name, llvm::ArrayRef<SourceRange> GrowsAt,
                  const SourceManager &SM);
  void judgeReserve(const ForStmt *For,
                    const llvm::SmallPtrSetImpl<const Expr *> &Rebuilt,
                    const ASTContext &Ctx);
  bool reserveWorthReporting(const Reserve &F, const ASTContext &Ctx) const;
  void planReserve(Reserve &F, const ASTContext &Ctx) const;
  void emitReserve(const Reserve &F, const ASTContext &Ctx);
  void judgeRangeReserve(const Stmt *Loop,
                         const llvm::SmallPtrSetImpl<const Expr *> &Rebuilt,
                         const ASTContext &Ctx);
  void planRangeReserve(RangeReserve &F, const ASTContext &Ctx) const;
  void emitRangeReserve(const RangeReserve &F, const ASTContext &Ctx);

  /// The block a loop stands in directly, and its place there: the string
  /// is declared in front of the loop, in that block. Blocks are matched
  /// before the loops in them, so it is known when the loop is judged.
  struct Place {
    const CompoundStmt *Block = nullptr;
    unsigned Index = 0;
  };
  llvm::DenseMap<const Stmt *, Place> BlockOf;

  /// A loop held directly by another loop's body (the body itself, or a
  /// statement of the body's block) -> that loop. Recorded when the outer
  /// loop is matched, before the loops in its body: a string declared in
  /// the inner loop climbs the nest from there, no parent asked for.
  llvm::DenseMap<const Stmt *, const Stmt *> EnclosingLoop;

  /// Every loop inside another loop's body, at any depth, recorded when the
  /// outer one is matched (before it): a reserve in front of it would run on
  /// each of the outer loop's iterations.
  llvm::SmallPtrSet<const Stmt *, 8> InLoop;

  /// The inner loops of a nest whose reserve goes in front of its outer
  /// loop: not judged again when they are matched.
  llvm::SmallPtrSet<const Stmt *, 4> InNest;

  /// The strings declared in loops' bodies, emitted at the end of the unit:
  /// those of different loops of a nest may go in front of the same loop,
  /// in one insertion, and the outer loop's are found first.
  std::vector<LoopLocal> Locals;

  /// Chains of at least this many pieces are strcost-chained-concatenation's
  /// (it reports them, and appends with str_append); 0 when it is off.
  unsigned ChainedConcatenationFrom = 0;
};

} // namespace clang::tidy::strcost

#endif // STRCOST_CHECKS_LOOPGROWTHCHECK_H
