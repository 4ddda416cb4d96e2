//===--- ConcatenationChain.h - strcost ------------------------*- C++ -*-===//
//
// What strcost-chained-concatenation reads from the AST. Chains of
// std::operator+ are found top-down, outermost `+` first, in one traversal of
// the translation unit that carries down what a fix depends on and no node of
// the chain says (the function or lambda around it, a loop, constant
// evaluation, an unevaluated operand): no node's parents are ever asked for.
// A chain is flattened into its pieces, and the facts about pieces the check's
// classifier decides with live here too.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_CONCATENATIONCHAIN_H
#define STRCOST_CHECKS_CONCATENATIONCHAIN_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>
#include <string>
#include <vector>

namespace clang::tidy::strcost::concatenation {

/// Where a chain may be evaluated at compile time. The runtimes are not
/// constexpr (std::to_chars, memcpy), so no fix-it works there.
enum class ConstantUse {
  None,
  /// In a function or lambda declared constexpr: it may run at run time too.
  Possible,
  /// Only ever constant-evaluated (consteval, static_assert, the initializer
  /// of a constexpr or constinit variable, a template argument...).
  Only,
};

/// The flattened chain: its pieces in order, the `+` tokens between them, and
/// the parentheses that grouped sub-chains (a call's commas make them wrong).
struct Chain {
  const CXXOperatorCallExpr *Root = nullptr;
  llvm::SmallVector<const Expr *, 8> Pieces;
  llvm::SmallVector<SourceLocation, 8> PlusLocs;
  llvm::SmallVector<const ParenExpr *, 2> Parens;
};

/// One outermost chain and what surrounds it.
struct ChainSite {
  Chain C;
  /// `s = chain` or `s += chain` (the chain not parenthesized), else null;
  /// whether it can become str_assign / str_append is the classifier's call.
  const CXXOperatorCallExpr *Assign = nullptr;
  /// The assignment is not a statement of its own: its value is used.
  bool AssignValueUsed = false;
  /// `T v = chain;`: a statement of a block declaring one variable whose
  /// whole `=` initializer is the chain, else null. Statements can be put
  /// around it (a for-init or a condition allows none).
  const DeclStmt *Declaration = nullptr;
  ConstantUse Constant = ConstantUse::None;
  /// In the body, condition or increment of a loop of its own function.
  bool InLoop = false;
  /// The innermost lambda around the chain within its function, or null.
  const LambdaExpr *Lambda = nullptr;
};

/// The chains of a translation unit (template instantiations left out: one
/// edit of the pattern serves them all) outside unevaluated operands and
/// outside code that only runs while compiling, in source order.
struct ChainScan {
  std::vector<ChainSite> Sites;
  /// Lambdas whose call operator is called where constant evaluation may
  /// run it (a static_assert, a constexpr function): a chain in them must stay.
  llvm::DenseSet<const CXXRecordDecl *> ConstantCalledLambdas;
};

/// Without \p SystemHeaders, declarations in system headers are not walked:
/// the host drops findings there anyway, and the library's headers are most
/// of a unit's declarations.
ChainScan findChains(ASTContext &Ctx, bool SystemHeaders);

/// `std::operator+` building a std::basic_string.
bool isStringPlus(const Expr *E);

/// \p E without implicit nodes, nor the elidable copy or move of a
/// temporary that passing it on adds before C++17.
const Expr *ignoreImplicit(const Expr *E);

/// `std::to_string(n)`'s argument when the runtimes print `n` exactly as
/// std::to_string does; null otherwise.
const Expr *toStringArgument(const Expr *Piece);

/// `x` of a piece `std::string(x)` / `std::string{x}` that the runtimes take
/// as it is, with the same text; null otherwise.
const Expr *explicitStringArgument(const Expr *Piece, QualType String,
                                   const ASTContext &Ctx, bool ViewsAllowed);

/// Whether the pieces' evaluation order may matter.
bool orderMayMatter(const Chain &C, const ASTContext &Ctx);

/// The variable or field an lvalue such as `s`, `obj.s`, `p->s`, `*p` names.
const ValueDecl *rootDecl(const Expr *E);

/// True when \p A and \p B spell the same object in the same shape.
bool sameObject(const Expr *A, const Expr *B);

/// True when \p S refers to \p D anywhere.
bool mentions(const Stmt *S, const ValueDecl *D);

/// A character literal as a string literal (plain printable characters).
std::optional<std::string> charLiteralAsString(const Expr *Piece);

/// Whether a lambda's call operator is declared `constexpr` in its source.
bool isExplicitlyConstexprLambda(const LambdaExpr *L, const SourceManager &SM,
                                 const LangOptions &LO);

} // namespace clang::tidy::strcost::concatenation

#endif // STRCOST_CHECKS_CONCATENATIONCHAIN_H
