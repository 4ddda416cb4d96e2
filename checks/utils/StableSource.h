//===--- StableSource.h - strcost ------------------------------------------===//
//
// A local that copies a string only to read it may instead refer to the
// original (a `const auto &` or a std::basic_string_view) only when the
// original outlives the local and nothing changes it while the local is in
// use: `std::string s = m[k]; m.clear(); use(s);` would dangle, `std::string
// s = other; other += "x"; use(s);` would change meaning. These helpers say,
// conservatively, whether the original is that stable.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_STABLESOURCE_H
#define STRCOST_CHECKS_UTILS_STABLESOURCE_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include <string>

namespace clang::tidy::strcost::utils {

/// Why \p Source (the variable the local \p User of \p FD is initialised
/// from) may end, change or be moved from while \p User is in use; empty
/// when it cannot. \p Source must be a parameter of \p FD or a local of its
/// own body (not of an enclosing function, not static, not a reference
/// variable), and either
///  - a std::basic_string, by value or by reference, every use of which in
///    \p FD only reads it (see StringUses), and, when it is a reference, no
///    write \p FD makes while \p User is in use may reach the caller's object
///    (see aliasingWriteWhileUsed); or
///  - a pointer to const characters that is a parameter, never assigned,
///    incremented, bound to a reference or taken the address of, with no
///    write that may reach the characters while \p User is in use.
std::string whySourceMayChange(const FunctionDecl *FD, const VarDecl *Source,
                               const VarDecl *User, ASTContext &Ctx);

/// \p Var is only read in \p Body: every mention of it is converted to its
/// value (no assignment, increment, reference, address or unevaluated use).
bool onlyReadAsValue(const Stmt *Body, const VarDecl *Var);

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_STABLESOURCE_H
