//===--- Instantiation.cpp - strcost --------------------------------------===//

#include "Instantiation.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/SmallVector.h"

namespace clang::tidy::strcost::utils {

static bool isInstantiation(const Decl *D) {
  if (const auto *FD = dyn_cast<FunctionDecl>(D))
    return FD->isTemplateInstantiation();
  if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(D))
    return Spec->getSpecializationKind() != TSK_ExplicitSpecialization &&
           Spec->getSpecializationKind() != TSK_Undeclared;
  if (const auto *RD = dyn_cast<CXXRecordDecl>(D))
    return RD->getTemplateSpecializationKind() == TSK_ImplicitInstantiation ||
           RD->getTemplateSpecializationKind() == TSK_ExplicitInstantiationDefinition;
  return false;
}

bool isInstantiatedContext(const DeclContext *DC) {
  for (; DC; DC = DC->getParent())
    if (isInstantiation(Decl::castFromDeclContext(DC)))
      return true;
  return false;
}

/// The context the first local reference under \p S belongs to.
static const DeclContext *referencedBody(const Stmt &S) {
  llvm::SmallVector<const Stmt *, 16> Work{&S};
  // A bound on the search: the matched statements are small expressions.
  for (unsigned Seen = 0; !Work.empty() && Seen < 64; ++Seen) {
    const Stmt *Cur = Work.pop_back_val();
    if (!Cur)
      continue;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Cur))
      if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
        if (Var->isLocalVarDeclOrParm())
          return Var->getDeclContext();
    if (const auto *This = dyn_cast<CXXThisExpr>(Cur))
      if (const CXXRecordDecl *RD = This->getType()->getPointeeCXXRecordDecl())
        return RD;
    // Named: `reverse(to_vector(...))` in the loop header would iterate a
    // vector destroyed before the first iteration (a range-for extends only
    // the outer temporary), which crashed on blocks with many statements.
    llvm::SmallVector<const Stmt *, 8> Children(Cur->child_begin(), Cur->child_end());
    Work.append(Children.rbegin(), Children.rend());
  }
  return nullptr;
}

std::optional<bool> instantiationByReferences(const Stmt &S) {
  if (const DeclContext *DC = referencedBody(S))
    return isInstantiatedContext(DC);
  return std::nullopt;
}

} // namespace clang::tidy::strcost::utils
