//===--- LoopGrowthRestart.cpp - strcost -----------------------------------===//

#include "LoopGrowthRestart.h"
#include "ConcatenationChain.h"
#include "utils/SideEffects.h"
#include "utils/SourceUtils.h"
#include "utils/StringTypes.h"
#include "clang/AST/ExprCXX.h"

namespace clang::tidy::strcost::loop_growth {

namespace concat = concatenation;

namespace {
/// A constructor parameter as the string's own overloads name it.
enum class Param { String, CharPointer, Char, Size, Other };
} // namespace

/// Implicit nodes, parentheses and the elidable copies or moves of a
/// temporary C++11 adds, all off; a copy of an lvalue stays (it is the
/// construction judged).
static const Expr *strip(const Expr *E) {
  while (true) {
    const Expr *Next = E->IgnoreImplicit()->IgnoreParens();
    if (const auto *Construct = dyn_cast<CXXConstructExpr>(Next);
        Construct && Construct->isElidable() && Construct->getNumArgs() == 1)
      Next = Construct->getArg(0);
    if (Next == E)
      return E;
    E = Next;
  }
}

static QualType charOf(const ClassTemplateSpecializationDecl *String) {
  return String->getTemplateArgs()[0].getAsType();
}

static Param paramOf(QualType P, const ClassTemplateSpecializationDecl *String,
                     const ASTContext &Ctx) {
  P = P.getNonReferenceType().getUnqualifiedType();
  QualType Char = charOf(String);
  if (utils::stdBasicString(P) == String)
    return Param::String;
  if (P->isPointerType() && P->getPointeeType().isConstQualified() &&
      Ctx.hasSameType(P->getPointeeType().getUnqualifiedType(), Char))
    return Param::CharPointer;
  if (Ctx.hasSameType(P, Char))
    return Param::Char;
  if (Ctx.hasSameType(P, Ctx.getSizeType()))
    return Param::Size;
  return Param::Other;
}

/// Why `s = x` or `s += x` may not do with \p X what the constructor or
/// `+` did, if so: `=` and `+=` have, from C++17, a template for anything
/// convertible to a view, which a class derived from the string would reach
/// before the base's own overload. The string's own type, one character or
/// a pointer to characters reach the same overloads as the constructor did.
static std::optional<std::string>
typeReason(const Expr *X, const ClassTemplateSpecializationDecl *String,
           const ASTContext &Ctx) {
  QualType T = X->IgnoreParenImpCasts()->getType().getNonReferenceType();
  if (T->isArrayType())
    T = Ctx.getArrayDecayedType(T);
  T = T.getUnqualifiedType();
  QualType Char = charOf(String);
  if (utils::stdBasicString(T) == String || Ctx.hasSameType(T, Char) ||
      (T->isPointerType() &&
       Ctx.hasSameType(T->getPointeeType().getUnqualifiedType(), Char)))
    return std::nullopt;
  return "the initial value has type '" + T.getAsString() +
         "', for which the string's assignment may choose another overload "
         "than its constructor";
}

/// `a + b + c`: the pieces, leftmost first. The first is written with `=`:
/// a string there must be an lvalue (copied); a temporary or a moved string
/// would hand its buffer over and free the kept one.
static std::optional<Restart> restartOfChain(const Expr *Plus,
                                             const ClassTemplateSpecializationDecl *String,
                                             const ASTContext &Ctx) {
  Restart R;
  R.Kind = Restart::Appends;
  const Expr *E = Plus;
  while (concat::isStringPlus(E)) {
    const auto *Op = cast<CXXOperatorCallExpr>(E);
    R.Args.push_back(Op->getArg(1));
    E = strip(Op->getArg(0));
  }
  R.Args.push_back(E);
  std::reverse(R.Args.begin(), R.Args.end());
  const Expr *First = strip(R.Args.front());
  if (utils::stdBasicString(First->getType()) && !First->isLValue())
    return std::nullopt;
  for (const Expr *Piece : R.Args) {
    if (std::optional<std::string> Why = typeReason(Piece, String, Ctx)) {
      R.NoFix = *Why;
      return R;
    }
  }
  // `+` leaves the order of its operands' evaluation open; the fix fixes
  // it, left to right. Only a side effect could tell.
  if (llvm::any_of(R.Args, [](const Expr *P) { return utils::mayHaveSideEffects(P); }))
    R.NoFix = "a piece of the initial value has side effects, and the fix "
              "would evaluate the pieces in their written order, which '+' "
              "does not promise";
  return R;
}

/// The arguments of a construction the string's `=` or `assign` repeats,
/// with the same parameters: one string (a copy), a pointer to characters,
/// `(p, n)`, `(n, c)`, `(str, pos, n)`, a pair of iterators.
static std::optional<Restart>
restartOfConstruction(const CXXConstructExpr *Construct,
                      const ClassTemplateSpecializationDecl *String,
                      const ASTContext &Ctx) {
  Restart R;
  for (const Expr *Arg : Construct->arguments())
    if (!isa<CXXDefaultArgExpr>(Arg))
      R.Args.push_back(Arg);
  if (R.Args.empty())
    return R; // Clear
  const CXXConstructorDecl *Ctor = Construct->getConstructor();
  // C++11's `std::string s(a + b)`: the elidable move of the chain.
  if (Ctor->isMoveConstructor() && R.Args.size() == 1 &&
      concat::isStringPlus(strip(R.Args[0])))
    return restartOfChain(strip(R.Args[0]), String, Ctx);
  if (Ctor->isMoveConstructor() || R.Args.size() > Ctor->getNumParams())
    return std::nullopt;
  llvm::SmallVector<Param, 3> Kinds;
  for (unsigned I = 0; I < R.Args.size(); ++I)
    Kinds.push_back(paramOf(Ctor->getParamDecl(I)->getType(), String, Ctx));
  using P = Param;
  auto Is = [&](std::initializer_list<Param> Want) {
    return llvm::equal(Kinds, Want);
  };
  bool Iterators = R.Args.size() == 2 && Ctor->getPrimaryTemplate() &&
                   Ctx.hasSameType(Ctor->getParamDecl(0)->getType(),
                                   Ctor->getParamDecl(1)->getType());
  if ((Is({P::String}) && Ctor->isCopyConstructor()) || Is({P::CharPointer})) {
    R.Kind = Restart::Assign;
    R.NoFix = typeReason(R.Args[0], String, Ctx);
  } else if (Is({P::CharPointer, P::Size}) || Is({P::Size, P::Char}) ||
             Is({P::String, P::Size, P::Size}) || Iterators) {
    R.Kind = Restart::AssignCall;
    if (Kinds[0] != P::Size && !Iterators)
      R.NoFix = typeReason(R.Args[0], String, Ctx);
    // Braces evaluate the arguments left to right, a call in any order.
    if (!R.NoFix && Construct->isListInitialization() &&
        llvm::any_of(R.Args, [](const Expr *A) { return utils::mayHaveSideEffects(A); }))
      R.NoFix = "an argument has side effects, evaluated in their written "
                "order in braces but in any order by 'assign'";
  } else {
    return std::nullopt;
  }
  return R;
}

std::optional<Restart> restartOf(const VarDecl *Var, const ASTContext &Ctx) {
  const auto *String = utils::stdBasicString(Var->getType());
  const Expr *Init = Var->getInit() ? strip(Var->getInit()) : nullptr;
  if (!String || !Init)
    return std::nullopt;
  // `std::string s = std::string(p, n)`, `auto s = std::string(x)`.
  const TypeSourceInfo *Spelled = nullptr;
  if (const auto *Cast = dyn_cast<CXXFunctionalCastExpr>(Init)) {
    Spelled = Cast->getTypeInfoAsWritten();
    Init = strip(Cast->getSubExpr());
  } else if (const auto *Temporary = dyn_cast<CXXTemporaryObjectExpr>(Init)) {
    Spelled = Temporary->getTypeSourceInfo();
  }
  std::optional<Restart> R;
  if (concat::isStringPlus(Init))
    R = restartOfChain(Init, String, Ctx);
  else if (const auto *Construct = dyn_cast<CXXConstructExpr>(Init))
    R = restartOfConstruction(Construct, String, Ctx);
  // The initialiser of a string declared again each iteration cannot read
  // it; one that names it (`std::string s = s;`) is left alone.
  if (R && llvm::any_of(R->Args, [&](const Expr *A) { return concat::mentions(A, Var); }))
    return std::nullopt;
  if (R)
    R->SpelledType = Spelled;
  return R;
}

} // namespace clang::tidy::strcost::loop_growth
