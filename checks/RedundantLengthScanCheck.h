//===--- RedundantLengthScanCheck.h - strcost ------------------------------===//

#ifndef STRCOST_CHECKS_REDUNDANTLENGTHSCANCHECK_H
#define STRCOST_CHECKS_REDUNDANTLENGTHSCANCHECK_H

#include "RedundantLengthScanMatchers.h"
#include "utils/StrcostCheck.h"
#include "utils/StringLikeClasses.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

namespace clang::tidy::strcost {
namespace utils {
class OverloadRivals;
} // namespace utils

/// What a string-like class that is not std::basic_string gets as a fix.
enum class NonStandardFixKind { PointerLength, AsView };

/// Finds lengths that a string object already stores being recomputed by a scan
/// for the terminating NUL: a string view or string built from `c_str()`,
/// `strlen(s.c_str())`, and the same through other string-like classes.
///
/// The scan is O(n) in the string's length where the stored length is O(1); for
/// a copy into a std::string it comes on top of the copy itself. Where the scan
/// finds a NUL before the stored end (a C function wrote into the buffer), it
/// is the point, so findings are judged after the whole translation unit.
class RedundantLengthScanCheck : public utils::StrcostCheck {
public:
  RedundantLengthScanCheck(StringRef Name, ClangTidyContext *Context);
  ~RedundantLengthScanCheck() override;
  bool isLanguageVersionSupported(const LangOptions &LangOpts) const override {
    return LangOpts.CPlusPlus;
  }
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void onEndOfTranslationUnit() override;
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override;

  struct Candidate;

private:
  std::optional<std::string> conditionalReason(const Candidate &C) const;
  bool viewRuntimeAllowed(SourceLocation At, const ASTContext &Ctx) const;
  void emit(const Candidate &C, ASTContext &Ctx, utils::OverloadRivals &Rivals);
  void emitConsumer(const Candidate &C, ASTContext &Ctx,
                    utils::OverloadRivals &Rivals);

  const std::string StringLikeClassesOption;
  const NonStandardFixKind NonStandardFix;
  utils::StringLikeClasses Classes;
  // Built from Classes once the options are read; caches per translation unit.
  std::unique_ptr<RedundantLengthScanMatchers> Matchers;

  // Collected while the translation unit is matched, judged at its end.
  std::vector<Candidate> Candidates;
  // The finder meets the call inside a C++20 rewritten comparison twice.
  llvm::DenseSet<const Expr *> Consumers;
  // What the surroundings of each construction and the buffer writes say;
  // recorded by the matchers themselves.
  RedundantLengthScanFacts Facts;
  ASTContext *Context = nullptr;
};

} // namespace clang::tidy::strcost

namespace clang::tidy {
template <> struct OptionEnumMapping<strcost::NonStandardFixKind> {
  static ArrayRef<std::pair<strcost::NonStandardFixKind, StringRef>> getEnumMapping();
};
} // namespace clang::tidy

#endif // STRCOST_CHECKS_REDUNDANTLENGTHSCANCHECK_H
