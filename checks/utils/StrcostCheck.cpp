//===--- StrcostCheck.cpp - strcost ---------------------------------------===//

#include "StrcostCheck.h"

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

StrcostCheck::StrcostCheck(StringRef Name, ClangTidyContext *Context)
    : ClangTidyCheck(Name, Context),
      HeaderStandardValue(Options.getLocalOrGlobal(HeaderStandardOption,
                                                   HeaderStandardDefault.str())),
      ConditionalCodeValue(
          Options.getLocalOrGlobal(ConditionalCodeOption, "strict")) {
  if (std::optional<CxxStandard> S = parseHeaderStandard(HeaderStandardValue))
    HeaderStandard = *S;
  else
    invalidOption(HeaderStandardOption, HeaderStandardValue, HeaderStandardExpected);
  if (ConditionalCodeValue == "ignore")
    IgnoreConditionalCode = true;
  else if (ConditionalCodeValue != "strict")
    invalidOption(ConditionalCodeOption, ConditionalCodeValue,
                  "expected 'strict' or 'ignore'");
}

void StrcostCheck::registerPPCallbacks(const SourceManager &, Preprocessor *PP,
                                       Preprocessor *) {
  if (!IgnoreConditionalCode && PP)
    Conditionals.attach(*PP);
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

} // namespace clang::tidy::strcost::utils
