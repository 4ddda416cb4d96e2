//===--- ReadOnlyCopyCheck.h - strcost -------------------------------------===//

#ifndef STRCOST_CHECKS_READONLYCOPYCHECK_H
#define STRCOST_CHECKS_READONLYCOPYCHECK_H

#include "utils/DeclarationStyle.h"
#include "utils/FixPlan.h"
#include "utils/StrcostCheck.h"
#include <optional>

namespace clang::tidy::strcost {

/// Finds local std::string variables copied from a string, a C string, a
/// substring of a string, a member or element of an object, or `argv[i]`,
/// that outlives them and does not change while they are used, and only
/// read: they become `const auto &` or `std::string_view`.
///
/// Each such local costs a heap allocation (once the text outgrows the
/// small-string buffer), a copy of the characters and a free on every run of
/// its declaration; a reference or a view of the original costs a pointer.
class ReadOnlyCopyCheck : public utils::StrcostCheck {
public:
  ReadOnlyCopyCheck(StringRef Name, ClangTidyContext *Context);
  bool isLanguageVersionSupported(const LangOptions &LangOpts) const override {
    // `const auto &` is C++11; the views wait for C++17 (see classify).
    return LangOpts.CPlusPlus11;
  }
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void onEndOfTranslationUnit() override;
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override;

  /// What the local is copied from, which decides what it becomes.
  enum class Source {
    String,  // `= other` (a std::basic_string lvalue): `const auto &`
    CString, // `= p` (a `const char *` parameter): a view
    Literal, // `= "text"` on a non-const local: a view
    Substr,  // `= other.substr(...)`: a view of `std::string_view(other)`
    Part,    // `= obj.name`, `= v[i]` of an object that stays put: `const auto &`
    Argv,    // `= argv[i]` in main: a view
  };

  struct Candidate {
    const VarDecl *Var = nullptr;
    const FunctionDecl *Owner = nullptr;
    Source From = Source::String;
    /// The variable copied (the string, the pointer, substr's object);
    /// null for a literal.
    const VarDecl *Original = nullptr;
    /// substr's object as written, which the fix wraps in a view.
    const Expr *SubstrObject = nullptr;
    /// Part, Argv: the member, element or `argv[i]` copied, as written
    /// (Original is the variable that holds it).
    const Expr *Part = nullptr;
  };

private:
  // Classifier: is it a read-only copy of an original that stays put?
  std::optional<Candidate> classify(const VarDecl *VD, ASTContext &Ctx) const;
  bool usesAllow(const Candidate &C, ASTContext &Ctx) const;
  bool originalStaysPut(const Candidate &C, ASTContext &Ctx) const;
  std::string whyConfigurationDependent(const Candidate &C) const;
  // Planner and emitter.
  utils::FixPlan plan(const Candidate &C, ASTContext &Ctx);
  void emit(const Candidate &C, const utils::FixPlan &Plan, ASTContext &Ctx);

  /// Each file's reference alignment, by the unit's FileIDs: reset at the
  /// end of the unit.
  std::optional<utils::ReferenceStyle> References;
};

} // namespace clang::tidy::strcost

#endif // STRCOST_CHECKS_READONLYCOPYCHECK_H
