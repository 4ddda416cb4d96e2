//===--- StrcostPlugin.cpp - the strcost compiler plugin -------------------===//
//
// `clang++ -fplugin=strcost-plugin.so ...` runs the strcost checks inside a
// normal compile, after the compiler's own action, and reports their findings
// as compiler diagnostics.
//
// Findings go through clang-tidy's own diagnostic consumer first (NOLINT,
// header filter, duplicate and conflicting fix removal, the order of
// findings), exactly as in the strcost driver, and are only then re-emitted
// through the compiler. Forwarding each diagnostic as it is produced would skip
// that filtering and make the plugin disagree with the driver.
//
// Plugin arguments (-fplugin-arg-strcost-<arg>) are listed in usage() below.
//
//===----------------------------------------------------------------------===//

#include "DefaultChecks.h"
#include "FixEdits.h"
#include "clang-tidy/ClangTidy.h"
#include "clang-tidy/ClangTidyCheck.h"
#include "utils/LlvmCompat.h"
#include "utils/ParentMapProbe.h"
#include "clang-tidy/ClangTidyDiagnosticConsumer.h"
#include "clang-tidy/ClangTidyModule.h"
#include "clang-tidy/ClangTidyModuleRegistry.h"
#include "clang-tidy/ClangTidyOptions.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

using namespace clang;
using namespace clang::tidy;

namespace {

constexpr llvm::StringLiteral PluginName = "strcost";

void usage(llvm::raw_ostream &OS) {
  OS << R"(strcost compiler plugin: runs the strcost clang-tidy checks during the compile.
Load it with -fplugin=<path>/strcost-plugin.so; arguments are passed as
-fplugin-arg-strcost-<argument>:
  checks=<globs>           checks to run, as clang-tidy --checks
                           (default: strcost-*, unless a .clang-tidy file names checks)
  config=<yaml>            configuration, as clang-tidy --config (replaces .clang-tidy)
  config-file=<path>       configuration file, as clang-tidy --config-file
  option=<check.Name>=<v>  one check option (may be repeated)
  header-filter=<regex>    report findings in headers matching regex, as clang-tidy
  system-headers           report findings in system headers too
  warnings-as-errors=<globs>  findings of these checks are errors, as clang-tidy
  no-werror                findings stay warnings under the compiler's -Werror
  export-fixes=<file>      write findings and fixes as YAML for clang-apply-replacements
  export-fixes-dir=<dir>   the same, one uniquely named file per translation unit
  config-digest=<text>     ignored; changes the command line when the
                           configuration files change, for build caches
                           (strcost_add_plugin passes it)
  help                     print this text
)";
}

/// What the plugin arguments asked for.
struct PluginConfig {
  ClangTidyOptions Override;
  std::optional<std::string> ConfigText; // config= or config-file= contents
  std::string ConfigSource;              // where ConfigText came from
  std::string ExportFixes;
  std::string ExportFixesDir;
  bool NoWerror = false;
};

/// The options of clang-tidy's driver that our driver also starts from.
ClangTidyOptions defaultOptions() {
  ClangTidyOptions Defaults = ClangTidyOptions::getDefaults();
  Defaults.Checks = "clang-diagnostic-*,clang-analyzer-*";
  Defaults.WarningsAsErrors = "";
  Defaults.HeaderFilterRegex = "";
  Defaults.SystemHeaders = false;
  if (const char *User = std::getenv("USER"))
    Defaults.User = User;
  return Defaults;
}

std::string absolutePath(StringRef Path) {
  llvm::SmallString<256> Abs(Path);
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  return std::string(Abs);
}

/// The options provider for File, built the way the strcost driver builds
/// it, so that both front-ends see the same configuration: strcost-* is the
/// default check set only when nothing the user wrote names checks.
std::unique_ptr<ClangTidyOptionsProvider>
makeProvider(const PluginConfig &Config, StringRef File) {
  ClangTidyOptions Override = Config.Override;
  if (!::strcost::userNamesChecks(Override.Checks.has_value(), Config.ConfigText, File))
    Override.Checks = ::strcost::DefaultChecks.str();
  // clang-tidy runs the whole static analyzer for clang-analyzer-*; inside a
  // compile that would multiply its cost (clang --analyze is the way to run
  // it), so the plugin never enables those, whatever a config says.
  Override.Checks = Override.Checks.value_or("") + ",-clang-analyzer-*";
  if (Config.ConfigText) {
    llvm::ErrorOr<ClangTidyOptions> Parsed = parseConfiguration(
        llvm::MemoryBufferRef(*Config.ConfigText, Config.ConfigSource));
    return std::make_unique<ConfigOptionsProvider>(
        ClangTidyGlobalOptions(), defaultOptions(),
        Parsed ? std::move(*Parsed) : ClangTidyOptions(), std::move(Override));
  }
  return std::make_unique<FileOptionsProvider>(
      ClangTidyGlobalOptions(), defaultOptions(), std::move(Override));
}

/// clang-tidy's consumer for one translation unit: what
/// ClangTidyASTConsumerFactory::createASTConsumer makes, less its last step,
/// which matches the name of every static analyzer checker against the check
/// list (a regular expression each: 4.1 million instructions a unit, nearly
/// half the plugin's fixed cost, measured on an empty unit) only to find that
/// none is enabled, which the plugin ensures (makeProvider). Torn down in
/// clang-tidy's order: the checks, then the finder, then its consumer.
class TidyConsumer : public MultiplexConsumer {
public:
  TidyConsumer(std::vector<std::unique_ptr<ASTConsumer>> Consumers,
               std::unique_ptr<ast_matchers::MatchFinder> Finder,
               std::vector<std::unique_ptr<ClangTidyCheck>> Checks)
      : MultiplexConsumer(std::move(Consumers)), Finder(std::move(Finder)),
        Checks(std::move(Checks)) {}

private:
  std::unique_ptr<ast_matchers::MatchFinder> Finder;
  std::vector<std::unique_ptr<ClangTidyCheck>> Checks;
};

/// Every check the linked modules offer (strcost's own).
std::unique_ptr<ClangTidyCheckFactories> linkedCheckFactories() {
  auto Factories = std::make_unique<ClangTidyCheckFactories>();
  for (const ClangTidyModuleRegistry::entry &E : ClangTidyModuleRegistry::entries())
    E.instantiate()->addCheckFactories(*Factories);
  return Factories;
}

std::unique_ptr<ASTConsumer> makeTidyConsumer(CompilerInstance &CI, StringRef File,
                                              ClangTidyContext &Context,
                                              const ClangTidyCheckFactories &Factories) {
  SourceManager &SM = CI.getSourceManager();
  Context.setSourceManager(&SM);
  Context.setCurrentFile(File);
  Context.setASTContext(&CI.getASTContext());
  if (auto Dir = SM.getFileManager().getVirtualFileSystem().getCurrentWorkingDirectory())
    Context.setCurrentBuildDirectory(*Dir);
  std::vector<std::unique_ptr<ClangTidyCheck>> Checks =
      Factories.createChecksForLanguage(&Context);
  auto Finder = std::make_unique<ast_matchers::MatchFinder>();
  Preprocessor *PP = &CI.getPreprocessor();
  for (auto &Check : Checks) {
    Check->registerMatchers(Finder.get());
    Check->registerPPCallbacks(SM, PP, PP);
  }
  std::vector<std::unique_ptr<ASTConsumer>> Consumers;
  if (!Checks.empty())
    Consumers.push_back(Finder->newASTConsumer());
  return std::make_unique<TidyConsumer>(std::move(Consumers), std::move(Finder),
                                        std::move(Checks));
}

/// Holds clang-tidy's state for one translation unit, runs the checks after
/// the compiler's consumer has seen the translation unit, then re-emits the
/// findings through the compiler's diagnostics.
class StrcostConsumer : public ASTConsumer {
public:
  // The action that parsed the arguments is destroyed once it has made its
  // consumer, so the consumer keeps its own copy of the configuration.
  StrcostConsumer(CompilerInstance &CI, PluginConfig Config, StringRef File)
      : CI(CI), Config(std::move(Config)),
        Preprocessed(!CI.getFrontendOpts().Inputs.empty() &&
                     CI.getFrontendOpts().Inputs[0].getKind().isPreprocessed()),
        MainFile(absolutePath(File)),
        Context(makeProvider(this->Config, File)), TidyDiags(Context) {
    DiagEngine = clang::tidy::strcost::utils::attachDiagnosticsEngine(Context, &TidyDiags);
    Factories = linkedCheckFactories();
    Inner = makeTidyConsumer(CI, File, Context, *Factories);
  }

  // Everything but the end of the translation unit goes to clang-tidy's
  // consumer unchanged: its match finder only needs the finished AST, but it
  // is clang-tidy's business what else it listens to.
  void Initialize(ASTContext &Ctx) override { Inner->Initialize(Ctx); }
  bool HandleTopLevelDecl(DeclGroupRef D) override {
    return Inner->HandleTopLevelDecl(D);
  }
  void HandleInlineFunctionDefinition(FunctionDecl *D) override {
    Inner->HandleInlineFunctionDefinition(D);
  }
  void HandleInterestingDecl(DeclGroupRef D) override {
    Inner->HandleInterestingDecl(D);
  }
  void HandleTagDeclDefinition(TagDecl *D) override {
    Inner->HandleTagDeclDefinition(D);
  }
  void HandleCXXImplicitFunctionInstantiation(FunctionDecl *D) override {
    Inner->HandleCXXImplicitFunctionInstantiation(D);
  }
  void HandleTopLevelDeclInObjCContainer(DeclGroupRef D) override {
    Inner->HandleTopLevelDeclInObjCContainer(D);
  }
  void HandleImplicitImportDecl(ImportDecl *D) override {
    Inner->HandleImplicitImportDecl(D);
  }
  void CompleteTentativeDefinition(VarDecl *D) override {
    Inner->CompleteTentativeDefinition(D);
  }
  void AssignInheritanceModel(CXXRecordDecl *RD) override {
    Inner->AssignInheritanceModel(RD);
  }
  void HandleVTable(CXXRecordDecl *RD) override { Inner->HandleVTable(RD); }

  void HandleTranslationUnit(ASTContext &Ctx) override {
    Inner->HandleTranslationUnit(Ctx);
    clang::tidy::strcost::utils::reportParentMapProbe(Ctx);
    std::vector<ClangTidyError> Errors = TidyDiags.take();
    for (const ClangTidyError &Error : Errors)
      emit(Error);
    exportFixes(Errors);
  }

private:
  /// The location of Path:Offset in this translation unit, or an invalid
  /// location if the file is not part of it (which clang-tidy never produces,
  /// but a wrong location must not become a crash).
  SourceLocation locate(StringRef Path, unsigned Offset) {
    if (Path.empty())
      return SourceLocation();
    SourceManager &SM = CI.getSourceManager();
    OptionalFileEntryRef File = SM.getFileManager().getOptionalFileRef(Path);
    if (!File)
      return SourceLocation();
    FileID FID = SM.translateFile(*File);
    if (FID.isInvalid())
      return SourceLocation();
    bool Invalid = false;
    llvm::StringRef Buffer = SM.getBufferData(FID, &Invalid);
    if (Invalid || Offset > Buffer.size())
      return SourceLocation();
    return SM.getLocForStartOfFile(FID).getLocWithOffset(Offset);
  }

  void addFixIts(DiagnosticBuilder &Builder,
                 const llvm::StringMap<tooling::Replacements> &Fix) {
    if (Preprocessed)
      return; // see emitPreprocessedFixNotes
    for (const auto &FileAndReplacements : Fix)
      for (const tooling::Replacement &R : FileAndReplacements.second) {
        SourceLocation Begin = locate(R.getFilePath(), R.getOffset());
        SourceLocation End =
            locate(R.getFilePath(), R.getOffset() + R.getLength());
        if (Begin.isInvalid() || End.isInvalid())
          continue;
        Builder << FixItHint::CreateReplacement(
            CharSourceRange::getCharRange(Begin, End), R.getReplacementText());
      }
  }

  // Custom diagnostic IDs take a format string: a literal '%' in a message
  // would otherwise be read as an argument reference.
  static std::string escape(StringRef Message) {
    std::string Out;
    for (char C : Message) {
      if (C == '%')
        Out += '%';
      Out += C;
    }
    return Out;
  }

  /// On preprocessed input (distcc without pump mode compiles the client's
  /// `-E` output) a fix-it's offsets point into the preprocessed text, and
  /// clang's -fdiagnostics-parseable-fixits would print them with the original
  /// file's name but the preprocessed file's line numbers. Since -E also
  /// collapses runs of spaces, not even the columns can be trusted. So the
  /// fix-its are withheld and each replacement is spelled out in a note at
  /// the original line, with the text it removes: enough for
  /// scripts/strcost-fixits.py to find the spot in the client's file and to
  /// refuse when it cannot.
  void emitPreprocessedFixNotes(
      const llvm::StringMap<tooling::Replacements> &Fix) {
    if (!Preprocessed)
      return;
    DiagnosticsEngine &Diags = CI.getDiagnostics();
    unsigned ID = Diags.getDiagnosticIDs()->getCustomDiagID(
        DiagnosticIDs::Note, "fix-it for the original file: replace %0 with %1");
    SourceManager &SM = CI.getSourceManager();
    for (const auto &FileAndReplacements : Fix)
      for (const tooling::Replacement &R : FileAndReplacements.second) {
        SourceLocation Begin = locate(R.getFilePath(), R.getOffset());
        if (Begin.isInvalid())
          continue;
        bool Invalid = false;
        llvm::StringRef Buffer =
            SM.getBufferData(SM.getFileID(Begin), &Invalid);
        if (Invalid)
          continue;
        llvm::StringRef Removed = Buffer.substr(R.getOffset(), R.getLength());
        Diags.Report(Begin, ID) << jsonString(Removed)
                                << jsonString(R.getReplacementText());
      }
  }

  static std::string jsonString(llvm::StringRef Text) {
    std::string Out;
    llvm::raw_string_ostream OS(Out);
    OS << llvm::json::Value(Text.str());
    return Out;
  }

  void emit(const ClangTidyError &Error) {
    DiagnosticsEngine &Diags = CI.getDiagnostics();
    bool IsConfigError = Error.DiagLevel == ClangTidyError::Error;
    bool AsError = IsConfigError || Error.IsWarningAsError;
    std::string Tag = Error.DiagnosticName;
    // -w wins over -Werror, as for the compiler's own warnings.
    if (!AsError && Diags.getIgnoreAllWarnings())
      return;
    if (Error.IsWarningAsError) {
      Tag += ",-warnings-as-errors"; // as clang-tidy prints it
    } else if (!AsError && Diags.getWarningsAsErrors() && !Config.NoWerror) {
      // Custom diagnostics are not remapped by -Werror in every LLVM version;
      // decide here so that all versions behave alike. The bracket keeps the
      // check's name alone: tools that read clang-tidy's output (CodeChecker)
      // would take a ",-Werror" after it for a second check, and clang's own
      // "[-Werror,-Wflag]" decoration does not apply to a custom diagnostic.
      AsError = true;
    }
    auto Level = AsError ? DiagnosticIDs::Error : DiagnosticIDs::Warning;
    unsigned ID = Diags.getDiagnosticIDs()->getCustomDiagID(
        Level, escape(Error.Message.Message) + " [" + escape(Tag) + "]");
    SourceLocation Loc = locate(Error.Message.FilePath, Error.Message.FileOffset);
    // The level is already final: keep the engine from promoting it again
    // (the builder emits when it goes out of scope, before -Werror returns).
    bool SavedWerror = Diags.getWarningsAsErrors();
    Diags.setWarningsAsErrors(false);
    {
      DiagnosticBuilder Builder = Diags.Report(Loc, ID);
      for (const tooling::FileByteRange &Range : Error.Message.Ranges) {
        SourceLocation B = locate(Range.FilePath, Range.FileOffset);
        SourceLocation E =
            locate(Range.FilePath, Range.FileOffset + Range.Length);
        if (B.isValid() && E.isValid())
          Builder << CharSourceRange::getCharRange(B, E);
      }
      addFixIts(Builder, Error.Message.Fix);
    }
    Diags.setWarningsAsErrors(SavedWerror);
    emitPreprocessedFixNotes(Error.Message.Fix);
    for (const tooling::DiagnosticMessage &Note : Error.Notes) {
      unsigned NoteID = Diags.getDiagnosticIDs()->getCustomDiagID(
          DiagnosticIDs::Note, escape(Note.Message));
      DiagnosticBuilder Builder =
          Diags.Report(locate(Note.FilePath, Note.FileOffset), NoteID);
      addFixIts(Builder, Note.Fix);
    }
  }

  void exportFixes(const std::vector<ClangTidyError> &Errors) {
    std::string Path = Config.ExportFixes;
    if (Path.empty() && !Config.ExportFixesDir.empty()) {
      // One file per translation unit, named after the main file and the
      // output so that parallel compiles of the same source do not collide.
      std::string Key = MainFile + "\n" + CI.getFrontendOpts().OutputFile;
      llvm::SmallString<256> P(Config.ExportFixesDir);
      llvm::sys::path::append(
          P, llvm::sys::path::filename(MainFile) + "-" +
                 llvm::utohexstr(llvm::xxh3_64bits(Key)) + ".yaml");
      Path = std::string(P);
    }
    if (Path.empty())
      return;
    if (!Config.ExportFixesDir.empty())
      llvm::sys::fs::create_directories(Config.ExportFixesDir);
    // Written to a temporary file and renamed, so that a reader (or another
    // compile writing the same path) never sees half a file.
    llvm::SmallString<256> Temp;
    int FD = -1;
    std::error_code EC = llvm::sys::fs::createUniqueFile(
        Path + ".tmp-%%%%%%%%", FD, Temp);
    if (!EC) {
      {
        llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
        // Two checks' include insertions at one offset would make
        // clang-apply-replacements refuse the whole file.
        std::vector<ClangTidyError> Merged = Errors;
        std::vector<tooling::Diagnostic *> Ptrs;
        for (ClangTidyError &E : Merged)
          Ptrs.push_back(&E);
        ::strcost::mergeIncludeInsertions(Ptrs);
        exportReplacements(MainFile, Merged, OS);
        OS.close();
        if (OS.has_error())
          EC = OS.error();
      }
      if (!EC)
        EC = llvm::sys::fs::rename(Temp, Path);
      if (EC)
        llvm::sys::fs::remove(Temp);
    }
    if (EC) {
      DiagnosticsEngine &Diags = CI.getDiagnostics();
      unsigned ID = Diags.getDiagnosticIDs()->getCustomDiagID(
          DiagnosticIDs::Error, "strcost: cannot write fixes to '%0': %1");
      Diags.Report(ID) << Path << EC.message();
    }
  }

  CompilerInstance &CI;
  const PluginConfig Config;
  const bool Preprocessed;
  std::string MainFile;
  ClangTidyContext Context;
  ClangTidyDiagnosticConsumer TidyDiags;
  std::unique_ptr<DiagnosticsEngine> DiagEngine; // reports to TidyDiags
  std::unique_ptr<ClangTidyCheckFactories> Factories;
  std::unique_ptr<ASTConsumer> Inner;
};

class StrcostPluginAction : public PluginASTAction {
protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef File) override {
    // A precompiled module interface compiled to an object file: its findings
    // were reported when the source was precompiled, and would be again.
    const auto &Inputs = CI.getFrontendOpts().Inputs;
    if (!Inputs.empty() &&
        Inputs[0].getKind().getFormat() == InputKind::Precompiled)
      return std::make_unique<ASTConsumer>();
    return std::make_unique<StrcostConsumer>(CI, Config, File);
  }

  bool ParseArgs(const CompilerInstance &CI,
                 const std::vector<std::string> &Args) override {
    DiagnosticsEngine &Diags = CI.getDiagnostics();
    auto Fail = [&](const llvm::Twine &Message) {
      unsigned ID = Diags.getDiagnosticIDs()->getCustomDiagID(
          DiagnosticIDs::Error, "strcost plugin: %0");
      Diags.Report(ID) << Message.str();
      return false;
    };
    for (StringRef Arg : Args) {
      auto [Name, Value] = Arg.split('=');
      bool HasValue = Arg.contains('=');
      auto NeedValue = [&]() {
        return Fail("argument '" + Name + "' needs a value: " + Name +
                    "=<value>");
      };
      if (Name == "help") {
        usage(llvm::errs());
      } else if (Name == "checks") {
        if (!HasValue)
          return NeedValue();
        Config.Override.Checks = Value.str();
      } else if (Name == "config") {
        if (!HasValue)
          return NeedValue();
        Config.ConfigText = Value.str();
        Config.ConfigSource = "-fplugin-arg-strcost-config";
      } else if (Name == "config-file") {
        if (!HasValue)
          return NeedValue();
        auto Buffer = llvm::MemoryBuffer::getFile(Value);
        if (!Buffer)
          return Fail("cannot read config file '" + Value +
                      "': " + Buffer.getError().message());
        Config.ConfigText = (*Buffer)->getBuffer().str();
        Config.ConfigSource = Value.str();
      } else if (Name == "option") {
        auto [Key, OptionValue] = Value.split('=');
        if (!Value.contains('=') || !Key.contains('.'))
          return Fail("argument 'option' takes <check>.<Option>=<value>, got '" +
                      Value + "'");
        Config.Override.CheckOptions[Key] =
            ClangTidyOptions::ClangTidyValue(OptionValue);
      } else if (Name == "header-filter") {
        if (!HasValue)
          return NeedValue();
        std::string Error;
        if (!llvm::Regex(Value).isValid(Error))
          return Fail("invalid header-filter '" + Value + "': " + Error);
        Config.Override.HeaderFilterRegex = Value.str();
      } else if (Name == "system-headers") {
        Config.Override.SystemHeaders = true;
      } else if (Name == "warnings-as-errors") {
        if (!HasValue)
          return NeedValue();
        Config.Override.WarningsAsErrors = Value.str();
      } else if (Name == "no-werror") {
        Config.NoWerror = true;
      } else if (Name == "config-digest") {
        // Read by build caches (ccache hashes the command line), not by us.
      } else if (Name == "export-fixes") {
        if (!HasValue || Value.empty())
          return NeedValue();
        Config.ExportFixes = Value.str();
      } else if (Name == "export-fixes-dir") {
        if (!HasValue || Value.empty())
          return NeedValue();
        Config.ExportFixesDir = Value.str();
      } else {
        return Fail("unknown argument '" + Arg +
                    "' (-fplugin-arg-strcost-help lists them)");
      }
    }
    if (Config.ConfigText) {
      llvm::ErrorOr<ClangTidyOptions> Parsed = parseConfiguration(
          llvm::MemoryBufferRef(*Config.ConfigText, Config.ConfigSource));
      if (!Parsed)
        return Fail("invalid configuration in " + Config.ConfigSource + ": " +
                    Parsed.getError().message());
    }
    return true;
  }

  // Run after the compiler's own action (code generation, or -fsyntax-only),
  // so that a plain -fplugin= is enough: no -add-plugin needed.
  ActionType getActionType() override { return AddAfterMainAction; }

private:
  PluginConfig Config;
};

} // namespace

static FrontendPluginRegistry::Add<StrcostPluginAction>
    X(PluginName, "run the strcost checks during the compile");
