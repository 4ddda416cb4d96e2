//===--- LoopGrowthRestart.h - strcost --------------------------*- C++ -*-===//
//
// strcost-loop-growth's second case, the judging half of the initial value:
// a string declared in a loop's body is declared in front of the loop by the
// fix, and each iteration gives it its initial value again where the
// declaration was. Which initialisers can be given again into the buffer the
// string keeps (so that hoisting saves its allocations), and how. Pure: AST
// in, verdict out; the check spells the edit.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_LOOPGROWTHRESTART_H
#define STRCOST_CHECKS_LOOPGROWTHRESTART_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>
#include <string>

namespace clang::tidy::strcost::loop_growth {

/// How an iteration gives the hoisted string its initial value again.
struct Restart {
  enum KindType {
    /// `std::string s;`, `s{}`: `s.clear();`.
    Clear,
    /// `std::string s = e;`, `s(e)`, `s{e}` with `e` a string lvalue of the
    /// same type (a copy) or a pointer to its characters (a literal
    /// included): `s = e;`, which copies into the buffer `s` has.
    Assign,
    /// `std::string s(p, n)`, `s(n, c)`, `s(str, pos, n)`, `s(first, last)`:
    /// `s.assign(p, n);`, the overload taking the same parameters.
    AssignCall,
    /// `std::string s = a + b + ...`: `s = a; s += b; ...`, the pieces
    /// written into the kept buffer, where `s = a + b` would take the new
    /// string's buffer and free the kept one.
    Appends,
  } Kind = Clear;
  /// Assign: the value. AssignCall: the constructor's arguments, as written.
  /// Appends: the pieces, leftmost first.
  llvm::SmallVector<const Expr *, 3> Args;
  /// Why the value cannot be given again as above, where the string is
  /// still worth reporting (a piece with side effects, one of another type).
  std::optional<std::string> NoFix;
  /// The type as the initialiser spells it (`auto s = std::string(x)`,
  /// `std::string()`), for a declaration whose own type is deduced.
  const TypeSourceInfo *SpelledType = nullptr;
};

/// How \p Var, a std::basic_string declared in a loop's body, starts each
/// iteration once declared in front of the loop; nullopt where it is not
/// worth hoisting: an initialiser that hands the string a new buffer
/// (`= f()`, `= std::move(t)`, `= f() + x`: an assignment would free the
/// kept one, so hoisting saves nothing), one the string's own overloads
/// cannot repeat (a view, an initializer list, an allocator given), one
/// that names the string itself.
std::optional<Restart> restartOf(const VarDecl *Var, const ASTContext &Ctx);

} // namespace clang::tidy::strcost::loop_growth

#endif // STRCOST_CHECKS_LOOPGROWTHRESTART_H
