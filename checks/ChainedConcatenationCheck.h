//===--- ChainedConcatenationCheck.h - strcost -----------------------------===//

#ifndef STRCOST_CHECKS_CHAINEDCONCATENATIONCHECK_H
#define STRCOST_CHECKS_CHAINEDCONCATENATIONCHECK_H

#include "ConcatenationChain.h"
#include "utils/FixPlan.h"
#include "utils/StrcostCheck.h"

namespace clang::tidy::strcost {

/// Finds strings built by a chain of `operator+` (`a + b + c`, `s += a + b`,
/// `s = s + a + b`) and builds them once with `strcost::str_cat`,
/// `str_append` or `str_assign`; in a header that may not depend on the
/// runtime, `s.assign(a).append(b)` where that is safe, and for a declared
/// string `T v; v.reserve(...); v.append(a).append(b);`.
///
/// Each `+` may allocate: the first makes a temporary sized for two pieces,
/// and later ones reallocate it as it outgrows its buffer; the runtime
/// measures all pieces first and allocates at most once (str_assign not at all
/// when the target's capacity suffices).
class ChainedConcatenationCheck : public utils::StrcostCheck {
public:
  ChainedConcatenationCheck(StringRef Name, ClangTidyContext *Context);
  bool isLanguageVersionSupported(const LangOptions &LangOpts) const override {
    // Reported in any C++; the strcost runtime's fix-its need C++11
    // (variadic templates), Abseil's C++14.
    return LangOpts.CPlusPlus;
  }
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override;

  enum class RuntimeKind { Strcost, Absl };
  /// What the classifier decided about one chain (the planner's input).
  struct Finding;

private:

  std::optional<Finding> classify(const concatenation::ChainSite &Site,
                                  const ASTContext &Ctx) const;
  void declineUnsafe(const Finding &F, const concatenation::ChainScan &Scan,
                     const ASTContext &Ctx, utils::FixPlan &Plan) const;
  void declineConditional(const Finding &F, utils::FixPlan &Plan) const;
  void declineForAbsl(const Finding &F, const ASTContext &Ctx,
                      utils::FixPlan &Plan) const;
  utils::FixPlan plan(Finding &F, const concatenation::ChainScan &Scan,
                      const ASTContext &Ctx);
  utils::FixPlan planWithoutRuntime(Finding &F, const ASTContext &Ctx,
                                    StringRef RuntimeRefusal) const;
  utils::FixPlan planDeclaration(const Finding &F, const ASTContext &Ctx,
                                 StringRef Refused) const;
  void emit(const Finding &F, const utils::FixPlan &Plan, const ASTContext &Ctx);
  static utils::Cost cost(const Finding &F, const ASTContext &Ctx);

  const std::string MinOperandsOption;
  unsigned MinOperands = 3;
  const RuntimeKind Runtime;
  /// clang-tidy's SystemHeaders: only then are chains in system headers
  /// looked for (the host would drop their findings otherwise).
  const bool SystemHeaders;
};

} // namespace clang::tidy::strcost

namespace clang::tidy {
template <>
struct OptionEnumMapping<strcost::ChainedConcatenationCheck::RuntimeKind> {
  static llvm::ArrayRef<
      std::pair<strcost::ChainedConcatenationCheck::RuntimeKind, StringRef>>
  getEnumMapping();
};
} // namespace clang::tidy

#endif // STRCOST_CHECKS_CHAINEDCONCATENATIONCHECK_H
