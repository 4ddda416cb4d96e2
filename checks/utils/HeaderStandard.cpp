//===--- HeaderStandard.cpp - strcost --------------------------------------===//

#include "HeaderStandard.h"
#include "llvm/ADT/StringSwitch.h"
#include <algorithm>

namespace clang::tidy::strcost::utils {

CxxStandard standardOf(const LangOptions &LangOpts) {
  if (LangOpts.CPlusPlus26)
    return 26;
  if (LangOpts.CPlusPlus23)
    return 23;
  if (LangOpts.CPlusPlus20)
    return 20;
  if (LangOpts.CPlusPlus17)
    return 17;
  if (LangOpts.CPlusPlus14)
    return 14;
  if (LangOpts.CPlusPlus11)
    return 11;
  return 0;
}

std::optional<CxxStandard> parseHeaderStandard(llvm::StringRef Value) {
  // gnu++NN headers are compiled by the same rules as far as these edits go.
  std::string Lower = Value.trim().lower();
  llvm::StringRef V = Lower;
  if (V == "main-file")
    return 0;
  if (!V.consume_front("c++") && !V.consume_front("gnu++"))
    return std::nullopt;
  // One Case per spelling: the many-argument Cases() is deprecated in LLVM 22.
  return llvm::StringSwitch<std::optional<CxxStandard>>(V)
      .Case("11", 11)
      .Case("0x", 11)
      .Case("14", 14)
      .Case("1y", 14)
      .Case("17", 17)
      .Case("1z", 17)
      .Case("20", 20)
      .Case("2a", 20)
      .Case("23", 23)
      .Case("2b", 23)
      .Case("26", 26)
      .Case("2c", 26)
      .Default(std::nullopt);
}

std::optional<CxxStandard> parseMinimumStandard(llvm::StringRef Value) {
  if (Value.trim().empty())
    return 0;
  std::optional<CxxStandard> S = parseHeaderStandard(Value);
  if (S && *S == 0)
    return std::nullopt;
  return S;
}

/// The older of \p A and the limit \p B, where 0 is no limit.
static CxxStandard limitedBy(CxxStandard A, CxxStandard B) {
  return B == 0 ? A : std::min(A, B);
}

static bool inHeader(SourceLocation Loc, const SourceManager &SM) {
  return !SM.isInMainFile(SM.getExpansionLoc(Loc));
}

CxxStandard standardForEditAt(SourceLocation Loc, const SourceManager &SM,
                              const LangOptions &LangOpts, StandardLimits Limits) {
  CxxStandard Available = limitedBy(standardOf(LangOpts), Limits.Minimum);
  if (inHeader(Loc, SM))
    Available = limitedBy(Available, Limits.Header);
  return Available;
}

std::optional<std::string> standardRefusal(llvm::StringRef What, CxxStandard Needed,
                                           SourceLocation Loc, const SourceManager &SM,
                                           const LangOptions &LangOpts,
                                           StandardLimits Limits) {
  CxxStandard Available = standardForEditAt(Loc, SM, LangOpts, Limits);
  if (Available >= Needed)
    return std::nullopt;
  if (standardOf(LangOpts) < Needed)
    return (llvm::Twine(What) + " needs C++" + llvm::Twine(Needed)).str();
  bool Header = inHeader(Loc, SM);
  // Of two options that both forbid the form, name HeaderMinimumStandard for
  // a header unless MinimumStandard alone is the older: raising it alone would
  // not help.
  if (Header && Limits.Header != 0 && Limits.Header == Available)
    return headerStandardReason(What, Needed, Available);
  return (llvm::Twine(What) + " needs C++" + llvm::Twine(Needed) +
          (Header ? ", and this header may be included from C++"
                  : ", and this file is also built as C++") +
          llvm::Twine(Available) +
          (Header ? " translation units (option MinimumStandard)"
                  : " (option MinimumStandard)"))
      .str();
}

std::string headerStandardReason(llvm::StringRef What, CxxStandard Needed,
                                 CxxStandard Available) {
  return (llvm::Twine(What) + " needs C++" + llvm::Twine(Needed) +
          ", and this header may be included from C++" + llvm::Twine(Available) +
          " translation units (option HeaderMinimumStandard)")
      .str();
}

} // namespace clang::tidy::strcost::utils
