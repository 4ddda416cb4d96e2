//===--- StableSource.cpp - strcost ----------------------------------------===//

#include "StableSource.h"
#include "AliasingWrites.h"
#include "SourceUtils.h"
#include "StringUseClassifier.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

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

} // namespace

bool onlyReadAsValue(const Stmt *Body, const VarDecl *Var) {
  ValueReads Counter(Var);
  Counter.TraverseStmt(const_cast<Stmt *>(Body));
  return Counter.Mentions == Counter.Reads;
}

std::string whySourceMayChange(const FunctionDecl *FD, const VarDecl *Source,
                               const VarDecl *User, ASTContext &Ctx) {
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
    return aliasingWriteWhileUsed(FD, Source, User, Ctx);
  return "";
}

} // namespace clang::tidy::strcost::utils
