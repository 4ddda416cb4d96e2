//===--- OverloadRivals.cpp - strcost --------------------------------------===//

#include "OverloadRivals.h"
#include "LlvmCompat.h"
#include "SourceUtils.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/STLExtras.h"

namespace clang::tidy::strcost::utils {

static bool isClassOrDerived(QualType T, const CXXRecordDecl *Class) {
  const auto *RD = T.getCanonicalType()->getAsCXXRecordDecl();
  if (!RD || !Class)
    return false;
  if (RD->getCanonicalDecl() == Class->getCanonicalDecl())
    return true;
  return RD->hasDefinition() && RD->isDerivedFrom(Class);
}

ArgumentKind classifyArgument(const Expr *Arg, const CXXRecordDecl *Class) {
  const Expr *E = Arg;
  while (E) {
    if (const auto *D = dyn_cast<CXXDefaultArgExpr>(E))
      E = D->getExpr();
    else if (const auto *C = dyn_cast<ExprWithCleanups>(E))
      E = C->getSubExpr();
    else if (const auto *B = dyn_cast<CXXBindTemporaryExpr>(E))
      E = B->getSubExpr();
    else if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E))
      E = M->getSubExpr();
    else if (const auto *P = dyn_cast<ParenExpr>(E))
      E = P->getSubExpr();
    else if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E)) {
      // A conversion the class or the argument defines: a user-defined
      // conversion sequence, whatever the argument was.
      if (Cast->getCastKind() == CK_UserDefinedConversion ||
          Cast->getCastKind() == CK_ConstructorConversion)
        return ArgumentKind::Converted;
      if (Cast->getCastKind() != CK_NoOp &&
          Cast->getCastKind() != CK_DerivedToBase &&
          Cast->getCastKind() != CK_UncheckedDerivedToBase)
        break;
      E = Cast->getSubExpr();
    } else if (const auto *Construct = dyn_cast<CXXConstructExpr>(E);
               Construct && !isa<CXXTemporaryObjectExpr>(Construct)) {
      // The copy or move into the parameter; any other constructor converts.
      if (!Construct->getConstructor()->isCopyOrMoveConstructor() ||
          Construct->getNumArgs() < 1 || Construct->isListInitialization())
        return ArgumentKind::Converted;
      E = Construct->getArg(0);
    } else
      break;
  }
  if (!E || !isClassOrDerived(E->getType(), Class))
    return ArgumentKind::Converted;
  if (!E->isLValue())
    return ArgumentKind::RValue;
  return E->getType().isConstQualified() ? ArgumentKind::ConstLValue
                                         : ArgumentKind::MutableLValue;
}

// --- Gathering candidates -------------------------------------------------------

static void addFunction(const NamedDecl *D, llvm::SmallVectorImpl<const FunctionDecl *> &Out) {
  D = D->getUnderlyingDecl();
  if (const auto *T = dyn_cast<FunctionTemplateDecl>(D))
    D = T->getTemplatedDecl();
  const auto *F = dyn_cast<FunctionDecl>(D);
  if (!F)
    return;
  F = F->getCanonicalDecl();
  if (!llvm::is_contained(Out, F))
    Out.push_back(F);
}

static void listNamespaces(const DeclContext *DC,
                           std::vector<const DeclContext *> &Out) {
  for (const Decl *D : DC->decls()) {
    if (const auto *NS = dyn_cast<NamespaceDecl>(D)) {
      const DeclContext *Primary = NS->getPrimaryContext();
      if (!llvm::is_contained(Out, Primary))
        Out.push_back(Primary);
      listNamespaces(NS, Out);
    } else if (isa<LinkageSpecDecl, ExportDecl>(D)) {
      listNamespaces(cast<DeclContext>(D), Out);
    }
  }
}

void OverloadRivals::addNamespaceMembers(DeclarationName Name, Result &Out) {
  // Ordinary lookup at any call site and ADL for any argument types reach at
  // most the functions of that name declared at namespace scope (hidden
  // friends included: the namespace's lookup table holds them).
  if (!NamespacesListed) {
    Namespaces.push_back(Ctx.getTranslationUnitDecl());
    listNamespaces(Ctx.getTranslationUnitDecl(), Namespaces);
    NamespacesListed = true;
  }
  for (const DeclContext *DC : Namespaces)
    for (const NamedDecl *D : DC->lookup(Name))
      addFunction(D, Out);
}

void OverloadRivals::addClassMembers(const CXXRecordDecl *RD, DeclarationName Name,
                                     Result &Out) {
  // Member lookup stops at the first class (from the naming class up) that
  // declares the name; using-declarations bring base members into it.
  for (int Depth = 0; RD && Depth < 32; ++Depth) {
    if (!RD->hasDefinition())
      return;
    RD = RD->getDefinition();
    auto Found = RD->lookup(Name);
    if (!Found.empty()) {
      for (const NamedDecl *D : Found)
        addFunction(D, Out);
      return;
    }
    if (RD->getNumBases() != 1) {
      for (const CXXBaseSpecifier &B : RD->bases())
        addClassMembers(B.getType()->getAsCXXRecordDecl(), Name, Out);
      return;
    }
    RD = RD->bases_begin()->getType()->getAsCXXRecordDecl();
  }
}

static bool isComparison(OverloadedOperatorKind Op) {
  return llvm::is_contained({OO_EqualEqual, OO_ExclaimEqual, OO_Less, OO_Greater,
                             OO_LessEqual, OO_GreaterEqual, OO_Spaceship},
                            Op);
}

void OverloadRivals::addNames(const FunctionDecl *FD, const CXXRecordDecl *NamingClass,
                              llvm::ArrayRef<const Expr *> Operands, Result &Out) {
  llvm::SmallVector<DeclarationName, 3> Names{FD->getDeclName()};
  OverloadedOperatorKind Op = FD->getOverloadedOperator();
  // C++20 rewrites `a != b` as `!(a == b)`, `a < b` as `(a <=> b) < 0`, and
  // tries both operand orders.
  if (Ctx.getLangOpts().CPlusPlus20 && isComparison(Op))
    for (OverloadedOperatorKind Extra : {OO_EqualEqual, OO_Spaceship})
      if (Extra != Op)
        Names.push_back(Ctx.DeclarationNames.getCXXOperatorName(Extra));
  for (DeclarationName Name : Names) {
    if (NamingClass)
      addClassMembers(NamingClass, Name, Out);
    if (isa<CXXConstructorDecl>(FD))
      continue;
    if (!isa<CXXMethodDecl>(FD) || Op != OO_None)
      addNamespaceMembers(Name, Out);
    // An operand's own class, before its conversion to the base that
    // declares the operator: lookup starts there.
    for (const Expr *Operand : Operands)
      if (const CXXRecordDecl *RD = Operand->IgnoreParenImpCasts()
                                        ->getType()
                                        .getNonReferenceType()
                                        ->getAsCXXRecordDecl())
        addClassMembers(RD, Name, Out);
  }
}

static bool takesArgumentCount(const FunctionDecl *F, unsigned N) {
  if (N < F->getMinRequiredArguments())
    return false;
  if (F->isVariadic() || N <= F->getNumParams())
    return true;
  return llvm::any_of(F->parameters(),
                      [](const ParmVarDecl *P) { return P->isParameterPack(); });
}

/// The functions of \p All but \p FD itself and the copy and move
/// constructors and assignments that \p Accepts accepts.
static llvm::SmallVector<const FunctionDecl *, 4>
othersThat(const FunctionDecl *FD, llvm::ArrayRef<const FunctionDecl *> All,
           llvm::function_ref<bool(const FunctionDecl *)> Accepts) {
  llvm::SmallVector<const FunctionDecl *, 4> Rivals;
  for (const FunctionDecl *F : All)
    if (F != FD->getCanonicalDecl() && !isCopyOrMove(F) && Accepts(F))
      Rivals.push_back(F);
  return Rivals;
}

llvm::SmallVector<const FunctionDecl *, 4>
OverloadRivals::atCall(const FunctionDecl *FD, const Expr *Call,
                       std::optional<unsigned> NumArgs) {
  Result All;
  unsigned N = 0;
  bool OperatorCall = false;
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(Call)) {
    N = Construct->getNumArgs();
    addNames(Construct->getConstructor(), Construct->getConstructor()->getParent(),
             {}, All);
  } else if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Call)) {
    N = Op->getNumArgs();
    OperatorCall = true;
    addNames(FD, nullptr, llvm::ArrayRef(Op->getArgs(), Op->getNumArgs()), All);
  } else if (const auto *Member = dyn_cast<CXXMemberCallExpr>(Call)) {
    N = Member->getNumArgs();
    // The naming class is the object's own, before its conversion to the
    // base that declares the function.
    QualType T = Member->getImplicitObjectArgument()->IgnoreParenImpCasts()->getType();
    if (T->isPointerType())
      T = T->getPointeeType();
    const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
    addNames(FD, RD ? RD : cast<CXXMethodDecl>(FD)->getParent(), {}, All);
  } else if (const auto *CE = dyn_cast<CallExpr>(Call)) {
    N = CE->getNumArgs();
    const auto *M = dyn_cast<CXXMethodDecl>(FD);
    addNames(FD, M ? M->getParent() : nullptr, {}, All);
  }
  if (NumArgs)
    N = *NumArgs;
  return othersThat(FD, All, [&](const FunctionDecl *F) {
    unsigned Taken = N;
    if (OperatorCall && isa<CXXMethodDecl>(F) && !cast<CXXMethodDecl>(F)->isStatic())
      Taken = N > 0 ? N - 1 : 0; // the object operand is no parameter
    return takesArgumentCount(F, Taken);
  });
}

llvm::SmallVector<const FunctionDecl *, 4>
OverloadRivals::inScope(const FunctionDecl *FD) {
  Result All;
  const auto *M = dyn_cast<CXXMethodDecl>(FD);
  addNames(FD, M ? M->getParent() : nullptr, {}, All);
  return othersThat(FD, All, [&](const FunctionDecl *F) {
    // Calls elsewhere pass as many arguments as FD takes.
    for (unsigned N = FD->getMinRequiredArguments(); N <= FD->getNumParams(); ++N)
      if (takesArgumentCount(F, N))
        return true;
    return false;
  });
}

// --- Comparing the bindings --------------------------------------------------------

/// True when a parameter of type \p P binds an argument of kind \p Kind
/// better than `const Class &` would, or ties where by value it lost the
/// tie-break (a reference binding beats a less cv-qualified or lvalue one
/// only against another reference binding).
static bool bindsBetter(QualType P, ArgumentKind Kind, const CXXRecordDecl *Class) {
  if (const auto *Pack = P->getAs<PackExpansionType>())
    P = Pack->getPattern();
  if (!P->isReferenceType())
    return false;
  QualType U = P.getNonReferenceType();
  bool Dependent = U->isDependentType();
  bool Same = !Dependent && isClassOrDerived(U, Class);
  bool Const = U.isConstQualified();
  switch (Kind) {
  case ArgumentKind::ConstLValue:
    return false; // `T &`, `T &&` and `const T &` all deduce `const Class &`
  case ArgumentKind::MutableLValue:
    if (P->isRValueReferenceType()) // only a forwarding reference takes it
      return !U.hasQualifiers() && U->getAs<TemplateTypeParmType>();
    return !Const && (Dependent || Same);
  case ArgumentKind::RValue:
    return P->isRValueReferenceType() && (Dependent || Same);
  case ArgumentKind::Converted:
    // The same converting constructor, then `&&` (or a conversion function's
    // lvalue) binding better than `const &`.
    return Same && !(P->isLValueReferenceType() && Const);
  }
  return true;
}

/// True when a class of type \p A (or derived from it) can never deduce the
/// template arguments of \p P (`const basic_string<C, T, A> &` against a
/// class that is no basic_string): the rival is not viable.
static bool cannotDeduce(QualType P, QualType A) {
  if (const auto *Pack = P->getAs<PackExpansionType>())
    P = Pack->getPattern();
  P = P.getNonReferenceType();
  const auto *RD = A.getNonReferenceType().getCanonicalType()->getAsCXXRecordDecl();
  // Deduction converts nothing: a class argument never matches `C *`.
  if (RD && P->isDependentType() &&
      (P->isPointerType() || P->isArrayType() || P->isMemberPointerType()))
    return true;
  const auto *TST = P->getAs<TemplateSpecializationType>();
  if (!TST || !P->isDependentType() || !RD || !RD->hasDefinition())
    return false;
  const auto *TD = dyn_cast_or_null<ClassTemplateDecl>(
      TST->getTemplateName().getAsTemplateDecl());
  if (!TD)
    return false;
  auto Matches = [&](const CXXRecordDecl *C) {
    const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(C);
    return Spec && Spec->getSpecializedTemplate()->getCanonicalDecl() ==
                       TD->getCanonicalDecl();
  };
  if (Matches(RD))
    return false;
  bool BaseMatches = false;
  RD->forallBases([&](const CXXRecordDecl *Base) {
    BaseMatches |= Matches(Base);
    return true;
  });
  return !BaseMatches;
}

/// The parameter of \p F that argument (operand) \p Arg binds to, or null.
static const ParmVarDecl *parameterAt(const FunctionDecl *F, unsigned Arg,
                                      bool OperatorCall) {
  if (OperatorCall && isa<CXXMethodDecl>(F) && !cast<CXXMethodDecl>(F)->isStatic()) {
    if (Arg == 0)
      return nullptr; // the object
    --Arg;
  }
  for (unsigned I = 0; I < F->getNumParams(); ++I)
    if (I == Arg || (F->getParamDecl(I)->isParameterPack() && I < Arg))
      return F->getParamDecl(I);
  return nullptr;
}

bool mayWinOverReference(const FunctionDecl *Rival, const FunctionDecl *FD,
                         unsigned Index, ArgumentKind Kind,
                         llvm::ArrayRef<QualType> ArgTypes, bool OperatorCall) {
  const CXXRecordDecl *Class =
      FD->getParamDecl(Index)->getType().getCanonicalType()->getAsCXXRecordDecl();
  unsigned Arg = Index;
  if (OperatorCall && isa<CXXMethodDecl>(FD) && !cast<CXXMethodDecl>(FD)->isStatic())
    ++Arg;
  llvm::SmallVector<unsigned, 2> Positions{Arg};
  // A C++20 comparison may be tried with its operands reversed.
  if (OperatorCall && ArgTypes.size() == 2 &&
      isComparison(FD->getOverloadedOperator()))
    Positions.push_back(1 - Arg);
  // Partial ordering of two templates compares reference parameters by their
  // kind and qualifiers, too.
  bool BothTemplates = FD->getDescribedFunctionTemplate() &&
                       Rival->getDescribedFunctionTemplate();
  for (unsigned At : Positions) {
    const ParmVarDecl *P = parameterAt(Rival, At, OperatorCall);
    if (!P)
      continue;
    // Another operand no template argument of the rival could match.
    bool Viable = true;
    for (unsigned Other = 0; Other < ArgTypes.size() && Viable; ++Other)
      if (Other != Arg)
        if (const ParmVarDecl *Q = parameterAt(Rival, At == Arg ? Other : Arg,
                                               OperatorCall))
          Viable = !cannotDeduce(Q->getType(), ArgTypes[Other]);
    if (Viable && (bindsBetter(P->getType(), Kind, Class) ||
                   (BothTemplates && P->getType()->isReferenceType())))
      return true;
  }
  return false;
}

// --- A changed argument ------------------------------------------------------------

/// True when \p RD (or a base) declares a conversion function to a type that
/// is no class: std::basic_string and std::basic_string_view declare none, a
/// class derived from them may (`operator const char *()`).
static bool convertsToScalar(const CXXRecordDecl *RD) {
  if (!RD || !RD->hasDefinition())
    return true;
  for (const NamedDecl *D : RD->getDefinition()->getVisibleConversionFunctions()) {
    D = D->getUnderlyingDecl();
    if (const auto *T = dyn_cast<FunctionTemplateDecl>(D))
      D = T->getTemplatedDecl();
    const auto *Conv = dyn_cast<CXXConversionDecl>(D);
    if (!Conv || !Conv->getConversionType().getNonReferenceType()->isRecordType())
      return true;
  }
  return false;
}

/// True when a parameter of (non-dependent) type \p T cannot be initialised by
/// the replacement \p New of class \p NewClass: a scalar the class does not
/// convert to (nor does a two-element list), or a reference the replacement
/// cannot bind.
static bool cannotTake(QualType T, Replacement New, const CXXRecordDecl *NewClass) {
  QualType U = T.getNonReferenceType();
  if (!U->isRecordType())
    return New == Replacement::BracedList || !convertsToScalar(NewClass);
  const auto *RD = U->getAsCXXRecordDecl();
  bool SameClass = NewClass && RD && isClassOrDerived(recordTypeOf(NewClass->getASTContext(), NewClass), RD);
  if (T->isLValueReferenceType() && !U.isConstQualified())
    return New != Replacement::MutableLValue || !SameClass;
  // An lvalue binds to `X &&` only through a temporary X, which a class the
  // object is (or derives from) does not make.
  if (T->isRValueReferenceType() && SameClass)
    return New == Replacement::ConstLValue || New == Replacement::MutableLValue;
  return false;
}

/// True when \p F is a member function (or member template) declared in
/// \p Class itself.
static bool isMemberOf(const FunctionDecl *F, const CXXRecordDecl *Class) {
  const auto *M = dyn_cast<CXXMethodDecl>(F);
  return M && Class &&
         M->getParent()->getCanonicalDecl() == Class->getCanonicalDecl();
}

/// True when \p F is declared in a namespace nested in std that is not
/// inline (`std::ranges::__detail`): ordinary lookup from user code does not
/// reach it, nor does ADL for a std::basic_string or a class derived from one
/// (whose associated namespaces are std itself and the derived class's).
static bool inNestedStdNamespace(const FunctionDecl *F) {
  if (isa<CXXMethodDecl>(F))
    return false;
  for (const DeclContext *DC = F->getDeclContext(); DC; DC = DC->getParent()) {
    const auto *NS = dyn_cast<NamespaceDecl>(DC);
    if (!NS || NS->isInline())
      continue;
    if (NS->isStdNamespace())
      return false;
    for (const DeclContext *Up = NS->getParent(); Up; Up = Up->getParent())
      if (Up->isStdNamespace())
        return true;
    return false;
  }
  return false;
}

/// True when no object of class \p From initialises a parameter of class
/// type \p T: T is neither From nor one of its bases, no constructor of T
/// other than copy and move could take one argument implicitly, and From
/// converts to no class that is T or derives from it. (A user's
/// `operator==(const Point &, const Point &)` does not take a std::string.)
static bool unrelatedClass(QualType T, const CXXRecordDecl *From) {
  const CXXRecordDecl *To = T.getNonReferenceType()->getAsCXXRecordDecl();
  if (!To || !From || !To->hasDefinition() || !From->hasDefinition())
    return false;
  To = To->getDefinition();
  if (isClassOrDerived(recordTypeOf(From->getASTContext(), From), To))
    return false;
  for (const Decl *D : To->decls()) {
    if (isa<ConstructorUsingShadowDecl, UsingDecl>(D))
      return false; // inherited constructors: not looked into
    if (const auto *Template = dyn_cast<FunctionTemplateDecl>(D))
      D = Template->getTemplatedDecl();
    const auto *Ctor = dyn_cast<CXXConstructorDecl>(D);
    if (Ctor && !Ctor->isExplicit() && !Ctor->isCopyOrMoveConstructor() &&
        Ctor->getMinRequiredArguments() <= 1 &&
        (Ctor->getNumParams() >= 1 || Ctor->isVariadic()))
      return false;
  }
  for (const NamedDecl *D : From->getDefinition()->getVisibleConversionFunctions()) {
    const auto *Conv = dyn_cast<CXXConversionDecl>(D->getUnderlyingDecl());
    if (!Conv)
      return false; // a conversion template
    QualType R = Conv->getConversionType().getNonReferenceType();
    if (R->isDependentType())
      return false;
    if (R->isRecordType() && isClassOrDerived(R, To))
      return false;
  }
  return true;
}

/// True when \p F is the standard library's: declared in a system header, in
/// namespace std or in a namespace reserved to the implementation
/// (`__gnu_cxx`, whose iterator operators ADL reaches through std's templates).
static bool isStandardLibrary(const FunctionDecl *F) {
  const SourceManager &SM = F->getASTContext().getSourceManager();
  if (!SM.isInSystemHeader(SM.getExpansionLoc(F->getLocation())))
    return false;
  const NamespaceDecl *Outermost = nullptr;
  for (const DeclContext *DC = F->getDeclContext(); DC; DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
      Outermost = NS;
  return Outermost && (Outermost->isStdNamespace() ||
                       (Outermost->getIdentifier() &&
                        Outermost->getName().starts_with("__")));
}

const FunctionDecl *rivalForChangedArgument(OverloadRivals &Rivals,
                                            const FunctionDecl *FD,
                                            const Expr *Call, unsigned Index,
                                            Replacement New,
                                            const CXXRecordDecl *NewClass,
                                            const CXXRecordDecl *Ranked,
                                            bool StdRanked) {
  bool OperatorCall = isa<CXXOperatorCallExpr>(Call);
  const ParmVarDecl *Own = parameterAt(FD, Index, OperatorCall);
  if (!Own)
    return nullptr; // the argument meets an ellipsis: nothing to compare
  const FunctionDecl *Pattern = FD->getPrimaryTemplate()
                                    ? FD->getPrimaryTemplate()->getTemplatedDecl()
                                    : nullptr;
  QualType OwnType = Own->getType().getCanonicalType();
  for (const FunctionDecl *Rival : Rivals.atCall(FD, Call)) {
    if (Pattern && Rival == Pattern->getCanonicalDecl())
      continue; // FD is a specialisation of this template
    if (Ranked && (isMemberOf(Rival, Ranked) || inNestedStdNamespace(Rival)))
      continue;
    if (StdRanked && isStandardLibrary(Rival))
      continue;
    const ParmVarDecl *P = parameterAt(Rival, Index, OperatorCall);
    if (!P || P->isParameterPack() || P->getType()->isDependentType())
      return Rival;
    if (P->getType().getCanonicalType() == OwnType)
      continue;
    if (cannotTake(P->getType(), New, NewClass))
      continue;
    if (StdRanked && New != Replacement::BracedList &&
        unrelatedClass(P->getType(), NewClass))
      continue;
    return Rival;
  }
  return nullptr;
}

const FunctionDecl *rivalForAddedArguments(OverloadRivals &Rivals,
                                           const FunctionDecl *FD,
                                           const Expr *Call, unsigned NumArgs,
                                           const CXXRecordDecl *Ranked) {
  for (const FunctionDecl *Rival : Rivals.atCall(FD, Call, NumArgs))
    if (!isMemberOf(Rival, Ranked))
      return Rival;
  return nullptr;
}

std::string signatureOf(const FunctionDecl *F, const PrintingPolicy &Policy) {
  std::string Out = F->getQualifiedNameAsString() + "(";
  for (const ParmVarDecl *P : F->parameters()) {
    if (P->getFunctionScopeIndex() > 0)
      Out += ", ";
    Out += P->getType().getAsString(Policy);
  }
  if (F->isVariadic())
    Out += F->getNumParams() ? ", ..." : "...";
  Out += ")";
  if (const auto *M = dyn_cast<CXXMethodDecl>(F); M && M->isConst())
    Out += " const";
  return Out;
}

} // namespace clang::tidy::strcost::utils
