//===--- StrcostCheck.h - strcost -------------------------------*- C++ -*-===//
//
// The base of every strcost check: typed options whose bad values are errors,
// the one way to say that a finding has no fix-it, and the record of the
// translation unit's conditional code (utils/ConditionalCode.h) that every
// check asks before planning a fix.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_STRCOSTCHECK_H
#define STRCOST_CHECKS_UTILS_STRCOSTCHECK_H

#include "ConditionalCode.h"
#include "HeaderStandard.h"
#include "clang-tidy/ClangTidyCheck.h"
#include "llvm/ADT/Twine.h"
#include <string>
#include <vector>

namespace clang::tidy::strcost::utils {

/// "expected 'a', 'b' or 'c'" for the values \p Values.
std::string expectedValues(llvm::ArrayRef<llvm::StringRef> Values);

/// The option (local or global) that says whether fixes stay away from code
/// chosen by the preprocessor: `strict` (the default) or `ignore`.
inline constexpr llvm::StringLiteral ConditionalCodeOption = "ConditionalCode";

/// Splits a `;`-separated option value: entries trimmed, empty ones dropped.
std::vector<std::string> splitList(llvm::StringRef Value);

class StrcostCheck : public ClangTidyCheck {
public:
  StrcostCheck(StringRef Name, ClangTidyContext *Context);

  /// False once any option had a bad value; the check then reports nothing
  /// (a CI job quietly running with a default the user did not ask for would
  /// hide the mistake).
  bool configurationValid() const { return ConfigurationValid; }

  /// Reports a bad option value as a configuration error.
  void invalidOption(StringRef Option, StringRef Value, StringRef Expected);

  /// Reports a configuration error in words of its own (a malformed list
  /// entry, a bad regular expression).
  void configurationError(const llvm::Twine &Message);

  /// `note: no fix-it: <why>` at \p Loc.
  void noteNoFix(SourceLocation Loc, const llvm::Twine &Why);

  /// Starts recording the conditional code of the translation unit (unless
  /// the ConditionalCode option is `ignore`). A check that registers
  /// callbacks of its own calls this first.
  void registerPPCallbacks(const SourceManager &SM, Preprocessor *PP,
                           Preprocessor *ModuleExpanderPP) override;

protected:
  std::string stringOption(StringRef Option, StringRef Default) const {
    return std::string(Options.get(Option, Default));
  }

  /// The value of \p Option mapped through OptionEnumMapping<E>; a value the
  /// mapping does not know is an error (and \p Default is returned).
  template <class E> E enumOption(StringRef Option, E Default) {
    auto Mapping = OptionEnumMapping<E>::getEnumMapping();
    StringRef DefaultName;
    for (const auto &[Value, Name] : Mapping)
      if (Value == Default)
        DefaultName = Name;
    std::string Raw(Options.get(Option, DefaultName));
    std::vector<StringRef> Names;
    for (const auto &[Value, Name] : Mapping) {
      if (Name == Raw)
        return Value;
      Names.push_back(Name);
    }
    invalidOption(Option, Raw, expectedValues(Names));
    return Default;
  }

  /// A boolean option: `true`/`false` (or `1`/`0`, any case); anything else
  /// is an error (and \p Default is returned).
  bool boolOption(StringRef Option, bool Default);

  /// `;`-separated list option (see splitList).
  std::vector<std::string> listOption(StringRef Option, StringRef Default) const {
    return splitList(Options.get(Option, Default));
  }

  /// The HeaderMinimumStandard option (local or global), validated once.
  CxxStandard headerMinimumStandard() const { return HeaderStandard; }
  void storeHeaderMinimumStandard(ClangTidyOptions::OptionMap &Opts) {
    Options.store(Opts, HeaderStandardOption, HeaderStandardValue);
  }

  /// What the preprocessor chose in this translation unit; answers nothing
  /// under `ConditionalCode: ignore`.
  const ConditionalCode &conditionals() const { return Conditionals; }
  void storeConditionalCode(ClangTidyOptions::OptionMap &Opts) {
    Options.store(Opts, ConditionalCodeOption, ConditionalCodeValue);
  }

private:
  bool ConfigurationValid = true;
  std::string HeaderStandardValue;
  CxxStandard HeaderStandard = 11;
  std::string ConditionalCodeValue;
  bool IgnoreConditionalCode = false;
  ConditionalCode Conditionals;
};

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_STRCOSTCHECK_H
