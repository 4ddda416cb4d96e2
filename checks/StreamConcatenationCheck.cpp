//===--- StreamConcatenationCheck.cpp - strcost ----------------------------===//

#include "StreamConcatenationCheck.h"
#include "utils/FixPlan.h"
#include "utils/Instantiation.h"
#include "utils/Matchers.h"
#include "utils/SideEffects.h"
#include "utils/SourceUtils.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringSet.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost {
using utils::refersTo;

namespace {

/// What a piece becomes in `str_cat`, or why it may not go there.
enum class PieceKind {
  Text,      // a string, a view, a C string or an array of the stream's characters
  Character, // one character of the stream's type
  Integer,   // in decimal, as the stream prints it in the classic locale
  Differs,   // the stream prints it otherwise than str_cat would (Why says how)
  Formats,   // a manipulator or a class: the stream is used to format
};

/// One `<<` operand and the operator the stream chose for it.
struct Piece {
  const Expr *Operand = nullptr;
  const FunctionDecl *Callee = nullptr; // null: depends on a template parameter
  bool UnderControlFlow = false;
  PieceKind Kind = PieceKind::Formats;
  std::string Why;
};

/// The mentions of the stream that one statement makes.
struct Mentions {
  llvm::SmallVector<Piece, 4> Pieces;
  llvm::SmallVector<const CXXMemberCallExpr *, 1> Reads;
  bool ReadUnderControlFlow = false;
  bool Escapes = false;
  bool any() const { return !Pieces.empty() || !Reads.empty() || Escapes; }
};

} // namespace

struct StreamConcatenationCheck::Finding {
  const VarDecl *Stream = nullptr;
  const DeclStmt *Decl = nullptr;
  bool Wide = false;
  /// The statements that write the stream, in order, and their pieces.
  llvm::SmallVector<const Stmt *, 4> Writes;
  llvm::SmallVector<Piece, 8> Pieces;
  /// Statements after the first write that do not mention the stream.
  llvm::SmallVector<const Stmt *, 2> Between;
  const CXXMemberCallExpr *Read = nullptr;
  const Stmt *ReadStatement = nullptr;
  /// Why the layout cannot be rewritten (writes under control flow, ...).
  std::string Layout;
  SourceLocation NoteLoc;
  utils::FixPlan Plan;
};

static constexpr llvm::StringLiteral StrCatHeader = "<strcost/str_cat.h>";

StreamConcatenationCheck::StreamConcatenationCheck(StringRef Name,
                                                   ClangTidyContext *Context)
    : StrcostCheck(Name, Context, utils::RuntimeUse::Fixes),
      AssumeClassicLocale(boolOption("AssumeClassicLocale", true)) {}

void StreamConcatenationCheck::storeOptions(ClangTidyOptions::OptionMap &Opts) {
  Options.store(Opts, "AssumeClassicLocale",
                AssumeClassicLocale ? "true" : "false");
  storeStandardOptions(Opts);
  storeIncludeOptions(Opts);
  storeConditionalCode(Opts);
}

/// A `std::basic_ostringstream` or `std::basic_stringstream` (in std or an
/// inline namespace of it, as hasAnyName("::std::...") finds it).
static bool isStringStream(QualType T) {
  const auto *Record = dyn_cast<RecordType>(T->getUnqualifiedDesugaredType());
  const auto *Spec =
      Record ? dyn_cast<ClassTemplateSpecializationDecl>(Record->getDecl())
             : nullptr;
  return utils::isStdClass(Spec, "basic_ostringstream") ||
         utils::isStdClass(Spec, "basic_stringstream");
}

/// The local stream a block's member declares alone, or null.
static const VarDecl *declaredStream(const Stmt *S) {
  const auto *DS = dyn_cast<DeclStmt>(S);
  if (!DS || !DS->isSingleDecl())
    return nullptr;
  const auto *Var = dyn_cast<VarDecl>(DS->getSingleDecl());
  if (!Var || !Var->hasLocalStorage() || isa<ParmVarDecl>(Var) ||
      !isStringStream(Var->getType()))
    return nullptr;
  return Var;
}

namespace {
/// Every block, one result per member declaring a stream ("decl", "stream"):
/// what compoundStmt(forEach(declStmt(hasSingleDecl(varDecl(...))))) found,
/// without forEach's walk of each block's children through the match finder
/// (13,000 instructions per block: +4% on libjsoncpp's json_reader.cpp).
AST_MATCHER(CompoundStmt, forEachStreamDeclaration) {
  utils::MatchSet Out(*Builder);
  for (const Stmt *Member : Node.body())
    if (const VarDecl *Stream = declaredStream(Member))
      Out.add({{"decl", DynTypedNode::create(*cast<DeclStmt>(Member))},
               {"stream", DynTypedNode::create(*Stream)}});
  return Out.commit(Builder);
}
} // namespace

void StreamConcatenationCheck::registerMatchers(MatchFinder *Host) {
  if (!configurationValid())
    return;
  MatchFinder *Finder = &userCode(Host);
  // Top-down from the block that declares the stream: every later use of it
  // is in the statements that follow the declaration there.
  Finder->addMatcher(compoundStmt(forEachStreamDeclaration()).bind("block"),
                     this);
}

void StreamConcatenationCheck::check(const MatchFinder::MatchResult &Result) {
  const auto *Block = Result.Nodes.getNodeAs<CompoundStmt>("block");
  const auto *Decl = Result.Nodes.getNodeAs<DeclStmt>("decl");
  const auto *Stream = Result.Nodes.getNodeAs<VarDecl>("stream");
  ASTContext &Ctx = *Result.Context;
  // A template is judged once, in its definition (a piece whose type
  // depends on a parameter is named there).
  // A stream a macro's body declares would be reported at every expansion
  // of the macro, where nothing can be changed.
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation Loc = Stream->getLocation();
  if (SM.isInSystemHeader(Loc) ||
      (Loc.isMacroID() && !SM.isMacroArgExpansion(Loc)) ||
      utils::isInstantiatedContext(Stream->getDeclContext()))
    return;
  std::optional<Finding> F = collect(Block, Decl, Stream, Ctx);
  if (!F || !classify(*F, Ctx))
    return;
  plan(*F, Ctx);
  emit(*F);
}

// --- Collector -----------------------------------------------------------------

/// The operand as written: conversions the operator's parameter asked for
/// (decay, promotion, qualification, temporaries) removed, but not a
/// user-defined conversion, which makes the piece a class.
static const Expr *written(const Expr *E) {
  while (true) {
    E = E->IgnoreParens();
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E)) {
      if (Cast->getCastKind() == CK_UserDefinedConversion ||
          Cast->getCastKind() == CK_ConstructorConversion)
        return E;
      E = Cast->getSubExpr();
    } else if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E)) {
      E = M->getSubExpr();
    } else if (const auto *B = dyn_cast<CXXBindTemporaryExpr>(E)) {
      E = B->getSubExpr();
    } else if (const auto *Copy = dyn_cast<CXXConstructExpr>(E);
               Copy && !isa<CXXTemporaryObjectExpr>(Copy) &&
               Copy->getNumArgs() == 1 &&
               Copy->getConstructor()->isCopyOrMoveConstructor()) {
      // A piece the operator takes by value (a view) is copied.
      E = Copy->getArg(0);
    } else {
      return E;
    }
  }
}

/// `s << a << b` on the stream: its operands, first to last; false when
/// \p E is no such chain (its mentions of the stream are then uses of
/// another kind).
static bool chainOnStream(const Expr *E, const VarDecl *Stream,
                          llvm::SmallVectorImpl<Piece> &Pieces) {
  llvm::SmallVector<Piece, 4> Links;
  E = E->IgnoreImplicit();
  while (!refersTo(E, Stream)) {
    E = E->IgnoreParenImpCasts();
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E)) {
      if (Op->getOperator() != OO_LessLess || Op->getNumArgs() != 2)
        return false;
      Links.push_back({Op->getArg(1), Op->getDirectCallee()});
      E = Op->getArg(0);
    } else if (const auto *Bin = dyn_cast<BinaryOperator>(E)) {
      // Only in a template, where the operand's type is not known yet.
      if (Bin->getOpcode() != BO_Shl || !Bin->isTypeDependent())
        return false;
      Links.push_back({Bin->getRHS(), nullptr});
      E = Bin->getLHS();
    } else {
      return false;
    }
  }
  if (Links.empty())
    return false;
  Pieces.append(Links.rbegin(), Links.rend());
  return true;
}

/// `s.str()` on the stream itself (not `std::move(s).str()`, not `str(x)`).
static const CXXMemberCallExpr *readOf(const Expr *E, const VarDecl *Stream) {
  const auto *Call = dyn_cast<CXXMemberCallExpr>(E->IgnoreParens());
  if (!Call || Call->getNumArgs() != 0 || !Call->getMethodDecl() ||
      Call->getMethodDecl()->getName() != "str")
    return nullptr;
  return refersTo(Call->getImplicitObjectArgument(), Stream) ? Call : nullptr;
}

/// Whether \p Child of \p Parent stands where a statement stands (a block's
/// member, a branch, a loop's body), so that its value is discarded.
static bool atStatementPosition(const Stmt *Parent, const Stmt *Child) {
  if (isa<CompoundStmt>(Parent))
    return true;
  if (const auto *If = dyn_cast<IfStmt>(Parent))
    return Child == If->getThen() || Child == If->getElse();
  if (const auto *For = dyn_cast<ForStmt>(Parent))
    return Child == For->getBody();
  if (const auto *While = dyn_cast<WhileStmt>(Parent))
    return Child == While->getBody();
  if (const auto *Do = dyn_cast<DoStmt>(Parent))
    return Child == Do->getBody();
  if (const auto *Range = dyn_cast<CXXForRangeStmt>(Parent))
    return Child == Range->getBody();
  if (const auto *Case = dyn_cast<SwitchCase>(Parent))
    return Child == Case->getSubStmt();
  if (const auto *Label = dyn_cast<LabelStmt>(Parent))
    return Child == Label->getSubStmt();
  return false;
}

/// Statements whose parts do not all run, or not once, when the statement
/// does: a use below them is under control flow.
static bool isControlFlow(const Stmt *S) {
  if (const auto *Bin = dyn_cast<BinaryOperator>(S))
    return Bin->isLogicalOp();
  return isa<IfStmt, ForStmt, WhileStmt, DoStmt, CXXForRangeStmt, SwitchStmt,
             SwitchCase, LabelStmt, CompoundStmt, AbstractConditionalOperator,
             CXXTryStmt, CXXCatchStmt>(S);
}

/// Every mention of the stream in \p S, top-down, each with the kind of
/// place it stands in.
static void scan(const Stmt *S, const VarDecl *Stream, bool StatementPosition,
                 bool UnderControlFlow, Mentions &M) {
  if (!S || M.Escapes)
    return;
  if (const auto *E = dyn_cast<Expr>(S)) {
    llvm::SmallVector<Piece, 4> Chain;
    if (StatementPosition && chainOnStream(E, Stream, Chain)) {
      for (Piece &P : Chain) {
        P.UnderControlFlow = UnderControlFlow;
        M.Pieces.push_back(P);
        scan(P.Operand, Stream, false, UnderControlFlow, M);
      }
      return;
    }
    if (const CXXMemberCallExpr *Read = readOf(E, Stream)) {
      M.Reads.push_back(Read);
      M.ReadUnderControlFlow |= UnderControlFlow;
      return;
    }
    // Any other mention hands the stream, or its state, to other code.
    if (refersTo(E, Stream))
      M.Escapes = true;
    // A lambda may run later, or more than once: any mention in it (its
    // captures or its body) is an escape.
    if (isa<LambdaExpr>(E)) {
      Mentions Inside;
      for (const Stmt *Child : S->children())
        scan(Child, Stream, false, true, Inside);
      M.Escapes |= Inside.any();
      return;
    }
  }
  bool Inner = UnderControlFlow || isControlFlow(S);
  for (const Stmt *Child : S->children())
    scan(Child, Stream, atStatementPosition(S, Child), Inner, M);
}

/// The stream declared by \p Decl in \p Block and what the statements after
/// it do with it; nullopt when they do more than write pieces and read the
/// result once (the stream then is a stream, not a concatenation).
std::optional<StreamConcatenationCheck::Finding>
StreamConcatenationCheck::collect(const CompoundStmt *Block, const DeclStmt *Decl,
                                  const VarDecl *Stream, ASTContext &Ctx) const {
  // A stream constructed with a string writes over it from the start; one
  // constructed with a mode may append or read.
  const auto *Init = dyn_cast_or_null<CXXConstructExpr>(Stream->getInit());
  if (!Init || llvm::any_of(Init->arguments(), [](const Expr *Arg) {
        return !isa<CXXDefaultArgExpr>(Arg);
      }))
    return std::nullopt;
  Finding F;
  F.Stream = Stream;
  F.Decl = Decl;
  F.NoteLoc = Stream->getLocation();
  const auto *Body = Block->body_begin();
  while (*Body != Decl)
    ++Body;
  for (++Body; Body != Block->body_end(); ++Body) {
    const Stmt *S = *Body;
    Mentions M;
    scan(S, Stream, true, false, M);
    if (M.Escapes)
      return std::nullopt;
    if (!M.any()) {
      if (!F.Writes.empty() && !F.Read)
        F.Between.push_back(S);
      continue;
    }
    // Written or read again after the read: the stream's content lives on.
    if (F.Read || M.Reads.size() > 1)
      return std::nullopt;
    bool Straight = llvm::none_of(
        M.Pieces, [](const Piece &P) { return P.UnderControlFlow; });
    if (!Straight && F.Layout.empty())
      F.Layout = "pieces are written under control flow (a branch, a loop or a "
                 "nested block); one str_cat cannot say which are written";
    if (!M.Pieces.empty() && M.Reads.empty())
      F.Writes.push_back(S);
    F.Pieces.append(M.Pieces.begin(), M.Pieces.end());
    if (M.Reads.empty())
      continue;
    F.Read = M.Reads.front();
    F.ReadStatement = S;
    if (!M.Pieces.empty() && F.Layout.empty())
      F.Layout = "the statement that reads the stream writes it too";
    if (M.ReadUnderControlFlow && F.Layout.empty())
      F.Layout = "the stream is read under control flow (a branch, a loop or "
                 "a conditional operator)";
  }
  if (!F.Read || F.Pieces.empty())
    return std::nullopt;
  return F;
}

// --- Classifier ----------------------------------------------------------------

/// The character type of a `basic_*stringstream<C, char_traits<C>,
/// allocator<C>>`, or null for a stream of other traits or allocator.
static const BuiltinType *streamCharacter(const VarDecl *Stream) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      Stream->getType()->getAsCXXRecordDecl());
  if (!Spec || Spec->getTemplateArgs().size() != 3)
    return nullptr;
  const TemplateArgumentList &Args = Spec->getTemplateArgs();
  const auto *Char = Args[0].getAsType()->getAs<BuiltinType>();
  if (!Char || !(Char->isSpecificBuiltinType(BuiltinType::Char_S) ||
                 Char->isSpecificBuiltinType(BuiltinType::Char_U) ||
                 Char->isSpecificBuiltinType(BuiltinType::WChar_S) ||
                 Char->isSpecificBuiltinType(BuiltinType::WChar_U)))
    return nullptr;
  for (unsigned I : {1u, 2u}) {
    const CXXRecordDecl *RD = Args[I].getAsType()->getAsCXXRecordDecl();
    if (!RD || !utils::isStdClass(RD, I == 1 ? "char_traits" : "allocator"))
      return nullptr;
  }
  return Char;
}

static bool isNarrowChar(QualType T) {
  return T->isSpecificBuiltinType(BuiltinType::Char_S) ||
         T->isSpecificBuiltinType(BuiltinType::Char_U);
}

/// The characters of a string, view, C string or character array \p T:
/// null when \p T is none of them.
static const Type *textCharacter(QualType T) {
  if (T->isPointerType() || T->isArrayType()) {
    QualType Pointee = T->isPointerType() ? T->getPointeeType()
                                          : QualType(T->getArrayElementTypeNoTypeQual(), 0);
    return Pointee->isAnyCharacterType() ? Pointee.getCanonicalType().getTypePtr()
                                         : nullptr;
  }
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(RD);
  if (!Spec || !(utils::isStdClass(Spec, "basic_string") ||
                 utils::isStdClass(Spec, "basic_string_view")))
    return nullptr;
  const TemplateArgumentList &Args = Spec->getTemplateArgs();
  const CXXRecordDecl *Traits = Args[1].getAsType()->getAsCXXRecordDecl();
  if (!Traits || !utils::isStdClass(Traits, "char_traits"))
    return nullptr;
  return Args[0].getAsType().getCanonicalType().getTypePtr();
}

static std::string quoted(const Expr *E, const ASTContext &Ctx) {
  if (std::optional<StringRef> Text = utils::spelledText(E, Ctx))
    if (Text->size() <= 40)
      return "'" + Text->str() + "'";
  return "a piece";
}

/// What \p P becomes in str_cat for a stream of \p Char characters, or why
/// it cannot go there unchanged.
static void classifyPiece(Piece &P, const BuiltinType *Char, bool ClassicLocale,
                          const ASTContext &Ctx) {
  const Expr *E = written(P.Operand);
  std::string Name = quoted(P.Operand, Ctx);
  // A piece whose type depends on a template parameter may be a class with
  // its own operator<< in some instantiation (a generic `to_string` through
  // a stream): the stream may well be formatting.
  if (!P.Callee || E->isTypeDependent() || E->isValueDependent())
    return; // Formats
  // A user's operator<< receives the stream; an implicit conversion to a
  // string or a number makes a class a piece only by way of that conversion.
  if (!utils::isInStd(P.Callee) || isa<ImplicitCastExpr>(E) ||
      (isa<CXXConstructExpr>(E) && !isa<CXXTemporaryObjectExpr>(E)))
    return; // Formats
  QualType T = E->getType().getCanonicalType().getUnqualifiedType();
  bool Wide = !isNarrowChar(QualType(Char, 0));
  auto Differs = [&](const llvm::Twine &How) {
    P.Kind = PieceKind::Differs;
    P.Why = (Name + " " + How).str();
  };
  if (const Type *C = textCharacter(T)) {
    if (QualType(C, 0) == QualType(Char, 0).getCanonicalType())
      P.Kind = PieceKind::Text;
    else if (!Wide && (C->isSpecificBuiltinType(BuiltinType::SChar) ||
                       C->isSpecificBuiltinType(BuiltinType::UChar)))
      Differs("points to signed or unsigned char: the stream writes the "
              "characters, str_cat does not take them");
    else
      Differs("has characters of another type than the stream's: the stream "
              "widens them, str_cat does not take them");
    return;
  }
  if (T == QualType(Char, 0).getCanonicalType()) {
    P.Kind = PieceKind::Character;
  } else if (T->isBooleanType()) {
    Differs("is a bool: the stream writes 1 or 0, str_cat refuses a bool "
            "(write 'int(b)' or 'b ? \"true\" : \"false\"')");
  } else if (T->isAnyCharacterType() ||
             T->isSpecificBuiltinType(BuiltinType::SChar) ||
             T->isSpecificBuiltinType(BuiltinType::UChar)) {
    Differs(Wide ? "is a character of another type: the wide stream writes "
                   "it widened or as a number, str_cat refuses it"
                 : "is a character of another type than char: the stream "
                   "writes a signed or unsigned char as a character and the "
                   "others as numbers, str_cat as a number or not at all");
  } else if (T->isEnumeralType()) {
    Differs("is an enumeration: the stream writes its value as a number, "
            "str_cat refuses it");
  } else if (T->isIntegerType()) {
    if (Wide)
      Differs("is a number: the wide stream formats it, str_cat formats "
              "numbers only into char strings");
    else if (!ClassicLocale)
      Differs("is an integer: the stream writes it with the digit grouping of "
              "the global locale at its construction (AssumeClassicLocale is "
              "false)");
    else
      P.Kind = PieceKind::Integer;
  } else if (T->isRealFloatingType()) {
    Differs("is floating point: the stream writes it as %g with 6 significant "
            "digits, str_cat in the shortest form that reads back (and not "
            "before C++17)");
  } else if (T->isPointerType() && !T->isFunctionPointerType() &&
             !T->getPointeeType()->isRecordType()) {
    // (A stream buffer's pointer copies the buffer's whole content.)
    Differs("is a pointer: the stream writes its address in hexadecimal");
  } else if (T->isNullPtrType()) {
    Differs("is nullptr: the stream writes \"nullptr\", str_cat refuses it");
  }
  // Anything else (manipulators, std classes with their own operator<<):
  // the stream formats, it does not only concatenate.
}

/// Fills each piece's kind; false when the stream is used to format (a
/// manipulator, a class with its own operator<<), which is no finding.
bool StreamConcatenationCheck::classify(Finding &F, ASTContext &Ctx) const {
  const BuiltinType *Char = streamCharacter(F.Stream);
  if (!Char)
    return false;
  F.Wide = !isNarrowChar(QualType(Char, 0));
  for (Piece &P : F.Pieces) {
    classifyPiece(P, Char, AssumeClassicLocale, Ctx);
    if (P.Kind == PieceKind::Formats)
      return false;
  }
  return true;
}

// --- Planner -------------------------------------------------------------------

/// Whether \p S mentions a variable (whose value a piece with effects could
/// change).
static bool readsVariables(const Stmt *S) {
  if (!S)
    return false;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
    if (isa<VarDecl, BindingDecl>(Ref->getDecl()))
      return true;
  if (isa<CXXThisExpr>(S))
    return true;
  for (const Stmt *Child : S->children())
    if (readsVariables(Child))
      return true;
  return false;
}

static bool contains(const Stmt *S, const Stmt *Target) {
  if (S == Target)
    return true;
  for (const Stmt *Child : S->children())
    if (Child && contains(Child, Target))
      return true;
  return false;
}

/// The parts of \p S evaluated beside the read \p Read (everything but the
/// read and the nodes enclosing it): whether any may have effects, and
/// whether any reads a variable.
static void besideRead(const Stmt *S, const Stmt *Read, const ASTContext &Ctx,
                       bool &Effects, bool &Reads) {
  for (const Stmt *Child : S->children()) {
    if (!Child || Child == Read)
      continue;
    if (contains(Child, Read)) {
      besideRead(Child, Read, Ctx, Effects, Reads);
      continue;
    }
    Effects |= utils::mayHaveSideEffects(Child);
    Reads |= readsVariables(Child);
  }
}

/// The names the pieces refer to (a declaration between the writes and the
/// read, or the read's own, must not capture one of them).
static void namesIn(const Stmt *S, llvm::StringSet<> &Names) {
  if (!S)
    return;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
    Names.insert(Ref->getNameInfo().getAsString());
  for (const Stmt *Child : S->children())
    namesIn(Child, Names);
}

static std::optional<std::string> declaresName(const Stmt *S,
                                               const llvm::StringSet<> &Names) {
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    for (const Decl *D : DS->decls())
      if (const auto *ND = dyn_cast<NamedDecl>(D))
        if (Names.contains(ND->getName()))
          return ND->getName().str();
  return std::nullopt;
}

/// Why moving every piece to the read could change what a piece gives or
/// what the code around it sees, if it could: the stream evaluates its
/// pieces left to right where they are written, str_cat's arguments are
/// evaluated at the read in an unspecified order.
static std::optional<std::string> orderProblem(const StreamConcatenationCheck::Finding &F,
                                               const ASTContext &Ctx) {
  unsigned Effects = 0, Observing = 0;
  llvm::StringSet<> Names;
  for (const Piece &P : F.Pieces) {
    bool Effect = utils::mayHaveSideEffects(P.Operand);
    Effects += Effect;
    Observing += Effect || readsVariables(P.Operand);
    namesIn(P.Operand, Names);
  }
  if (Effects && Observing > 1)
    return std::string("a piece may have side effects that another piece could "
                       "see; the stream evaluates them left to right, str_cat's "
                       "arguments in an unspecified order");
  for (const Stmt *S : F.Between) {
    if (!isa<NullStmt, DeclStmt>(S) || utils::mayHaveSideEffects(S))
      return std::string("a statement between the writes and the read would "
                         "run before pieces that are now evaluated before it");
    if (Effects)
      return std::string("a piece may have side effects that the statements "
                         "between the writes and the read would see");
    if (auto Name = declaresName(S, Names))
      return "'" + *Name + "' declared before the read would name another "
                           "variable in a piece moved there";
  }
  bool ContextEffects = false, ContextReads = false;
  besideRead(F.ReadStatement, F.Read, Ctx, ContextEffects, ContextReads);
  if ((ContextEffects && Observing) || (ContextReads && Effects))
    return std::string("the statement that reads the stream evaluates other "
                       "code that the pieces, moved there, could see or "
                       "change");
  if (auto Name = declaresName(F.ReadStatement, Names))
    return "the read declares '" + *Name + "', which a piece names";
  return std::nullopt;
}

/// A comment in \p R (raw-lexed), which removing the text would lose.
static bool hasComment(CharSourceRange R, const SourceManager &SM,
                       const LangOptions &LO) {
  auto [File, Begin] = SM.getDecomposedLoc(R.getBegin());
  unsigned End = SM.getFileOffset(R.getEnd());
  StringRef Buffer = SM.getBufferData(File);
  Lexer Lex(SM.getLocForStartOfFile(File), LO, Buffer.begin(),
            Buffer.begin() + Begin, Buffer.end());
  Lex.SetCommentRetentionState(true);
  Token Tok;
  while (!Lex.LexFromRawLexer(Tok) &&
         SM.getFileOffset(Tok.getLocation()) < End)
    if (Tok.is(tok::comment))
      return true;
  return Tok.is(tok::comment) && SM.getFileOffset(Tok.getLocation()) < End;
}

/// The text a statement takes up, with its semicolon and, when nothing else
/// is on its line, the whole line; nullopt when it is not spelled in one
/// file or a comment in it would be lost.
static std::optional<CharSourceRange>
statementRemoval(const Stmt *S, const SourceManager &SM, const LangOptions &LO) {
  std::optional<CharSourceRange> R =
      utils::editableRange(S->getSourceRange(), SM, LO);
  // A statement that starts or ends with a whole macro invocation
  // (`os << INT_MAX;`, `WRITE(os, x);`) goes with the invocation; one that is
  // only part of an expansion stays.
  if (!R) {
    CharSourceRange File = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(S->getSourceRange()), SM, LO);
    if (File.isValid())
      R = File;
  }
  if (!R || R->getBegin().isMacroID() || R->getEnd().isMacroID())
    return std::nullopt;
  auto [File, Begin] = SM.getDecomposedLoc(R->getBegin());
  unsigned End = SM.getFileOffset(R->getEnd());
  StringRef Buffer = SM.getBufferData(File);
  if (!isa<DeclStmt>(S)) { // an expression statement: its semicolon follows
    End = Buffer.find_first_not_of(" \t\r\n", End);
    if (End == StringRef::npos || Buffer[End] != ';')
      return std::nullopt;
    ++End;
  }
  CharSourceRange Whole = CharSourceRange::getCharRange(
      R->getBegin(), R->getBegin().getLocWithOffset(End - Begin));
  if (hasComment(Whole, SM, LO))
    return std::nullopt;
  size_t LineStart = Buffer.find_last_of('\n', Begin == 0 ? 0 : Begin - 1);
  LineStart = LineStart == StringRef::npos ? 0 : LineStart + 1;
  size_t LineEnd = Buffer.find_first_not_of(" \t\r", End);
  // The line goes from the newline before it: a removal that ended where
  // the next line's indentation starts would lose one of its spaces
  // (clang's edit merging joins the spaces around a removal).
  if (LineStart > 0 &&
      Buffer.slice(LineStart, Begin).find_first_not_of(" \t") == StringRef::npos &&
      LineEnd != StringRef::npos && Buffer[LineEnd] == '\n') {
    SourceLocation Start = SM.getLocForStartOfFile(File);
    return CharSourceRange::getCharRange(Start.getLocWithOffset(LineStart - 1),
                                         Start.getLocWithOffset(LineEnd));
  }
  return Whole;
}

/// Why the edits could miss or break code of another configuration, if so.
static std::optional<std::string>
conditionalProblem(const StreamConcatenationCheck::Finding &F,
                   const utils::ConditionalCode &CC) {
  SourceRange Region(F.Decl->getBeginLoc(), F.ReadStatement->getEndLoc());
  if (CC.crossesConditional(Region) || CC.containsSkipped(Region))
    return std::string("a preprocessor conditional lies between the stream's "
                       "declaration and its read; another configuration may "
                       "write other pieces");
  for (const Piece &P : F.Pieces)
    if (auto Choice = CC.exprChoice(P.Operand))
      return Choice->reason();
  return std::nullopt;
}

/// The text of a piece as written: also a whole macro invocation (`INT_MIN`),
/// which expands at the read as it did at the write.
static std::optional<std::string> pieceText(const Expr *E, const ASTContext &Ctx) {
  if (std::optional<StringRef> Text = utils::spelledText(E, Ctx))
    return Text->str();
  CharSourceRange R = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(E->getSourceRange()), Ctx.getSourceManager(),
      Ctx.getLangOpts());
  bool Invalid = false;
  StringRef Text =
      Lexer::getSourceText(R, Ctx.getSourceManager(), Ctx.getLangOpts(), &Invalid);
  if (R.isInvalid() || Invalid || Text.empty())
    return std::nullopt;
  return Text.str();
}

/// Removes the declaration and the writes, and reads `str_cat(pieces...)`
/// where the stream was read.
void StreamConcatenationCheck::plan(Finding &F, ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  utils::FixPlan &Plan = F.Plan;
  if (!F.Layout.empty())
    return Plan.decline(F.Layout);
  for (const Piece &P : F.Pieces)
    if (P.Kind == PieceKind::Differs) {
      F.NoteLoc = P.Operand->getExprLoc();
      return Plan.decline(P.Why);
    }
  if (auto Why = orderProblem(F, Ctx))
    return Plan.decline(*Why);
  if (auto Why = conditionalProblem(F, conditionals()))
    return Plan.decline(*Why);
  std::string Call = "strcost::str_cat(";
  for (const Piece &P : F.Pieces) {
    std::optional<std::string> Text = pieceText(P.Operand, Ctx);
    if (!Text)
      return Plan.decline(utils::InsideMacroReason);
    Call += (&P == &F.Pieces.front() ? "" : ", ") + *Text;
  }
  Call += ")";
  llvm::SmallVector<const Stmt *, 5> Removed{F.Decl};
  Removed.append(F.Writes.begin(), F.Writes.end());
  for (const Stmt *S : Removed) {
    std::optional<CharSourceRange> R = statementRemoval(S, SM, LO);
    if (!R)
      return Plan.decline("a statement to remove is spelled inside a macro or "
                          "holds a comment that would be lost");
    Plan.remove(*R);
  }
  // A macro may stringify its argument too (`#actual` in a test framework's
  // assertion): the message would then show the new text.
  if (F.Read->getBeginLoc().isMacroID())
    return Plan.decline("the stream is read in a macro's argument, which the "
                        "macro may also stringify or use twice");
  Plan.replace(F.Read->getSourceRange(), Call, SM, LO);
  if (Plan.declined())
    return;
  planInclude(Plan, SM.getFileID(SM.getFileLoc(F.Read->getBeginLoc())),
              StrCatHeader, F.Read->getBeginLoc());
}

// --- Emitter -------------------------------------------------------------------

void StreamConcatenationCheck::emit(const Finding &F) {
  SourceLocation Loc = F.Stream->getLocation();
  diag(Loc, "string stream '%0' only concatenates: it constructs a locale and a "
            "stream buffer, grows the buffer by doubling and 'str()' copies the "
            "result again; 'strcost::str_cat' measures the pieces and allocates "
            "once")
      << F.Stream->getName() << F.Plan.hints();
  noteCost(Loc, cost(F));
  if (F.Plan.declined())
    noteNoFix(F.NoteLoc, F.Plan.whyNot());
}

/// The pieces' lengths where the source spells them; the result's character
/// size and small buffer from the string str() returns.
utils::Cost StreamConcatenationCheck::cost(const Finding &F) {
  llvm::SmallVector<std::optional<uint64_t>, 8> Lengths;
  for (const Piece &P : F.Pieces)
    Lengths.push_back(utils::knownLength(P.Operand));
  utils::StringShape Shape =
      utils::shapeOf(utils::stdBasicString(F.Read->getType()),
                     F.Stream->getASTContext(), std::nullopt);
  return utils::streamConcatenationCost(Lengths, Shape.CharSize, Shape.SmallCapacity);
}

} // namespace clang::tidy::strcost
