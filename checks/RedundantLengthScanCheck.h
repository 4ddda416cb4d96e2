//===--- RedundantLengthScanCheck.h - strcost ------------------------------===//

#ifndef STRCOST_CHECKS_REDUNDANTLENGTHSCANCHECK_H
#define STRCOST_CHECKS_REDUNDANTLENGTHSCANCHECK_H

#include "clang-tidy/ClangTidyCheck.h"
#include "clang-tidy/utils/IncludeInserter.h"
#include "utils/StringLikeClasses.h"

namespace clang::tidy::strcost {

/// Finds lengths that a string object already stores being recomputed by a scan
/// for the terminating NUL: a string view or string built from `c_str()`,
/// `strlen(s.c_str())`, and the same through other string-like classes.
///
/// The scan is O(n) in the string's length where the stored length is O(1); for
/// a copy into a std::string it comes on top of the copy itself.
class RedundantLengthScanCheck : public ClangTidyCheck {
public:
  RedundantLengthScanCheck(StringRef Name, ClangTidyContext *Context);
  bool isLanguageVersionSupported(const LangOptions &LangOpts) const override {
    return LangOpts.CPlusPlus;
  }
  void registerPPCallbacks(const SourceManager &SM, Preprocessor *PP,
                           Preprocessor *ModuleExpanderPP) override;
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override;

private:
  enum class NonStandardFixKind { PointerLength, AsView };

  const std::string StringLikeClassesOption;
  const std::string NonStandardFixOption;
  NonStandardFixKind NonStandardFix = NonStandardFixKind::PointerLength;
  bool ConfigurationValid = true;
  utils::StringLikeClasses Classes;
  tidy::utils::IncludeInserter Inserter;
};

} // namespace clang::tidy::strcost

#endif // STRCOST_CHECKS_REDUNDANTLENGTHSCANCHECK_H
