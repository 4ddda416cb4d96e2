//===--- FixEdits.h - strcost ----------------------------------------------===//
//
// Exported fixes as the front-ends write and apply them. Two checks that each
// need an include in one file insert different lines at the same offset;
// clang-apply-replacements calls that a conflict and then applies nothing to the
// file, so insertions of #include lines at one offset are merged into one.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CLANG_PLUGIN_FIXEDITS_H
#define STRCOST_CLANG_PLUGIN_FIXEDITS_H

#include "clang/Tooling/Core/Diagnostic.h"
#include "clang/Tooling/Core/Replacement.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace strcost {

/// True when \p R inserts only #include lines.
bool isIncludeInsertion(const clang::tooling::Replacement &R);

/// Adds \p R to \p Reps; an insertion at the offset of another insertion is
/// merged with it when both are #include lines (the union of their lines, in
/// order). False when \p R conflicts with what is there.
bool addMergingIncludes(clang::tooling::Replacements &Reps,
                        const clang::tooling::Replacement &R);

/// Merges, across \p Diags, the #include insertions that land on one offset of
/// one file: the first diagnostic that inserts there carries the union, the
/// others keep their own edits. Returns how many insertions were merged.
unsigned mergeIncludeInsertions(llvm::ArrayRef<clang::tooling::Diagnostic *> Diags);

/// Makes every path in \p D (its place and its edits) absolute, against the
/// build directory clang-tidy recorded, so that fixes from several runs and the
/// files of a parse compare by name.
void makePathsAbsolute(clang::tooling::Diagnostic &D);

/// Reads an --export-fixes YAML file.
llvm::Expected<clang::tooling::TranslationUnitDiagnostics>
readExportedFixes(llvm::StringRef Path);

/// Writes \p TUD as an --export-fixes YAML file.
llvm::Error writeExportedFixes(llvm::StringRef Path,
                               const clang::tooling::TranslationUnitDiagnostics &TUD);

/// Applies the fixes of \p Diags (message fixes, identical edits once) to the
/// files on disk. Returns how many diagnostics' fixes were applied; a
/// diagnostic whose edits conflict with those before it is skipped and
/// reported in \p Skipped. Unless \p FormatStyle is "none", the replaced
/// ranges are cleaned up and formatted with that style, as clang-tidy's
/// --format-style does (a style that cannot be read is reported in
/// \p Skipped and the edits are applied unformatted).
unsigned applyFixes(const std::vector<const clang::tooling::Diagnostic *> &Diags,
                    std::vector<std::string> &Skipped,
                    llvm::StringRef FormatStyle = "none");

} // namespace strcost

#endif // STRCOST_CLANG_PLUGIN_FIXEDITS_H
