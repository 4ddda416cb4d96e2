//===--- StrcostCheck.cpp - strcost ---------------------------------------===//

#include "StrcostCheck.h"
#include "BraceBlocks.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/Support/Path.h"

namespace clang::tidy::strcost::utils {

std::string expectedValues(llvm::ArrayRef<llvm::StringRef> Values) {
  std::string Out = "expected ";
  for (size_t I = 0; I < Values.size(); ++I) {
    if (I > 0)
      Out += I + 1 == Values.size() ? " or " : ", ";
    Out += "'" + Values[I].str() + "'";
  }
  return Out;
}

std::vector<std::string> splitList(llvm::StringRef Value) {
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  Value.split(Parts, ';', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  std::vector<std::string> Out;
  for (llvm::StringRef P : Parts)
    if (!P.trim().empty())
      Out.push_back(P.trim().str());
  return Out;
}

StrcostCheck::StrcostCheck(StringRef Name, ClangTidyContext *Context,
                           RuntimeUse Runtime)
    : ClangTidyCheck(Name, Context),
      WholeUnit(Context->getOptions().SystemHeaders.value_or(false) ||
                Context->getEnableProfiling()),
      Others(UserCodeFinder::whoseChecks(Context->getOptions().Checks)),
      HeaderStandardValue(Options.getLocalOrGlobal(HeaderStandardOption,
                                                   HeaderStandardDefault.str())),
      MinimumStandardValue(Options.getLocalOrGlobal(MinimumStandardOption, "")),
      ConditionalCodeValue(
          Options.getLocalOrGlobal(ConditionalCodeOption, "strict")),
      IgnoredMacrosValue(Options.getLocalOrGlobal(IgnoredMacrosOption, "")),
      Runtime(Runtime),
      RuntimeHeadersValue(Runtime == RuntimeUse::Fixes
                              ? Options.getLocalOrGlobal("RuntimeHeaders", "")
                              : ""),
      IncludeStyle(Options.getLocalOrGlobal("IncludeStyle",
                                            tidy::utils::IncludeSorter::IS_LLVM)) {
  if (std::optional<CxxStandard> S = parseHeaderStandard(HeaderStandardValue))
    HeaderStandard = *S;
  else
    invalidOption(HeaderStandardOption, HeaderStandardValue, HeaderStandardExpected);
  if (std::optional<CxxStandard> S = parseMinimumStandard(MinimumStandardValue))
    MinimumStandard = *S;
  else
    invalidOption(MinimumStandardOption, MinimumStandardValue,
                  MinimumStandardExpected);
  if (ConditionalCodeValue == "ignore")
    IgnoreConditionalCode = true;
  else if (ConditionalCodeValue != "strict")
    invalidOption(ConditionalCodeOption, ConditionalCodeValue,
                  "expected 'strict' or 'ignore'");
  IgnoredMacros = splitList(IgnoredMacrosValue);
  for (const std::string &Name : IgnoredMacros)
    if (!isValidAsciiIdentifier(Name)) {
      // A misspelt list would silently keep every conditional counting.
      invalidOption(IgnoredMacrosOption, Name,
                    "expected macro names separated by ';'");
      IgnoredMacros.clear();
      break;
    }
  std::string Bad, Error;
  if (!RuntimeHeaders.parse(RuntimeHeadersValue, Bad, Error))
    configurationError("invalid regular expression '" + Bad +
                       "' for option 'RuntimeHeaders' of check '" + getID() +
                       "': " + Error);
}

void StrcostCheck::registerPPCallbacks(const SourceManager &SourceMgr,
                                       Preprocessor *PP, Preprocessor *) {
  SM = &SourceMgr;
  PlacedHeaders.clear();
  RefusedHeaders.clear();
  InsertedHeaders.clear();
  Unit = UnitRecord::of(*PP);
  Inserter = &Unit->inserter(*PP, IncludeStyle);
  Conditionals = IgnoreConditionalCode ? nullptr
                                       : &Unit->conditionals(*PP, IgnoredMacros);
}

ast_matchers::MatchFinder &
StrcostCheck::userCode(ast_matchers::MatchFinder *Finder) {
  return UserCodeFinder::of(*Finder, WholeUnit, Others, UserCode);
}

const ConditionalCode &StrcostCheck::conditionals() const {
  // Under `ignore` (or before any unit) the questions all answer no.
  static const ConditionalCode Unattached;
  return Conditionals ? *Conditionals : Unattached;
}

void StrcostCheck::storeIncludeOptions(ClangTidyOptions::OptionMap &Opts) {
  Options.store(Opts, "IncludeStyle", IncludeStyle);
  if (Runtime == RuntimeUse::Fixes)
    Options.store(Opts, "RuntimeHeaders", RuntimeHeadersValue);
}

/// \p Header as an include spells it (`<a.h>`, `"a.h"`).
static std::string spelledHeader(StringRef Header) {
  Header = Header.trim();
  if (bareHeaderName(Header) != Header)
    return Header.str();
  return ("\"" + Header + "\"").str();
}

std::optional<std::string> StrcostCheck::runtimeRefusal(FileID File,
                                                       StringRef Header) const {
  StringRef Prefix = runtimeOf(Header);
  if (Prefix.empty() || !SM || File == SM->getMainFileID() ||
      policy().includesUnconditionally(File, Prefix))
    return std::nullopt;
  if (OptionalFileEntryRef Entry = SM->getFileEntryRefForID(File)) {
    if (RuntimeHeaders.matches(Entry->getName()))
      return std::nullopt;
    StringRef Real = Entry->getFileEntry().tryGetRealPathName();
    if (!Real.empty() && RuntimeHeaders.matches(Real))
      return std::nullopt;
  }
  StringRef Library = Prefix == "absl/" ? "Abseil" : "the strcost runtime";
  return (llvm::Twine("'#include ") + spelledHeader(Header) +
          "' would make this header depend on " + Library +
          ", which it does not include yet; option RuntimeHeaders names the "
          "headers that may")
      .str();
}

void StrcostCheck::planInclude(FixPlan &Plan, FileID File, StringRef Header,
                               SourceLocation Use) {
  IncludeDecision D = includeFor(File, Header, Use);
  if (D.refused())
    Plan.decline(D.Refusal);
  else
    Plan.add(D.Hint);
}

/// Why no header is inserted into a unit that declares names of its own in
/// namespace std (see IncludePolicy::ownStdDeclaration).
std::string StrcostCheck::ownStdRefusal(const IncludePolicy::StdDeclaration &Own,
                                        StringRef Header) const {
  std::string Where = "a file of this translation unit";
  if (OptionalFileEntryRef Entry = SM->getFileEntryRefForID(Own.File))
    Where = "'" + llvm::sys::path::filename(Entry->getName()).str() + "'";
  return Where + " declares names of its own in namespace std (line " +
         std::to_string(Own.Line) + "), which '#include " + spelledHeader(Header) +
         "' could declare again";
}

IncludeDecision StrcostCheck::includeFor(FileID File, StringRef Header,
                                         SourceLocation Use) {
  IncludeDecision D;
  if (std::optional<std::string> Why = runtimeRefusal(File, Header)) {
    D.Refusal = std::move(*Why);
    D.RuntimeRefused = true;
    return D;
  }
  auto Refused = RefusedHeaders.find(File);
  if (Refused != RefusedHeaders.end())
    if (auto It = Refused->second.find(bareHeaderName(Header));
        It != Refused->second.end()) {
      D.Refusal = It->second;
      return D;
    }
  IncludePolicy::Inclusion Inclusion = policy().inclusionOf(File, Header);
  if (Inclusion == IncludePolicy::Inclusion::Unconditional)
    return D;
  if (std::optional<IncludePolicy::StdDeclaration> Own = policy().ownStdDeclaration()) {
    D.Refusal = ownStdRefusal(*Own, Header);
    return D;
  }
  switch (Inclusion) {
  case IncludePolicy::Inclusion::Unconditional:
    return D;
  case IncludePolicy::Inclusion::ConditionalOnly:
    // Included, but not in every configuration: the inserter sees it and
    // adds nothing.
    if (!areDiagsSelfContained() &&
        !PlacedHeaders[File].insert(bareHeaderName(Header)).second)
      return D;
    return placeAtTopLevel(File, Header, policy().firstInclusion(File, Header), Use);
  case IncludePolicy::Inclusion::None:
    break;
  }
  if (!areDiagsSelfContained() &&
      !InsertedHeaders[File].insert(bareHeaderName(Header)).second)
    return D;
  D.Hint = Inserter->createIncludeInsertion(File, Header);
  // The inserter puts a header after the last one of its kind, even inside
  // `extern "C" { ... }` (jsonnet's libjsonnet.cpp) or a conditional, or
  // below the code that needs it (an include after the code).
  if (!D.Hint)
    return D;
  SourceLocation Chosen = D.Hint->RemoveRange.getBegin();
  if (!policy().insideConditional(Chosen) && !insideBraces(*SM, Chosen) &&
      !below(Chosen, Use))
    return D;
  return placeAtTopLevel(File, Header, Chosen, Use);
}

/// \p At comes after \p Use in the same file: a header inserted there would
/// not be seen by the code that needs it.
bool StrcostCheck::below(SourceLocation At, SourceLocation Use) const {
  if (At.isInvalid() || Use.isInvalid())
    return false;
  SourceLocation UseAt = SM->getExpansionLoc(Use);
  return SM->getFileID(UseAt) == SM->getFileID(At) &&
         SM->getFileOffset(UseAt) < SM->getFileOffset(At);
}

IncludeDecision StrcostCheck::placeAtTopLevel(FileID File, StringRef Header,
                                              SourceLocation Chosen,
                                              SourceLocation Use) {
  IncludeDecision D;
  std::optional<SourceLocation> At = policy().topLevelPlace(File, Chosen, Use);
  if (!At) {
    std::string Include = "'#include " + spelledHeader(Header) + "'";
    if (insideBraces(*SM, Chosen))
      D.Refusal = Include + " would go inside braces (extern \"C\" { ... } or a "
                            "namespace), as every include of this file before the "
                            "code does";
    else if (policy().insideConditional(Chosen))
      D.Refusal = Include + " would go inside a preprocessor conditional, as "
                            "every include of this file before the code does, "
                            "and the code needs it in every configuration";
    else
      D.Refusal = Include + " would go below the code that needs it: this file "
                            "includes nothing before that code";
    RefusedHeaders[File][bareHeaderName(Header)] = D.Refusal;
    return D;
  }
  std::string Text = "#include " + spelledHeader(Header) + "\n";
  bool Invalid = false;
  const char *Before = SM->getCharacterData(*At, &Invalid);
  if (!Invalid && SM->getFileOffset(*At) > 0 && Before[-1] != '\n')
    Text.insert(0, "\n");
  D.Hint = FixItHint::CreateInsertion(*At, Text);
  return D;
}

bool StrcostCheck::boolOption(StringRef Option, bool Default) {
  std::string Raw(Options.get(Option, Default ? "true" : "false"));
  std::string Lower = StringRef(Raw).trim().lower();
  if (Lower == "true" || Lower == "1")
    return true;
  if (Lower == "false" || Lower == "0")
    return false;
  invalidOption(Option, Raw, expectedValues({"true", "false"}));
  return Default;
}

void StrcostCheck::invalidOption(StringRef Option, StringRef Value,
                                 StringRef Expected) {
  ConfigurationValid = false;
  configurationDiag("invalid value '%0' for option '%1' of check '%2'; %3",
                    DiagnosticIDs::Error)
      << Value << Option << getID() << Expected;
}

void StrcostCheck::configurationError(const llvm::Twine &Message) {
  ConfigurationValid = false;
  configurationDiag("%0", DiagnosticIDs::Error) << Message.str();
}

void StrcostCheck::noteNoFix(SourceLocation Loc, const llvm::Twine &Why) {
  diag(Loc, "no fix-it: %0", DiagnosticIDs::Note) << Why.str();
}

void StrcostCheck::noteCost(SourceLocation Loc, const Cost &C) {
  diag(Loc, "%0", DiagnosticIDs::Note) << formatCost(C);
}

} // namespace clang::tidy::strcost::utils
