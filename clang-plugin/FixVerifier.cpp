//===--- FixVerifier.cpp - strcost -----------------------------------------===//

#include "FixVerifier.h"
#include "FixEdits.h"
#include "utils/LlvmCompat.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include <set>
#include <tuple>

using namespace clang;

namespace strcost {

namespace {

/// A function a call binds to. Calls into system headers are known by their
/// unqualified name, not located: a check means to move a lookup to the
/// library's heterogeneous overload of the same member, or a read of a
/// std::string parameter to the same member of the std::string_view it
/// becomes, and the library's overloads of one name mean one operation.
struct Callee {
  std::string File;
  unsigned Offset = 0;
  std::string Name;      // qualified, for messages
  std::string ShortName; // unqualified: a lambda's qualified name spells the
                         // signature of the function around it, which a fix edits
  std::string Where;     // "file:line" of a user's function, for messages
  bool System = false;
};

/// Where a call is spelled: file, offset of its callee name or operator, and
/// whether it is a construction (0) or a call (1).
using CallKey = std::tuple<std::string, unsigned, int>;

/// The files a parse sees edited, with their edits and unedited text: a
/// place in the edited text is named by where it is in the original, the
/// text the user has (an inserted #include shifts every line below it).
struct EditedText {
  std::map<std::string, tooling::Replacements> Edits; // by real path
  std::map<std::string, std::string> Originals;
};

} // namespace

struct ParseFacts {
  const EditedText *Text = nullptr; // while the parse runs
  bool Parsed = false;
  llvm::StringSet<> Files;
  std::vector<std::string> Errors; // "file:line:col: message"
  std::map<CallKey, std::vector<Callee>> Calls;
  std::map<CallKey, std::string> Where; // the call's "file:line:col"
};

namespace {

std::string realPath(llvm::StringRef Path);

/// The offset in the unedited text of \p Edited, an offset in the text
/// \p Reps made; a place inside a replacement's text is the replacement's.
unsigned originalOffset(const tooling::Replacements &Reps, unsigned Edited) {
  int64_t Shift = 0; // edited minus original, before the next replacement
  for (const tooling::Replacement &R : Reps) {
    int64_t Start = R.getOffset() + Shift;
    if (Edited < Start)
      break;
    if (Edited < Start + static_cast<int64_t>(R.getReplacementText().size()))
      return R.getOffset();
    Shift += static_cast<int64_t>(R.getReplacementText().size()) - R.getLength();
  }
  return static_cast<unsigned>(Edited - Shift);
}

/// "file:line:col" (or "file:line") of \p Loc, in the unedited text of an
/// edited file.
std::string place(const SourceManager &SM, SourceLocation Loc, const EditedText *Text,
                  bool Column) {
  Loc = SM.getFileLoc(Loc);
  PresumedLoc P = SM.getPresumedLoc(Loc);
  if (P.isInvalid())
    return "";
  unsigned Line = P.getLine(), Col = P.getColumn();
  if (Text && !Text->Originals.empty()) {
    auto [FID, Offset] = SM.getDecomposedLoc(Loc);
    if (OptionalFileEntryRef FE = SM.getFileEntryRefForID(FID)) {
      auto It = Text->Originals.find(realPath(FE->getName()));
      if (It != Text->Originals.end()) {
        llvm::StringRef Before =
            llvm::StringRef(It->second)
                .take_front(originalOffset(Text->Edits.at(It->first), Offset));
        Line = 1 + Before.count('\n');
        size_t LastNewline = Before.rfind('\n');
        Col = LastNewline == llvm::StringRef::npos ? Before.size() + 1
                                                   : Before.size() - LastNewline;
      }
    }
  }
  std::string Out = (llvm::sys::path::filename(P.getFilename()) + ":" + llvm::Twine(Line)).str();
  if (Column)
    Out += ":" + std::to_string(Col);
  return Out;
}

class ErrorCollector : public DiagnosticConsumer {
public:
  explicit ErrorCollector(ParseFacts &Facts) : Facts(Facts) {}
  void HandleDiagnostic(DiagnosticsEngine::Level Level, const Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    if (Level < DiagnosticsEngine::Error)
      return;
    llvm::SmallString<128> Text;
    Info.FormatDiagnostic(Text);
    std::string Where;
    if (Info.hasSourceManager() && Info.getLocation().isValid()) {
      Where = place(Info.getSourceManager(), Info.getLocation(), Facts.Text, true);
      if (!Where.empty())
        Where += ": ";
    }
    Facts.Errors.push_back(Where + Text.str().str());
  }

private:
  ParseFacts &Facts;
};

std::string realPath(llvm::StringRef Path) {
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(Path, Real))
    return Path.str();
  return std::string(Real);
}

void addFiles(const SourceManager &SM, llvm::StringSet<> &Files) {
  for (auto It = SM.fileinfo_begin(), End = SM.fileinfo_end(); It != End; ++It)
    Files.insert(realPath(It->first.getName()));
}

/// The declaration that stands for \p FD across instantiations: the pattern a
/// specialization was made from, first declared.
const FunctionDecl *identityDecl(const FunctionDecl *FD) {
  if (const FunctionDecl *Pattern = FD->getTemplateInstantiationPattern())
    FD = Pattern;
  return FD->getCanonicalDecl();
}

class CallCollector : public RecursiveASTVisitor<CallCollector> {
public:
  CallCollector(ParseFacts &Facts, SourceManager &SM) : Facts(Facts), SM(SM) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitCallExpr(CallExpr *E) {
    const FunctionDecl *FD = E->getDirectCallee();
    if (!FD)
      return true;
    // An implicit conversion operator call is the conversion the edit chose.
    if (isa<CXXConversionDecl>(FD) && isa<CXXMemberCallExpr>(E) &&
        cast<CXXMemberCallExpr>(E)->getImplicitObjectArgument()->getBeginLoc() ==
            E->getExprLoc())
      return true;
    record(E->getExprLoc(), 1, FD);
    return true;
  }

  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    // Constructions by the library are what a type change means to do
    // (a std::string_view now built where a std::string was); a user's
    // constructor chosen differently is a different program.
    const CXXConstructorDecl *Ctor = E->getConstructor();
    if (Ctor && !SM.isInSystemHeader(Ctor->getLocation()))
      record(E->getLocation(), 0, Ctor);
    return true;
  }

private:
  void record(SourceLocation Loc, int Kind, const FunctionDecl *FD) {
    if (Loc.isInvalid())
      return;
    Loc = SM.getFileLoc(Loc);
    if (SM.isInSystemHeader(Loc))
      return;
    auto [FID, Offset] = SM.getDecomposedLoc(Loc);
    OptionalFileEntryRef FE = SM.getFileEntryRefForID(FID);
    if (!FE)
      return;
    CallKey Key{fileName(FE->getName()), Offset, Kind};
    const FunctionDecl *Id = identityDecl(FD);
    Callee C;
    SourceLocation DeclLoc = SM.getFileLoc(Id->getLocation());
    C.System = SM.isInSystemHeader(DeclLoc);
    C.ShortName = Id->getNameAsString();
    C.Name = C.System ? C.ShortName : Id->getQualifiedNameAsString();
    if (!C.System) {
      auto [DFID, DOffset] = SM.getDecomposedLoc(DeclLoc);
      if (OptionalFileEntryRef DFE = SM.getFileEntryRefForID(DFID))
        C.File = fileName(DFE->getName());
      C.Offset = DOffset;
      C.Where = place(SM, DeclLoc, Facts.Text, false);
    }
    auto &Callees = Facts.Calls[Key];
    Callees.push_back(std::move(C));
    if (!Facts.Where.count(Key))
      Facts.Where[Key] = place(SM, Loc, Facts.Text, true);
  }

  const std::string &fileName(llvm::StringRef Name) {
    auto It = RealNames.find(Name);
    if (It == RealNames.end())
      It = RealNames.try_emplace(Name, realPath(Name)).first;
    return It->second;
  }

  ParseFacts &Facts;
  SourceManager &SM;
  llvm::StringMap<std::string> RealNames;
};

class FactsConsumer : public ASTConsumer {
public:
  explicit FactsConsumer(ParseFacts &Facts) : Facts(Facts) {}
  void HandleTranslationUnit(ASTContext &Ctx) override {
    SourceManager &SM = Ctx.getSourceManager();
    addFiles(SM, Facts.Files);
    CallCollector(Facts, SM).TraverseAST(Ctx);
    Facts.Parsed = true;
  }

private:
  ParseFacts &Facts;
};

class FactsAction : public ASTFrontendAction {
public:
  explicit FactsAction(ParseFacts &Facts) : Facts(Facts) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &, StringRef) override {
    return std::make_unique<FactsConsumer>(Facts);
  }

private:
  ParseFacts &Facts;
};

class IncludesAction : public PreprocessOnlyAction {
public:
  explicit IncludesAction(llvm::StringSet<> &Files) : Files(Files) {}
  void EndSourceFileAction() override { addFiles(getCompilerInstance().getSourceManager(), Files); }

private:
  llvm::StringSet<> &Files;
};

class FactsFactory : public tooling::FrontendActionFactory {
public:
  explicit FactsFactory(ParseFacts &Facts) : Facts(Facts) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<FactsAction>(Facts);
  }

private:
  ParseFacts &Facts;
};

/// The edited text of every file the fixes in \p With touch; std::nullopt when
/// their edits cannot be applied together.
/// The edits of the fixes in \p With, and the #include insertions of every
/// fix in \p Context: a check hands a file's include to one of its findings
/// only, and the others' fixes must not be judged without it.
std::optional<std::map<std::string, tooling::Replacements>>
combinedEdits(const std::vector<const FixUnit *> &With,
              const std::vector<const FixUnit *> &Context) {
  std::map<std::string, tooling::Replacements> Combined;
  for (const FixUnit *F : With)
    for (const auto &[File, Reps] : F->Edits)
      for (const tooling::Replacement &R : Reps)
        if (!addMergingIncludes(Combined[File], R))
          return std::nullopt;
  for (const FixUnit *F : Context)
    for (const auto &[File, Reps] : F->Edits)
      for (const tooling::Replacement &R : Reps)
        if (isIncludeInsertion(R) && !addMergingIncludes(Combined[File], R))
          return std::nullopt;
  return Combined;
}

std::optional<unsigned> mapOffset(const tooling::Replacements &Reps, unsigned Offset) {
  for (const tooling::Replacement &R : Reps)
    if (R.getLength() > 0 && Offset >= R.getOffset() && Offset < R.getOffset() + R.getLength())
      return std::nullopt;
  return Reps.getShiftedCodePosition(Offset);
}

/// What \p C is called in the edited code, so that the same function before
/// and after the edit compares equal: a system function by name, the
/// project's own by where it is declared (a name can embed a place: "lambda
/// at f.cpp:80:12"). std::nullopt when the edit rewrote its declaration's name.
std::optional<std::string> identity(const Callee &C,
                                    const std::map<std::string, tooling::Replacements> *Edits) {
  if (C.System)
    return "system " + C.ShortName;
  unsigned Offset = C.Offset;
  if (Edits) {
    auto It = Edits->find(C.File);
    if (It != Edits->end()) {
      std::optional<unsigned> Mapped = mapOffset(It->second, Offset);
      if (!Mapped)
        return std::nullopt;
      Offset = *Mapped;
    }
  }
  return C.File + ":" + std::to_string(Offset);
}

/// The identities of \p Callees; std::nullopt when one cannot be followed
/// through the edit (then the call is not compared).
std::optional<std::set<std::string>>
identities(const std::vector<Callee> &Callees,
           const std::map<std::string, tooling::Replacements> *Edits) {
  std::set<std::string> Ids;
  for (const Callee &C : Callees) {
    std::optional<std::string> Id = identity(C, Edits);
    if (!Id)
      return std::nullopt;
    Ids.insert(*Id);
  }
  return Ids;
}

std::string names(const std::vector<Callee> &Callees) {
  std::set<std::string> Names;
  for (const Callee &C : Callees)
    Names.insert("'" + C.Name + "'" + (C.Where.empty() ? "" : " (" + C.Where + ")"));
  std::string Out;
  for (const std::string &N : Names)
    Out += (Out.empty() ? "" : ", ") + N;
  return Out;
}

/// The first call of \p Before that binds elsewhere in \p After, described.
std::optional<std::string>
reboundCall(const ParseFacts &Before, const ParseFacts &After,
            const std::map<std::string, tooling::Replacements> &Edits) {
  for (const auto &[Key, Callees] : Before.Calls) {
    auto [File, Offset, Kind] = Key;
    unsigned NewOffset = Offset;
    if (auto It = Edits.find(File); It != Edits.end()) {
      std::optional<unsigned> Mapped = mapOffset(It->second, Offset);
      if (!Mapped)
        continue; // the edit rewrote this call itself
      NewOffset = *Mapped;
    }
    auto Now = After.Calls.find(CallKey{File, NewOffset, Kind});
    if (Now == After.Calls.end())
      continue;
    std::optional<std::set<std::string>> Was = identities(Callees, &Edits);
    if (Was && *Was != *identities(Now->second, nullptr))
      return "the call at " + Before.Where.at(Key) + " would call " + names(Now->second) +
             " instead of " + names(Callees);
  }
  return std::nullopt;
}

/// The first error of \p After that \p Before did not have.
std::optional<std::string> newError(const ParseFacts &Before, const ParseFacts &After) {
  std::multiset<std::string> Old;
  auto Strip = [](const std::string &E) {
    // Errors are compared without their place: the edit moves lines, also
    // the places a message names (`'(lambda at f.cpp:12:3)'`).
    size_t Colon = E.find(": ");
    std::string Message = Colon == std::string::npos ? E : E.substr(Colon + 2);
    static const llvm::Regex Place(" at [^ )']+:[0-9]+:[0-9]+");
    std::string Error;
    while (Place.match(Message))
      Message = Place.sub(" at <place>", Message, &Error);
    return Message;
  };
  for (const std::string &E : Before.Errors)
    Old.insert(Strip(E));
  for (const std::string &E : After.Errors) {
    auto It = Old.find(Strip(E));
    if (It == Old.end())
      return "it does not compile: " + E;
    Old.erase(It);
  }
  return std::nullopt;
}

} // namespace

std::optional<FixUnit> fixUnitOf(const tooling::Diagnostic &D, size_t Index) {
  FixUnit U;
  U.Diagnostic = Index;
  for (const auto &Entry : D.Message.Fix)
    for (const tooling::Replacement &R : Entry.second) {
      llvm::SmallString<256> Path(R.getFilePath());
      if (!llvm::sys::path::is_absolute(Path) && !D.BuildDirectory.empty())
        clang::tidy::strcost::utils::makeAbsoluteIn(D.BuildDirectory, Path);
      std::string Real = realPath(Path);
      tooling::Replacement Abs(Real, R.getOffset(), R.getLength(), R.getReplacementText());
      if (!addMergingIncludes(U.Edits[Real], Abs))
        return std::nullopt;
    }
  if (U.Edits.empty())
    return std::nullopt;
  return U;
}

FixVerifier::FixVerifier(const tooling::CompilationDatabase &DB,
                         tooling::ArgumentsAdjuster Adjuster)
    : DB(DB), Adjuster(std::move(Adjuster)) {}

FixVerifier::~FixVerifier() = default;

std::unique_ptr<ParseFacts> FixVerifier::parse(const std::string &Unit,
                                               const std::vector<const FixUnit *> &With) {
  auto Facts = std::make_unique<ParseFacts>();
  auto Edits = combinedEdits(With, Context);
  if (!Edits)
    return Facts;
  tooling::ClangTool Tool(DB, {Unit});
  Tool.setPrintErrorMessage(false);
  if (Adjuster)
    Tool.appendArgumentsAdjuster(Adjuster);
  // The errors are collected, not printed: no "N errors generated." either.
  Tool.appendArgumentsAdjuster(tooling::getInsertArgumentAdjuster(
      "-fno-caret-diagnostics", tooling::ArgumentInsertPosition::END));
  std::vector<std::string> Texts; // mapVirtualFile keeps references
  Texts.reserve(Edits->size());
  EditedText Text;
  for (const auto &[File, Reps] : *Edits) {
    auto Buffer = llvm::MemoryBuffer::getFile(File);
    if (!Buffer)
      return Facts;
    auto Edited = tooling::applyAllReplacements((*Buffer)->getBuffer(), Reps);
    if (!Edited) {
      llvm::consumeError(Edited.takeError());
      return Facts;
    }
    Texts.push_back(std::move(*Edited));
    Tool.mapVirtualFile(File, Texts.back());
    Text.Edits[File] = Reps;
    Text.Originals[File] = (*Buffer)->getBuffer().str();
  }
  Facts->Text = &Text;
  ErrorCollector Errors(*Facts);
  Tool.setDiagnosticConsumer(&Errors);
  FactsFactory Factory(*Facts);
  ++Parses;
  Tool.run(&Factory);
  Facts->Text = nullptr;
  return Facts;
}

const ParseFacts &FixVerifier::baseline(const std::string &Unit) {
  auto &Slot = Baselines[Unit];
  if (!Slot)
    Slot = parse(Unit, {});
  return *Slot;
}

llvm::StringSet<> FixVerifier::scanIncludes(const std::string &Unit) {
  llvm::StringSet<> Files;
  tooling::ClangTool Tool(DB, {Unit});
  Tool.setPrintErrorMessage(false);
  if (Adjuster)
    Tool.appendArgumentsAdjuster(Adjuster);
  IgnoringDiagConsumer Quiet;
  Tool.setDiagnosticConsumer(&Quiet);
  struct Factory : tooling::FrontendActionFactory {
    llvm::StringSet<> &Files;
    explicit Factory(llvm::StringSet<> &Files) : Files(Files) {}
    std::unique_ptr<FrontendAction> create() override {
      return std::make_unique<IncludesAction>(Files);
    }
  } F(Files);
  Tool.run(&F);
  return Files;
}

const llvm::StringSet<> &FixVerifier::filesOf(const std::string &Unit) {
  return baseline(Unit).Files;
}

std::optional<std::string> FixVerifier::problem(const std::string &Unit,
                                                const std::vector<const FixUnit *> &With) {
  const ParseFacts &Before = baseline(Unit);
  auto Edits = combinedEdits(With, Context);
  if (!Edits)
    return std::string("its edits overlap another fix's");
  std::unique_ptr<ParseFacts> After = parse(Unit, With);
  if (!After->Parsed)
    return "the edited file could not be parsed again";
  if (auto E = newError(Before, *After))
    return E;
  return reboundCall(Before, *After, *Edits);
}

/// The largest part of \p Set that verifies, found by halving: k bad fixes
/// among n cost about 2k log n parses, and a set that verifies costs one.
std::vector<const FixUnit *>
FixVerifier::keepGood(const std::string &Unit, std::vector<const FixUnit *> Set,
                      std::map<size_t, std::string> &Withdrawn) {
  std::optional<std::string> Problem = problem(Unit, Set);
  if (!Problem)
    return Set;
  if (Set.size() == 1) {
    Withdrawn.emplace(Set.front()->Diagnostic, *Problem);
    return {};
  }
  size_t Half = Set.size() / 2;
  std::vector<const FixUnit *> Left(Set.begin(), Set.begin() + Half);
  std::vector<const FixUnit *> Right(Set.begin() + Half, Set.end());
  std::vector<const FixUnit *> Kept = keepGood(Unit, Left, Withdrawn);
  std::vector<const FixUnit *> KeptRight = keepGood(Unit, Right, Withdrawn);
  Kept.insert(Kept.end(), KeptRight.begin(), KeptRight.end());
  if (Kept.empty() || !problem(Unit, Kept))
    return Kept;
  // Each half verifies alone but not together: add one fix at a time.
  std::vector<const FixUnit *> Together;
  for (const FixUnit *F : Kept) {
    Together.push_back(F);
    if (std::optional<std::string> P = problem(Unit, Together)) {
      Together.pop_back();
      Withdrawn.emplace(F->Diagnostic, "together with other fixes, " + *P);
    }
  }
  return Together;
}

/// "in the configuration of DIR (-std=...)": the directory \p Unit's compile
/// command runs in (below the current one: relative) and its standard.
static std::string configurationOf(const tooling::CompilationDatabase &DB,
                                   const std::string &Unit) {
  std::vector<tooling::CompileCommand> Commands = DB.getCompileCommands(Unit);
  if (Commands.empty())
    return "";
  std::string Dir = Commands.front().Directory;
  llvm::SmallString<256> Cwd;
  if (!llvm::sys::fs::current_path(Cwd)) {
    llvm::StringRef D(Dir);
    if (D == Cwd)
      Dir = ".";
    else if (D.consume_front(Cwd) && D.consume_front("/"))
      Dir = D.str();
  }
  std::string Std;
  for (const std::string &A : Commands.front().CommandLine)
    if (llvm::StringRef(A).starts_with("-std=") || llvm::StringRef(A).starts_with("/std:"))
      Std = A;
  return "in the configuration of " + Dir + (Std.empty() ? "" : " (" + Std + ")");
}

std::map<size_t, std::string> FixVerifier::verify(const std::vector<FixUnit> &Fixes,
                                                  const std::vector<std::string> &Units,
                                                  std::set<size_t> *Unseen) {
  std::map<size_t, std::string> Withdrawn;
  std::vector<bool> Seen(Fixes.size(), false);
  for (const std::string &Unit : Units) {
    std::vector<const FixUnit *> Relevant;
    for (size_t I = 0; I < Fixes.size(); ++I) {
      if (Withdrawn.count(Fixes[I].Diagnostic))
        continue;
      bool Touches = false;
      for (const auto &Entry : Fixes[I].Edits)
        Touches |= filesOf(Unit).contains(Entry.first);
      if (!Touches)
        continue;
      Seen[I] = true;
      Relevant.push_back(&Fixes[I]);
    }
    if (!Relevant.empty() && !baseline(Unit).Parsed) {
      for (const FixUnit *F : Relevant)
        Withdrawn.emplace(F->Diagnostic,
                          (NameConfigurations ? configurationOf(DB, Unit) + ": " : "") + "'" +
                              Unit + "' could not be parsed to check it");
      continue;
    }
    if (!Relevant.empty()) {
      Context = Relevant;
      std::map<size_t, std::string> Failed;
      std::vector<const FixUnit *> Kept = keepGood(Unit, Relevant, Failed);
      std::string Configuration = NameConfigurations ? configurationOf(DB, Unit) : "";
      for (const auto &[Index, Why] : Failed)
        Withdrawn.emplace(Index, Configuration.empty() ? Why : Configuration + ": " + Why);
      // The kept fixes were judged with every fix's includes; a withdrawn
      // fix may have carried one they need.
      Context = Kept;
      if (!Kept.empty() && Kept.size() < Relevant.size() && problem(Unit, Kept))
        for (const FixUnit *F : Relevant)
          if (Withdrawn.count(F->Diagnostic))
            IncludesNeeded.insert(F->Diagnostic);
      Context.clear();
    }
  }
  for (size_t I = 0; I < Fixes.size(); ++I) {
    if (Seen[I])
      continue;
    if (Unseen)
      Unseen->insert(Fixes[I].Diagnostic);
    else
      Withdrawn.emplace(Fixes[I].Diagnostic,
                        "no translation unit given includes the file it edits");
  }
  return Withdrawn;
}

} // namespace strcost
