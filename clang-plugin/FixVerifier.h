//===--- FixVerifier.h - strcost -------------------------------------------===//
//
// Verified fixes: before fix-its are written to disk, each translation unit they
// touch is parsed again in memory with the edits applied. A fix after which the
// unit no longer compiles, or after which a call that was there before binds to
// a different function, is withdrawn and its reason kept for the user. The
// checks try hard never to offer such fixes; this is what makes "apply without
// reading" hold for the cases they did not foresee.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CLANG_PLUGIN_FIXVERIFIER_H
#define STRCOST_CLANG_PLUGIN_FIXVERIFIER_H

#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Core/Diagnostic.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace strcost {

/// One diagnostic's edits, by absolute file path; applied together or not at all.
struct FixUnit {
  size_t Diagnostic = 0; // index into the diagnostics handed to verify()
  std::map<std::string, clang::tooling::Replacements> Edits;
};

/// The edits of \p D's fix (the message's own, as clang-tidy applies it) with
/// absolute paths, or std::nullopt when it has none.
std::optional<FixUnit> fixUnitOf(const clang::tooling::Diagnostic &D, size_t Index);

/// What a parse of one translation unit saw: its files, its errors, and which
/// function every call spelled in the project's own files binds to.
struct ParseFacts;

class FixVerifier {
public:
  FixVerifier(const clang::tooling::CompilationDatabase &DB,
              clang::tooling::ArgumentsAdjuster Adjuster);
  ~FixVerifier();

  /// Verifies \p Fixes against each of \p Units (main source files) that
  /// includes a file they edit; returns the withdrawn ones, by diagnostic
  /// index, with the reason. A fix no given unit includes is withdrawn too,
  /// or, with \p Unseen, listed there (another database may have its unit).
  std::map<size_t, std::string> verify(const std::vector<FixUnit> &Fixes,
                                       const std::vector<std::string> &Units,
                                       std::set<size_t> *Unseen = nullptr);

  /// Whether each reason names the configuration it failed in (the unit's
  /// compile command: its directory and -std), for a project verified
  /// against several compilation databases.
  void nameConfigurations(bool On) { NameConfigurations = On; }

  /// The files (absolute, real paths) that unit \p Unit includes, from its
  /// unedited parse; empty when it cannot be parsed.
  const llvm::StringSet<> &filesOf(const std::string &Unit);

  /// The files (real paths) that unit \p Unit includes, found by running only
  /// its preprocessor: cheap enough to ask of every unit of a project.
  llvm::StringSet<> scanIncludes(const std::string &Unit);

  /// Withdrawn fixes whose #include insertions the kept fixes of their unit
  /// need (a check hands a file's include to one of its findings only).
  const std::set<size_t> &includesNeeded() const { return IncludesNeeded; }

  /// How many parses verify() ran (for the cost line the driver prints).
  unsigned parses() const { return Parses; }

private:
  const ParseFacts &baseline(const std::string &Unit);
  std::unique_ptr<ParseFacts> parse(const std::string &Unit,
                                    const std::vector<const FixUnit *> &With);
  std::optional<std::string> problem(const std::string &Unit,
                                     const std::vector<const FixUnit *> &With);
  std::vector<const FixUnit *> keepGood(const std::string &Unit,
                                        std::vector<const FixUnit *> Set,
                                        std::map<size_t, std::string> &Withdrawn);

  const clang::tooling::CompilationDatabase &DB;
  clang::tooling::ArgumentsAdjuster Adjuster;
  std::map<std::string, std::unique_ptr<ParseFacts>> Baselines;
  std::vector<const FixUnit *> Context; // the unit's fixes, for their includes
  std::set<size_t> IncludesNeeded;
  unsigned Parses = 0;
  bool NameConfigurations = false;
};

} // namespace strcost

#endif // STRCOST_CLANG_PLUGIN_FIXVERIFIER_H
