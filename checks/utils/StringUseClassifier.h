//===--- StringUseClassifier.h - strcost -----------------------------------===//
//
// What each use of one string variable requires of it: is a
// std::basic_string_view enough, does it need a (const) std::basic_string
// (c_str(), a `const std::string &` parameter, a copy), or does it copy, move,
// modify or let the string escape. The variable is a parameter or a local of
// type std::basic_string, by value or by const reference.
//
// Uses are found and judged top-down: one walk over the function body carries
// each use's enclosing nodes (the call, member call, cast or declaration it
// sits in) down to it, so no parent map is built.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_STRINGUSECLASSIFIER_H
#define STRCOST_CHECKS_UTILS_STRINGUSECLASSIFIER_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include <string>

namespace clang::tidy::strcost::utils {

/// What one use of the variable allows, from most to least permissive. Copy
/// and MovedInto are what they are for a by-value string; a reference
/// variable's copies are reported as Copy too, its `return s;` as ConstRef.
enum class StringUseKind {
  View,     // valid, and free, on a std::basic_string_view
  ConstRef, // needs a std::basic_string, but only reads it
  Copy,     // copies the whole string once, where a move could take over
  // `std::move` into a by-value string parameter of another function: a sink,
  // unless that parameter becomes a reference too (see StringUse::Sink).
  MovedInto,
  Decline, // modifies, moves, lets the address escape, or is not understood
};

struct StringUse {
  StringUseKind Kind = StringUseKind::Decline;
  /// The mention of the variable; null for a lambda's capture by copy.
  const DeclRefExpr *Ref = nullptr;
  /// The `std::move(s)` around a use that only reads once the variable is a
  /// reference or a view (it is bound to a const& or view parameter): a fix
  /// that makes it one drops the move.
  const CallExpr *Move = nullptr;
  /// For MovedInto, and for a Copy into a by-value parameter: the function
  /// and the index of the parameter the string goes to.
  const FunctionDecl *Sink = nullptr;
  unsigned SinkIndex = 0;
  /// The function the string (or a string made from it) is passed to, when
  /// the use is an argument: what the use's kind was decided from.
  const FunctionDecl *Callee = nullptr;
  /// The use may run more than once per call of the function: it sits in a
  /// loop, or in a lambda or block that may be called any number of times.
  bool Repeats = false;
  /// For every kind but View: what the use does, for a `no fix-it` note
  /// ("c_str() needs a std::string").
  llvm::StringRef Why;

  /// Where the use is; invalid for a capture by copy.
  SourceLocation location() const {
    return Ref ? Ref->getBeginLoc() : SourceLocation();
  }
};

/// What the variable is about to become, where that changes what a use needs.
struct StringUseContext {
  /// It would be a view of a whole string literal (no NUL inside) or of a
  /// whole C string, whose data() is NUL-terminated as the string's is:
  /// data() read as a `const CharT *` fits the view.
  bool ViewOfWholeLiteral = false;
  /// It has static storage duration and would be a view of a literal, which
  /// outlives every call: a view of it returned from a function whose return
  /// type is that view type does not dangle. (A view of a local or of a
  /// parameter returned dangles today; the compiler warns, and a fix must
  /// not hide that.)
  bool OutlivesCalls = false;
};

struct UnitStringUses;

/// Every use of one string variable in a function, each with what it needs.
class StringUses {
public:
  /// The uses of \p Var (a parameter of \p FD or a local of its body) in the
  /// body of \p FD and, for a constructor, its written member initialisers;
  /// in source order, each root's captures by copy after its mentions.
  static StringUses collect(const FunctionDecl *FD, const VarDecl *Var,
                            ASTContext &Ctx,
                            const StringUseContext &Context = {});

  /// The uses of each of \p Vars (variables of static storage duration: their
  /// uses may lie anywhere) in the whole translation unit, in one walk;
  /// declarations in system headers are not walked. A variable named as a
  /// member of an object (`obj.Member`) gets a use that declines.
  static UnitStringUses collectInUnit(ASTContext &Ctx,
                                      llvm::ArrayRef<const VarDecl *> Vars,
                                      const StringUseContext &Context = {});

  llvm::ArrayRef<StringUse> uses() const { return Uses; }

  /// The first use that rules out any change of the variable's type.
  const StringUse *firstDecline() const;
  /// Every use only reads the string (View or ConstRef).
  bool readOnly() const;
  /// Some use needs a std::basic_string object, not a view: it reads it as
  /// one (ConstRef), copies it (Copy) or moves it (MovedInto).
  bool needsString() const;
  /// Every use works on a std::basic_string_view.
  bool fitsView() const;
  /// The only use, when it is a copy that runs once per call: the one copy a
  /// `std::move` could take over. Null otherwise.
  const StringUse *copiedOnce() const;
  /// Why the variable cannot become a std::basic_string_view: the first use
  /// that needs more, as "<what it does> (line L)"; empty when it can.
  std::string whyNotView(const SourceManager &SM) const;

private:
  llvm::SmallVector<StringUse, 8> Uses;
};

/// The uses of several variables over a translation unit.
struct UnitStringUses {
  /// By each variable's first (canonical) declaration: a mention may name
  /// any redeclaration. A variable that is never mentioned has no entry.
  llvm::DenseMap<const VarDecl *, StringUses> Uses;
  /// Some template's body was never parsed (delayed template parsing, as
  /// MSVC does it): its uses are unknown.
  bool UnparsedBodies = false;
};

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_STRINGUSECLASSIFIER_H
