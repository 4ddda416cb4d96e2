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
#include <memory>
#include <string>

namespace clang::tidy::strcost::utils {

/// What the scans read from each function body (its writes and its calls),
/// kept for the unit: a unit asks about the same functions many times (once
/// per candidate parameter or local, and again for each callee that several
/// candidates' bodies call). Reading a body costs a matcher walk over it;
/// cli11's units spent 66M instructions, 1.5% of their parse, re-reading the
/// same callees (issue 15). What is kept is a body's text, not an answer, so
/// every answer is the one a scan without it gives. One memo per unit (see
/// UnitRecord): the declarations it is keyed by belong to one AST.
class AliasingMemo {
public:
  AliasingMemo();
  ~AliasingMemo();
  AliasingMemo(const AliasingMemo &) = delete;
  AliasingMemo &operator=(const AliasingMemo &) = delete;

  /// How many bodies were read; for tests of the sharing.
  unsigned bodiesRead() const;

  struct Bodies;
  std::unique_ptr<Bodies> Read;
};

/// Why \p FD may, while \p Param is still in use, modify an object that a
/// caller could pass as \p Param if it were a reference: "the function writes
/// 'out', which may alias the argument" or "the function calls 'f', which may
/// modify the argument through a global". Empty when nothing it writes can
/// be the argument: locals, by-value parameters, the object a constructor
/// builds, scalars that are no characters, standard streams.
/// \p Memo keeps what was read for the unit's other questions (none: the
/// question reads what it needs afresh).
std::string aliasingWrite(const FunctionDecl *FD, const ParmVarDecl *Param,
                          ASTContext &Ctx, AliasingMemo *Memo);

/// The same for \p Source, a reference or pointer parameter (or a variable of
/// \p FD's body that refers to the caller's object) read through \p User, a
/// local that would stop copying it: a write that may reach what \p Source
/// refers to while \p User is in use.
std::string aliasingWriteWhileUsed(const FunctionDecl *FD, const VarDecl *Source,
                                   const VarDecl *User, ASTContext &Ctx,
                                   AliasingMemo *Memo);

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_ALIASINGWRITES_H
