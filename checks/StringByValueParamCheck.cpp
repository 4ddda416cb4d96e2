//===--- StringByValueParamCheck.cpp - strcost -----------------------------===//

#include "StringByValueParamCheck.h"
#include "utils/AliasingWrites.h"
#include "utils/OverloadRivals.h"
#include "utils/SourceUtils.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtCXX.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Lex/Lexer.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost {

namespace {

/// What one use of the parameter allows, from most to least permissive.
enum class UseKind {
  View,     // valid, and free, on a std::basic_string_view
  ConstRef, // needs a std::basic_string, but only reads it
  Copy,     // copies the whole string once, where a move could take over
  // `std::move` into a by-value string parameter of another function: a sink
  // unless this check turns that parameter into a reference too.
  MovedInto,
  Decline,  // modifies, moves, lets the address escape, or is not understood
};

struct Use {
  UseKind Kind;
  const DeclRefExpr *Ref;
  // The `std::move(s)` around the use that moves nothing once the parameter
  // is a reference: the fix drops it.
  const CallExpr *Move = nullptr;
  // For MovedInto: the function and parameter index moved into.
  const FunctionDecl *Sink = nullptr;
  unsigned SinkIndex = 0;
};

} // namespace

static constexpr llvm::StringLiteral AutoName = "auto";
static constexpr llvm::StringLiteral ConstRefName = "const-ref";
static constexpr llvm::StringLiteral StringViewName = "string-view";
static constexpr llvm::StringLiteral MoveName = "move";

// --- Types -------------------------------------------------------------------

/// Anywhere inside std, nested namespaces included (std::chrono, std::ranges):
/// wider than utils::isStdClass, for functions and iterator classes.
static bool isInStd(const Decl *D) {
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
      if (NS->isStdNamespace())
        return true;
  return false;
}

using utils::isStdClass;


static bool isStringRecord(const CXXRecordDecl *RD) {
  return isa_and_nonnull<ClassTemplateSpecializationDecl>(RD) &&
         isStdClass(RD, "basic_string");
}

static bool isStringView(QualType T) {
  const auto *RD =
      T.getNonReferenceType().getCanonicalType()->getAsCXXRecordDecl();
  return isStdClass(RD, "basic_string_view");
}

/// `std::string_view` and its siblings for the string's character type; none
/// for custom traits, which no standard alias covers.
static std::optional<StringRef>
viewSpelling(const ClassTemplateSpecializationDecl *Str) {
  const TemplateArgumentList &Args = Str->getTemplateArgs();
  if (Args.size() < 2 || Args[0].getKind() != TemplateArgument::Type ||
      Args[1].getKind() != TemplateArgument::Type)
    return std::nullopt;
  const auto *Traits = Args[1].getAsType()->getAsCXXRecordDecl();
  if (!isStdClass(Traits, "char_traits"))
    return std::nullopt;
  const auto *Char = Args[0].getAsType().getCanonicalType()->getAs<BuiltinType>();
  if (!Char)
    return std::nullopt;
  switch (Char->getKind()) {
  case BuiltinType::Char_S:
  case BuiltinType::Char_U:
    return StringRef("std::string_view");
  case BuiltinType::WChar_S:
  case BuiltinType::WChar_U:
    return StringRef("std::wstring_view");
  case BuiltinType::Char8:
    return StringRef("std::u8string_view");
  case BuiltinType::Char16:
    return StringRef("std::u16string_view");
  case BuiltinType::Char32:
    return StringRef("std::u32string_view");
  default:
    return std::nullopt;
  }
}

/// The declaration every reference to \p FD is filed under: the template
/// pattern of an instantiation, the base constructor of an inherited one.
static const FunctionDecl *key(const FunctionDecl *FD) {
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(FD))
    if (Ctor->isInheritingConstructor())
      if (const CXXConstructorDecl *Base =
              Ctor->getInheritedConstructor().getConstructor())
        FD = Base;
  if (const FunctionDecl *Pattern =
          FD->getTemplateInstantiationPattern(/*ForDefinition=*/false))
    FD = Pattern;
  return FD->getCanonicalDecl();
}

// --- Walking the AST upwards ---------------------------------------------------

static DynTypedNode parentOf(const DynTypedNode &N, ASTContext &Ctx) {
  auto Parents = Ctx.getParents(N);
  return Parents.size() == 1 ? Parents[0] : DynTypedNode();
}

/// Climbs from \p E past the nodes that do not change what is done with the
/// value (parentheses, added const, temporaries); returns the parent reached and
/// sets \p Child to the expression below it.
static DynTypedNode climb(const Expr *E, ASTContext &Ctx, const Expr *&Child) {
  Child = E;
  while (true) {
    DynTypedNode P = parentOf(DynTypedNode::create(*Child), Ctx);
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

static bool isCallee(const Expr *Callee, const Expr *E) {
  return Callee && Callee->IgnoreParenImpCasts() == E;
}

/// The index of the argument \p Arg in \p Call's argument list, or -1.
template <class CallT> static int argumentIndex(const CallT *Call, const Expr *Arg) {
  for (unsigned I = 0; I < Call->getNumArgs(); ++I)
    if (Call->getArg(I) == Arg)
      return static_cast<int>(I);
  return -1;
}

/// The parameter of \p Callee that the argument number \p ArgIndex of the call
/// \p Call binds to (member operators count their object as argument 0).
static const ParmVarDecl *parameterFor(const Expr *Call, const FunctionDecl *Callee,
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

// --- Classifying one use -------------------------------------------------------

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
        T->isEnumeralType() || utils::stdBasicString(T) || isStringView(T))
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
  if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_AddrOf)
    return isReadOnlyCallable(U->getSubExpr());
  if (const auto *Lambda = dyn_cast<LambdaExpr>(E))
    return ReadsOnly(Lambda->getCallOperator());
  return false;
}

/// Standard algorithms that only read their range and return a plain value:
/// iterators of a const string or of a view serve them as well. Any predicate
/// must take its arguments by value or const reference.
static bool isReadOnlyAlgorithm(const CallExpr *Call, const FunctionDecl *F) {
  if (!isInStd(F) || isa<CXXMethodDecl>(F) || !F->getIdentifier())
    return false;
  QualType R = F->getReturnType();
  if (!R->isArithmeticType())
    return false;
  StringRef Name = F->getName();
  bool Plain = llvm::is_contained({"count", "equal", "lexicographical_compare",
                                   "is_sorted", "distance", "includes",
                                   "accumulate", "is_permutation"},
                                  Name);
  bool WithPredicate = llvm::is_contained(
      {"count_if", "all_of", "any_of", "none_of", "is_partitioned"}, Name);
  if (!Plain && !WithPredicate)
    return false;
  // Every argument is an iterator, a value, or a callable that only reads.
  for (const Expr *Arg : Call->arguments()) {
    QualType T = Arg->IgnoreImplicit()->getType();
    const Type *Pointee = T->isPointerType() ? T->getPointeeType().getTypePtr()
                                             : nullptr;
    if (T->isFunctionType() || (Pointee && Pointee->isFunctionType()) ||
        (T->getAsCXXRecordDecl() && T->getAsCXXRecordDecl()->isLambda())) {
      if (!isReadOnlyCallable(Arg))
        return false;
      continue;
    }
    if (const CXXRecordDecl *RD = T->getAsCXXRecordDecl())
      // libstdc++'s __normal_iterator, libc++'s __wrap_iter, reverse_iterator.
      if (!RD->getIdentifier() || !RD->getName().contains("iter") ||
          !(isInStd(RD) || RD->getQualifiedNameAsString().rfind("__gnu_cxx::", 0) == 0))
        return false; // a function object of unknown signature
  }
  return Plain || WithPredicate;
}

static bool isLoopOrLambda(const DynTypedNode &N) {
  return N.get<ForStmt>() || N.get<WhileStmt>() || N.get<DoStmt>() ||
         N.get<CXXForRangeStmt>() || N.get<LambdaExpr>() || N.get<BlockExpr>();
}

/// True when \p E runs more than once per call of its function: in a loop, or
/// in a lambda that may be called any number of times.
static bool mayRunRepeatedly(const Expr *E, const Stmt *Body, ASTContext &Ctx) {
  DynTypedNode N = DynTypedNode::create(*E);
  for (int Depth = 0; Depth < 256; ++Depth) {
    // A lambda's body has two parents, the lambda and its call operator:
    // look at all of them.
    auto Parents = Ctx.getParents(N);
    if (Parents.empty())
      return false;
    for (const DynTypedNode &P : Parents)
      if (isLoopOrLambda(P))
        return true;
    N = Parents[0];
    if (const auto *S = N.get<Stmt>(); S && S == Body)
      return false;
  }
  return true;
}

namespace {
/// Decides, for each use of one parameter, what the use requires of it.
class UseClassifier {
public:
  UseClassifier(const ParmVarDecl *Param, ASTContext &Ctx)
      : Ctx(Ctx), ParamIsConst(Param->getType().isConstQualified()) {}

  Use classify(const DeclRefExpr *Ref) {
    Found = Use{UseKind::Decline, Ref};
    Found.Kind = classifyValue(Ref, true, 0);
    return Found;
  }

private:
  /// \p E is the parameter itself (\p IsParam) or a string computed from it
  /// (the result of `substr`); says what the code around \p E does with it.
  UseKind classifyValue(const Expr *E, bool IsParam, int Depth);
  UseKind classifyMemberCall(const CXXMemberCallExpr *Call,
                             const CXXMethodDecl *M, bool IsParam, int Depth);
  UseKind classifyArgument(const Expr *Call, const FunctionDecl *Callee,
                           const ParmVarDecl *Parm, bool IsParam);
  UseKind classifyCopy(const CXXConstructExpr *Copy, bool IsParam);
  UseKind classifyMove(const CallExpr *Move, int Depth);
  UseKind classifyElementResult(const Expr *Result);
  UseKind classifyIteratorResult(const Expr *Result);

  ASTContext &Ctx;
  bool ParamIsConst;
  Use Found{UseKind::Decline, nullptr};
};
} // namespace

UseKind UseClassifier::classifyValue(const Expr *E, bool IsParam, int Depth) {
  if (Depth > 4)
    return UseKind::Decline;
  const Expr *Child = nullptr;
  DynTypedNode P = climb(E, Ctx, Child);

  if (const auto *ME = P.get<MemberExpr>()) {
    const auto *M = dyn_cast<CXXMethodDecl>(ME->getMemberDecl());
    const Expr *Up = nullptr;
    DynTypedNode Call = climb(ME, Ctx, Up);
    const auto *MC = Call.get<CXXMemberCallExpr>();
    if (!M || !MC || !isCallee(MC->getCallee(), ME))
      return UseKind::Decline;
    return classifyMemberCall(MC, M, IsParam, Depth);
  }

  if (const auto *OC = P.get<CXXOperatorCallExpr>()) {
    const auto *Callee = dyn_cast_or_null<FunctionDecl>(OC->getCalleeDecl());
    if (!Callee)
      return UseKind::Decline;
    int Index = argumentIndex(OC, Child);
    const auto *Method = dyn_cast<CXXMethodDecl>(Callee);
    if (Method && !Method->isStatic() && Index == 0) {
      // An operator of the string itself: only element access reads.
      if (OC->getOperator() != OO_Subscript)
        return UseKind::Decline;
      if (!IsParam || ParamIsConst || Method->isConst())
        return UseKind::View;
      return classifyElementResult(OC);
    }
    // `Member = S;`: the copy a move assignment could replace.
    if (Method && Index == 1 && Method->isCopyAssignmentOperator() &&
        isStringRecord(Method->getParent()))
      return IsParam ? UseKind::Copy : UseKind::ConstRef;
    OverloadedOperatorKind Op = OC->getOperator();
    if (isInStd(Callee) && !Method) {
      // The standard comparisons and stream output have view overloads that
      // accept the same other operands (strings, views, character pointers).
      bool Compares = Op == OO_EqualEqual || Op == OO_ExclaimEqual ||
                      Op == OO_Less || Op == OO_LessEqual || Op == OO_Greater ||
                      Op == OO_GreaterEqual || Op == OO_Spaceship;
      bool Prints = Op == OO_LessLess && Index == 1 &&
                    Callee->getNumParams() == 2 &&
                    isStdClass(Callee->getParamDecl(0)
                                   ->getType()
                                   .getNonReferenceType()
                                   ->getAsCXXRecordDecl(),
                               "basic_ostream");
      if ((Compares && argumentsSuitView(OC, 0)) || Prints)
        return UseKind::View;
    }
    return classifyArgument(OC, Callee, parameterFor(OC, Callee, Index),
                            IsParam);
  }

  if (const auto *Call = P.get<CallExpr>()) {
    if (isCallee(Call->getCallee(), Child))
      return UseKind::Decline;
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee)
      return UseKind::Decline; // a dependent or indirect call: unknown
    if (IsParam && Callee->isInStdNamespace() && Callee->getIdentifier() &&
        Callee->getName() == "move" && Call->getNumArgs() == 1)
      return classifyMove(Call, Depth);
    if (Callee->isInStdNamespace() && Callee->getIdentifier() &&
        llvm::is_contained({"move", "forward", "move_if_noexcept", "exchange",
                            "swap"},
                           Callee->getName()))
      return UseKind::Decline;
    return classifyArgument(Call, Callee,
                            parameterFor(Call, Callee, argumentIndex(Call, Child)),
                            IsParam);
  }

  if (const auto *Construct = P.get<CXXConstructExpr>()) {
    const CXXConstructorDecl *Ctor = Construct->getConstructor();
    if (Ctor->isCopyOrMoveConstructor() &&
        isStringRecord(Ctor->getParent()))
      return classifyCopy(Construct, IsParam);
    int Index = argumentIndex(Construct, Child);
    if (Index < 0 || static_cast<unsigned>(Index) >= Ctor->getNumParams())
      return UseKind::Decline;
    return classifyArgument(Construct, Ctor, Ctor->getParamDecl(Index), IsParam);
  }

  // A capture by reference: the lambda's body holds the uses.
  if (const auto *Lambda = P.get<LambdaExpr>())
    return llvm::is_contained(Lambda->capture_inits(), Child) ? UseKind::View
                                                              : UseKind::Decline;

  if (const auto *VD = P.get<VarDecl>()) {
    // The hidden `auto &&__range = s;` of a range-based for loop.
    if (VD->isImplicit()) {
      DynTypedNode DS = parentOf(P, Ctx);
      const auto *For = parentOf(DS, Ctx).get<CXXForRangeStmt>();
      if (!For || For->getRangeStmt() != DS.get<Stmt>())
        return UseKind::Decline;
      QualType Elem = For->getLoopVariable()->getType();
      if (Elem->isReferenceType() && !Elem.getNonReferenceType().isConstQualified())
        return ParamIsConst ? UseKind::ConstRef : UseKind::Decline;
      return UseKind::View;
    }
    QualType T = VD->getType();
    if (T->isReferenceType())
      return T.getNonReferenceType().isConstQualified() && !T->isRValueReferenceType()
                 ? UseKind::ConstRef
                 : UseKind::Decline;
    // A string initialised directly from a prvalue (C++17 `auto x = s.substr(1)`).
    return IsParam ? UseKind::Decline : UseKind::ConstRef;
  }

  // `return s;` moves the parameter out already; `return s.substr(1);` makes a
  // std::string that a view's substr would not.
  if (P.get<ReturnStmt>())
    return IsParam ? UseKind::Decline : UseKind::ConstRef;

  return UseKind::Decline;
}

UseKind UseClassifier::classifyMemberCall(const CXXMemberCallExpr *Call,
                                          const CXXMethodDecl *M, bool IsParam,
                                          int Depth) {
  if (isa<CXXConversionDecl>(M)) {
    // `return S;` as a view of the parameter dangles today; the compiler says
    // so (-Wreturn-stack-address), and a fix here would hide that.
    const Expr *Child = nullptr;
    DynTypedNode P = climb(Call, Ctx, Child);
    while (const auto *Cast = P.get<ImplicitCastExpr>())
      P = climb(Cast, Ctx, Child);
    if (const auto *Construct = P.get<CXXConstructExpr>())
      P = climb(Construct, Ctx, Child);
    if (P.get<ReturnStmt>())
      return UseKind::Decline;
    return isStringView(M->getReturnType()) ? UseKind::View : UseKind::ConstRef;
  }
  if (!M->getIdentifier())
    return UseKind::Decline;
  StringRef Name = M->getName();
  bool ConstObject = !IsParam || ParamIsConst || M->isConst();
  if (isViewReadMember(Name))
    return argumentsSuitView(Call, 0) ? UseKind::View : UseKind::ConstRef;
  if (Name == "substr") {
    // A view's substr is a view: free, where the string's allocates.
    return classifyValue(Call, false, Depth + 1) == UseKind::View
               ? UseKind::View
               : UseKind::ConstRef;
  }
  if (llvm::is_contained({"at", "front", "back"}, Name)) {
    if (!IsParam || ParamIsConst || M->isConst())
      return UseKind::View;
    return classifyElementResult(Call);
  }
  if (llvm::is_contained({"begin", "end", "rbegin", "rend", "cbegin", "cend",
                          "crbegin", "crend"},
                         Name)) {
    UseKind K = classifyIteratorResult(Call);
    // Iterators of a const string may go anywhere a const& would still compile.
    if (K == UseKind::Decline && ConstObject && M->isConst())
      return UseKind::ConstRef;
    return K;
  }
  if (Name == "data" && !M->isConst()) {
    // `char *` from a non-const string: fine only where a `const char *` is
    // wanted anyway. A view's data() is not NUL-terminated: never a view.
    DynTypedNode P = parentOf(DynTypedNode::create(*Call), Ctx);
    while (P.get<ParenExpr>())
      P = parentOf(P, Ctx);
    const auto *Cast = P.get<ImplicitCastExpr>();
    if (Cast && Cast->getCastKind() == CK_NoOp &&
        Cast->getType()->getPointeeType().isConstQualified())
      return UseKind::ConstRef;
    return UseKind::Decline;
  }
  if (M->isConst()) // c_str, data, capacity, get_allocator, ...
    return UseKind::ConstRef;
  return UseKind::Decline; // a modifying member
}

UseKind UseClassifier::classifyElementResult(const Expr *Result) {
  // A `char &` from a non-const string: reading it is fine, anything else
  // would stop compiling (or mean something else) on a const string.
  const Expr *Child = nullptr;
  DynTypedNode P = climb(Result, Ctx, Child);
  if (const auto *Cast = P.get<ImplicitCastExpr>())
    if (Cast->getCastKind() == CK_LValueToRValue)
      return UseKind::View;
  return UseKind::Decline;
}

UseKind UseClassifier::classifyIteratorResult(const Expr *Result) {
  // Iterators passed straight to a standard algorithm that returns a plain
  // value, or to a standard container's range constructor, work the same
  // on a const string and on a view.
  const Expr *E = Result;
  while (true) {
    const Expr *Child = nullptr;
    DynTypedNode P = climb(E, Ctx, Child);
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
        return UseKind::Decline;
      return UseKind::View;
    }
    if (const auto *Construct = P.get<CXXConstructExpr>()) {
      const CXXRecordDecl *RD = Construct->getConstructor()->getParent();
      return isInStd(RD) ? UseKind::View : UseKind::Decline;
    }
    return UseKind::Decline;
  }
}

UseKind UseClassifier::classifyArgument(const Expr *Call,
                                        const FunctionDecl *Callee,
                                        const ParmVarDecl *Parm, bool IsParam) {
  if (!Parm)
    return UseKind::Decline;
  QualType T = Parm->getType();
  if (T->isReferenceType()) {
    QualType Pointee = T.getNonReferenceType();
    if (!Pointee.isConstQualified() || T->isRValueReferenceType())
      return IsParam ? UseKind::Decline : UseKind::ConstRef;
    if (isStringView(Pointee))
      return UseKind::View;
    // The std::string member that has a view-taking twin (C++17).
    const auto *M = dyn_cast<CXXMethodDecl>(Callee);
    const auto *MemberCall = dyn_cast<CallExpr>(Call);
    if (M && MemberCall && utils::stdBasicString(Pointee) && M->getIdentifier() &&
        isStringRecord(M->getParent()) &&
        takesViewLikeArgument(M->getName()) &&
        argumentsSuitView(MemberCall, isa<CXXOperatorCallExpr>(Call) ? 1 : 0))
      return UseKind::View;
    if (M && M->getOverloadedOperator() == OO_PlusEqual &&
        isStringRecord(M->getParent()))
      return UseKind::View;
    return UseKind::ConstRef;
  }
  if (isStringView(T))
    return UseKind::View;
  // Some other class built from the string (a path, a regex): it reads a
  // const string through its constructor.
  return UseKind::ConstRef;
}

/// The parameter that argument \p Arg of the call or construction \p Call
/// initialises, with its function; null when \p Call is no such thing or
/// \p Arg is its callee or object.
static const ParmVarDecl *boundParameter(const DynTypedNode &Call, const Expr *Arg,
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

UseKind UseClassifier::classifyMove(const CallExpr *Move, int Depth) {
  // `std::move(s)` moves only where its result initialises a new string;
  // bound to a const reference or converted to a view it reads, like `s`.
  const Expr *Child = nullptr;
  DynTypedNode P = climb(Move, Ctx, Child);
  if (const auto *Construct = P.get<CXXConstructExpr>()) {
    const CXXConstructorDecl *Ctor = Construct->getConstructor();
    if (isStringRecord(Ctor->getParent()) && Ctor->isCopyOrMoveConstructor()) {
      if (!Ctor->isMoveConstructor())
        return UseKind::Decline; // a const parameter copied: leave it alone
      const Expr *Arg = nullptr;
      DynTypedNode Call = climb(Construct, Ctx, Arg);
      const FunctionDecl *Callee = nullptr;
      const ParmVarDecl *Parm = boundParameter(Call, Arg, Callee);
      if (!Parm || Parm->getType()->isReferenceType())
        return UseKind::Decline; // a local, a member, a return value: a sink
      Found.Move = Move;
      Found.Sink = Callee;
      Found.SinkIndex = Parm->getFunctionScopeIndex();
      return UseKind::MovedInto;
    }
  }
  if (const auto *ME = P.get<MemberExpr>()) {
    // The conversion to a view, on its way to a view parameter.
    if (!isa<CXXConversionDecl>(ME->getMemberDecl()))
      return UseKind::Decline;
    UseKind K = classifyValue(Move, true, Depth + 1);
    if (K == UseKind::View || K == UseKind::ConstRef)
      Found.Move = Move;
    return K;
  }
  const FunctionDecl *Callee = nullptr;
  const ParmVarDecl *Parm = boundParameter(P, Child, Callee);
  if (!Parm)
    return UseKind::Decline;
  QualType T = Parm->getType();
  if (!T->isLValueReferenceType() || !T.getNonReferenceType().isConstQualified() ||
      !utils::stdBasicString(T.getNonReferenceType()))
    return UseKind::Decline;
  Found.Move = Move;
  return classifyArgument(P.get<Expr>(), Callee, Parm, true);
}

UseKind UseClassifier::classifyCopy(const CXXConstructExpr *Copy, bool IsParam) {
  if (!IsParam)
    return UseKind::ConstRef;
  const Expr *Child = nullptr;
  DynTypedNode P = climb(Copy, Ctx, Child);
  // `return S;` already moves the parameter out.
  if (P.get<ReturnStmt>())
    return UseKind::Decline;
  if (const auto *Lambda = P.get<LambdaExpr>())
    // A capture by copy: a mutable lambda may change its copy, which would be
    // const if the parameter were a reference.
    return Lambda->isMutable() ? UseKind::Decline : UseKind::ConstRef;
  if (const auto *VD = P.get<VarDecl>())
    return VD->isLocalVarDecl() && !VD->isStaticLocal() && !VD->isInitCapture()
               ? UseKind::Copy
               : UseKind::ConstRef;
  // A member or base initialiser (the parent map files it under the
  // constructor itself).
  if (P.get<CXXCtorInitializer>())
    return UseKind::Copy;
  if (const auto *Ctor = P.get<CXXConstructorDecl>())
    for (const CXXCtorInitializer *Init : Ctor->inits())
      if (Init->getInit() == Child)
        return UseKind::Copy;
  if (const auto *Call = P.get<CallExpr>(); Call && isCallee(Call->getCallee(), Child))
    return UseKind::Decline;
  if (P.get<CallExpr>() || P.get<CXXConstructExpr>()) {
    // A by-value parameter this run may turn into a reference: then the copy
    // is gone, and the use a read.
    const FunctionDecl *Callee = nullptr;
    if (const ParmVarDecl *Parm = boundParameter(P, Child, Callee);
        Parm && !Parm->getType()->isReferenceType()) {
      Found.Sink = Callee;
      Found.SinkIndex = Parm->getFunctionScopeIndex();
    }
    return UseKind::Copy;
  }
  return UseKind::ConstRef;
}

// --- Callers ------------------------------------------------------------------

/// True when the argument \p Arg, which initialises a by-value \p Str
/// parameter, would initialise a view of it just as well: a string of the same
/// type (an lvalue or a temporary that lives to the end of the call), or a
/// character pointer. Anything else (a class with `operator std::string`, a
/// braced list, a count and a character) may need std::string's constructors.
static bool argumentAllowsView(const Expr *Arg,
                               const ClassTemplateSpecializationDecl *Str,
                               const ASTContext &Ctx) {
  if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(Arg))
    Arg = Default->getExpr();
  if (!Arg)
    return false;
  auto SameString = [&](QualType T) {
    const ClassTemplateSpecializationDecl *S = utils::stdBasicString(T);
    return S && S->getCanonicalDecl() == Str->getCanonicalDecl();
  };
  while (true) {
    if (const auto *E = dyn_cast<ExprWithCleanups>(Arg))
      Arg = E->getSubExpr();
    else if (const auto *B = dyn_cast<CXXBindTemporaryExpr>(Arg))
      Arg = B->getSubExpr();
    else if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(Arg))
      Arg = M->getSubExpr();
    else if (const auto *C = dyn_cast<ImplicitCastExpr>(Arg);
             C && (C->getCastKind() == CK_NoOp ||
                   C->getCastKind() == CK_ConstructorConversion))
      Arg = C->getSubExpr();
    else if (const auto *Paren = dyn_cast<ParenExpr>(Arg))
      Arg = Paren->getSubExpr();
    else
      break;
  }
  // A braced list, or a conversion the class defines (`operator std::string`).
  if (isa<InitListExpr, ImplicitCastExpr>(Arg))
    return false;
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(Arg);
      Construct && !isa<CXXTemporaryObjectExpr>(Construct)) {
    if (Construct->isListInitialization() || Construct->getNumArgs() == 0)
      return false;
    const CXXConstructorDecl *Ctor = Construct->getConstructor();
    const Expr *From = Construct->getArg(0)->IgnoreImpCasts();
    if (Ctor->isCopyOrMoveConstructor())
      return SameString(From->getType());
    for (unsigned I = 1; I < Construct->getNumArgs(); ++I)
      if (!isa<CXXDefaultArgExpr>(Construct->getArg(I)))
        return false;
    QualType First = Ctor->getParamDecl(0)->getType();
    return First->isPointerType() && First->getPointeeType().isConstQualified();
  }
  // A prvalue std::string: a call, a cast, `std::string()`.
  return SameString(Arg->getType());
}

/// The argument of \p Call (a call or construction of \p FD) for FD's
/// parameter \p Index; null when the call passes none (a default argument
/// is an argument here).
static const Expr *argumentFor(const Expr *Call, const FunctionDecl *FD,
                               unsigned Index) {
  if (const auto *CE = dyn_cast<CallExpr>(Call)) {
    if (isa<CXXOperatorCallExpr>(CE) && isa<CXXMethodDecl>(FD) &&
        !cast<CXXMethodDecl>(FD)->isStatic())
      ++Index; // the object is the operator's first operand
    return Index < CE->getNumArgs() ? CE->getArg(Index) : nullptr;
  }
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(Call))
    return Index < Construct->getNumArgs() ? Construct->getArg(Index) : nullptr;
  return nullptr;
}

// --- Source edits -----------------------------------------------------------

/// The end of a parameter's type as spelled, past a trailing `const`/`volatile`
/// (`std::string const`), as a character location; invalid if not in a file.
static SourceLocation typeSpellingEnd(const ParmVarDecl *PD,
                                      const SourceManager &SM,
                                      const LangOptions &LO) {
  SourceLocation End = PD->getTypeSourceInfo()->getTypeLoc().getEndLoc();
  if (End.isInvalid() || End.isMacroID())
    return {};
  End = Lexer::getLocForEndOfToken(End, 0, SM, LO);
  while (true) {
    std::optional<Token> Tok = Lexer::findNextToken(End.getLocWithOffset(-1), SM, LO);
    if (!Tok || !Tok->is(tok::raw_identifier) ||
        !llvm::is_contained({"const", "volatile"}, Tok->getRawIdentifier()))
      return End;
    End = Tok->getEndLoc();
  }
}

static bool isFileLoc(SourceLocation L) { return L.isValid() && L.isFileID(); }

/// True when the template \p FD belongs to has been instantiated in this
/// translation unit. An uninstantiated template is not judged: nothing shows
/// yet how it is used. Functions templated in other ways (a lambda inside a
/// template) count as uninstantiated.
static bool isInstantiated(const FunctionDecl *FD) {
  if (const FunctionTemplateDecl *T = FD->getDescribedFunctionTemplate()) {
    for (const FunctionDecl *Spec : T->specializations())
      if (isTemplateInstantiation(Spec->getTemplateSpecializationKind()))
        return true;
    return false;
  }
  const auto *M = dyn_cast<CXXMethodDecl>(FD);
  const ClassTemplateDecl *CT =
      M ? M->getParent()->getDescribedClassTemplate() : nullptr;
  if (!CT)
    return false;
  for (const ClassTemplateSpecializationDecl *Spec : CT->specializations())
    for (const CXXMethodDecl *Member : Spec->methods())
      if (const FunctionDecl *From = Member->getInstantiatedFromMemberFunction();
          From && From->getCanonicalDecl() == M->getCanonicalDecl() &&
          Member->isDefined())
        return true;
  return false;
}

/// Why the template \p FD belongs to cannot change its parameter alone:
/// an explicit specialization or explicit instantiation spells the parameter
/// again and would no longer match (empty when none does). The fix does not
/// rewrite those lines.
static std::string respelledBySpecializations(const FunctionDecl *FD) {
  bool Specialized = false, Instantiated = false;
  auto Note = [&](TemplateSpecializationKind K, bool WholeClass) {
    Specialized |= K == TSK_ExplicitSpecialization;
    // `template struct Box<int>;` instantiates every member without naming
    // their parameters.
    Instantiated |= !WholeClass && (K == TSK_ExplicitInstantiationDeclaration ||
                                    K == TSK_ExplicitInstantiationDefinition);
  };
  if (const FunctionTemplateDecl *T = FD->getDescribedFunctionTemplate())
    for (const FunctionDecl *Spec : T->specializations())
      Note(Spec->getTemplateSpecializationKind(), false);
  const auto *M = dyn_cast<CXXMethodDecl>(FD);
  if (const ClassTemplateDecl *CT =
          M ? M->getParent()->getDescribedClassTemplate() : nullptr)
    for (const ClassTemplateSpecializationDecl *Spec : CT->specializations()) {
      bool WholeClass =
          Spec->getSpecializationKind() == TSK_ExplicitInstantiationDeclaration ||
          Spec->getSpecializationKind() == TSK_ExplicitInstantiationDefinition;
      for (const CXXMethodDecl *Member : Spec->methods())
        if (const FunctionDecl *From = Member->getInstantiatedFromMemberFunction();
            From && From->getCanonicalDecl() == M->getCanonicalDecl())
          Note(Member->getTemplateSpecializationKind(), WholeClass);
    }
  if (Specialized)
    return "the template has explicit specializations that would no longer "
           "match it";
  if (Instantiated)
    return "the template is explicitly instantiated, and the instantiation "
           "names the parameter's type";
  return "";
}

// --- The check ------------------------------------------------------------------

StringByValueParamCheck::StringByValueParamCheck(StringRef Name,
                                                 ClangTidyContext *Context)
    : ClangTidyCheck(Name, Context),
      PreferredFixOption(Options.get("PreferredFix", AutoName.str())),
      CopiedOnceFixOption(Options.get("CopiedOnceFix", MoveName.str())),
      IgnoredTypesOption(Options.get("IgnoredTypes", "")),
      IgnoredFunctionsOption(Options.get("IgnoredFunctions", "")),
      HeaderStandardOption(Options.getLocalOrGlobal(
          utils::HeaderStandardOption, utils::HeaderStandardDefault.str())),
      Inserter(Options.getLocalOrGlobal("IncludeStyle",
                                        tidy::utils::IncludeSorter::IS_LLVM),
               areDiagsSelfContained()) {
  // A bad option value is an error: a CI job silently running with a default
  // the user did not ask for would hide the mistake.
  if (PreferredFixOption == AutoName)
    PreferredFix = PreferredFixKind::Auto;
  else if (PreferredFixOption == ConstRefName)
    PreferredFix = PreferredFixKind::ConstRef;
  else if (PreferredFixOption == StringViewName)
    PreferredFix = PreferredFixKind::StringView;
  else {
    ConfigurationValid = false;
    configurationDiag("invalid value '%0' for option 'PreferredFix' of check "
                      "'%1'; expected 'auto', 'const-ref' or 'string-view'",
                      DiagnosticIDs::Error)
        << PreferredFixOption << Name;
  }
  if (CopiedOnceFixOption == MoveName)
    CopiedOnceFix = CopiedOnceFixKind::Move;
  else if (CopiedOnceFixOption == ConstRefName)
    CopiedOnceFix = CopiedOnceFixKind::ConstRef;
  else {
    ConfigurationValid = false;
    configurationDiag("invalid value '%0' for option 'CopiedOnceFix' of check "
                      "'%1'; expected 'move' or 'const-ref'",
                      DiagnosticIDs::Error)
        << CopiedOnceFixOption << Name;
  }
  if (std::optional<utils::CxxStandard> Std =
          utils::parseHeaderStandard(HeaderStandardOption))
    HeaderMinimum = *Std;
  else {
    ConfigurationValid = false;
    configurationDiag("invalid value '%0' for option '%1' of check '%2'; %3",
                      DiagnosticIDs::Error)
        << HeaderStandardOption << utils::HeaderStandardOption << Name
        << utils::HeaderStandardExpected;
  }
  auto ReadRegex = [&](StringRef Option, StringRef Value,
                       std::optional<llvm::Regex> &Out) {
    if (Value.empty())
      return;
    llvm::Regex R(Value);
    std::string Error;
    if (!R.isValid(Error)) {
      ConfigurationValid = false;
      configurationDiag("invalid regular expression '%0' for option '%1' of "
                        "check '%2': %3",
                        DiagnosticIDs::Error)
          << Value << Option << Name << Error;
      return;
    }
    Out.emplace(std::move(R));
  };
  ReadRegex("IgnoredTypes", IgnoredTypesOption, IgnoredTypes);
  ReadRegex("IgnoredFunctions", IgnoredFunctionsOption, IgnoredFunctions);
}

void StringByValueParamCheck::storeOptions(ClangTidyOptions::OptionMap &Opts) {
  Options.store(Opts, "PreferredFix", PreferredFixOption);
  Options.store(Opts, "CopiedOnceFix", CopiedOnceFixOption);
  Options.store(Opts, "IgnoredTypes", IgnoredTypesOption);
  Options.store(Opts, "IgnoredFunctions", IgnoredFunctionsOption);
  Options.store(Opts, utils::HeaderStandardOption, HeaderStandardOption);
  Options.store(Opts, "IncludeStyle", Inserter.getStyle());
}

void StringByValueParamCheck::registerPPCallbacks(const SourceManager &,
                                                  Preprocessor *PP,
                                                  Preprocessor *) {
  Inserter.registerPreprocessor(PP);
}

void StringByValueParamCheck::registerMatchers(MatchFinder *Finder) {
  if (!ConfigurationValid)
    return;
  auto StringParam = parmVarDecl(hasType(qualType(hasCanonicalType(
      recordType(hasDeclaration(classTemplateSpecializationDecl(
          hasName("::std::basic_string"))))))));
  auto WithStringParam = functionDecl(hasAnyParameter(StringParam));

  Finder->addMatcher(
      functionDecl(isDefinition(), hasAnyParameter(StringParam),
                   unless(isImplicit()), unless(isDeleted()),
                   unless(isDefaulted()), unless(ast_matchers::isTemplateInstantiation()),
                   unless(isExplicitTemplateSpecialization()),
                   unless(isExpansionInSystemHeader()))
          .bind("function"),
      this);

  // Every mention of a function that could be a candidate: a call (whose
  // arguments decide whether a view fits) or anything else (its address or
  // type is used, and its signature must not change).
  Finder->addMatcher(
      declRefExpr(to(WithStringParam.bind("target"))).bind("ref"), this);
  Finder->addMatcher(
      memberExpr(member(WithStringParam.bind("target"))).bind("ref"), this);
  Finder->addMatcher(
      cxxConstructExpr(hasDeclaration(WithStringParam.bind("target")))
          .bind("construct"),
      this);

  // Lambdas whose type is observed: converted to a function pointer or stored
  // in a std::function.
  auto Closure = cxxRecordDecl(isLambda()).bind("closure");
  Finder->addMatcher(
      cxxMemberCallExpr(callee(cxxConversionDecl(ofClass(Closure)))), this);
  auto ClosureArgument = ignoringImplicit(
      expr(hasType(hasCanonicalType(recordType(hasDeclaration(Closure))))));
  auto FunctionWrapper = cxxRecordDecl(
      hasAnyName("::std::function", "::std::move_only_function",
                 "::std::copyable_function", "::std::function_ref"));
  Finder->addMatcher(cxxConstructExpr(hasDeclaration(cxxConstructorDecl(
                                          ofClass(FunctionWrapper))),
                                      hasAnyArgument(ClosureArgument)),
                     this);
  Finder->addMatcher(
      cxxOperatorCallExpr(callee(cxxMethodDecl(ofClass(FunctionWrapper))),
                          hasAnyArgument(ClosureArgument)),
      this);
}

void StringByValueParamCheck::check(const MatchFinder::MatchResult &Result) {
  Context = Result.Context;
  if (const auto *Closure = Result.Nodes.getNodeAs<CXXRecordDecl>("closure")) {
    EscapedClosures.insert(Closure->getCanonicalDecl());
    return;
  }
  if (const auto *Construct =
          Result.Nodes.getNodeAs<CXXConstructExpr>("construct")) {
    Calls[key(Construct->getConstructor())].push_back(Construct);
    return;
  }
  if (const auto *Ref = Result.Nodes.getNodeAs<Expr>("ref")) {
    const auto *Target = Result.Nodes.getNodeAs<FunctionDecl>("target");
    const Expr *Child = nullptr;
    DynTypedNode P = climb(Ref, *Result.Context, Child);
    // A function designator may decay to a pointer on its way to the call.
    while (const auto *Cast = P.get<ImplicitCastExpr>()) {
      if (Cast->getCastKind() != CK_FunctionToPointerDecay)
        break;
      P = climb(Cast, *Result.Context, Child);
    }
    const auto *Call = P.get<CallExpr>();
    if (Call && isCallee(Call->getCallee(), Ref))
      Calls[key(Target)].push_back(Call);
    else
      TypeObserved.insert(key(Target));
    return;
  }

  const auto *FD = Result.Nodes.getNodeAs<FunctionDecl>("function");
  // A template body left unparsed (-fdelayed-template-parsing, the default for
  // the MSVC target) counts as a definition with no body: it shows no use of
  // the parameter, so it is not judged. Instantiated templates have been
  // parsed by now and are judged as in any other mode.
  if (!FD || FD->isLateTemplateParsed() || !FD->getBody())
    return;
  // A function written by a macro: the fix would rewrite the macro.
  if (FD->getLocation().isMacroID())
    return;
  if (const auto *M = dyn_cast<CXXMethodDecl>(FD); M && M->isVirtual())
    return; // the signature is fixed by the base class and every override
  if (isa<CoroutineBodyStmt>(FD->getBody()))
    return; // a coroutine's reference parameters dangle once it suspends
  if (IgnoredFunctions && IgnoredFunctions->match(FD->getQualifiedNameAsString()))
    return;
  PrintingPolicy Policy(Result.Context->getLangOpts());
  for (unsigned I = 0; I < FD->getNumParams(); ++I) {
    const ParmVarDecl *P = FD->getParamDecl(I);
    QualType T = P->getType();
    if (T->isDependentType() || !utils::stdBasicString(T) || T->isReferenceType())
      continue;
    // An unnamed parameter is there for a signature someone else fixed.
    if (!P->getIdentifier())
      continue;
    if (IgnoredTypes &&
        (IgnoredTypes->match(T.getUnqualifiedType().getAsString(Policy)) ||
         IgnoredTypes->match(T.getCanonicalType().getUnqualifiedType().getAsString(Policy))))
      continue;
    Candidates.push_back({FD, I});
  }
}

void StringByValueParamCheck::onEndOfTranslationUnit() {
  if (Context) {
    for (unsigned I = 0; I < Candidates.size(); ++I)
      CandidateOf.try_emplace({key(Candidates[I].Function), Candidates[I].Index}, I);
    Rivals.emplace(*Context);
    Findings.assign(Candidates.size(), Finding());
    States.assign(Candidates.size(), State::Unvisited);
    for (unsigned I = 0; I < Candidates.size(); ++I)
      analyse(I, *Context);
    report(*Context);
  }
  Candidates.clear();
  TypeObserved.clear();
  Calls.clear();
  EscapedClosures.clear();
  Findings.clear();
  States.clear();
  CandidateOf.clear();
  Rivals.reset();
  Context = nullptr;
}

const StringByValueParamCheck::Finding &
StringByValueParamCheck::analyse(unsigned I, ASTContext &Ctx) {
  // A cycle of moves (a recursive function moving its parameter into itself)
  // is judged as a sink: the by-value parameter stays.
  static const Finding InProgress;
  if (States[I] == State::Done)
    return Findings[I];
  if (States[I] == State::InProgress)
    return InProgress;
  States[I] = State::InProgress;
  Finding F = judge(Candidates[I], Ctx);
  Findings[I] = std::move(F);
  States[I] = State::Done;
  return Findings[I];
}

bool StringByValueParamCheck::becomesReference(const FunctionDecl *Sink,
                                                 unsigned SinkIndex,
                                                 const ParmVarDecl *From,
                                                 ASTContext &Ctx) {
  if (!Sink)
    return false;
  auto It = CandidateOf.find({key(Sink), SinkIndex});
  if (It == CandidateOf.end())
    return false; // defined elsewhere, or not a parameter this check changes
  // Both fixes must be applied together: the sink's warning must be shown
  // whenever this one is, which holds for the main file and for one header.
  const SourceManager &SM = Ctx.getSourceManager();
  const Candidate &C = Candidates[It->second];
  SourceLocation SinkLoc =
      SM.getExpansionLoc(C.Function->getParamDecl(C.Index)->getLocation());
  SourceLocation FromLoc = SM.getExpansionLoc(From->getLocation());
  if (!SM.isInMainFile(SinkLoc) && SM.getFileID(SinkLoc) != SM.getFileID(FromLoc))
    return false;
  return analyse(It->second, Ctx).offersReference();
}

StringByValueParamCheck::RivalReport
StringByValueParamCheck::findRivals(const Candidate &C, ASTContext &Ctx) {
  // Decided from the candidates of each call in this file, and, when files
  // this run does not see may call the function too, from every overload in
  // its scope against every kind of argument.
  const FunctionDecl *FD = C.Function;
  const CXXRecordDecl *Str =
      FD->getParamDecl(C.Index)->getType().getCanonicalType()->getAsCXXRecordDecl();
  RivalReport Out;
  auto Judge = [&](const FunctionDecl *Rival, utils::ArgumentKind Kind,
                   llvm::ArrayRef<QualType> ArgTypes, bool OperatorCall) {
    Out.Any = true;
    if (!Out.WinsOverReference &&
        utils::mayWinOverReference(Rival, FD, C.Index, Kind, ArgTypes, OperatorCall))
      Out.WinsOverReference = Rival;
  };
  if (auto It = Calls.find(key(FD)); It != Calls.end())
    for (const Expr *Call : It->second) {
      const Expr *Arg = argumentFor(Call, FD, C.Index);
      if (!Arg)
        continue;
      utils::ArgumentKind Kind = utils::classifyArgument(Arg, Str);
      llvm::SmallVector<QualType, 4> ArgTypes;
      bool OperatorCall = isa<CXXOperatorCallExpr>(Call);
      if (const auto *CE = dyn_cast<CallExpr>(Call))
        for (const Expr *A : CE->arguments())
          ArgTypes.push_back(A->IgnoreParenImpCasts()->getType());
      for (const FunctionDecl *Rival : Rivals->atCall(FD, Call))
        Judge(Rival, Kind, ArgTypes, OperatorCall);
    }
  // Calls in other files pass arguments of the parameters' types, as far as
  // anything can be known about them.
  const SourceManager &SM = Ctx.getSourceManager();
  if (FD->isExternallyVisible() ||
      !SM.isInMainFile(SM.getExpansionLoc(FD->getLocation()))) {
    llvm::SmallVector<QualType, 4> ArgTypes;
    bool OperatorCall = FD->getOverloadedOperator() != OO_None;
    if (const auto *M = dyn_cast<CXXMethodDecl>(FD); OperatorCall && M && !M->isStatic())
      ArgTypes.push_back(Ctx.getRecordType(M->getParent()));
    for (const ParmVarDecl *P : FD->parameters())
      ArgTypes.push_back(P->getType());
    for (const FunctionDecl *Rival : Rivals->inScope(FD))
      for (utils::ArgumentKind Kind :
           {utils::ArgumentKind::MutableLValue, utils::ArgumentKind::RValue,
            utils::ArgumentKind::Converted})
        Judge(Rival, Kind, OperatorCall ? ArgTypes : llvm::ArrayRef<QualType>(),
              OperatorCall);
  }
  return Out;
}

StringByValueParamCheck::Finding
StringByValueParamCheck::judge(const Candidate &C, ASTContext &Ctx) {
  const FunctionDecl *FD = C.Function;
  const ParmVarDecl *Param = FD->getParamDecl(C.Index);
  const FunctionDecl *Key = key(FD);
  Finding Out;
  Out.Param = Param;
  if (TypeObserved.count(Key))
    return Out;
  if (FD->isTemplated() && !isInstantiated(FD))
    return Out;
  if (const auto *M = dyn_cast<CXXMethodDecl>(FD))
    if (M->getParent()->isLambda() &&
        EscapedClosures.count(M->getParent()->getCanonicalDecl()))
      return Out;

  // Every use of the parameter, in the body and in a constructor's
  // member initialisers.
  llvm::SmallVector<const Stmt *, 4> Roots{FD->getBody()};
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(FD))
    for (const CXXCtorInitializer *Init : Ctor->inits())
      if (Init->isWritten() && Init->getInit())
        Roots.push_back(Init->getInit());
  llvm::SmallVector<Use, 8> Uses;
  UseClassifier Classifier(Param, Ctx);
  for (const Stmt *Root : Roots) {
    for (const BoundNodes &N :
         match(findAll(declRefExpr(to(varDecl(equalsNode(Param)))).bind("use")),
               *Root, Ctx)) {
      const auto *Ref = N.getNodeAs<DeclRefExpr>("use");
      Use U = Classifier.classify(Ref);
      // Moved into a parameter this check turns into a reference in the same
      // run: after both fixes the move hands over a reference, a read.
      if (U.Kind == UseKind::MovedInto)
        U.Kind = becomesReference(U.Sink, U.SinkIndex, Param, Ctx)
                     ? UseKind::ConstRef
                     : UseKind::Decline;
      // Likewise a copy into such a parameter: moving it there would be
      // pointless after both fixes.
      else if (U.Kind == UseKind::Copy && U.Sink &&
               becomesReference(U.Sink, U.SinkIndex, Param, Ctx))
        U.Kind = UseKind::ConstRef;
      if (U.Kind == UseKind::Decline)
        return Out;
      Uses.push_back(U);
    }
    // Captures by copy, in case their initialisers were not visited above.
    for (const BoundNodes &N :
         match(findAll(lambdaExpr().bind("lambda")), *Root, Ctx)) {
      const auto *Lambda = N.getNodeAs<LambdaExpr>("lambda");
      for (const LambdaCapture &Cap : Lambda->captures())
        if (Cap.capturesVariable() && Cap.getCaptureKind() == LCK_ByCopy &&
            Cap.getCapturedVar() == Param) {
          if (Lambda->isMutable())
            return Out;
          Uses.push_back({UseKind::ConstRef, nullptr});
        }
    }
  }

  const LangOptions &LO = Ctx.getLangOpts();
  const SourceManager &SM = Ctx.getSourceManager();
  PrintingPolicy Policy(LO);
  std::string Written = Param->getType().getUnqualifiedType().getAsString(Policy);
  bool ParamIsConst = Param->getType().isConstQualified();

  // The classic `std::string tmp(par); return tmp;`: the parameter is copied
  // once more. Moving it there makes the call cost one copy for an lvalue
  // argument and none for a temporary; a const& would cost one copy always.
  if (Uses.size() == 1 && Uses[0].Kind == UseKind::Copy && Uses[0].Ref &&
      !ParamIsConst && LO.CPlusPlus11 && CopiedOnceFix == CopiedOnceFixKind::Move &&
      !mayRunRepeatedly(Uses[0].Ref, FD->getBody(), Ctx)) {
    const DeclRefExpr *Ref = Uses[0].Ref;
    Out.Kind = Finding::FixKind::Move;
    Out.Written = Written;
    if (isFileLoc(Ref->getBeginLoc()) && isFileLoc(Ref->getEndLoc())) {
      Out.Hints.push_back(FixItHint::CreateInsertion(Ref->getBeginLoc(), "std::move("));
      Out.Hints.push_back(FixItHint::CreateInsertion(
          Lexer::getLocForEndOfToken(Ref->getEndLoc(), 0, SM, LO), ")"));
      Out.Includes.push_back({SM.getFileID(Ref->getBeginLoc()), "<utility>"});
    } else {
      Out.MacroCopy = Ref->getBeginLoc();
    }
    return Out;
  }

  // A view, where every use allows it and no caller can tell.
  const ClassTemplateSpecializationDecl *Str = utils::stdBasicString(Param->getType());
  std::optional<StringRef> View = viewSpelling(Str);
  bool AllView = llvm::all_of(Uses, [](const Use &U) { return U.Kind == UseKind::View; });
  bool UseView = AllView && View && LO.CPlusPlus17 &&
                 PreferredFix != PreferredFixKind::ConstRef &&
                 (PreferredFix == PreferredFixKind::StringView ||
                  // A static function in a header has other callers in each
                  // file that includes it; their fixes must agree.
                  (!FD->isExternallyVisible() &&
                   SM.isInMainFile(SM.getExpansionLoc(FD->getLocation())))) &&
                 !utils::isOverloaded(FD);
  if (UseView)
    if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(FD))
      // `Widget w = str;` converts once to Widget; through a view it would
      // take two user-defined conversions.
      UseView = !Ctor->isConvertingConstructor(/*AllowExplicit=*/false);
  // Any other function a call could consider may win against a view, which
  // needs a user-defined conversion from the string.
  RivalReport Rival = findRivals(C, Ctx);
  if (UseView && Rival.Any)
    UseView = false;
  if (UseView) {
    auto It = Calls.find(Key);
    if (It != Calls.end())
      for (const Expr *Call : It->second) {
        const Expr *Arg = argumentFor(Call, FD, C.Index);
        if (!Arg || !argumentAllowsView(Arg, Str, Ctx)) {
          UseView = false;
          break;
        }
      }
    for (const FunctionDecl *D : FD->redecls()) {
      const ParmVarDecl *PD = D->getParamDecl(C.Index);
      if (PD->hasDefaultArg() && !PD->hasUnparsedDefaultArg() &&
          !PD->hasUninstantiatedDefaultArg() &&
          !argumentAllowsView(PD->getDefaultArg(), Str, Ctx))
        UseView = false;
    }
  }

  // A view edited into a header is C++17 code in every file including it.
  if (UseView)
    for (const FunctionDecl *D : FD->redecls()) {
      SourceLocation At = D->getParamDecl(C.Index)->getInnerLocStart();
      utils::CxxStandard Available =
          utils::standardForEditAt(At, SM, LO, HeaderMinimum);
      if (Available < 17) {
        UseView = false;
        Out.ViewNotOffered = utils::headerStandardReason(
            "std::string_view", 17, Available);
        break;
      }
    }

  std::string Suggested = UseView ? View->str() : "const " + Written + " &";
  // Why no fix-it, if there is none.
  std::string WhyNot = respelledBySpecializations(FD);
  if (WhyNot.empty() && utils::isOverloaded(FD)) {
    // Another overload that already takes the string by reference would
    // become a redeclaration.
    const DeclContext *DC = FD->getDeclContext()->getRedeclContext();
    for (const NamedDecl *ND : DC->lookup(FD->getDeclName())) {
      const auto *Other = dyn_cast<FunctionDecl>(ND->getUnderlyingDecl());
      if (!Other || Other->getCanonicalDecl() == FD->getCanonicalDecl() ||
          Other->getNumParams() != FD->getNumParams())
        continue;
      bool Same = true;
      for (unsigned I = 0; I < FD->getNumParams() && Same; ++I) {
        QualType A = FD->getParamDecl(I)->getType().getNonReferenceType();
        QualType B = Other->getParamDecl(I)->getType().getNonReferenceType();
        Same = Ctx.hasSameUnqualifiedType(A, B) || (I == C.Index && UseView &&
                                                    isStringView(B));
      }
      if (Same)
        WhyNot = "another overload already takes this string by reference";
    }
  }

  if (WhyNot.empty() && Rival.WinsOverReference)
    WhyNot = "another overload ('" +
             Rival.WinsOverReference->getType().getAsString(Policy) +
             "') would be chosen for some calls once the parameter is a "
             "reference";
  // By value, the parameter is a copy nothing else can change.
  if (WhyNot.empty())
    WhyNot = utils::aliasingWrite(FD, Param, Ctx);

  llvm::SmallVector<FixItHint, 4> Hints;
  llvm::SmallVector<FileID, 2> Files;
  if (WhyNot.empty()) {
    for (const FunctionDecl *D : FD->redecls()) {
      const ParmVarDecl *PD = D->getParamDecl(C.Index);
      if (SM.isInSystemHeader(PD->getLocation()) ||
          SM.isInSystemHeader(D->getLocation())) {
        WhyNot = "a declaration of the function is in a system header";
        break;
      }
      // `typedef void Fn(std::string); Fn f;` spells no parameter to edit.
      if (!D->getFunctionTypeLoc() || !PD->getTypeSourceInfo()) {
        WhyNot = "a declaration of the function names its type through a "
                 "typedef";
        break;
      }
      TypeLoc TL = PD->getTypeSourceInfo()->getTypeLoc();
      SourceLocation Start = PD->getInnerLocStart();
      SourceLocation TypeBegin = TL.getBeginLoc();
      SourceLocation End = typeSpellingEnd(PD, SM, LO);
      if (!isFileLoc(Start) || !isFileLoc(TypeBegin) || End.isInvalid() ||
          (PD->getIdentifier() && !isFileLoc(PD->getLocation()))) {
        WhyNot = "the parameter's type is spelled inside a macro";
        break;
      }
      StringRef Spelled = Lexer::getSourceText(
          CharSourceRange::getCharRange(Start, End), SM, LO);
      if (Spelled.contains("[[") || Spelled.contains("__attribute") ||
          Spelled.contains("alignas") || Spelled.contains("__declspec")) {
        WhyNot = "the parameter's declaration has attributes in its type";
        break;
      }
      if (UseView) {
        Hints.push_back(FixItHint::CreateReplacement(
            CharSourceRange::getCharRange(Start, End), *View));
        FileID F = SM.getFileID(Start);
        if (!llvm::is_contained(Files, F))
          Files.push_back(F);
        continue;
      }
      if (!PD->getType().isConstQualified())
        Hints.push_back(FixItHint::CreateInsertion(TypeBegin, "const "));
      if (PD->getIdentifier())
        Hints.push_back(FixItHint::CreateInsertion(PD->getLocation(), "&"));
      else
        Hints.push_back(FixItHint::CreateInsertion(End, " &"));
    }
  }
  Out.Kind = Finding::FixKind::ReadOnly;
  Out.Written = Written;
  Out.Suggested = Suggested;
  Out.WhyNot = WhyNot;
  if (!WhyNot.empty())
    return Out;
  Out.Hints.assign(Hints.begin(), Hints.end());
  for (FileID F : Files)
    Out.Includes.push_back({F, "<string_view>"});
  // `f(std::move(s))` into a const& or view parameter (or one this run turns
  // into a reference) moves nothing once `s` is a reference: the move would
  // only mislead. Spelled in a macro it stays; it still compiles.
  for (const Use &U : Uses) {
    if (!U.Move)
      continue;
    const Expr *Arg = U.Move->getArg(0);
    SourceLocation Begin = U.Move->getBeginLoc();
    SourceLocation ArgBegin = Arg->getBeginLoc();
    SourceLocation ArgEnd = Arg->getEndLoc();
    SourceLocation End = U.Move->getRParenLoc();
    if (!isFileLoc(Begin) || !isFileLoc(ArgBegin) || !isFileLoc(ArgEnd) ||
        !isFileLoc(End))
      continue;
    Out.Hints.push_back(FixItHint::CreateRemoval(
        CharSourceRange::getCharRange(Begin, ArgBegin)));
    Out.Hints.push_back(FixItHint::CreateRemoval(CharSourceRange::getCharRange(
        Lexer::getLocForEndOfToken(ArgEnd, 0, SM, LO),
        Lexer::getLocForEndOfToken(End, 0, SM, LO))));
  }
  return Out;
}

/// Rewrites `#include <x>\n` inserted at the start of a line as `\n#include
/// <x>` at the end of the line before: the same text at another offset. Where
/// `<string_view>` and `<utility>` go to one place, one translation unit may
/// need both and another only one; at one offset the two runs' insertions
/// differ and clang-apply-replacements refuses them, at two offsets each is
/// the same in every run and is merged.
static void moveToPreviousLineEnd(FixItHint &Hint, const SourceManager &SM) {
  StringRef Text = Hint.CodeToInsert;
  SourceLocation At = Hint.RemoveRange.getBegin();
  if (!At.isFileID() || !Text.ends_with("\n") || Text.starts_with("\n") ||
      Text.ends_with("\n\n"))
    return;
  auto [File, Offset] = SM.getDecomposedLoc(At);
  StringRef Buffer = SM.getBufferData(File);
  if (Offset < 1 || Offset > Buffer.size() || Buffer[Offset - 1] != '\n' ||
      (Offset >= 2 && Buffer[Offset - 2] == '\r'))
    return;
  Hint = FixItHint::CreateInsertion(At.getLocWithOffset(-1),
                                    ("\n" + Text.drop_back()).str());
}

void StringByValueParamCheck::report(ASTContext &Ctx) {
  // clang-apply-replacements refuses two different insertions at one offset,
  // even from one diagnostic, and `<string_view>` and `<utility>` usually go
  // to the same place. So each file's headers ride on one diagnostic, as one
  // insertion per place: the first in the main file that needs any of them
  // (it is shown whatever the header filter), else the first that does.
  // Self-contained diagnostics (clangd) each carry what they need.
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<llvm::SmallVector<std::pair<FileID, StringRef>, 2>> Inserts(
      Findings.size());
  llvm::DenseMap<FileID, unsigned> Carrier;
  for (int InMain = 1; InMain >= 0; --InMain)
    for (unsigned I = 0; I < Findings.size(); ++I)
      if (!Findings[I].Includes.empty() &&
          SM.isInMainFile(SM.getExpansionLoc(Findings[I].Param->getLocation())) == InMain)
        for (const auto &Need : Findings[I].Includes)
          Carrier.try_emplace(Need.first, I);
  for (unsigned I = 0; I < Findings.size(); ++I)
    for (const auto &Need : Findings[I].Includes) {
      unsigned To = areDiagsSelfContained() ? I : Carrier[Need.first];
      if (!llvm::is_contained(Inserts[To], Need))
        Inserts[To].push_back(Need);
    }

  for (unsigned I = 0; I < Findings.size(); ++I) {
    const Finding &F = Findings[I];
    if (F.Kind == Finding::FixKind::NotReported)
      continue;
    llvm::SmallVector<FixItHint, 8> Hints(F.Hints.begin(), F.Hints.end());
    llvm::SmallVector<FixItHint, 2> Includes;
    for (const auto &[File, Header] : Inserts[I])
      if (auto Include = Inserter.createIncludeInsertion(File, Header)) {
        if (Header == "<string_view>")
          moveToPreviousLineEnd(*Include, SM);
        Includes.push_back(*Include);
      }
    llvm::sort(Includes, [&](const FixItHint &A, const FixItHint &B) {
      SourceLocation LA = A.RemoveRange.getBegin(), LB = B.RemoveRange.getBegin();
      if (LA != LB)
        return SM.isBeforeInTranslationUnit(LA, LB);
      return A.CodeToInsert < B.CodeToInsert;
    });
    for (unsigned J = 0; J < Includes.size(); ++J) {
      if (J > 0 && Includes[J - 1].RemoveRange.getBegin() ==
                       Includes[J].RemoveRange.getBegin()) {
        // The sorter sets a new block of includes apart with a blank line
        // before or after it; the merged block needs it once.
        std::string &Into = Hints.back().CodeToInsert;
        StringRef Next = Includes[J].CodeToInsert;
        if (StringRef(Into).ends_with("\n\n") && Next.ends_with("\n\n"))
          Into.pop_back();
        if (StringRef(Into).starts_with("\n") && Next.starts_with("\n"))
          Next = Next.drop_front();
        Into += Next;
        continue;
      }
      Hints.push_back(Includes[J]);
    }

    const ParmVarDecl *Param = F.Param;
    if (F.Kind == Finding::FixKind::Move) {
      diag(Param->getLocation(), "the '%0' parameter '%1' is copied on every "
                                 "call and then copied again; move it instead "
                                 "of copying it")
          << F.Written << Param->getName() << Hints;
      if (F.MacroCopy.isValid())
        diag(F.MacroCopy, "no fix-it: the copy is spelled inside a macro",
             DiagnosticIDs::Note);
      continue;
    }
    diag(Param->getLocation(), "the '%0' parameter '%1' is copied on every call "
                               "but only read; pass it as '%2'")
        << F.Written << Param->getName() << F.Suggested << Hints;
    if (!F.WhyNot.empty())
      diag(Param->getLocation(), "no fix-it: %0", DiagnosticIDs::Note) << F.WhyNot;
    else if (!F.ViewNotOffered.empty())
      diag(Param->getLocation(), "'%0' not offered: %1", DiagnosticIDs::Note)
          << *viewSpelling(utils::stdBasicString(Param->getType()))
          << F.ViewNotOffered;
  }
}

} // namespace clang::tidy::strcost
