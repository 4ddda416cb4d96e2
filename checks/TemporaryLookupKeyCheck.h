//===--- TemporaryLookupKeyCheck.h - strcost -------------------------------===//

#ifndef STRCOST_CHECKS_TEMPORARYLOOKUPKEYCHECK_H
#define STRCOST_CHECKS_TEMPORARYLOOKUPKEYCHECK_H

#include "clang-tidy/ClangTidyCheck.h"
#include "clang-tidy/utils/IncludeInserter.h"
#include "llvm/ADT/DenseMap.h"
#include <optional>
#include <vector>

namespace clang::tidy::strcost {

/// Finds string-keyed standard containers probed with keys that build a
/// temporary std::string on every lookup: a `const char*`, a string literal or
/// char array, or an explicit `std::string(x)` of a view or C string.
///
/// The temporary costs a length scan and a copy per lookup and, past the
/// small-string buffer, a heap allocation and a free; a transparent comparator
/// (or hash and equality) compares the caller's key in place.
class TemporaryLookupKeyCheck : public ClangTidyCheck {
public:
  TemporaryLookupKeyCheck(StringRef Name, ClangTidyContext *Context);
  ~TemporaryLookupKeyCheck() override;
  bool isLanguageVersionSupported(const LangOptions &LangOpts) const override {
    return LangOpts.CPlusPlus;
  }
  void registerPPCallbacks(const SourceManager &SM, Preprocessor *PP,
                           Preprocessor *ModuleExpanderPP) override;
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void onEndOfTranslationUnit() override;
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override;

  /// One lookup-like call on a string-keyed container (flagged or not: the
  /// unflagged ones decide whether the container may become transparent).
  struct Lookup;
  /// The edit that makes a container's declaration transparent, or why none.
  struct DeclarationEdit;

private:
  DeclarationEdit &editFor(const Lookup &L, ASTContext &Ctx);
  void report(const Lookup &L, llvm::ArrayRef<FixItHint> Hints,
              StringRef WhyNot, const DeclarationEdit *Edit,
              SourceLocation FixedWith, ASTContext &Ctx);

  const std::string UnorderedHash;
  const std::string UnorderedHashHeader;
  const std::string UnorderedEqual;
  const std::string WrapStringLiteralsOption;
  const std::string HeaderStandardValue;
  bool WrapStringLiterals = true;
  unsigned HeaderMinimum = 11; // the oldest standard a header edit may use
  bool ConfigurationValid = true;
  tidy::utils::IncludeInserter Inserter;

  ASTContext *Context = nullptr;
  std::vector<Lookup> Lookups;
  // One edit per container declaration (or per call, when there is none).
  llvm::DenseMap<const void *, std::unique_ptr<DeclarationEdit>> Edits;
};

} // namespace clang::tidy::strcost

#endif // STRCOST_CHECKS_TEMPORARYLOOKUPKEYCHECK_H
