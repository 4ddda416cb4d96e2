//===--- StringUseClassifier.cpp - strcost ---------------------------------===//

#include "StringUseClassifier.h"
#include "ParameterRetype.h"
#include "SideEffects.h"
#include "SourceUtils.h"
#include "clang/AST/ASTTypeTraits.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace clang::tidy::strcost::utils {

using Kind = StringUseKind;

// --- Types ---------------------------------------------------------------------

static bool isStringRecord(const CXXRecordDecl *RD) {
  return isa_and_nonnull<ClassTemplateSpecializationDecl>(RD) &&
         isStdClass(RD, "basic_string");
}

// --- Calls and arguments -----------------------------------------------------

static bool isCallee(const Expr *Callee, const Expr *E) {
  return Callee && Callee->IgnoreParenImpCasts() == E;
}

/// The index of the argument \p Arg in \p Call's argument list, or -1.
template <class CallT>
static int argumentIndex(const CallT *Call, const Expr *Arg) {
  for (unsigned I = 0; I < Call->getNumArgs(); ++I)
    if (Call->getArg(I) == Arg)
      return static_cast<int>(I);
  return -1;
}

/// The parameter of \p Callee that the argument number \p ArgIndex of the call
/// \p Call binds to (member operators count their object as argument 0).
static const ParmVarDecl *parameterFor(const Expr *Call,
                                       const FunctionDecl *Callee,
                                       int ArgIndex) {
  if (ArgIndex < 0 || !Callee)
    return nullptr;
  if (isa<CXXOperatorCallExpr>(Call) && isa<CXXMethodDecl>(Callee) &&
      !cast<CXXMethodDecl>(Callee)->isStatic()) {
    if (ArgIndex == 0)
      return nullptr;
    --ArgIndex;
  }
  if (static_cast<unsigned>(ArgIndex) >= Callee->getNumParams())
    return nullptr; // C varargs
  return Callee->getParamDecl(ArgIndex);
}

/// The parameter that argument \p Arg of the call or construction \p Call
/// initialises, with its function; null when \p Call is no such thing or
/// \p Arg is its callee or object.
static const ParmVarDecl *boundParameter(const DynTypedNode &Call,
                                         const Expr *Arg,
                                         const FunctionDecl *&Callee) {
  Callee = nullptr;
  if (const auto *CE = Call.get<CallExpr>()) {
    if (isCallee(CE->getCallee(), Arg))
      return nullptr;
    Callee = CE->getDirectCallee();
    return parameterFor(CE, Callee, argumentIndex(CE, Arg));
  }
  if (const auto *Construct = Call.get<CXXConstructExpr>()) {
    Callee = Construct->getConstructor();
    int Index = argumentIndex(Construct, Arg);
    if (Index < 0 || static_cast<unsigned>(Index) >= Callee->getNumParams())
      return nullptr;
    return Callee->getParamDecl(Index);
  }
  return nullptr;
}

// --- What std::basic_string_view offers too ----------------------------------

/// Members of std::basic_string that std::basic_string_view has too, with the
/// same arguments and results that mean the same.
static bool isViewReadMember(StringRef Name) {
  return llvm::is_contained(
      {"size", "length", "empty", "copy", "find", "rfind", "find_first_of",
       "find_last_of", "find_first_not_of", "find_last_not_of", "compare",
       "starts_with", "ends_with", "contains"},
      Name);
}

/// Members of std::basic_string taking a string-view-like argument (C++17)
/// wherever they take a string: a view passed to them copies nothing more.
static bool takesViewLikeArgument(StringRef Name) {
  return isViewReadMember(Name) ||
         llvm::is_contained({"append", "insert", "replace"}, Name);
}

/// True when every argument of \p Call other than the object itself would
/// still be accepted by the std::basic_string_view member of the same name:
/// numbers, characters, pointers, strings and views.
static bool argumentsSuitView(const CallExpr *Call, unsigned First) {
  for (unsigned I = First; I < Call->getNumArgs(); ++I) {
    const Expr *A = Call->getArg(I);
    if (isa<CXXDefaultArgExpr>(A))
      continue;
    QualType T = A->IgnoreImplicit()->getType();
    if (T->isBuiltinType() || T->isPointerType() || T->isArrayType() ||
        T->isEnumeralType() || stdBasicString(T) || isStringView(T))
      continue;
    return false;
  }
  return true;
}

/// True when the callable \p E takes every parameter by value or by const
/// reference: a function (pointer) or a lambda that cannot modify an element
/// through its argument.
static bool isReadOnlyCallable(const Expr *E) {
  E = E->IgnoreImplicit()->IgnoreParenImpCasts();
  auto ReadsOnly = [](const FunctionDecl *F) {
    for (const ParmVarDecl *P : F->parameters()) {
      QualType T = P->getType();
      if (T->isReferenceType() && !T.getNonReferenceType().isConstQualified())
        return false;
    }
    return true;
  };
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    if (const auto *F = dyn_cast<FunctionDecl>(Ref->getDecl()))
      return ReadsOnly(F);
  if (const auto *U = dyn_cast<UnaryOperator>(E);
      U && U->getOpcode() == UO_AddrOf)
    return isReadOnlyCallable(U->getSubExpr());
  if (const auto *Lambda = dyn_cast<LambdaExpr>(E))
    return ReadsOnly(Lambda->getCallOperator());
  return false;
}

/// True when \p Arg, an argument of a standard algorithm, is an iterator, a
/// value, or a callable that only reads.
static bool isReadOnlyAlgorithmArgument(const Expr *Arg) {
  QualType T = Arg->IgnoreImplicit()->getType();
  const Type *Pointee =
      T->isPointerType() ? T->getPointeeType().getTypePtr() : nullptr;
  if (T->isFunctionType() || (Pointee && Pointee->isFunctionType()) ||
      (T->getAsCXXRecordDecl() && T->getAsCXXRecordDecl()->isLambda()))
    return isReadOnlyCallable(Arg);
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  if (!RD)
    return true;
  // libstdc++'s __normal_iterator, libc++'s __wrap_iter, reverse_iterator;
  // anything else is a function object of unknown signature.
  return RD->getIdentifier() && RD->getName().contains("iter") &&
         (isInStd(RD) ||
          RD->getQualifiedNameAsString().rfind("__gnu_cxx::", 0) == 0);
}

/// Standard algorithms that only read their range and return a plain value:
/// iterators of a const string or of a view serve them as well. Any predicate
/// must take its arguments by value or const reference.
static bool isReadOnlyAlgorithm(const CallExpr *Call, const FunctionDecl *F) {
  if (!isInStd(F) || isa<CXXMethodDecl>(F) || !F->getIdentifier())
    return false;
  if (!F->getReturnType()->isArithmeticType())
    return false;
  if (!llvm::is_contained({"count", "equal", "lexicographical_compare",
                           "is_sorted", "distance", "includes", "accumulate",
                           "is_permutation", "count_if", "all_of", "any_of",
                           "none_of", "is_partitioned"},
                          F->getName()))
    return false;
  return llvm::all_of(Call->arguments(), isReadOnlyAlgorithmArgument);
}

// --- The walk ------------------------------------------------------------------

namespace {

/// The nodes enclosing one use, from the walk's root down to the use itself:
/// the context the use is judged in. An empty node stands above a node the
/// AST shares between two parents (the two forms of an initializer list),
/// where the use's context is ambiguous.
class UsePath {
public:
  /// \p Root is the function whose body the walk started in, when the
  /// function itself is not among \p Nodes.
  UsePath(llvm::ArrayRef<DynTypedNode> Nodes, const FunctionDecl *Root)
      : Nodes(Nodes), Root(Root) {}

  DynTypedNode parentOf(const DynTypedNode &N) const {
    for (size_t I = Nodes.size(); I-- > 1;)
      if (Nodes[I] == N)
        return Nodes[I - 1];
    return DynTypedNode();
  }

  /// True when a loop, lambda or block encloses the use.
  bool repeats() const {
    return llvm::any_of(Nodes, [](const DynTypedNode &N) {
      return N.get<ForStmt>() || N.get<WhileStmt>() || N.get<DoStmt>() ||
             N.get<CXXForRangeStmt>() || N.get<LambdaExpr>() ||
             N.get<BlockExpr>();
    });
  }

  /// The declared return type of the innermost function or lambda around
  /// the use; null where that is not known (a block, no function at all).
  QualType enclosingReturnType() const {
    for (size_t I = Nodes.size(); I-- > 0;) {
      if (const auto *Lambda = Nodes[I].get<LambdaExpr>())
        return Lambda->getCallOperator()->getReturnType();
      if (const auto *FD = Nodes[I].get<FunctionDecl>())
        return FD->getReturnType();
      if (Nodes[I].get<BlockExpr>() || Nodes[I].get<Decl>())
        return QualType();
    }
    return Root ? Root->getReturnType() : QualType();
  }

private:
  llvm::ArrayRef<DynTypedNode> Nodes;
  const FunctionDecl *Root;
};

/// Walks one root (a body or a member initialiser) top-down, keeping the path
/// of enclosing nodes, and hands each mention of the variable and each lambda
/// capturing it by copy to the caller with that path.
class UseWalker : public RecursiveASTVisitor<UseWalker> {
  using Base = RecursiveASTVisitor<UseWalker>;

public:
  using MentionFn = llvm::function_ref<void(const DeclRefExpr *, UsePath)>;
  using CaptureList =
      llvm::SmallVectorImpl<std::pair<const LambdaExpr *, const VarDecl *>>;
  /// Walks for the mentions of any of \p Vars.
  UseWalker(const llvm::SmallPtrSetImpl<const VarDecl *> &Vars,
            MentionFn OnMention, CaptureList &CopyCaptures)
      : Vars(Vars), OnMention(OnMention), CopyCaptures(CopyCaptures) {}

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return true; }

  bool TraverseStmt(Stmt *S) {
    if (!S)
      return true;
    // Reached from both forms of an initializer list: no single parent.
    bool Shared = SharedInits.contains(S);
    if (Shared)
      Path.emplace_back();
    Path.push_back(DynTypedNode::create(*S));
    bool Result = Base::TraverseStmt(S);
    Path.pop_back();
    if (Shared)
      Path.pop_back();
    return Result;
  }
  template <class T> bool traverseNode(const T &Node, llvm::function_ref<bool()> Fn) {
    Path.push_back(DynTypedNode::create(Node));
    bool Result = Fn();
    Path.pop_back();
    return Result;
  }
  bool TraverseDecl(Decl *D) {
    return !D || traverseNode(*D, [&] { return Base::TraverseDecl(D); });
  }
  // LLVM 22 added a TraverseQualifier argument; the pack forwards it where
  // it exists, so one override serves both versions.
  template <class... Qualifier> bool TraverseTypeLoc(TypeLoc TL, Qualifier... Q) {
    return TL.isNull() ||
           traverseNode(TL, [&] { return Base::TraverseTypeLoc(TL, Q...); });
  }
  bool TraverseNestedNameSpecifierLoc(NestedNameSpecifierLoc L) {
    return !L || traverseNode(L, [&] {
      return Base::TraverseNestedNameSpecifierLoc(L);
    });
  }
  bool TraverseAttr(Attr *A) {
    return !A || traverseNode(*A, [&] { return Base::TraverseAttr(A); });
  }
  bool TraverseConstructorInitializer(CXXCtorInitializer *Init) {
    return !Init || traverseNode(*Init, [&] {
      return Base::TraverseConstructorInitializer(Init);
    });
  }
  bool TraverseInitListExpr(InitListExpr *S) {
    const InitListExpr *Syntactic = S->isSemanticForm() ? S->getSyntacticForm() : S;
    const InitListExpr *Semantic = S->isSemanticForm() ? S : S->getSemanticForm();
    if (Syntactic && Semantic && Syntactic != Semantic)
      for (const Expr *Init : Syntactic->inits())
        if (llvm::is_contained(Semantic->inits(), Init))
          SharedInits.insert(Init);
    return Base::TraverseInitListExpr(S);
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const auto *VD = dyn_cast<VarDecl>(E->getDecl());
        VD && Vars.contains(VD->getCanonicalDecl()))
      OnMention(E, UsePath(Path, RootFunction));
    return true;
  }
  bool VisitLambdaExpr(LambdaExpr *L) {
    for (const LambdaCapture &Cap : L->captures())
      if (Cap.capturesVariable() && Cap.getCaptureKind() == LCK_ByCopy)
        if (const auto *VD = dyn_cast<VarDecl>(Cap.getCapturedVar());
            VD && Vars.contains(VD->getCanonicalDecl()))
          CopyCaptures.push_back({L, VD->getCanonicalDecl()});
    return true;
  }
  /// `obj.Member` names a static data member through an object: a form the
  /// classifier does not follow, so the member's uses count it as unknown.
  bool VisitMemberExpr(MemberExpr *E) {
    if (const auto *VD = dyn_cast<VarDecl>(E->getMemberDecl());
        VD && Vars.contains(VD->getCanonicalDecl()))
      MemberMentions.push_back(VD->getCanonicalDecl());
    return true;
  }
  /// A template whose body was never parsed (delayed template parsing, as
  /// MSVC does it) hides whatever uses it has.
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->isLateTemplateParsed())
      SawUnparsedBody = true;
    return true;
  }
  llvm::SmallVector<const VarDecl *, 2> MemberMentions;
  bool SawUnparsedBody = false;
  /// The function whose body is walked without the function itself.
  const FunctionDecl *RootFunction = nullptr;

  /// Walks a member initialiser's expression below the initialiser itself.
  void walkInitializer(const CXXCtorInitializer *Init) {
    Path.push_back(DynTypedNode::create(*Init));
    TraverseStmt(Init->getInit());
    Path.pop_back();
  }

private:
  const llvm::SmallPtrSetImpl<const VarDecl *> &Vars;
  MentionFn OnMention;
  CaptureList &CopyCaptures;
  llvm::SmallVector<DynTypedNode, 32> Path;
  llvm::DenseSet<const Stmt *> SharedInits;
};

// --- The classifier ------------------------------------------------------------

/// Decides what one mention of the variable requires of it, from the path of
/// nodes that enclose it.
class UseClassifier {
public:
  UseClassifier(const VarDecl *Var, const UsePath &Path,
                const StringUseContext &Context)
      : VarIsConst(Var->getType().getNonReferenceType().isConstQualified()),
        VarIsReference(Var->getType()->isReferenceType()), Path(Path),
        Context(Context) {}

  StringUse classify(const DeclRefExpr *Ref) {
    Found = StringUse();
    Found.Ref = Ref;
    Found.Kind = classifyValue(Ref, true, 0);
    Found.Repeats = Path.repeats();
    return Found;
  }

private:
  Kind classifyValue(const Expr *E, bool IsVar, int Depth);
  Kind classifyMember(const MemberExpr *ME, bool IsVar, int Depth);
  Kind classifyOperatorCall(const CXXOperatorCallExpr *OC, const Expr *Child,
                            bool IsVar);
  Kind classifyCall(const CallExpr *Call, const Expr *Child, bool IsVar,
                    int Depth);
  Kind classifyConstruct(const CXXConstructExpr *Construct, const Expr *Child,
                         bool IsVar);
  Kind classifyDeclaration(const DynTypedNode &P, const VarDecl *VD, bool IsVar);
  Kind classifyMemberCall(const CXXMemberCallExpr *Call, const CXXMethodDecl *M,
                          bool IsVar, int Depth);
  Kind classifyConversion(const CXXMemberCallExpr *Call, const CXXMethodDecl *M,
                          bool IsVar);
  Kind classifyMutableData(const CXXMemberCallExpr *Call);
  bool returnsTheView(const CXXMethodDecl *Conversion) const;
  Kind classifyArgument(const Expr *Call, const FunctionDecl *Callee,
                        const ParmVarDecl *Parm, bool IsVar);
  Kind classifyCopy(const CXXConstructExpr *Copy, bool IsVar);
  Kind classifyMove(const CallExpr *Move, int Depth);
  Kind classifyElementResult(const Expr *Result);
  Kind classifyIteratorResult(const Expr *Result);

  /// Climbs from \p E past the nodes that do not change what is done with the
  /// value (parentheses, added const, temporaries); returns the node reached
  /// and sets \p Child to the expression below it.
  DynTypedNode climb(const Expr *E, const Expr *&Child) const;
  DynTypedNode parentOf(const DynTypedNode &N) const { return Path.parentOf(N); }

  /// Records why the use needs more than a view, and returns \p K.
  Kind because(Kind K, llvm::StringRef Why) {
    if (Found.Why.empty())
      Found.Why = Why;
    return K;
  }

  bool VarIsConst;
  bool VarIsReference;
  const UsePath &Path;
  const StringUseContext &Context;
  StringUse Found;
};

} // namespace

DynTypedNode UseClassifier::climb(const Expr *E, const Expr *&Child) const {
  Child = E;
  while (true) {
    DynTypedNode P = parentOf(DynTypedNode::create(*Child));
    const auto *PE = P.get<Expr>();
    if (!PE)
      return P;
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(PE)) {
      if (Cast->getCastKind() != CK_NoOp)
        return P;
    } else if (!isa<ParenExpr, MaterializeTemporaryExpr, CXXBindTemporaryExpr,
                    ExprWithCleanups>(PE)) {
      return P;
    }
    Child = PE;
  }
}

/// \p E is the variable itself (\p IsVar) or a string computed from it (the
/// result of `substr`); says what the code around \p E does with it.
Kind UseClassifier::classifyValue(const Expr *E, bool IsVar, int Depth) {
  if (Depth > 4)
    return because(Kind::Decline, "the use is nested too deeply to follow");
  const Expr *Child = nullptr;
  DynTypedNode P = climb(E, Child);
  if (const auto *ME = P.get<MemberExpr>())
    return classifyMember(ME, IsVar, Depth);
  if (const auto *OC = P.get<CXXOperatorCallExpr>())
    return classifyOperatorCall(OC, Child, IsVar);
  if (const auto *Call = P.get<CallExpr>())
    return classifyCall(Call, Child, IsVar, Depth);
  if (const auto *Construct = P.get<CXXConstructExpr>())
    return classifyConstruct(Construct, Child, IsVar);
  // A capture by reference: the lambda's body holds the uses.
  if (const auto *Lambda = P.get<LambdaExpr>())
    return llvm::is_contained(Lambda->capture_inits(), Child)
               ? Kind::View
               : because(Kind::Decline, "the lambda uses the string");
  if (const auto *VD = P.get<VarDecl>())
    return classifyDeclaration(P, VD, IsVar);
  // `return s;` moves the variable out already; `return s.substr(1);` makes a
  // std::string that a view's substr would not.
  if (P.get<ReturnStmt>())
    return IsVar ? because(Kind::Decline, "the string is returned")
                 : because(Kind::ConstRef, "a std::string is returned");
  return because(Kind::Decline, "the use is not understood");
}

Kind UseClassifier::classifyMember(const MemberExpr *ME, bool IsVar, int Depth) {
  const auto *M = dyn_cast<CXXMethodDecl>(ME->getMemberDecl());
  const Expr *Up = nullptr;
  DynTypedNode Call = climb(ME, Up);
  const auto *MC = Call.get<CXXMemberCallExpr>();
  if (!M || !MC || !isCallee(MC->getCallee(), ME))
    return because(Kind::Decline, "a member is used other than by a call");
  return classifyMemberCall(MC, M, IsVar, Depth);
}

Kind UseClassifier::classifyOperatorCall(const CXXOperatorCallExpr *OC,
                                         const Expr *Child, bool IsVar) {
  const auto *Callee = dyn_cast_or_null<FunctionDecl>(OC->getCalleeDecl());
  if (!Callee)
    return because(Kind::Decline, "the operator is not resolved");
  int Index = argumentIndex(OC, Child);
  const auto *Method = dyn_cast<CXXMethodDecl>(Callee);
  if (Method && !Method->isStatic() && Index == 0) {
    // An operator of the string itself: only element access reads.
    if (OC->getOperator() != OO_Subscript)
      return because(Kind::Decline, "an operator of the string modifies it");
    if (!IsVar || VarIsConst || Method->isConst())
      return Kind::View;
    return classifyElementResult(OC);
  }
  // `Member = S;`: the copy a move assignment could replace.
  if (Method && Index == 1 && Method->isCopyAssignmentOperator() &&
      isStringRecord(Method->getParent()))
    return IsVar ? because(Kind::Copy, "the string is copied by assignment")
                 : because(Kind::ConstRef, "a std::string is assigned");
  OverloadedOperatorKind Op = OC->getOperator();
  if (isInStd(Callee) && !Method) {
    // The standard comparisons and stream output have view overloads that
    // accept the same other operands (strings, views, character pointers).
    bool Compares = Op == OO_EqualEqual || Op == OO_ExclaimEqual ||
                    Op == OO_Less || Op == OO_LessEqual || Op == OO_Greater ||
                    Op == OO_GreaterEqual || Op == OO_Spaceship;
    bool Prints =
        Op == OO_LessLess && Index == 1 && Callee->getNumParams() == 2 &&
        isStdClass(Callee->getParamDecl(0)
                       ->getType()
                       .getNonReferenceType()
                       ->getAsCXXRecordDecl(),
                   "basic_ostream");
    if ((Compares && argumentsSuitView(OC, 0)) || Prints)
      return Kind::View;
  }
  return classifyArgument(OC, Callee, parameterFor(OC, Callee, Index), IsVar);
}

Kind UseClassifier::classifyCall(const CallExpr *Call, const Expr *Child,
                                 bool IsVar, int Depth) {
  if (isCallee(Call->getCallee(), Child))
    return because(Kind::Decline, "the string is called");
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee) // a dependent or indirect call: unknown
    return because(Kind::Decline, "the string is passed to an unknown function");
  bool StdUtility = Callee->isInStdNamespace() && Callee->getIdentifier();
  if (IsVar && StdUtility && Callee->getName() == "move" &&
      Call->getNumArgs() == 1)
    return classifyMove(Call, Depth);
  if (StdUtility &&
      llvm::is_contained({"move", "forward", "move_if_noexcept", "exchange",
                          "swap"},
                         Callee->getName()))
    return because(Kind::Decline, "the string is moved, exchanged or swapped");
  return classifyArgument(
      Call, Callee, parameterFor(Call, Callee, argumentIndex(Call, Child)),
      IsVar);
}

Kind UseClassifier::classifyConstruct(const CXXConstructExpr *Construct,
                                      const Expr *Child, bool IsVar) {
  const CXXConstructorDecl *Ctor = Construct->getConstructor();
  if (Ctor->isCopyOrMoveConstructor() && isStringRecord(Ctor->getParent()))
    return classifyCopy(Construct, IsVar);
  int Index = argumentIndex(Construct, Child);
  if (Index < 0 || static_cast<unsigned>(Index) >= Ctor->getNumParams())
    return because(Kind::Decline, "the construction is not understood");
  return classifyArgument(Construct, Ctor, Ctor->getParamDecl(Index), IsVar);
}

Kind UseClassifier::classifyDeclaration(const DynTypedNode &P, const VarDecl *VD,
                                        bool IsVar) {
  // The hidden `auto &&__range = s;` of a range-based for loop.
  if (VD->isImplicit()) {
    DynTypedNode DS = parentOf(P);
    const auto *For = parentOf(DS).get<CXXForRangeStmt>();
    if (!For || For->getRangeStmt() != DS.get<Stmt>())
      return because(Kind::Decline, "the string initialises a hidden variable");
    QualType Elem = For->getLoopVariable()->getType();
    if (Elem->isReferenceType() &&
        !Elem.getNonReferenceType().isConstQualified())
      return VarIsConst
                 ? because(Kind::ConstRef, "the loop binds a reference to "
                                           "the string's characters")
                 : because(Kind::Decline, "the loop may modify the string");
    return Kind::View;
  }
  QualType T = VD->getType();
  if (T->isReferenceType())
    return T.getNonReferenceType().isConstQualified() &&
                   !T->isRValueReferenceType()
               ? because(Kind::ConstRef, "a const std::string& is bound to it")
               : because(Kind::Decline, "a reference that may modify the "
                                        "string is bound to it");
  // A string initialised directly from a prvalue (C++17 `auto x = s.substr(1)`).
  return IsVar ? because(Kind::Decline, "a variable is initialised from it")
               : because(Kind::ConstRef, "a std::string variable is "
                                         "initialised from it");
}

Kind UseClassifier::classifyMemberCall(const CXXMemberCallExpr *Call,
                                       const CXXMethodDecl *M, bool IsVar,
                                       int Depth) {
  if (isa<CXXConversionDecl>(M))
    return classifyConversion(Call, M, IsVar);
  if (!M->getIdentifier())
    return because(Kind::Decline, "an unnamed member is called");
  StringRef Name = M->getName();
  bool ConstObject = !IsVar || VarIsConst || M->isConst();
  if (isViewReadMember(Name))
    return argumentsSuitView(Call, 0)
               ? Kind::View
               : because(Kind::ConstRef, "a member is called with arguments "
                                         "a view's would not take");
  if (Name == "substr") {
    // A view's substr is a view: free, where the string's allocates.
    return classifyValue(Call, false, Depth + 1) == Kind::View
               ? Kind::View
               : because(Kind::ConstRef, "substr() makes a std::string that "
                                         "is used as one");
  }
  if (llvm::is_contained({"at", "front", "back"}, Name)) {
    if (!IsVar || VarIsConst || M->isConst())
      return Kind::View;
    return classifyElementResult(Call);
  }
  if (llvm::is_contained({"begin", "end", "rbegin", "rend", "cbegin", "cend",
                          "crbegin", "crend"},
                         Name)) {
    Kind K = classifyIteratorResult(Call);
    // Iterators of a const string may go anywhere a const& would still compile.
    if (K == Kind::Decline && ConstObject && M->isConst())
      return because(Kind::ConstRef, "its iterators go where a view's may not");
    return K;
  }
  if (Name == "data" && !M->isConst()) {
    Kind K = classifyMutableData(Call);
    // Read as a C string: a view of a whole C string ends at its NUL too.
    if (K == Kind::ConstRef && IsVar && Context.ViewOfWholeLiteral) {
      Found.Why = "";
      return Kind::View;
    }
    return K;
  }
  // A view of a whole literal ends where the literal's NUL is.
  if (Name == "data" && IsVar && Context.ViewOfWholeLiteral)
    return Kind::View;
  if (M->isConst()) // c_str, data, capacity, get_allocator, ...
    return because(Kind::ConstRef, "a member a view lacks is called (c_str(), "
                                   "capacity(), ...)");
  return because(Kind::Decline, "a member that modifies the string is called");
}

Kind UseClassifier::classifyConversion(const CXXMemberCallExpr *Call,
                                       const CXXMethodDecl *M, bool IsVar) {
  // `return S;` as a view of the parameter dangles today; the compiler says
  // so (-Wreturn-stack-address), and a fix here would hide that.
  const Expr *Child = nullptr;
  DynTypedNode P = climb(Call, Child);
  while (const auto *Cast = P.get<ImplicitCastExpr>())
    P = climb(Cast, Child);
  if (const auto *Construct = P.get<CXXConstructExpr>())
    P = climb(Construct, Child);
  if (P.get<ReturnStmt>())
    return IsVar && returnsTheView(M)
               ? Kind::View
               : because(Kind::Decline, "a view of the string is returned");
  // The view goes to this function's parameter: what the use was judged by.
  const FunctionDecl *Callee = nullptr;
  if (boundParameter(P, Child, Callee) && !Found.Callee)
    Found.Callee = Callee;
  return isStringView(M->getReturnType())
             ? Kind::View
             : because(Kind::ConstRef, "the string is converted");
}

/// The variable, converted by \p Conversion, is returned by value as the
/// very view type the function returns, and the view it would become
/// outlives the call: then the function returns the same view either way.
/// A reference return binds to a temporary view today (it dangles), and any
/// other return type is a conversion of its own: neither is followed.
bool UseClassifier::returnsTheView(const CXXMethodDecl *Conversion) const {
  if (!Context.OutlivesCalls)
    return false;
  QualType Returned = Path.enclosingReturnType();
  if (Returned.isNull() || Returned->isReferenceType() ||
      Returned->isDependentType())
    return false;
  return Returned.getCanonicalType().getUnqualifiedType() ==
         Conversion->getReturnType().getCanonicalType().getUnqualifiedType();
}

Kind UseClassifier::classifyMutableData(const CXXMemberCallExpr *Call) {
  // `char *` from a non-const string: fine only where a `const char *` is
  // wanted anyway. A view's data() is not NUL-terminated: never a view.
  DynTypedNode P = parentOf(DynTypedNode::create(*Call));
  while (P.get<ParenExpr>())
    P = parentOf(P);
  const auto *Cast = P.get<ImplicitCastExpr>();
  if (Cast && Cast->getCastKind() == CK_NoOp &&
      Cast->getType()->getPointeeType().isConstQualified())
    return because(Kind::ConstRef, "data() is used as a C string");
  return because(Kind::Decline, "data() hands out a writable pointer");
}

Kind UseClassifier::classifyElementResult(const Expr *Result) {
  // A `char &` from a non-const string: reading it is fine, anything else
  // would stop compiling (or mean something else) on a const string.
  const Expr *Child = nullptr;
  DynTypedNode P = climb(Result, Child);
  if (const auto *Cast = P.get<ImplicitCastExpr>())
    if (Cast->getCastKind() == CK_LValueToRValue)
      return Kind::View;
  return because(Kind::Decline, "a character of the string may be modified");
}

Kind UseClassifier::classifyIteratorResult(const Expr *Result) {
  // Iterators passed straight to a standard algorithm that returns a plain
  // value, or to a standard container's range constructor, work the same
  // on a const string and on a view.
  const Expr *E = Result;
  while (true) {
    const Expr *Child = nullptr;
    DynTypedNode P = climb(E, Child);
    if (const auto *Copy = P.get<CXXConstructExpr>();
        Copy && Copy->getConstructor()->isCopyOrMoveConstructor()) {
      E = Copy;
      continue;
    }
    if (const auto *Cast = P.get<ImplicitCastExpr>()) {
      E = Cast;
      continue;
    }
    if (const auto *Call = P.get<CallExpr>()) {
      const FunctionDecl *Callee = Call->getDirectCallee();
      if (!Callee || isCallee(Call->getCallee(), Child) ||
          !isReadOnlyAlgorithm(Call, Callee))
        return because(Kind::Decline, "its iterators may modify it");
      return Kind::View;
    }
    if (const auto *Construct = P.get<CXXConstructExpr>()) {
      const CXXRecordDecl *RD = Construct->getConstructor()->getParent();
      return isInStd(RD) ? Kind::View
                         : because(Kind::Decline, "its iterators may modify it");
    }
    return because(Kind::Decline, "its iterators may modify it");
  }
}

Kind UseClassifier::classifyArgument(const Expr *Call,
                                     const FunctionDecl *Callee,
                                     const ParmVarDecl *Parm, bool IsVar) {
  if (!Found.Callee)
    Found.Callee = Callee;
  if (!Parm)
    return because(Kind::Decline, "the string is passed where no parameter "
                                  "is known");
  QualType T = Parm->getType();
  if (!T->isReferenceType())
    // A view parameter, or some other class built from the string (a path, a
    // regex): it reads a const string through its constructor.
    return isStringView(T) ? Kind::View
                           : because(Kind::ConstRef, "the string is passed "
                                                     "to a parameter of "
                                                     "another type");
  QualType Pointee = T.getNonReferenceType();
  if (!Pointee.isConstQualified() || T->isRValueReferenceType())
    return IsVar ? because(Kind::Decline, "the string is passed by non-const "
                                          "reference")
                 : because(Kind::ConstRef, "a std::string is passed by "
                                           "reference");
  if (isStringView(Pointee))
    return Kind::View;
  // The std::string member that has a view-taking twin (C++17).
  const auto *M = dyn_cast<CXXMethodDecl>(Callee);
  const auto *MemberCall = dyn_cast<CallExpr>(Call);
  bool OfString = M && isStringRecord(M->getParent());
  if (OfString && MemberCall && stdBasicString(Pointee) && M->getIdentifier() &&
      takesViewLikeArgument(M->getName()) &&
      argumentsSuitView(MemberCall, isa<CXXOperatorCallExpr>(Call) ? 1 : 0))
    return Kind::View;
  if (OfString && M->getOverloadedOperator() == OO_PlusEqual)
    return Kind::View;
  return because(Kind::ConstRef, "the string is passed to a const reference "
                                 "parameter");
}

Kind UseClassifier::classifyMove(const CallExpr *Move, int Depth) {
  // `std::move(s)` moves only where its result initialises a new string;
  // bound to a const reference or converted to a view it reads, like `s`.
  const Expr *Child = nullptr;
  DynTypedNode P = climb(Move, Child);
  if (const auto *Construct = P.get<CXXConstructExpr>()) {
    const CXXConstructorDecl *Ctor = Construct->getConstructor();
    if (isStringRecord(Ctor->getParent()) && Ctor->isCopyOrMoveConstructor()) {
      if (!Ctor->isMoveConstructor()) // a const variable copied: leave it alone
        return because(Kind::Decline, "a const string is copied by std::move");
      const Expr *Arg = nullptr;
      DynTypedNode Call = climb(Construct, Arg);
      const FunctionDecl *Callee = nullptr;
      const ParmVarDecl *Parm = boundParameter(Call, Arg, Callee);
      if (!Parm || Parm->getType()->isReferenceType()) // a local, a member, a
        return because(Kind::Decline, "the string is moved"); // return value
      Found.Move = Move;
      Found.Sink = Callee;
      Found.Callee = Callee;
      Found.SinkIndex = Parm->getFunctionScopeIndex();
      return because(Kind::MovedInto, "the string is moved into a by-value "
                                      "parameter");
    }
  }
  if (const auto *ME = P.get<MemberExpr>()) {
    // The conversion to a view, on its way to a view parameter.
    if (!isa<CXXConversionDecl>(ME->getMemberDecl()))
      return because(Kind::Decline, "a member of the moved string is used");
    Kind K = classifyValue(Move, true, Depth + 1);
    if (K == Kind::View || K == Kind::ConstRef)
      Found.Move = Move;
    return K;
  }
  const FunctionDecl *Callee = nullptr;
  const ParmVarDecl *Parm = boundParameter(P, Child, Callee);
  if (!Parm)
    return because(Kind::Decline, "the string is moved");
  QualType T = Parm->getType();
  if (!T->isLValueReferenceType() || !T.getNonReferenceType().isConstQualified() ||
      !stdBasicString(T.getNonReferenceType()))
    return because(Kind::Decline, "the string is moved");
  Found.Move = Move;
  return classifyArgument(P.get<Expr>(), Callee, Parm, true);
}

Kind UseClassifier::classifyCopy(const CXXConstructExpr *Copy, bool IsVar) {
  if (!IsVar)
    return because(Kind::ConstRef, "a std::string made from it is copied");
  const Expr *Child = nullptr;
  DynTypedNode P = climb(Copy, Child);
  // `return S;` already moves a by-value string out; a reference it copies.
  if (P.get<ReturnStmt>())
    return VarIsReference
               ? because(Kind::ConstRef, "the string is returned by value")
               : because(Kind::Decline, "the string is returned");
  if (const auto *Lambda = P.get<LambdaExpr>())
    // A capture by copy: a mutable lambda may change its copy, which would be
    // const if the parameter were a reference.
    return Lambda->isMutable()
               ? because(Kind::Decline, "a mutable lambda captures a copy")
               : because(Kind::ConstRef, "a lambda captures a copy");
  if (const auto *VD = P.get<VarDecl>())
    return VD->isLocalVarDecl() && !VD->isStaticLocal() && !VD->isInitCapture()
               ? because(Kind::Copy, "a local variable is copied from it")
               : because(Kind::ConstRef, "a variable is copied from it");
  if (P.get<CXXCtorInitializer>()) // a member or base initialiser
    return because(Kind::Copy, "a member is copied from it");
  if (const auto *Call = P.get<CallExpr>();
      Call && isCallee(Call->getCallee(), Child))
    return because(Kind::Decline, "a copy of the string is called");
  if (P.get<CallExpr>() || P.get<CXXConstructExpr>()) {
    // A by-value parameter this run may turn into a reference: then the copy
    // is gone, and the use a read.
    const FunctionDecl *Callee = nullptr;
    if (const ParmVarDecl *Parm = boundParameter(P, Child, Callee);
        Parm && !Parm->getType()->isReferenceType()) {
      Found.Sink = Callee;
      Found.SinkIndex = Parm->getFunctionScopeIndex();
      Found.Callee = Callee;
    }
    return because(Kind::Copy, "the string is copied into a parameter");
  }
  return because(Kind::ConstRef, "the string is copied");
}

// --- The uses of one variable ------------------------------------------------

/// A use for each lambda in \p Captures that captures a variable by copy: a
/// mutable lambda's copy would become const.
static void addCopyCaptures(
    llvm::SmallVectorImpl<std::pair<const LambdaExpr *, const VarDecl *>> &Captures,
    llvm::function_ref<void(const VarDecl *, const StringUse &)> Add) {
  for (const auto &[Lambda, Var] : Captures) {
    StringUse U;
    U.Kind = Lambda->isMutable() ? Kind::Decline : Kind::ConstRef;
    U.Why = "a lambda captures a copy";
    Add(Var, U);
  }
  Captures.clear();
}

StringUses StringUses::collect(const FunctionDecl *FD, const VarDecl *Var,
                               ASTContext &, const StringUseContext &Context) {
  StringUses Out;
  llvm::SmallVector<std::pair<const LambdaExpr *, const VarDecl *>, 2> CopyCaptures;
  llvm::SmallPtrSet<const VarDecl *, 1> Vars{Var->getCanonicalDecl()};
  auto OnMention = [&](const DeclRefExpr *Ref, UsePath Path) {
    Out.Uses.push_back(UseClassifier(Var, Path, Context).classify(Ref));
  };
  // Each root's captures by copy follow its mentions.
  auto AddCapture = [&](const VarDecl *, const StringUse &U) {
    Out.Uses.push_back(U);
  };
  UseWalker Walker(Vars, OnMention, CopyCaptures);
  Walker.RootFunction = FD;
  Walker.TraverseStmt(FD->getBody());
  addCopyCaptures(CopyCaptures, AddCapture);
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(FD))
    for (const CXXCtorInitializer *Init : Ctor->inits())
      if (Init->isWritten() && Init->getInit()) {
        Walker.walkInitializer(Init);
        addCopyCaptures(CopyCaptures, AddCapture);
      }
  return Out;
}

UnitStringUses StringUses::collectInUnit(ASTContext &Ctx,
                                         llvm::ArrayRef<const VarDecl *> Vars,
                                         const StringUseContext &Context) {
  UnitStringUses Out;
  // A mention names whichever declaration lookup found (an in-class one
  // before an out-of-line definition): all are keyed by the first.
  llvm::SmallPtrSet<const VarDecl *, 8> Targets;
  for (const VarDecl *Var : Vars)
    Targets.insert(Var->getCanonicalDecl());
  if (Targets.empty())
    return Out;
  llvm::SmallVector<std::pair<const LambdaExpr *, const VarDecl *>, 2> CopyCaptures;
  auto OnMention = [&](const DeclRefExpr *Ref, UsePath Path) {
    const auto *Var = cast<VarDecl>(Ref->getDecl());
    Out.Uses[Var->getCanonicalDecl()].Uses.push_back(
        UseClassifier(Var, Path, Context).classify(Ref));
  };
  auto AddCapture = [&](const VarDecl *Var, const StringUse &U) {
    Out.Uses[Var].Uses.push_back(U);
  };
  UseWalker Walker(Targets, OnMention, CopyCaptures);
  const SourceManager &SM = Ctx.getSourceManager();
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
    // No user's code is spelled in a system header, and a template there
    // names no user's variable: its instantiations need no walk.
    if (SM.isInSystemHeader(D->getLocation()))
      continue;
    Walker.TraverseDecl(D);
    addCopyCaptures(CopyCaptures, AddCapture);
  }
  for (const VarDecl *Var : Walker.MemberMentions) {
    StringUse U;
    U.Why = "it is named as a member of an object";
    Out.Uses[Var].Uses.push_back(U);
  }
  Out.UnparsedBodies = Walker.SawUnparsedBody;
  return Out;
}

const StringUse *StringUses::firstDecline() const {
  for (const StringUse &U : Uses)
    if (U.Kind == Kind::Decline)
      return &U;
  return nullptr;
}

bool StringUses::readOnly() const {
  return llvm::all_of(Uses, [](const StringUse &U) {
    return U.Kind == Kind::View || U.Kind == Kind::ConstRef;
  });
}

bool StringUses::needsString() const {
  return llvm::any_of(Uses, [](const StringUse &U) {
    return U.Kind == Kind::ConstRef || U.Kind == Kind::Copy ||
           U.Kind == Kind::MovedInto;
  });
}

bool StringUses::fitsView() const {
  return llvm::all_of(Uses,
                      [](const StringUse &U) { return U.Kind == Kind::View; });
}

const StringUse *StringUses::copiedOnce() const {
  if (Uses.size() != 1 || Uses[0].Kind != Kind::Copy || !Uses[0].Ref ||
      Uses[0].Repeats)
    return nullptr;
  return &Uses[0];
}

std::string StringUses::whyNotView(const SourceManager &SM) const {
  for (const StringUse &U : Uses) {
    if (U.Kind == Kind::View)
      continue;
    std::string Why = U.Why.str();
    if (U.Ref)
      Why += " (line " +
             std::to_string(SM.getPresumedLineNumber(U.Ref->getBeginLoc())) +
             ")";
    return Why;
  }
  return "";
}

} // namespace clang::tidy::strcost::utils
