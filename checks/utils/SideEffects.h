//===--- SideEffects.h - strcost --------------------------------------------===//
//
// Whether evaluating an expression may change what another one reads: the
// question a fix asks before it moves pieces of a concatenation into one call,
// whose arguments are evaluated in an unspecified order
// (chained-concatenation's `a + b + c`, stream-concatenation's `s << a << b`).
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_SIDEEFFECTS_H
#define STRCOST_CHECKS_UTILS_SIDEEFFECTS_H

#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/ArrayRef.h"

namespace clang::tidy::strcost::utils {

/// \p D is declared in namespace std, an inline or nested namespace of it, or
/// a class there (the members of std::string, std::chrono's functions).
bool isInStd(const Decl *D);

/// A standard library function that changes its object or arguments by name
/// (`append`, `push_back`, `sort`, `rand`, `operator+=`...).
bool isStdMutator(const FunctionDecl *FD);

/// A library call that only reads: a const or static member function of a
/// std class or an element accessor (`v[i]`, `front`, `at`: not a map's,
/// which inserts), or a std function whose reference and pointer parameters
/// are const; and not one of the mutators above (`std::sort` takes its
/// iterators by value and writes through them). With the call's \p Args
/// (those of the parameters), an rvalue reference parameter given a temporary
/// counts as read: what the callee takes from it, no one else sees.
bool isReadingLibraryCall(const FunctionDecl *FD,
                          llvm::ArrayRef<const Expr *> Args = {});

/// Whether evaluating \p S may change anything another expression could read:
/// assignments, increments, volatile accesses, new, delete, throw, coroutine
/// suspensions, statement expressions, lambdas (they may run later, or be
/// called by the library; one called where it is written, `[&] { ... }()`, has
/// the effects of its captures and body), calls other than the library's reading ones
/// (isReadingLibraryCall), and constructions other than the library's and
/// trivial ones. A user's const member function is not trusted: it may write
/// mutable members or global state.
bool mayHaveSideEffects(const Stmt *S);

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_SIDEEFFECTS_H
