//===--- TemporaryLookupKeyCheck.h - strcost -------------------------------===//

#ifndef STRCOST_CHECKS_TEMPORARYLOOKUPKEYCHECK_H
#define STRCOST_CHECKS_TEMPORARYLOOKUPKEYCHECK_H

#include "LookupContainerEdit.h"
#include "utils/StrcostCheck.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include <optional>
#include <vector>

namespace clang::tidy::strcost {

/// What the fix does with a string literal key (the WrapStringLiterals
/// option): pass it as a view, or as it is.
enum class LiteralKeys { Wrap, Keep };

/// Finds string-keyed standard containers probed with keys that build a
/// temporary std::string on every lookup: a `const char*`, a string literal or
/// char array, an explicit `std::string(x)` of a view or C string, a braced key
/// (`find({p, n})`), or a copy of characters held elsewhere (`std::string(p,
/// n)`, `std::string(first, last)`, `s.substr(pos, n)`, `std::string(s, pos,
/// n)`).
///
/// The temporary costs a length scan and a copy per lookup and, past the
/// small-string buffer, a heap allocation and a free; a transparent comparator
/// (or hash and equality) compares the caller's key in place.
class TemporaryLookupKeyCheck : public utils::StrcostCheck {
public:
  TemporaryLookupKeyCheck(StringRef Name, ClangTidyContext *Context);
  ~TemporaryLookupKeyCheck() override;
  bool isLanguageVersionSupported(const LangOptions &LangOpts) const override {
    return LangOpts.CPlusPlus;
  }
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void onEndOfTranslationUnit() override;
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override;

private:
  /// A flagged lookup and the edits it may carry.
  struct Finding;

  std::vector<Finding> planFindings(llvm::ArrayRef<lookup::Lookup> All,
                                    lookup::ContainerEdits &Edits, ASTContext &Ctx);
  void emitFindings(llvm::ArrayRef<Finding> Findings, ASTContext &Ctx);
  std::optional<std::string> conditionalReason(const lookup::Lookup &L) const;
  struct Includes;
  llvm::SmallVector<FixItHint, 8> containerFix(const Finding &Carrier,
                                               llvm::ArrayRef<Finding> Findings,
                                               Includes &Inc, ASTContext &Ctx,
                                               std::string &Refusal);
  bool reportShown(const lookup::Lookup &L, llvm::ArrayRef<FixItHint> Hints,
                   ASTContext &Ctx);
  void report(const lookup::Lookup &L, llvm::ArrayRef<FixItHint> Hints,
              StringRef WhyNot, const lookup::DeclarationEdit *Edit,
              SourceLocation FixedWith, ASTContext &Ctx);

  const std::string UnorderedHash;
  const std::string UnorderedHashHeader;
  const std::string UnorderedEqual;
  const LiteralKeys Literals;
  // Its statistics say whether clang-tidy kept a finding (NOLINT).
  ClangTidyContext *const TidyContext;

  ASTContext *Context = nullptr;
  std::vector<lookup::Lookup> Lookups;
  llvm::DenseMap<const CallExpr *, size_t> LookupOfCall; // index in Lookups
};

} // namespace clang::tidy::strcost

namespace clang::tidy {
template <> struct OptionEnumMapping<strcost::LiteralKeys> {
  static ArrayRef<std::pair<strcost::LiteralKeys, StringRef>> getEnumMapping();
};
} // namespace clang::tidy

#endif // STRCOST_CHECKS_TEMPORARYLOOKUPKEYCHECK_H
