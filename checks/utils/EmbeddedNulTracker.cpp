//===--- EmbeddedNulTracker.cpp - strcost ----------------------------------===//

#include "EmbeddedNulTracker.h"
#include "clang/AST/DeclCXX.h"
#include "llvm/ADT/STLExtras.h"

namespace clang::tidy::strcost::utils {

const Decl *EmbeddedNulTracker::rootOf(const Expr *E) {
  while (E) {
    E = E->IgnoreParenImpCasts();
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      return Ref->getDecl()->getCanonicalDecl();
    if (const auto *Member = dyn_cast<MemberExpr>(E))
      return Member->getMemberDecl()->getCanonicalDecl();
    if (const auto *This = dyn_cast<CXXThisExpr>(E)) {
      const CXXRecordDecl *RD = This->getType()->getPointeeCXXRecordDecl();
      return RD ? RD->getCanonicalDecl() : nullptr;
    }
    if (const auto *U = dyn_cast<UnaryOperator>(E)) {
      if (U->getOpcode() != UO_Deref && U->getOpcode() != UO_AddrOf)
        return nullptr;
      E = U->getSubExpr();
    } else if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E)) {
      OverloadedOperatorKind K = Op->getOperator();
      if (Op->getNumArgs() == 0 ||
          (K != OO_Star && K != OO_Arrow && K != OO_Subscript))
        return nullptr;
      E = Op->getArg(0);
    } else if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(E)) {
      E = Sub->getBase();
    } else {
      return nullptr;
    }
  }
  return nullptr;
}

static bool pointsToCharacters(QualType T) {
  T = T.getCanonicalType();
  return T->isPointerType() && T->getPointeeType()->isAnyCharacterType();
}

/// A non-const pointer or reference to characters, or an iterator (a class
/// other than the string's own, returned by a non-const member).
static bool handsOutWritable(const CXXMethodDecl *Method) {
  QualType R = Method->getReturnType().getCanonicalType();
  if (R->isPointerType() || R->isLValueReferenceType()) {
    QualType Pointee = R->getPointeeType();
    return Pointee->isAnyCharacterType() && !Pointee.isConstQualified();
  }
  const CXXRecordDecl *Returned = R->getAsCXXRecordDecl();
  const CXXRecordDecl *Own = Method->getParent();
  return Returned && Returned->getCanonicalDecl() != Own->getCanonicalDecl() &&
         !(Returned->hasDefinition() && Returned->isDerivedFrom(Own));
}

/// True unless the call gives the string only NUL-terminated text: one pointer
/// to characters, one string or view, or one character literal that is not
/// NUL. Counts, positions, characters, ranges and initializer lists may put a
/// NUL anywhere.
static bool mayInsertNul(const FunctionDecl *Callee,
                         llvm::ArrayRef<const Expr *> Args) {
  llvm::SmallVector<const Expr *, 4> Given;
  for (const Expr *A : Args)
    if (!isa<CXXDefaultArgExpr>(A))
      Given.push_back(A);
  if (Given.empty())
    return false;
  if (Given.size() > 1 || Callee->getNumParams() == 0)
    return true;
  QualType Param = Callee->getParamDecl(0)->getType().getNonReferenceType();
  if (pointsToCharacters(Param))
    return false;
  if (Param->isAnyCharacterType()) {
    const auto *Literal =
        dyn_cast<CharacterLiteral>(Given.front()->IgnoreParenImpCasts());
    return !Literal || Literal->getValue() == 0;
  }
  const CXXRecordDecl *RD = Param->getAsCXXRecordDecl();
  return !RD || !RD->getIdentifier() || RD->getName() == "initializer_list";
}

void EmbeddedNulTracker::noteCall(
    const Expr *Call, const CXXMethodDecl *Method, const Expr *Object,
    llvm::ArrayRef<const Expr *> Args,
    llvm::function_ref<bool(const CXXMemberCallExpr *)> IsPointerCall) {
  const Decl *Root = rootOf(Object);
  if (!Root)
    return;
  for (const Expr *A : Args)
    collectSameObjectScans(A, Root, IsPointerCall);
  if (Method->isConst())
    return;
  // An accessor's arguments (`s[i]`, `s.at(i)`) are positions, not
  // characters: what is done with the reference it returns decides.
  if (handsOutWritable(Method)) {
    HandOuts.emplace_back(Call, Root);
    return;
  }
  // These change the capacity or remove characters; none puts a NUL in.
  bool Removes = Method->getIdentifier() &&
                 llvm::is_contained({"reserve", "erase", "Truncate"},
                                    Method->getName());
  if (!Removes && mayInsertNul(Method, Args))
    Written.insert(Root);
}

void EmbeddedNulTracker::collectSameObjectScans(
    const Stmt *S, const Decl *Root,
    llvm::function_ref<bool(const CXXMemberCallExpr *)> IsPointerCall) {
  if (!S)
    return;
  if (const auto *Call = dyn_cast<CXXMemberCallExpr>(S))
    if (IsPointerCall(Call) && rootOf(Call->getImplicitObjectArgument()) == Root)
      SameObjectScans.insert(Call);
  for (const Stmt *Child : S->children())
    collectSameObjectScans(Child, Root, IsPointerCall);
}

void EmbeddedNulTracker::noteInitializer(const Decl *D, const Expr *Init) {
  const Expr *E = Init->IgnoreImplicit();
  // Before C++17 `std::string s = std::string(n, c);` copies a temporary.
  if (const auto *Copy = dyn_cast<CXXConstructExpr>(E))
    if (Copy->isElidable() && Copy->getNumArgs() == 1)
      E = Copy->getArg(0)->IgnoreImplicit();
  if (const auto *Cast = dyn_cast<CXXFunctionalCastExpr>(E))
    E = Cast->getSubExpr()->IgnoreImplicit();
  const auto *Construct = dyn_cast<CXXConstructExpr>(E);
  if (!Construct)
    return;
  llvm::SmallVector<const Expr *, 4> Args(Construct->arguments());
  if (mayInsertNul(Construct->getConstructor(), Args))
    Written.insert(D->getCanonicalDecl());
}

void EmbeddedNulTracker::noteWritten(const Expr *E) {
  if (const Decl *Root = rootOf(E))
    Written.insert(Root);
}

void EmbeddedNulTracker::noteAlias(const Decl *Alias, const Expr *Init) {
  if (const Decl *Root = rootOf(Init))
    Aliases.unionSets(Alias->getCanonicalDecl(), Root);
}

void EmbeddedNulTracker::finish() {
  for (const auto &[Call, Root] : HandOuts)
    if (!ReadOnly.contains(Call))
      Written.insert(Root);
  // One written member of a set of aliases writes them all.
  // findLeader(value) walks a whole class in LLVM 19 and 22 alike (22 dropped
  // findValue); it is member_end() for a value in no class.
  llvm::SmallVector<const Decl *, 8> Leaders;
  for (const Decl *D : Written)
    if (auto It = Aliases.findLeader(D); It != Aliases.member_end())
      Leaders.push_back(*It);
  for (const Decl *Leader : Leaders)
    for (auto It = Aliases.findLeader(Leader); It != Aliases.member_end(); ++It)
      Written.insert(*It);
}

bool EmbeddedNulTracker::mayHoldNul(const Decl *Root) const {
  return Root && Written.contains(Root);
}

void EmbeddedNulTracker::clear() {
  HandOuts.clear();
  ReadOnly.clear();
  Written.clear();
  SameObjectScans.clear();
  Aliases = llvm::EquivalenceClasses<const Decl *>();
}

} // namespace clang::tidy::strcost::utils
