//===--- ConcatenationChain.cpp - strcost ----------------------------------===//

#include "ConcatenationChain.h"
#include "utils/SideEffects.h"
#include "utils/SourceUtils.h"
#include "utils/StringTypes.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprConcepts.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"

namespace clang::tidy::strcost::concatenation {

namespace {

/// What the code at the current point of the traversal lies in, as far as a
/// chain there is concerned. Set where the traversal enters a node that
/// decides something, restored where it leaves it.
struct Surroundings {
  /// The nearest enclosing node that decides whether code may run while
  /// compiling: a function, or a constant context, or an immediate function.
  enum class Bound { Runtime, ConstexprFunction, ConstantOnly, Immediate };
  Bound Constant = Bound::Runtime;
  /// A lambda lies between the code and that node. Its body runs when it is
  /// called, which may be at run time even if it was made in a constant
  /// context: the context only makes it possibly constant.
  bool ThroughLambda = false;
  /// One of those lambdas is declared constexpr. (One that is constexpr
  /// without being asked to be merely stops being so.)
  bool ThroughConstexprLambda = false;
  bool InLoop = false;
  bool Unevaluated = false;
  const LambdaExpr *Lambda = nullptr;
  /// The nearest enclosing statement that is not an implicit node; null when
  /// a declaration is nearer (a variable's initializer).
  const Stmt *ExplicitParent = nullptr;
  /// The declaration statement of one variable directly in a block, while
  /// the traversal is inside it.
  const DeclStmt *Declaration = nullptr;

  ConstantUse constantUse() const {
    switch (Constant) {
    case Bound::Immediate:
      return ConstantUse::Only;
    case Bound::ConstantOnly:
      return ThroughLambda ? ConstantUse::Possible : ConstantUse::Only;
    case Bound::ConstexprFunction:
      return ConstantUse::Possible;
    case Bound::Runtime:
      return ThroughConstexprLambda ? ConstantUse::Possible : ConstantUse::None;
    }
    return ConstantUse::None;
  }
};

/// Operands that are never evaluated allocate nothing: sizeof, alignof,
/// noexcept, typeid of a non-polymorphic operand, requires expressions
/// (decltype is a type: see the finder).
bool isUnevaluatedOperand(const Stmt *S) {
  if (const auto *Typeid = dyn_cast<CXXTypeidExpr>(S))
    return !Typeid->isPotentiallyEvaluated();
  return isa<UnaryExprOrTypeTraitExpr, CXXNoexceptExpr, RequiresExpr>(S);
}

/// Statements whose expression children are statements of their own: their
/// value is discarded.
bool discardsValue(const Stmt *Parent) {
  return Parent && isa<CompoundStmt, ForStmt, IfStmt, WhileStmt, DoStmt,
                       SwitchCase, LabelStmt, AttributedStmt>(Parent);
}

/// `s = x` or `s += x`: the chain \p x when it is one (not parenthesized).
const CXXOperatorCallExpr *assignedChain(const CXXOperatorCallExpr *Op) {
  if (Op->getNumArgs() != 2 ||
      (Op->getOperator() != OO_Equal && Op->getOperator() != OO_PlusEqual))
    return nullptr;
  const auto *Rhs = dyn_cast<CXXOperatorCallExpr>(ignoreImplicit(Op->getArg(1)));
  return Rhs && isStringPlus(Rhs) ? Rhs : nullptr;
}

Chain flatten(const CXXOperatorCallExpr *Root);

/// Visits the translation unit once, top-down; template instantiations and
/// implicit code are left out (the defaults), as a chain there has no
/// spelling of its own to edit.
class ChainFinder : public RecursiveASTVisitor<ChainFinder> {
  using Base = RecursiveASTVisitor<ChainFinder>;

public:
  ChainFinder(const SourceManager &SM, const LangOptions &LO, bool SystemHeaders)
      : SM(SM), LO(LO), SystemHeaders(SystemHeaders) {}

  ChainScan Scan;

  bool TraverseDecl(Decl *D);
  bool TraverseStmt(Stmt *S);
  // The pack is LLVM 22's TraverseQualifier argument (none before).
  template <class... Qualifier>
  bool TraverseDecltypeTypeLoc(DecltypeTypeLoc TL, Qualifier... Q) {
    Restore R(Here);
    Here.Unevaluated = true;
    return Base::TraverseDecltypeTypeLoc(TL, Q...);
  }
  template <class... Qualifier> bool TraverseDecltypeType(DecltypeType *T, Qualifier... Q) {
    Restore R(Here);
    Here.Unevaluated = true;
    return Base::TraverseDecltypeType(T, Q...);
  }

private:
  /// Puts the surroundings back when a subtree is done.
  struct Restore {
    explicit Restore(Surroundings &S) : Target(S), Saved(S) {}
    ~Restore() { Target = Saved; }
    Surroundings &Target;
    Surroundings Saved;
  };

  void enterFunction(const FunctionDecl *FD);
  void enterConstantContext();
  void enterLambda(const LambdaExpr *L);
  bool traverseLoop(Stmt *S);
  bool traverseChain(const CXXOperatorCallExpr *Plus,
                     const CXXOperatorCallExpr *Assign);
  void noteConstantCall(const Stmt *S);
  const DeclStmt *declarationOf(const CXXOperatorCallExpr *Plus) const;

  const SourceManager &SM;
  const LangOptions &LO;
  const bool SystemHeaders;
  Surroundings Here;
};

void ChainFinder::enterFunction(const FunctionDecl *FD) {
  Here = Surroundings();
  if (FD->isConsteval())
    Here.Constant = Surroundings::Bound::Immediate;
  else if (FD->isConstexprSpecified())
    Here.Constant = Surroundings::Bound::ConstexprFunction;
}

void ChainFinder::enterConstantContext() {
  Here.Constant = Surroundings::Bound::ConstantOnly;
  Here.ThroughLambda = Here.ThroughConstexprLambda = false;
}

void ChainFinder::enterLambda(const LambdaExpr *L) {
  Here.Lambda = L;
  Here.InLoop = false;
  // Its body runs when it is called, wherever it was written.
  Here.Unevaluated = false;
  if (L->getCallOperator()->isConsteval()) {
    Here.Constant = Surroundings::Bound::Immediate;
    Here.ThroughLambda = Here.ThroughConstexprLambda = false;
    return;
  }
  Here.ThroughLambda = true;
  if (isExplicitlyConstexprLambda(L, SM, LO))
    Here.ThroughConstexprLambda = true;
}

bool ChainFinder::TraverseDecl(Decl *D) {
  if (!D)
    return true;
  // Skipped whole: a system header's declarations hold only the library's
  // code (a macro of one expanded in the user's code is the user's).
  if (!SystemHeaders && D->getLocation().isValid() &&
      SM.isInSystemHeader(SM.getExpansionLoc(D->getLocation())))
    return true;
  Restore R(Here);
  Here.ExplicitParent = nullptr;
  if (const auto *FD = dyn_cast<FunctionDecl>(D)) {
    enterFunction(FD);
  } else if (isa<StaticAssertDecl>(D)) {
    enterConstantContext();
  } else if (const auto *VD = dyn_cast<VarDecl>(D)) {
    if (VD->isConstexpr() || VD->hasAttr<ConstInitAttr>())
      enterConstantContext();
  } else if (isa<BlockDecl>(D)) {
    Here.InLoop = false;
  }
  return Base::TraverseDecl(D);
}

bool ChainFinder::TraverseStmt(Stmt *S) {
  if (!S)
    return true;
  Restore R(Here);
  if (const auto *E = dyn_cast<Expr>(S); E && ignoreImplicit(E) != E) {
    // An implicit node is nobody's explicit parent.
    if (isa<ConstantExpr>(E))
      enterConstantContext();
    return Base::TraverseStmt(S);
  }
  noteConstantCall(S);
  // Kept below the statement: declarationOf() asks that the chain be the
  // variable's whole initializer.
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    Here.Declaration =
        DS->isSingleDecl() && isa_and_nonnull<CompoundStmt>(Here.ExplicitParent)
            ? DS
            : nullptr;
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(S)) {
    if (isStringPlus(Op))
      return traverseChain(Op, nullptr);
    if (const CXXOperatorCallExpr *Plus = assignedChain(Op))
      return traverseChain(Plus, Op);
  }
  if (isa<ForStmt, CXXForRangeStmt, WhileStmt, DoStmt>(S))
    return traverseLoop(S);
  if (isUnevaluatedOperand(S))
    Here.Unevaluated = true;
  else if (const auto *L = dyn_cast<LambdaExpr>(S))
    enterLambda(L);
  Here.ExplicitParent = S;
  return Base::TraverseStmt(S);
}

/// The body, condition and increment of a loop run on every iteration; a
/// for statement's init and a range-for's range do not.
bool ChainFinder::traverseLoop(Stmt *S) {
  Here.ExplicitParent = S;
  if (auto *For = dyn_cast<ForStmt>(S)) {
    if (!TraverseStmt(For->getInit()))
      return false;
    Here.InLoop = true;
    return TraverseStmt(For->getConditionVariableDeclStmt()) &&
           TraverseStmt(For->getCond()) && TraverseStmt(For->getInc()) &&
           TraverseStmt(For->getBody());
  }
  if (auto *Range = dyn_cast<CXXForRangeStmt>(S)) {
    if (!TraverseStmt(Range->getInit()) ||
        !TraverseStmt(Range->getLoopVarStmt()) ||
        !TraverseStmt(Range->getRangeInit()))
      return false;
    Here.InLoop = true;
    return TraverseStmt(Range->getBody());
  }
  Here.InLoop = true;
  return Base::TraverseStmt(S);
}

/// Records the chain (unless it never runs, or runs only while compiling)
/// and goes on into its pieces, which may hold chains of their own; the
/// inner `+` of the chain are not visited.
bool ChainFinder::traverseChain(const CXXOperatorCallExpr *Plus,
                                const CXXOperatorCallExpr *Assign) {
  ChainSite Site;
  Site.C = flatten(Plus);
  Site.Assign = Assign;
  Site.Declaration = declarationOf(Plus);
  Site.AssignValueUsed = Assign && !discardsValue(Here.ExplicitParent);
  Site.Constant = Here.constantUse();
  Site.InLoop = Here.InLoop;
  Site.Lambda = Here.Lambda;
  if (!Here.Unevaluated && Site.Constant != ConstantUse::Only)
    Scan.Sites.push_back(Site);
  Here.ExplicitParent = Assign ? static_cast<const Stmt *>(Assign) : Plus;
  if (Assign && !TraverseStmt(const_cast<Expr *>(Assign->getArg(0))))
    return false;
  for (const Expr *Piece : Site.C.Pieces)
    if (!TraverseStmt(const_cast<Expr *>(Piece)))
      return false;
  return true;
}

/// The declaration whose variable \p Plus initializes whole, with `=`.
const DeclStmt *
ChainFinder::declarationOf(const CXXOperatorCallExpr *Plus) const {
  // ExplicitParent is null right under a declaration: nothing but implicit
  // nodes lies between the variable and the chain.
  if (!Here.Declaration || Here.ExplicitParent)
    return nullptr;
  const auto *V = dyn_cast<VarDecl>(Here.Declaration->getSingleDecl());
  if (!V || !V->getInit() || V->getInitStyle() != VarDecl::CInit ||
      ignoreImplicit(V->getInit()) != Plus)
    return nullptr;
  return Here.Declaration;
}

/// A lambda called where constant evaluation may run it: a chain in it must
/// stay, whether or not the lambda was declared constexpr.
void ChainFinder::noteConstantCall(const Stmt *S) {
  const auto *Call = dyn_cast<CXXOperatorCallExpr>(S);
  if (!Call || Call->getOperator() != OO_Call || Here.Unevaluated ||
      Here.constantUse() == ConstantUse::None)
    return;
  if (const auto *M = dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee()))
    if (M->getParent()->isLambda())
      Scan.ConstantCalledLambdas.insert(M->getParent());
}

} // namespace

ChainScan findChains(ASTContext &Ctx, bool SystemHeaders) {
  ChainFinder Finder(Ctx.getSourceManager(), Ctx.getLangOpts(), SystemHeaders);
  Finder.TraverseAST(Ctx);
  return std::move(Finder.Scan);
}

// A user's operator+, even one returning std::string, may do anything and is
// not ours to rewrite.
bool isStringPlus(const Expr *E) {
  const auto *Op = dyn_cast<CXXOperatorCallExpr>(E);
  if (!Op || Op->getOperator() != OO_Plus || Op->getNumArgs() != 2)
    return false;
  const FunctionDecl *FD = Op->getDirectCallee();
  return FD && FD->isInStdNamespace() && utils::stdBasicString(Op->getType());
}

const Expr *ignoreImplicit(const Expr *E) {
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

static void flattenInto(const Expr *E, Chain &C) {
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
  flattenInto(Op->getArg(0), C);
  C.PlusLocs.push_back(Op->getOperatorLoc());
  flattenInto(Op->getArg(1), C);
}

namespace {
Chain flatten(const CXXOperatorCallExpr *Root) {
  Chain C;
  C.Root = Root;
  flattenInto(Root, C);
  return C;
}
} // namespace

// clang marks every lambda that qualifies constexpr, written or not; only the
// source tells.
bool isExplicitlyConstexprLambda(const LambdaExpr *L,
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

static bool isAnyCharacter(QualType T) {
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
const Expr *toStringArgument(const Expr *Piece) {
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
      (isAnyCharacter(T) && !NumericChar))
    return nullptr;
  // A bit-field cannot be bound to the runtime's `const T&` without a copy;
  // it would compile, but the piece's type is then the field's declared type.
  if (Arg->refersToBitField())
    return nullptr;
  return Arg;
}

/// `std::string(x)` / `std::string{x}` written as a piece, where `x` is a
/// literal, `const C*`, `std::basic_string_view<C>` (only when \p ViewsAllowed:
/// the runtime takes views from C++17 on) or another `std::basic_string<C>`:
/// the conversion only made `+` a string `+` (or copied a string), and the
/// runtimes take `x` itself with the same text, so the temporary is dropped. Kept: any other constructor (`string(p, n)`,
/// `string(n, c)`, `string{c}`, whose initializer list makes `{65}` "A" where
/// the piece 65 would print "65") and any argument of another type (a
/// conversion operator may be what gives it a meaning).
const Expr *explicitStringArgument(const Expr *Piece, QualType String,
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
      !IsChar(Spec->getTemplateArgs()[0].getAsType()) ||
      !utils::isStdCharTraitsOf(Spec->getTemplateArgs()[1].getAsType(), Char))
    return nullptr;
  StringRef Name = Spec->getSpecializedTemplate()->getName();
  if (Name == "basic_string_view")
    return ViewsAllowed ? Arg : nullptr;
  return Name == "basic_string" ? Arg : nullptr;
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
          utils::isStdMutator(FD))
        return true;
    }
  for (const Stmt *Child : S->children())
    if (hasKnownSideEffects(Child, Ctx))
      return true;
  return false;
}

const ValueDecl *rootDecl(const Expr *E) {
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
bool sameObject(const Expr *A, const Expr *B) {
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

bool mentions(const Stmt *S, const ValueDecl *D) {
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

/// A character literal as a string literal, for absl::StrCat (which rejects
/// char pieces); only plain printable characters, whose spelling is certain.
std::optional<std::string> charLiteralAsString(const Expr *Piece) {
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

/// Whether the pieces' evaluation order may matter: the standard leaves it
/// unspecified for the operands of `+` as for the arguments of a call, and
/// compilers may choose differently for the two; only pieces that cannot
/// observe each other are safe.
bool orderMayMatter(const Chain &C, const ASTContext &Ctx) {
  unsigned Effectful = 0, Definite = 0, NonConstant = 0;
  for (const Expr *Piece : C.Pieces) {
    if (hasKnownSideEffects(Piece, Ctx))
      ++Definite;
    if (utils::mayHaveSideEffects(Piece))
      ++Effectful;
    if (!isa<StringLiteral, CharacterLiteral>(ignoreImplicit(Piece)->IgnoreParens()))
      ++NonConstant;
  }
  return Effectful >= 2 || (Definite >= 1 && NonConstant >= 2);
}

} // namespace clang::tidy::strcost::concatenation
