//===--- TemporaryStringArgumentCheck.h - strcost --------------------------===//

#ifndef STRCOST_CHECKS_TEMPORARYSTRINGARGUMENTCHECK_H
#define STRCOST_CHECKS_TEMPORARYSTRINGARGUMENTCHECK_H

#include "utils/FixPlan.h"
#include "utils/Matchers.h"
#include "utils/OverloadRivals.h"
#include "utils/ParameterRetype.h"
#include "utils/StrcostCheck.h"
#include "utils/StringUseClassifier.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include <optional>
#include <vector>

namespace clang::tidy::strcost {

/// Finds calls that build a temporary std::string (from a string literal, a
/// character pointer or an explicit `std::string(x)`) for a
/// `const std::string &` parameter that the function only reads as a view
/// would, and makes the parameter a `std::string_view`; and calls that build
/// one explicitly (`std::string(v)`) for a parameter that is a view already,
/// and drops the copy; and, without a fix-it, calls that build one for a
/// function whose body is in another translation unit.
///
/// Each such call constructs and destroys a std::string: a heap allocation
/// and a copy once the text outgrows the small-string buffer (15 characters
/// in libstdc++, 22 in libc++), for a function that reads it through a
/// pointer and a length. A view is built in O(1) from a string and in one
/// length scan from a C string, and never allocates. A function whose body
/// is in another unit cannot be judged or fixed here: only the calls whose
/// temporary can allocate are reported by default (option OpaqueCallees).
class TemporaryStringArgumentCheck : public utils::StrcostCheck {
public:
  TemporaryStringArgumentCheck(StringRef Name, ClangTidyContext *Context);
  bool isLanguageVersionSupported(const LangOptions &LangOpts) const override {
    // std::string_view is C++17; before it there is no fix to offer.
    return LangOpts.CPlusPlus17;
  }
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void onEndOfTranslationUnit() override;
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override;

  /// Which calls to a function whose body this unit does not see are
  /// reported: those whose temporary can allocate, all that build one, none.
  enum class OpaqueCalleeKind { Allocating, All, None };

  /// What a call passes for the parameter, as far as a view is concerned.
  enum class ArgumentForm {
    Literal,  // a string literal, converted implicitly: a temporary
    Pointer,  // a character pointer or array, converted implicitly
    Explicit, // `std::string(x)` of a pointer, view or string lvalue
    PointerLength, // `std::string(p, n)`: the view takes the same pair
    Fits,     // a std::string already (lvalue or prvalue): nothing to save
    Blocks,   // converts to std::string but not to a view (`{n, 'c'}`)
  };

  /// One call's argument for the parameter.
  struct Argument {
    const Expr *Call = nullptr;
    const FunctionDecl *Callee = nullptr; // what the call chose
    const Expr *Arg = nullptr; // as written (below implicit nodes)
    ArgumentForm Form = ArgumentForm::Fits;
    // Explicit: the cast the fix replaces by its operand's text.
    // PointerLength: the construction whose type the fix respells as the
    // view, and its pointer (Operand) and length.
    const Expr *Cast = nullptr;
    const Expr *Operand = nullptr;
    const Expr *Length = nullptr;
  };

private:
  struct Candidate {
    const FunctionDecl *Function;
    unsigned Index;
  };

  /// `f(std::string(x))` where `f` takes a view: a copy only to be viewed.
  struct ViewCopy {
    const CallExpr *Call;
    const ParmVarDecl *Param;
    Argument Arg; // Explicit or PointerLength
    bool Literal; // x is a string literal: nothing can write to it
  };

  // Matchers.
  void collectCandidates(const FunctionDecl *FD);
  // The opaque callee's family (a body in another unit): classified and
  // reported at the end of the unit, without a fix.
  void reportOpaqueCallees(ASTContext &Ctx);
  bool opaqueCallee(const FunctionDecl *Key, const SourceManager &SM) const;
  void judgeOpaqueArgument(const Expr *Call, const FunctionDecl *Callee,
                           unsigned Index, ASTContext &Ctx);
  bool mayPickCharacterOverload(const FunctionDecl *Callee, const Expr *Call,
                                unsigned Index);
  void reportOpaque(const Argument &A, unsigned Index, const utils::Cost &Price,
                    ASTContext &Ctx);
  // The view parameter's family: classified, planned and reported as met.
  void judgeViewCopy(const CallExpr *Call, const Expr *Arg,
                     const ParmVarDecl *Param, ASTContext &Ctx);
  std::string whyNoViewCopyFix(const ViewCopy &V, ASTContext &Ctx);
  void reportViewCopy(const ViewCopy &V, const utils::FixPlan &Plan,
                      ASTContext &Ctx);

  // Classifier.
  std::vector<Argument> arguments(const Candidate &C) const;
  std::string whyNoFix(const Candidate &C, llvm::ArrayRef<Argument> Args,
                       llvm::ArrayRef<utils::StringUse> Uses, ASTContext &Ctx);
  std::string whySignatureFixed(const FunctionDecl *FD) const;
  std::string whyRivals(const Candidate &C, llvm::ArrayRef<Argument> Args,
                        ASTContext &Ctx);
  std::string whyConfigurationDependent(
      const Candidate &C, llvm::ArrayRef<Argument> Args,
      llvm::ArrayRef<utils::StringUse> Uses) const;

  // Planner.
  utils::FixPlan plan(const Candidate &C, llvm::ArrayRef<Argument> Args,
                      llvm::ArrayRef<utils::StringUse> Uses, ASTContext &Ctx);
  void planCallEdits(llvm::ArrayRef<Argument> Args, StringRef View,
                     utils::FixPlan &Plan, const SourceManager &SM,
                     const LangOptions &LO) const;
  void planPointerLength(const Argument &A, StringRef View, utils::FixPlan &Plan,
                         const SourceManager &SM, const LangOptions &LO) const;

  // Emitter.
  void emit(const Candidate &C, llvm::ArrayRef<Argument> Args,
            const utils::FixPlan &Plan, ASTContext &Ctx);
  bool reportShown(const Candidate &C, const Argument &A,
                   llvm::ArrayRef<FixItHint> Hints, ASTContext &Ctx);

  const bool FixExternalFunctions;
  const OpaqueCalleeKind OpaqueCallees;
  ClangTidyContext *const TidyContext;

  // Collected over the translation unit, judged at its end: which calls pass
  // temporaries, and whether the function's address is taken, is known only
  // once every mention has been seen. Keys are utils::functionKey.
  ASTContext *Context = nullptr;
  std::vector<Candidate> Candidates;
  utils::FunctionUses Uses; // calls, and uses of a function's address or type
  /// Whether a function takes a const std::string &, per declaration.
  utils::DeclAnswers TakesConstStringRef;
  std::optional<utils::OverloadRivals> Rivals;
  /// The calls of functions that take a const std::string &, as written: not
  /// in an instantiation (whose calls are met in the pattern, unless they
  /// depend on the template) nor in implicit code.
  std::vector<const Expr *> SpelledCalls;
};

} // namespace clang::tidy::strcost

namespace clang::tidy {
template <>
struct OptionEnumMapping<strcost::TemporaryStringArgumentCheck::OpaqueCalleeKind> {
  static ArrayRef<
      std::pair<strcost::TemporaryStringArgumentCheck::OpaqueCalleeKind, StringRef>>
  getEnumMapping();
};
} // namespace clang::tidy

#endif // STRCOST_CHECKS_TEMPORARYSTRINGARGUMENTCHECK_H
