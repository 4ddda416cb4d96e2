//===--- LookupSequence.h - strcost -----------------------------*- C++ -*-===//
//
// Lookups of one string key in one container, and what may run between
// them: a test (`m.count(k)`, `m.find(k) != m.end()`), the lookups of a
// branch that the test has already answered, and an insertion that the test
// found necessary. Walks statements top-down, in execution order, and gives
// up on a lookup that anything able to change the container or the key may
// precede.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_LOOKUPSEQUENCE_H
#define STRCOST_CHECKS_UTILS_LOOKUPSEQUENCE_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>
#include <string>
#include <vector>

namespace clang::tidy::strcost::utils {

/// One lookup of a key in a string-keyed container: `m.count(k)`, `m[k]`,
/// `p->find(k)`, `m.emplace(k, v)`.
struct LookupCall {
  const Expr *Call = nullptr;
  llvm::StringRef Method; // "count", "find", "[]", "at", "insert", ...
  const Expr *ObjectWritten = nullptr; // the object as spelled (`(*p)`)
  const Expr *Object = nullptr;        // without parentheses and casts
  bool Arrow = false;                  // `p->find(k)`
  const Expr *KeyArg = nullptr;        // the key argument as passed
  const Expr *Key = nullptr;           // the key without its conversions
  const CXXRecordDecl *Container = nullptr;
  bool Map = false;    // has a mapped_type
  bool Hashed = false; // has a hasher: a lookup hashes the key
};

/// The container class \p T names when its qualified name (inline
/// namespaces left out, no leading `::`) is one of \p Names and its key (the
/// first template argument) is a std::basic_string or std::basic_string_view.
const CXXRecordDecl *stringKeyedContainer(QualType T,
                                          llvm::ArrayRef<std::string> Names);

/// \p E (parentheses and implicit casts aside) as a lookup in one of the
/// \p Names containers: a member call with the key first, or `m[k]`.
std::optional<LookupCall> asLookupCall(const Expr *E,
                                       llvm::ArrayRef<std::string> Names);

/// The same container (`p->` and `(*p).` alike) and the same key, both free
/// of side effects.
bool sameLookup(const LookupCall &A, const LookupCall &B, const ASTContext &Ctx);

/// What an `if` condition tests: `m.count(k)`, `m.contains(k)`,
/// `m.count(k) != 0`, `m.find(k) != m.end()`, each possibly negated.
struct LookupTest {
  LookupCall Call;
  bool TrueWhenPresent = true;
};
std::optional<LookupTest> parseLookupTest(const Expr *Cond,
                                          llvm::ArrayRef<std::string> Names,
                                          const ASTContext &Ctx);

/// The insertion a branch consists of: `m[k] = v`, `m.emplace(k, v)`,
/// `m.insert(...)`, `s.insert(k)`.
struct Insertion {
  const Expr *Expression = nullptr;
  LookupCall Call;
  const Expr *Value = nullptr; // `v`; none for a set's insert
  /// A map's `insert` of a pair written out (`{k, v}`, `std::make_pair(k, v)`,
  /// `std::pair<K, V>(k, v)`): Value is its second element.
  bool Paired = false;
};

class LookupSequence {
public:
  /// \p First must have a repeatable container and a key without side
  /// effects; otherwise nothing is found.
  LookupSequence(const LookupCall &First, llvm::ArrayRef<std::string> Names,
                 const ASTContext &Ctx);

  /// The lookups in \p Branch of the key of First (`m[k]` and `m.at(k)` of a
  /// map, `m.find(k)`) that nothing able to change the container or the key
  /// may precede; evaluated operands only, lambdas not entered.
  llvm::SmallVector<LookupCall, 2> repeatsIn(const Stmt *Branch) const;

  /// The insertion of First's key that \p Branch consists of (alone, or
  /// alone in braces), if it does.
  std::optional<Insertion> insertionIn(const Stmt *Branch) const;

  /// The lookups of First's key, as repeatsIn finds them, in \p Stmts, run
  /// one after the other after a test that left when the key was absent
  /// (`if (!m.count(k)) return;`). A label or `case` in a statement ends the
  /// walk before it: a jump to it does not pass the test.
  llvm::SmallVector<LookupCall, 2>
  repeatsAfter(llvm::ArrayRef<const Stmt *> Stmts) const;

  /// \p Branch always leaves the block around its `if`: it is, or (in
  /// braces) ends with, a `return`, `break`, `continue`, `goto` or `throw`.
  static bool alwaysLeaves(const Stmt *Branch);

  /// The `m.erase(k)` of First's key that \p Branch consists of (alone, or
  /// alone in braces), its result unused, if it does: erase by key looks the
  /// key up itself and does nothing when it is absent.
  std::optional<LookupCall> erasureIn(const Stmt *Branch) const;

  struct Scan {
    bool Effect = false; // may change the container or the key
    llvm::SmallVector<LookupCall, 2> Found;
  };

private:
  Scan scan(const Stmt *S) const;
  Scan inOrder(const Stmt *S) const;
  Scan unordered(const Stmt *S) const;
  bool hasEffect(const Stmt *S) const;
  bool harmlessCall(const CallExpr *Call) const;

  const LookupCall &First;
  llvm::ArrayRef<std::string> Names;
  const ASTContext &Ctx;
  bool Usable = false;
};

/// A `case` or a label in \p S: a jump to it skips what runs before it (a
/// test, a declaration's initialisation).
bool hasJumpTarget(const Stmt *S);

/// A name for a new variable (`it`, `found`, `pos`, ...) that no identifier
/// token of \p Region's text spells, no declaration or reference in it
/// names, and no macro has; with \p FromFileStart, no token of the file
/// before \p Region either (the name will be declared in a block whose
/// enclosing scopes, a function's parameters, a for-loop's variables, are
/// not all in \p Region), and none of \p Taken (names other fixes declare
/// in the same scope). Nullopt when every candidate is taken.
std::optional<std::string> freshName(const Stmt *Region, bool FromFileStart,
                                     ASTContext &Ctx,
                                     llvm::ArrayRef<std::string> Taken = {});

/// The key \p Insert passes is the container's key type already, or a
/// string literal or character pointer a basic_string key is built from
/// implicitly: `try_emplace(key, ...)` and a set's `insert(key)` take it
/// by `const key_type &` and would otherwise convert it, or not compile. Not
/// a literal for a transparent container, whose test built no key: the
/// insertion would build one even when the key is present.
bool keyFitsDirectly(const LookupCall &Insert, const ASTContext &Ctx);

/// How the insertion a fix replaces stored its value.
enum class ValueRoute {
  Emplaced, // `m.emplace(k, v)`: the element constructed from v, as try_emplace does
  Assigned, // `m[k] = v`: a default-constructed element assigned v
  Paired,   // `m.insert({k, v})`: v converted as a pair's member, implicitly
};

/// Why \p Value may not become `try_emplace`'s argument (nullopt when it
/// may): it would be evaluated even when the key is present, a braced list
/// does not deduce, and when \p Route is not Emplaced, try_emplace's direct
/// construction may take another path than the assignment or the implicit
/// conversion did (unless v is of the mapped type, arithmetic into
/// arithmetic, a literal into a string, nullptr into a pointer).
std::optional<std::string> valueProblem(const LookupCall &Insert,
                                        const Expr *Value, ValueRoute Route,
                                        const ASTContext &Ctx);

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_LOOKUPSEQUENCE_H
