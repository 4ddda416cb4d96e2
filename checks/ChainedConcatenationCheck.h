//===--- ChainedConcatenationCheck.h - strcost -----------------------------===//

#ifndef STRCOST_CHECKS_CHAINEDCONCATENATIONCHECK_H
#define STRCOST_CHECKS_CHAINEDCONCATENATIONCHECK_H

#include "clang-tidy/ClangTidyCheck.h"
#include "clang-tidy/utils/IncludeInserter.h"
#include "llvm/ADT/DenseSet.h"

namespace clang::tidy::strcost {

/// Finds strings built by a chain of `operator+` (`a + b + c`, `s += a + b`,
/// `s = s + a + b`) and builds them once with `strcost::str_cat`,
/// `str_append` or `str_assign`.
///
/// Each `+` may allocate: the first makes a temporary sized for two pieces,
/// and later ones reallocate it as it outgrows its buffer; the runtime
/// measures all pieces first and allocates at most once (str_assign not at all
/// when the target's capacity suffices).
class ChainedConcatenationCheck : public ClangTidyCheck {
public:
  ChainedConcatenationCheck(StringRef Name, ClangTidyContext *Context);
  bool isLanguageVersionSupported(const LangOptions &LangOpts) const override {
    // Reported in any C++; the strcost runtime's fix-its need C++11
    // (variadic templates), Abseil's C++14.
    return LangOpts.CPlusPlus;
  }
  void registerPPCallbacks(const SourceManager &SM, Preprocessor *PP,
                           Preprocessor *ModuleExpanderPP) override;
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void onEndOfTranslationUnit() override;
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override;

  enum class RuntimeKind { Strcost, Absl };

private:
  const std::string MinOperandsOption;
  const std::string RuntimeOption;
  const std::string HeaderStandardOption;
  unsigned MinOperands = 3;
  /// The oldest standard an edit in a header may assume (0: as the main file).
  unsigned HeaderMinimum = 11;
  RuntimeKind Runtime = RuntimeKind::Strcost;
  bool ConfigurationValid = true;
  tidy::utils::IncludeInserter Inserter;
  /// The `+` calls inside unevaluated operands (sizeof, decltype...) seen so
  /// far in this translation unit; the match finder visits an operand before
  /// the expressions inside it.
  llvm::DenseSet<const Expr *> Unevaluated;

  void collectUnevaluated(const Stmt *Operand);
  void checkChain(const CXXOperatorCallExpr *Plus, ASTContext &Ctx);
};

} // namespace clang::tidy::strcost

#endif // STRCOST_CHECKS_CHAINEDCONCATENATIONCHECK_H
