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

#include "AliasingWrites.h"
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
                               const VarDecl *User, ASTContext &Ctx,
                               AliasingMemo *Memo);

/// The variable at the root of \p Part, a member or element copied by a
/// local: `obj.name` (members at any depth, none `mutable`, none through a
/// pointer) or `v[i]`, `v.at(i)`, `v.front()`, `v.back()` of a standard
/// container that owns its elements (vector, array, deque, map,
/// unordered_map), nested as needed. Null for anything else.
const VarDecl *partHolder(const Expr *Part);

/// Why \p Holder (see partHolder) may end, or change the part, while \p User
/// (a local of \p FD that would refer to the part) is in use; empty when it
/// cannot. Stays put: a `const` object of \p FD's own (a local or a by-value
/// parameter; nothing but a `mutable` member, which partHolder refuses, can
/// change), or a `const &` parameter that no write or unknown call of \p FD
/// may reach while \p User is in use (see aliasingWriteWhileUsed).
std::string whyHolderMayChange(const FunctionDecl *FD, const VarDecl *Holder,
                               const VarDecl *User, ASTContext &Ctx,
                               AliasingMemo *Memo);

/// \p Pointer is `argv[i]` of \p FD, a `main` with an argv parameter: that
/// parameter, else null.
const ParmVarDecl *argvOf(const Expr *Pointer, const FunctionDecl *FD);

/// Why the characters of main's \p Argv strings may change while main runs:
/// empty when every mention of \p Argv in \p FD reads `argv[i]` as a pointer
/// to const characters or reads a character `argv[i][j]`. Passing `argv`
/// on (getopt, a parser), `argv[i]` as a `char *`, or assigning either may
/// let the characters change.
std::string whyArgvMayChange(const FunctionDecl *FD, const ParmVarDecl *Argv);

/// \p Var is only read in \p Body: every mention of it is converted to its
/// value (no assignment, increment, reference, address or unevaluated use).
bool onlyReadAsValue(const Stmt *Body, const VarDecl *Var);

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_STABLESOURCE_H
