//===--- Excerpts.h - strcost ----------------------------------------------===//
//
// clang's source excerpt under a diagnostic numbers its lines from the
// smallest line of any of the diagnostic's ranges and fix-its, even one too
// far away to be shown (TextDiagnostic::emitSnippetAndCaret in LLVM 19 and
// 22): a fix that inserts an #include on line 2 makes a finding on line 40
// print its own line as "2 | ...". The driver renumbers the excerpts of
// clang-tidy's output from the line its caret is on, which is the finding's.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CLANG_PLUGIN_EXCERPTS_H
#define STRCOST_CLANG_PLUGIN_EXCERPTS_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace strcost {

/// \p Output (clang's text diagnostics, coloured or not) with each excerpt's
/// lines numbered so that the line carrying the caret has the line of the
/// diagnostic above it.
std::string renumberExcerpts(llvm::StringRef Output);

} // namespace strcost

#endif // STRCOST_CLANG_PLUGIN_EXCERPTS_H
