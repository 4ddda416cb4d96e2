//===--- VerifiedFixes.h - strcost -----------------------------------------===//
//
// The driver's fix path. clang-tidy would write fixes as soon as it has them;
// the driver asks it to export them instead, verifies them (FixVerifier.h),
// withdraws the ones that do not hold with a `no fix-it: <why>` note under
// their finding, and then applies or exports the rest itself.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CLANG_PLUGIN_VERIFIEDFIXES_H
#define STRCOST_CLANG_PLUGIN_VERIFIEDFIXES_H

#include <string>
#include <vector>

namespace strcost {

/// What the driver's command line asks of fixes.
struct FixRequest {
  bool Fix = false;       // --fix or --fix-errors
  bool FixErrors = false; // --fix-errors
  bool Verify = true;     // not --verify-fixes=false
  std::string ExportFixes;
  // --format-style: how the replaced ranges are formatted when the driver
  // applies fixes (as clang-tidy: "none", "file", "llvm", "{key: value}").
  std::string FormatStyle = "none";
  std::string BuildPath; // -p
  // Every -p of --apply-fixes: a project's several compilation databases.
  std::vector<std::string> BuildPaths;
  std::vector<std::string> Files;
  std::vector<std::string> ExtraArgs, ExtraArgsBefore;
};

/// Runs clang-tidy (\p Argv, \p Argv[0] the program) with fixes exported to a
/// temporary file, verifies them, prints clang-tidy's output with a note under
/// each finding whose fix was withdrawn, then applies (--fix) and/or exports
/// (--export-fixes) the fixes that hold. Returns clang-tidy's exit code.
int runWithVerifiedFixes(std::vector<std::string> Argv, const FixRequest &Request,
                         int (*ClangTidyMain)(int, const char **));

/// Runs clang-tidy (\p Argv, \p Argv[0] the program) and prints its output
/// with each source excerpt numbered from the finding's own line
/// (Excerpts.h). Returns clang-tidy's exit code.
int runWithExcerptsRenumbered(std::vector<std::string> Argv,
                              int (*ClangTidyMain)(int, const char **));

/// `strcost --apply-fixes=DIR -p BUILD [-p BUILD2...]`, the project run's
/// last step: reads every exported-fixes file in DIR (one per translation
/// unit, from the driver or the compiler plugin), verifies each fix against
/// every unit of each compilation database that sees it (its main file, or
/// a header it includes; a file two databases compile, in both), and
/// applies what holds, once. Returns 0, or 1 on bad input.
int applyProjectFixes(const std::string &Dir, const FixRequest &Request);

} // namespace strcost

#endif // STRCOST_CLANG_PLUGIN_VERIFIEDFIXES_H
