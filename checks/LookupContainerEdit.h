//===--- LookupContainerEdit.h - strcost -----------------------------------===//
//
// The declaration edit of strcost-temporary-lookup-key: the one change that
// makes a string-keyed container transparent (`std::less<>`, or a transparent
// hash and equality), planned per container declaration, and withdrawn where
// anything in the translation unit ties the container to its current type.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_LOOKUPCONTAINEREDIT_H
#define STRCOST_CHECKS_LOOKUPCONTAINEREDIT_H

#include "utils/ConditionalCode.h"
#include "utils/FixPlan.h"
#include "utils/HeaderStandard.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Basic/Diagnostic.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include <memory>
#include <string>

namespace clang::tidy::strcost::lookup {

/// What the temporary key string is built from. The last four are copies of
/// characters that already exist elsewhere: `String(p, n)`, `String(first,
/// last)` of character pointers, `s.substr(pos, n)` (or `String(s, pos, n)`),
/// and `String(first, last)` of contiguous iterators; each has a view of the
/// same characters, and only a view (C++17; C++20 for iterators) removes
/// their temporary.
enum class KeyForm {
  CString,
  Literal,
  Array,
  View,
  SameString,
  Other,
  PointerCount,
  PointerRange,
  Substring,
  IteratorRange
};

/// True for the forms whose fix passes a view of characters held elsewhere.
inline bool isViewOfCharacters(KeyForm F) {
  return F == KeyForm::PointerCount || F == KeyForm::PointerRange ||
         F == KeyForm::Substring || F == KeyForm::IteratorRange;
}

/// What the check needs to know about the container's class.
struct Container {
  const ClassTemplateSpecializationDecl *Spec = nullptr;
  bool Unordered = false;
  unsigned FirstFunctor = 0; // index of Compare, or of Hash (Equal follows)
  QualType Key;              // the basic_string specialization
  QualType Char;
  bool Transparent = false;
  bool DefaultFunctors = false; // std::less<Key> / std::hash<Key> + equal_to<Key>
};

/// One lookup-like call on a string-keyed container (flagged or not: the
/// unflagged ones decide whether the container may become transparent).
struct Lookup {
  const CallExpr *Call = nullptr;
  const Expr *Object = nullptr;
  const Expr *KeyArg = nullptr;
  std::string Name;
  Container C;
  bool Heterogeneous = false;   // the library declares a key template for it
  bool CStringKeysOnly = false; // ... that takes C strings but no views
  KeyForm Form = KeyForm::Other;
  bool BuildsTemporary = false;  // a basic_string is constructed for the call
  const Expr *Wrapper = nullptr; // the explicit std::string(x) / std::string{x}
  TypeLoc WrapperType;           // its `std::string` (none for a braced key)
  bool Braced = false;           // the wrapper is a braced list: `find({p, n})`
  const Expr *Source = nullptr;  // x; p, first, or the string of s.substr(...)
  const Expr *Extent = nullptr;  // n of (p, n) and (s, pos, n); last of (first, last)
  const Expr *Position = nullptr;  // pos of String(s, pos, n)
  const Expr *Allocator = nullptr; // an allocator argument the view drops
  const MemberExpr *Substr = nullptr; // `s.substr` of a substring key
  bool Flagged = false;

  /// A flagged lookup whose fix needs the declaration edit.
  bool needsDeclarationEdit() const { return Flagged && !C.Transparent; }
};

/// The edit that makes a container's declaration transparent, or why none.
struct DeclarationEdit {
  SourceLocation DeclLoc;     // the declaration's name, for the note
  SourceLocation SpellingLoc; // where the type is spelled: the edit's key
  utils::FixPlan Fix;
  SourceLocation ConflictLoc; // what holds the edit back, if anything does
  std::string ConflictNote;

  bool declined() const { return Fix.declined(); }
  /// Drops the edit; the first reason (and what it points at) stays.
  void decline(llvm::StringRef Why, SourceLocation Where = {},
               llvm::StringRef Note = {});
};

struct TypeUses;

/// What the option values say the edit spells.
struct EditOptions {
  std::string UnorderedHash;
  std::string UnorderedEqual;
  bool HashIsDefault = true; // the hash is strcost's, which has every char type
  utils::StandardLimits Limits;
  /// The check's view of conditional code: where a container's name appears
  /// in code this configuration skips, its uses there are unknown. Without
  /// it, every other spelling of the type holds the edit back.
  const utils::ConditionalCode *Conditionals = nullptr;
};

/// The declaration edits of one translation unit: one per container variable
/// or data member (or per call, when there is none), planned from the
/// declaration and then checked against every use in the translation unit.
class ContainerEdits {
public:
  ContainerEdits(ASTContext &Ctx, const EditOptions &Opts);
  ~ContainerEdits();

  /// Plans the edit of every container that a flagged lookup in \p All needs,
  /// and withdraws those that cannot change type.
  void plan(llvm::ArrayRef<Lookup> All);

  /// The edit planned for the container of \p L (a lookup plan() was given).
  const DeclarationEdit &of(const Lookup &L) { return editFor(L); }
  /// Withdraws the edit of \p L's container for a reason found outside it.
  void decline(const Lookup &L, llvm::StringRef Why) { editFor(L).decline(Why); }

private:
  DeclarationEdit &editFor(const Lookup &L);
  bool locateSpelling(const DeclaratorDecl *Entity, DeclarationEdit &E,
                      TemplateSpecializationTypeLoc &Spelled,
                      const TypedefNameDecl *&Alias, bool &Indirect);
  bool checkReach(const Lookup &L, const DeclaratorDecl *Entity,
                  const TypedefNameDecl *Alias,
                  TemplateSpecializationTypeLoc Spelled, DeclarationEdit &E);
  bool addFunctorHints(const Container &C, TemplateSpecializationTypeLoc Spelled,
                       DeclarationEdit &E);
  void checkUses(llvm::ArrayRef<Lookup> All, const TypeUses &Uses);
  bool isolated(llvm::ArrayRef<const Decl *> Together, const TypeUses &Uses) const;
  void shareHoldBacks(llvm::ArrayRef<Lookup> All);

  ASTContext &Ctx;
  const EditOptions Opts;
  llvm::DenseMap<const void *, std::unique_ptr<DeclarationEdit>> Edits;
};

} // namespace clang::tidy::strcost::lookup

#endif // STRCOST_CHECKS_LOOKUPCONTAINEREDIT_H
