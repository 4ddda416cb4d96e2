//===--- LoopGrowthCheck.h - strcost ----------------------------*- C++ -*-===//

#ifndef STRCOST_CHECKS_LOOPGROWTHCHECK_H
#define STRCOST_CHECKS_LOOPGROWTHCHECK_H

#include "utils/StrcostCheck.h"
#include "llvm/ADT/DenseMap.h"

namespace clang::tidy::strcost {

/// Finds strings rebuilt on every iteration of a loop: `s = s + x`, which
/// copies the whole of `s` into a new string each time round, a string
/// declared in a loop's body and grown there, allocated again every time, and
/// a string grown by a counted loop of appends whose final size is known
/// before the loop, without `reserve`.
///
/// n iterations appending k characters each copy about k*n*n/2 characters
/// (quadratic in the final length) and allocate once per iteration; `s += x`
/// appends in place, growing the buffer geometrically (log n reallocations).
/// A string declared in the body frees its buffer at the end of every
/// iteration; declared before the loop and cleared, it keeps its capacity.
/// A counted loop that only appends pieces of known length knows the final
/// size before it starts: one `reserve` replaces the regrowths.
class LoopGrowthCheck : public utils::StrcostCheck {
public:
  LoopGrowthCheck(StringRef Name, ClangTidyContext *Context);
  bool isLanguageVersionSupported(const LangOptions &LangOpts) const override {
    return LangOpts.CPlusPlus;
  }
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override;

  struct SelfConcat;
  struct LoopLocal;
  struct Reserve;

private:
  std::optional<SelfConcat> classifySelfConcat(const Expr *Statement,
                                               const ASTContext &Ctx) const;
  void planSelfConcat(SelfConcat &F, const ASTContext &Ctx) const;
  void emitSelfConcat(const SelfConcat &F, const ASTContext &Ctx);
  static utils::Cost selfConcatCost(const SelfConcat &F, const ASTContext &Ctx);
  std::optional<LoopLocal> classifyLoopLocal(const DeclStmt *Decl,
                                             const Stmt *Loop) const;
  void planLoopLocal(LoopLocal &F, const ASTContext &Ctx) const;
  std::optional<std::string> loopLocalScopeReason(const LoopLocal &F) const;
  static void mergeHoists(llvm::MutableArrayRef<LoopLocal> Locals);
  void emitLoopLocal(const LoopLocal &F);
  bool reserveWorthReporting(const Reserve &F, const ASTContext &Ctx) const;
  void planReserve(Reserve &F, const ASTContext &Ctx) const;
  void emitReserve(const Reserve &F, const ASTContext &Ctx);

  /// The block a loop stands in directly, and its place there: the string
  /// is declared in front of the loop, in that block. Blocks are matched
  /// before the loops in them, so it is known when the loop is judged.
  struct Place {
    const CompoundStmt *Block = nullptr;
    unsigned Index = 0;
  };
  llvm::DenseMap<const Stmt *, Place> BlockOf;

  /// Chains of at least this many pieces are strcost-chained-concatenation's
  /// (it reports them, and appends with str_append); 0 when it is off.
  unsigned ChainedConcatenationFrom = 0;
};

} // namespace clang::tidy::strcost

#endif // STRCOST_CHECKS_LOOPGROWTHCHECK_H
