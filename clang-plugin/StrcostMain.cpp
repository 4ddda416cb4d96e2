//===--- StrcostMain.cpp - the strcost driver ------------------------------===//
//
// clang-tidy with the strcost module built in. All clang-tidy flags work; the
// driver only adds what a user of this tool expects before handing over:
//  - strcost-* is the default check set when nothing names checks;
//  - clang's builtin headers are found although the binary does not live in the
//    LLVM tree (the resource directory is otherwise searched next to it);
//  - a bad -p directory or a missing source file is a one-line error;
//  - fixes are verified before they are written (VerifiedFixes.h).
//
//===----------------------------------------------------------------------===//

#include "DefaultChecks.h"
#include "Identity.h"
#include "VerifiedFixes.h"
#include "clang-tidy/tool/ClangTidyMain.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>
#include <vector>

namespace clang::tidy {
extern volatile int StrcostModuleAnchorSource;
extern volatile int StrcostProfilingAnchorSource;
} // namespace clang::tidy
[[maybe_unused]] static int StrcostModuleAnchorDestination =
    clang::tidy::StrcostModuleAnchorSource;
// The reference checks of overhead measurements (ParseReference.cpp).
[[maybe_unused]] static int StrcostProfilingAnchorDestination =
    clang::tidy::StrcostProfilingAnchorSource;

// Printed after clang-tidy's own help, which does not know about the default.
static llvm::cl::extrahelp StrcostHelp(R"(
strcost:
  With no checks named by -checks, --config, --config-file or a .clang-tidy
  file, strcost runs its own checks only: -checks=')" "-*,strcost-*" R"('.
  --fix and --export-fixes write only fixes that still compile after they are
  applied (--verify-fixes=false turns that off); --apply-fixes=DIR applies the
  fixes exported by a project run, verified against every unit of each -p
  database (several -p: every configuration; see docs/verified-fixes.md).
)");

namespace {

// clang-tidy options that take a value, which may be the next argument.
const llvm::StringSet<> ValueOptions = {
    "checks",      "config",          "config-file",      "header-filter",
    "exclude-header-filter", "line-filter", "export-fixes", "format-style",
    "extra-arg",   "extra-arg-before", "p",               "vfsoverlay",
    "store-check-profile", "warnings-as-errors", "load", "apply-fixes"};

struct ParsedArgs {
  bool NamesChecks = false;
  bool HasResourceDir = false;
  std::string BuildPath;
  std::vector<std::string> BuildPaths; // every -p (--apply-fixes takes several)
  std::vector<std::string> Files;
  // The last --config value or --config-file contents: like clang-tidy, the
  // driver then reads no .clang-tidy file, even for an empty --config.
  std::optional<std::string> ConfigText;
  strcost::FixRequest Fixes;
  std::string ApplyFixesFrom; // --apply-fixes=DIR, the project run's last step
  bool ExplainConfig = false;
};

int fail(const llvm::Twine &Message) {
  llvm::errs() << "strcost: error: " << Message << "\n";
  return 1;
}

ParsedArgs scan(int Argc, const char **Argv) {
  ParsedArgs P;
  for (int I = 1; I < Argc; ++I) {
    llvm::StringRef Arg = Argv[I];
    if (Arg == "--") {
      for (int J = I + 1; J < Argc; ++J)
        if (llvm::StringRef(Argv[J]).starts_with("-resource-dir"))
          P.HasResourceDir = true;
      break;
    }
    if (!Arg.starts_with("-") || Arg == "-") {
      P.Files.push_back(Arg.str());
      continue;
    }
    llvm::StringRef Name = Arg.ltrim('-');
    llvm::StringRef Value;
    bool HasValue = false;
    if (auto Eq = Name.find('='); Eq != llvm::StringRef::npos) {
      Value = Name.substr(Eq + 1);
      Name = Name.substr(0, Eq);
      HasValue = true;
    }
    if (!HasValue && ValueOptions.contains(Name) && I + 1 < Argc) {
      Value = Argv[++I];
      HasValue = true;
    }
    if (Name == "fix" || Name == "fix-errors") {
      P.Fixes.Fix = true;
      P.Fixes.FixErrors |= Name == "fix-errors";
    } else if (Name == "verify-fixes")
      P.Fixes.Verify = !(Value == "false" || Value == "0");
    else if (Name == "export-fixes")
      P.Fixes.ExportFixes = Value.str();
    else if (Name == "apply-fixes")
      P.ApplyFixesFrom = Value.str();
    else if (Name == "format-style")
      P.Fixes.FormatStyle = Value.str();
    else if (Name == "extra-arg")
      P.Fixes.ExtraArgs.push_back(Value.str());
    else if (Name == "extra-arg-before")
      P.Fixes.ExtraArgsBefore.push_back(Value.str());
    if (Name == "explain-config")
      P.ExplainConfig = true;
    if (Name == "checks")
      P.NamesChecks = true;
    else if (Name == "p") {
      P.BuildPath = Value.str();
      P.BuildPaths.push_back(Value.str());
    } else if (Name == "config")
      P.ConfigText = Value.str();
    else if (Name == "config-file") {
      if (auto Buffer = llvm::MemoryBuffer::getFile(Value))
        P.ConfigText = (*Buffer)->getBuffer().str();
    } else if ((Name == "extra-arg" || Name == "extra-arg-before") &&
               Value.starts_with("-resource-dir"))
      P.HasResourceDir = true;
  }
  return P;
}

/// A bad -p directory or database as one line (empty when it is fine).
std::string checkDatabase(const std::string &BuildPath) {
  if (!llvm::sys::fs::exists(BuildPath))
    return "build directory '" + BuildPath + "' does not exist";
  std::string Error;
  // A broken database in the named directory must not be skipped in favour
  // of one in a parent directory, which is what auto-detection would do.
  llvm::SmallString<256> Json(BuildPath);
  llvm::sys::path::append(Json, "compile_commands.json");
  if (llvm::sys::fs::exists(Json)) {
    if (!clang::tooling::JSONCompilationDatabase::loadFromFile(
            Json, Error, clang::tooling::JSONCommandLineSyntax::AutoDetect))
      return ("cannot read '" + Json + "': " + Error).str();
    return "";
  }
  if (clang::tooling::CompilationDatabase::autoDetectFromDirectory(BuildPath, Error))
    return "";
  // LLVM explains every database plugin it tried; the JSON one is the one
  // users have.
  llvm::StringRef Reason = "no compile_commands.json there or in a parent";
  llvm::SmallVector<llvm::StringRef, 4> Lines;
  llvm::StringRef(Error).split(Lines, '\n');
  for (llvm::StringRef Line : Lines)
    if (Line.consume_front("json-compilation-database: "))
      Reason = Line;
  return "cannot read the compilation database in '" + BuildPath + "': " + Reason.str();
}

/// clang's builtin headers for the fix verifier's own parses.
void addResourceDir(ParsedArgs &P) {
  P.Fixes.BuildPath = P.BuildPath;
  if (!P.HasResourceDir && llvm::sys::fs::is_directory(STRCOST_CLANG_RESOURCE_DIR))
    P.Fixes.ExtraArgsBefore.insert(P.Fixes.ExtraArgsBefore.begin(),
                                   "-resource-dir=" STRCOST_CLANG_RESOURCE_DIR);
}

/// What the driver adds to the user's clang-tidy arguments.
std::vector<std::string> addedArguments(const ParsedArgs &P) {
  std::vector<std::string> Added;
  if (!strcost::userNamesChecks(P.NamesChecks, P.ConfigText,
                                P.Files.empty() ? "" : P.Files.front()))
    Added.push_back("--checks=" + strcost::DefaultChecks.str());
  if (!P.HasResourceDir && llvm::sys::fs::is_directory(STRCOST_CLANG_RESOURCE_DIR))
    Added.push_back("--extra-arg-before=-resource-dir=" STRCOST_CLANG_RESOURCE_DIR);
  if (P.ExplainConfig && !Added.empty() && llvm::StringRef(Added.front()).starts_with("--checks="))
    // clang-tidy will credit the command line with the checks the driver added.
    llvm::outs() << "strcost: no checks named by the user: strcost's default '"
                 << strcost::DefaultChecks << "' (clang-tidy reports it as the -checks option)\n";
  return Added;
}

/// The user's arguments less the driver's own, with \p Added before any `--`
/// (what follows it is the compiler's command line).
std::vector<std::string> clangTidyArguments(int Argc, const char **Argv,
                                            const std::vector<std::string> &Added) {
  std::vector<std::string> Args{Argv[0]};
  int I = 1;
  for (; I < Argc && llvm::StringRef(Argv[I]) != "--"; ++I)
    // --verify-fixes is the driver's own; clang-tidy would reject it.
    if (!llvm::StringRef(Argv[I]).ltrim('-').starts_with("verify-fixes"))
      Args.push_back(Argv[I]);
  Args.insert(Args.end(), Added.begin(), Added.end());
  Args.insert(Args.end(), Argv + I, Argv + Argc);
  return Args;
}

} // namespace

int main(int Argc, const char **Argv) {
  strcost::printIdentityOnVersion(Argc, Argv);
  ParsedArgs P = scan(Argc, Argv);
  for (const std::string &BuildPath : P.BuildPaths)
    if (std::string Error = checkDatabase(BuildPath); !Error.empty())
      return fail(Error);
  if (!P.ApplyFixesFrom.empty()) {
    addResourceDir(P);
    P.Fixes.BuildPaths = P.BuildPaths;
    return strcost::applyProjectFixes(P.ApplyFixesFrom, P.Fixes);
  }
  for (const std::string &File : P.Files)
    if (!llvm::sys::fs::exists(File))
      return fail("no such file: '" + File + "'");

  std::vector<std::string> Args = clangTidyArguments(Argc, Argv, addedArguments(P));
  if (P.Fixes.Fix || !P.Fixes.ExportFixes.empty()) {
    addResourceDir(P);
    P.Fixes.Files = P.Files;
    return strcost::runWithVerifiedFixes(Args, P.Fixes, clang::tidy::clangTidyMain);
  }
  return strcost::runWithExcerptsRenumbered(Args, clang::tidy::clangTidyMain);
}
