//===--- RedundantLengthScanMatchers.cpp - strcost -------------------------===//

#include "RedundantLengthScanMatchers.h"
#include "utils/Matchers.h"
#include "clang/AST/DeclTemplate.h"

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

template <typename T> DynTypedNode node(const T *N) {
  return DynTypedNode::create(*N);
}
} // namespace

/// The results of one node: one per pattern it matches, each with the
/// bindings of that pattern only (the callback tells them apart by name).
class MatchSet {
public:
  explicit MatchSet(const Matchers::Builder &Start) : Start(Start) {}
  void add(std::initializer_list<std::pair<StringRef, DynTypedNode>> Nodes) {
    Matchers::Builder One(Start);
    for (const auto &[Id, N] : Nodes)
      One.setBinding(Id, N);
    All.addMatch(One);
    Any = true;
  }
  bool commit(Matchers::Builder *Out) {
    if (Any)
      *Out = std::move(All);
    return Any;
  }

private:
  const Matchers::Builder &Start;
  Matchers::Builder All;
  bool Any = false;
};

RedundantLengthScanMatchers::RedundantLengthScanMatchers(
    const utils::StringLikeClasses &Classes)
    : Classes(Classes), StringLikeRecord(anything()), AccessorDecl(anything()),
      AssignPointerDecl(anything()), AssignMemberDecl(anything()),
      StrlenDecl(anything()), ScanConstructorDecl(anything()) {
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
  Finder->addMatcher(cxxDependentScopeMemberExpr().bind("dependent"), Callback);
  Finder->addMatcher(unresolvedMemberExpr().bind("dependent"), Callback);
  Finder->addMatcher(arraySubscriptExpr(isTypeDependent()).bind("dependent"),
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
  if ((CalleeRoles & Strlen) && Call.getNumArgs() == 1)
    if (const CXXMemberCallExpr *Ptr = pointerCall(Call.getArg(0), F))
      if (!isInstantiated(Call, F))
        Out.add({{"strlen", node(&Call)}, {"pointer", node(Ptr)}});
}

bool RedundantLengthScanMatchers::matchCall(const CallExpr &Call, Finder *F,
                                            Builder *B) {
  MatchSet Out(*B);
  const Decl *Callee = Call.getCalleeDecl();
  unsigned R = Callee ? roles(Callee, F) : 0;
  if (R & (AssignPointer | AssignMember | Strlen))
    matchScanCall(Call, R, F, Out);
  // The function a construction from the pointer is an argument of (the
  // callee itself is never a construction).
  for (const Stmt *Child : Call.children()) {
    const CXXMemberCallExpr *Ptr = nullptr;
    if (const CXXConstructExpr *Built = constructionFromPointer(
            stripArgumentWrappers(dyn_cast_or_null<Expr>(Child)), F, Ptr))
      Out.add({{"argCall", node(&Call)},
               {"argConstruct", node(Built)},
               {"pointer", node(Ptr)}});
  }
  if ((R & Method) && isCallOnString(&Call, F))
    Out.add({{"stringCall", node(&Call)}});
  if (isa<CXXOperatorCallExpr>(Call) && Call.isTypeDependent())
    Out.add({{"dependent", node(&Call)}});
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
    for (const Stmt *Child : Construct.children())
      if (const CXXConstructExpr *Built = constructionFromPointer(
              stripArgumentWrappers(dyn_cast_or_null<Expr>(Child)), F, Ptr))
        Out.add({{"argConstructor", node(&Construct)},
                 {"argConstruct", node(Built)},
                 {"pointer", node(Ptr)}});
  // Before C++17 `std::string t = s.c_str();` binds the temporary to the
  // parameter of an elidable move constructor: that is not the user's reference.
  if (Construct.getNumArgs() > 0)
    if (const CXXConstructExpr *Built = constructionFromPointer(
            Construct.getArg(0)->IgnoreParenImpCasts()->IgnoreImplicit(), F, Ptr))
      Out.add({{"elidingCopy", node(&Construct)},
               {"elidedConstruct", node(Built)},
               {"pointer", node(Ptr)}});
  return Out.commit(B);
}

bool RedundantLengthScanMatchers::matchCast(const CastExpr &Cast, Finder *F,
                                            Builder *B) {
  MatchSet Out(*B);
  if (const auto *Implicit = dyn_cast<ImplicitCastExpr>(&Cast)) {
    // A call on a string whose result is only read.
    CastKind Kind = Implicit->getCastKind();
    if (Kind != CK_LValueToRValue && Kind != CK_NoOp)
      return false;
    const Expr *Read = Implicit->getSubExpr()->IgnoreParens();
    if (isCallOnString(Read, F))
      Out.add({{"readCast", node(Implicit)}, {"readCall", node(Read)}});
    return Out.commit(B);
  }
  const auto *Explicit = dyn_cast<ExplicitCastExpr>(&Cast);
  if (!Explicit)
    return false;
  const CXXMemberCallExpr *Ptr = nullptr;
  if (const CXXConstructExpr *Built = constructionFromPointer(
          Explicit->getSubExpr()->IgnoreImplicit(), F, Ptr))
    Out.add({{"cast", node(Explicit)},
             {"castConstruct", node(Built)},
             {"pointer", node(Ptr)}});
  // Before C++17 data() is const: `const_cast<char *>(s.data())`,
  // `(char *)s.c_str()` hand the buffer out writable.
  const auto *To = dyn_cast<PointerType>(
      Explicit->getTypeAsWritten().getCanonicalType().getTypePtr());
  const auto *Handed =
      dyn_cast<CXXMemberCallExpr>(Explicit->getSubExpr()->IgnoreParenImpCasts());
  if (To && !To->getPointeeType().isConstQualified() && Handed &&
      Handed->getImplicitObjectArgument() && isCallOnString(Handed, F))
    Out.add({{"written",
              node(Handed->getImplicitObjectArgument()->IgnoreParenImpCasts())}});
  return Out.commit(B);
}

bool RedundantLengthScanMatchers::matchTemporary(
    const MaterializeTemporaryExpr &Temporary, Finder *F, Builder *B) {
  MatchSet Out(*B);
  const CXXMemberCallExpr *Ptr = nullptr;
  if (const CXXConstructExpr *Built = constructionFromPointer(
          Temporary.getSubExpr()->IgnoreImplicit(), F, Ptr))
    Out.add({{"temporary", node(&Temporary)},
             {"boundConstruct", node(Built)},
             {"pointer", node(Ptr)}});
  return Out.commit(B);
}

/// A string initialised (whatever it is given may hold a NUL), or a
/// reference or pointer to one (an alias of what it is given).
bool RedundantLengthScanMatchers::matchVar(const VarDecl &Var, Finder *F,
                                           Builder *B) {
  MatchSet Out(*B);
  QualType T = Var.getType();
  if (isStringValue(T, F)) {
    if (const Expr *Init = Var.getAnyInitializer())
      Out.add({{"stringVar", node(&Var)}, {"init", node(Init)}});
  } else if (!Var.isImplicit() && isStringReferenceOrPointer(T, F)) {
    if (const Expr *Init = Var.getAnyInitializer())
      Out.add({{"alias", node(&Var)}, {"aliasInit", node(Init)}});
  }
  return Out.commit(B);
}

bool RedundantLengthScanMatchers::matchFieldInit(const CXXCtorInitializer &Init,
                                                 Finder *F, Builder *B) {
  const FieldDecl *Field = Init.getAnyMember();
  const Expr *Value = Init.getInit();
  if (!Field || !Value || !isStringValue(Field->getType(), F))
    return false;
  MatchSet Out(*B);
  Out.add({{"stringVar", node(Field)}, {"init", node(Value)}});
  return Out.commit(B);
}

} // namespace clang::tidy::strcost
