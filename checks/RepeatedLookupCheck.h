//===--- RepeatedLookupCheck.h - strcost ------------------------*- C++ -*-===//

#ifndef STRCOST_CHECKS_REPEATEDLOOKUPCHECK_H
#define STRCOST_CHECKS_REPEATEDLOOKUPCHECK_H

#include "utils/StrcostCheck.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include <string>
#include <vector>

namespace clang::tidy::strcost {
namespace utils {
class LookupSequence;
} // namespace utils

/// Finds a string key looked up twice in the same container: an `if` that
/// tests `count`, `contains` or `find` and then reads `m[k]`, `m.at(k)` or
/// `m.find(k)` (in its branch, or after an `if` that leaves when the key is
/// absent), inserts the key it found absent, or erases the key it found.
///
/// Each lookup hashes the whole key again (unordered containers) or compares
/// it with O(log n) stored strings (ordered ones); keeping the iterator that
/// `find` returns, or letting `try_emplace` / `insert` look up once, saves
/// every lookup after the first.
class RepeatedLookupCheck : public utils::StrcostCheck {
public:
  RepeatedLookupCheck(StringRef Name, ClangTidyContext *Context);
  bool isLanguageVersionSupported(const LangOptions &LangOpts) const override {
    return LangOpts.CPlusPlus11;
  }
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void onEndOfTranslationUnit() override;
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override;

  struct Finding;

private:
  std::optional<Finding> classify(const IfStmt *If, ASTContext &Ctx) const;
  std::optional<Finding> afterExit(Finding F,
                                   const utils::LookupSequence &Sequence) const;
  void planPresent(Finding &F, ASTContext &Ctx) const;
  void planAbsent(Finding &F, ASTContext &Ctx) const;
  void planErase(Finding &F, ASTContext &Ctx) const;
  void replaceIf(Finding &F, std::string Statement, ASTContext &Ctx) const;
  std::optional<std::string> conditionalReason(const Finding &F) const;
  void emit(const Finding &F, ASTContext &Ctx);
  bool settledEarlier(Finding &F) const;

  const std::string ContainersValue;
  /// Qualified names without the leading `::` (`std::map`).
  std::vector<std::string> Containers;
  // Per unit (their keys are the unit's nodes): cleared at its end.

  /// The block an `if` stands in directly, when it does: before C++17 the
  /// iterator is declared in it, in front of the `if`.
  llvm::DenseMap<const IfStmt *, const CompoundStmt *> BlockOf;
  /// The iterator names fixes have declared in each block (before C++17, or
  /// after an early exit): two findings in one block must not both declare
  /// `it`, which clang-tidy would apply together.
  mutable llvm::DenseMap<const CompoundStmt *, std::vector<std::string>>
      DeclaredIn;
  /// The lookups a fix rewrites, with the line of its `if`. A later `if` on
  /// the same key whose fix would rewrite one of them again (an `if` after
  /// an early exit, or inside a branch that found the key) would edit the
  /// same text: clang-tidy applies only one of two overlapping fixes.
  llvm::DenseMap<const Expr *, unsigned> Rewritten;
  /// The places findings were reported at: a second finding there names its
  /// `if` (emit()).
  llvm::DenseSet<SourceLocation> ReportedAt;
};

} // namespace clang::tidy::strcost

#endif // STRCOST_CHECKS_REPEATEDLOOKUPCHECK_H
