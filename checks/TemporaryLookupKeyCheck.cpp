//===--- TemporaryLookupKeyCheck.cpp - strcost -----------------------------===//

#include "TemporaryLookupKeyCheck.h"
#include "clang-tidy/GlobList.h"
#include "utils/HeaderStandard.h"
#include "utils/Matchers.h"
#include "utils/SourceUtils.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <functional>

using namespace clang::ast_matchers;

namespace clang::tidy::strcost {

namespace {

enum class KeyForm { CString, Literal, Array, View, SameString, Other };

/// What the check needs to know about the container's class.
struct Container {
  const ClassTemplateSpecializationDecl *Spec = nullptr;
  bool Unordered = false;
  unsigned FirstFunctor = 0; // index of Compare, or of Hash (Equal follows)
  QualType Key;              // the basic_string specialization
  QualType Char;
  bool Transparent = false;
  bool DefaultFunctors = false; // std::less<Key> / std::hash<Key> + equal_to<Key>
};

} // namespace

struct TemporaryLookupKeyCheck::Lookup {
  const CallExpr *Call = nullptr;
  const Expr *Object = nullptr;
  const Expr *KeyArg = nullptr;
  std::string Name;
  Container C;
  bool Heterogeneous = false; // the library declares a key template for it
  bool CStringKeysOnly = false; // ... that takes C strings but no views
  KeyForm Form = KeyForm::Other;
  bool BuildsTemporary = false;  // a basic_string is constructed for the call
  const Expr *Wrapper = nullptr; // the explicit std::string(x) / std::string{x}
  TypeLoc WrapperType;           // its `std::string`
  const Expr *Source = nullptr;  // x
  bool Flagged = false;
};

struct TemporaryLookupKeyCheck::DeclarationEdit {
  SourceLocation DeclLoc;     // the declaration's name, for the note
  SourceLocation SpellingLoc; // where the type is spelled: the edit's key
  llvm::SmallVector<FixItHint, 3> Hints;
  std::string WhyNot;
  SourceLocation ConflictLoc;
  std::string ConflictNote;
};

static constexpr llvm::StringLiteral DefaultHash = "strcost::string_hash";
static constexpr llvm::StringLiteral DefaultHashHeader = "<strcost/lookup.h>";
static constexpr llvm::StringLiteral DefaultEqual = "std::equal_to<>";

TemporaryLookupKeyCheck::TemporaryLookupKeyCheck(StringRef Name,
                                                 ClangTidyContext *Context)
    : ClangTidyCheck(Name, Context),
      UnorderedHash(Options.get("UnorderedHash", DefaultHash)),
      UnorderedHashHeader(Options.get("UnorderedHashHeader", DefaultHashHeader)),
      UnorderedEqual(Options.get("UnorderedEqual", DefaultEqual)),
      WrapStringLiteralsOption(Options.get("WrapStringLiterals", "true")),
      HeaderStandardValue(Options.getLocalOrGlobal(utils::HeaderStandardOption,
                                                   utils::HeaderStandardDefault.str())),
      Inserter(Options.getLocalOrGlobal("IncludeStyle",
                                        tidy::utils::IncludeSorter::IS_LLVM),
               areDiagsSelfContained()) {
  // Bad values are errors: a CI job quietly running with a default the user
  // did not ask for would hide the mistake.
  auto Invalid = [&](StringRef Option, StringRef Value, StringRef Expected) {
    ConfigurationValid = false;
    configurationDiag("invalid value '%0' for option '%1' of check '%2'; %3",
                      DiagnosticIDs::Error)
        << Value << Option << Name << Expected;
  };
  if (StringRef(UnorderedHash).trim().empty())
    Invalid("UnorderedHash", UnorderedHash, "expected a type name");
  if (StringRef(UnorderedEqual).trim().empty())
    Invalid("UnorderedEqual", UnorderedEqual, "expected a type name");
  StringRef Header = UnorderedHashHeader;
  if (!Header.empty() &&
      !((Header.starts_with("<") && Header.ends_with(">") && Header.size() > 2) ||
        (Header.starts_with("\"") && Header.ends_with("\"") && Header.size() > 2) ||
        (!Header.contains('<') && !Header.contains('>') && !Header.contains('"') &&
         !Header.contains(' '))))
    Invalid("UnorderedHashHeader", UnorderedHashHeader,
            "expected '<header>', '\"header\"', 'header' or nothing");
  if (std::optional<utils::CxxStandard> S = utils::parseHeaderStandard(HeaderStandardValue))
    HeaderMinimum = *S;
  else
    Invalid(utils::HeaderStandardOption, HeaderStandardValue, utils::HeaderStandardExpected);
  if (WrapStringLiteralsOption == "true")
    WrapStringLiterals = true;
  else if (WrapStringLiteralsOption == "false")
    WrapStringLiterals = false;
  else
    Invalid("WrapStringLiterals", WrapStringLiteralsOption,
            "expected 'true' or 'false'");
}

TemporaryLookupKeyCheck::~TemporaryLookupKeyCheck() = default;

void TemporaryLookupKeyCheck::storeOptions(ClangTidyOptions::OptionMap &Opts) {
  Options.store(Opts, "UnorderedHash", UnorderedHash);
  Options.store(Opts, "UnorderedHashHeader", UnorderedHashHeader);
  Options.store(Opts, "UnorderedEqual", UnorderedEqual);
  Options.store(Opts, "WrapStringLiterals", WrapStringLiteralsOption);
  Options.store(Opts, utils::HeaderStandardOption, HeaderStandardValue);
  Options.store(Opts, "IncludeStyle", Inserter.getStyle());
}

void TemporaryLookupKeyCheck::registerPPCallbacks(const SourceManager &,
                                                  Preprocessor *PP,
                                                  Preprocessor *) {
  Inserter.registerPreprocessor(PP);
}

static constexpr llvm::StringLiteral OrderedNames[] = {
    "::std::map", "::std::multimap", "::std::set", "::std::multiset"};
static constexpr llvm::StringLiteral UnorderedNames[] = {
    "::std::unordered_map", "::std::unordered_multimap",
    "::std::unordered_set", "::std::unordered_multiset"};

void TemporaryLookupKeyCheck::registerMatchers(MatchFinder *Finder) {
  if (!ConfigurationValid)
    return;
  auto StringKeyed = classTemplateSpecializationDecl(
      hasAnyName(OrderedNames[0], OrderedNames[1], OrderedNames[2],
                 OrderedNames[3], UnorderedNames[0], UnorderedNames[1],
                 UnorderedNames[2], UnorderedNames[3]),
      hasTemplateArgument(
          0, refersToType(hasCanonicalType(hasDeclaration(
                 classTemplateSpecializationDecl(
                     hasName("::std::basic_string")))))));
  // Calls in template instantiations are reported once, in the template;
  // the instantiated ones still count when deciding whether a container can
  // become transparent (an instantiation may hand it any key type).
  auto Lookup = cxxMethodDecl(
      hasAnyName("find", "count", "contains", "equal_range", "lower_bound",
                 "upper_bound", "erase", "extract", "at", "try_emplace",
                 "insert_or_assign"),
      ofClass(StringKeyed));
  auto Subscript = cxxMethodDecl(ofClass(StringKeyed));
  Finder->addMatcher(
      cxxMemberCallExpr(callee(Lookup), unless(utils::isInTemplateInstantiationCheap()))
          .bind("call"),
      this);
  Finder->addMatcher(
      cxxOperatorCallExpr(hasOverloadedOperatorName("[]"), callee(Subscript),
                          unless(utils::isInTemplateInstantiationCheap()))
          .bind("call"),
      this);
  Finder->addMatcher(
      cxxMemberCallExpr(callee(Lookup), utils::isInTemplateInstantiationCheap())
          .bind("instantiated"),
      this);
}

using utils::isStdClass;

/// True when \p T's class declares `is_transparent` (itself or in a base).
static bool isTransparent(QualType T) {
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition())
    return false;
  RD = RD->getDefinition();
  for (const NamedDecl *D : RD->lookup(&RD->getASTContext().Idents.get(
           "is_transparent")))
    if (isa<TypeDecl>(D))
      return true;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (isTransparent(B.getType()))
      return true;
  return false;
}

/// True when \p T is `std::Name<Key>` (\p Name without `std::`).
static bool isStdFunctorOf(QualType T, StringRef Name, QualType Key,
                           const ASTContext &Ctx) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T->getAsCXXRecordDecl());
  if (!Spec || !isStdClass(Spec, Name) || Spec->getTemplateArgs().size() != 1)
    return false;
  const TemplateArgument &A = Spec->getTemplateArgs()[0];
  return A.getKind() == TemplateArgument::Type &&
         Ctx.hasSameType(A.getAsType(), Key);
}

static std::optional<Container> describeContainer(const CXXRecordDecl *RD,
                                                  const ASTContext &Ctx) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(RD);
  if (!Spec)
    return std::nullopt;
  std::string Name = utils::nameWithoutInlineNamespaces(Spec);
  Container C;
  C.Spec = Spec;
  C.Unordered = StringRef(Name).starts_with("std::unordered_");
  bool IsMap = StringRef(Name).ends_with("map");
  C.FirstFunctor = IsMap ? 2 : 1;
  const TemplateArgumentList &Args = Spec->getTemplateArgs();
  unsigned Needed = C.FirstFunctor + (C.Unordered ? 2 : 1);
  if (Args.size() < Needed)
    return std::nullopt;
  for (unsigned I = 0; I < Needed; ++I)
    if (Args[I].getKind() != TemplateArgument::Type)
      return std::nullopt;
  C.Key = Args[0].getAsType().getCanonicalType();
  const auto *String = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      C.Key->getAsCXXRecordDecl());
  if (!String || String->getTemplateArgs().size() < 2)
    return std::nullopt;
  C.Char = String->getTemplateArgs()[0].getAsType().getCanonicalType();
  // Views and C strings compare against the string through
  // std::char_traits; a string with other traits has no such operators.
  if (!isStdFunctorOf(String->getTemplateArgs()[1].getAsType(), "char_traits",
                      C.Char, Ctx))
    return std::nullopt;
  QualType F1 = Args[C.FirstFunctor].getAsType();
  if (!C.Unordered) {
    C.Transparent = isTransparent(F1);
    C.DefaultFunctors = isStdFunctorOf(F1, "less", C.Key, Ctx);
  } else {
    QualType F2 = Args[C.FirstFunctor + 1].getAsType();
    C.Transparent = isTransparent(F1) && isTransparent(F2);
    C.DefaultFunctors = isStdFunctorOf(F1, "hash", C.Key, Ctx) &&
                        isStdFunctorOf(F2, "equal_to", C.Key, Ctx);
  }
  return C;
}

/// The index of the parameter of \p Method that takes the key, in the
/// declaration as written (before any pack expansion); -1 if none.
static int keyParameterIndex(const CXXMethodDecl *Method, QualType Key,
                             const ASTContext &Ctx) {
  const FunctionDecl *Pattern = Method;
  if (const FunctionTemplateDecl *T = Method->getPrimaryTemplate())
    Pattern = T->getTemplatedDecl();
  for (unsigned I = 0; I < Method->getNumParams() && I < Pattern->getNumParams();
       ++I) {
    if (Pattern->getParamDecl(I)->isParameterPack())
      break;
    QualType P = Method->getParamDecl(I)->getType().getNonReferenceType();
    if (Ctx.hasSameType(P.getUnqualifiedType(), Key))
      return static_cast<int>(I);
  }
  return -1;
}

/// True when the container's class declares a member template of the same
/// name taking the key at \p KeyIndex as any type (`const K&` or `K&&`):
/// the heterogeneous overload a transparent container would choose. Asking
/// the library, not a table of standard versions, keeps this right for every
/// library and mode (libstdc++ 12 has unordered `find` only from C++20, and
/// no heterogeneous `erase`, `at` or `operator[]` at all).
static bool declaresKeyTemplate(const CXXRecordDecl *RD,
                                const CXXMethodDecl *Method, int KeyIndex,
                                bool &CStringKeysOnly) {
  CStringKeysOnly = false;
  for (const Decl *D : RD->decls()) {
    const auto *FT = dyn_cast<FunctionTemplateDecl>(D);
    if (!FT || FT->getDeclName() != Method->getDeclName())
      continue;
    const FunctionDecl *FD = FT->getTemplatedDecl();
    if (FD->getNumParams() <= static_cast<unsigned>(KeyIndex))
      continue;
    const ParmVarDecl *P = FD->getParamDecl(KeyIndex);
    if (P->isParameterPack() || !P->getType()->isReferenceType())
      continue;
    QualType Pointee =
        P->getType().getNonReferenceType().getCanonicalType().getUnqualifiedType();
    if (!isa<TemplateTypeParmType>(Pointee))
      continue;
    // libc++ 22's map::at has a key template of its own, but it is enabled
    // only for keys the library knows compare like the key type (const
    // CharT* and CharT[N] against basic_string under std::less<>): a view
    // passed there does not compile. Its constraint names that trait and not
    // the usual is_transparent_v one.
    for (const NamedDecl *TP : *FT->getTemplateParameters()) {
      const auto *NTTP = dyn_cast<NonTypeTemplateParmDecl>(TP);
      if (!NTTP)
        continue;
      std::string Constraint = NTTP->getType().getAsString();
      if (StringRef(Constraint).contains("transparently_comparable") &&
          !StringRef(Constraint).contains("is_transparent_v"))
        CStringKeysOnly = true;
    }
    return true;
  }
  return false;
}

static bool isCharType(QualType T, QualType Char, const ASTContext &Ctx) {
  return Ctx.hasSameUnqualifiedType(T, Char);
}

/// Classifies the key argument: the expression a temporary basic_string is
/// built from, and the explicit `std::string(...)` around it, if any.
static void classifyKey(TemporaryLookupKeyCheck::Lookup &L,
                        const ASTContext &Ctx) {
  const Expr *E = L.KeyArg;
  while (true) {
    E = E->IgnoreParens();
    if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E))
      E = M->getSubExpr();
    else if (const auto *B = dyn_cast<CXXBindTemporaryExpr>(E))
      E = B->getSubExpr();
    else if (const auto *C = dyn_cast<ImplicitCastExpr>(E);
             C && (C->getCastKind() == CK_NoOp ||
                   C->getCastKind() == CK_ConstructorConversion))
      E = C->getSubExpr();
    else if (const auto *F = dyn_cast<CXXFunctionalCastExpr>(E);
             F && !L.Wrapper && !F->isListInitialization() &&
             Ctx.hasSameUnqualifiedType(F->getType(), L.C.Key)) {
      L.Wrapper = F;
      L.WrapperType = F->getTypeInfoAsWritten()->getTypeLoc();
      E = F->getSubExpr();
    } else
      break;
  }
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E);
      Cast && Cast->getCastKind() == CK_UserDefinedConversion) {
    L.Form = KeyForm::Other; // a conversion function of the key's class
    return;
  }
  const auto *Construct = dyn_cast<CXXConstructExpr>(E);
  if (const auto *Temp = dyn_cast<CXXTemporaryObjectExpr>(E);
      Temp && !L.Wrapper && Ctx.hasSameUnqualifiedType(Temp->getType(), L.C.Key)) {
    L.Wrapper = Temp;
    L.WrapperType = Temp->getTypeSourceInfo()->getTypeLoc();
  }
  if (!Construct || !Ctx.hasSameUnqualifiedType(Construct->getType(), L.C.Key)) {
    L.Form = Ctx.hasSameUnqualifiedType(E->getType(), L.C.Key) ? KeyForm::SameString
                                                                : KeyForm::Other;
    return;
  }
  if (Construct->getConstructor()->isCopyOrMoveConstructor()) {
    L.Form = KeyForm::SameString;
    return;
  }
  unsigned Given = 0;
  for (const Expr *A : Construct->arguments())
    if (!isa<CXXDefaultArgExpr>(A))
      ++Given;
  if (Given != 1 || Construct->getNumArgs() == 0) {
    L.Form = KeyForm::Other;
    return;
  }
  L.BuildsTemporary = true;
  L.Source = Construct->getArg(0);
  const Expr *S = L.Source->IgnoreParenImpCasts();
  QualType T = S->getType();
  if (isa<StringLiteral>(S))
    L.Form = KeyForm::Literal;
  else if (const ArrayType *A = Ctx.getAsArrayType(T);
           A && isCharType(A->getElementType(), L.C.Char, Ctx))
    L.Form = KeyForm::Array;
  else if (T->isPointerType() &&
           isCharType(T->getPointeeType(), L.C.Char, Ctx))
    L.Form = KeyForm::CString;
  else if (const auto *View = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
               T->getAsCXXRecordDecl());
           View && isStdClass(View, "basic_string_view") &&
           View->getTemplateArgs().size() == 2 &&
           isCharType(View->getTemplateArgs()[0].getAsType(), L.C.Char, Ctx) &&
           isStdFunctorOf(View->getTemplateArgs()[1].getAsType(),
                          "char_traits", L.C.Char, Ctx))
    L.Form = KeyForm::View;
  else
    L.Form = KeyForm::Other;
}

void TemporaryLookupKeyCheck::check(const MatchFinder::MatchResult &Result) {
  ASTContext &Ctx = *Result.Context;
  Context = &Ctx;
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>("call");
  bool Instantiated = false;
  if (!Call) {
    Call = Result.Nodes.getNodeAs<CallExpr>("instantiated");
    Instantiated = true;
  }
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee());
  if (!Method)
    return;
  std::optional<Container> C = describeContainer(Method->getParent(), Ctx);
  if (!C)
    return;
  Lookup L;
  L.Call = Call;
  L.C = *C;
  L.Name = Method->getNameAsString();
  int KeyIndex = keyParameterIndex(Method, C->Key, Ctx);
  if (KeyIndex < 0)
    return; // erase(iterator), try_emplace(hint, ...) by position: no key
  unsigned ArgIndex = KeyIndex;
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Call)) {
    L.Object = Op->getArg(0);
    ++ArgIndex;
  } else {
    L.Object = cast<CXXMemberCallExpr>(Call)->getImplicitObjectArgument();
  }
  if (!L.Object || ArgIndex >= Call->getNumArgs())
    return;
  L.KeyArg = Call->getArg(ArgIndex);
  L.Heterogeneous = declaresKeyTemplate(Method->getParent(), Method, KeyIndex,
                                        L.CStringKeysOnly);
  classifyKey(L, Ctx);
  bool KeyTaken = !L.CStringKeysOnly || L.Form == KeyForm::CString ||
                  L.Form == KeyForm::Literal || L.Form == KeyForm::Array;
  if (L.Heterogeneous && KeyTaken && L.BuildsTemporary && !Instantiated) {
    if (L.C.Transparent)
      // The container would take the key as it is; only a wrapper the user
      // wrote can be the cause.
      L.Flagged = L.Wrapper && L.Form != KeyForm::Other;
    else
      L.Flagged = L.C.DefaultFunctors && L.Form != KeyForm::Other &&
                  (L.Wrapper || L.Form != KeyForm::View);
  }
  Lookups.push_back(L);
}

//===----------------------------------------------------------------------===//
// Can the declaration change type? Everything that spells or uses the type.
//===----------------------------------------------------------------------===//

namespace {

/// The container type as spelled directly (`std::map<std::string, int>`),
/// looking through qualifiers, parentheses and elaboration.
std::optional<TemplateSpecializationTypeLoc> directSpelling(TypeLoc TL) {
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
  };
  std::vector<Spelling> Spellings;
  // The variables or fields whose declared type a spelling is: several for
  // `std::map<std::string, int> a, b;`.
  llvm::DenseMap<SourceLocation, llvm::SmallVector<const DeclaratorDecl *, 1>>
      DeclaredBy;
  // The first use of a variable or field that ties it to its current type.
  llvm::DenseMap<const Decl *, std::pair<SourceLocation, std::string>> Escapes;
};

/// The container class of \p T (not through a reference or pointer), by its
/// canonical declaration, which identifies the type across its spellings.
const CXXRecordDecl *containerOf(QualType T) {
  if (T.isNull())
    return nullptr;
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  return RD ? RD->getCanonicalDecl() : nullptr;
}

bool isOfInterest(QualType T,
                  const llvm::SmallPtrSetImpl<const CXXRecordDecl *> &Types) {
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

/// Why the use \p E of a container variable or field ties it to its current
/// type, or std::nullopt when the use does not care: a member call that
/// hands the container no other container and no functor, `[]`, a range-for.
std::optional<std::string> escapeOf(const Expr *E, ASTContext &Ctx) {
  QualType T = E->getType().getNonReferenceType().getUnqualifiedType();
  const Stmt *Child = E;
  DynTypedNodeList Parents = Ctx.getParents(*Child);
  while (Parents.size() == 1) {
    const auto *P = Parents[0].get<Expr>();
    if (!P)
      break;
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(P);
        Cast && Cast->getCastKind() == CK_NoOp) {
      Child = P;
      Parents = Ctx.getParents(*Child);
      continue;
    }
    if (isa<ParenExpr>(P)) {
      Child = P;
      Parents = Ctx.getParents(*Child);
      continue;
    }
    break;
  }
  if (Parents.size() != 1)
    return std::string("its use here depends on its type");
  // A lambda's copy of the container is declared with the container's type,
  // whatever it becomes.
  if (Parents[0].get<LambdaExpr>())
    return std::nullopt;
  if (const auto *Copy = Parents[0].get<CXXConstructExpr>();
      Copy && Copy->getConstructor()->isCopyOrMoveConstructor()) {
    auto Outer = Ctx.getParents(*Copy);
    if (Outer.size() == 1 && Outer[0].get<LambdaExpr>())
      return std::nullopt;
  }
  if (const auto *For = Parents[0].get<CXXForRangeStmt>();
      For && For->getRangeInit() == Child)
    return std::nullopt;
  if (const auto *VD = Parents[0].get<VarDecl>(); VD && VD->isCXXForRangeDecl())
    return std::nullopt;
  if (const auto *VD = Parents[0].get<VarDecl>();
      VD && VD->isImplicit() && VD->getName().starts_with("__range"))
    return std::nullopt;
  const auto *P = Parents[0].get<Expr>();
  auto HandsOverType = [&](const CallExpr *Call, unsigned From) {
    for (unsigned I = From; I < Call->getNumArgs(); ++I) {
      QualType A = Call->getArg(I)->getType().getNonReferenceType();
      if (Ctx.hasSameUnqualifiedType(A, T))
        return true;
    }
    return false;
  };
  if (const auto *Op = dyn_cast_or_null<CXXOperatorCallExpr>(P)) {
    if (Op->getOperator() == OO_Subscript && Op->getArg(0) == Child)
      return std::nullopt;
    // `m = {}`, `m = {{"a", 1}}`, `m = {first, last}`: assigned a value built
    // from nothing of its type, which builds just as well for the new type
    // (a temporary spelled with the type is a spelling of its own).
    if (Op->getOperator() == OO_Equal && Op->getNumArgs() == 2 &&
        Op->getArg(0) == Child && isFreshInit(Op->getArg(1), T, Ctx))
      return std::nullopt;
    return std::string("it is an operand of an operator that depends on its "
                       "type");
  }
  if (const auto *M = dyn_cast_or_null<MemberExpr>(P)) {
    auto MParents = Ctx.getParents(*M);
    const auto *Call = MParents.size() == 1
                           ? MParents[0].get<CXXMemberCallExpr>()
                           : nullptr;
    const auto *Method =
        Call ? dyn_cast_or_null<CXXMethodDecl>(M->getMemberDecl()) : nullptr;
    if (!Method)
      return std::string("its member is used here");
    StringRef Name = Method->getIdentifier() ? Method->getName() : "";
    // These hand out or take the functors or a container of the same type.
    if (Name == "swap" || Name == "merge" || Name == "key_comp" ||
        Name == "value_comp" || Name == "hash_function" || Name == "key_eq" ||
        Method->isCopyAssignmentOperator() || Method->isMoveAssignmentOperator())
      return ("'" + Name + "' ties it to its type").str();
    if (HandsOverType(Call, 0))
      return std::string("it is handed another container of its type here");
    return std::nullopt;
  }
  return std::string("its use here depends on its type");
}

class TypeUseCollector : public RecursiveASTVisitor<TypeUseCollector> {
public:
  TypeUseCollector(ASTContext &Ctx,
                   const llvm::SmallPtrSetImpl<const CXXRecordDecl *> &Types,
                   TypeUses &Out)
      : Ctx(Ctx), Types(Types), Out(Out) {}

  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    QualType T = TL.getType();
    if (isOfInterest(T, Types))
      Out.Spellings.push_back(
          {TL.getTemplateNameLoc(), containerOf(T)});
    return true;
  }

  bool VisitDeclaratorDecl(DeclaratorDecl *D) {
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

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *V = dyn_cast<VarDecl>(E->getDecl());
    if (V && !isa<ParmVarDecl>(V) && isOfInterest(V->getType(), Types))
      use(V, E);
    return true;
  }

  bool VisitMemberExpr(MemberExpr *E) {
    const auto *F = dyn_cast<FieldDecl>(E->getMemberDecl());
    if (F && isOfInterest(F->getType(), Types))
      use(F, E);
    return true;
  }

private:
  void use(const Decl *D, const Expr *E) {
    if (std::optional<std::string> Why = escapeOf(E, Ctx))
      escape(D, E->getBeginLoc(), *Why);
  }
  void escape(const Decl *D, SourceLocation Loc, std::string Why) {
    Out.Escapes.try_emplace(D->getCanonicalDecl(), Loc, std::move(Why));
  }

  ASTContext &Ctx;
  const llvm::SmallPtrSetImpl<const CXXRecordDecl *> &Types;
  TypeUses &Out;
};

} // namespace

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

/// The text that makes the container transparent.
static std::string functorText(const Container &C, StringRef Hash,
                               StringRef Equal) {
  if (!C.Unordered)
    return "std::less<>";
  return (Hash + ", " + Equal).str();
}

static StringRef charName(QualType Char) {
  if (const auto *BT = Char->getAs<BuiltinType>()) {
    switch (BT->getKind()) {
    case BuiltinType::Char_S:
    case BuiltinType::Char_U:
      return "char";
    case BuiltinType::WChar_S:
    case BuiltinType::WChar_U:
      return "wchar_t";
    case BuiltinType::Char8:
      return "char8_t";
    case BuiltinType::Char16:
      return "char16_t";
    case BuiltinType::Char32:
      return "char32_t";
    default:
      break;
    }
  }
  return "";
}

static std::string stringName(QualType Char) {
  StringRef C = charName(Char);
  if (C == "char")
    return "std::string";
  if (C == "wchar_t")
    return "std::wstring";
  if (C.consume_back("_t"))
    return ("std::u" + C.drop_front(4) + "string").str(); // char16_t: u16string
  return "std::basic_string";
}

/// `std::string_view`, `std::wstring_view`, ...: the alias the fix spells.
static std::string viewName(QualType Char) {
  StringRef C = charName(Char);
  if (C == "char")
    return "std::string_view";
  if (C == "wchar_t")
    return "std::wstring_view";
  if (C == "char8_t")
    return "std::u8string_view";
  if (C == "char16_t")
    return "std::u16string_view";
  if (C == "char32_t")
    return "std::u32string_view";
  return "";
}

/// True when `std::<Alias>` is declared in this translation unit: the view
/// type exists only from C++17, and only if a header brought it in.
static bool stdDeclares(ASTContext &Ctx, StringRef Qualified) {
  StringRef Name = Qualified;
  return Name.consume_front("std::") &&
         utils::stdDeclares(Ctx, Name, [](const NamedDecl *D) { return isa<TypeDecl>(D); });
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

TemporaryLookupKeyCheck::DeclarationEdit &
TemporaryLookupKeyCheck::editFor(const Lookup &L, ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  const Expr *Object = L.Object->IgnoreParenImpCasts();
  const DeclaratorDecl *Entity = nullptr;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(Object))
    Entity = dyn_cast<VarDecl>(DRE->getDecl());
  else if (const auto *ME = dyn_cast<MemberExpr>(Object))
    Entity = dyn_cast<FieldDecl>(ME->getMemberDecl());
  // Without a declaration the edit is per call (and always declined).
  const void *Key = Entity ? static_cast<const void *>(Entity->getCanonicalDecl())
                           : static_cast<const void *>(L.Call);
  auto [It, Inserted] = Edits.try_emplace(Key);
  if (!Inserted)
    return *It->second;
  It->second = std::make_unique<DeclarationEdit>();
  DeclarationEdit &E = *It->second;
  if (!Entity) {
    E.WhyNot = "the container is not a variable or data member whose "
               "declaration is visible here";
    return E;
  }
  E.DeclLoc = Entity->getLocation();
  auto Decline = [&](StringRef Why) -> DeclarationEdit & {
    E.WhyNot = Why.str();
    E.Hints.clear();
    return E;
  };

  if (!Entity->getTypeSourceInfo())
    return Decline("its type is not spelled");
  if (Entity->getDeclContext()->isDependentContext() ||
      (isa<FieldDecl>(Entity) &&
       isa<ClassTemplateSpecializationDecl>(Entity->getDeclContext())))
    return Decline("it is declared in a template");

  // Find where the type is spelled: the declaration itself, or the alias it
  // goes through (an alias of an alias: the innermost one).
  TypeLoc TL = Entity->getTypeSourceInfo()->getTypeLoc();
  // A reference or pointer to the container: editable only through an alias
  // that the object it designates is declared with too.
  bool Indirect = false;
  if (auto Ref = TL.getUnqualifiedLoc().getAsAdjusted<ReferenceTypeLoc>()) {
    TL = Ref.getPointeeLoc();
    Indirect = true;
  } else if (auto Ptr = TL.getUnqualifiedLoc().getAsAdjusted<PointerTypeLoc>()) {
    TL = Ptr.getPointeeLoc();
    Indirect = true;
  }
  const TypedefNameDecl *Alias = nullptr;
  std::optional<TemplateSpecializationTypeLoc> Spelled;
  for (unsigned Depth = 0; Depth < 8; ++Depth) {
    TypeLoc U = TL.getUnqualifiedLoc();
    if (U.getAs<DeducedTypeLoc>() || U.getAsAdjusted<DeducedTypeLoc>())
      return Decline("its type is deduced from its initializer");
    if ((Spelled = directSpelling(U)))
      break;
    auto TD = U.getAsAdjusted<TypedefTypeLoc>();
    if (!TD)
      return Decline("its type is not spelled as a template specialization "
                     "or an alias of one");
    Alias = TD.getTypePtr()->getDecl();
    if (!Alias->getTypeSourceInfo())
      return Decline("its type is not spelled");
    TL = Alias->getTypeSourceInfo()->getTypeLoc();
  }
  if (!Spelled)
    return Decline("its type goes through too many aliases");
  if (!Alias && isa<ParmVarDecl>(Entity))
    return Decline("the container is a parameter; its type is spelled by "
                   "every caller too");
  if (!Alias && Indirect)
    return Decline("it refers to a container declared elsewhere");
  E.SpellingLoc = Spelled->getTemplateNameLoc();
  if (Alias)
    E.DeclLoc = Alias->getLocation();
  // std::less<> is C++14, a transparent unordered container C++20: a header
  // may be compiled by translation units older than this one.
  utils::CxxStandard Needed = L.C.Unordered ? 20 : 14;
  utils::CxxStandard Available =
      utils::standardForEditAt(E.SpellingLoc, SM, Ctx.getLangOpts(), HeaderMinimum);
  if (Available < Needed)
    return Decline(utils::headerStandardReason(
        L.C.Unordered ? "a transparent unordered container" : "'std::less<>'", Needed,
        Available));
  const TemplateDecl *Named =
      Spelled->getTypePtr()->getTemplateName().getAsTemplateDecl();
  if (!isa_and_nonnull<ClassTemplateDecl>(Named))
    return Decline("its type is spelled through an alias template, which "
                   "other types go through too");
  if (Alias && (Alias->getDeclContext()->isDependentContext() ||
                isa<ClassTemplateSpecializationDecl>(Alias->getDeclContext())))
    return Decline("its type alias is declared in a template");

  // Who else sees the declaration: only this translation unit, unless it
  // is in the main file (an alias or variable) or a private member whose
  // every user is defined here.
  const NamedDecl *Spelling = Alias ? static_cast<const NamedDecl *>(Alias) : Entity;
  if (!isInMainFile(Spelling->getLocation(), SM)) {
    const auto *Field = dyn_cast<FieldDecl>(Entity);
    bool PrivateAndLocal = !Alias && Field && Field->getAccess() == AS_private &&
                           allMembersDefinedHere(cast<CXXRecordDecl>(Field->getParent()));
    if (!PrivateAndLocal)
      return Decline(Alias ? "the type alias is declared in a header, where "
                             "other translation units may spell the type "
                             "differently"
                           : "it is declared in a header and may be used "
                             "by other translation units");
  }
  if (const auto *V = dyn_cast<VarDecl>(Entity); V && !Alias) {
    if (V->getPreviousDecl() || V->getMostRecentDecl() != V)
      return Decline("it is declared more than once");
  }

  // Every location of the edit must be in one file, outside macros.
  unsigned Num = Spelled->getNumArgs();
  const Container &C = L.C;
  unsigned FunctorCount = C.Unordered ? 2 : 1;
  SourceLocation RAngle = Spelled->getRAngleLoc();
  if (isInRealMacro(Spelled->getBeginLoc(), SM) || isInRealMacro(RAngle, SM))
    return Decline("its type is spelled inside a macro");
  if (Num == 0 || Num < C.FirstFunctor)
    return Decline("its template arguments are not spelled");
  llvm::SmallVector<CharSourceRange, 4> ArgRanges;
  for (unsigned I = 0; I < Num; ++I) {
    CharSourceRange R = argumentRange(Spelled->getArgLoc(I), SM, Ctx.getLangOpts());
    if (R.isInvalid())
      return Decline("its type is spelled inside a macro");
    ArgRanges.push_back(R);
  }
  if (SM.isInSystemHeader(Spelled->getBeginLoc()))
    return Decline("its type is spelled in a system header");

  std::string Hash = UnorderedHash;
  bool HashIsDefault = UnorderedHash == DefaultHash;
  if (C.Unordered && charName(C.Char) != "char") {
    if (!HashIsDefault)
      return Decline("the option 'UnorderedHash' names a hash for 'char' "
                     "keys only");
    Hash = ("strcost::basic_string_hash<" + charName(C.Char) + ">").str();
  }
  std::vector<std::string> New = {C.Unordered ? Hash : std::string("std::less<>")};
  if (C.Unordered)
    New.push_back(UnorderedEqual);
  // Replace the functors spelled explicitly, append the others after the
  // last argument written (so `std::map<K, V>` becomes `std::map<K, V,
  // std::less<>>`, keeping the user's spacing before `>`).
  std::string Appended;
  for (unsigned I = 0; I < FunctorCount; ++I) {
    unsigned Index = C.FirstFunctor + I;
    if (Index < Num)
      E.Hints.push_back(FixItHint::CreateReplacement(ArgRanges[Index], New[I]));
    else
      Appended += ", " + New[I];
  }
  if (!Appended.empty())
    E.Hints.push_back(
        FixItHint::CreateInsertion(ArgRanges[Num - 1].getEnd(), Appended));

  // Whether anything else ties the container to its current type is known
  // only once the whole translation unit is seen: onEndOfTranslationUnit.
  return E;
}

/// The edit at the call: drop an explicit `std::string(...)`, and pass a C
/// string as a view so that its length is computed once, not in every
/// comparison. std::nullopt when the key is spelled inside a macro.
static std::optional<llvm::SmallVector<FixItHint, 2>>
callSiteEdit(const TemporaryLookupKeyCheck::Lookup &L, bool WrapLiterals,
             utils::CxxStandard HeaderMinimum, ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  llvm::SmallVector<FixItHint, 2> Hints;
  std::string View = viewName(L.C.Char);
  // A key in a header is passed as it is where std::string_view (C++17) may
  // be missing for another includer; the transparent lookup still takes it.
  bool HaveView = !View.empty() && stdDeclares(Ctx, View) &&
                  utils::standardForEditAt(L.KeyArg->getBeginLoc(), SM, LO, HeaderMinimum) >= 17;
  bool Wrap = HaveView && !L.CStringKeysOnly &&
              (L.Form == KeyForm::CString || L.Form == KeyForm::Array ||
               (L.Form == KeyForm::Literal && WrapLiterals));
  CharSourceRange Source = utils::fileRange(L.Source, Ctx);
  if (Source.isInvalid())
    return std::nullopt;
  SourceLocation SourceEnd = Source.getEnd();
  if (Source.isTokenRange())
    SourceEnd = Lexer::getLocForEndOfToken(Source.getEnd(), 0, SM, LO);
  if (L.Wrapper) {
    CharSourceRange Whole = utils::fileRange(L.Wrapper, Ctx);
    SourceRange TypeRange = L.WrapperType.getSourceRange();
    if (Whole.isInvalid() || TypeRange.isInvalid() ||
        TypeRange.getBegin().isMacroID() || TypeRange.getEnd().isMacroID())
      return std::nullopt;
    if (Wrap) {
      Hints.push_back(FixItHint::CreateReplacement(
          CharSourceRange::getTokenRange(TypeRange), View));
      return Hints;
    }
    SourceLocation WholeEnd = Whole.getEnd();
    if (Whole.isTokenRange())
      WholeEnd = Lexer::getLocForEndOfToken(Whole.getEnd(), 0, SM, LO);
    Hints.push_back(FixItHint::CreateRemoval(
        CharSourceRange::getCharRange(Whole.getBegin(), Source.getBegin())));
    Hints.push_back(FixItHint::CreateRemoval(
        CharSourceRange::getCharRange(SourceEnd, WholeEnd)));
    return Hints;
  }
  if (Wrap) {
    Hints.push_back(FixItHint::CreateInsertion(Source.getBegin(), View + "("));
    Hints.push_back(FixItHint::CreateInsertion(SourceEnd, ")"));
  }
  return Hints;
}

void TemporaryLookupKeyCheck::report(const Lookup &L,
                                     llvm::ArrayRef<FixItHint> Hints,
                                     StringRef WhyNot,
                                     const DeclarationEdit *Edit,
                                     SourceLocation FixedWith,
                                     ASTContext &Ctx) {
  std::string KeyText;
  if (L.Form == KeyForm::Literal) {
    KeyText = "string literal";
  } else {
    PrintingPolicy Policy(Ctx.getLangOpts());
    Policy.SuppressTagKeyword = true;
    KeyText = "'" +
              L.Source->IgnoreParenImpCasts()->getType().getAsString(Policy) +
              "'";
  }
  diag(L.KeyArg->getBeginLoc(),
       "'%0' with a %1 key constructs a temporary %2 on every "
       "lookup%select{|, which the transparent container does not need}3")
      << L.Name << KeyText << stringName(L.C.Char) << L.C.Transparent << Hints;
  if (FixedWith.isValid()) {
    diag(FixedWith, "the fix-it here makes the container transparent and "
                    "rewrites that key too",
         DiagnosticIDs::Note);
    return;
  }
  if (!WhyNot.empty()) {
    diag(L.KeyArg->getBeginLoc(), "no fix-it: %0", DiagnosticIDs::Note)
        << WhyNot;
    return;
  }
  if (Edit && !Edit->WhyNot.empty()) {
    std::string Functors = functorText(L.C, UnorderedHash, UnorderedEqual);
    if (Edit->DeclLoc.isValid())
      diag(Edit->DeclLoc,
           "no fix-it: %0; a container declared with '%1' here would take "
           "the key as it is",
           DiagnosticIDs::Note)
          << Edit->WhyNot << Functors;
    else
      diag(L.KeyArg->getBeginLoc(), "no fix-it: %0", DiagnosticIDs::Note)
          << Edit->WhyNot;
    if (Edit->ConflictLoc.isValid())
      diag(Edit->ConflictLoc, "%0", DiagnosticIDs::Note) << Edit->ConflictNote;
  }
}

/// Whether a NOLINT list (`` for none, or `(a, b-*, -c)`) names \p Check:
/// no list names every check; a list is clang-tidy's own glob list.
static bool nolintNames(StringRef List, StringRef Check) {
  if (!List.consume_front("("))
    return true;
  return GlobList(List.take_until([](char C) { return C == ')'; }))
      .contains(Check);
}

/// Whether clang-tidy's NOLINT comments may silence a diagnostic of \p Check
/// at the file location \p Loc: `NOLINT` on its line, `NOLINTNEXTLINE` on the
/// line before, or an open `NOLINTBEGIN` block before it (as clang-tidy
/// pairs them: a `NOLINTEND` closes the last block with the same list). Any
/// mention counts, a comment or not, so the answer errs towards "silenced".
static bool mayBeSilenced(SourceLocation Loc, const SourceManager &SM,
                          StringRef Check) {
  if (Loc.isInvalid() || !Loc.isFileID())
    return false;
  auto [File, Offset] = SM.getDecomposedLoc(Loc);
  bool Invalid = false;
  StringRef Buffer = SM.getBufferData(File, &Invalid);
  if (Invalid || Offset > Buffer.size())
    return false;
  // rfind(C, From) looks at the characters before From.
  size_t LineBegin = Buffer.rfind('\n', Offset);
  LineBegin = LineBegin == StringRef::npos ? 0 : LineBegin + 1;
  size_t LineEnd = Buffer.find('\n', Offset);
  StringRef Line = Buffer.slice(LineBegin, LineEnd);
  StringRef Previous;
  if (LineBegin > 0) {
    size_t PrevBegin = Buffer.rfind('\n', LineBegin - 1);
    PrevBegin = PrevBegin == StringRef::npos ? 0 : PrevBegin + 1;
    Previous = Buffer.slice(PrevBegin, LineBegin - 1);
  }
  // Each `NOLINT...` in Text: its kind (``, `NEXTLINE`, `BEGIN`, `END`) and
  // the text right after it, where a check list may follow.
  auto ForEach = [](StringRef Text, auto Callback) {
    for (size_t At = Text.find("NOLINT"); At != StringRef::npos;
         At = Text.find("NOLINT", At + 6)) {
      StringRef Rest = Text.substr(At + 6);
      StringRef Kind;
      for (StringRef K : {"NEXTLINE", "BEGIN", "END"})
        if (Rest.starts_with(K)) {
          Kind = K;
          break;
        }
      if (Callback(Kind, Rest.drop_front(Kind.size())))
        return true;
    }
    return false;
  };
  if (ForEach(Line, [&](StringRef Kind, StringRef List) {
        return Kind.empty() && nolintNames(List, Check);
      }))
    return true;
  if (ForEach(Previous, [&](StringRef Kind, StringRef List) {
        return Kind == "NEXTLINE" && nolintNames(List, Check);
      }))
    return true;
  llvm::SmallVector<StringRef, 4> Open;
  auto ListOf = [](StringRef After) {
    return After.starts_with("(")
               ? After.take_until([](char C) { return C == ')'; })
               : StringRef();
  };
  ForEach(Buffer.take_front(LineBegin), [&](StringRef Kind, StringRef After) {
    if (Kind == "BEGIN") {
      Open.push_back(ListOf(After));
    } else if (Kind == "END") {
      StringRef List = ListOf(After);
      for (size_t I = Open.size(); I-- > 0;)
        if (Open[I] == List) {
          Open.erase(Open.begin() + I);
          break;
        }
    }
    return false;
  });
  return llvm::any_of(Open, [&](StringRef List) { return nolintNames(List, Check); });
}

void TemporaryLookupKeyCheck::onEndOfTranslationUnit() {
  std::vector<Lookup> All = std::move(Lookups);
  Lookups.clear();
  // Keys are declarations of the translation unit before, if any.
  Edits.clear();
  if (!Context)
    return;
  ASTContext &Ctx = *Context;
  Context = nullptr;

  llvm::SmallPtrSet<const CXXRecordDecl *, 4> Types;
  for (const Lookup &L : All)
    if (L.Flagged && !L.C.Transparent)
      Types.insert(L.C.Spec->getCanonicalDecl());

  TypeUses Uses;
  if (!Types.empty()) {
    TypeUseCollector Collector(Ctx, Types, Uses);
    Collector.TraverseDecl(Ctx.getTranslationUnitDecl());
  }

  // The entity (variable, field) of each lookup, to find the lookups that a
  // transparent comparator would hand a key it cannot compare.
  auto EntityOf = [](const Lookup &L) -> const Decl * {
    const Expr *O = L.Object->IgnoreParenImpCasts();
    if (const auto *DRE = dyn_cast<DeclRefExpr>(O))
      return DRE->getDecl()->getCanonicalDecl();
    if (const auto *ME = dyn_cast<MemberExpr>(O))
      return ME->getMemberDecl()->getCanonicalDecl();
    return nullptr;
  };

  // Second pass over the edits: what the translation unit says about them.
  llvm::DenseMap<const Decl *, bool> Checked;
  for (const Lookup &L : All) {
    if (!L.Flagged || L.C.Transparent)
      continue;
    DeclarationEdit &E = editFor(L, Ctx);
    const Decl *Entity = EntityOf(L);
    if (!E.WhyNot.empty() || !Entity || Checked.count(Entity))
      continue;
    Checked[Entity] = true;
    const CXXRecordDecl *T = L.C.Spec->getCanonicalDecl();
    auto Decline = [&](StringRef Why, SourceLocation Where, StringRef Note) {
      E.WhyNot = Why.str();
      E.ConflictLoc = Where;
      E.ConflictNote = Note.str();
      E.Hints.clear();
    };
    // Through an alias, every container of the type changes with it; a
    // direct spelling changes only this one.
    const auto *Entity2 = cast<DeclaratorDecl>(Entity);
    bool ViaAlias = true;
    if (auto TST = directSpelling(Entity2->getTypeSourceInfo()->getTypeLoc()))
      ViaAlias = TST->getTemplateNameLoc() != E.SpellingLoc;
    // `std::map<std::string, int> a, b;`: the edit changes b with a, so b
    // must be as free to change as a is.
    llvm::SmallVector<const Decl *, 2> Together = {Entity};
    if (!ViaAlias)
      for (const DeclaratorDecl *D : Uses.DeclaredBy.lookup(E.SpellingLoc))
        if (!llvm::is_contained(Together, D->getCanonicalDecl()))
          Together.push_back(D->getCanonicalDecl());
    if (!ViaAlias) {
      for (const Decl *D : Together)
        if (auto Esc = Uses.Escapes.find(D); Esc != Uses.Escapes.end()) {
          Decline("the container's type cannot change alone",
                  Esc->second.first, Esc->second.second);
          break;
        }
      if (!E.WhyNot.empty())
        continue;
    }
    // Any other spelling of the type must agree with this one, unless it
    // declares a container that is as self-contained as this one.
    for (const TypeUses::Spelling &S : Uses.Spellings) {
      if (S.Container != T || S.Loc == E.SpellingLoc)
        continue;
      auto By = Uses.DeclaredBy.find(S.Loc);
      if (By != Uses.DeclaredBy.end() &&
          llvm::none_of(By->second, [&](const DeclaratorDecl *D) {
            return Uses.Escapes.count(D->getCanonicalDecl());
          }))
        continue;
      Decline("the type is spelled in other places that must agree with it",
              S.Loc, "the type is also spelled here");
      break;
    }
    if (!E.WhyNot.empty())
      continue;
    // Once transparent, every lookup with a key template takes its key as
    // it is: a key that converts to a string but not to a view would fail.
    for (const Lookup &Other : All) {
      // A key the narrower template refuses still goes to the overload
      // taking the key type, as before.
      if (!Other.Heterogeneous || Other.CStringKeysOnly || Other.Wrapper ||
          Other.C.Spec->getCanonicalDecl() != T)
        continue;
      if (!ViaAlias && !llvm::is_contained(Together, EntityOf(Other)))
        continue;
      if (Other.Form == KeyForm::Other) {
        Decline("a transparent comparator could not compare another key "
                "handed to it",
                Other.KeyArg->getBeginLoc(),
                "this key would be passed on as it is");
        break;
      }
    }
  }

  // Containers declared together have separate edits of one spelling: what
  // holds one of them back holds back all.
  llvm::DenseMap<SourceLocation, const DeclarationEdit *> HeldBack;
  for (const Lookup &L : All)
    if (L.Flagged && !L.C.Transparent)
      if (const DeclarationEdit &E = editFor(L, Ctx);
          !E.WhyNot.empty() && E.SpellingLoc.isValid())
        HeldBack.try_emplace(E.SpellingLoc, &E);
  for (const Lookup &L : All) {
    if (!L.Flagged || L.C.Transparent)
      continue;
    DeclarationEdit &E = editFor(L, Ctx);
    const DeclarationEdit *By = HeldBack.lookup(E.SpellingLoc);
    if (E.WhyNot.empty() && By && By != &E) {
      E.WhyNot = By->WhyNot;
      E.ConflictLoc = By->ConflictLoc;
      E.ConflictNote = By->ConflictNote;
      E.Hints.clear();
    }
  }

  // One diagnostic per container carries the whole fix: the declaration,
  // the include and every key. clang-tidy applies a diagnostic's fix-its
  // together or not at all (an overlap with another fix, a NOLINT), and a
  // key rewritten as a view without the declaration edit would not compile;
  // the same declaration edit on several diagnostics would be dropped as
  // overlapping, or inserted twice.
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<const Lookup *> Flagged;
  for (const Lookup &L : All)
    if (L.Flagged)
      Flagged.push_back(&L);
  llvm::stable_sort(Flagged, [&](const Lookup *A, const Lookup *B) {
    return SM.isBeforeInTranslationUnit(A->KeyArg->getBeginLoc(),
                                        B->KeyArg->getBeginLoc());
  });
  struct Plan {
    std::optional<llvm::SmallVector<FixItHint, 2>> AtCall;
    std::string WhyNot;
    const DeclarationEdit *Edit = nullptr;
  };
  std::vector<Plan> Plans(Flagged.size());
  // Keyed by where the type is spelled: containers declared through one
  // alias share one edit.
  llvm::DenseMap<SourceLocation, size_t> Carrier;
  // A diagnostic that NOLINT, NOLINTNEXTLINE or a NOLINTBEGIN block silences
  // loses its fix-its (declaration, include, keys and all), so a fix goes
  // with the first finding of its container that is not silenced, and with
  // the first one only when all are.
  auto MentionsNolint = [&](SourceLocation Loc) {
    return mayBeSilenced(SM.getExpansionLoc(Loc), SM, getID());
  };
  llvm::DenseMap<size_t, bool> Silenced;
  auto IsSilenced = [&](size_t I) {
    auto [It, Inserted] = Silenced.try_emplace(I, false);
    if (Inserted)
      It->second = MentionsNolint(Flagged[I]->KeyArg->getBeginLoc());
    return It->second;
  };
  for (size_t I = 0; I < Flagged.size(); ++I) {
    const Lookup &L = *Flagged[I];
    Plan &P = Plans[I];
    if (utils::fileRange(L.Call, Ctx).isInvalid() ||
        L.Object->getBeginLoc().isMacroID()) {
      P.WhyNot = "the call is spelled inside a macro";
      continue;
    }
    P.AtCall = callSiteEdit(L, WrapStringLiterals, HeaderMinimum, Ctx);
    if (!P.AtCall) {
      P.WhyNot = "the key is spelled inside a macro";
      continue;
    }
    if (L.C.Transparent)
      continue;
    P.Edit = &editFor(L, Ctx);
    if (!P.Edit->WhyNot.empty())
      continue;
    auto [It, Inserted] = Carrier.try_emplace(P.Edit->SpellingLoc, I);
    if (!Inserted && IsSilenced(It->second) && !IsSilenced(I))
      It->second = I;
  }
  // The include goes with one carrier per file (the inserter hands it out
  // once; two copies would both be inserted), again one not silenced if
  // there is one.
  llvm::DenseMap<FileID, size_t> IncludeCarrier;
  if (!UnorderedHashHeader.empty())
    for (const auto &[Loc, I] : Carrier) {
      if (!Flagged[I]->C.Unordered)
        continue;
      FileID File = SM.getFileID(SM.getExpansionLoc(Loc));
      auto [It, Inserted] = IncludeCarrier.try_emplace(File, I);
      if (Inserted)
        continue;
      bool OldSilenced = IsSilenced(It->second);
      bool NewSilenced = IsSilenced(I);
      if ((OldSilenced && !NewSilenced) ||
          (OldSilenced == NewSilenced && I < It->second))
        It->second = I;
    }
  for (size_t I = 0; I < Flagged.size(); ++I) {
    const Lookup &L = *Flagged[I];
    const Plan &P = Plans[I];
    llvm::SmallVector<FixItHint, 8> Hints;
    SourceLocation FixedWith;
    if (P.WhyNot.empty() && L.C.Transparent) {
      Hints.append(P.AtCall->begin(), P.AtCall->end());
    } else if (P.WhyNot.empty() && P.Edit && P.Edit->WhyNot.empty()) {
      size_t Fixer = Carrier.lookup(P.Edit->SpellingLoc);
      // In an editor each quick fix is applied alone, so every finding
      // carries its container's whole fix (clangd never merges them).
      if (Fixer != I && !areDiagsSelfContained()) {
        FixedWith = Flagged[Fixer]->KeyArg->getBeginLoc();
      } else {
        Hints.append(P.Edit->Hints.begin(), P.Edit->Hints.end());
        FileID DeclFile = SM.getFileID(SM.getExpansionLoc(P.Edit->SpellingLoc));
        if (L.C.Unordered && !UnorderedHashHeader.empty() &&
            (IncludeCarrier.lookup(DeclFile) == I || areDiagsSelfContained()))
          // The inserter takes `<h>` for angled headers and a bare `h` for
          // quoted ones.
          if (auto Include = Inserter.createIncludeInsertion(
                  DeclFile, StringRef(UnorderedHashHeader).trim('"')))
            Hints.push_back(*Include);
        // The carrier may come after findings it fixes: one silenced by
        // NOLINT keeps its key rewrite here, as any other finding does.
        for (size_t J = 0; J < Flagged.size(); ++J)
          if (Plans[J].WhyNot.empty() && Plans[J].Edit &&
              Plans[J].Edit->WhyNot.empty() &&
              Plans[J].Edit->SpellingLoc == P.Edit->SpellingLoc)
            Hints.append(Plans[J].AtCall->begin(), Plans[J].AtCall->end());
      }
    }
    report(L, Hints, P.WhyNot, P.Edit, FixedWith, Ctx);
  }
}

} // namespace clang::tidy::strcost
