//===--- EmbeddedNulTracker.h - strcost ------------------------------------===//
//
// Which string objects of a translation unit may hold a NUL before their end.
// A scan for the NUL is only redundant when the stored length and the scan
// agree; the C-API buffer idiom (a pre-sized string a C function writes a
// shorter NUL-terminated result into, then `s.resize(strlen(s.c_str()))`)
// relies on them disagreeing. Facts are collected top-down while the match
// finder walks the translation unit (no parent map), keyed by the declaration
// an object expression is rooted at, and asked for once the walk is over, so
// that a write after the scan (in a loop, in a lambda) still counts.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_EMBEDDEDNULTRACKER_H
#define STRCOST_CHECKS_UTILS_EMBEDDEDNULTRACKER_H

#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/EquivalenceClasses.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <utility>
#include <vector>

namespace clang::tidy::strcost::utils {

class EmbeddedNulTracker {
public:
  /// The declaration the object \p E names is rooted at: a variable, a field
  /// (any object's: coarse, so conservative), the class for `*this`; through
  /// `*p`, `p->`, `&x`, `x[i]` and the same overloaded. nullptr for a
  /// temporary or a call result, which nothing else can have written.
  static const Decl *rootOf(const Expr *E);

  /// A member or operator call \p Call of \p Method on the string-like object
  /// \p Object with arguments \p Args (without the object). Records a writable
  /// hand-out (a non-const pointer, reference or iterator), a modifier that
  /// can put a NUL in (a count, a position, a character, a range), and scans
  /// of the same object's pointer inside the arguments (\p IsPointerCall tells
  /// which calls hand out the characters).
  void noteCall(const Expr *Call, const CXXMethodDecl *Method,
                const Expr *Object, llvm::ArrayRef<const Expr *> Args,
                llvm::function_ref<bool(const CXXMemberCallExpr *)> IsPointerCall);
  /// \p Call's result is only read (converted to an rvalue or to a pointer or
  /// reference to const) where it is used.
  void noteReadOnly(const Expr *Call) { ReadOnly.insert(Call); }
  /// \p D (a string variable or field) is initialised by \p Init.
  void noteInitializer(const Decl *D, const Expr *Init);
  /// Anything rooted at \p E may be written (a loop binding its elements by
  /// non-const reference, a member named in a dependent expression).
  void noteWritten(const Expr *E);
  /// \p Alias (a reference or pointer) is initialised from \p Init.
  void noteAlias(const Decl *Alias, const Expr *Init);

  /// Call after the walk, before the queries below.
  void finish();
  /// True when the object rooted at \p Root may hold a NUL before its end.
  bool mayHoldNul(const Decl *Root) const;
  /// True when \p PointerCall is scanned inside an argument of a call on the
  /// same object (`s.resize(strlen(s.c_str()))`, `s = s.c_str()`).
  bool isSameObjectScan(const Expr *PointerCall) const {
    return SameObjectScans.contains(PointerCall);
  }
  void clear();

private:
  void collectSameObjectScans(
      const Stmt *S, const Decl *Root,
      llvm::function_ref<bool(const CXXMemberCallExpr *)> IsPointerCall);

  std::vector<std::pair<const Expr *, const Decl *>> HandOuts;
  llvm::DenseSet<const Expr *> ReadOnly;
  llvm::DenseSet<const Decl *> Written;
  llvm::DenseSet<const Expr *> SameObjectScans;
  llvm::EquivalenceClasses<const Decl *> Aliases;
};

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_EMBEDDEDNULTRACKER_H
