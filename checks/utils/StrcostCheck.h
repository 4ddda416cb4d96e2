//===--- StrcostCheck.h - strcost -------------------------------*- C++ -*-===//
//
// The base of every strcost check: typed options whose bad values are errors,
// the one way to say that a finding has no fix-it, the record of the
// translation unit's conditional code (utils/ConditionalCode.h) that every
// check asks before planning a fix, and the one way to add an include for a
// fix (where the file may take it, outside conditionals).
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_STRCOSTCHECK_H
#define STRCOST_CHECKS_UTILS_STRCOSTCHECK_H

#include "ConditionalCode.h"
#include "CostModel.h"
#include "FixPlan.h"
#include "HeaderStandard.h"
#include "IncludePolicy.h"
#include "UnitRecord.h"
#include "UserCodeFinder.h"
#include "clang-tidy/ClangTidyCheck.h"
#include "clang-tidy/utils/IncludeInserter.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/Twine.h"
#include <string>
#include <vector>

namespace clang::tidy::strcost::utils {

/// "expected 'a', 'b' or 'c'" for the values \p Values.
std::string expectedValues(llvm::ArrayRef<llvm::StringRef> Values);

/// The option (local or global) that says whether fixes stay away from code
/// chosen by the preprocessor: `strict` (the default) or `ignore`.
inline constexpr llvm::StringLiteral ConditionalCodeOption = "ConditionalCode";
/// Macros whose conditionals choose nothing (`;`-separated names).
inline constexpr llvm::StringLiteral IgnoredMacrosOption =
    "ConditionalCode.IgnoredMacros";

/// Splits a `;`-separated option value: entries trimmed, empty ones dropped.
std::vector<std::string> splitList(llvm::StringRef Value);

/// The include a fix needs: a hint (none when the file has it already), or
/// why it cannot be added.
struct IncludeDecision {
  std::optional<FixItHint> Hint;
  std::string Refusal;
  /// Refused because the file may not depend on the runtime (a fix without
  /// the runtime may still be offered), not for want of a place.
  bool RuntimeRefused = false;
  bool refused() const { return !Refusal.empty(); }
};

/// Whether a check's fixes may call a runtime (strcost's, Abseil): such
/// checks take the RuntimeHeaders option.
enum class RuntimeUse { None, Fixes };

class StrcostCheck : public ClangTidyCheck {
public:
  StrcostCheck(StringRef Name, ClangTidyContext *Context,
               RuntimeUse Runtime = RuntimeUse::None);

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

  /// `note: cost per execution: ...` (utils/CostModel.h) at \p Loc, the
  /// warning's own location: emitted right after the warning, so that every
  /// front-end, the exported fixes and SARIF carry it under that warning.
  void noteCost(SourceLocation Loc, const Cost &C);

  /// Joins the translation unit's record (utils/UnitRecord.h: its
  /// conditional code, unless the ConditionalCode option is `ignore`, and
  /// each file's includes and `#if` blocks for includeFor), which the first
  /// strcost check of the unit starts; attaches the include inserter. A check
  /// that registers callbacks of its own calls this first.
  void registerPPCallbacks(const SourceManager &SM, Preprocessor *PP,
                           Preprocessor *ModuleExpanderPP) override;

protected:
  /// The finder to register the check's matchers with (utils/UserCodeFinder.h):
  /// one that leaves out system headers, unless --system-headers asks for
  /// them or --enable-check-profile times the checks in the host's walk.
  ast_matchers::MatchFinder &userCode(ast_matchers::MatchFinder *Finder);

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

  /// The include of \p Header (`<a/b.h>` or `a/b.h` for quotes) into
  /// \p File for code at \p Use. A runtime header goes only where the file
  /// may depend on the runtime (the main file; a header that includes one of
  /// the runtime's headers outside conditionals or matches RuntimeHeaders);
  /// an include the inserter would put inside a preprocessor conditional
  /// goes to the top level instead, or is refused.
  IncludeDecision includeFor(FileID File, StringRef Header, SourceLocation Use);
  /// includeFor's decision written into \p Plan: its hint, or its refusal
  /// as the reason the plan is declined.
  void planInclude(FixPlan &Plan, FileID File, StringRef Header, SourceLocation Use);
  /// Why \p File may not depend on the runtime of \p Header, if it may not.
  std::optional<std::string> runtimeRefusal(FileID File, StringRef Header) const;
  /// IncludeStyle and, for a check using the runtime, RuntimeHeaders.
  void storeIncludeOptions(ClangTidyOptions::OptionMap &Opts);

  /// The HeaderMinimumStandard option (local or global), validated once.
  CxxStandard headerMinimumStandard() const { return HeaderStandard; }
  /// HeaderMinimumStandard and MinimumStandard, for utils::standardRefusal
  /// and utils::standardForEditAt: every fix form needing more than C++11
  /// asks them where it edits.
  StandardLimits standardLimits() const { return {HeaderStandard, MinimumStandard}; }
  /// HeaderMinimumStandard and MinimumStandard, as every check stores them.
  void storeStandardOptions(ClangTidyOptions::OptionMap &Opts) {
    Options.store(Opts, HeaderStandardOption, HeaderStandardValue);
    Options.store(Opts, MinimumStandardOption, MinimumStandardValue);
  }

  /// The function bodies read by the unit's aliasing scans
  /// (utils/AliasingWrites.h), shared by its checks; none for a host that
  /// gave the check no preprocessor.
  AliasingMemo *aliasingMemo() const { return Unit ? &Unit->aliasing() : nullptr; }

  /// What the preprocessor chose in this translation unit; answers nothing
  /// under `ConditionalCode: ignore`.
  const ConditionalCode &conditionals() const;
  void storeConditionalCode(ClangTidyOptions::OptionMap &Opts) {
    Options.store(Opts, ConditionalCodeOption, ConditionalCodeValue);
    Options.store(Opts, IgnoredMacrosOption, IgnoredMacrosValue);
  }

private:
  std::string ownStdRefusal(const IncludePolicy::StdDeclaration &Own,
                            StringRef Header) const;
  bool below(SourceLocation At, SourceLocation Use) const;
  IncludeDecision placeAtTopLevel(FileID File, StringRef Header,
                                  SourceLocation Chosen, SourceLocation Use);

  bool ConfigurationValid = true;
  /// Matchers go to the host's finder: clang-tidy's SystemHeaders is on
  /// (findings wanted in system headers too), or --enable-check-profile (the
  /// host times each check's matches in its own walk only).
  const bool WholeUnit;
  /// Whether the unit's check list enables no check but strcost's, whose
  /// matchers then all live in the inner finder.
  const HostMatchers Others;
  /// The inner finder the check's matchers live in, shared with the unit's
  /// other strcost checks; null when they live in the host's.
  std::shared_ptr<UserCodeFinder> UserCode;
  std::string HeaderStandardValue;
  CxxStandard HeaderStandard = 11;
  std::string MinimumStandardValue;
  CxxStandard MinimumStandard = 0;
  std::string ConditionalCodeValue;
  bool IgnoreConditionalCode = false;
  std::string IgnoredMacrosValue;
  std::vector<std::string> IgnoredMacros;
  /// The unit\'s conditional code as this check\'s options record it (in
  /// Unit); null under `ignore`.
  const ConditionalCode *Conditionals = nullptr;
  const RuntimeUse Runtime;
  std::string RuntimeHeadersValue;
  RuntimeHeaderFilter RuntimeHeaders;
  const tidy::utils::IncludeSorter::IncludeStyle IncludeStyle;
  /// The unit's inserter for IncludeStyle (UnitRecord::inserter).
  tidy::utils::IncludeInserter *Inserter = nullptr;
  /// Headers this check's findings have inserted, per file: outside clangd
  /// (whose diagnostics each carry their own), the first finding that needs
  /// a header brings it, as one inserter per check would.
  llvm::DenseMap<FileID, llvm::StringSet<>> InsertedHeaders;
  /// The unit's record, shared with the unit's other strcost checks.
  std::shared_ptr<UnitRecord> Unit;
  const IncludePolicy &policy() const { return Unit->includes(); }
  const SourceManager *SM = nullptr;
  /// Headers this check placed itself, per file (the inserter, which sees
  /// them included already inside a conditional, would not).
  llvm::DenseMap<FileID, llvm::StringSet<>> PlacedHeaders;
  /// Headers refused for want of a place, per file: the inserter counts them
  /// as inserted, so a later finding would otherwise go without the include.
  llvm::DenseMap<FileID, llvm::StringMap<std::string>> RefusedHeaders;
};

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_STRCOSTCHECK_H
