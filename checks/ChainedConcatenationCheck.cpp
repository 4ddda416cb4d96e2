//===--- ChainedConcatenationCheck.cpp - strcost ---------------------------===//

#include "ChainedConcatenationCheck.h"
#include "utils/HeaderStandard.h"
#include "utils/Matchers.h"
#include "utils/SourceUtils.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ExprConcepts.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>

using namespace clang::ast_matchers;

namespace clang::tidy::strcost {

static constexpr llvm::StringLiteral StrcostName = "strcost";
static constexpr llvm::StringLiteral AbslName = "absl";

ChainedConcatenationCheck::ChainedConcatenationCheck(StringRef Name,
                                                     ClangTidyContext *Context)
    : ClangTidyCheck(Name, Context),
      MinOperandsOption(Options.get("MinOperands", "3")),
      RuntimeOption(Options.get("Runtime", StrcostName.str())),
      HeaderStandardOption(Options.getLocalOrGlobal(
          utils::HeaderStandardOption, utils::HeaderStandardDefault.str())),
      Inserter(Options.getLocalOrGlobal("IncludeStyle",
                                        tidy::utils::IncludeSorter::IS_LLVM),
               areDiagsSelfContained()) {
  // Read as text so that "two" or "-1" is an error rather than a silent
  // default: a CI job would otherwise run with a threshold nobody chose.
  unsigned long long Min = 0;
  if (StringRef(MinOperandsOption).trim().getAsInteger(10, Min) || Min < 2 ||
      Min > 1000) {
    ConfigurationValid = false;
    configurationDiag("invalid value '%0' for option 'MinOperands' of check "
                      "'%1'; expected an integer of at least 2",
                      DiagnosticIDs::Error)
        << MinOperandsOption << Name;
  } else {
    MinOperands = static_cast<unsigned>(Min);
  }
  if (RuntimeOption == AbslName) {
    Runtime = RuntimeKind::Absl;
  } else if (RuntimeOption != StrcostName) {
    ConfigurationValid = false;
    configurationDiag("invalid value '%0' for option 'Runtime' of check '%1'; "
                      "expected 'strcost' or 'absl'",
                      DiagnosticIDs::Error)
        << RuntimeOption << Name;
  }
  if (std::optional<utils::CxxStandard> Std =
          utils::parseHeaderStandard(HeaderStandardOption)) {
    HeaderMinimum = *Std;
  } else {
    ConfigurationValid = false;
    configurationDiag("invalid value '%0' for option '%1' of check '%2'; %3",
                      DiagnosticIDs::Error)
        << HeaderStandardOption << utils::HeaderStandardOption << Name
        << utils::HeaderStandardExpected;
  }
}

void ChainedConcatenationCheck::storeOptions(ClangTidyOptions::OptionMap &Opts) {
  Options.store(Opts, "MinOperands", MinOperandsOption);
  Options.store(Opts, "Runtime", RuntimeOption);
  Options.store(Opts, utils::HeaderStandardOption, HeaderStandardOption);
  Options.store(Opts, "IncludeStyle", Inserter.getStyle());
}

void ChainedConcatenationCheck::registerPPCallbacks(const SourceManager &,
                                                    Preprocessor *PP,
                                                    Preprocessor *) {
  Inserter.registerPreprocessor(PP);
}

/// `std::operator+` building a std::basic_string; a user's operator+, even one
/// returning std::string, may do anything and is not ours to rewrite.
static bool isStringPlus(const Expr *E) {
  const auto *Op = dyn_cast<CXXOperatorCallExpr>(E);
  if (!Op || Op->getOperator() != OO_Plus || Op->getNumArgs() != 2)
    return false;
  const FunctionDecl *FD = Op->getDirectCallee();
  return FD && FD->isInStdNamespace() && utils::stdBasicString(Op->getType());
}

namespace {
const ast_matchers::internal::VariadicDynCastAllOfMatcher<Stmt, CXXTypeidExpr>
    cxxTypeidExpr;
const ast_matchers::internal::VariadicDynCastAllOfMatcher<Stmt, RequiresExpr>
    requiresExpr;
AST_MATCHER(CXXTypeidExpr, isUnevaluatedOperand) {
  return !Node.isPotentiallyEvaluated();
}
} // namespace

void ChainedConcatenationCheck::registerMatchers(MatchFinder *Finder) {
  if (!ConfigurationValid)
    return;
  // Operands that are never evaluated allocate nothing: sizeof, alignof,
  // noexcept, typeid of a non-polymorphic operand, requires expressions,
  // decltype (trailing return types, default template arguments).
  Finder->addMatcher(
      expr(anyOf(unaryExprOrTypeTraitExpr(), cxxNoexceptExpr(),
                 cxxTypeidExpr(isUnevaluatedOperand()), requiresExpr()))
          .bind("unevaluated"),
      this);
  Finder->addMatcher(decltypeType().bind("decltype"), this);
  // Instantiations are left out: the same chain may concatenate std::strings
  // in one instantiation and add user types in another, and one edit serves
  // them all. Non-dependent chains in a template are matched in its pattern.
  Finder->addMatcher(
      cxxOperatorCallExpr(hasOverloadedOperatorName("+"),
                          callee(functionDecl(isInStdNamespace())),
                          unless(utils::isInTemplateInstantiationCheap()))
          .bind("plus"),
      this);
}

namespace {

/// The flattened chain: its pieces in order, the `+` tokens between them, and
/// the parentheses that grouped sub-chains (a call's commas make them wrong).
struct Chain {
  const Expr *Root = nullptr;
  llvm::SmallVector<const Expr *, 8> Pieces;
  llvm::SmallVector<SourceLocation, 8> PlusLocs;
  llvm::SmallVector<const ParenExpr *, 2> Parens;
};

/// One edit, in file character offsets so that edits touching each other can
/// be merged before they become fix-its.
struct Edit {
  SourceLocation Begin, End; // [Begin, End), file locations
  std::string Text;
};

enum class Form { Value, Append, AppendFromAssign, Assign };

} // namespace

static const Expr *ignoreImplicit(const Expr *E) {
  while (true) {
    const Expr *Next = E->IgnoreImplicit();
    // Before C++17, passing a temporary on copies or moves it (elidably).
    if (const auto *Construct = dyn_cast<CXXConstructExpr>(Next))
      if (Construct->getNumArgs() == 1 && !isa<CXXTemporaryObjectExpr>(Construct) &&
          Construct->getConstructor()->isCopyOrMoveConstructor() &&
          Construct->getParenOrBraceRange().isInvalid())
        Next = Construct->getArg(0);
    if (Next == E)
      return E;
    E = Next;
  }
}

static void flatten(const Expr *E, Chain &C) {
  const Expr *Inner = ignoreImplicit(E);
  llvm::SmallVector<const ParenExpr *, 2> Parens;
  while (const auto *P = dyn_cast<ParenExpr>(Inner)) {
    Parens.push_back(P);
    Inner = ignoreImplicit(P->getSubExpr());
  }
  if (!isStringPlus(Inner)) {
    C.Pieces.push_back(E);
    return;
  }
  C.Parens.append(Parens.begin(), Parens.end());
  const auto *Op = cast<CXXOperatorCallExpr>(Inner);
  flatten(Op->getArg(0), C);
  C.PlusLocs.push_back(Op->getOperatorLoc());
  flatten(Op->getArg(1), C);
}

/// The expression around \p E once implicit nodes are skipped.
static const Stmt *explicitParent(const Expr *E, ASTContext &Ctx) {
  const Stmt *Child = E;
  while (true) {
    auto Parents = Ctx.getParents(*Child);
    if (Parents.size() != 1)
      return nullptr;
    const Stmt *P = Parents[0].get<Stmt>();
    if (!P)
      return nullptr;
    const auto *PE = dyn_cast<Expr>(P);
    if (PE && ignoreImplicit(PE) != PE) {
      Child = P;
      continue;
    }
    return P;
  }
}

/// True when \p S is (part of) the body, condition or increment of a loop, so
/// that it runs on every iteration. Stops at the enclosing function.
static bool isInLoop(const Stmt *S, ASTContext &Ctx) {
  DynTypedNode Child = DynTypedNode::create(*S);
  while (true) {
    auto Parents = Ctx.getParents(Child);
    if (Parents.empty())
      return false;
    const DynTypedNode &P = Parents[0];
    if (P.get<FunctionDecl>() || P.get<LambdaExpr>() || P.get<BlockDecl>() ||
        P.get<ObjCMethodDecl>())
      return false;
    if (const auto *For = P.get<ForStmt>()) {
      if (Child.get<Stmt>() != For->getInit())
        return true;
    } else if (const auto *Range = P.get<CXXForRangeStmt>()) {
      if (Child.get<Stmt>() == Range->getBody())
        return true;
    } else if (P.get<WhileStmt>() || P.get<DoStmt>()) {
      return true;
    }
    Child = P;
  }
}

/// Whether a lambda's call operator is declared `constexpr` in its source:
/// clang marks every lambda that qualifies constexpr, written or not.
static bool isExplicitlyConstexprLambda(const LambdaExpr *L,
                                        const SourceManager &SM,
                                        const LangOptions &LO) {
  const CompoundStmt *Body = L->getCompoundStmtBody();
  SourceLocation Begin = L->getIntroducerRange().getEnd();
  if (!Body || Begin.isInvalid() || Begin.isMacroID() ||
      Body->getLBracLoc().isMacroID())
    return false;
  Begin = Lexer::getLocForEndOfToken(Begin, 0, SM, LO);
  std::pair<FileID, unsigned> B = SM.getDecomposedLoc(Begin);
  unsigned EndOffset = SM.getFileOffset(Body->getLBracLoc());
  bool Invalid = false;
  StringRef Buffer = SM.getBufferData(B.first, &Invalid);
  if (Invalid || SM.getFileID(Body->getLBracLoc()) != B.first)
    return false;
  Lexer Raw(SM.getLocForStartOfFile(B.first), LO, Buffer.begin(),
            Buffer.begin() + B.second, Buffer.end());
  // The specifier follows the parameter list at depth 0; a `constexpr`
  // inside a default argument or a trailing return type is another lambda's.
  int Depth = 0;
  Token Tok;
  while (true) {
    Raw.LexFromRawLexer(Tok);
    if (Tok.is(tok::eof) || SM.getFileOffset(Tok.getLocation()) >= EndOffset)
      return false;
    if (Tok.isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
      ++Depth;
    else if (Tok.isOneOf(tok::r_paren, tok::r_square, tok::r_brace))
      --Depth;
    else if (Depth == 0 && Tok.is(tok::raw_identifier) &&
             (Tok.getRawIdentifier() == "constexpr" ||
              Tok.getRawIdentifier() == "consteval"))
      return true;
  }
}

namespace {
/// Where a chain may be evaluated at compile time. The runtimes are not
/// constexpr (std::to_chars, memcpy), so neither fix-it works there.
enum class ConstantUse {
  None,
  /// In a function or lambda declared constexpr: it may run at run time too.
  Possible,
  /// Only ever constant-evaluated (consteval, static_assert, the initializer
  /// of a constexpr or constinit variable, a template argument...).
  Only,
};
} // namespace

static ConstantUse constantUse(const Stmt *S, ASTContext &Ctx) {
  ConstantUse Use = ConstantUse::None;
  // A lambda's body runs when it is called, which may be at run time even if
  // the lambda is made in a constant context: the context only makes it
  // possibly constant.
  bool InLambda = false;
  auto Only = [&] { return InLambda ? ConstantUse::Possible : ConstantUse::Only; };
  DynTypedNode Node = DynTypedNode::create(*S);
  while (true) {
    auto Parents = Ctx.getParents(Node);
    if (Parents.empty())
      return Use;
    const DynTypedNode &P = Parents[0];
    if (P.get<ConstantExpr>() || P.get<StaticAssertDecl>())
      return Only();
    if (const auto *VD = P.get<VarDecl>();
        VD && (VD->isConstexpr() || VD->hasAttr<ConstInitAttr>()) &&
        Node.get<Expr>())
      return Only();
    if (const auto *L = P.get<LambdaExpr>()) {
      // A lambda that is constexpr without being asked to be merely stops
      // being so; the function around it decides.
      if (L->getCallOperator()->isConsteval())
        return Only();
      if (isExplicitlyConstexprLambda(L, Ctx.getSourceManager(),
                                      Ctx.getLangOpts()))
        Use = ConstantUse::Possible;
      InLambda = true;
    } else if (const auto *FD = P.get<FunctionDecl>()) {
      const auto *Method = dyn_cast<CXXMethodDecl>(FD);
      if (!Method || !Method->getParent()->isLambda()) {
        if (FD->isConsteval())
          return Only();
        if (FD->isConstexprSpecified())
          Use = ConstantUse::Possible;
        return Use;
      }
    }
    Node = P;
  }
}

static bool isCharType(QualType T) {
  return T->isAnyCharacterType();
}

/// `std::to_string(n)` for an integer `n` that the runtimes format exactly as
/// std::to_string does (decimal), judged by `n`'s type as written, since that
/// is what the runtime receives. Not floating point (std::to_string prints
/// "%f", "1.000000"; str_cat prints the shortest form, "1"), not characters
/// (std::to_string('a') is "97"; a char piece is "a"; signed and unsigned
/// char are numbers to both), not bool or enums (the runtime rejects them),
/// not a class that became an integer through a conversion operator
/// (`std::atomic<int>`: the runtime would get the atomic).
static const Expr *toStringArgument(const Expr *Piece) {
  const auto *Call = dyn_cast<CallExpr>(ignoreImplicit(Piece));
  if (!Call || Call->getNumArgs() != 1)
    return nullptr;
  const FunctionDecl *FD = Call->getDirectCallee();
  if (!FD || !FD->isInStdNamespace() || !FD->getIdentifier() ||
      FD->getName() != "to_string")
    return nullptr;
  const Expr *Arg = Call->getArg(0)->IgnoreUnlessSpelledInSource();
  QualType T = Arg->getType().getCanonicalType();
  bool NumericChar = T->isSpecificBuiltinType(BuiltinType::SChar) ||
                     T->isSpecificBuiltinType(BuiltinType::UChar);
  if (!T->isIntegerType() || T->isBooleanType() || T->isEnumeralType() ||
      (isCharType(T) && !NumericChar))
    return nullptr;
  // A bit-field cannot be bound to the runtime's `const T&` without a copy;
  // it would compile, but the piece's type is then the field's declared type.
  if (Arg->refersToBitField())
    return nullptr;
  return Arg;
}

static bool hasStdTraits(QualType T);

/// `std::string(x)` / `std::string{x}` written as a piece, where `x` is a
/// literal, `const C*`, `std::basic_string_view<C>` (only when \p ViewsAllowed:
/// the runtime takes views from C++17 on) or another `std::basic_string<C>`:
/// the conversion only made `+` a string `+` (or copied a string), and the
/// runtimes take `x` itself with the same text, so the temporary is dropped. Kept: any other constructor (`string(p, n)`,
/// `string(n, c)`, `string{c}`, whose initializer list makes `{65}` "A" where
/// the piece 65 would print "65") and any argument of another type (a
/// conversion operator may be what gives it a meaning).
static const Expr *explicitStringArgument(const Expr *Piece, QualType String,
                                          const ASTContext &Ctx, bool ViewsAllowed) {
  const Expr *E = ignoreImplicit(Piece);
  if (const auto *Cast = dyn_cast<CXXFunctionalCastExpr>(E))
    E = ignoreImplicit(Cast->getSubExpr());
  else if (!isa<CXXTemporaryObjectExpr>(E))
    return nullptr;
  const auto *Construct = dyn_cast<CXXConstructExpr>(E);
  if (!Construct || Construct->isStdInitListInitialization() ||
      Construct->getNumArgs() == 0 ||
      !Ctx.hasSameUnqualifiedType(Construct->getType(), String))
    return nullptr;
  for (const Expr *A : llvm::drop_begin(Construct->arguments()))
    if (!isa<CXXDefaultArgExpr>(A))
      return nullptr;
  const auto *Str = utils::stdBasicString(String);
  if (!Str || Str->getTemplateArgs().size() < 1)
    return nullptr;
  QualType Char = Str->getTemplateArgs()[0].getAsType();
  const Expr *Arg = Construct->getArg(0);
  // The argument as written: before C++17 `std::string(x)` of a class with
  // `operator std::string()` is a move from the converted temporary, and its
  // implicit conversion must not pass for a std::string argument.
  QualType T = Arg->IgnoreUnlessSpelledInSource()->getType().getCanonicalType();
  auto IsChar = [&](QualType C) { return Ctx.hasSameUnqualifiedType(C, Char); };
  if (const ArrayType *A = Ctx.getAsArrayType(T))
    return IsChar(A->getElementType()) ? Arg : nullptr;
  if (T->isPointerType())
    return IsChar(T->getPointeeType()) ? Arg : nullptr;
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T->getAsCXXRecordDecl());
  if (!Spec || !Spec->isInStdNamespace() || Spec->getTemplateArgs().size() < 2 ||
      !IsChar(Spec->getTemplateArgs()[0].getAsType()) || !hasStdTraits(T))
    return nullptr;
  StringRef Name = Spec->getSpecializedTemplate()->getName();
  if (Name == "basic_string_view")
    return ViewsAllowed ? Arg : nullptr;
  return Name == "basic_string" ? Arg : nullptr;
}

/// Standard library functions that change their object or arguments; the
/// rest of the library (to_string, operator[], substr, size...) only reads.
static bool isStdMutator(const FunctionDecl *FD) {
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

/// Whether \p S certainly changes something: an increment, an assignment, a
/// volatile access, or a standard library mutator (`t.append(x)`).
static bool hasKnownSideEffects(const Stmt *S, const ASTContext &Ctx) {
  if (!S || isa<LambdaExpr>(S))
    return false;
  if (const auto *E = dyn_cast<Expr>(S))
    if (E->HasSideEffects(Ctx, /*IncludePossibleEffects=*/false))
      return true;
  if (const auto *Call = dyn_cast<CallExpr>(S))
    if (const FunctionDecl *FD = Call->getDirectCallee()) {
      const auto *Owner = dyn_cast<Decl>(FD->getDeclContext());
      if ((FD->isInStdNamespace() ||
           (Owner && isa<CXXRecordDecl>(Owner) && Owner->isInStdNamespace())) &&
          isStdMutator(FD))
        return true;
    }
  for (const Stmt *Child : S->children())
    if (hasKnownSideEffects(Child, Ctx))
      return true;
  return false;
}

/// Whether evaluating \p E may do something another piece could observe.
/// Calls of const member functions, of the standard library and of constexpr
/// functions are taken to be free of effects; others are not.
static bool mayHaveSideEffects(const Stmt *S, const ASTContext &Ctx) {
  if (!S)
    return false;
  if (const auto *E = dyn_cast<Expr>(S)) {
    if (E->HasSideEffects(Ctx, /*IncludePossibleEffects=*/false))
      return true;
    if (isa<LambdaExpr>(E))
      return false;
    const FunctionDecl *Callee = nullptr;
    if (const auto *Call = dyn_cast<CallExpr>(E)) {
      Callee = Call->getDirectCallee();
      if (!Callee)
        return true; // through a pointer: unknown
    } else if (const auto *Construct = dyn_cast<CXXConstructExpr>(E)) {
      Callee = Construct->getConstructor();
    }
    if (Callee) {
      const auto *Method = dyn_cast<CXXMethodDecl>(Callee);
      // Members of std classes are in the class, not directly in namespace std.
      const auto *Owner = dyn_cast<Decl>(Callee->getDeclContext());
      bool InStd = Callee->isInStdNamespace() ||
                   (Owner && isa<CXXRecordDecl>(Owner) && Owner->isInStdNamespace());
      bool Quiet = (InStd && !isStdMutator(Callee)) || Callee->isConstexpr() ||
                   (Method && (Method->isConst() || Method->isStatic())) ||
                   (isa<CXXConstructorDecl>(Callee) &&
                    cast<CXXConstructorDecl>(Callee)->isTrivial());
      if (!Quiet)
        return true;
    }
  }
  for (const Stmt *Child : S->children())
    if (mayHaveSideEffects(Child, Ctx))
      return true;
  return false;
}

/// The variable or field an lvalue such as `s`, `obj.s`, `p->s`, `*p` names.
static const ValueDecl *rootDecl(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *D = dyn_cast<DeclRefExpr>(E))
    return D->getDecl();
  if (const auto *M = dyn_cast<MemberExpr>(E))
    return M->getMemberDecl();
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    if (U->getOpcode() == UO_Deref)
      return rootDecl(U->getSubExpr());
  return nullptr;
}

/// True when \p A and \p B spell the same object (`s` and `s`, `this->s` and
/// `s`, `p->s` and `(*p).s` are not matched: only the same shape).
static bool sameObject(const Expr *A, const Expr *B) {
  A = A->IgnoreParenImpCasts();
  B = B->IgnoreParenImpCasts();
  if (const auto *DA = dyn_cast<DeclRefExpr>(A)) {
    const auto *DB = dyn_cast<DeclRefExpr>(B);
    return DB && DA->getDecl() == DB->getDecl();
  }
  if (const auto *MA = dyn_cast<MemberExpr>(A)) {
    const auto *MB = dyn_cast<MemberExpr>(B);
    return MB && MA->getMemberDecl() == MB->getMemberDecl() &&
           MA->isArrow() == MB->isArrow() &&
           sameObject(MA->getBase(), MB->getBase());
  }
  if (isa<CXXThisExpr>(A))
    return isa<CXXThisExpr>(B);
  if (const auto *UA = dyn_cast<UnaryOperator>(A)) {
    const auto *UB = dyn_cast<UnaryOperator>(B);
    return UB && UA->getOpcode() == UO_Deref && UB->getOpcode() == UO_Deref &&
           sameObject(UA->getSubExpr(), UB->getSubExpr());
  }
  return false;
}

static bool mentions(const Stmt *S, const ValueDecl *D) {
  if (!S)
    return false;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
    if (Ref->getDecl() == D)
      return true;
  if (const auto *M = dyn_cast<MemberExpr>(S))
    if (M->getMemberDecl() == D)
      return true;
  for (const Stmt *Child : S->children())
    if (mentions(Child, D))
      return true;
  return false;
}

/// The first template argument of a std::basic_string specialization, when
/// its traits and allocator are the standard ones (so that the runtime's
/// std::basic_string<C> result is the same type).
static bool hasDefaultTraitsAndAllocator(QualType T) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T.getCanonicalType()->getAsCXXRecordDecl());
  if (!Spec || Spec->getTemplateArgs().size() != 3)
    return false;
  const TemplateArgumentList &Args = Spec->getTemplateArgs();
  QualType Char = Args[0].getAsType().getCanonicalType();
  for (unsigned I = 1; I < 3; ++I) {
    const auto *Arg = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
        Args[I].getAsType().getCanonicalType()->getAsCXXRecordDecl());
    if (!Arg || !Arg->isInStdNamespace() ||
        Arg->getSpecializedTemplate()->getName() !=
            (I == 1 ? "char_traits" : "allocator") ||
        Arg->getTemplateArgs().size() < 1 ||
        Arg->getTemplateArgs()[0].getAsType().getCanonicalType() != Char)
      return false;
  }
  return true;
}

static bool hasStdTraits(QualType T) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T.getCanonicalType()->getAsCXXRecordDecl());
  if (!Spec || Spec->getTemplateArgs().size() < 2)
    return false;
  const auto *Traits = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      Spec->getTemplateArgs()[1].getAsType().getCanonicalType()->getAsCXXRecordDecl());
  return Traits && Traits->isInStdNamespace() &&
         Traits->getSpecializedTemplate()->getName() == "char_traits";
}

static bool isPlainStdString(QualType T, const ASTContext &Ctx) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T.getCanonicalType()->getAsCXXRecordDecl());
  return Spec && hasDefaultTraitsAndAllocator(T) &&
         Ctx.hasSameType(Spec->getTemplateArgs()[0].getAsType(), Ctx.CharTy);
}

/// A character literal as a string literal, for absl::StrCat (which rejects
/// char pieces); only plain printable characters, whose spelling is certain.
static std::optional<std::string> charLiteralAsString(const Expr *Piece) {
  const auto *Lit = dyn_cast<CharacterLiteral>(ignoreImplicit(Piece)->IgnoreParens());
  if (!Lit || Lit->getKind() != CharacterLiteralKind::Ascii)
    return std::nullopt;
  unsigned V = Lit->getValue();
  if (V < 0x20 || V > 0x7e)
    return std::nullopt;
  std::string S = "\"";
  if (V == '"' || V == '\\')
    S += '\\';
  S += static_cast<char>(V);
  S += '"';
  return S;
}

namespace {

/// Builds the edits of one fix, or says why there is none.
class FixBuilder {
public:
  FixBuilder(const ASTContext &Ctx)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), LO(Ctx.getLangOpts()) {}

  std::string WhyNot;
  llvm::SmallVector<Edit, 16> Edits;

  bool fail(StringRef Why) {
    if (WhyNot.empty())
      WhyNot = Why.str();
    return false;
  }

  SourceLocation tokenEnd(SourceLocation Loc) const {
    return Lexer::getLocForEndOfToken(Loc, 0, SM, LO);
  }

  CharSourceRange fileRange(SourceRange R) const {
    return Lexer::makeFileCharRange(CharSourceRange::getTokenRange(R), SM, LO);
  }

  bool insert(SourceLocation Loc, StringRef Text) {
    if (Loc.isInvalid() || Loc.isMacroID())
      return fail("the expression is spelled inside a macro");
    Edits.push_back({Loc, Loc, Text.str()});
    return true;
  }

  bool replace(SourceLocation Begin, SourceLocation End, StringRef Text) {
    if (Begin.isInvalid() || End.isInvalid() || Begin.isMacroID() ||
        End.isMacroID())
      return fail("the expression is spelled inside a macro");
    Edits.push_back({Begin, End, Text.str()});
    return true;
  }

  /// True when only blanks (or nothing) lie between the file locations
  /// \p Begin and \p End.
  bool isBlankBetween(SourceLocation Begin, SourceLocation End) const {
    if (Begin.isInvalid() || End.isInvalid() || !Begin.isFileID() ||
        !End.isFileID() || SM.getFileID(Begin) != SM.getFileID(End) ||
        SM.isBeforeInTranslationUnit(End, Begin))
      return false;
    bool Invalid = false;
    StringRef Between = Lexer::getSourceText(
        CharSourceRange::getCharRange(Begin, End), SM, LO, &Invalid);
    return !Invalid && Between.trim().empty();
  }

  /// The end of the last token other than a comment in [\p Begin, \p End),
  /// or \p Begin when there is none (only blanks and comments).
  SourceLocation lastTokenEnd(SourceLocation Begin, SourceLocation End) const {
    std::pair<FileID, unsigned> B = SM.getDecomposedLoc(Begin);
    unsigned EndOffset = SM.getFileOffset(End);
    bool Invalid = false;
    StringRef Buffer = SM.getBufferData(B.first, &Invalid);
    if (Invalid)
      return Begin;
    Lexer Raw(SM.getLocForStartOfFile(B.first), LO, Buffer.begin(),
              Buffer.begin() + B.second, Buffer.end());
    Raw.SetCommentRetentionState(true);
    SourceLocation Last = Begin;
    Token Tok;
    while (true) {
      Raw.LexFromRawLexer(Tok);
      if (Tok.is(tok::eof) || SM.getFileOffset(Tok.getLocation()) >= EndOffset)
        break;
      if (Tok.isNot(tok::comment))
        Last = Tok.getEndLoc();
    }
    return Last;
  }

  /// Replaces the operator token at \p Op by a comma right after the piece
  /// before it (which ends at \p PrevEnd), so that no blank or comment comes
  /// between a piece and its comma: blanks before the operator go with it,
  /// comments stay where they were.
  bool separator(SourceLocation PrevEnd, SourceLocation Op) {
    if (Op.isMacroID())
      return fail("an operator is spelled inside a macro");
    SourceLocation OpEnd = tokenEnd(Op);
    if (PrevEnd.isInvalid() || !PrevEnd.isFileID() || !Op.isFileID() ||
        SM.getFileID(PrevEnd) != SM.getFileID(Op) ||
        SM.isBeforeInTranslationUnit(Op, PrevEnd))
      return replace(Op, OpEnd, ",");
    // `(a + b /* c */) + d`: the comma goes after the `)`, which the
    // flattening removes.
    SourceLocation CommaAt = lastTokenEnd(PrevEnd, Op);
    bool Invalid = false;
    StringRef Between = Lexer::getSourceText(
        CharSourceRange::getCharRange(CommaAt, Op), SM, LO, &Invalid);
    if (Invalid)
      return replace(Op, OpEnd, ",");
    const char *After = SM.getCharacterData(OpEnd, &Invalid);
    unsigned BlanksAfter = 0;
    while (!Invalid && (After[BlanksAfter] == ' ' || After[BlanksAfter] == '\t'))
      ++BlanksAfter;
    if (Between.trim().empty() && !Between.contains('\n'))
      return replace(CommaAt, OpEnd, ",");
    // A comment, or a `+` leading a continuation line: the comma goes at the
    // end of the piece, and the operator goes with the blanks that follow
    // it, so the line keeps its indentation and a comment keeps its place.
    // A `+` that ends its line takes the blanks before it instead.
    SourceLocation RemoveBegin = Op;
    if (!Invalid && (After[BlanksAfter] == '\n' || After[BlanksAfter] == '\r')) {
      StringRef Before = Between.rtrim(" \t");
      if (!Before.empty() && !Before.ends_with("\n"))
        RemoveBegin = CommaAt.getLocWithOffset(Before.size());
    }
    return replace(CommaAt, CommaAt, ",") &&
           replace(RemoveBegin, OpEnd.getLocWithOffset(BlanksAfter), "");
  }

  std::optional<std::string> text(SourceRange R) const {
    CharSourceRange FR = fileRange(R);
    if (FR.isInvalid())
      return std::nullopt;
    bool Invalid = false;
    StringRef T = Lexer::getSourceText(FR, SM, LO, &Invalid);
    if (Invalid)
      return std::nullopt;
    return T.str();
  }

  /// Merges edits that touch (an insertion where a removal starts or ends)
  /// and turns them into fix-its; overlapping edits mean a bug, so no fix.
  std::vector<FixItHint> hints() {
    std::vector<FixItHint> Out;
    llvm::stable_sort(Edits, [&](const Edit &A, const Edit &B) {
      if (A.Begin != B.Begin)
        return SM.isBeforeInTranslationUnit(A.Begin, B.Begin);
      // At one offset, an insertion goes before a removal starting there.
      return A.Begin == A.End && B.Begin != B.End;
    });
    llvm::SmallVector<Edit, 16> Merged;
    for (Edit &E : Edits) {
      if (!Merged.empty()) {
        Edit &Last = Merged.back();
        if (E.Begin == Last.End || E.Begin == Last.Begin) {
          if (SM.isBeforeInTranslationUnit(Last.End, E.End))
            Last.End = E.End;
          Last.Text += E.Text;
          continue;
        }
        if (SM.isBeforeInTranslationUnit(E.Begin, Last.End))
          return {};
      }
      Merged.push_back(E);
    }
    for (const Edit &E : Merged)
      Out.push_back(FixItHint::CreateReplacement(
          CharSourceRange::getCharRange(E.Begin, E.End), E.Text));
    return Out;
  }

private:
  const ASTContext &Ctx;
  const SourceManager &SM;
  const LangOptions &LO;
};

} // namespace

/// The edits inside pieces: std::string("x") becomes "x", to_string(n)
/// becomes n; chars become strings for absl.
static void editPieces(FixBuilder &B, const Chain &C, QualType StringType,
                       const ASTContext &Ctx, bool Absl, bool ViewsAllowed) {
  for (const Expr *Piece : C.Pieces) {
    if (const Expr *Arg =
            explicitStringArgument(Piece, StringType, Ctx, ViewsAllowed)) {
      // A piece that cannot be edited keeps its conversion; the rest of
      // the fix does not depend on it.
      CharSourceRange Whole = B.fileRange(Piece->getSourceRange());
      std::optional<std::string> ArgText = B.text(Arg->getSourceRange());
      if (Whole.isValid() && ArgText && !Whole.getBegin().isMacroID())
        B.replace(Whole.getBegin(), Whole.getEnd(), *ArgText);
      continue;
    }
    if (const Expr *Arg = toStringArgument(Piece)) {
      CharSourceRange Call = B.fileRange(Piece->getSourceRange());
      std::optional<std::string> ArgText = B.text(Arg->getSourceRange());
      if (Call.isValid() && ArgText && !Call.getBegin().isMacroID())
        B.replace(Call.getBegin(), Call.getEnd(), *ArgText);
      continue;
    }
    if (Absl && isCharType(Piece->IgnoreImpCasts()->getType())) {
      std::optional<std::string> Str = charLiteralAsString(Piece);
      CharSourceRange R = B.fileRange(Piece->getSourceRange());
      if (!Str || R.isInvalid())
        B.fail("absl::StrCat takes no char pieces");
      else
        B.replace(R.getBegin(), R.getEnd(), *Str);
    }
  }
}

/// Whether the pieces' evaluation order may matter: the standard leaves it
/// unspecified for the operands of `+` as for the arguments of a call, and
/// compilers may choose differently for the two; only pieces that cannot
/// observe each other are safe.
static bool orderMayMatter(const Chain &C, const ASTContext &Ctx) {
  unsigned Effectful = 0, Definite = 0, NonConstant = 0;
  for (const Expr *Piece : C.Pieces) {
    if (hasKnownSideEffects(Piece, Ctx))
      ++Definite;
    if (mayHaveSideEffects(Piece, Ctx))
      ++Effectful;
    if (!isa<StringLiteral, CharacterLiteral>(ignoreImplicit(Piece)->IgnoreParens()))
      ++NonConstant;
  }
  return Effectful >= 2 || (Definite >= 1 && NonConstant >= 2);
}

namespace {
/// Collects every operator call in an unevaluated operand, except inside
/// lambdas, whose bodies run when they are called.
class OperatorCallCollector : public RecursiveASTVisitor<OperatorCallCollector> {
public:
  explicit OperatorCallCollector(llvm::DenseSet<const Expr *> &Out) : Out(Out) {}
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *E) {
    Out.insert(E);
    return true;
  }

private:
  llvm::DenseSet<const Expr *> &Out;
};
} // namespace

void ChainedConcatenationCheck::collectUnevaluated(const Stmt *Operand) {
  if (Operand)
    OperatorCallCollector(Unevaluated).TraverseStmt(const_cast<Stmt *>(Operand));
}

void ChainedConcatenationCheck::onEndOfTranslationUnit() { Unevaluated.clear(); }

void ChainedConcatenationCheck::check(const MatchFinder::MatchResult &Result) {
  if (const auto *D = Result.Nodes.getNodeAs<DecltypeType>("decltype"))
    return collectUnevaluated(D->getUnderlyingExpr());
  if (const auto *E = Result.Nodes.getNodeAs<Expr>("unevaluated")) {
    // sizeof(T), alignof(T) name a type; a decltype in it is matched as one.
    if (const auto *U = dyn_cast<UnaryExprOrTypeTraitExpr>(E))
      return U->isArgumentType() ? void() : collectUnevaluated(U->getArgumentExpr());
    return collectUnevaluated(E);
  }
  if (const auto *Plus = Result.Nodes.getNodeAs<CXXOperatorCallExpr>("plus"))
    checkChain(Plus, *Result.Context);
}

void ChainedConcatenationCheck::checkChain(const CXXOperatorCallExpr *Plus,
                                           ASTContext &Ctx) {
  if (!isStringPlus(Plus) || Unevaluated.contains(Plus))
    return;
  // Only the outermost `+` of a chain reports it.
  const Stmt *Parent = explicitParent(Plus, Ctx);
  for (const Stmt *P = Parent; P;) {
    if (const auto *PE = dyn_cast<ParenExpr>(P)) {
      P = explicitParent(PE, Ctx);
      continue;
    }
    if (const auto *PE = dyn_cast<Expr>(P); PE && isStringPlus(PE))
      return;
    break;
  }

  Chain C;
  C.Root = Plus;
  flatten(Plus, C);
  QualType StringType = Plus->getType();

  // `s += chain`, `s = chain`: the assignment is the parent, without parens
  // (a parenthesized right-hand side stays a value).
  const auto *Assign = dyn_cast_or_null<CXXOperatorCallExpr>(Parent);
  const Expr *Target = nullptr;
  Form F = Form::Value;
  if (Assign && Assign->getNumArgs() == 2 &&
      (Assign->getOperator() == OO_Equal ||
       Assign->getOperator() == OO_PlusEqual) &&
      ignoreImplicit(Assign->getArg(1)) == Plus &&
      isa_and_nonnull<CXXMethodDecl>(Assign->getDirectCallee()) &&
      utils::stdBasicString(Assign->getArg(0)->getType()) &&
      Ctx.hasSameType(Assign->getArg(0)->getType().getNonReferenceType().getUnqualifiedType(),
                      StringType.getUnqualifiedType())) {
    Target = Assign->getArg(0);
    if (Assign->getOperator() == OO_PlusEqual)
      F = Form::Append;
    else if (sameObject(Target, C.Pieces.front()) &&
             utils::isRepeatableObject(Target))
      F = Form::AppendFromAssign;
    else
      F = Form::Assign;
  }
  unsigned Count = C.Pieces.size() + (F == Form::Append ? 1 : 0);
  if (Count < MinOperands)
    return;
  // Evaluated only while compiling, the chain costs nothing at run time,
  // and the runtimes could not replace it there: nothing to report.
  ConstantUse Use = constantUse(Plus, Ctx);
  if (Use == ConstantUse::Only)
    return;

  // What the target is, or whether it is safe to name it once as an argument.
  const ValueDecl *TargetDecl = Target ? rootDecl(Target) : nullptr;
  bool TargetOnRight = false;
  if (Target) {
    for (size_t I = F == Form::AppendFromAssign ? 1 : 0; I < C.Pieces.size(); ++I)
      if (!TargetDecl || mentions(C.Pieces[I], TargetDecl))
        TargetOnRight = true;
    // `get() = a + b + c`: C++17 evaluates the right side first, a call's
    // arguments in no set order; keep the assignment as written.
    if (!utils::isRepeatableObject(Target))
      F = Form::Value;
    else if (F == Form::Assign && TargetOnRight)
      F = Form::Value; // `s = a + s + b`: a fresh string, then the move
  }
  if (F == Form::AppendFromAssign &&
      llvm::any_of(C.Parens, [&](const ParenExpr *P) {
        return !Ctx.getSourceManager().isBeforeInTranslationUnit(
            C.PlusLocs.front(), P->getLParen());
      }))
    F = Form::Value; // `s = (s + a) + b`: the edit would cut into the parens
  if (F == Form::AppendFromAssign) {
    // `s = s + a` -> `f(s, a`: the text from after the target through the
    // first `+` goes; a comment there would go with it, so keep the
    // assignment instead.
    bool Invalid = false;
    StringRef Between = Lexer::getSourceText(
        CharSourceRange::getTokenRange(
            Lexer::getLocForEndOfToken(Target->getEndLoc(), 0,
                                       Ctx.getSourceManager(), Ctx.getLangOpts()),
            C.PlusLocs.front()),
        Ctx.getSourceManager(), Ctx.getLangOpts(), &Invalid);
    if (Invalid || Between.contains("/*") || Between.contains("//"))
      F = Form::Value;
  }

  bool Absl = Runtime == RuntimeKind::Absl;
  if (Absl && F == Form::Assign)
    F = Form::Value; // absl has no assign: `s = absl::StrCat(...)`
  if (Absl && F == Form::AppendFromAssign && TargetOnRight)
    F = Form::Value;
  StringRef Function;
  switch (F) {
  case Form::Value:
    Function = Absl ? "absl::StrCat" : "strcost::str_cat";
    break;
  case Form::Append:
  case Form::AppendFromAssign:
    Function = Absl ? "absl::StrAppend" : "strcost::str_append";
    break;
  case Form::Assign:
    Function = "strcost::str_assign";
    break;
  }

  FixBuilder B(Ctx);
  const LangOptions &LO = Ctx.getLangOpts();
  const SourceManager &SM = Ctx.getSourceManager();
  // What the edits may use: the analysed standard in the main file, at most
  // HeaderMinimumStandard in a header that older translation units include.
  utils::CxxStandard Std =
      utils::standardForEditAt(Plus->getBeginLoc(), SM, LO, HeaderMinimum);
  utils::CxxStandard Needed = Absl ? 14 : 11;
  // Why no fix-it, checked from the most to the least fundamental.
  if (utils::standardOf(LO) < Needed)
    B.fail(Absl ? "absl::StrCat needs C++14" : "the strcost runtime needs C++11");
  else if (Std < Needed)
    B.fail(utils::headerStandardReason(Function, Needed, Std));
  // C++20 allows std::string in constant evaluation; the runtimes are not
  // constexpr, and a constexpr function that can never be constant is
  // ill-formed.
  if (Use == ConstantUse::Possible)
    B.fail(("the function is constexpr, and " + Function.str() +
            " is not").c_str());
  if (!hasStdTraits(StringType))
    B.fail("the string has custom character traits");
  if (F == Form::Value && !hasDefaultTraitsAndAllocator(StringType))
    B.fail(("the string has a custom allocator, and " + Function.str() +
            " returns a std::basic_string with the default one")
               .c_str());
  if (Absl) {
    QualType Built = Target && F != Form::Value
                         ? Target->getType().getNonReferenceType()
                         : StringType;
    if (!isPlainStdString(Built, Ctx) || !isPlainStdString(StringType, Ctx))
      B.fail("absl::StrCat builds only std::string");
    if (F != Form::Value) {
      // absl::StrAppend returns void where `s += ...` yields s.
      const Stmt *Use = explicitParent(Assign, Ctx);
      if (Use && !isa<CompoundStmt, ForStmt, IfStmt, WhileStmt, DoStmt,
                      SwitchCase, LabelStmt, AttributedStmt>(Use))
        B.fail("the value of the assignment is used, and absl::StrAppend "
               "returns void");
      if (F == Form::Append && TargetOnRight)
        B.fail("a piece may refer to the destination, which absl::StrAppend "
               "does not allow");
    }
  }

  if (orderMayMatter(C, Ctx))
    B.fail("pieces have side effects, and the order in which a call "
           "evaluates its arguments may differ from that of the '+' chain");

  CharSourceRange ChainRange = B.fileRange(Plus->getSourceRange());
  if (ChainRange.isInvalid())
    B.fail("the expression is spelled inside a macro");

  if (B.WhyNot.empty()) {
    // Separators between pieces, and the sub-chains' parentheses.
    for (size_t I = 0; I < C.PlusLocs.size(); ++I) {
      SourceLocation PrevEnd = B.tokenEnd(C.Pieces[I]->getEndLoc());
      // `(a + b) + c`: the `)` goes, so the blanks after it may go too.
      for (const ParenExpr *P : C.Parens)
        if (B.isBlankBetween(PrevEnd, P->getRParen()))
          PrevEnd = B.tokenEnd(P->getRParen());
      bool Skip = F == Form::AppendFromAssign && I == 0;
      if (!Skip)
        B.separator(PrevEnd, C.PlusLocs[I]);
    }
    for (const ParenExpr *P : C.Parens) {
      B.replace(P->getLParen(), B.tokenEnd(P->getLParen()), "");
      B.replace(P->getRParen(), B.tokenEnd(P->getRParen()), "");
    }
    editPieces(B, C, StringType, Ctx, Absl, /*ViewsAllowed=*/Std >= 17);
    // The call around it all.
    switch (F) {
    case Form::Value:
      B.insert(ChainRange.getBegin(), (Function + "(").str());
      B.insert(ChainRange.getEnd(), ")");
      break;
    case Form::Assign:
    case Form::Append:
    case Form::AppendFromAssign: {
      CharSourceRange TargetRange = B.fileRange(Target->getSourceRange());
      if (TargetRange.isInvalid()) {
        B.fail("the expression is spelled inside a macro");
        break;
      }
      std::string Prefix = (Function + "(").str();
      std::string Suffix;
      if (Absl) {
        const Expr *T = Target->IgnoreImpCasts();
        bool Postfix = isa<DeclRefExpr, MemberExpr, ArraySubscriptExpr,
                           CallExpr, ParenExpr, UnaryOperator>(T);
        Prefix += Postfix ? "&" : "&(";
        Suffix = Postfix ? "" : ")";
      }
      B.insert(TargetRange.getBegin(), Prefix);
      if (!Suffix.empty())
        B.insert(TargetRange.getEnd(), Suffix);
      SourceLocation Op = Assign->getOperatorLoc();
      if (F == Form::AppendFromAssign)
        B.replace(TargetRange.getEnd(), B.tokenEnd(C.PlusLocs.front()), ",");
      else
        B.separator(TargetRange.getEnd(), Op);
      B.insert(ChainRange.getEnd(), ")");
      break;
    }
    }
  }

  std::vector<FixItHint> Hints;
  if (B.WhyNot.empty()) {
    Hints = B.hints();
    if (Hints.empty())
      B.fail("the edits overlap");
  }
  if (!Hints.empty()) {
    StringRef Header = Absl ? "absl/strings/str_cat.h" : "<strcost/str_cat.h>";
    if (auto Include = Inserter.createIncludeInsertion(
            SM.getFileID(ChainRange.getBegin()), Header))
      Hints.push_back(*Include);
  }

  SourceLocation Loc = Target && F != Form::Value ? Assign->getBeginLoc()
                                                   : Plus->getBeginLoc();
  diag(Loc, "string built from %0 pieces by chained 'operator+' may allocate "
            "at every step%select{| of every loop iteration}1; use '%2' to "
            "allocate at most once")
      << Count << isInLoop(Assign && Target ? static_cast<const Stmt *>(Assign)
                                            : Plus,
                           Ctx)
      << Function << Hints;
  if (!B.WhyNot.empty())
    diag(Loc, "no fix-it: %0", DiagnosticIDs::Note) << B.WhyNot;
}

} // namespace clang::tidy::strcost
