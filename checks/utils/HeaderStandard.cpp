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

CxxStandard standardForEditAt(SourceLocation Loc, const SourceManager &SM,
                              const LangOptions &LangOpts, CxxStandard HeaderMinimum) {
  CxxStandard Analysed = standardOf(LangOpts);
  if (HeaderMinimum == 0 || SM.isInMainFile(SM.getExpansionLoc(Loc)))
    return Analysed;
  return std::min(Analysed, HeaderMinimum);
}

std::string headerStandardReason(llvm::StringRef What, CxxStandard Needed,
                                 CxxStandard Available) {
  return (llvm::Twine(What) + " needs C++" + llvm::Twine(Needed) +
          ", and this header may be included from C++" + llvm::Twine(Available) +
          " translation units (option HeaderMinimumStandard)")
      .str();
}

} // namespace clang::tidy::strcost::utils
