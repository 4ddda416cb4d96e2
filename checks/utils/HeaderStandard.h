//===--- HeaderStandard.h - strcost ----------------------------------------===//
//
// A header is compiled by every translation unit that includes it, and those may
// use older standards than the one being analysed (a C++11 test of a header-only
// library beside its C++17 example). An edit in a header may therefore only use
// what the oldest includer has; one run cannot see the others, so the checks take
// that oldest standard from an option and stay conservative by default.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_HEADERSTANDARD_H
#define STRCOST_CHECKS_UTILS_HEADERSTANDARD_H

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace clang::tidy::strcost::utils {

/// The option every check that edits headers reads (local or global):
/// `c++11` (the default), `c++14`, `c++17`, `c++20`, `c++23`, `c++26`, or
/// `main-file` (headers are only ever compiled as in the analysed file).
inline constexpr llvm::StringLiteral HeaderStandardOption = "HeaderMinimumStandard";
inline constexpr llvm::StringLiteral HeaderStandardDefault = "c++11";
/// What a configuration error for a bad value says is expected, in every check.
inline constexpr llvm::StringLiteral HeaderStandardExpected =
    "expected 'c++11', 'c++14', 'c++17', 'c++20', 'c++23', 'c++26' or 'main-file'";

/// A C++ standard as its two-digit year (11, 14, 17, 20, 23, 26).
using CxxStandard = unsigned;

/// The standard \p LangOpts compiles (0 when not C++11 or later).
CxxStandard standardOf(const LangOptions &LangOpts);

/// The parsed option value: a standard, or 0 for `main-file`; std::nullopt for
/// anything else (the check reports a configuration error).
std::optional<CxxStandard> parseHeaderStandard(llvm::StringRef Value);

/// The standard an edit at \p Loc may assume: the analysed one in the main
/// file, the older of it and \p HeaderMinimum (0 = no limit) in a header.
CxxStandard standardForEditAt(SourceLocation Loc, const SourceManager &SM,
                              const LangOptions &LangOpts, CxxStandard HeaderMinimum);

/// The `no fix-it` reason for an edit at a header that needs \p Needed but may be
/// compiled as \p Available (`... set HeaderMinimumStandard to c++17 ...`).
std::string headerStandardReason(llvm::StringRef What, CxxStandard Needed,
                                 CxxStandard Available);

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_HEADERSTANDARD_H
