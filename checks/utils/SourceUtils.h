//===--- SourceUtils.h - strcost -------------------------------------------===//
//
// Source-text and overload helpers shared by strcost checks: fix-its are built
// from spelled source ranges, and withheld where an edit could change meaning.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_SOURCEUTILS_H
#define STRCOST_CHECKS_UTILS_SOURCEUTILS_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/SourceManager.h"
#include <optional>
#include <string>

namespace clang::tidy::strcost::utils {

/// The spelled text of \p E when its whole range is written in one file
/// (no part comes from a macro expansion); std::nullopt otherwise.
std::optional<llvm::StringRef> spelledText(const Expr *E, const ASTContext &Ctx);

/// The file range of \p E, or an invalid range when any end of it is inside a
/// macro expansion; an edit there would rewrite the macro for every user.
CharSourceRange fileRange(const Expr *E, const ASTContext &Ctx);

/// Whitespace in front of \p Loc on its line, for a statement put in front
/// of the one there; a single space when code precedes it on the line.
std::string indentationAt(SourceLocation Loc, const SourceManager &SM);

/// True when \p E, without parentheses and implicit conversions, names the
/// variable \p V; false for a null \p E.
bool refersTo(const Expr *E, const VarDecl *V);

/// True when \p E names an object without side effects and can be spelled a
/// second time in a fix-it (a variable, a member of one, `this`, `*p`).
bool isRepeatableObject(const Expr *E);

/// As isRepeatableObject(), and also through the standard library's
/// overloaded unary `*` and `->` (smart pointers, optional, iterators), which
/// have no side effects; a user's own operators may (lock, count, log).
bool isRepeatableThroughLibraryOperators(const Expr *E);

/// True when the function or constructor \p FD shares its name with other
/// declarations in its scope (copy and move constructors and assignments are not
/// counted: no user-defined conversion can reach them), so that changing the
/// type of an argument could change which overload is chosen.
bool isOverloaded(const FunctionDecl *FD);

/// A copy or move constructor or assignment: no user-defined conversion
/// reaches them, so they are no overload an argument's type change could pick.
bool isCopyOrMove(const NamedDecl *D);

/// True when \p RD is the class `std::Name` (\p Name without `std::`), in the
/// library's inline namespaces or not (std::__1, std::__cxx11), but not a
/// class nested in another or declared in a namespace inside std.
bool isStdClass(const CXXRecordDecl *RD, StringRef Name);

/// The std::basic_string specialization \p T names (references, qualifiers
/// and sugar ignored; any character type, traits and allocator), or nullptr.
const ClassTemplateSpecializationDecl *stdBasicString(QualType T);

/// True when namespace std (or one of its inline namespaces, std::__1)
/// declares something named \p Name that \p Accept accepts.
bool stdDeclares(const ASTContext &Ctx, StringRef Name,
                 llvm::function_ref<bool(const NamedDecl *)> Accept);

/// The qualified name of \p D with inline namespaces left out
/// (`std::basic_string`, not `std::__cxx11::basic_string`).
std::string nameWithoutInlineNamespaces(const NamedDecl *D);

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_SOURCEUTILS_H
