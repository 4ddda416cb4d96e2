//===--- OverloadRivals.h - strcost ----------------------------------------===//
//
// Changing a parameter's type can change which function a call binds to. The
// AST keeps only the winner of each overload resolution, so these helpers
// rebuild a superset of the candidates a call had (overloads in scope and in
// other namespaces ADL may reach, members of the naming class or the bases its
// lookup reaches, constructors, member and non-member operators, C++20
// rewritten comparisons) and say whether one of them could win once a
// by-value class parameter becomes a const lvalue reference.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_OVERLOADRIVALS_H
#define STRCOST_CHECKS_UTILS_OVERLOADRIVALS_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>
#include <vector>

namespace clang::tidy::strcost::utils {

/// What initialises a by-value class parameter, as overload resolution sees it.
enum class ArgumentKind {
  ConstLValue,   // a const lvalue of the parameter's class (or a derived one)
  MutableLValue, // a non-const lvalue of it
  RValue,        // a temporary or xvalue of it
  Converted,     // anything that needs a user-defined conversion first
};

/// How \p Arg, an argument initialising a parameter of class \p Class taken
/// by value, reaches it.
ArgumentKind classifyArgument(const Expr *Arg, const CXXRecordDecl *Class);

/// Finds the functions other than a given one that calls to it may have
/// considered. Function templates are returned as their templated functions.
class OverloadRivals {
public:
  explicit OverloadRivals(ASTContext &Ctx) : Ctx(Ctx) {}

  /// The rivals of \p FD at \p Call (a call or construction that chose FD),
  /// those that can take as many arguments as the call passes.
  /// \p NumArgs, when given, replaces the number of arguments \p Call
  /// passes: the rivals of the call a fix would make (`t.append(p)` ->
  /// `t.append(p, n)`).
  llvm::SmallVector<const FunctionDecl *, 4>
  atCall(const FunctionDecl *FD, const Expr *Call,
         std::optional<unsigned> NumArgs = std::nullopt);
  /// The rivals of \p FD for calls not in this translation unit: the overloads
  /// in its class or in any namespace.
  llvm::SmallVector<const FunctionDecl *, 4> inScope(const FunctionDecl *FD);

private:
  using Result = llvm::SmallVector<const FunctionDecl *, 4>;
  void addNamespaceMembers(DeclarationName Name, Result &Out);
  void addClassMembers(const CXXRecordDecl *RD, DeclarationName Name, Result &Out);
  void addNames(const FunctionDecl *FD, const CXXRecordDecl *NamingClass,
                llvm::ArrayRef<const Expr *> Operands, Result &Out);

  ASTContext &Ctx;
  std::vector<const DeclContext *> Namespaces;
  bool NamespacesListed = false;
};

/// True when \p Rival could win a call that \p FD wins today, for an argument
/// of kind \p Kind given for FD's parameter \p Index (a by-value class), once
/// that parameter is a const lvalue reference: the rival binds a reference to
/// the same argument, where by value the two tied. \p ArgTypes are the types
/// of the call's arguments (operands for \p OperatorCall, whose binary
/// comparisons may also be tried reversed); a rival whose template cannot be
/// deduced from another argument is not viable.
bool mayWinOverReference(const FunctionDecl *Rival, const FunctionDecl *FD,
                         unsigned Index, ArgumentKind Kind,
                         llvm::ArrayRef<QualType> ArgTypes, bool OperatorCall);

/// What a fix passes in place of an argument whose type it changes
/// (`f(s.c_str())` -> `f(s)` or `f({p, n})`).
enum class Replacement {
  ConstLValue,   // a const lvalue of a class (the object)
  MutableLValue, // a non-const lvalue of it
  RValue,        // a prvalue or xvalue of it (`std::move(s)`, `as_view(cs)`)
  BracedList,    // `{pointer, length}`
};

/// The first rival of \p FD at \p Call (which chose FD) that could take or
/// prefer argument \p Index once a fix replaces it by \p New (of class
/// \p NewClass; null for a braced list); null when every rival keeps its
/// rank: it takes the same parameter type there as FD (the argument's
/// conversion is the same for both, so their ranking is decided as before), or
/// a type the new argument cannot initialise. \p Index counts the call's
/// arguments, the object operand of an operator call included. Any other
/// parameter — a class the argument might convert to, a template parameter,
/// a pack, an ellipsis — names the rival: without Sema the check cannot redo
/// the ranking.
/// \p Ranked, when given, is a class whose own overloads the caller has
/// ranked itself (std::basic_string's `append` and `operator+=` against the
/// replacement): its members are no rivals, while a derived class's own
/// declarations, and functions at namespace scope, still are.
/// \p StdRanked says the same of the standard library's functions (namespace
/// std's string operators, ranked by the caller against the replacement, and
/// the implementation's own, such as `__gnu_cxx`'s iterator operators, which
/// take no string): a user's operator of the same name is still a rival,
/// unless its parameter there is a class the object does not convert to (no
/// implicit constructor from one argument, not a base, no conversion
/// function of the object's class reaching it), which ordinary lookup may
/// meet anywhere in a translation unit (`operator==(const Point &, const
/// Point &)`).
const FunctionDecl *rivalForChangedArgument(OverloadRivals &Rivals,
                                            const FunctionDecl *FD,
                                            const Expr *Call, unsigned Index,
                                            Replacement New,
                                            const CXXRecordDecl *NewClass,
                                            const CXXRecordDecl *Ranked = nullptr,
                                            bool StdRanked = false);

/// The first candidate, other than a member of \p Ranked, of the call that
/// \p Call (a member call that chose \p FD) becomes once it passes
/// \p NumArgs arguments (`t.append(p)` -> `t.append(p, n)`): a function a
/// class derived from \p Ranked declares with that name, itself or hiding one
/// of Ranked's. Null when only Ranked's own overloads, whose ranking the
/// caller knows, take that many arguments.
const FunctionDecl *rivalForAddedArguments(OverloadRivals &Rivals,
                                           const FunctionDecl *FD,
                                           const Expr *Call, unsigned NumArgs,
                                           const CXXRecordDecl *Ranked);

/// `ns::f(const std::string &)`: a function as a note names it.
std::string signatureOf(const FunctionDecl *F, const PrintingPolicy &Policy);

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_OVERLOADRIVALS_H
