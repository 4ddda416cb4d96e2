//===--- Instantiation.h - strcost ------------------------------*- C++ -*-===//
//
// Whether a statement lies in a template instantiation, read from what it
// refers to rather than from its ancestors (whose first query builds the
// parent map of the whole translation unit).
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_INSTANTIATION_H
#define STRCOST_CHECKS_UTILS_INSTANTIATION_H

#include "clang/AST/DeclBase.h"
#include "clang/AST/Stmt.h"
#include <optional>

namespace clang::tidy::strcost::utils {

/// True when \p DC or a context around it is a template instantiation (a
/// function or class instantiated from a template or a member of one).
bool isInstantiatedContext(const DeclContext *DC);

/// Whether \p S lies in a template instantiation, told by the first local
/// variable, parameter or `this` it refers to: such a reference can only
/// stand in the body that declares it, so the body's context answers.
/// nullopt when \p S (searched to a small depth) refers to none. A generic
/// lambda's instantiation that names only the enclosing function's variables
/// answers false; its pattern is then matched as written too.
std::optional<bool> instantiationByReferences(const Stmt &S);

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_INSTANTIATION_H
