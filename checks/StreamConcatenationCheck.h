//===--- StreamConcatenationCheck.h - strcost -------------------*- C++ -*-===//

#ifndef STRCOST_CHECKS_STREAMCONCATENATIONCHECK_H
#define STRCOST_CHECKS_STREAMCONCATENATIONCHECK_H

#include "utils/StrcostCheck.h"
#include <optional>

namespace clang::tidy::strcost {

/// Finds a local string stream (`std::ostringstream`, `std::stringstream`,
/// their wide forms) that only receives strings, characters and integers
/// with `<<` and is read once with `str()`: `strcost::str_cat` builds the
/// same string.
///
/// The stream constructs a locale (an atomic reference count) and a stream
/// buffer, grows the buffer by doubling, and `str()` copies the whole result
/// once more; `str_cat` measures every piece first and allocates once.
class StreamConcatenationCheck : public utils::StrcostCheck {
public:
  StreamConcatenationCheck(StringRef Name, ClangTidyContext *Context);
  bool isLanguageVersionSupported(const LangOptions &LangOpts) const override {
    return LangOpts.CPlusPlus11;
  }
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override;

  struct Finding;

private:
  std::optional<Finding> collect(const CompoundStmt *Block, const DeclStmt *Decl,
                                 const VarDecl *Stream, ASTContext &Ctx) const;
  bool classify(Finding &F, ASTContext &Ctx) const;
  void plan(Finding &F, ASTContext &Ctx);
  void emit(const Finding &F);
  static utils::Cost cost(const Finding &F);

  /// Whether the global locale is the classic one when a stream is
  /// constructed: only then does a stream print integers without grouping.
  const bool AssumeClassicLocale;
};

} // namespace clang::tidy::strcost

#endif // STRCOST_CHECKS_STREAMCONCATENATIONCHECK_H
