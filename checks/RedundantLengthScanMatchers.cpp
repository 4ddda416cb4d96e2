//===--- RedundantLengthScanMatchers.cpp - strcost -------------------------===//

#include "RedundantLengthScanMatchers.h"
#include "utils/Matchers.h"
#include "clang/AST/DeclTemplate.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost {

const Expr *stripArgumentWrappers(const Expr *E) {
  while (E) {
    const Expr *Next = E->IgnoreImplicit()->IgnoreParens();
    if (const auto *Copy = dyn_cast<CXXConstructExpr>(Next))
      if (Copy->getNumArgs() == 1 &&
          Copy->getConstructor()->isCopyOrMoveConstructor())
        Next = Copy->getArg(0);
    if (Next == E)
      return E;
    E = Next;
  }
  return nullptr;
}

/// A pointer to a character type, through sugar (`const char * _Nonnull`).
static bool isCharacterPointer(QualType T) {
  const auto *P = dyn_cast<PointerType>(T.getCanonicalType().getTypePtr());
  return P && P->getPointeeType()->isAnyCharacterType();
}

/// A std::basic_string, by value or by reference.
static bool isStdStringParameter(QualType T) {
  const CXXRecordDecl *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
  return RD && RD->isInStdNamespace() && RD->getIdentifier() &&
         RD->getName() == "basic_string";
}

static bool isScanningOperator(OverloadedOperatorKind Op) {
  switch (Op) {
  case OO_EqualEqual:
  case OO_ExclaimEqual:
  case OO_Less:
  case OO_LessEqual:
  case OO_Greater:
  case OO_GreaterEqual:
  case OO_Spaceship:
  case OO_Plus:
    return true;
  default:
    return false;
  }
}

std::optional<unsigned> scanConsumerArgument(const FunctionDecl *FD) {
  unsigned N = FD->getNumParams();
  std::optional<unsigned> Index;
  if (isa<CXXMethodDecl>(FD)) {
    if (!FD->getIdentifier())
      return std::nullopt;
    // The position of the pointer in the forms without a count.
    Index = llvm::StringSwitch<std::optional<unsigned>>(FD->getName())
                .Case("compare", N == 1 ? 0u : N == 3 ? std::optional(2u) : std::nullopt)
                .Cases("find", "rfind", "find_first_of", "find_last_of",
                       "find_first_not_of", "find_last_not_of",
                       N == 2 ? std::optional(0u) : std::nullopt)
                .Case("insert", N == 2 ? std::optional(1u) : std::nullopt)
                .Case("replace", N == 3 ? std::optional(2u) : std::nullopt)
                .Cases("starts_with", "ends_with", "contains",
                       N == 1 ? std::optional(0u) : std::nullopt)
                .Default(std::nullopt);
  } else if (N == 2 && isScanningOperator(FD->getOverloadedOperator())) {
    // A std operator between a string and a pointer.
    for (unsigned I = 0; I < 2; ++I)
      if (isCharacterPointer(FD->getParamDecl(I)->getType()) &&
          isStdStringParameter(FD->getParamDecl(1 - I)->getType()))
        Index = I;
  }
  if (!Index || !isCharacterPointer(FD->getParamDecl(*Index)->getType()))
    return std::nullopt;
  return Index;
}

namespace {
using Matchers = RedundantLengthScanMatchers;

AST_MATCHER_P(CallExpr, redundantLengthScanCall, Matchers *, M) {
  return M->matchCall(Node, Finder, Builder);
}
AST_MATCHER_P(CXXConstructExpr, redundantLengthScanConstruct, Matchers *, M) {
  return M->matchConstruct(Node, Finder, Builder);
}
AST_MATCHER_P(CastExpr, redundantLengthScanCast, Matchers *, M) {
  return M->matchCast(Node, Finder, Builder);
}
AST_MATCHER_P(MaterializeTemporaryExpr, redundantLengthScanTemporary, Matchers *,
              M) {
  return M->matchTemporary(Node, Finder, Builder);
}
AST_MATCHER_P(VarDecl, redundantLengthScanVar, Matchers *, M) {
  return M->matchVar(Node, Finder, Builder);
}
AST_MATCHER_P(CXXCtorInitializer, redundantLengthScanFieldInit, Matchers *, M) {
  return M->matchFieldInit(Node, Finder, Builder);
}
AST_MATCHER_P(Expr, hasStringLikeValueType, Matchers *, M) {
  return M->isStringValue(Node.getType(), Finder);
}
// Records the fact itself: no result.
AST_MATCHER_P(Expr, notesDependentWrite, Matchers *, M) {
  M->noteDependent(&Node);
  return false;
}

template <typename T> DynTypedNode node(const T *N) {
  return DynTypedNode::create(*N);
}
} // namespace

using utils::MatchSet;

void RedundantLengthScanFacts::clear() {
  RvalueBound.clear();
  ElidedCopies.clear();
  CastOf.clear();
  CalleeOf.clear();
  Buffers.clear();
}

RedundantLengthScanMatchers::RedundantLengthScanMatchers(
    const utils::StringLikeClasses &Classes, RedundantLengthScanFacts &Facts)
    : Classes(Classes), Facts(Facts), StringLikeRecord(anything()), AccessorDecl(anything()),
      AssignPointerDecl(anything()), AssignMemberDecl(anything()),
      StrlenDecl(anything()), ScanConstructorDecl(anything()),
      ConsumerMemberDecl(anything()) {
  std::vector<std::string> Names = Classes.classNames();
  StringLikeRecord = cxxRecordDecl(
      isSameOrDerivedFrom(hasAnyName(std::vector<StringRef>(Names.begin(), Names.end()))));
  std::vector<std::string> Accessors = Classes.pointerAccessorNames();
  for (const std::string &A : Accessors)
    AccessorNames.insert(A);
  AccessorDecl = cxxMethodDecl(
      hasAnyName(std::vector<StringRef>(Accessors.begin(), Accessors.end())),
      parameterCountIs(0));
  auto StdString = hasName("::std::basic_string");
  // Through sugar: libc++ 22 declares `const char * _Nonnull` parameters.
  auto TakesPointerFirst =
      hasParameter(0, hasType(hasCanonicalType(pointerType())));
  AssignPointerDecl = cxxMethodDecl(TakesPointerFirst, ofClass(StdString));
  AssignMemberDecl =
      cxxMethodDecl(hasAnyName("assign", "append"), parameterCountIs(1),
                    TakesPointerFirst, ofClass(StdString));
  StrlenDecl = functionDecl(anyOf(
      hasAnyName("::strlen", "::std::strlen", "::wcslen", "::std::wcslen",
                 "__builtin_strlen"),
      cxxMethodDecl(hasName("length"), ofClass(classTemplateSpecializationDecl(
                                           hasName("::std::char_traits"))))));
  ConsumerMemberDecl = cxxMethodDecl(
      ofClass(anyOf(StdString, hasName("::std::basic_string_view"))));
  ScanConstructorDecl = cxxConstructorDecl(
      TakesPointerFirst,
      ofClass(anyOf(hasName("::std::basic_string_view"), StdString)));
}

void RedundantLengthScanMatchers::registerMatchers(
    MatchFinder *Finder, MatchFinder::MatchCallback *Callback) {
  Finder->addMatcher(callExpr(redundantLengthScanCall(this)), Callback);
  Finder->addMatcher(cxxConstructExpr(redundantLengthScanConstruct(this)), Callback);
  Finder->addMatcher(castExpr(redundantLengthScanCast(this)), Callback);
  Finder->addMatcher(materializeTemporaryExpr(redundantLengthScanTemporary(this)),
                     Callback);
  Finder->addMatcher(varDecl(redundantLengthScanVar(this)), Callback);
  Finder->addMatcher(cxxCtorInitializer(redundantLengthScanFieldInit(this)),
                     Callback);
  // Rare node kinds: clang's matchers cost nothing on the others.
  Finder->addMatcher(
      cxxForRangeStmt(hasLoopVariable(varDecl(hasType(
                          references(qualType(unless(isConstQualified())))))),
                      hasRangeInit(expr(hasStringLikeValueType(this)).bind("written"))),
      Callback);
  // Inside templates a call whose arguments depend on a parameter is not
  // resolved: whatever it does to the object may put a NUL in. (Dependent
  // operator calls are matchCall's.)
  Finder->addMatcher(cxxDependentScopeMemberExpr(notesDependentWrite(this)),
                     Callback);
  Finder->addMatcher(unresolvedMemberExpr(notesDependentWrite(this)), Callback);
  Finder->addMatcher(arraySubscriptExpr(isTypeDependent(), notesDependentWrite(this)),
                     Callback);
}

void RedundantLengthScanMatchers::clear() {
  StringRecords.clear();
  Roles.clear();
}

/// The old matchers' declaration parts, each asked once per declaration and
/// only when the name (or kind) could fit.
unsigned RedundantLengthScanMatchers::computeRoles(const Decl *Callee, Finder *F) {
  const auto *FD = dyn_cast<FunctionDecl>(Callee);
  if (!FD)
    return 0;
  Builder Scratch;
  auto Test = [&](const ast_matchers::internal::Matcher<Decl> &M, unsigned R) {
    Builder B(Scratch);
    return M.matches(*FD, F, &B) ? R : 0u;
  };
  unsigned R = 0;
  if (isa<CXXMethodDecl>(FD))
    R |= Method;
  if (isa<CXXConstructorDecl>(FD))
    R |= Test(ScanConstructorDecl, ScanConstructor);
  OverloadedOperatorKind Op = FD->getOverloadedOperator();
  if (Op == OO_Equal || Op == OO_PlusEqual)
    R |= Test(AssignPointerDecl, AssignPointer);
  if (scanConsumerArgument(FD) &&
      (isa<CXXMethodDecl>(FD) ? Test(ConsumerMemberDecl, 1) != 0
                              : FD->isInStdNamespace()))
    R |= ScanConsumer;
  if (!FD->getIdentifier())
    return R;
  StringRef Name = FD->getName();
  if (AccessorNames.contains(Name))
    R |= Test(AccessorDecl, Accessor);
  if (Name == "assign" || Name == "append")
    R |= Test(AssignMemberDecl, AssignMember);
  if (Name == "strlen" || Name == "wcslen" || Name == "__builtin_strlen" ||
      Name == "length")
    R |= Test(StrlenDecl, Strlen);
  return R;
}

unsigned RedundantLengthScanMatchers::roles(const Decl *Callee, Finder *F) {
  auto [It, Inserted] = Roles.try_emplace(Callee, 0);
  if (Inserted)
    It->second = computeRoles(Callee, F);
  return It->second;
}

bool RedundantLengthScanMatchers::isStringRecord(const Type *Canonical,
                                                 Finder *F) {
  const auto *RT = dyn_cast<RecordType>(Canonical);
  if (!RT)
    return false;
  const RecordDecl *RD = RT->getDecl();
  auto [It, Inserted] = StringRecords.try_emplace(RD, false);
  if (Inserted) {
    Builder Scratch;
    It->second = StringLikeRecord.matches(*RD, F, &Scratch);
  }
  return It->second;
}

bool RedundantLengthScanMatchers::isStringValue(QualType T, Finder *F) {
  return !T.isNull() && isStringRecord(T.getCanonicalType().getTypePtr(), F);
}

/// The string-like object itself or a pointer to it.
bool RedundantLengthScanMatchers::isStringObject(QualType T, Finder *F) {
  if (T.isNull())
    return false;
  const Type *C = T.getCanonicalType().getTypePtr();
  if (const auto *P = dyn_cast<PointerType>(C))
    C = P->getPointeeType().getTypePtr();
  return isStringRecord(C, F);
}

bool RedundantLengthScanMatchers::isStringReferenceOrPointer(QualType T,
                                                             Finder *F) {
  if (T.isNull())
    return false;
  const Type *C = T.getCanonicalType().getTypePtr();
  if (const auto *R = dyn_cast<ReferenceType>(C))
    return isStringRecord(R->getPointeeType().getTypePtr(), F);
  if (const auto *P = dyn_cast<PointerType>(C))
    return isStringRecord(P->getPointeeType().getTypePtr(), F);
  return false;
}

/// `obj.c_str()`, `p->GetString()`: a pointer whose length obj stores.
const CXXMemberCallExpr *RedundantLengthScanMatchers::pointerCall(const Expr *E,
                                                                  Finder *F) {
  const auto *Call = dyn_cast_or_null<CXXMemberCallExpr>(E ? E->IgnoreParenImpCasts()
                                                           : nullptr);
  if (!Call)
    return nullptr;
  const Decl *Callee = Call->getCalleeDecl();
  if (!Callee || !(roles(Callee, F) & Accessor))
    return nullptr;
  const Expr *Object = Call->getImplicitObjectArgument();
  if (!Object || !isStringObject(Object->IgnoreParenImpCasts()->getType(), F))
    return nullptr;
  return Call;
}

/// A string view or string built from such a pointer (first argument).
const CXXConstructExpr *
RedundantLengthScanMatchers::constructionFromPointer(const Expr *E, Finder *F,
                                                     const CXXMemberCallExpr *&Ptr) {
  const auto *Construct = dyn_cast_or_null<CXXConstructExpr>(E);
  if (!Construct || Construct->getNumArgs() == 0)
    return nullptr;
  Ptr = pointerCall(Construct->getArg(0), F);
  return Ptr ? Construct : nullptr;
}

/// A member function called on a string-like object or through a pointer to
/// one, as a member call or an operator.
bool RedundantLengthScanMatchers::isCallOnString(const Expr *E, Finder *F) {
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(E)) {
    const Expr *Object = Member->getImplicitObjectArgument();
    return Object && isa_and_nonnull<CXXMethodDecl>(Member->getCalleeDecl()) &&
           isStringObject(Object->IgnoreParenImpCasts()->getType(), F);
  }
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E))
    return Op->getNumArgs() > 0 &&
           isa_and_nonnull<CXXMethodDecl>(Op->getCalleeDecl()) &&
           isStringObject(Op->getArg(0)->IgnoreParenImpCasts()->getType(), F);
  return false;
}

bool RedundantLengthScanMatchers::isInstantiated(const Stmt &S, Finder *F) {
  Builder Scratch;
  return utils::isInTemplateInstantiationCheap().matches(S, F, &Scratch);
}

/// A string assigned or appended from the pointer alone, and strlen and its
/// relatives of it.
void RedundantLengthScanMatchers::matchScanCall(const CallExpr &Call,
                                                unsigned CalleeRoles, Finder *F,
                                                MatchSet &Out) {
  const auto *Op = dyn_cast<CXXOperatorCallExpr>(&Call);
  if ((CalleeRoles & AssignPointer) && Op &&
      (Op->getOperator() == OO_Equal || Op->getOperator() == OO_PlusEqual) &&
      Call.getNumArgs() > 1)
    if (const CXXMemberCallExpr *Ptr = pointerCall(Call.getArg(1), F))
      if (!isInstantiated(Call, F))
        Out.add({{"assign", node(&Call)}, {"pointer", node(Ptr)}});
  if ((CalleeRoles & AssignMember) && isa<CXXMemberCallExpr>(Call) &&
      Call.getNumArgs() > 0)
    if (const CXXMemberCallExpr *Ptr = pointerCall(Call.getArg(0), F))
      if (!isInstantiated(Call, F))
        Out.add({{"assign", node(&Call)}, {"pointer", node(Ptr)}});
  if (CalleeRoles & ScanConsumer) {
    unsigned Index = *scanConsumerArgument(cast<FunctionDecl>(Call.getCalleeDecl()));
    if (Index < Call.getNumArgs())
      if (const CXXMemberCallExpr *Ptr = pointerCall(Call.getArg(Index), F))
        if (!isInstantiated(Call, F))
          Out.add({{"consumer", node(&Call)},
                   {"argument", node(Call.getArg(Index))},
                   {"pointer", node(Ptr)}});
  }
  if ((CalleeRoles & Strlen) && Call.getNumArgs() == 1)
    if (const CXXMemberCallExpr *Ptr = pointerCall(Call.getArg(0), F))
      if (!isInstantiated(Call, F))
        Out.add({{"strlen", node(&Call)}, {"pointer", node(Ptr)}});
}

/// Where a construction from the pointer is an argument of \p Callee.
void RedundantLengthScanMatchers::noteArguments(const FunctionDecl *Callee,
                                                const Expr *Call,
                                                llvm::ArrayRef<const Expr *> Args,
                                                Finder *F) {
  for (const Expr *Arg : Args) {
    // Only a class-type argument can be a construction.
    if (!Arg || !Arg->getType()->isRecordType())
      continue;
    const CXXMemberCallExpr *Ptr = nullptr;
    const CXXConstructExpr *Built =
        constructionFromPointer(stripArgumentWrappers(Arg), F, Ptr);
    if (!Built)
      continue;
    RedundantLengthScanFacts::CallSite Site{Callee, Call, 0};
    for (unsigned I = 0; I < Args.size(); ++I)
      if (stripArgumentWrappers(Args[I]) == Built)
        Site.Index = I;
    Facts.CalleeOf.try_emplace(Built, Site);
  }
}

/// A call on a string: what it hands out or changes may put a NUL in.
void RedundantLengthScanMatchers::noteStringCall(const CallExpr &Call) {
  auto IsPointerCall = [this](const CXXMemberCallExpr *C) {
    const CXXMethodDecl *M = C->getMethodDecl();
    return M && M->getIdentifier() && M->getNumParams() == 0 &&
           Classes.find(M->getParent(), M->getName()) != nullptr;
  };
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(&Call)) {
    llvm::SmallVector<const Expr *, 4> Args(Member->arguments());
    Facts.Buffers.noteCall(Member, Member->getMethodDecl(),
                           Member->getImplicitObjectArgument(), Args, IsPointerCall);
  } else if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(&Call)) {
    llvm::SmallVector<const Expr *, 4> Args(llvm::drop_begin(Op->arguments()));
    Facts.Buffers.noteCall(Op, cast<CXXMethodDecl>(Op->getDirectCallee()),
                           Op->getArg(0), Args, IsPointerCall);
  }
}

void RedundantLengthScanMatchers::noteDependent(const Expr *E) {
  if (const auto *M = dyn_cast<CXXDependentScopeMemberExpr>(E))
    E = M->isImplicitAccess() ? nullptr : M->getBase();
  else if (const auto *U = dyn_cast<UnresolvedMemberExpr>(E))
    E = U->isImplicitAccess() ? nullptr : U->getBase();
  else if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(E))
    E = Sub->getLHS(); // getBase() guesses by the index type, unknown here
  else if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E))
    E = Op->getNumArgs() ? Op->getArg(0) : nullptr;
  if (E)
    Facts.Buffers.noteWritten(E);
}

bool RedundantLengthScanMatchers::matchCall(const CallExpr &Call, Finder *F,
                                            Builder *B) {
  MatchSet Out(*B);
  const Decl *Callee = Call.getCalleeDecl();
  unsigned R = Callee ? roles(Callee, F) : 0;
  if (R & (AssignPointer | AssignMember | Strlen | ScanConsumer))
    matchScanCall(Call, R, F, Out);
  noteArguments(dyn_cast_or_null<FunctionDecl>(Callee), &Call,
                llvm::ArrayRef(Call.getArgs(), Call.getNumArgs()), F);
  if ((R & Method) && isCallOnString(&Call, F))
    noteStringCall(Call);
  if (isa<CXXOperatorCallExpr>(Call) && Call.isTypeDependent())
    noteDependent(&Call);
  return Out.commit(B);
}

bool RedundantLengthScanMatchers::matchConstruct(const CXXConstructExpr &Construct,
                                                 Finder *F, Builder *B) {
  MatchSet Out(*B);
  const CXXConstructorDecl *Ctor = Construct.getConstructor();
  const CXXMemberCallExpr *Ptr = nullptr;
  // A string view or string constructed from the pointer alone.
  if (Construct.getNumArgs() > 0 && (roles(Ctor, F) & ScanConstructor))
    if ((Ptr = pointerCall(Construct.getArg(0), F)) && !isInstantiated(Construct, F))
      Out.add({{"construct", node(&Construct)}, {"pointer", node(Ptr)}});
  // The constructor a construction from the pointer is an argument of.
  if (!Ctor->isCopyConstructor() && !Ctor->isMoveConstructor())
    noteArguments(Ctor, &Construct,
                  llvm::ArrayRef(Construct.getArgs(), Construct.getNumArgs()), F);
  // Before C++17 `std::string t = s.c_str();` binds the temporary to the
  // parameter of an elidable move constructor: that is not the user's reference.
  if (Construct.getNumArgs() > 0 && Ctor->isCopyOrMoveConstructor())
    if (const CXXConstructExpr *Built = constructionFromPointer(
            Construct.getArg(0)->IgnoreParenImpCasts()->IgnoreImplicit(), F, Ptr))
      if (Ctor->getParent()->getCanonicalDecl() ==
          Built->getConstructor()->getParent()->getCanonicalDecl())
        Facts.ElidedCopies.insert(Built);
  return Out.commit(B);
}

/// \p Read, a call on a string, is only read where \p Cast uses it.
void RedundantLengthScanMatchers::noteReadOnly(const ImplicitCastExpr &Cast,
                                               const Expr *Read) {
  QualType T = Cast.getType();
  bool ToConst = T.isConstQualified() ||
                 (T->isPointerType() && T->getPointeeType().isConstQualified());
  if (Cast.getCastKind() == CK_LValueToRValue || ToConst)
    Facts.Buffers.noteReadOnly(Read);
}

bool RedundantLengthScanMatchers::matchCast(const CastExpr &Cast, Finder *F,
                                            Builder *B) {
  if (const auto *Implicit = dyn_cast<ImplicitCastExpr>(&Cast)) {
    CastKind Kind = Implicit->getCastKind();
    if (Kind != CK_LValueToRValue && Kind != CK_NoOp)
      return false;
    const Expr *Read = Implicit->getSubExpr()->IgnoreParens();
    if (isCallOnString(Read, F))
      noteReadOnly(*Implicit, Read);
    return false;
  }
  const auto *Explicit = dyn_cast<ExplicitCastExpr>(&Cast);
  if (!Explicit)
    return false;
  const CXXMemberCallExpr *Ptr = nullptr;
  if (const CXXConstructExpr *Built = constructionFromPointer(
          Explicit->getSubExpr()->IgnoreImplicit(), F, Ptr))
    Facts.CastOf.try_emplace(Built, Explicit);
  // Before C++17 data() is const: `const_cast<char *>(s.data())`,
  // `(char *)s.c_str()` hand the buffer out writable.
  const auto *To = dyn_cast<PointerType>(
      Explicit->getTypeAsWritten().getCanonicalType().getTypePtr());
  const auto *Handed =
      dyn_cast<CXXMemberCallExpr>(Explicit->getSubExpr()->IgnoreParenImpCasts());
  if (To && !To->getPointeeType().isConstQualified() && Handed &&
      Handed->getImplicitObjectArgument() && isCallOnString(Handed, F))
    Facts.Buffers.noteWritten(Handed->getImplicitObjectArgument()->IgnoreParenImpCasts());
  return false;
}

bool RedundantLengthScanMatchers::matchTemporary(
    const MaterializeTemporaryExpr &Temporary, Finder *F, Builder *) {
  const CXXMemberCallExpr *Ptr = nullptr;
  if (!Temporary.isLValue())
    if (const CXXConstructExpr *Built = constructionFromPointer(
            Temporary.getSubExpr()->IgnoreImplicit(), F, Ptr))
      Facts.RvalueBound.insert(Built);
  return false;
}

/// A string initialised (whatever it is given may hold a NUL), or a
/// reference or pointer to one (an alias of what it is given).
bool RedundantLengthScanMatchers::matchVar(const VarDecl &Var, Finder *F,
                                           Builder *) {
  // Most variables are parameters without a default argument.
  const Expr *Init = Var.getAnyInitializer();
  if (!Init)
    return false;
  QualType T = Var.getType();
  if (isStringValue(T, F))
    Facts.Buffers.noteInitializer(&Var, Init);
  else if (!Var.isImplicit() && isStringReferenceOrPointer(T, F))
    Facts.Buffers.noteAlias(&Var, Init);
  return false;
}

bool RedundantLengthScanMatchers::matchFieldInit(const CXXCtorInitializer &Init,
                                                 Finder *F, Builder *) {
  const FieldDecl *Field = Init.getAnyMember();
  const Expr *Value = Init.getInit();
  if (Field && Value && isStringValue(Field->getType(), F))
    Facts.Buffers.noteInitializer(Field, Value);
  return false;
}

} // namespace clang::tidy::strcost
