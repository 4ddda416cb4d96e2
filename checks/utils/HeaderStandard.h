//===--- HeaderStandard.h - strcost ----------------------------------------===//
//
// A header is compiled by every translation unit that includes it, and those may
// use older standards than the one being analysed (a C++11 test of a header-only
// library beside its C++17 example). An edit in a header may therefore only use
// what the oldest includer has; one run cannot see the others, so the checks take
// that oldest standard from an option and stay conservative by default. A main
// file may be built under an older standard too (a project's C++11
// configuration beside its C++17 one): the MinimumStandard option says so, and
// then limits edits in every file.
//
// Every fix form that needs more than C++11 asks standardRefusal before it is
// written: one rule, so that no check keys a form off the analysed standard
// alone.
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

/// The option for a main file (and every header) that the project also builds
/// under an older standard (local or global): one of the values above but
/// `main-file`; empty (the default) is the analysed standard.
inline constexpr llvm::StringLiteral MinimumStandardOption = "MinimumStandard";
inline constexpr llvm::StringLiteral MinimumStandardExpected =
    "expected 'c++11', 'c++14', 'c++17', 'c++20', 'c++23' or 'c++26'";

/// A C++ standard as its two-digit year (11, 14, 17, 20, 23, 26).
using CxxStandard = unsigned;

/// What the two options allow; 0 is no limit.
struct StandardLimits {
  /// HeaderMinimumStandard: the oldest standard a header is included from.
  CxxStandard Header = 11;
  /// MinimumStandard: the oldest standard any file of the unit is built as.
  CxxStandard Minimum = 0;
};

/// The standard \p LangOpts compiles (0 when not C++11 or later).
CxxStandard standardOf(const LangOptions &LangOpts);

/// The parsed option value: a standard, or 0 for `main-file`; std::nullopt for
/// anything else (the check reports a configuration error).
std::optional<CxxStandard> parseHeaderStandard(llvm::StringRef Value);

/// The parsed MinimumStandard value: a standard, or 0 for the empty default;
/// std::nullopt for anything else (`main-file` included: it says nothing of
/// the main file).
std::optional<CxxStandard> parseMinimumStandard(llvm::StringRef Value);

/// The standard an edit at \p Loc may assume: the oldest of the analysed one,
/// Limits.Minimum, and, in a header, Limits.Header.
CxxStandard standardForEditAt(SourceLocation Loc, const SourceManager &SM,
                              const LangOptions &LangOpts, StandardLimits Limits);

/// The rule every fix form obeys: why \p What, which needs \p Needed, may not
/// be written at \p Loc, naming the option that limits it (`... needs C++17,
/// and this header may be included from C++11 translation units (option
/// HeaderMinimumStandard)`); std::nullopt when it may.
std::optional<std::string> standardRefusal(llvm::StringRef What, CxxStandard Needed,
                                           SourceLocation Loc, const SourceManager &SM,
                                           const LangOptions &LangOpts,
                                           StandardLimits Limits);

/// The `no fix-it` reason for an edit at a header that needs \p Needed but may be
/// compiled as \p Available (`... set HeaderMinimumStandard to c++17 ...`).
std::string headerStandardReason(llvm::StringRef What, CxxStandard Needed,
                                 CxxStandard Available);

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_HEADERSTANDARD_H
