//===--- LoopGrowthReserve.cpp - strcost -----------------------------------===//

#include "LoopGrowthReserve.h"
#include "ConcatenationChain.h"
#include "utils/SideEffects.h"
#include "utils/SourceUtils.h"
#include "utils/StringTypes.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/STLExtras.h"

namespace clang::tidy::strcost::loop_growth {

namespace concat = concatenation;
using utils::refersTo;

namespace {

/// What the appends grow, and how far another name could reach it.
struct Grown {
  const ValueDecl *Decl = nullptr;
  /// A reference parameter or a member: another reference may name it.
  bool MayBeAliased = false;
};

/// A local string or a parameter (by value or by non-const reference), or a
/// member of `*this`: the strings whose other names, if any, the check can
/// tell apart. Not a global, a static, `*p`, an element.
std::optional<Grown> grownString(const Expr *Object) {
  Object = Object->IgnoreParenImpCasts();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Object)) {
    const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
    if (!Var || !Var->hasLocalStorage() || isa<DecompositionDecl>(Var))
      return std::nullopt;
    QualType T = Var->getType();
    if (T->isReferenceType() &&
        (!isa<ParmVarDecl>(Var) || !T->isLValueReferenceType()))
      return std::nullopt;
    return Grown{Var, T->isReferenceType()};
  }
  const auto *Member = dyn_cast<MemberExpr>(Object);
  if (Member && isa<CXXThisExpr>(Member->getBase()->IgnoreParenImpCasts()) &&
      isa<FieldDecl>(Member->getMemberDecl()) &&
      !Member->getMemberDecl()->getType()->isReferenceType())
    return Grown{Member->getMemberDecl(), true};
  return std::nullopt;
}

const ValueDecl *grownDecl(const Expr *Object) {
  std::optional<Grown> G = grownString(Object);
  return G ? G->Decl : nullptr;
}

/// Characters in front of the first NUL of \p Lit: what the `const CharT *`
/// overloads append.
uint64_t literalLength(const StringLiteral *Lit) {
  for (unsigned I = 0; I < Lit->getLength(); ++I)
    if (Lit->getCodeUnit(I) == 0)
      return I;
  return Lit->getLength();
}

std::optional<uint64_t> nonNegativeConstant(const Expr *E,
                                            const ASTContext &Ctx) {
  if (!E || E->isValueDependent() || E->isTypeDependent())
    return std::nullopt;
  Expr::EvalResult R;
  if (!E->EvaluateAsInt(R, Ctx) || R.Val.getInt().isNegative() ||
      R.Val.getInt().getActiveBits() > 40)
    return std::nullopt;
  return R.Val.getInt().getZExtValue();
}

/// `std::string(k, c)` with k a constant, `std::string("lit")`: its length.
std::optional<uint64_t> temporaryStringLength(const Expr *E,
                                              const ASTContext &Ctx) {
  E = concat::ignoreImplicit(E)->IgnoreParens();
  if (const auto *Cast = dyn_cast<CXXFunctionalCastExpr>(E))
    E = concat::ignoreImplicit(Cast->getSubExpr());
  const auto *Ctor = dyn_cast<CXXConstructExpr>(E);
  if (!Ctor || !utils::stdBasicString(Ctor->getType()))
    return std::nullopt;
  llvm::SmallVector<const Expr *, 2> Given;
  for (const Expr *Arg : Ctor->arguments())
    if (!isa<CXXDefaultArgExpr>(Arg))
      Given.push_back(Arg);
  const CXXConstructorDecl *D = Ctor->getConstructor();
  if (Given.size() == 1 && D->getParamDecl(0)->getType()->isPointerType())
    if (const auto *Lit = dyn_cast<StringLiteral>(Given[0]->IgnoreParenImpCasts()))
      return literalLength(Lit);
  if (Given.size() == 2 && D->getParamDecl(0)->getType()->isIntegerType() &&
      !D->getParamDecl(1)->getType()->isPointerType() &&
      !Given[1]->HasSideEffects(Ctx))
    return nonNegativeConstant(Given[0], Ctx);
  return std::nullopt;
}

/// The characters the argument \p Arg of \p Param appends, where the
/// source says: a character (by its overload, whatever the value), a
/// literal through `const CharT *`, a temporary string of known length.
std::optional<uint64_t> pieceLength(const Expr *Arg, const ParmVarDecl *Param,
                                    QualType Char, const ASTContext &Ctx) {
  QualType P = Param->getType();
  // A temporary string's construction counts as a side effect: its own
  // arguments are judged instead. (`s + std::string("ab")` binds it to
  // operator+'s `basic_string &&`.)
  if (P->isReferenceType() && utils::stdBasicString(P))
    return temporaryStringLength(Arg, Ctx);
  if (Arg->HasSideEffects(Ctx))
    return std::nullopt;
  if (Ctx.hasSameType(P.getUnqualifiedType(), Char))
    return 1;
  if (P->isPointerType()) {
    const auto *Lit = dyn_cast<StringLiteral>(Arg->IgnoreParenImpCasts());
    return Lit ? std::optional<uint64_t>(literalLength(Lit)) : std::nullopt;
  }
  return std::nullopt;
}

/// One statement of the body as an append: the string, the characters
/// appended, and the statement when it is `s = s + x`.
struct Append {
  const Expr *Object = nullptr;
  uint64_t Length = 0;
  const Expr *Rebuild = nullptr;
};

/// `s = s + x`, basic_string's own `=` and std::operator+ building the
/// target's type from the target itself and one piece of known length.
std::optional<Append> rebuildOf(const CXXOperatorCallExpr *Assign,
                                const ASTContext &Ctx) {
  const auto *M = dyn_cast_or_null<CXXMethodDecl>(Assign->getDirectCallee());
  if (!M || Assign->getOperator() != OO_Equal || Assign->getNumArgs() != 2)
    return std::nullopt;
  const Expr *Object = Assign->getArg(0);
  const auto *String = utils::stdBasicString(Object->getType());
  const Expr *Rhs = concat::ignoreImplicit(
      concat::ignoreImplicit(Assign->getArg(1))->IgnoreParens());
  if (!String || M->getParent() != String || !concat::isStringPlus(Rhs))
    return std::nullopt;
  const auto *Plus = cast<CXXOperatorCallExpr>(Rhs);
  const FunctionDecl *FD = Plus->getDirectCallee();
  const Expr *Left = concat::ignoreImplicit(Plus->getArg(0));
  if (!FD || FD->getNumParams() != 2 || concat::isStringPlus(Left) ||
      !concat::sameObject(Object, Left) ||
      !Ctx.hasSameType(Plus->getType().getUnqualifiedType(),
                       Object->getType().getNonReferenceType().getUnqualifiedType()))
    return std::nullopt;
  QualType Char = String->getTemplateArgs()[0].getAsType();
  std::optional<uint64_t> L =
      pieceLength(Plus->getArg(1), FD->getParamDecl(1), Char, Ctx);
  if (!L)
    return std::nullopt;
  return Append{Object, *L, Assign};
}

/// `s += x`, `s.append(...)` or `s.push_back(x)`, std::basic_string's own
/// members: the string, the member and the arguments as written.
struct AppendCall {
  const Expr *Object = nullptr;
  const CXXMethodDecl *M = nullptr;
  const ClassTemplateSpecializationDecl *String = nullptr;
  llvm::SmallVector<const Expr *, 2> Args;
};

std::optional<AppendCall> appendCallOf(const Expr *E) {
  AppendCall A;
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E)) {
    if (Op->getOperator() != OO_PlusEqual || Op->getNumArgs() != 2)
      return std::nullopt;
    A.M = dyn_cast_or_null<CXXMethodDecl>(Op->getDirectCallee());
    A.Object = Op->getArg(0);
    A.Args.push_back(Op->getArg(1));
  } else if (const auto *Call = dyn_cast<CXXMemberCallExpr>(E)) {
    A.M = Call->getMethodDecl();
    if (!A.M || !A.M->getDeclName().isIdentifier() ||
        !llvm::is_contained({"append", "push_back"}, A.M->getName()))
      return std::nullopt;
    A.Object = Call->getImplicitObjectArgument();
    A.Args.append(Call->arg_begin(), Call->arg_end());
  } else {
    return std::nullopt;
  }
  A.String = utils::stdBasicString(A.Object->getType());
  if (!A.M || !A.String || A.M->getParent() != A.String ||
      A.Args.size() != A.M->getNumParams())
    return std::nullopt;
  return A;
}

/// One statement of the body as an append to a std::basic_string: its
/// object and the characters it appends; nullopt for anything else.
std::optional<Append> appendOf(const Stmt *S, const ASTContext &Ctx) {
  const auto *E = dyn_cast<Expr>(S);
  if (!E)
    return std::nullopt;
  E = E->IgnoreImplicit();
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E);
      Op && Op->getOperator() == OO_Equal)
    return rebuildOf(Op, Ctx);
  std::optional<AppendCall> Call = appendCallOf(E);
  if (!Call)
    return std::nullopt;
  const Expr *Object = Call->Object;
  const CXXMethodDecl *M = Call->M;
  llvm::ArrayRef<const Expr *> Args = Call->Args;
  QualType Char = Call->String->getTemplateArgs()[0].getAsType();
  if (Args.size() == 1)
    if (std::optional<uint64_t> L = pieceLength(Args[0], M->getParamDecl(0), Char, Ctx))
      return Append{Object, *L, nullptr};
  // append(k, c)
  if (Args.size() == 2 && M->getParamDecl(0)->getType()->isIntegerType() &&
      Ctx.hasSameType(M->getParamDecl(1)->getType().getUnqualifiedType(), Char) &&
      !Args[1]->HasSideEffects(Ctx))
    if (std::optional<uint64_t> K = nonNegativeConstant(Args[0], Ctx))
      return Append{Object, *K, nullptr};
  return std::nullopt;
}

/// The body as appends to one string: the first append's object, the
/// characters of one iteration, and the `s = s + x` among them. Anything
/// else in the body (a branch, a call, a declaration, a jump) and there is
/// no known final size.
struct BodyAppends {
  const Expr *Target = nullptr;
  uint64_t Total = 0;
  llvm::SmallVector<const Expr *, 2> Rebuilds;
};

std::optional<BodyAppends> bodyAppends(const Stmt *Body, const ASTContext &Ctx) {
  llvm::SmallVector<const Stmt *, 4> Statements;
  if (const auto *Block = dyn_cast<CompoundStmt>(Body))
    Statements.append(Block->body_begin(), Block->body_end());
  else
    Statements.push_back(Body);
  BodyAppends B;
  for (const Stmt *S : Statements) {
    if (isa<NullStmt>(S))
      continue;
    std::optional<Append> A = appendOf(S, Ctx);
    if (!A)
      return std::nullopt;
    if (!B.Target)
      B.Target = A->Object;
    else if (grownDecl(B.Target) != grownDecl(A->Object) ||
             !Ctx.hasSameType(B.Target->getType(), A->Object->getType()))
      return std::nullopt;
    B.Total += A->Length;
    if (A->Rebuild)
      B.Rebuilds.push_back(A->Rebuild);
  }
  if (!B.Target || !grownDecl(B.Target))
    return std::nullopt;
  return B;
}

/// `x.size()` / `x.length()` of a standard container or string: the appends
/// cannot change it unless `x` is the grown string under another name. A
/// reference might be; a local or a value parameter is another object than a
/// reference parameter or a member, and a member than another member.
bool otherObject(const Expr *Object, const Grown &G);

bool invariantSize(const CXXMemberCallExpr *Call, const Grown &G) {
  const CXXMethodDecl *M = Call->getMethodDecl();
  if (!M || !M->isConst() || !M->getDeclName().isIdentifier() ||
      !llvm::is_contained({"size", "length"}, M->getName()) ||
      !M->getParent()->isInStdNamespace() || Call->getNumArgs() != 0)
    return false;
  return otherObject(Call->getImplicitObjectArgument(), G);
}

/// Whether \p Object, a variable or a member of `*this`, is surely another
/// object than the grown string (see invariantSize).
bool otherObject(const Expr *Object, const Grown &G) {
  Object = Object->IgnoreParenImpCasts();
  const ValueDecl *D = nullptr;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Object))
    D = Ref->getDecl();
  else if (const auto *Member = dyn_cast<MemberExpr>(Object);
           Member && isa<CXXThisExpr>(Member->getBase()->IgnoreParenImpCasts()))
    D = Member->getMemberDecl();
  if (!D || D == G.Decl || D->getType().isVolatileQualified())
    return false;
  if (!utils::stdBasicString(D->getType()))
    return true;
  if (D->getType()->isReferenceType())
    return false;
  if (!G.MayBeAliased)
    return true;
  const auto *Var = dyn_cast<VarDecl>(D);
  return (Var && Var->hasLocalStorage()) ||
         (isa<FieldDecl>(D) && isa<FieldDecl>(G.Decl));
}

/// Whether \p E has one value all through the loop, read again in front of
/// it: integers, the loop's locals and parameters (not the counter),
/// members of `*this`, sizes of other containers, arithmetic on them. No
/// call of the user's, no volatile, nothing that might be the string.
bool invariant(const Expr *E, const Grown &G, const VarDecl *Counter,
               const ASTContext &Ctx) {
  E = E->IgnoreParens();
  if (isa<IntegerLiteral, CharacterLiteral, CXXBoolLiteralExpr>(E))
    return true;
  if (const auto *Cast = dyn_cast<CastExpr>(E))
    return (Cast->getCastKind() == CK_LValueToRValue ||
            Cast->getCastKind() == CK_IntegralCast ||
            Cast->getCastKind() == CK_NoOp) &&
           invariant(Cast->getSubExpr(), G, Counter, Ctx);
  if (const auto *Bin = dyn_cast<BinaryOperator>(E))
    return Bin->isAdditiveOp() || Bin->isMultiplicativeOp() || Bin->isShiftOp() ||
                   Bin->isBitwiseOp()
               ? invariant(Bin->getLHS(), G, Counter, Ctx) &&
                     invariant(Bin->getRHS(), G, Counter, Ctx)
               : false;
  if (const auto *Un = dyn_cast<UnaryOperator>(E))
    return (Un->getOpcode() == UO_Minus || Un->getOpcode() == UO_Plus ||
            Un->getOpcode() == UO_Not) &&
           invariant(Un->getSubExpr(), G, Counter, Ctx);
  if (const auto *Call = dyn_cast<CXXMemberCallExpr>(E))
    return invariantSize(Call, G);
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    if (isa<EnumConstantDecl>(Ref->getDecl()))
      return true;
    const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
    return Var && Var != Counter && Var->getType()->isIntegralOrEnumerationType() &&
           !Var->getType().isVolatileQualified() &&
           (Var->hasLocalStorage() || Var->getType().isConstQualified());
  }
  if (const auto *Member = dyn_cast<MemberExpr>(E))
    return isa<CXXThisExpr>(Member->getBase()->IgnoreParenImpCasts()) &&
           isa<FieldDecl>(Member->getMemberDecl()) &&
           Member->getType()->isIntegralOrEnumerationType() &&
           !Member->getType().isVolatileQualified();
  return false;
}

/// The counter the loop declares, with its first value (a constant, at
/// least 0), in a type that is not promoted in the comparison.
const VarDecl *counterOf(const ForStmt *Loop, const ASTContext &Ctx,
                         uint64_t &From) {
  const auto *Init = dyn_cast_or_null<DeclStmt>(Loop->getInit());
  const auto *Var = Init && Init->isSingleDecl()
                        ? dyn_cast<VarDecl>(Init->getSingleDecl())
                        : nullptr;
  if (!Var || !Var->getInit() || Var->getType()->isReferenceType() ||
      Var->getType().isVolatileQualified())
    return nullptr;
  QualType T = Var->getType();
  if (!T->isIntegerType() || T->isEnumeralType() || T->isBooleanType() ||
      T->isDependentType() || Ctx.isPromotableIntegerType(T) ||
      Ctx.getTypeSize(T) > Ctx.getTypeSize(Ctx.getSizeType()))
    return nullptr;
  std::optional<uint64_t> A = nonNegativeConstant(Var->getInit(), Ctx);
  if (!A)
    return nullptr;
  From = *A;
  return Var;
}

/// `++i`, `i++`, `i += 1`.
bool stepsByOne(const Expr *Inc, const VarDecl *Counter, const ASTContext &Ctx) {
  if (!Inc)
    return false;
  Inc = Inc->IgnoreParens();
  if (const auto *Un = dyn_cast<UnaryOperator>(Inc))
    return Un->isIncrementOp() && refersTo(Un->getSubExpr(), Counter);
  const auto *Add = dyn_cast<CompoundAssignOperator>(Inc);
  std::optional<uint64_t> One =
      Add ? nonNegativeConstant(Add->getRHS(), Ctx) : std::nullopt;
  return Add && Add->getOpcode() == BO_AddAssign &&
         refersTo(Add->getLHS(), Counter) && One == 1u;
}

} // namespace

/// The loop's counter and bound (`for (T i = A; i < N; ++i)`), into \p C;
/// the counter, or null when the loop is not counted so.
static const VarDecl *countedHeader(const ForStmt *Loop, const ASTContext &Ctx,
                                    CountedAppends &C) {
  C.Loop = Loop;
  const VarDecl *Counter = counterOf(Loop, Ctx, C.From);
  const auto *Cond = dyn_cast_or_null<BinaryOperator>(
      Loop->getCond() ? Loop->getCond()->IgnoreParens() : nullptr);
  if (!Counter || !Cond || !stepsByOne(Loop->getInc(), Counter, Ctx) ||
      !llvm::is_contained({BO_LT, BO_NE, BO_LE}, Cond->getOpcode()) ||
      !refersTo(Cond->getLHS(), Counter))
    return nullptr;
  // Compared in the counter's own type, and the bound's value kept by the
  // conversion (same signedness, no wider): the count is bound - from.
  QualType T = Counter->getType().getUnqualifiedType();
  QualType BoundType = Cond->getRHS()->IgnoreParenImpCasts()->getType();
  if (!Ctx.hasSameType(Cond->getLHS()->getType().getUnqualifiedType(), T) ||
      Cond->getRHS()->isTypeDependent() || Cond->getRHS()->isValueDependent() ||
      !BoundType->isIntegralOrEnumerationType())
    return nullptr;
  C.Bound = Cond->getRHS()->IgnoreParenImpCasts();
  if (!isa<IntegerLiteral>(C.Bound) &&
      (BoundType->isSignedIntegerOrEnumerationType() != T->isSignedIntegerType() ||
       Ctx.getTypeSize(BoundType) > Ctx.getTypeSize(T)))
    return nullptr;
  C.Inclusive = Cond->getOpcode() == BO_LE;
  C.Unsigned = T->isUnsignedIntegerType();
  C.SizeTyped = BoundType->isUnsignedIntegerType() &&
                Ctx.getTypeSize(BoundType) == Ctx.getTypeSize(Ctx.getSizeType());
  Expr::EvalResult R;
  if (C.Bound->EvaluateAsInt(R, Ctx) && R.Val.getInt().getSignificantBits() <= 63)
    C.ConstantBound = R.Val.getInt().getExtValue();
  return Counter;
}

/// The condition's right side, as written (the bound before its conversion).
static const Expr *boundAsWritten(const ForStmt *Loop) {
  return cast<BinaryOperator>(Loop->getCond()->IgnoreParens())->getRHS();
}

std::optional<CountedAppends> countedAppends(const ForStmt *Loop,
                                             const ASTContext &Ctx) {
  CountedAppends C;
  const VarDecl *Counter = countedHeader(Loop, Ctx, C);
  if (!Counter)
    return std::nullopt;
  std::optional<BodyAppends> Appends = bodyAppends(Loop->getBody(), Ctx);
  if (!Appends || Appends->Total == 0)
    return std::nullopt;
  C.Target = Appends->Target;
  C.Rebuilds = Appends->Rebuilds;
  std::optional<Grown> G = grownString(C.Target);
  if (!G || !invariant(boundAsWritten(Loop), *G, Counter, Ctx))
    return std::nullopt;
  C.String = G->Decl;
  C.PerIteration = Appends->Total;
  return C;
}

/// The loop \p Body consists of, alone or alone in braces.
static const ForStmt *soleLoop(const Stmt *Body) {
  if (const auto *Block = dyn_cast_or_null<CompoundStmt>(Body))
    Body = Block->size() == 1 ? Block->body_front() : nullptr;
  return dyn_cast_or_null<ForStmt>(Body);
}

std::optional<CountedAppends> countedNest(const ForStmt *Loop,
                                          const ASTContext &Ctx) {
  const ForStmt *InnerLoop = soleLoop(Loop->getBody());
  if (!InnerLoop)
    return std::nullopt;
  std::optional<CountedAppends> Inner = countedAppends(InnerLoop, Ctx);
  if (!Inner)
    Inner = countedNest(InnerLoop, Ctx);
  CountedAppends C;
  const VarDecl *Counter = Inner ? countedHeader(Loop, Ctx, C) : nullptr;
  if (!Counter || !Inner->Rebuilds.empty())
    return std::nullopt;
  std::optional<Grown> G = grownString(Inner->Target);
  // Every bound is read once, in front of the nest: none may name a counter
  // of a loop around it (`for (j = 0; j < i; ++j)`), which the inner ones
  // cannot see declared there.
  if (!G || !invariant(boundAsWritten(Loop), *G, Counter, Ctx))
    return std::nullopt;
  for (const CountedAppends *L = &*Inner; L; L = L->Inner.get())
    if (!invariant(boundAsWritten(L->Loop), *G, Counter, Ctx))
      return std::nullopt;
  C.Target = Inner->Target;
  C.String = Inner->String;
  C.PerIteration = Inner->PerIteration;
  C.Inner = std::make_shared<const CountedAppends>(std::move(*Inner));
  return C;
}

/// This loop's own count (the counter's values), when its bound is a constant.
static std::optional<uint64_t> ownIterations(const CountedAppends &C) {
  if (!C.ConstantBound)
    return std::nullopt;
  int64_t N = *C.ConstantBound, A = static_cast<int64_t>(C.From);
  if (C.Inclusive)
    return N >= A ? static_cast<uint64_t>(N - A) + 1 : 0;
  return N > A ? static_cast<uint64_t>(N - A) : 0;
}

std::optional<uint64_t> constantIterations(const CountedAppends &C) {
  std::optional<uint64_t> N = ownIterations(C);
  if (!N || !C.Inner)
    return N;
  std::optional<uint64_t> M = constantIterations(*C.Inner);
  // A product too large to be a string's size is no size to reserve.
  if (!M || (*N && *M > UINT32_MAX / *N))
    return std::nullopt;
  return *N * *M;
}

/// This loop's count times \p Per (`""`, or `" * k"`), spelled from its
/// bound's text.
static std::string countTimes(const CountedAppends &C, llvm::StringRef BoundText,
                              const std::string &Per) {
  // The bound is read in its own type; the count is made in std::size_t,
  // where it cannot overflow as a signed `n * k` could.
  bool Simple = llvm::all_of(BoundText, [](char Ch) {
    return isalnum(static_cast<unsigned char>(Ch)) || Ch == '_' || Ch == '.' ||
           Ch == '(' || Ch == ')' || Ch == '<' || Ch == '>' || Ch == '-' ||
           Ch == ':';
  });
  std::string N = Simple ? BoundText.str() : "(" + BoundText.str() + ")";
  std::string A = std::to_string(C.From);
  std::string Count =
      C.SizeTyped && !C.From
          ? N
          : "static_cast<std::size_t>(" +
                (C.From ? N + " - " + A : BoundText.str()) + ")";
  if (C.Inclusive)
    Count = "(" + Count + " + 1)";
  // An unsigned counter from 0 always runs the bound's count.
  if (C.Unsigned && C.From == 0)
    return Count + Per;
  return "(" + N + (C.Inclusive ? " >= " : " > ") + A + " ? " + Count + Per +
         " : 0)";
}

std::string extraText(const CountedAppends &C,
                      llvm::ArrayRef<llvm::StringRef> BoundTexts) {
  if (std::optional<uint64_t> N = constantIterations(C))
    return std::to_string(*N * C.PerIteration);
  std::string Per = C.Inner ? " * " + extraText(*C.Inner, BoundTexts.drop_front())
                    : C.PerIteration == 1 ? ""
                                          : " * " + std::to_string(C.PerIteration);
  return countTimes(C, BoundTexts.front(), Per);
}

static bool callsReserve(const Stmt *S, const ValueDecl *String) {
  if (!S)
    return false;
  if (const auto *Call = dyn_cast<CXXMemberCallExpr>(S))
    if (const CXXMethodDecl *M = Call->getMethodDecl();
        M && M->getDeclName().isIdentifier() && M->getName() == "reserve" &&
        grownDecl(Call->getImplicitObjectArgument()) == String)
      return true;
  return llvm::any_of(S->children(),
                      [&](const Stmt *C) { return callsReserve(C, String); });
}

bool reservedBefore(const CompoundStmt *Block, unsigned Index,
                    const ValueDecl *String) {
  for (unsigned I = 0; I < Index && I < Block->size(); ++I)
    if (callsReserve(Block->body_begin()[I], String))
      return true;
  return false;
}

// --- Loops over a sized container --------------------------------------------

namespace {

/// No path leaves the statement that way.
constexpr uint64_t Never = UINT64_MAX;

uint64_t plus(uint64_t A, uint64_t B) {
  return A == Never || B == Never ? Never : A + B;
}

/// The fewest characters appended on the paths that run through a
/// statement, and on those that leave the iteration by `continue` in it.
struct PathMinimum {
  uint64_t Through = 0;
  uint64_t Continued = Never;
};

/// libstdc++'s iterator class, which lives in __gnu_cxx, outside what
/// utils::isReadingLibraryCall trusts.
bool gnuIterator(const CXXRecordDecl *RD) {
  const auto *NS = RD ? dyn_cast<NamespaceDecl>(RD->getDeclContext()) : nullptr;
  return NS && NS->getName() == "__gnu_cxx" && RD->getDeclName().isIdentifier() &&
         RD->getName() == "__normal_iterator";
}

/// Whether evaluating \p E changes nothing: utils::mayHaveSideEffects, and
/// also `*it` and `it->` of libstdc++'s iterators (which only read).
bool readsOnly(const Expr *E) {
  if (!utils::mayHaveSideEffects(E))
    return true;
  E = E->IgnoreParens();
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E)) {
    const auto *M = dyn_cast_or_null<CXXMethodDecl>(Op->getDirectCallee());
    return M && M->isConst() && gnuIterator(M->getParent()) &&
           (Op->getOperator() == OO_Star || Op->getOperator() == OO_Arrow) &&
           readsOnly(Op->getArg(0));
  }
  // Nodes with no effect of their own: their operands decide.
  const auto *Cast = dyn_cast<CastExpr>(E);
  const auto *Bin = dyn_cast<BinaryOperator>(E);
  const auto *Un = dyn_cast<UnaryOperator>(E);
  bool Transparent =
      (Cast && Cast->getCastKind() != CK_UserDefinedConversion &&
       Cast->getCastKind() != CK_ConstructorConversion) ||
      (Bin && !Bin->isAssignmentOp()) || (Un && !Un->isIncrementDecrementOp()) ||
      isa<MemberExpr, ConditionalOperator, ArraySubscriptExpr>(E);
  return Transparent && llvm::all_of(E->children(), [](const Stmt *C) {
           return !C || (isa<Expr>(C) && readsOnly(cast<Expr>(C)));
         });
}

/// A local of arithmetic type, not a reference: writing it changes neither
/// the string nor the container (the iterator of the classic loop, a class
/// or a pointer, is not one).
bool scalarLocal(const Expr *E) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParens());
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return Var && Var->hasLocalStorage() && !Var->getType()->isReferenceType() &&
         !Var->getType().isVolatileQualified() &&
         (Var->getType()->isArithmeticType() || Var->getType()->isEnumeralType());
}

/// `u = expr;`, `u |= expr;`, `++u`: a write of a scalar local only.
bool scalarWrite(const Expr *E) {
  E = E->IgnoreParens();
  if (const auto *Bin = dyn_cast<BinaryOperator>(E))
    return Bin->isAssignmentOp() && scalarLocal(Bin->getLHS()) &&
           readsOnly(Bin->getRHS());
  if (const auto *Un = dyn_cast<UnaryOperator>(E))
    return Un->isIncrementDecrementOp() && scalarLocal(Un->getSubExpr());
  return false;
}

/// `s += x`, `s.append(...)`, `s.push_back(x)` on a std::basic_string whose
/// arguments change nothing (reading calls of the library allowed, which
/// appendOf's pieces are not): one character through the overload taking
/// one, else an append of unknown length (at least 0).
std::optional<Append> appendOfAnyLength(const Expr *E, const ASTContext &Ctx) {
  std::optional<AppendCall> Call = appendCallOf(E->IgnoreImplicit());
  if (!Call || !llvm::all_of(Call->Args, readsOnly))
    return std::nullopt;
  QualType Char = Call->String->getTemplateArgs()[0].getAsType();
  bool OneChar =
      Call->Args.size() == 1 &&
      Ctx.hasSameType(Call->M->getParamDecl(0)->getType().getUnqualifiedType(), Char);
  return Append{Call->Object, OneChar ? 1u : 0u, nullptr};
}

/// Walks a loop's body for the fewest characters each iteration appends to
/// one string. Anything that might leave the loop early (`break`, `return`,
/// `goto`, `throw`), start another loop, or write anything but that string
/// and scalar locals makes the bound unknown.
class MinimumAppends {
public:
  explicit MinimumAppends(const ASTContext &Ctx) : Ctx(Ctx) {}
  std::optional<PathMinimum> visit(const Stmt *S);
  std::optional<PathMinimum> visitSequence(llvm::ArrayRef<const Stmt *> Statements);
  const Expr *Target = nullptr;
  llvm::SmallVector<const Expr *, 2> Rebuilds;
  llvm::SmallVector<const Expr *, 4> Appends;

private:
  std::optional<PathMinimum> visitIf(const IfStmt *If);
  std::optional<PathMinimum> visitExpr(const Expr *E);
  bool declaresScalars(const DeclStmt *Declaration) const;
  bool sameString(const Expr *Object);
  const ASTContext &Ctx;
};

std::optional<PathMinimum> MinimumAppends::visit(const Stmt *S) {
  if (!S || isa<NullStmt>(S))
    return PathMinimum{};
  if (isa<ContinueStmt>(S))
    return PathMinimum{Never, 0};
  if (const auto *Declaration = dyn_cast<DeclStmt>(S))
    return declaresScalars(Declaration) ? std::optional(PathMinimum{})
                                        : std::nullopt;
  if (const auto *If = dyn_cast<IfStmt>(S))
    return visitIf(If);
  if (const auto *E = dyn_cast<Expr>(S))
    return visitExpr(E);
  const auto *Block = dyn_cast<CompoundStmt>(S);
  if (!Block)
    return std::nullopt;
  return visitSequence(llvm::ArrayRef(Block->body_begin(), Block->size()));
}

std::optional<PathMinimum>
MinimumAppends::visitSequence(llvm::ArrayRef<const Stmt *> Statements) {
  // A path continued by a statement skips the ones after it.
  PathMinimum Sum;
  for (const Stmt *Child : Statements) {
    std::optional<PathMinimum> M = visit(Child);
    if (!M)
      return std::nullopt;
    Sum.Continued = std::min(Sum.Continued, plus(Sum.Through, M->Continued));
    Sum.Through = plus(Sum.Through, M->Through);
  }
  return Sum;
}

std::optional<PathMinimum> MinimumAppends::visitIf(const IfStmt *If) {
  if (If->getInit() || If->getConditionVariable() || If->isConsteval() ||
      !readsOnly(If->getCond()))
    return std::nullopt;
  std::optional<PathMinimum> Then = visit(If->getThen());
  std::optional<PathMinimum> Else = visit(If->getElse());
  if (!Then || !Else)
    return std::nullopt;
  return PathMinimum{std::min(Then->Through, Else->Through),
                     std::min(Then->Continued, Else->Continued)};
}

std::optional<PathMinimum> MinimumAppends::visitExpr(const Expr *E) {
  if (std::optional<Append> A = appendOf(E, Ctx)) {
    if (!sameString(A->Object))
      return std::nullopt;
    if (A->Rebuild)
      Rebuilds.push_back(A->Rebuild);
    Appends.push_back(E);
    return PathMinimum{A->Length, Never};
  }
  if (std::optional<Append> A = appendOfAnyLength(E, Ctx)) {
    if (!sameString(A->Object))
      return std::nullopt;
    Appends.push_back(E);
    return PathMinimum{A->Length, Never};
  }
  if (scalarWrite(E) || readsOnly(E))
    return PathMinimum{};
  return std::nullopt;
}

bool MinimumAppends::declaresScalars(const DeclStmt *Declaration) const {
  return llvm::all_of(Declaration->decls(), [](const Decl *D) {
    const auto *Var = dyn_cast<VarDecl>(D);
    return Var && Var->hasLocalStorage() && !Var->getType()->isReferenceType() &&
           (Var->getType()->isArithmeticType() || Var->getType()->isEnumeralType()) &&
           (!Var->getInit() || readsOnly(Var->getInit()));
  });
}

/// All appends go to the first one's string, spelled with the same type.
bool MinimumAppends::sameString(const Expr *Object) {
  if (!Target) {
    Target = Object;
    return grownDecl(Object) != nullptr;
  }
  return grownDecl(Target) == grownDecl(Object) &&
         Ctx.hasSameType(Target->getType(), Object->getType());
}

/// Whether anything in \p S reads a string's capacity, which the reserve
/// changes.
bool readsCapacity(const Stmt *S) {
  if (!S)
    return false;
  if (const auto *Call = dyn_cast<CXXMemberCallExpr>(S))
    if (const CXXMethodDecl *M = Call->getMethodDecl();
        M && M->getDeclName().isIdentifier() && M->getName() == "capacity")
      return true;
  return llvm::any_of(S->children(), readsCapacity);
}

/// A standard container whose size() is O(1) (not forward_list, which has
/// none), or a view of one.
bool sizedContainer(QualType T) {
  const auto *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
  if (!RD || !RD->isInStdNamespace() || !RD->getDeclName().isIdentifier())
    return false;
  return llvm::is_contained(
      {"vector", "basic_string", "basic_string_view", "array", "deque", "list",
       "set", "map", "multiset", "multimap", "unordered_set", "unordered_map",
       "unordered_multiset", "unordered_multimap", "initializer_list"},
      RD->getName());
}

/// A variable or a member of `*this`: a name the fix can read again.
bool isName(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    return isa<VarDecl>(Ref->getDecl());
  const auto *Member = dyn_cast<MemberExpr>(E);
  return Member && isa<CXXThisExpr>(Member->getBase()->IgnoreParenImpCasts()) &&
         isa<FieldDecl>(Member->getMemberDecl());
}

/// A reference parameter cannot name a local string or a value parameter of
/// the same function: it was bound before either was made. (A lambda's
/// parameter may name a local the lambda captures.)
bool paramOfOther(const Expr *Object, const Grown &G) {
  const auto *Ref = dyn_cast<DeclRefExpr>(Object);
  const auto *Param = Ref ? dyn_cast<ParmVarDecl>(Ref->getDecl()) : nullptr;
  return Param && Param->getType()->isReferenceType() && !G.MayBeAliased &&
         isa<VarDecl>(G.Decl) && Param != G.Decl &&
         Param->getDeclContext() == G.Decl->getDeclContext();
}

/// The body's minimum, the string it grows, and the container's count, into
/// \p R; false when any of them is not known.
bool judgeRangeBody(llvm::ArrayRef<const Stmt *> Body, const Expr *Range,
                    const ASTContext &Ctx, RangeAppends &R,
                    bool MayContinue = true) {
  MinimumAppends Walk(Ctx);
  std::optional<PathMinimum> M = Walk.visitSequence(Body);
  if (!M || !Walk.Target || llvm::any_of(Body, readsCapacity) ||
      (!MayContinue && M->Continued != Never))
    return false;
  R.PerIteration = std::min(M->Through, M->Continued);
  std::optional<Grown> G = grownString(Walk.Target);
  if (!G || R.PerIteration == 0 || R.PerIteration == Never || !isName(Range) ||
      Range->isTypeDependent() || Range->isValueDependent())
    return false;
  R.Target = Walk.Target;
  R.String = G->Decl;
  R.Rebuilds = Walk.Rebuilds;
  R.Appends = Walk.Appends;
  QualType T = Range->getType();
  if (const auto *Array = Ctx.getAsConstantArrayType(T)) {
    R.ConstantCount = Array->getSize().getZExtValue();
    return true;
  }
  R.Range = Range->IgnoreParenImpCasts();
  return sizedContainer(T) && (otherObject(R.Range, *G) || paramOfOther(R.Range, *G));
}

/// `c.begin()` (`cbegin`, `end`, `cend`), through the conversion of an
/// iterator to a const_iterator: the object `c`.
const Expr *iteratorOf(const Expr *E, llvm::ArrayRef<StringRef> Names) {
  E = concat::ignoreImplicit(E)->IgnoreParens();
  if (const auto *Ctor = dyn_cast<CXXConstructExpr>(E);
      Ctor && Ctor->getNumArgs() == 1)
    E = concat::ignoreImplicit(Ctor->getArg(0))->IgnoreParens();
  const auto *Call = dyn_cast<CXXMemberCallExpr>(E);
  const CXXMethodDecl *M = Call ? Call->getMethodDecl() : nullptr;
  if (!M || !M->getDeclName().isIdentifier() ||
      !llvm::is_contained(Names, M->getName()) || Call->getNumArgs() != 0)
    return nullptr;
  return Call->getImplicitObjectArgument();
}

/// The operands of `a != b` or `a < b`, by the built-in or an overload (in
/// C++20 perhaps rewritten from `==` or `<=>`).
bool comparison(const Expr *Cond, const Expr *&L, const Expr *&R) {
  Cond = concat::ignoreImplicit(Cond)->IgnoreParens();
  if (const auto *Rewritten = dyn_cast<CXXRewrittenBinaryOperator>(Cond)) {
    CXXRewrittenBinaryOperator::DecomposedForm F = Rewritten->getDecomposedForm();
    L = F.LHS;
    R = F.RHS;
    return F.Opcode == BO_NE || F.Opcode == BO_LT;
  }
  if (const auto *Bin = dyn_cast<BinaryOperator>(Cond);
      Bin && (Bin->getOpcode() == BO_NE || Bin->getOpcode() == BO_LT)) {
    L = Bin->getLHS();
    R = Bin->getRHS();
    return true;
  }
  const auto *Op = dyn_cast<CXXOperatorCallExpr>(Cond);
  if (!Op || Op->getNumArgs() != 2 ||
      (Op->getOperator() != OO_ExclaimEqual && Op->getOperator() != OO_Less))
    return false;
  L = Op->getArg(0);
  R = Op->getArg(1);
  return true;
}

/// `++it`, `it++`, by the built-in or an overload.
bool incrementsOnce(const Expr *Inc, const VarDecl *It) {
  if (!Inc)
    return false;
  Inc = Inc->IgnoreParens();
  if (const auto *Un = dyn_cast<UnaryOperator>(Inc))
    return Un->isIncrementOp() && refersTo(Un->getSubExpr(), It);
  const auto *Op = dyn_cast<CXXOperatorCallExpr>(Inc);
  return Op && Op->getOperator() == OO_PlusPlus && Op->getNumArgs() >= 1 &&
         refersTo(Op->getArg(0), It);
}

} // namespace

std::optional<RangeAppends> rangeAppends(const CXXForRangeStmt *Loop,
                                         const ASTContext &Ctx) {
  // An init-statement's variable (C++20) cannot be read in front of the loop.
  const VarDecl *Element = Loop->getLoopVariable();
  if (Loop->getInit() || !Element || !Loop->getRangeInit())
    return std::nullopt;
  // Making the element must change nothing: a reference, a scalar, or a
  // library class's copy.
  QualType T = Element->getType();
  const auto *RD = T->getAsCXXRecordDecl();
  if (!T->isReferenceType() && !T->isScalarType() &&
      !(RD && RD->isInStdNamespace()))
    return std::nullopt;
  RangeAppends R;
  R.Loop = Loop;
  if (!judgeRangeBody(Loop->getBody(), Loop->getRangeInit(), Ctx, R) ||
      R.String == Element)
    return std::nullopt;
  return R;
}

std::optional<RangeAppends> iteratorAppends(const ForStmt *Loop,
                                            const ASTContext &Ctx) {
  const auto *Init = dyn_cast_or_null<DeclStmt>(Loop->getInit());
  const auto *It = Init && Init->isSingleDecl()
                       ? dyn_cast<VarDecl>(Init->getSingleDecl())
                       : nullptr;
  const Expr *L = nullptr, *Rhs = nullptr;
  if (!It || !It->getInit() || It->getType()->isReferenceType() ||
      It->getType()->isArithmeticType() || !Loop->getCond() ||
      !comparison(Loop->getCond(), L, Rhs) || !refersTo(L, It) ||
      !incrementsOnce(Loop->getInc(), It))
    return std::nullopt;
  const Expr *Begin = iteratorOf(It->getInit(), {"begin", "cbegin"});
  const Expr *End = iteratorOf(Rhs, {"end", "cend"});
  if (!Begin || !End || !concat::sameObject(Begin, End))
    return std::nullopt;
  RangeAppends R;
  R.Loop = Loop;
  if (!judgeRangeBody(Loop->getBody(), Begin, Ctx, R) || R.ConstantCount)
    return std::nullopt;
  return R;
}

/// A local iterator (not a reference, not a number) named by \p E.
static const VarDecl *localIterator(const Expr *E) {
  const auto *Ref = dyn_cast<DeclRefExpr>(concat::ignoreImplicit(E)->IgnoreParens());
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return Var && Var->hasLocalStorage() && !isa<ParmVarDecl>(Var) &&
                 !Var->getType()->isReferenceType() &&
                 !Var->getType()->isArithmeticType() && Var->getInit()
             ? Var
             : nullptr;
}

/// The variables the declarations right in front of the \p Index-th
/// statement of \p Block declare, up to two statements back.
static llvm::SmallVector<const Decl *, 2>
declaredInFront(const CompoundStmt *Block, unsigned Index) {
  llvm::SmallVector<const Decl *, 2> Declared;
  for (unsigned Back = 1; Back <= 2 && Back <= Index; ++Back) {
    const auto *DS = dyn_cast<DeclStmt>(Block->body_begin()[Index - Back]);
    if (!DS)
      break;
    Declared.append(DS->decl_begin(), DS->decl_end());
  }
  return Declared;
}

std::optional<RangeAppends> whileIteratorAppends(const WhileStmt *Loop,
                                                 const CompoundStmt *Block,
                                                 unsigned Index,
                                                 const ASTContext &Ctx) {
  const Expr *L = nullptr, *Rhs = nullptr;
  const auto *Body = dyn_cast<CompoundStmt>(Loop->getBody());
  if (Loop->getConditionVariable() || !comparison(Loop->getCond(), L, Rhs) ||
      !Body || Body->size() < 2)
    return std::nullopt;
  const VarDecl *It = localIterator(L), *End = localIterator(Rhs);
  const auto *Step = dyn_cast<Expr>(Body->body_back());
  if (!It || !End || It == End || !Step || !incrementsOnce(Step, It))
    return std::nullopt;
  // Declared right in front of the loop, with nothing else: nothing between
  // their initialisation and the loop moves them or changes the container.
  llvm::SmallVector<const Decl *, 2> Declared = declaredInFront(Block, Index);
  if (Declared.size() != 2 || !llvm::is_contained(Declared, It) ||
      !llvm::is_contained(Declared, End))
    return std::nullopt;
  const Expr *Begin = iteratorOf(It->getInit(), {"begin", "cbegin"});
  const Expr *Finish = iteratorOf(End->getInit(), {"end", "cend"});
  if (!Begin || !Finish || !concat::sameObject(Begin, Finish))
    return std::nullopt;
  RangeAppends R;
  R.Loop = Loop;
  // The step is the body's last statement; a `continue` would skip it.
  llvm::ArrayRef<const Stmt *> Statements(Body->body_begin(), Body->size() - 1);
  if (!judgeRangeBody(Statements, Begin, Ctx, R, /*MayContinue=*/false) ||
      R.ConstantCount)
    return std::nullopt;
  return R;
}

std::string rangeExtraText(const RangeAppends &R, llvm::StringRef RangeText) {
  if (R.ConstantCount)
    return std::to_string(*R.ConstantCount * R.PerIteration);
  std::string Count = RangeText.str() + ".size()";
  return R.PerIteration == 1 ? Count
                             : Count + " * " + std::to_string(R.PerIteration);
}

} // namespace clang::tidy::strcost::loop_growth
