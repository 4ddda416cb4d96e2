//===--- ParameterRetype.h - strcost ---------------------------*- C++ -*-===//
//
// What a check needs to change the type of a string parameter on every
// declaration of its function: the key its mentions are filed under, the
// argument each call passes, whether the function is a template whose other
// spellings a fix would miss, and whether each declaration can be edited.
// Shared by strcost-string-by-value-param (by value -> const& or view) and
// strcost-temporary-string-argument (const& -> view).
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_PARAMETERRETYPE_H
#define STRCOST_CHECKS_UTILS_PARAMETERRETYPE_H

#include "HeaderStandard.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceManager.h"
#include <optional>
#include <string>

namespace clang::tidy::strcost::utils {

/// True for a std::basic_string_view (or a reference to one).
bool isStringView(QualType T);

/// `std::string_view` and its siblings for the string's character type; none
/// for custom traits, which no standard alias covers. (Any allocator: a
/// std::pmr::string reads as well through a view.)
std::optional<std::string>
viewSpelling(const ClassTemplateSpecializationDecl *Str);

/// The declaration every reference to \p FD is filed under: the template
/// pattern of an instantiation, the base constructor of an inherited one.
const FunctionDecl *functionKey(const FunctionDecl *FD);

/// A callee below the nodes between it and its call that change nothing
/// (parentheses, added const, the decay to a function pointer).
const Expr *calleeBelowWrappers(const Expr *E);

/// An argument below the nodes that pass its value on unchanged: the use of
/// a default argument, cleanups, bound and materialized temporaries, no-op
/// and converting-constructor casts, parentheses. Null stays null.
const Expr *argumentBelowTemporaries(const Expr *E);

/// The argument of \p Call (a call or construction of \p FD) for FD's
/// parameter \p Index; null when the call passes none (a default argument
/// is an argument here).
const Expr *argumentFor(const Expr *Call, const FunctionDecl *FD,
                        unsigned Index);

/// True when the template \p FD belongs to has been instantiated in this
/// translation unit. An uninstantiated template is not judged: nothing shows
/// yet how it is used. Functions templated in other ways (a lambda inside a
/// template) count as uninstantiated.
bool isInstantiatedTemplate(const FunctionDecl *FD);

/// Why the template \p FD belongs to cannot change its parameter alone:
/// an explicit specialization or explicit instantiation spells the parameter
/// again and would no longer match (empty when none does).
std::string respelledBySpecializations(const FunctionDecl *FD);

/// Why a view may not be edited into a declaration of \p FD's parameter
/// \p Index: each declaration's edit must compile under what \p Limits allow
/// there (utils::standardRefusal), and a view is C++17. Empty when every declaration may take it.
std::string headerRefusesView(const FunctionDecl *FD, unsigned Index,
                              StandardLimits Limits,
                              const SourceManager &SM, const LangOptions &LO);

/// Why the parameter's declaration \p PD (of the declaration \p D) cannot be
/// edited (a system header, a typedef, a macro, attributes); empty when it
/// can. Sets the file range of its type (a trailing const included) and where
/// its name is spelled (invalid for an unnamed parameter).
std::string whyParameterNotEditable(const FunctionDecl *D,
                                    const ParmVarDecl *PD,
                                    CharSourceRange &TypeRange,
                                    SourceLocation &NameLoc,
                                    const SourceManager &SM,
                                    const LangOptions &LO);

/// Rewrites `#include <x>\n` inserted at the start of a line as `\n#include
/// <x>` at the end of the line before: the same text at another offset. Where
/// two headers go to one place (`<string_view>` and `<utility>`), one
/// translation unit may need both and another one: at one offset the two
/// runs' insertions differ and clang-apply-replacements refuses them, at two
/// offsets each is the same in every run and is merged.
void moveIncludeToPreviousLineEnd(FixItHint &Hint, const SourceManager &SM);

/// Where the functions of a translation unit are called, and which have their
/// address or type used instead, gathered from three matcher bindings a check
/// that retypes parameters registers: "construct" (a CXXConstructExpr),
/// "call" (a CallExpr) and "ref" (a mention of the function bound as
/// "target"). Mentions are sorted once all are seen (finish()): a mention that
/// is a call's callee is that call, any other observes the function's type.
class FunctionUses {
public:
  /// Takes the node of one of the three bindings; false for other matches.
  bool record(const ast_matchers::BoundNodes &Nodes);
  void finish();
  void clear();
  /// The calls and constructions of \p FD (any redeclaration), after finish().
  llvm::ArrayRef<const Expr *> callsOf(const FunctionDecl *FD) const;
  /// Whether \p FD's address or type is used other than by a call.
  bool typeObserved(const FunctionDecl *FD) const;

private:
  std::vector<std::pair<const Expr *, const FunctionDecl *>> Mentions;
  llvm::DenseMap<const Expr *, const Expr *> CallOfCallee;
  llvm::DenseSet<const FunctionDecl *> TypeObserved;
  llvm::DenseMap<const FunctionDecl *, llvm::SmallVector<const Expr *, 4>> Calls;
};

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_PARAMETERRETYPE_H
