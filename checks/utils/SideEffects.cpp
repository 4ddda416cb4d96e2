//===--- SideEffects.cpp - strcost ------------------------------------------===//

#include "SideEffects.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/STLExtras.h"

namespace clang::tidy::strcost::utils {

bool isInStd(const Decl *D) {
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent())
    if (DC->isStdNamespace())
      return true;
  return false;
}

bool isStdMutator(const FunctionDecl *FD) {
  if (FD->isOverloadedOperator()) {
    switch (FD->getOverloadedOperator()) {
    case OO_Equal: case OO_PlusEqual: case OO_MinusEqual: case OO_PlusPlus:
    case OO_MinusMinus: case OO_LessLess: case OO_GreaterGreater:
    case OO_LessLessEqual: case OO_GreaterGreaterEqual: case OO_PipeEqual:
    case OO_AmpEqual: case OO_StarEqual: case OO_SlashEqual:
      return true;
    default:
      return false;
    }
  }
  if (!FD->getIdentifier())
    return false;
  return llvm::is_contained(
      std::initializer_list<StringRef>{
          "append", "assign", "insert", "insert_or_assign", "erase", "push_back",
          "pop_back", "push_front", "pop_front", "push", "pop", "emplace",
          "emplace_back", "emplace_front", "emplace_hint", "try_emplace",
          "clear", "resize", "swap", "replace", "extract", "merge", "release",
          "reset", "exchange", "getline", "get", "put", "read", "write",
          "ignore", "rand", "generate", "shuffle", "sort", "next_permutation"},
      FD->getName());
}

/// An element accessor, which a container does not change (a map's
/// operator[] inserts: not one).
static bool isAccessor(const CXXMethodDecl *Method) {
  const CXXRecordDecl *RD = Method->getParent();
  if (!RD->getIdentifier() || RD->getName().contains("map"))
    return false;
  if (Method->getOverloadedOperator() != OO_None)
    return llvm::is_contained({OO_Subscript, OO_Star, OO_Arrow},
                              Method->getOverloadedOperator());
  return Method->getIdentifier() &&
         llvm::is_contained({"at", "front", "back", "data", "begin", "end"},
                            Method->getName());
}

/// An argument the callee may move from without anyone seeing it: a
/// temporary (`(a + b) + c` reuses the buffer of `a + b`).
static bool isTemporary(const Expr *Arg) {
  return Arg && isa<MaterializeTemporaryExpr>(Arg->IgnoreParens());
}

bool isReadingLibraryCall(const FunctionDecl *FD,
                          llvm::ArrayRef<const Expr *> Args) {
  if (!FD || !isInStd(FD) || isStdMutator(FD))
    return false;
  if (const auto *Method = dyn_cast<CXXMethodDecl>(FD))
    if (!Method->isStatic() && !Method->isConst() && !isAccessor(Method))
      return false;
  for (unsigned I = 0; I < FD->getNumParams(); ++I) {
    QualType T = FD->getParamDecl(I)->getType();
    if ((T->isReferenceType() || T->isPointerType()) &&
        !T->getPointeeType().isConstQualified() &&
        !(T->isRValueReferenceType() && I < Args.size() &&
          isTemporary(Args[I])))
      return false;
  }
  return true;
}

/// The arguments of \p Call that initialise the callee's parameters (not the
/// object of a member operator).
static llvm::ArrayRef<const Expr *> parameterArguments(const CallExpr *Call) {
  llvm::ArrayRef<const Expr *> Args(Call->getArgs(), Call->getNumArgs());
  if (isa<CXXOperatorCallExpr>(Call) &&
      isa_and_nonnull<CXXMethodDecl>(Call->getDirectCallee()) && !Args.empty())
    return Args.drop_front();
  return Args;
}

/// Whether \p S itself (not its children) may have an effect.
static bool nodeMayHaveSideEffects(const Stmt *S) {
  if (isa<LambdaExpr, StmtExpr, CXXNewExpr, CXXDeleteExpr, CXXThrowExpr,
          BlockExpr, CoroutineSuspendExpr, DependentCoawaitExpr, VAArgExpr,
          AtomicExpr>(S))
    return true;
  if (const auto *Call = dyn_cast<CallExpr>(S))
    return !isReadingLibraryCall(Call->getDirectCallee(),
                                 parameterArguments(Call));
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(S)) {
    const CXXConstructorDecl *Ctor = Construct->getConstructor();
    return !Ctor->isTrivial() && !isInStd(Ctor);
  }
  // Built-in assignments (compound ones too) and increments.
  if (const auto *Un = dyn_cast<UnaryOperator>(S))
    return Un->isIncrementDecrementOp();
  if (const auto *Bin = dyn_cast<BinaryOperator>(S))
    return Bin->isAssignmentOp();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
    return Ref->getType().isVolatileQualified();
  return false;
}

/// The lambda of `[&] { ... }()`, which runs there, once: its effects are
/// those of its captures' initialisers and its body.
static const LambdaExpr *immediatelyInvoked(const Stmt *S) {
  const auto *Op = dyn_cast<CXXOperatorCallExpr>(S);
  if (!Op || Op->getOperator() != OO_Call || Op->getNumArgs() == 0)
    return nullptr;
  return dyn_cast<LambdaExpr>(
      Op->getArg(0)->IgnoreImplicit()->IgnoreParens()->IgnoreImplicit());
}

bool mayHaveSideEffects(const Stmt *S) {
  if (!S)
    return false;
  if (const LambdaExpr *Lambda = immediatelyInvoked(S)) {
    const auto *Op = cast<CXXOperatorCallExpr>(S);
    return llvm::any_of(Lambda->capture_inits(), mayHaveSideEffects) ||
           llvm::any_of(llvm::drop_begin(Op->arguments()), mayHaveSideEffects) ||
           mayHaveSideEffects(Lambda->getBody());
  }
  if (nodeMayHaveSideEffects(S))
    return true;
  for (const Stmt *Child : S->children())
    if (mayHaveSideEffects(Child))
      return true;
  return false;
}

} // namespace clang::tidy::strcost::utils
