//===--- VerifiedFixes.cpp - strcost ---------------------------------------===//

#include "VerifiedFixes.h"
#include "Excerpts.h"
#include "FixEdits.h"
#include "FixVerifier.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <chrono>
#include <tuple>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <unistd.h>

using clang::tooling::Diagnostic;

namespace strcost {

namespace {

/// clang-tidy's arguments with the fix flags taken out and fixes exported to
/// \p ExportTo instead.
std::vector<std::string> exportingArgs(const std::vector<std::string> &Argv,
                                       const std::string &ExportTo) {
  std::vector<std::string> Out;
  bool Compiler = false;
  for (size_t I = 0; I < Argv.size(); ++I) {
    llvm::StringRef A = Argv[I];
    if (A == "--")
      Compiler = true;
    llvm::StringRef Name = A.ltrim('-');
    if (!Compiler && I > 0 && A.starts_with("-")) {
      if (Name == "fix" || Name == "fix-errors" || Name.starts_with("export-fixes=") ||
          Name.starts_with("verify-fixes"))
        continue;
      if (Name == "export-fixes") {
        ++I; // and its value
        continue;
      }
    }
    Out.push_back(Argv[I]);
  }
  // Before any `--`: what follows it is the compiler's command line.
  auto DashDash = std::find(Out.begin() + 1, Out.end(), "--");
  Out.insert(DashDash, "--export-fixes=" + ExportTo);
  return Out;
}

/// Where clang-tidy's output goes while it runs, so that a crash (whose stack
/// dump goes to stderr) does not also swallow the findings printed before it.
int CaptureFD = -1;
int RealStdoutFD = -1;

void replayCapturedOutput(void *) {
  if (CaptureFD < 0 || RealStdoutFD < 0)
    return;
  char Buffer[4096];
  ::lseek(CaptureFD, 0, SEEK_SET);
  for (ssize_t N; (N = ::read(CaptureFD, Buffer, sizeof Buffer)) > 0;)
    if (::write(RealStdoutFD, Buffer, N) != N)
      break;
}

/// --help and --version exit inside clang-tidy's option parsing, with the
/// output still captured: it is given back before the process ends.
void replayAtExit() {
  if (CaptureFD < 0)
    return;
  llvm::outs().flush();
  std::fflush(stdout);
  replayCapturedOutput(nullptr);
}

/// Runs \p Main with standard output going to \p Captured.
int runCapturingStdout(const std::vector<std::string> &Argv,
                       int (*Main)(int, const char **), std::string &Captured) {
  llvm::SmallString<128> OutPath;
  int OutFD;
  if (llvm::sys::fs::createTemporaryFile("strcost-out", "txt", OutFD, OutPath))
    return Main(0, nullptr);
  std::vector<const char *> Ptrs;
  for (const std::string &A : Argv)
    Ptrs.push_back(A.c_str());
  llvm::outs().flush();
  std::fflush(stdout);
  int Saved = ::dup(1);
  ::dup2(OutFD, 1);
  CaptureFD = OutFD;
  RealStdoutFD = Saved;
  llvm::sys::AddSignalHandler(replayCapturedOutput, nullptr);
  static bool AtExit = std::atexit(replayAtExit) == 0; // once, after outs() exists
  (void)AtExit;
  int RC = Main(static_cast<int>(Ptrs.size()), Ptrs.data());
  llvm::outs().flush();
  std::fflush(stdout);
  CaptureFD = RealStdoutFD = -1;
  ::dup2(Saved, 1);
  ::close(Saved);
  ::close(OutFD);
  if (auto Buffer = llvm::MemoryBuffer::getFile(OutPath))
    Captured = (*Buffer)->getBuffer().str();
  llvm::sys::fs::remove(OutPath);
  return RC;
}

/// The compilation database clang-tidy used: `-- args`, -p, or found above
/// the first file.
std::unique_ptr<clang::tooling::CompilationDatabase>
databaseFor(const std::vector<std::string> &Argv, const FixRequest &R, std::string &Error) {
  auto DashDash = std::find(Argv.begin(), Argv.end(), "--");
  if (DashDash != Argv.end()) {
    std::vector<const char *> Ptrs;
    for (auto It = DashDash - 1; It != Argv.end(); ++It)
      Ptrs.push_back(It->c_str()); // loadFromCommandLine reads after a "--"
    Ptrs[0] = "strcost";
    int Argc = static_cast<int>(Ptrs.size());
    return clang::tooling::FixedCompilationDatabase::loadFromCommandLine(Argc, Ptrs.data(),
                                                                         Error);
  }
  if (!R.BuildPath.empty())
    return clang::tooling::CompilationDatabase::autoDetectFromDirectory(R.BuildPath, Error);
  if (R.Files.empty())
    return nullptr;
  return clang::tooling::CompilationDatabase::autoDetectFromSource(R.Files.front(), Error);
}

clang::tooling::ArgumentsAdjuster adjusterFor(const FixRequest &R) {
  using namespace clang::tooling;
  return combineAdjusters(
      getInsertArgumentAdjuster(CommandLineArguments(R.ExtraArgsBefore.begin(),
                                                     R.ExtraArgsBefore.end()),
                                ArgumentInsertPosition::BEGIN),
      getInsertArgumentAdjuster(CommandLineArguments(R.ExtraArgs.begin(), R.ExtraArgs.end()),
                                ArgumentInsertPosition::END));
}

std::string realPathOf(llvm::StringRef Path) {
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(Path, Real))
    return Path.str();
  return std::string(Real);
}

std::string absolutePath(llvm::StringRef Path) {
  llvm::SmallString<256> Abs(Path);
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, true);
  return std::string(Abs);
}

/// line:col of \p Offset in \p File (1-based), or {0, 0}.
std::pair<unsigned, unsigned> lineColumn(llvm::StringRef File, unsigned Offset) {
  auto Buffer = llvm::MemoryBuffer::getFile(File);
  if (!Buffer || Offset > (*Buffer)->getBufferSize())
    return {0, 0};
  llvm::StringRef Before = (*Buffer)->getBuffer().take_front(Offset);
  unsigned Line = 1 + Before.count('\n');
  size_t LastNewline = Before.rfind('\n');
  unsigned Column = LastNewline == llvm::StringRef::npos ? Offset + 1 : Offset - LastNewline;
  return {Line, Column};
}

bool isDiagnosticLine(llvm::StringRef Line) {
  return Line.contains(": warning: ") || Line.contains(": error: ") ||
         Line.contains(": note: ") || Line.contains(": remark: ");
}

/// \p Output with `note: no fix-it: <why>` under the finding of each withdrawn
/// fix (after its source excerpt), or at the end where it is not shown.
std::string annotate(llvm::StringRef Output, const std::vector<Diagnostic> &Diags,
                     const std::map<size_t, std::string> &Withdrawn) {
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Output.split(Lines, '\n');
  std::map<size_t, std::vector<std::string>> After; // line index -> notes
  std::vector<std::string> Unplaced;
  for (const auto &[Index, Why] : Withdrawn) {
    const Diagnostic &D = Diags[Index];
    auto [Line, Col] = lineColumn(D.Message.FilePath, D.Message.FileOffset);
    std::string Where = ":" + std::to_string(Line) + ":" + std::to_string(Col) + ": ";
    std::string Header = Where + "warning: " + D.Message.Message;
    std::string Note = D.Message.FilePath + Where + "note: no fix-it: " + Why;
    size_t At = Lines.size();
    for (size_t I = 0; I < Lines.size(); ++I)
      if (Lines[I].contains(Header) && Lines[I].ends_with("[" + D.DiagnosticName + "]")) {
        Note = Lines[I].substr(0, Lines[I].find(Where)).str() + Where +
               "note: no fix-it: " + Why;
        for (At = I + 1; At < Lines.size() && !isDiagnosticLine(Lines[At]); ++At) {
        }
        break;
      }
    if (At == Lines.size())
      Unplaced.push_back(Note);
    else
      After[At].push_back(Note);
  }
  std::string Out;
  for (size_t I = 0; I < Lines.size(); ++I) {
    for (const std::string &Note : After[I])
      Out += Note + "\n";
    Out += Lines[I].str();
    if (I + 1 < Lines.size())
      Out += "\n";
  }
  for (const std::string &Note : Unplaced)
    Out += Note + "\n";
  return Out;
}

bool hasCompilerErrors(const std::vector<Diagnostic> &Diags) {
  for (const Diagnostic &D : Diags)
    if (D.DiagnosticName == "clang-diagnostic-error" || D.DiagLevel == Diagnostic::Error)
      return true;
  return false;
}

/// Empties \p D's fix, keeping its #include insertions where \p KeepIncludes
/// (verification found that the kept fixes of its unit need them).
void emptyFix(Diagnostic &D, bool KeepIncludes) {
  llvm::StringMap<clang::tooling::Replacements> Kept;
  if (KeepIncludes)
    for (const auto &Entry : D.Message.Fix)
      for (const clang::tooling::Replacement &R : Entry.second)
        if (isIncludeInsertion(R))
          llvm::cantFail(Kept[Entry.getKey()].add(R));
  D.Message.Fix = std::move(Kept);
}

/// Withdraws the fix of each diagnostic in \p Withdrawn and records why, as a
/// note that exported fixes (and SARIF made from them) carry.
void withdraw(std::vector<Diagnostic> &Diags, const std::map<size_t, std::string> &Withdrawn,
              const std::set<size_t> &KeepIncludes = {}) {
  for (const auto &[Index, Why] : Withdrawn) {
    Diagnostic &D = Diags[Index];
    emptyFix(D, KeepIncludes.count(Index));
    clang::tooling::DiagnosticMessage Note;
    Note.Message = "no fix-it: " + Why;
    Note.FilePath = D.Message.FilePath;
    Note.FileOffset = D.Message.FileOffset;
    D.Notes.push_back(Note);
  }
}

std::vector<FixUnit> fixUnits(const std::vector<Diagnostic> &Diags) {
  std::vector<FixUnit> Units;
  for (size_t I = 0; I < Diags.size(); ++I)
    if (std::optional<FixUnit> U = fixUnitOf(Diags[I], I))
      Units.push_back(std::move(*U));
  return Units;
}

bool verifyDisabled(const FixRequest &R) {
  std::optional<std::string> Env = llvm::sys::Process::GetEnv("STRCOST_VERIFY_FIXES");
  return !R.Verify || (Env && (*Env == "0" || *Env == "false"));
}

/// Verifies the fixes of \p Diags against the units \p Files, withdrawing what
/// fails; prints the cost when STRCOST_VERIFY_STATS is set.
std::map<size_t, std::string> verifyAll(std::vector<Diagnostic> &Diags,
                                        const clang::tooling::CompilationDatabase &DB,
                                        const FixRequest &R,
                                        const std::vector<std::string> &Files) {
  std::vector<FixUnit> Units = fixUnits(Diags);
  if (Units.empty())
    return {};
  auto Start = std::chrono::steady_clock::now();
  FixVerifier Verifier(DB, adjusterFor(R));
  std::map<size_t, std::string> Withdrawn = Verifier.verify(Units, Files);
  if (llvm::sys::Process::GetEnv("STRCOST_VERIFY_STATS")) {
    double Seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
    llvm::errs() << "strcost: verified " << Units.size() << " fixes with " << Verifier.parses()
                 << " parses in " << llvm::format("%.2f", Seconds) << " s; "
                 << Withdrawn.size() << " withdrawn\n";
  }
  withdraw(Diags, Withdrawn, Verifier.includesNeeded());
  return Withdrawn;
}

void applyKept(const std::vector<Diagnostic> &Diags, size_t Withdrawn,
               llvm::StringRef FormatStyle) {
  std::vector<const Diagnostic *> WithFix;
  for (const Diagnostic &D : Diags)
    if (!D.Message.Fix.empty())
      WithFix.push_back(&D);
  std::vector<std::string> Skipped;
  unsigned Applied = applyFixes(WithFix, Skipped, FormatStyle);
  // A style that cannot be read leaves the edits applied, unformatted.
  for (const std::string &S : Skipped)
    llvm::errs() << "strcost: "
                 << (llvm::StringRef(S).starts_with("not formatted") ? "" : "not applied: ")
                 << S << "\n";
  llvm::errs() << "strcost: applied " << Applied << " of " << WithFix.size() + Withdrawn
               << " suggested fixes";
  if (Withdrawn)
    llvm::errs() << " (" << Withdrawn << " withdrawn: they did not verify)";
  llvm::errs() << "\n";
}

using FindingKey = std::tuple<std::string, std::string, unsigned, std::string>;

FindingKey keyOf(const Diagnostic &D) {
  return {D.DiagnosticName, D.Message.FilePath, D.Message.FileOffset, D.Message.Message};
}

/// A unit inserts a header once, on the first of its findings that needs it,
/// so two units' edits for one finding may differ by an `#include` line that
/// each unit makes anyway (jsonnet's static_error.h: five units fixed a
/// constructor alike, one of them with `<utility>` on its other finding).
bool isIncludeInsertion(const clang::tooling::Replacement &R) {
  return R.getLength() == 0 && R.getReplacementText().ltrim().starts_with("#include");
}

/// A finding's edits less its include insertions, by file.
std::map<std::string, std::vector<clang::tooling::Replacement>> coreEdits(const Diagnostic &D) {
  std::map<std::string, std::vector<clang::tooling::Replacement>> Out;
  for (const auto &Entry : D.Message.Fix)
    for (const clang::tooling::Replacement &R : Entry.second)
      if (!isIncludeInsertion(R))
        Out[Entry.getKey().str()].push_back(R);
  return Out;
}

bool sameFix(const Diagnostic &A, const Diagnostic &B) {
  return coreEdits(A) == coreEdits(B);
}

/// \p Into gains the include insertions of \p From (the same finding, fixed
/// alike by another unit) that it lacks. One that cannot be added leaves the
/// fix as it was, which verification then judges.
void addIncludes(Diagnostic &Into, const Diagnostic &From) {
  for (const auto &Entry : From.Message.Fix)
    for (const clang::tooling::Replacement &R : Entry.second) {
      if (!isIncludeInsertion(R))
        continue;
      clang::tooling::Replacements &Edits = Into.Message.Fix[Entry.getKey()];
      if (llvm::is_contained(Edits, R))
        continue;
      if (llvm::Error E = Edits.add(R))
        llvm::consumeError(std::move(E));
    }
}

/// Every finding of the exported-fixes files in \p Dir once. A finding that
/// two units fixed differently (compiled with different options) is withdrawn.
llvm::Expected<std::vector<Diagnostic>> loadFindings(const std::string &Dir,
                                                     std::map<size_t, std::string> &Withdrawn) {
  std::vector<Diagnostic> All;
  std::map<FindingKey, size_t> Seen;
  std::error_code EC;
  std::vector<std::string> Paths;
  for (llvm::sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC; It.increment(EC))
    if (llvm::StringRef(It->path()).ends_with(".yaml"))
      Paths.push_back(It->path());
  if (EC)
    return llvm::createStringError(EC, "cannot list '%s'", Dir.c_str());
  std::sort(Paths.begin(), Paths.end());
  for (const std::string &Path : Paths) {
    auto TUD = readExportedFixes(Path);
    if (!TUD)
      return TUD.takeError();
    for (Diagnostic &D : TUD->Diagnostics) {
      makePathsAbsolute(D);
      auto [It, New] = Seen.try_emplace(keyOf(D), All.size());
      if (New)
        All.push_back(std::move(D));
      else if (!sameFix(All[It->second], D))
        Withdrawn.emplace(It->second, "translation units that include its file fix it differently");
      else
        addIncludes(All[It->second], D);
    }
  }
  return All;
}

/// The units of \p DB that see an edit of \p Fixes: those whose main file is
/// edited, and those that include an edited header (found by running each
/// unit's preprocessor, which costs a small part of a parse).
std::vector<std::string> unitsToVerify(const clang::tooling::CompilationDatabase &DB,
                                       FixVerifier &Verifier, const std::vector<FixUnit> &Fixes) {
  llvm::StringSet<> Edited;
  for (const FixUnit &U : Fixes)
    for (const auto &Entry : U.Edits)
      Edited.insert(Entry.first);
  std::vector<std::string> Units, Rest;
  for (const std::string &F : DB.getAllFiles())
    (Edited.contains(realPathOf(F)) ? Units : Rest).push_back(F);
  bool Headers = llvm::any_of(Edited, [&](const auto &E) {
    return !llvm::is_contained(Units, E.getKey()) &&
           llvm::none_of(Units, [&](const std::string &U) { return realPathOf(U) == E.getKey(); });
  });
  if (!Headers)
    return Units;
  for (const std::string &F : Rest) {
    llvm::StringSet<> Included = Verifier.scanIncludes(F);
    if (llvm::any_of(Edited, [&](const auto &E) { return Included.contains(E.getKey()); }))
      Units.push_back(F);
  }
  return Units;
}

void printWithdrawn(const std::vector<Diagnostic> &Diags,
                    const std::map<size_t, std::string> &Withdrawn) {
  for (const auto &[Index, Why] : Withdrawn) {
    const Diagnostic &D = Diags[Index];
    auto [Line, Col] = lineColumn(D.Message.FilePath, D.Message.FileOffset);
    llvm::outs() << D.Message.FilePath << ":" << Line << ":" << Col << ": note: no fix-it: "
                 << Why << " [" << D.DiagnosticName << "]\n";
  }
  llvm::outs().flush(); // before the summary, which goes to stderr
}

/// Verifies \p Fixes against every database of \p DBs: each edit against
/// every configuration that compiles the file it edits (a file listed in
/// two databases, a header included by units of both, is verified in both).
/// A fix withdrawn in one configuration leaves the others' kept sets
/// unjudged without it, so databases are verified again until none
/// withdraws more (a set that holds costs one parse per unit).
std::map<size_t, std::string>
verifyAcross(const std::vector<std::unique_ptr<clang::tooling::CompilationDatabase>> &DBs,
             const FixRequest &R, const std::vector<FixUnit> &Fixes, std::set<size_t> &KeepIncludes,
             unsigned &Parses) {
  std::vector<std::unique_ptr<FixVerifier>> Verifiers;
  std::vector<std::vector<std::string>> Units;
  for (const auto &DB : DBs) {
    Verifiers.push_back(std::make_unique<FixVerifier>(*DB, adjusterFor(R)));
    Verifiers.back()->nameConfigurations(DBs.size() > 1);
    Units.push_back(unitsToVerify(*DB, *Verifiers.back(), Fixes));
  }
  std::map<size_t, std::string> Failed;
  std::set<size_t> Unseen; // by every database so far
  // How many fixes had failed when each database last verified the rest.
  std::vector<size_t> JudgedWith(DBs.size(), ~size_t(0));
  for (bool First = true, Again = true; Again; First = false) {
    Again = false;
    for (size_t I = 0; I < DBs.size(); ++I) {
      if (JudgedWith[I] == Failed.size())
        continue;
      std::vector<FixUnit> Remaining;
      for (const FixUnit &F : Fixes)
        if (!Failed.count(F.Diagnostic))
          Remaining.push_back(F);
      size_t Before = Failed.size();
      std::set<size_t> NotHere;
      for (auto &[Index, Why] : Verifiers[I]->verify(Remaining, Units[I], &NotHere))
        Failed.emplace(Index, Why);
      JudgedWith[I] = Failed.size();
      Again |= Failed.size() != Before;
      if (!First)
        continue;
      if (I == 0)
        Unseen = std::move(NotHere);
      else
        for (auto It = Unseen.begin(); It != Unseen.end();)
          It = NotHere.count(*It) ? std::next(It) : Unseen.erase(It);
    }
  }
  for (size_t Index : Unseen)
    if (!Failed.count(Index))
      Failed.emplace(Index, "no translation unit given includes the file it edits");
  Parses = 0;
  for (const auto &V : Verifiers) {
    KeepIncludes.insert(V->includesNeeded().begin(), V->includesNeeded().end());
    Parses += V->parses();
  }
  return Failed;
}

} // namespace

int applyProjectFixes(const std::string &Dir, const FixRequest &R) {
  std::vector<std::unique_ptr<clang::tooling::CompilationDatabase>> DBs;
  std::vector<std::string> Paths = R.BuildPaths;
  if (Paths.empty())
    Paths.push_back(R.BuildPath.empty() ? "." : R.BuildPath);
  for (const std::string &Path : Paths) {
    std::string Error;
    DBs.push_back(clang::tooling::CompilationDatabase::autoDetectFromDirectory(Path, Error));
    if (!DBs.back()) {
      llvm::errs() << "strcost: error: " << Error << "\n";
      return 1;
    }
  }
  std::map<size_t, std::string> Withdrawn;
  auto Diags = loadFindings(Dir, Withdrawn);
  if (!Diags) {
    llvm::errs() << "strcost: error: " << llvm::toString(Diags.takeError()) << "\n";
    return 1;
  }
  withdraw(*Diags, Withdrawn);
  if (!verifyDisabled(R)) {
    std::vector<FixUnit> Fixes = fixUnits(*Diags);
    std::set<size_t> KeepIncludes;
    unsigned Parses = 0;
    std::map<size_t, std::string> Failed = verifyAcross(DBs, R, Fixes, KeepIncludes, Parses);
    withdraw(*Diags, Failed, KeepIncludes);
    Withdrawn.insert(Failed.begin(), Failed.end());
    if (llvm::sys::Process::GetEnv("STRCOST_VERIFY_STATS"))
      llvm::errs() << "strcost: verified " << Fixes.size() << " fixes with " << Parses
                   << " parses; " << Failed.size() << " withdrawn\n";
  }
  printWithdrawn(*Diags, Withdrawn);
  mergeIncludeInsertions([&] {
    std::vector<Diagnostic *> All;
    for (Diagnostic &D : *Diags)
      All.push_back(&D);
    return All;
  }());
  applyKept(*Diags, Withdrawn.size(), R.FormatStyle);
  return 0;
}

int runWithExcerptsRenumbered(std::vector<std::string> Argv,
                              int (*ClangTidyMain)(int, const char **)) {
  // Captured output is no terminal: keep the colours clang-tidy would give.
  bool NamesColor = llvm::any_of(Argv, [](const std::string &A) {
    return llvm::StringRef(A).ltrim('-').starts_with("use-color");
  });
  if (!NamesColor && llvm::sys::Process::StandardOutHasColors())
    Argv.insert(Argv.begin() + 1, "--use-color");
  std::string Output;
  int RC = runCapturingStdout(Argv, ClangTidyMain, Output);
  llvm::outs() << renumberExcerpts(Output);
  llvm::outs().flush();
  return RC;
}

int runWithVerifiedFixes(std::vector<std::string> Argv, const FixRequest &R,
                         int (*ClangTidyMain)(int, const char **)) {
  llvm::SmallString<128> Exported;
  if (llvm::sys::fs::createTemporaryFile("strcost-fixes", "yaml", Exported))
    return 1;
  llvm::sys::fs::remove(Exported); // clang-tidy writes it only when it has findings
  std::string Output;
  int RC = runCapturingStdout(exportingArgs(Argv, std::string(Exported)), ClangTidyMain, Output);
  auto TUD = readExportedFixes(Exported);
  llvm::sys::fs::remove(Exported);
  if (!TUD) {
    llvm::consumeError(TUD.takeError());
    llvm::outs() << renumberExcerpts(Output);
    return RC;
  }
  for (Diagnostic &D : TUD->Diagnostics)
    makePathsAbsolute(D);
  std::map<size_t, std::string> Withdrawn;
  std::string Error;
  bool Errors = hasCompilerErrors(TUD->Diagnostics);
  if (!verifyDisabled(R) && !(Errors && !R.FixErrors)) {
    std::unique_ptr<clang::tooling::CompilationDatabase> DB = databaseFor(Argv, R, Error);
    std::vector<std::string> Files;
    for (const std::string &F : R.Files)
      Files.push_back(absolutePath(F));
    if (DB)
      Withdrawn = verifyAll(TUD->Diagnostics, *DB, R, Files);
  }
  llvm::outs() << annotate(renumberExcerpts(Output), TUD->Diagnostics, Withdrawn);
  llvm::outs().flush();
  std::vector<Diagnostic *> All;
  for (Diagnostic &D : TUD->Diagnostics)
    All.push_back(&D);
  mergeIncludeInsertions(All);
  if (!R.ExportFixes.empty())
    if (llvm::Error E = writeExportedFixes(R.ExportFixes, *TUD))
      llvm::errs() << "strcost: error: " << llvm::toString(std::move(E)) << "\n";
  if (R.Fix && Errors && !R.FixErrors)
    llvm::errs() << "Found compiler errors, but -fix-errors was not specified.\n"
                    "Fixes have NOT been applied.\n\n";
  else if (R.Fix)
    applyKept(TUD->Diagnostics, Withdrawn.size(), R.FormatStyle);
  return RC;
}

} // namespace strcost
