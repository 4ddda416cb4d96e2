//===--- StableSource.cpp - strcost ----------------------------------------===//

#include "StableSource.h"
#include "AliasingWrites.h"
#include "SourceUtils.h"
#include "StringUseClassifier.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace clang::tidy::strcost::utils {

namespace {

/// Counts the mentions of one variable and those converted to its value.
class ValueReads : public RecursiveASTVisitor<ValueReads> {
public:
  explicit ValueReads(const VarDecl *Var) : Var(Var->getCanonicalDecl()) {}
  bool shouldVisitTemplateInstantiations() const { return false; }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (E->getDecl()->getCanonicalDecl() == Var)
      ++Mentions;
    return true;
  }
  bool VisitImplicitCastExpr(ImplicitCastExpr *E) {
    if (E->getCastKind() != CK_LValueToRValue)
      return true;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E->getSubExpr()->IgnoreParens());
        Ref && Ref->getDecl()->getCanonicalDecl() == Var)
      ++Reads;
    return true;
  }
  // A lambda that captures the variable by reference may assign it later.
  bool VisitLambdaExpr(LambdaExpr *L) {
    for (const LambdaCapture &Cap : L->captures())
      if (Cap.capturesVariable() && Cap.getCaptureKind() == LCK_ByRef &&
          Cap.getCapturedVar()->getCanonicalDecl() == Var)
        ++Mentions;
    return true;
  }

  const Decl *Var;
  unsigned Mentions = 0;
  unsigned Reads = 0;
};

bool isPointerToConstCharacters(QualType T) {
  if (!T->isPointerType())
    return false;
  QualType Pointee = T->getPointeeType();
  return Pointee.isConstQualified() && !Pointee.isVolatileQualified() &&
         Pointee->isAnyCharacterType();
}

/// Why a std::basic_string source is not only read by \p FD, or empty.
std::string whyStringSourceChanges(const FunctionDecl *FD, const VarDecl *Source,
                                   ASTContext &Ctx) {
  StringUses Uses = StringUses::collect(FD, Source, Ctx);
  for (const StringUse &U : Uses.uses()) {
    if (U.Kind == StringUseKind::View || U.Kind == StringUseKind::ConstRef ||
        U.Kind == StringUseKind::Copy)
      continue;
    std::string Why = "'" + Source->getNameAsString() + "' may change: " +
                      (U.Why.empty() ? "it is moved" : U.Why.str());
    if (U.Ref)
      Why += " (line " +
             std::to_string(Ctx.getSourceManager().getPresumedLineNumber(
                 U.Ref->getBeginLoc())) +
             ")";
    return Why;
  }
  return "";
}

/// Counts the mentions of main's argv and those that only read a string's
/// characters: `argv[i]` converted to a pointer to const characters, or
/// `argv[i][j]` read.
class ArgvReads : public RecursiveASTVisitor<ArgvReads> {
public:
  explicit ArgvReads(const ParmVarDecl *Argv) : Argv(Argv) {}
  bool shouldVisitTemplateInstantiations() const { return false; }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (E->getDecl() == Argv)
      ++Mentions;
    return true;
  }
  bool VisitImplicitCastExpr(ImplicitCastExpr *E) {
    const Expr *Sub = E->getSubExpr()->IgnoreParens();
    if (E->getCastKind() == CK_NoOp && isPointerToConstCharacters(E->getType()))
      if (const auto *Load = dyn_cast<ImplicitCastExpr>(Sub);
          Load && Load->getCastKind() == CK_LValueToRValue)
        if (const DeclRefExpr *Ref = element(Load->getSubExpr()))
          Safe.insert(Ref);
    if (E->getCastKind() != CK_LValueToRValue)
      return true;
    // `argv[i]` of a `const char *argv[]`, already const.
    if (isPointerToConstCharacters(E->getType()))
      if (const DeclRefExpr *Ref = element(Sub))
        Safe.insert(Ref);
    // `argv[i][j]`: a character read.
    if (const auto *Char = dyn_cast<ArraySubscriptExpr>(Sub))
      if (const DeclRefExpr *Ref = element(Char->getBase()->IgnoreParenImpCasts()))
        Safe.insert(Ref);
    return true;
  }

  unsigned Mentions = 0;
  llvm::SmallPtrSet<const DeclRefExpr *, 8> Safe;

private:
  /// \p E is `argv[i]`: the mention of argv in it.
  const DeclRefExpr *element(const Expr *E) const {
    const auto *A = dyn_cast<ArraySubscriptExpr>(E->IgnoreParens());
    if (!A)
      return nullptr;
    const auto *Ref = dyn_cast<DeclRefExpr>(A->getBase()->IgnoreParenImpCasts());
    return Ref && Ref->getDecl() == Argv ? Ref : nullptr;
  }
  const ParmVarDecl *Argv;
};

/// \p E reads an element of a standard container that owns its elements:
/// the container as written.
const Expr *ownedElementOf(const Expr *E) {
  const Expr *Object = nullptr;
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E);
      Op && Op->getOperator() == OO_Subscript && Op->getNumArgs() == 2)
    Object = Op->getArg(0);
  else if (const auto *Call = dyn_cast<CXXMemberCallExpr>(E)) {
    const CXXMethodDecl *M = Call->getMethodDecl();
    const auto *Callee = dyn_cast<MemberExpr>(Call->getCallee()->IgnoreParens());
    if (M && M->getIdentifier() && Callee && !Callee->isArrow() &&
        llvm::is_contained({"at", "front", "back"}, M->getName()))
      Object = Call->getImplicitObjectArgument();
  }
  if (!Object || !E->isLValue())
    return nullptr;
  // A span or a view refers to elements it does not own.
  const CXXRecordDecl *RD = Object->getType()->getAsCXXRecordDecl();
  for (StringRef Owner : {"vector", "array", "deque", "map", "unordered_map"})
    if (RD && isStdClass(RD, Owner))
      return Object;
  return nullptr;
}

} // namespace

const VarDecl *partHolder(const Expr *Part) {
  const Expr *E = Part;
  for (int Depth = 0; E && Depth < 8; ++Depth) {
    E = E->IgnoreParenImpCasts();
    if (const auto *M = dyn_cast<MemberExpr>(E)) {
      const auto *Field = dyn_cast<FieldDecl>(M->getMemberDecl());
      // A reference member's object is not the holder's: its constness and
      // lifetime say nothing about it.
      if (M->isArrow() || !Field || Field->isMutable() ||
          Field->getType()->isReferenceType())
        return nullptr;
      E = M->getBase();
    } else if (const Expr *Object = ownedElementOf(E)) {
      E = Object;
    } else {
      break;
    }
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
      return dyn_cast<VarDecl>(Ref->getDecl());
  }
  return nullptr;
}

std::string whyHolderMayChange(const FunctionDecl *FD, const VarDecl *Holder,
                               const VarDecl *User, ASTContext &Ctx,
                               AliasingMemo *Memo) {
  std::string Name = "'" + Holder->getNameAsString() + "'";
  bool OwnLocal = Holder->isLocalVarDecl() && !Holder->isStaticLocal() &&
                  Holder->getTSCSpec() == TSCS_unspecified;
  if (Holder->getParentFunctionOrMethod() != FD ||
      (!isa<ParmVarDecl>(Holder) && !OwnLocal))
    return Name + " is not a local or parameter of this function";
  QualType T = Holder->getType();
  if (T.getNonReferenceType().isVolatileQualified())
    return Name + " is volatile";
  if (!T.getNonReferenceType().isConstQualified())
    return Name + " is not const";
  if (!T->isReferenceType())
    return ""; // the function's own const object: nothing changes it
  // A reference variable may be bound to a temporary of a full expression
  // or to anything else: only a parameter's object is known to outlive it.
  if (!isa<ParmVarDecl>(Holder) || !T->isLValueReferenceType())
    return Name + " is a reference to an object whose lifetime is not known";
  return aliasingWriteWhileUsed(FD, Holder, User, Ctx, Memo);
}

const ParmVarDecl *argvOf(const Expr *Pointer, const FunctionDecl *FD) {
  if (!FD || !FD->isMain() || FD->getNumParams() < 2)
    return nullptr;
  const auto *A = dyn_cast<ArraySubscriptExpr>(Pointer->IgnoreParenImpCasts());
  const auto *Ref =
      A ? dyn_cast<DeclRefExpr>(A->getBase()->IgnoreParenImpCasts()) : nullptr;
  return Ref && Ref->getDecl() == FD->getParamDecl(1) ? FD->getParamDecl(1)
                                                      : nullptr;
}

std::string whyArgvMayChange(const FunctionDecl *FD, const ParmVarDecl *Argv) {
  ArgvReads Reads(Argv);
  Reads.TraverseStmt(FD->getBody());
  if (Reads.Mentions != Reads.Safe.size())
    return "'" + Argv->getNameAsString() +
           "' is passed on, written or read as a 'char *'";
  return "";
}

bool onlyReadAsValue(const Stmt *Body, const VarDecl *Var) {
  ValueReads Counter(Var);
  Counter.TraverseStmt(const_cast<Stmt *>(Body));
  return Counter.Mentions == Counter.Reads;
}

std::string whySourceMayChange(const FunctionDecl *FD, const VarDecl *Source,
                               const VarDecl *User, ASTContext &Ctx,
                               AliasingMemo *Memo) {
  const auto *Param = dyn_cast<ParmVarDecl>(Source);
  bool OwnLocal = Source->isLocalVarDecl() && !Source->isStaticLocal() &&
                  Source->getTSCSpec() == TSCS_unspecified;
  if (Source->getParentFunctionOrMethod() != FD || (!Param && !OwnLocal))
    return "'" + Source->getNameAsString() + "' is not a local or parameter "
                                             "of this function";
  QualType T = Source->getType();
  if (T.isVolatileQualified() ||
      T.getNonReferenceType().isVolatileQualified())
    return "'" + Source->getNameAsString() + "' is volatile";
  bool Reference = T->isReferenceType();
  if (stdBasicString(T.getNonReferenceType())) {
    if (Reference && !Param)
      return "'" + Source->getNameAsString() +
             "' is a reference to an object whose lifetime is not known";
    if (std::string Why = whyStringSourceChanges(FD, Source, Ctx); !Why.empty())
      return Why;
  } else if (Param && isPointerToConstCharacters(T)) {
    if (!onlyReadAsValue(FD->getBody(), Source))
      return "'" + Source->getNameAsString() + "' may be pointed elsewhere";
  } else {
    return "'" + Source->getNameAsString() + "' is no string or C string";
  }
  // What a reference or pointer parameter reaches is the caller's.
  if (Reference || T->isPointerType())
    return aliasingWriteWhileUsed(FD, Source, User, Ctx, Memo);
  return "";
}

} // namespace clang::tidy::strcost::utils
