//===--- StringConstantCheck.h - strcost -----------------------------------===//

#ifndef STRCOST_CHECKS_STRINGCONSTANTCHECK_H
#define STRCOST_CHECKS_STRINGCONSTANTCHECK_H

#include "utils/FixPlan.h"
#include "utils/StrcostCheck.h"
#include "utils/StringUseClassifier.h"
#include "llvm/ADT/DenseMap.h"
#include <vector>

namespace clang::tidy::strcost {

/// Finds `const std::string` variables initialised from a string literal and
/// only read as a view would be, and makes them `constexpr std::string_view`.
///
/// A string constant of static storage is built by a dynamic initialiser at
/// startup (a heap allocation once it outgrows the small-string buffer) and
/// destroyed at exit, a function-local static adds a guard check on every
/// call, a local is built on every call; a view of the literal costs nothing.
class StringConstantCheck : public utils::StrcostCheck {
public:
  StringConstantCheck(StringRef Name, ClangTidyContext *Context);
  bool isLanguageVersionSupported(const LangOptions &LangOpts) const override {
    // std::string_view is C++17; before it there is no fix to offer.
    return LangOpts.CPlusPlus17;
  }
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void onEndOfTranslationUnit() override;
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override;

  /// Where the constant lives: what it costs and how its fix is spelled.
  enum class Storage { Local, StaticLocal, Namespace, Member };

  struct Candidate {
    const VarDecl *Var = nullptr;
    const StringLiteral *Literal = nullptr;
    // `std::string("...")`: the expression the literal's text replaces.
    const Expr *InitToReplace = nullptr;
    Storage Where = Storage::Local;
    // Why it gets no fix-it whatever its uses (linkage, templates, a custom
    // allocator); empty when only the uses decide.
    std::string WhyNoFix;
  };

private:
  // Classifier: which constants their uses allow to become views.
  std::optional<Candidate> classify(const VarDecl *VD, ASTContext &Ctx) const;
  std::string whyNotVisible(const Candidate &C, const SourceManager &SM) const;
  std::string whyConfigurationDependent(const Candidate &C,
                                        const SourceManager &SM) const;
  // Planner and emitter.
  utils::FixPlan plan(const Candidate &C, ASTContext &Ctx);
  void emit(const Candidate &C, const utils::FixPlan &Plan, ASTContext &Ctx);

  const bool FixInHeaders;
  // Collected while the unit is matched; a constant of static storage may be
  // used anywhere after it, so all are judged once the unit is complete.
  std::vector<Candidate> Candidates;
  // The implicit instantiations of a variable template or of a class
  // template's static member, by the template's own declaration.
  llvm::DenseMap<const VarDecl *, llvm::SmallVector<const VarDecl *, 2>> Instances;
  ASTContext *Context = nullptr;
};

} // namespace clang::tidy::strcost

#endif // STRCOST_CHECKS_STRINGCONSTANTCHECK_H
