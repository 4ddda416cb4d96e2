//===--- LookupSequence.cpp - strcost --------------------------------------===//

#include "LookupSequence.h"
#include "SideEffects.h"
#include "SourceUtils.h"
#include "clang-tidy/utils/ASTUtils.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

namespace clang::tidy::strcost::utils {

// --- Lookup calls --------------------------------------------------------------

static bool declaresType(const CXXRecordDecl *RD, StringRef Name) {
  if (!RD->hasDefinition())
    return false;
  for (const NamedDecl *D :
       RD->getDefinition()->lookup(&RD->getASTContext().Idents.get(Name)))
    if (isa<TypeDecl>(D))
      return true;
  return false;
}

const CXXRecordDecl *stringKeyedContainer(QualType T,
                                          llvm::ArrayRef<std::string> Names) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T.getNonReferenceType()->getAsCXXRecordDecl());
  if (!Spec || !llvm::is_contained(Names, nameWithoutInlineNamespaces(Spec)))
    return nullptr;
  const TemplateArgumentList &Args = Spec->getTemplateArgs();
  if (Args.size() == 0 || Args[0].getKind() != TemplateArgument::Type)
    return nullptr;
  const CXXRecordDecl *Key = Args[0].getAsType()->getAsCXXRecordDecl();
  if (!Key || !(isStdClass(Key, "basic_string") ||
                isStdClass(Key, "basic_string_view")))
    return nullptr;
  return Spec;
}

/// \p E without what converting it added: implicit casts, temporaries,
/// parentheses, and an implicit construction from one argument (the
/// std::string a literal key becomes).
static const Expr *stripConversions(const Expr *E) {
  while (E) {
    const Expr *Next = E->IgnoreImplicit()->IgnoreParens();
    if (const auto *C = dyn_cast<CXXConstructExpr>(Next))
      if (!isa<CXXTemporaryObjectExpr>(C) && !C->isListInitialization() &&
          C->getNumArgs() >= 1 &&
          (C->getNumArgs() == 1 || isa<CXXDefaultArgExpr>(C->getArg(1))))
        Next = C->getArg(0);
    if (Next == E)
      return E;
    E = Next;
  }
  return E;
}

std::optional<LookupCall> asLookupCall(const Expr *E,
                                       llvm::ArrayRef<std::string> Names) {
  E = E->IgnoreParenImpCasts();
  LookupCall L;
  L.Call = E;
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(E)) {
    const CXXMethodDecl *M = MC->getMethodDecl();
    const auto *ME = dyn_cast<MemberExpr>(MC->getCallee()->IgnoreParens());
    if (!M || !M->getIdentifier() || !ME || ME->isImplicitAccess() ||
        MC->getNumArgs() < 1)
      return std::nullopt;
    L.Method = M->getName();
    L.Arrow = ME->isArrow();
    L.ObjectWritten = ME->getBase();
    L.KeyArg = MC->getArg(0);
  } else if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E)) {
    if (Op->getOperator() != OO_Subscript || Op->getNumArgs() != 2)
      return std::nullopt;
    L.Method = "[]";
    L.ObjectWritten = Op->getArg(0);
    L.KeyArg = Op->getArg(1);
  } else {
    return std::nullopt;
  }
  L.Object = L.ObjectWritten->IgnoreParenImpCasts();
  QualType T = L.Object->getType();
  if (L.Arrow) {
    if (!T->isPointerType())
      return std::nullopt;
    T = T->getPointeeType();
  }
  L.Container = stringKeyedContainer(T, Names);
  if (!L.Container)
    return std::nullopt;
  L.Key = stripConversions(L.KeyArg);
  L.Map = declaresType(L.Container, "mapped_type");
  L.Hashed = declaresType(L.Container, "hasher");
  return L;
}

/// The container as a pointer or an object: `p->` and `(*p).` are one.
static std::pair<const Expr *, bool> containerRoot(const LookupCall &L) {
  if (L.Arrow)
    return {L.Object, true};
  if (const auto *U = dyn_cast<UnaryOperator>(L.Object))
    if (U->getOpcode() == UO_Deref)
      return {U->getSubExpr()->IgnoreParenImpCasts(), true};
  return {L.Object, false};
}

bool sameLookup(const LookupCall &A, const LookupCall &B, const ASTContext &Ctx) {
  auto [RootA, PointerA] = containerRoot(A);
  auto [RootB, PointerB] = containerRoot(B);
  return PointerA == PointerB && A.Container == B.Container &&
         tidy::utils::areStatementsIdentical(RootA, RootB, Ctx) &&
         tidy::utils::areStatementsIdentical(A.Key, B.Key, Ctx);
}

// --- Tests ---------------------------------------------------------------------

static bool isZero(const Expr *E) {
  const auto *I = dyn_cast<IntegerLiteral>(E->IgnoreParenImpCasts());
  return I && I->getValue() == 0;
}

/// `m.end()` (or `cend`) of the container \p Find looks in.
static bool isEndOf(const Expr *E, const LookupCall &Find, const ASTContext &Ctx) {
  const auto *MC = dyn_cast<CXXMemberCallExpr>(E->IgnoreParenImpCasts());
  const auto *ME = MC ? dyn_cast<MemberExpr>(MC->getCallee()->IgnoreParens()) : nullptr;
  if (!ME || MC->getNumArgs() != 0 || !MC->getMethodDecl() ||
      !MC->getMethodDecl()->getIdentifier() ||
      !(MC->getMethodDecl()->getName() == "end" ||
        MC->getMethodDecl()->getName() == "cend"))
    return false;
  LookupCall End = Find;
  End.Arrow = ME->isArrow();
  End.Object = ME->getBase()->IgnoreParenImpCasts();
  auto [RootA, PointerA] = containerRoot(Find);
  auto [RootB, PointerB] = containerRoot(End);
  return PointerA == PointerB &&
         tidy::utils::areStatementsIdentical(RootA, RootB, Ctx);
}

/// The operator and operands of a comparison, built in, overloaded or
/// rewritten (C++20 turns `a != b` into `!(a == b)`).
static bool decompose(const Expr *E, BinaryOperatorKind &Op, const Expr *&LHS,
                      const Expr *&RHS) {
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    Op = B->getOpcode(), LHS = B->getLHS(), RHS = B->getRHS();
    return true;
  }
  if (const auto *R = dyn_cast<CXXRewrittenBinaryOperator>(E)) {
    CXXRewrittenBinaryOperator::DecomposedForm D = R->getDecomposedForm();
    Op = D.Opcode, LHS = D.LHS, RHS = D.RHS;
    return true;
  }
  if (const auto *O = dyn_cast<CXXOperatorCallExpr>(E);
      O && O->getNumArgs() == 2 && O->isInfixBinaryOp()) {
    Op = BinaryOperator::getOverloadedOpcode(O->getOperator());
    LHS = O->getArg(0), RHS = O->getArg(1);
    return true;
  }
  return false;
}

std::optional<LookupTest> parseLookupTest(const Expr *Cond,
                                          llvm::ArrayRef<std::string> Names,
                                          const ASTContext &Ctx) {
  Cond = Cond->IgnoreParenImpCasts();
  if (const auto *U = dyn_cast<UnaryOperator>(Cond);
      U && U->getOpcode() == UO_LNot) {
    std::optional<LookupTest> Inner = parseLookupTest(U->getSubExpr(), Names, Ctx);
    if (Inner)
      Inner->TrueWhenPresent = !Inner->TrueWhenPresent;
    return Inner;
  }
  if (auto L = asLookupCall(Cond, Names);
      L && (L->Method == "count" || L->Method == "contains") &&
      L->Call->getType()->isIntegralOrEnumerationType())
    return LookupTest{*L, true};
  BinaryOperatorKind Op;
  const Expr *LHS, *RHS;
  if (!decompose(Cond, Op, LHS, RHS) ||
      (Op != BO_EQ && Op != BO_NE && Op != BO_GT))
    return std::nullopt;
  if (auto L = asLookupCall(LHS, Names); L && L->Method == "count" && isZero(RHS))
    return LookupTest{*L, Op != BO_EQ};
  if (Op == BO_GT)
    return std::nullopt;
  for (auto [A, B] : {std::pair(LHS, RHS), std::pair(RHS, LHS)})
    if (auto L = asLookupCall(stripConversions(A), Names);
        L && L->Method == "find" && L->Call->getType()->isRecordType() &&
        isEndOf(stripConversions(B), *L, Ctx))
      return LookupTest{*L, Op == BO_NE};
  return std::nullopt;
}

// --- The walk ------------------------------------------------------------------

LookupSequence::LookupSequence(const LookupCall &First,
                               llvm::ArrayRef<std::string> Names,
                               const ASTContext &Ctx)
    : First(First), Names(Names), Ctx(Ctx) {
  // A key with side effects is not the same key twice; a container reached
  // through a call may be another one the second time.
  Usable = isRepeatableThroughLibraryOperators(containerRoot(First).first) &&
           !First.Key->HasSideEffects(Ctx) &&
           !First.Key->isTypeDependent() && !First.Key->isValueDependent();
}

llvm::SmallVector<LookupCall, 2>
LookupSequence::repeatsIn(const Stmt *Branch) const {
  if (!Usable || !Branch)
    return {};
  return scan(Branch).Found;
}

bool hasJumpTarget(const Stmt *S) {
  if (!S)
    return false;
  if (isa<SwitchCase, LabelStmt>(S))
    return true;
  for (const Stmt *Child : S->children())
    if (hasJumpTarget(Child))
      return true;
  return false;
}

llvm::SmallVector<LookupCall, 2>
LookupSequence::repeatsAfter(llvm::ArrayRef<const Stmt *> Stmts) const {
  llvm::SmallVector<LookupCall, 2> Found;
  if (!Usable)
    return Found;
  for (const Stmt *S : Stmts) {
    if (hasJumpTarget(S))
      break;
    Scan C = scan(S);
    Found.append(C.Found.begin(), C.Found.end());
    if (C.Effect)
      break;
  }
  return Found;
}

bool LookupSequence::alwaysLeaves(const Stmt *Branch) {
  if (const auto *Block = dyn_cast_or_null<CompoundStmt>(Branch))
    return !Block->body_empty() && alwaysLeaves(Block->body_back());
  if (const auto *E = dyn_cast_or_null<Expr>(Branch))
    return isa<CXXThrowExpr>(E->IgnoreParenImpCasts());
  return isa_and_nonnull<ReturnStmt, BreakStmt, ContinueStmt, GotoStmt>(Branch);
}

LookupSequence::Scan LookupSequence::scan(const Stmt *S) const {
  if (!S)
    return {};
  if (const auto *E = dyn_cast<Expr>(S))
    if (auto L = asLookupCall(E, Names);
        L && L->Call == E->IgnoreParenImpCasts() && sameLookup(First, *L, Ctx) &&
        (L->Method == "find" || (L->Map && (L->Method == "[]" || L->Method == "at"))))
      return {false, {*L}};
  // Not run here (a lambda's body), or run out of order (a label, a
  // coroutine's suspension, which lets other code run).
  if (isa<LambdaExpr, BlockExpr, LabelStmt, GotoStmt, IndirectGotoStmt,
          CoroutineSuspendExpr, AsmStmt, BinaryConditionalOperator,
          PseudoObjectExpr, StmtExpr>(S))
    return {true, {}};
  // Unevaluated operands look nothing up.
  if (isa<UnaryExprOrTypeTraitExpr, CXXNoexceptExpr>(S))
    return {};
  if (const auto *T = dyn_cast<CXXTypeidExpr>(S); T && !T->isPotentiallyEvaluated())
    return {};
  if (const auto *D = dyn_cast<CXXDefaultArgExpr>(S))
    return scan(D->getExpr());
  if (const auto *D = dyn_cast<CXXDefaultInitExpr>(S))
    return scan(D->getExpr());
  if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S)) {
    // What runs late in one iteration runs before the next one.
    Scan R = unordered(S);
    if (R.Effect)
      R.Found.clear();
    return R;
  }
  const auto *B = dyn_cast<BinaryOperator>(S);
  if (isa<CompoundStmt, IfStmt, SwitchStmt, ConditionalOperator, CXXTryStmt,
          CXXCatchStmt>(S) ||
      (B && (B->isLogicalOp() || B->isCommaOp())))
    return inOrder(S);
  Scan R = unordered(S);
  R.Effect |= hasEffect(S);
  return R;
}

/// Children that run one after the other: an effect keeps the lookups
/// after it.
LookupSequence::Scan LookupSequence::inOrder(const Stmt *S) const {
  Scan R;
  for (const Stmt *Child : S->children()) {
    Scan C = scan(Child);
    if (!R.Effect)
      R.Found.append(C.Found.begin(), C.Found.end());
    R.Effect |= C.Effect;
  }
  return R;
}

/// Operands in no fixed order: a lookup survives only when no other operand
/// has an effect (which may run first).
LookupSequence::Scan LookupSequence::unordered(const Stmt *S) const {
  llvm::SmallVector<Scan, 4> Children;
  unsigned WithEffect = 0;
  for (const Stmt *Child : S->children()) {
    Children.push_back(scan(Child));
    WithEffect += Children.back().Effect;
  }
  Scan R;
  for (const Scan &C : Children) {
    if (WithEffect - C.Effect == 0)
      R.Found.append(C.Found.begin(), C.Found.end());
    R.Effect |= C.Effect;
  }
  return R;
}

/// Declared by the standard library: in namespace std or any namespace or
/// class nested in it (libstdc++ declares its unordered containers' iterators
/// and their operators in std::__detail, libc++ in the inline std::__1, which
/// isInStdNamespace() alone sees), or in libstdc++'s __gnu_cxx (the iterators
/// of its strings and vectors), so that both libraries judge a call alike.
static bool isLibraryDecl(const Decl *D) {
  if (isInStd(D))
    return true;
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC);
        NS && NS->getIdentifier() && NS->getName() == "__gnu_cxx" &&
        NS->getParent()->getRedeclContext()->isTranslationUnit())
      return true;
  return false;
}

/// An iterator through which its holder can write: a copy of it still
/// reaches the same elements (`std::fill(k.begin(), k.end(), 'x')` changes
/// the key). One whose operator* gives a const reference cannot.
static bool writesThrough(const CXXRecordDecl *RD) {
  if (!RD->hasDefinition())
    return true;
  ASTContext &Ctx = RD->getASTContext();
  if (RD->lookup(&Ctx.Idents.get("iterator_category")).empty())
    return false;
  auto Stars = RD->lookup(
      Ctx.DeclarationNames.getCXXOperatorName(OO_Star));
  if (Stars.empty())
    return true; // inherited: not looked into
  for (const NamedDecl *D : Stars) {
    const auto *M = dyn_cast_or_null<CXXMethodDecl>(D->getAsFunction());
    QualType R = M ? M->getReturnType() : QualType();
    if (R.isNull() || !R->isReferenceType() ||
        !R->getPointeeType().isConstQualified())
      return true;
  }
  return false;
}

/// A parameter through which a call can change nothing but its own copy.
static bool harmlessParameter(QualType T) {
  if (T->isReferenceType() || T->isPointerType())
    return T->getPointeeType().isConstQualified() &&
           !T->getPointeeType()->isFunctionType();
  if (T->isScalarType())
    return true;
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  // By value: a copy, unless it is a callable the callee runs or an
  // iterator it writes through.
  return RD && isLibraryDecl(RD) && !isStdClass(RD, "function") &&
         !RD->isLambda() && !writesThrough(RD);
}

static bool harmlessParameters(const FunctionDecl *FD) {
  if (FD->isVariadic())
    return false;
  for (const ParmVarDecl *P : FD->parameters())
    if (!harmlessParameter(P->getType()))
      return false;
  return true;
}

/// `m.begin()`, `m.end()` of a container that is not const: the iterator
/// they give changes nothing until it is written through.
static bool isIteratorAccessor(const CXXMethodDecl *M) {
  return M->getIdentifier() && M->getNumParams() == 0 &&
         llvm::is_contained({"begin", "end", "rbegin", "rend"}, M->getName());
}

/// A call that cannot change the container or the key: a const member of a
/// standard class (not a call operator, which runs the user's code), or a
/// standard function that takes everything by value or by const reference.
/// The standard's own callbacks into user code (a comparator, a hash) are
/// assumed to leave the container alone.
bool LookupSequence::harmlessCall(const CallExpr *Call) const {
  const FunctionDecl *FD = Call->getDirectCallee();
  if (!FD)
    return false;
  if (const auto *M = dyn_cast<CXXMethodDecl>(FD); M && M->isInstance())
    return (M->isConst() || isIteratorAccessor(M)) &&
           M->getOverloadedOperator() != OO_Call && isLibraryDecl(M) &&
           harmlessParameters(M);
  return isLibraryDecl(FD) && harmlessParameters(FD);
}

/// A local scalar, not a character (a view's characters may be one): an
/// assignment to it changes neither a container nor a string.
static bool isOwnScalar(const Expr *E) {
  const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParens());
  const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  return VD && !VD->getType()->isReferenceType() &&
         VD->getType()->isScalarType() && !VD->getType()->isAnyCharacterType();
}

bool LookupSequence::hasEffect(const Stmt *S) const {
  // In a template, which operator or constructor an expression of a
  // dependent type calls is not known yet (`sizeof(T)` calls nothing).
  if (const auto *E = dyn_cast<Expr>(S);
      E && E->isTypeDependent() &&
      isa<BinaryOperator, UnaryOperator, CXXUnresolvedConstructExpr,
          ParenListExpr, CXXDependentScopeMemberExpr, UnresolvedMemberExpr,
          ArraySubscriptExpr, InitListExpr>(E))
    return true;
  if (const auto *Call = dyn_cast<CallExpr>(S))
    return !harmlessCall(Call);
  if (const auto *C = dyn_cast<CXXConstructExpr>(S)) {
    const CXXConstructorDecl *Ctor = C->getConstructor();
    return !(Ctor->isTrivial() ||
             (isLibraryDecl(Ctor) && harmlessParameters(Ctor)));
  }
  if (isa<CXXNewExpr, CXXDeleteExpr, AtomicExpr>(S))
    return true;
  if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp())
    return !isOwnScalar(B->getLHS());
  if (const auto *U = dyn_cast<UnaryOperator>(S); U && U->isIncrementDecrementOp())
    return !isOwnScalar(U->getSubExpr());
  return false;
}

// --- Insertions ----------------------------------------------------------------

/// The key and the value of a map's element written as `{k, v}`,
/// `std::pair(k, v)` or `std::make_pair(k, v)`.
static std::optional<std::pair<const Expr *, const Expr *>>
pairParts(const Expr *E) {
  E = E->IgnoreImplicit()->IgnoreParens();
  if (const auto *Cast = dyn_cast<CXXFunctionalCastExpr>(E))
    E = Cast->getSubExpr()->IgnoreImplicit();
  if (const auto *List = dyn_cast<InitListExpr>(E); List && List->getNumInits() == 2)
    return std::pair(List->getInit(0), List->getInit(1));
  if (const auto *C = dyn_cast<CXXConstructExpr>(E); C && C->getNumArgs() == 2)
    return std::pair(C->getArg(0), C->getArg(1));
  if (const auto *Call = dyn_cast<CallExpr>(E); Call && Call->getNumArgs() == 2)
    if (const FunctionDecl *FD = Call->getDirectCallee();
        FD && FD->isInStdNamespace() && FD->getIdentifier() &&
        FD->getName() == "make_pair")
      return std::pair(Call->getArg(0), Call->getArg(1));
  return std::nullopt;
}

/// The expression \p Branch consists of, alone or alone in braces.
static const Expr *soleExpression(const Stmt *Branch) {
  if (const auto *Block = dyn_cast_or_null<CompoundStmt>(Branch)) {
    if (Block->size() != 1)
      return nullptr;
    Branch = Block->body_front();
  }
  const auto *E = dyn_cast_or_null<Expr>(Branch);
  return E ? E->IgnoreImplicit() : nullptr;
}

std::optional<Insertion> LookupSequence::insertionIn(const Stmt *Branch) const {
  if (!Usable || !Branch)
    return std::nullopt;
  const Expr *E = soleExpression(Branch);
  if (!E)
    return std::nullopt;
  Insertion I;
  I.Expression = E;
  BinaryOperatorKind Op;
  const Expr *LHS, *RHS;
  if (decompose(E, Op, LHS, RHS)) {
    std::optional<LookupCall> L = asLookupCall(LHS, Names);
    if (Op != BO_Assign || !L || L->Method != "[]" || !L->Map ||
        !sameLookup(First, *L, Ctx))
      return std::nullopt;
    I.Call = *L;
    I.Value = RHS;
    return I;
  }
  std::optional<LookupCall> L = asLookupCall(E, Names);
  std::optional<std::pair<const Expr *, const Expr *>> Pair;
  if (L && L->Map && L->Method == "insert")
    if ((Pair = pairParts(L->KeyArg)))
      L->Key = stripConversions(Pair->first);
  if (!L || L->Call != E || !sameLookup(First, *L, Ctx))
    return std::nullopt;
  const auto *Call = cast<CallExpr>(E);
  I.Call = *L;
  if (L->Map && L->Method == "emplace" && Call->getNumArgs() == 2) {
    I.Value = Call->getArg(1);
    return I;
  }
  if (L->Method == "insert" && Call->getNumArgs() == 1) {
    if (Pair) {
      I.Call.KeyArg = Pair->first;
      I.Value = Pair->second;
      I.Paired = true;
    }
    return I;
  }
  return std::nullopt;
}

std::optional<LookupCall> LookupSequence::erasureIn(const Stmt *Branch) const {
  if (!Usable || !Branch)
    return std::nullopt;
  const Expr *E = soleExpression(Branch);
  if (!E)
    return std::nullopt;
  std::optional<LookupCall> L = asLookupCall(E, Names);
  // One argument: erase(first, last) takes iterators, never a key.
  if (!L || L->Call != E || L->Method != "erase" ||
      cast<CallExpr>(E)->getNumArgs() != 1 || !sameLookup(First, *L, Ctx))
    return std::nullopt;
  return L;
}

// --- Fix helpers ---------------------------------------------------------------

/// The container's key type, or its mapped type.
static QualType memberType(const CXXRecordDecl *RD, StringRef Name) {
  for (const NamedDecl *D :
       RD->getDefinition()->lookup(&RD->getASTContext().Idents.get(Name)))
    if (const auto *T = dyn_cast<TypedefNameDecl>(D))
      return T->getUnderlyingType().getCanonicalType();
  return {};
}

/// The container compares or hashes other types than its key without
/// converting them (`is_transparent`).
static bool hasTransparentFunctors(const CXXRecordDecl *Container) {
  for (StringRef Functor : {"key_compare", "hasher"}) {
    QualType T = memberType(Container, Functor);
    const CXXRecordDecl *RD = T.isNull() ? nullptr : T->getAsCXXRecordDecl();
    if (RD && declaresType(RD, "is_transparent"))
      return true;
  }
  return false;
}

bool keyFitsDirectly(const LookupCall &Insert, const ASTContext &Ctx) {
  QualType Key = memberType(Insert.Container, "key_type");
  if (Key.isNull())
    return false;
  QualType Given = Insert.Key->getType().getCanonicalType().getUnqualifiedType();
  if (Ctx.hasSameType(Given, Key))
    return true;
  // The transparent test built no key; the insertion would, every time.
  if (hasTransparentFunctors(Insert.Container))
    return false;
  // A literal or a character pointer makes a basic_string implicitly.
  const auto *String = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      Key->getAsCXXRecordDecl());
  if (!String || !isStdClass(String, "basic_string"))
    return false;
  QualType Char = String->getTemplateArgs()[0].getAsType();
  QualType Element = Given->isArrayType()
                         ? QualType(Given->getArrayElementTypeNoTypeQual(), 0)
                         : (Given->isPointerType() ? Given->getPointeeType()
                                                   : QualType());
  return !Element.isNull() &&
         Ctx.hasSameType(Element.getUnqualifiedType(), Char);
}

std::optional<std::string> valueProblem(const LookupCall &Insert,
                                        const Expr *Value, ValueRoute Route,
                                        const ASTContext &Ctx) {
  const Expr *Stripped = stripConversions(Value);
  const auto *Built = dyn_cast<CXXConstructExpr>(Value->IgnoreImplicit());
  if (isa<InitListExpr>(Stripped) || isa<InitListExpr>(Value->IgnoreImplicit()) ||
      (Built && Built->isListInitialization()))
    return std::string("a braced value does not pass through 'try_emplace'");
  if (Value->HasSideEffects(Ctx))
    return std::string("the value would be computed even when the key is "
                       "present, and computing it has effects");
  if (Route == ValueRoute::Emplaced)
    return std::nullopt;
  QualType Mapped = memberType(Insert.Container, "mapped_type");
  QualType Given = Stripped->getType().getCanonicalType().getUnqualifiedType();
  if (Mapped.isNull())
    return std::string("the container has no mapped_type");
  if (Ctx.hasSameType(Given, Mapped) ||
      (Mapped->isArithmeticType() && Given->isArithmeticType()) ||
      (Mapped->isPointerType() && Given->isNullPtrType()))
    return std::nullopt;
  if (isa<StringLiteral>(Stripped))
    if (const auto *S = Mapped->getAsCXXRecordDecl(); S && isStdClass(S, "basic_string"))
      return std::nullopt;
  if (Route == ValueRoute::Paired)
    return std::string("the pair converts the value implicitly, and "
                       "'try_emplace' constructs the element from it directly, "
                       "which may choose another constructor");
  return std::string("the value is assigned to the element, and constructing "
                     "the element from it may not do the same");
}

// --- Names ---------------------------------------------------------------------

/// Identifier tokens spelled in the file text \p Range, raw-lexed (skipped
/// code and macro arguments included).
static bool spellsIdentifier(CharSourceRange Range, StringRef Name,
                             const SourceManager &SM, const LangOptions &LO) {
  bool Invalid = false;
  StringRef Text = Lexer::getSourceText(Range, SM, LO, &Invalid);
  if (Invalid)
    return true;
  Lexer Lex(Range.getBegin(), LO, Text.begin(), Text.begin(), Text.end());
  Lex.SetCommentRetentionState(false);
  Token Tok;
  while (true) {
    bool AtEnd = Lex.LexFromRawLexer(Tok);
    if (Tok.is(tok::raw_identifier) && Tok.getRawIdentifier() == Name)
      return true;
    if (AtEnd || Tok.is(tok::eof))
      return false;
  }
}

/// A declaration or reference below \p S names \p Name (one a macro wrote).
static bool namesInTree(const Stmt *S, StringRef Name) {
  if (!S)
    return false;
  const NamedDecl *D = nullptr;
  if (const auto *R = dyn_cast<DeclRefExpr>(S))
    D = R->getDecl();
  else if (const auto *M = dyn_cast<MemberExpr>(S))
    D = M->getMemberDecl();
  if (D && D->getIdentifier() && D->getName() == Name)
    return true;
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    for (const Decl *Each : DS->decls())
      if (const auto *N = dyn_cast<NamedDecl>(Each);
          N && N->getIdentifier() && N->getName() == Name)
        return true;
  for (const Stmt *Child : S->children())
    if (namesInTree(Child, Name))
      return true;
  return false;
}

std::optional<std::string> freshName(const Stmt *Region, bool FromFileStart,
                                     ASTContext &Ctx,
                                     llvm::ArrayRef<std::string> Taken) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  CharSourceRange File = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Region->getSourceRange()), SM, LO);
  if (File.isInvalid())
    return std::nullopt;
  if (FromFileStart)
    File.setBegin(SM.getLocForStartOfFile(SM.getFileID(File.getBegin())));
  for (StringRef Name : {"it", "found", "pos", "where", "entry"}) {
    IdentifierInfo &II = Ctx.Idents.get(Name);
    if (llvm::is_contained(Taken, Name) || II.hasMacroDefinition() || spellsIdentifier(File, Name, SM, LO) ||
        namesInTree(Region, Name))
      continue;
    return Name.str();
  }
  return std::nullopt;
}

} // namespace clang::tidy::strcost::utils
