//===--- AliasingWrites.h - strcost ----------------------------------------===//
//
// A parameter taken by value is a copy no one else can touch; as a reference
// or a view it is the caller's object, and any write the function makes to
// that object (through another parameter, a member, a global, a pointer, or a
// function that writes globals) shows through it, or frees what a view points
// to. These helpers find such a write, conservatively.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_ALIASINGWRITES_H
#define STRCOST_CHECKS_UTILS_ALIASINGWRITES_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include <string>

namespace clang::tidy::strcost::utils {

/// Why \p FD may, while \p Param is still in use, modify an object that a
/// caller could pass as \p Param if it were a reference: "the function writes
/// 'out', which may alias the argument" or "the function calls 'f', which may
/// modify the argument through a global". Empty when nothing it writes can
/// be the argument: locals, by-value parameters, the object a constructor
/// builds, scalars that are no characters, standard streams.
std::string aliasingWrite(const FunctionDecl *FD, const ParmVarDecl *Param,
                          ASTContext &Ctx);

/// The same for \p Source, a reference or pointer parameter (or a variable of
/// \p FD's body that refers to the caller's object) read through \p User, a
/// local that would stop copying it: a write that may reach what \p Source
/// refers to while \p User is in use.
std::string aliasingWriteWhileUsed(const FunctionDecl *FD, const VarDecl *Source,
                                   const VarDecl *User, ASTContext &Ctx);

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_ALIASINGWRITES_H
