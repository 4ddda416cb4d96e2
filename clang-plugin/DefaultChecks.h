//===--- DefaultChecks.h - strcost -----------------------------------------===//
//
// The one rule the front-ends share for the check set: a user who names no
// checks gets strcost-*, not clang-tidy's default (clang-analyzer-*, which
// would run the whole static analyzer and no strcost check).
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CLANG_PLUGIN_DEFAULTCHECKS_H
#define STRCOST_CLANG_PLUGIN_DEFAULTCHECKS_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace strcost {

/// The check set a front-end runs when nothing the user wrote names checks.
inline constexpr llvm::StringLiteral DefaultChecks = "-*,strcost-*";

/// True when the user named checks: with a checks argument
/// (\p ChecksArgument), in \p ConfigText (the --config / --config-file text,
/// which replaces .clang-tidy files, as in clang-tidy), or, without a
/// ConfigText, in a .clang-tidy file above \p File.
bool userNamesChecks(bool ChecksArgument, const std::optional<std::string> &ConfigText,
                     llvm::StringRef File);

} // namespace strcost

#endif // STRCOST_CLANG_PLUGIN_DEFAULTCHECKS_H
