//===--- DeclSpecifiers.h - strcost ----------------------------------------===//
//
// A fix that changes a variable's type rewrites the tokens from the start of
// its declaration to its name: `static const std::string kName` becomes
// `static constexpr std::string_view kName`, `std::string s` becomes
// `const auto &s`. It may do so only when it understands every one of those
// tokens and the declaration declares that variable alone.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_DECLSPECIFIERS_H
#define STRCOST_CHECKS_UTILS_DECLSPECIFIERS_H

#include "clang/AST/Decl.h"
#include "clang/Basic/SourceManager.h"
#include <string>

namespace clang::tidy::strcost::utils {

/// The specifiers a rewrite of a declaration's type keeps.
struct DeclSpecifiers {
  bool Static = false;
  bool Inline = false;
  /// Why the tokens cannot be rewritten (an attribute, `extern`, a
  /// declarator list); empty when they can.
  std::string WhyNot;
  /// The tokens read: what a rewrite of the type replaces.
  CharSourceRange Range;
};

/// Reads the tokens of \p Range (from a declaration's start to its name):
/// specifiers, a type spelled with `::`, template arguments, `const`.
DeclSpecifiers readDeclSpecifiers(CharSourceRange Range, const SourceManager &SM,
                                  const LangOptions &LO);

/// \p VD's declaration ends with it: `;` follows (no `, other = ...`).
bool declaresAlone(const VarDecl *VD, const SourceManager &SM,
                   const LangOptions &LO);

/// The specifiers of \p VD's declaration, which starts at \p DeclBegin (a
/// file location), as a rewrite of its type needs them: readDeclSpecifiers
/// up to the name, refused too when the declaration declares more than \p VD.
DeclSpecifiers readSoleVariableSpecifiers(const VarDecl *VD,
                                          SourceLocation DeclBegin,
                                          const SourceManager &SM,
                                          const LangOptions &LO);

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_DECLSPECIFIERS_H
