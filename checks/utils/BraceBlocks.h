//===--- BraceBlocks.h - strcost --------------------------------*- C++ -*-===//
//
// Whether a place in a file lies inside braces of the file's own text. An
// include inserted inside `extern "C" { ... }` gives the header's templates C
// linkage (an error); inside `namespace x { ... }` it declares the library in
// `x`. clang-tidy's include inserter puts a new header after the unit's own
// one, wherever that is (jsonnet's libjsonnet.cpp includes its own header in
// `extern "C"`).
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_BRACEBLOCKS_H
#define STRCOST_CHECKS_UTILS_BRACEBLOCKS_H

#include "clang/Basic/SourceManager.h"

namespace clang::tidy::strcost::utils {

/// Whether the file location \p Loc lies inside `{ ... }` of its file, read
/// by the raw lexer (comments, literals and preprocessor directives do not
/// count). False for a macro location.
bool insideBraces(const SourceManager &SM, SourceLocation Loc);

} // namespace clang::tidy::strcost::utils

#endif
