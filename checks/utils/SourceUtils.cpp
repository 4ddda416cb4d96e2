//===--- SourceUtils.cpp - strcost -----------------------------------------===//

#include "SourceUtils.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace clang::tidy::strcost::utils {

CharSourceRange fileRange(const Expr *E, const ASTContext &Ctx) {
  SourceRange R = E->getSourceRange();
  if (R.isInvalid() || R.getBegin().isMacroID() || R.getEnd().isMacroID())
    return {};
  return Lexer::makeFileCharRange(CharSourceRange::getTokenRange(R),
                                  Ctx.getSourceManager(), Ctx.getLangOpts());
}

std::optional<llvm::StringRef> spelledText(const Expr *E,
                                           const ASTContext &Ctx) {
  CharSourceRange R = fileRange(E, Ctx);
  if (R.isInvalid())
    return std::nullopt;
  bool Invalid = false;
  llvm::StringRef Text = Lexer::getSourceText(R, Ctx.getSourceManager(),
                                              Ctx.getLangOpts(), &Invalid);
  if (Invalid || Text.empty())
    return std::nullopt;
  return Text;
}

static bool isLibraryDereference(const CXXOperatorCallExpr *Op) {
  if (Op->getNumArgs() != 1 ||
      (Op->getOperator() != OO_Star && Op->getOperator() != OO_Arrow))
    return false;
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Op->getDirectCallee());
  if (!Method)
    return false;
  const CXXRecordDecl *RD = Method->getParent();
  if (RD->isInStdNamespace())
    return true;
  // libstdc++ keeps vector's and string's iterator in __gnu_cxx.
  const auto *NS = dyn_cast<NamespaceDecl>(RD->getEnclosingNamespaceContext());
  return NS && NS->getIdentifier() && NS->getName() == "__gnu_cxx" &&
         isa<TranslationUnitDecl>(NS->getParent());
}

static bool isRepeatable(const Expr *E, bool ThroughLibraryOperators) {
  E = E->IgnoreParenImpCasts();
  if (isa<DeclRefExpr, CXXThisExpr>(E))
    return true;
  if (const auto *M = dyn_cast<MemberExpr>(E))
    return isRepeatable(M->getBase(), ThroughLibraryOperators);
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return U->getOpcode() == UO_Deref &&
           isRepeatable(U->getSubExpr(), ThroughLibraryOperators);
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E))
    return ThroughLibraryOperators && isLibraryDereference(Op) &&
           isRepeatable(Op->getArg(0), ThroughLibraryOperators);
  return false;
}

std::string indentationAt(SourceLocation Loc, const SourceManager &SM) {
  std::pair<FileID, unsigned> Pos = SM.getDecomposedLoc(Loc);
  StringRef Before = SM.getBufferData(Pos.first).take_front(Pos.second);
  StringRef Line = Before.substr(Before.rfind('\n') + 1);
  if (Line.find_first_not_of(" \t") != StringRef::npos)
    return " ";
  return Line.str();
}

bool refersTo(const Expr *E, const VarDecl *V) {
  const auto *Ref = E ? dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()) : nullptr;
  return Ref && Ref->getDecl() == V;
}

bool isRepeatableObject(const Expr *E) { return isRepeatable(E, false); }

bool isRepeatableThroughLibraryOperators(const Expr *E) {
  return isRepeatable(E, true);
}

bool isCopyOrMove(const NamedDecl *D) {
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(D))
    return Ctor->isCopyOrMoveConstructor();
  if (const auto *M = dyn_cast<CXXMethodDecl>(D))
    return M->isCopyAssignmentOperator() || M->isMoveAssignmentOperator();
  return false;
}

bool isOverloaded(const FunctionDecl *FD) {
  if (!FD)
    return false;
  const DeclContext *DC = FD->getDeclContext()->getRedeclContext();
  llvm::SmallPtrSet<const Decl *, 4> Distinct;
  for (const NamedDecl *D : DC->lookup(FD->getDeclName())) {
    D = D->getUnderlyingDecl();
    if (const auto *T = dyn_cast<FunctionTemplateDecl>(D))
      D = T->getTemplatedDecl();
    if (!isa<FunctionDecl>(D) || isCopyOrMove(D))
      continue;
    Distinct.insert(D->getCanonicalDecl());
  }
  return Distinct.size() > 1;
}

std::string nameWithoutInlineNamespaces(const NamedDecl *D) {
  std::string Name = D->getNameAsString();
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent()) {
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC)) {
      if (NS->isInline())
        continue;
      Name = NS->getNameAsString() + "::" + Name;
    } else if (const auto *R = dyn_cast<RecordDecl>(DC)) {
      Name = R->getNameAsString() + "::" + Name;
    }
  }
  return Name;
}

bool isStdClass(const CXXRecordDecl *RD, StringRef Name) {
  // isInStdNamespace looks through inline namespaces only, so a nested
  // class or std::experimental's namesake does not count.
  return RD && RD->getIdentifier() && RD->getName() == Name &&
         RD->isInStdNamespace();
}

const ClassTemplateSpecializationDecl *stdBasicString(QualType T) {
  if (T.isNull())
    return nullptr;
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T.getNonReferenceType().getCanonicalType()->getAsCXXRecordDecl());
  // isInStdNamespace looks through std::__cxx11 and std::__1.
  return Spec && Spec->isInStdNamespace() &&
                 Spec->getSpecializedTemplate()->getName() == "basic_string"
             ? Spec
             : nullptr;
}

} // namespace clang::tidy::strcost::utils

namespace clang::tidy::strcost::utils {

bool stdDeclares(const ASTContext &Ctx, StringRef Name,
                 llvm::function_ref<bool(const NamedDecl *)> Accept) {
  IdentifierInfo *Id = &Ctx.Idents.get(Name);
  auto AnyIn = [&](const NamespaceDecl *NS) {
    return llvm::any_of(NS->lookup(Id), Accept);
  };
  for (const Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
    const auto *NS = dyn_cast<NamespaceDecl>(D);
    if (!NS || NS->getName() != "std")
      continue;
    if (AnyIn(NS))
      return true;
    // libc++ declares everything in the inline namespace std::__1.
    for (const Decl *Inner : NS->decls())
      if (const auto *INS = dyn_cast<NamespaceDecl>(Inner); INS && INS->isInline() && AnyIn(INS))
        return true;
  }
  return false;
}

} // namespace clang::tidy::strcost::utils
