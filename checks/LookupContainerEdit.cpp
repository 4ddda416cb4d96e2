//===--- LookupContainerEdit.cpp - strcost ---------------------------------===//

#include "LookupContainerEdit.h"
#include "utils/SourceUtils.h"
#include "utils/StringTypes.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/STLExtras.h"

namespace clang::tidy::strcost::lookup {

void DeclarationEdit::decline(StringRef Why, SourceLocation Where, StringRef Note) {
  if (declined())
    return;
  Fix.decline(Why);
  ConflictLoc = Where;
  ConflictNote = Note.str();
}

//===----------------------------------------------------------------------===//
// Can the declaration change type? Everything that spells or uses the type.
//===----------------------------------------------------------------------===//

/// The container type as spelled directly (`std::map<std::string, int>`),
/// looking through qualifiers, parentheses and elaboration.
static std::optional<TemplateSpecializationTypeLoc> directSpelling(TypeLoc TL) {
  if (TL.isNull())
    return std::nullopt;
  auto TST = TL.getUnqualifiedLoc().getAsAdjusted<TemplateSpecializationTypeLoc>();
  if (!TST)
    return std::nullopt;
  return TST;
}

/// Facts about one translation unit for a set of container types.
struct TypeUses {
  struct Spelling {
    SourceLocation Loc;
    const CXXRecordDecl *Container; // canonical declaration
    // In a qualifier (`std::map<K, V>::iterator`): a type made from the
    // container's, which a member call's result may flow into unseen.
    bool InQualifier = false;
  };
  std::vector<Spelling> Spellings;
  // The variables or fields whose declared type a spelling is: several for
  // `std::map<std::string, int> a, b;`.
  llvm::DenseMap<SourceLocation, llvm::SmallVector<const DeclaratorDecl *, 1>>
      DeclaredBy;
  // The first use of a variable or field that ties it to its current type.
  llvm::DenseMap<const Decl *, std::pair<SourceLocation, std::string>> Escapes;
  // Some template's body was never parsed (delayed template parsing): the
  // uses of a container there are unknown.
  bool UnparsedBodies = false;
};

namespace {

using ContainerTypes = llvm::SmallPtrSetImpl<const CXXRecordDecl *>;

/// The container class of \p T (not through a reference or pointer), by its
/// canonical declaration, which identifies the type across its spellings.
const CXXRecordDecl *containerOf(QualType T) {
  if (T.isNull())
    return nullptr;
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  return RD ? RD->getCanonicalDecl() : nullptr;
}

bool isOfInterest(QualType T, const ContainerTypes &Types) {
  const CXXRecordDecl *RD = containerOf(T);
  return RD && Types.count(RD);
}

/// A container built from nothing of its own type or functor types, so
/// that it can change type alone.
bool isFreshInit(const Expr *Init, QualType T, const ASTContext &Ctx) {
  if (!Init)
    return true;
  Init = Init->IgnoreImplicit();
  if (const auto *W = dyn_cast<ExprWithCleanups>(Init))
    Init = W->getSubExpr()->IgnoreImplicit();
  // `m = {{"a", 1}}`: the elements are value_type, which the functors are
  // not part of.
  if (isa<CXXStdInitializerListExpr>(Init))
    return true;
  const auto *CE = dyn_cast<CXXConstructExpr>(Init);
  if (!CE || CE->getConstructor()->isCopyOrMoveConstructor())
    return false;
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T->getAsCXXRecordDecl());
  for (const Expr *A : CE->arguments()) {
    if (isa<CXXDefaultArgExpr>(A))
      continue;
    QualType AT = A->getType().getNonReferenceType().getUnqualifiedType();
    if (Ctx.hasSameUnqualifiedType(AT, T))
      return false;
    // A comparator or hash object handed to the constructor has the type the
    // edit would replace.
    if (Spec)
      for (const TemplateArgument &TA : Spec->getTemplateArgs().asArray())
        if (TA.getKind() == TemplateArgument::Type &&
            Ctx.hasSameUnqualifiedType(TA.getAsType(), AT) &&
            AT->isRecordType() &&
            !Ctx.hasSameUnqualifiedType(TA.getAsType(),
                                        Spec->getTemplateArgs()[0].getAsType()))
          return false;
  }
  return true;
}

/// Below parentheses and the casts that only add const: what a use of the
/// container means is decided by the node above them.
const Expr *belowNoOps(const Expr *E) {
  while (true) {
    if (const auto *P = dyn_cast<ParenExpr>(E))
      E = P->getSubExpr();
    else if (const auto *C = dyn_cast<ImplicitCastExpr>(E);
             C && C->getCastKind() == CK_NoOp)
      E = C->getSubExpr();
    else
      return E;
  }
}

using Verdict = std::optional<std::string>; // why a use ties it; none: it does not

Verdict typeOfUseMatters() { return std::string("its use here depends on its type"); }

QualType useType(const Expr *Use) {
  return Use->getType().getNonReferenceType().getUnqualifiedType();
}

/// The container as an operand of an overloaded operator: `m[k]` and
/// `m = {...}` (a value built from nothing of its type, which builds just as
/// well for the new type) do not care.
Verdict operatorVerdict(const CXXOperatorCallExpr *Op, unsigned Arg,
                        const Expr *Use, const ASTContext &Ctx) {
  if (Op->getOperator() == OO_Subscript && Arg == 0)
    return std::nullopt;
  if (Op->getOperator() == OO_Equal && Op->getNumArgs() == 2 && Arg == 0 &&
      isFreshInit(Op->getArg(1), useType(Use), Ctx))
    return std::nullopt;
  return std::string("it is an operand of an operator that depends on its type");
}

/// The container as the object of a member call: harmless unless the call
/// hands out or takes the functors or a container of the same type.
Verdict memberCallVerdict(const CXXMemberCallExpr *Call, const MemberExpr *M,
                          const Expr *Use, const ASTContext &Ctx) {
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(M->getMemberDecl());
  if (!Method)
    return std::string("its member is used here");
  StringRef Name = Method->getIdentifier() ? Method->getName() : "";
  if (Name == "swap" || Name == "merge" || Name == "key_comp" ||
      Name == "value_comp" || Name == "hash_function" || Name == "key_eq" ||
      Method->isCopyAssignmentOperator() || Method->isMoveAssignmentOperator())
    return ("'" + Name + "' ties it to its type").str();
  for (const Expr *A : Call->arguments())
    if (Ctx.hasSameUnqualifiedType(A->getType().getNonReferenceType(),
                                   useType(Use)))
      return std::string("it is handed another container of its type here");
  return std::nullopt;
}

/// Walks the translation unit once, top-down: each node that decides what a
/// use of a container below it means records a verdict for that use, which
/// the use itself (visited after it) then reports; a use nothing decides on
/// depends on its type.
class TypeUseCollector : public RecursiveASTVisitor<TypeUseCollector> {
public:
  TypeUseCollector(ASTContext &Ctx, const ContainerTypes &Types, TypeUses &Out)
      : Ctx(Ctx), Types(Types), Out(Out) {}

  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    QualType T = TL.getType();
    if (isOfInterest(T, Types))
      Out.Spellings.push_back(
          {TL.getTemplateNameLoc(), containerOf(T), QualifierDepth > 0});
    return true;
  }

  bool TraverseNestedNameSpecifierLoc(NestedNameSpecifierLoc L) {
    ++QualifierDepth;
    bool Result = RecursiveASTVisitor::TraverseNestedNameSpecifierLoc(L);
    --QualifierDepth;
    return Result;
  }

  bool VisitDeclaratorDecl(DeclaratorDecl *D) {
    if (const auto *V = dyn_cast<VarDecl>(D); V && V->isCXXForRangeDecl() && V->getInit())
      judge(V->getInit(), std::nullopt);
    if (isa<ParmVarDecl>(D) || !isOfInterest(D->getType(), Types))
      return true;
    if (!isa<VarDecl>(D) && !isa<FieldDecl>(D))
      return true;
    if (D->getTypeSourceInfo())
      if (auto TST = directSpelling(D->getTypeSourceInfo()->getTypeLoc()))
        Out.DeclaredBy[TST->getTemplateNameLoc()].push_back(D);
    const Expr *Init = nullptr;
    if (const auto *V = dyn_cast<VarDecl>(D))
      Init = V->getInit();
    else if (const auto *F = dyn_cast<FieldDecl>(D))
      Init = F->getInClassInitializer();
    if (!isFreshInit(Init, D->getType(), Ctx))
      escape(D, D->getLocation(), "it is initialized from a value of its type");
    return true;
  }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->isLateTemplateParsed())
      Out.UnparsedBodies = true;
    return true;
  }

  bool VisitCXXConstructorDecl(CXXConstructorDecl *Ctor) {
    for (const CXXCtorInitializer *I : Ctor->inits()) {
      const FieldDecl *F = I->getMember();
      if (!F || !I->isWritten() || !isOfInterest(F->getType(), Types))
        continue;
      if (!isFreshInit(I->getInit(), F->getType(), Ctx))
        escape(F, I->getSourceLocation(),
               "it is initialized from a value of its type");
    }
    return true;
  }

  // The nodes that decide what a use right below them means.

  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *Op) {
    for (unsigned I = 0; I < Op->getNumArgs(); ++I)
      if (const Expr *Use = useBelow(Op->getArg(I)))
        Verdicts.try_emplace(Use, operatorVerdict(Op, I, Use, Ctx));
    return true;
  }

  bool VisitCXXMemberCallExpr(CXXMemberCallExpr *Call) {
    if (const auto *M = dyn_cast<MemberExpr>(Call->getCallee()))
      if (const Expr *Use = useBelow(M->getBase()))
        Verdicts.try_emplace(Use, memberCallVerdict(Call, M, Use, Ctx));
    return true;
  }

  // A lambda's capture of the container, by reference or by copy, is
  // declared with the container's type, whatever it becomes.
  bool VisitLambdaExpr(LambdaExpr *L) {
    for (const auto &[Capture, Init] : llvm::zip(L->captures(), L->capture_inits())) {
      if (!Init || L->isInitCapture(&Capture))
        continue;
      judge(Init, std::nullopt);
      if (const auto *Copy = dyn_cast<CXXConstructExpr>(Init);
          Copy && Copy->getConstructor()->isCopyOrMoveConstructor())
        for (const Expr *A : Copy->arguments())
          judge(A, std::nullopt);
    }
    return true;
  }

  bool VisitCXXForRangeStmt(CXXForRangeStmt *For) {
    if (const Expr *Range = For->getRangeInit())
      judge(Range, std::nullopt);
    return true;
  }

  // The uses themselves (a member expression is a use of a field, and decides
  // on a use in its base).

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (isUse(E))
      use(E->getDecl(), E);
    return true;
  }

  bool VisitMemberExpr(MemberExpr *E) {
    if (const Expr *Use = useBelow(E->getBase()))
      Verdicts.try_emplace(Use, std::string("its member is used here"));
    if (isUse(E))
      use(E->getMemberDecl(), E);
    return true;
  }

private:
  /// A variable (not a parameter) or field of one of the container types.
  bool isUse(const Expr *E) const {
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
      const auto *V = dyn_cast<VarDecl>(DRE->getDecl());
      return V && !isa<ParmVarDecl>(V) && isOfInterest(V->getType(), Types);
    }
    if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      const auto *F = dyn_cast<FieldDecl>(ME->getMemberDecl());
      return F && isOfInterest(F->getType(), Types);
    }
    return false;
  }
  const Expr *useBelow(const Expr *Child) const {
    const Expr *E = belowNoOps(Child);
    return isUse(E) ? E : nullptr;
  }
  void judge(const Expr *Child, Verdict V) {
    if (const Expr *Use = useBelow(Child))
      Verdicts.try_emplace(Use, std::move(V));
  }
  void use(const Decl *D, const Expr *E) {
    auto It = Verdicts.find(E);
    Verdict V = It == Verdicts.end() ? typeOfUseMatters() : It->second;
    if (It != Verdicts.end())
      Verdicts.erase(It);
    if (V)
      escape(D, E->getBeginLoc(), *V);
  }
  void escape(const Decl *D, SourceLocation Loc, std::string Why) {
    Out.Escapes.try_emplace(D->getCanonicalDecl(), Loc, std::move(Why));
  }

  ASTContext &Ctx;
  const ContainerTypes &Types;
  TypeUses &Out;
  llvm::DenseMap<const Expr *, Verdict> Verdicts;
  unsigned QualifierDepth = 0;
};

} // namespace

//===----------------------------------------------------------------------===//
// The edit, from the declaration alone.
//===----------------------------------------------------------------------===//

/// True when every use of \p RD's private members is in this translation
/// unit: all its member functions (and those of nested classes) are defined
/// here, and it has no friends.
static bool allMembersDefinedHere(const CXXRecordDecl *RD) {
  if (!RD->hasDefinition())
    return false;
  RD = RD->getDefinition();
  if (RD->friend_begin() != RD->friend_end())
    return false;
  for (const Decl *D : RD->decls()) {
    const FunctionDecl *FD = nullptr;
    if (const auto *FT = dyn_cast<FunctionTemplateDecl>(D))
      FD = FT->getTemplatedDecl();
    else
      FD = dyn_cast<FunctionDecl>(D);
    if (FD && !FD->isImplicit() && !FD->isDefined() && !FD->isDeleted() &&
        !FD->isPureVirtual())
      return false;
    if (const auto *Nested = dyn_cast<CXXRecordDecl>(D);
        Nested && !Nested->isImplicit() && !allMembersDefinedHere(Nested))
      return false;
  }
  return true;
}

static bool isInMainFile(SourceLocation Loc, const SourceManager &SM) {
  return SM.isInMainFile(SM.getExpansionLoc(Loc));
}

/// True for a location inside a macro expansion or argument; false for a
/// file location and for the halves of a `>>` split into two `>`, which
/// clang also represents as expansions.
static bool isInRealMacro(SourceLocation Loc, const SourceManager &SM) {
  if (!Loc.isMacroID())
    return false;
  const SrcMgr::SLocEntry &Entry = SM.getSLocEntry(SM.getFileID(Loc));
  if (!Entry.isExpansion())
    return true;
  const SrcMgr::ExpansionInfo &Info = Entry.getExpansion();
  if (Info.isMacroArgExpansion() || Info.isExpansionTokenRange())
    return true;
  return isInRealMacro(Info.getSpellingLoc(), SM);
}

/// The characters of a template argument in its file, up to and including a
/// `>` that closes it even when that `>` is half of a `>>`.
static CharSourceRange argumentRange(const TemplateArgumentLoc &Arg,
                                     const SourceManager &SM,
                                     const LangOptions &LO) {
  SourceRange R = Arg.getSourceRange();
  if (R.isInvalid() || isInRealMacro(R.getBegin(), SM) ||
      isInRealMacro(R.getEnd(), SM))
    return {};
  SourceLocation Begin = SM.getExpansionLoc(R.getBegin());
  SourceLocation End;
  if (R.getEnd().isMacroID()) // the first `>` of a `>>`
    End = SM.getExpansionLoc(R.getEnd()).getLocWithOffset(1);
  else
    End = Lexer::getLocForEndOfToken(R.getEnd(), 0, SM, LO);
  if (Begin.isInvalid() || End.isInvalid() ||
      SM.getFileID(Begin) != SM.getFileID(End))
    return {};
  return CharSourceRange::getCharRange(Begin, End);
}

/// The variable or data member whose declaration the edit would change.
static const DeclaratorDecl *editedEntity(const Lookup &L) {
  const Expr *Object = L.Object->IgnoreParenImpCasts();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(Object))
    return dyn_cast<VarDecl>(DRE->getDecl());
  if (const auto *ME = dyn_cast<MemberExpr>(Object))
    return dyn_cast<FieldDecl>(ME->getMemberDecl());
  return nullptr;
}

/// The declaration \p L's object names, if it names one: lookups on it change
/// with the edit.
static const Decl *objectDecl(const Lookup &L) {
  const Expr *O = L.Object->IgnoreParenImpCasts();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(O))
    return DRE->getDecl()->getCanonicalDecl();
  if (const auto *ME = dyn_cast<MemberExpr>(O))
    return ME->getMemberDecl()->getCanonicalDecl();
  return nullptr;
}

ContainerEdits::ContainerEdits(ASTContext &Ctx, const EditOptions &Opts)
    : Ctx(Ctx), Opts(Opts) {}

ContainerEdits::~ContainerEdits() = default;

DeclarationEdit &ContainerEdits::editFor(const Lookup &L) {
  const DeclaratorDecl *Entity = editedEntity(L);
  // Without a declaration the edit is per call (and always declined).
  const void *Key = Entity ? static_cast<const void *>(Entity->getCanonicalDecl())
                           : static_cast<const void *>(L.Call);
  auto [It, Inserted] = Edits.try_emplace(Key);
  if (!Inserted)
    return *It->second;
  It->second = std::make_unique<DeclarationEdit>();
  DeclarationEdit &E = *It->second;
  if (!Entity) {
    E.decline("the container is not a variable or data member whose "
              "declaration is visible here");
    return E;
  }
  E.DeclLoc = Entity->getLocation();
  TemplateSpecializationTypeLoc Spelled;
  const TypedefNameDecl *Alias = nullptr;
  bool Indirect = false;
  if (!locateSpelling(Entity, E, Spelled, Alias, Indirect))
    return E;
  if (!Alias && isa<ParmVarDecl>(Entity)) {
    E.decline("the container is a parameter; its type is spelled by every "
              "caller too");
    return E;
  }
  if (!Alias && Indirect) {
    E.decline("it refers to a container declared elsewhere");
    return E;
  }
  E.SpellingLoc = Spelled.getTemplateNameLoc();
  if (Alias)
    E.DeclLoc = Alias->getLocation();
  if (checkReach(L, Entity, Alias, Spelled, E))
    addFunctorHints(L.C, Spelled, E);
  // Whether anything else ties the container to its current type is known
  // only once the whole translation unit is seen: plan().
  return E;
}

/// Finds where the type is spelled: the declaration itself, or the alias it
/// goes through (an alias of an alias: the innermost one). A reference or
/// pointer to the container is \p Indirect: editable only through an alias
/// that the object it designates is declared with too.
bool ContainerEdits::locateSpelling(const DeclaratorDecl *Entity,
                                    DeclarationEdit &E,
                                    TemplateSpecializationTypeLoc &Spelled,
                                    const TypedefNameDecl *&Alias,
                                    bool &Indirect) {
  if (!Entity->getTypeSourceInfo()) {
    E.decline("its type is not spelled");
    return false;
  }
  if (Entity->getDeclContext()->isDependentContext() ||
      (isa<FieldDecl>(Entity) &&
       isa<ClassTemplateSpecializationDecl>(Entity->getDeclContext()))) {
    E.decline("it is declared in a template");
    return false;
  }
  TypeLoc TL = Entity->getTypeSourceInfo()->getTypeLoc();
  if (auto Ref = TL.getUnqualifiedLoc().getAsAdjusted<ReferenceTypeLoc>()) {
    TL = Ref.getPointeeLoc();
    Indirect = true;
  } else if (auto Ptr = TL.getUnqualifiedLoc().getAsAdjusted<PointerTypeLoc>()) {
    TL = Ptr.getPointeeLoc();
    Indirect = true;
  }
  for (unsigned Depth = 0; Depth < 8; ++Depth) {
    TypeLoc U = TL.getUnqualifiedLoc();
    if (U.getAs<DeducedTypeLoc>() || U.getAsAdjusted<DeducedTypeLoc>()) {
      E.decline("its type is deduced from its initializer");
      return false;
    }
    if (std::optional<TemplateSpecializationTypeLoc> Direct = directSpelling(U)) {
      Spelled = *Direct;
      return true;
    }
    auto TD = U.getAsAdjusted<TypedefTypeLoc>();
    if (!TD) {
      E.decline("its type is not spelled as a template specialization or an "
                "alias of one");
      return false;
    }
    Alias = TD.getTypePtr()->getDecl();
    if (!Alias->getTypeSourceInfo()) {
      E.decline("its type is not spelled");
      return false;
    }
    TL = Alias->getTypeSourceInfo()->getTypeLoc();
  }
  E.decline("its type goes through too many aliases");
  return false;
}

/// Whether every translation unit that sees the spelling may take the edit:
/// the standard it needs, a class template (not an alias template or a
/// template's member), and a declaration only this translation unit sees
/// (in the main file, or a private member whose every user is defined here).
bool ContainerEdits::checkReach(const Lookup &L, const DeclaratorDecl *Entity,
                                const TypedefNameDecl *Alias,
                                TemplateSpecializationTypeLoc Spelled,
                                DeclarationEdit &E) {
  const SourceManager &SM = Ctx.getSourceManager();
  // std::less<> is C++14, a transparent unordered container C++20: a header
  // may be compiled by translation units older than this one.
  utils::CxxStandard Needed = L.C.Unordered ? 20 : 14;
  if (std::optional<std::string> Why = utils::standardRefusal(
          L.C.Unordered ? "a transparent unordered container" : "'std::less<>'",
          Needed, E.SpellingLoc, SM, Ctx.getLangOpts(), Opts.Limits)) {
    E.decline(*Why);
    return false;
  }
  const TemplateDecl *Named = Spelled.getTypePtr()->getTemplateName().getAsTemplateDecl();
  if (!isa_and_nonnull<ClassTemplateDecl>(Named)) {
    E.decline("its type is spelled through an alias template, which other "
              "types go through too");
    return false;
  }
  if (Alias && (Alias->getDeclContext()->isDependentContext() ||
                isa<ClassTemplateSpecializationDecl>(Alias->getDeclContext()))) {
    E.decline("its type alias is declared in a template");
    return false;
  }
  const NamedDecl *Spelling = Alias ? static_cast<const NamedDecl *>(Alias) : Entity;
  if (!isInMainFile(Spelling->getLocation(), SM)) {
    const auto *Field = dyn_cast<FieldDecl>(Entity);
    bool PrivateAndLocal = !Alias && Field && Field->getAccess() == AS_private &&
                           allMembersDefinedHere(cast<CXXRecordDecl>(Field->getParent()));
    if (!PrivateAndLocal) {
      E.decline(Alias ? "the type alias is declared in a header, where other "
                        "translation units may spell the type differently"
                      : "it is declared in a header and may be used by other "
                        "translation units");
      return false;
    }
  }
  if (const auto *V = dyn_cast<VarDecl>(Entity);
      V && !Alias && (V->getPreviousDecl() || V->getMostRecentDecl() != V)) {
    E.decline("it is declared more than once");
    return false;
  }
  return true;
}

/// Replaces the functors spelled explicitly and appends the others after the
/// last argument written (so `std::map<K, V>` becomes `std::map<K, V,
/// std::less<>>`, keeping the user's spacing before `>`). Every location of
/// the edit must be in one file, outside macros.
bool ContainerEdits::addFunctorHints(const Container &C,
                                     TemplateSpecializationTypeLoc Spelled,
                                     DeclarationEdit &E) {
  const SourceManager &SM = Ctx.getSourceManager();
  unsigned Num = Spelled.getNumArgs();
  if (isInRealMacro(Spelled.getBeginLoc(), SM) ||
      isInRealMacro(Spelled.getRAngleLoc(), SM)) {
    E.decline("its type is spelled inside a macro");
    return false;
  }
  if (Num == 0 || Num < C.FirstFunctor) {
    E.decline("its template arguments are not spelled");
    return false;
  }
  llvm::SmallVector<CharSourceRange, 4> ArgRanges;
  for (unsigned I = 0; I < Num; ++I) {
    CharSourceRange R = argumentRange(Spelled.getArgLoc(I), SM, Ctx.getLangOpts());
    if (R.isInvalid()) {
      E.decline("its type is spelled inside a macro");
      return false;
    }
    ArgRanges.push_back(R);
  }
  if (SM.isInSystemHeader(Spelled.getBeginLoc())) {
    E.decline("its type is spelled in a system header");
    return false;
  }
  std::string Hash = Opts.UnorderedHash;
  StringRef Char = utils::charTypeSpelling(C.Char).value_or("");
  if (C.Unordered && Char != "char") {
    if (!Opts.HashIsDefault) {
      E.decline("the option 'UnorderedHash' names a hash for 'char' keys only");
      return false;
    }
    Hash = ("strcost::basic_string_hash<" + Char + ">").str();
  }
  std::vector<std::string> New = {C.Unordered ? Hash : std::string("std::less<>")};
  if (C.Unordered)
    New.push_back(Opts.UnorderedEqual);
  std::string Appended;
  for (unsigned I = 0; I < New.size(); ++I) {
    unsigned Index = C.FirstFunctor + I;
    if (Index < Num)
      E.Fix.replace(ArgRanges[Index], New[I]);
    else
      Appended += ", " + New[I];
  }
  if (!Appended.empty())
    E.Fix.insert(ArgRanges[Num - 1].getEnd(), Appended);
  return true;
}

//===----------------------------------------------------------------------===//
// The edit, against the whole translation unit.
//===----------------------------------------------------------------------===//

void ContainerEdits::plan(llvm::ArrayRef<Lookup> All) {
  llvm::SmallPtrSet<const CXXRecordDecl *, 4> Types;
  for (const Lookup &L : All)
    if (L.needsDeclarationEdit())
      Types.insert(L.C.Spec->getCanonicalDecl());
  TypeUses Uses;
  if (!Types.empty())
    TypeUseCollector(Ctx, Types, Uses).TraverseDecl(Ctx.getTranslationUnitDecl());
  checkUses(All, Uses);
  shareHoldBacks(All);
}

/// Why another spelling of the type, or another use of the containers that
/// change together, ties them to the current type; nothing when none does.
static void declineEscapes(const TypeUses &Uses, llvm::ArrayRef<const Decl *> Together,
                           DeclarationEdit &E) {
  for (const Decl *D : Together)
    if (auto Esc = Uses.Escapes.find(D); Esc != Uses.Escapes.end()) {
      E.decline("the container's type cannot change alone", Esc->second.first,
                Esc->second.second);
      return;
    }
}

/// Any other spelling of the type must agree with this one, unless it
/// declares a container that is as self-contained as this one, or no value
/// can flow between the two (\p Isolated).
static void declineOtherSpellings(const TypeUses &Uses, const CXXRecordDecl *T,
                                  bool Isolated, DeclarationEdit &E) {
  for (const TypeUses::Spelling &S : Uses.Spellings) {
    if (S.Container != T || S.Loc == E.SpellingLoc)
      continue;
    // An iterator or another member type may take what a member call
    // returns (their types may differ with the functors: libstdc++'s
    // unordered iterators do, by whether the hash is cached).
    if (Isolated && !S.InQualifier)
      continue;
    auto By = Uses.DeclaredBy.find(S.Loc);
    if (By != Uses.DeclaredBy.end() &&
        llvm::none_of(By->second, [&](const DeclaratorDecl *D) {
          return Uses.Escapes.count(D->getCanonicalDecl());
        }))
      continue;
    E.decline("the type is spelled in other places that must agree with it",
              S.Loc, "the type is also spelled here");
    return;
  }
}

/// Once transparent, every lookup with a key template takes its key as it
/// is: a key that converts to a string but not to a view would fail. (A key
/// the narrower template refuses still goes to the overload taking the key
/// type, as before.)
static void declineUncomparableKeys(llvm::ArrayRef<Lookup> All, const CXXRecordDecl *T,
                                    bool ViaAlias, llvm::ArrayRef<const Decl *> Together,
                                    DeclarationEdit &E) {
  for (const Lookup &Other : All) {
    if (!Other.Heterogeneous || Other.CStringKeysOnly || Other.Wrapper ||
        Other.C.Spec->getCanonicalDecl() != T)
      continue;
    if (!ViaAlias && !llvm::is_contained(Together, objectDecl(Other)))
      continue;
    if (Other.Form == KeyForm::Other) {
      E.decline("a transparent comparator could not compare another key "
                "handed to it",
                Other.KeyArg->getBeginLoc(), "this key would be passed on as it is");
      return;
    }
  }
}

/// True when every value of the containers in \p Together (declared directly
/// with the one spelling the edit changes, none tied to its type) goes only
/// through their own uses, each judged harmless: then nothing of theirs can
/// reach another spelling of the type, and that spelling may stay. Only
/// variables qualify (not static members, which `obj.Member` names unseen; not
/// fields, which aggregate initialisation, structured bindings and member
/// pointers reach without naming them; not one of external linkage), and
/// only where every use is seen:
/// every template body parsed, the name in no code another configuration
/// compiles. The driver recompiles what it fixes; clangd and the plugin do
/// not, so this has to be right on its own.
bool ContainerEdits::isolated(llvm::ArrayRef<const Decl *> Together,
                              const TypeUses &Uses) const {
  if (!Opts.Conditionals || Uses.UnparsedBodies)
    return false;
  const SourceManager &SM = Ctx.getSourceManager();
  for (const Decl *D : Together) {
    // A variable of external linkage may be declared `extern` with the
    // old type by another translation unit, which nothing here would see.
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V || V->isStaticDataMember() || V->isExternallyVisible() ||
        Uses.Escapes.count(D) || !V->getIdentifier())
      return false;
    // Where its uses may be: the rest of its file (the main file, as the
    // edit requires for a variable).
    SourceLocation Begin = SM.getExpansionLoc(V->getBeginLoc());
    SourceRange Rest(Begin, SM.getLocForEndOfFile(SM.getFileID(Begin)));
    if (Opts.Conditionals->skippedMention(Rest, V->getName()))
      return false;
  }
  return true;
}

void ContainerEdits::checkUses(llvm::ArrayRef<Lookup> All, const TypeUses &Uses) {
  llvm::SmallPtrSet<const Decl *, 8> Checked;
  for (const Lookup &L : All) {
    if (!L.needsDeclarationEdit())
      continue;
    DeclarationEdit &E = editFor(L);
    const Decl *Entity = objectDecl(L);
    if (E.declined() || !Entity || !Checked.insert(Entity).second)
      continue;
    // Through an alias, every container of the type changes with it; a
    // direct spelling changes only this one.
    bool ViaAlias = true;
    if (auto TST = directSpelling(
            cast<DeclaratorDecl>(Entity)->getTypeSourceInfo()->getTypeLoc()))
      ViaAlias = TST->getTemplateNameLoc() != E.SpellingLoc;
    // `std::map<std::string, int> a, b;`: the edit changes b with a, so b
    // must be as free to change as a is.
    llvm::SmallVector<const Decl *, 2> Together = {Entity};
    if (!ViaAlias) {
      for (const DeclaratorDecl *D : Uses.DeclaredBy.lookup(E.SpellingLoc))
        if (!llvm::is_contained(Together, D->getCanonicalDecl()))
          Together.push_back(D->getCanonicalDecl());
      declineEscapes(Uses, Together, E);
    }
    const CXXRecordDecl *T = L.C.Spec->getCanonicalDecl();
    if (!E.declined())
      declineOtherSpellings(Uses, T, !ViaAlias && isolated(Together, Uses), E);
    if (!E.declined())
      declineUncomparableKeys(All, T, ViaAlias, Together, E);
  }
}

/// Containers declared together have separate edits of one spelling: what
/// holds one of them back holds back all.
void ContainerEdits::shareHoldBacks(llvm::ArrayRef<Lookup> All) {
  llvm::DenseMap<SourceLocation, const DeclarationEdit *> HeldBack;
  for (const Lookup &L : All)
    if (L.needsDeclarationEdit())
      if (const DeclarationEdit &E = editFor(L); E.declined() && E.SpellingLoc.isValid())
        HeldBack.try_emplace(E.SpellingLoc, &E);
  for (const Lookup &L : All) {
    if (!L.needsDeclarationEdit())
      continue;
    DeclarationEdit &E = editFor(L);
    const DeclarationEdit *By = HeldBack.lookup(E.SpellingLoc);
    if (!E.declined() && By && By != &E)
      E.decline(By->Fix.whyNot(), By->ConflictLoc, By->ConflictNote);
  }
}

} // namespace clang::tidy::strcost::lookup
