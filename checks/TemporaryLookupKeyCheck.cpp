//===--- TemporaryLookupKeyCheck.cpp - strcost -----------------------------===//
//
// Stages: the matchers find every lookup-like call on a string-keyed standard
// container; check() classifies its key and decides whether it is flagged;
// at the end of the translation unit the container edits are planned
// (LookupContainerEdit.h), then each finding's edit at the call, and the
// emitter hands each container's whole fix to one finding that clang-tidy
// shows.
//
//===----------------------------------------------------------------------===//

#include "TemporaryLookupKeyCheck.h"
#include "utils/HeaderStandard.h"
#include "utils/Matchers.h"
#include "utils/SourceUtils.h"
#include "utils/StringTypes.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Lex/Lexer.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost {

using lookup::Container;
using lookup::DeclarationEdit;
using lookup::KeyForm;
using lookup::Lookup;

/// A flagged lookup and the edits it may carry.
struct TemporaryLookupKeyCheck::Finding {
  const Lookup *L = nullptr;
  utils::FixPlan AtCall; // the key's rewrite, or why the finding has no fix-it
  const DeclarationEdit *Edit = nullptr; // its container's, when it needs one

  /// The finding is fixed by its container's edit with every key of it.
  bool fixedWithContainer() const {
    return !AtCall.declined() && Edit && !Edit->declined();
  }
};

static constexpr llvm::StringLiteral DefaultHash = "strcost::string_hash";
static constexpr llvm::StringLiteral DefaultHashHeader = "<strcost/lookup.h>";
static constexpr llvm::StringLiteral DefaultEqual = "std::equal_to<>";

TemporaryLookupKeyCheck::TemporaryLookupKeyCheck(StringRef Name,
                                                 ClangTidyContext *Context)
    : StrcostCheck(Name, Context, utils::RuntimeUse::Fixes),
      UnorderedHash(stringOption("UnorderedHash", DefaultHash)),
      UnorderedHashHeader(stringOption("UnorderedHashHeader", DefaultHashHeader)),
      UnorderedEqual(stringOption("UnorderedEqual", DefaultEqual)),
      Literals(enumOption("WrapStringLiterals", LiteralKeys::Wrap)),
      TidyContext(Context) {
  if (StringRef(UnorderedHash).trim().empty())
    invalidOption("UnorderedHash", UnorderedHash, "expected a type name");
  if (StringRef(UnorderedEqual).trim().empty())
    invalidOption("UnorderedEqual", UnorderedEqual, "expected a type name");
  StringRef Header = UnorderedHashHeader;
  if (!Header.empty() &&
      !((Header.starts_with("<") && Header.ends_with(">") && Header.size() > 2) ||
        (Header.starts_with("\"") && Header.ends_with("\"") && Header.size() > 2) ||
        (!Header.contains('<') && !Header.contains('>') && !Header.contains('"') &&
         !Header.contains(' '))))
    invalidOption("UnorderedHashHeader", UnorderedHashHeader,
                  "expected '<header>', '\"header\"', 'header' or nothing");
}

TemporaryLookupKeyCheck::~TemporaryLookupKeyCheck() = default;

void TemporaryLookupKeyCheck::storeOptions(ClangTidyOptions::OptionMap &Opts) {
  Options.store(Opts, "UnorderedHash", UnorderedHash);
  Options.store(Opts, "UnorderedHashHeader", UnorderedHashHeader);
  Options.store(Opts, "UnorderedEqual", UnorderedEqual);
  Options.store(Opts, "WrapStringLiterals", Literals);
  storeStandardOptions(Opts);
  storeConditionalCode(Opts);
  storeIncludeOptions(Opts);
}

static constexpr llvm::StringLiteral OrderedNames[] = {
    "::std::map", "::std::multimap", "::std::set", "::std::multiset"};
static constexpr llvm::StringLiteral UnorderedNames[] = {
    "::std::unordered_map", "::std::unordered_multimap",
    "::std::unordered_set", "::std::unordered_multiset"};

void TemporaryLookupKeyCheck::registerMatchers(MatchFinder *Host) {
  // With a bad option the error is the whole report.
  if (!configurationValid())
    return;
  MatchFinder *Finder = &userCode(Host);
  auto StringKeyed = classTemplateSpecializationDecl(
      hasAnyName(OrderedNames[0], OrderedNames[1], OrderedNames[2],
                 OrderedNames[3], UnorderedNames[0], UnorderedNames[1],
                 UnorderedNames[2], UnorderedNames[3]),
      hasTemplateArgument(0, refersToType(utils::isStdBasicStringType())));
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
static bool isTransparentFunctor(QualType T) {
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition())
    return false;
  RD = RD->getDefinition();
  for (const NamedDecl *D : RD->lookup(&RD->getASTContext().Idents.get(
           "is_transparent")))
    if (isa<TypeDecl>(D))
      return true;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (isTransparentFunctor(B.getType()))
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
  if (!utils::isStdCharTraitsOf(String->getTemplateArgs()[1].getAsType(), C.Char))
    return std::nullopt;
  QualType F1 = Args[C.FirstFunctor].getAsType();
  if (!C.Unordered) {
    C.Transparent = isTransparentFunctor(F1);
    C.DefaultFunctors = isStdFunctorOf(F1, "less", C.Key, Ctx);
  } else {
    QualType F2 = Args[C.FirstFunctor + 1].getAsType();
    C.Transparent = isTransparentFunctor(F1) && isTransparentFunctor(F2);
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

static bool isKeyCharacter(QualType T, QualType Char, const ASTContext &Ctx) {
  return Ctx.hasSameUnqualifiedType(T, Char);
}

/// The node under \p E (parentheses ignored) when \p E only carries a value
/// through: a temporary's materialization or binding, a no-op cast, and when
/// \p Conversions a converting constructor's cast. Null otherwise.
static const Expr *throughTemporary(const Expr *E, bool Conversions) {
  E = E->IgnoreParens();
  if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E))
    return M->getSubExpr();
  if (const auto *B = dyn_cast<CXXBindTemporaryExpr>(E))
    return B->getSubExpr();
  if (const auto *C = dyn_cast<ImplicitCastExpr>(E);
      C && (C->getCastKind() == CK_NoOp ||
            (Conversions && C->getCastKind() == CK_ConstructorConversion)))
    return C->getSubExpr();
  return nullptr;
}

/// Looks through the nodes between the key argument and what builds the
/// key: temporaries, conversions that keep the value, and one explicit
/// `std::string(...)` (kept as the wrapper a fix may drop).
static const Expr *unwrapKey(Lookup &L, const ASTContext &Ctx) {
  const Expr *E = L.KeyArg;
  while (true) {
    E = E->IgnoreParens();
    if (const Expr *Inner = throughTemporary(E, /*Conversions=*/true))
      E = Inner;
    else if (const auto *F = dyn_cast<CXXFunctionalCastExpr>(E);
             F && !L.Wrapper && !F->isListInitialization() &&
             Ctx.hasSameUnqualifiedType(F->getType(), L.C.Key)) {
      L.Wrapper = F;
      L.WrapperType = F->getTypeInfoAsWritten()->getTypeLoc();
      E = F->getSubExpr();
    } else
      return E;
  }
}

/// What a temporary key string is built from.
static KeyForm sourceForm(const Expr *Source, const Container &C,
                          const ASTContext &Ctx) {
  const Expr *S = Source->IgnoreParenImpCasts();
  QualType T = S->getType();
  if (isa<StringLiteral>(S))
    return KeyForm::Literal;
  if (const ArrayType *A = Ctx.getAsArrayType(T);
      A && isKeyCharacter(A->getElementType(), C.Char, Ctx))
    return KeyForm::Array;
  if (T->isPointerType() && isKeyCharacter(T->getPointeeType(), C.Char, Ctx))
    return KeyForm::CString;
  if (const auto *View = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
          T->getAsCXXRecordDecl());
      View && isStdClass(View, "basic_string_view") &&
      View->getTemplateArgs().size() == 2 &&
      isKeyCharacter(View->getTemplateArgs()[0].getAsType(), C.Char, Ctx) &&
      utils::isStdCharTraitsOf(View->getTemplateArgs()[1].getAsType(), C.Char))
    return KeyForm::View;
  return KeyForm::Other;
}

/// A pointer to the container's character type (cv-qualified or not).
static bool isCharPointer(QualType T, QualType Char, const ASTContext &Ctx) {
  return T->isPointerType() && isKeyCharacter(T->getPointeeType(), Char, Ctx);
}

/// True when \p P (a constructor's parameter) takes the allocator of \p Key.
static bool isAllocatorParameter(const ParmVarDecl *P, QualType Key,
                                 const ASTContext &Ctx) {
  const auto *String =
      dyn_cast_or_null<ClassTemplateSpecializationDecl>(Key->getAsCXXRecordDecl());
  if (!String || String->getTemplateArgs().size() < 3 ||
      String->getTemplateArgs()[2].getKind() != TemplateArgument::Type)
    return false;
  return Ctx.hasSameUnqualifiedType(P->getType().getNonReferenceType(),
                                    String->getTemplateArgs()[2].getAsType());
}

/// The arguments the user wrote, and the allocator among them if the last
/// one is the allocator parameter; false for any other argument past
/// \p MaxGiven (not counting the allocator).
static bool writtenArguments(const CXXConstructExpr *Construct, QualType Key,
                             unsigned MaxGiven, unsigned &Given,
                             const Expr *&Allocator, const ASTContext &Ctx) {
  const CXXConstructorDecl *Ctor = Construct->getConstructor();
  Given = 0;
  Allocator = nullptr;
  for (unsigned I = 0; I < Construct->getNumArgs(); ++I) {
    const Expr *A = Construct->getArg(I);
    if (isa<CXXDefaultArgExpr>(A))
      break;
    if (I < Ctor->getNumParams() && isAllocatorParameter(Ctor->getParamDecl(I), Key, Ctx))
      Allocator = A;
    else if (Allocator || ++Given > MaxGiven)
      return false;
  }
  return true;
}

/// The library's wrappers of a pointer into contiguous characters: the
/// iterators of libstdc++'s and libc++'s strings and vectors (an array's and
/// a view's are pointers). Named, not asked of `iterator_concept`: a class of
/// the user's that claims contiguity need not satisfy `contiguous_iterator`,
/// which the view's constructor requires. A reverse iterator is none.
static bool isContiguousIteratorOf(QualType T, QualType Char, const ASTContext &Ctx) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T.getNonReferenceType()->getAsCXXRecordDecl());
  if (!Spec || Spec->getTemplateArgs().size() < 1 ||
      Spec->getTemplateArgs()[0].getKind() != TemplateArgument::Type)
    return false;
  std::string Name = utils::nameWithoutInlineNamespaces(Spec);
  if (Name != "__gnu_cxx::__normal_iterator" && Name != "std::__wrap_iter")
    return false;
  QualType Pointer = Spec->getTemplateArgs()[0].getAsType();
  return isCharPointer(Pointer, Char, Ctx);
}

/// `String(p, n)` and `String(first, last)` of character pointers or of
/// contiguous iterators, written by the user (an allocator argument may
/// follow), as the constructor overload resolution chose shows them:
/// `std::string{c, n}` of two chars is an initializer list, `String(n, c)`
/// repeats a character that exists nowhere else (no view can replace it,
/// so it is left alone), and a list's iterators have no view.
static bool classifyCharacterCopy(Lookup &L, const CXXConstructExpr *Construct,
                                  const ASTContext &Ctx) {
  unsigned Given = 0;
  const Expr *Allocator = nullptr;
  if (!L.Wrapper || Construct != L.Wrapper->IgnoreParenImpCasts() ||
      !writtenArguments(Construct, L.C.Key, 2, Given, Allocator, Ctx) || Given != 2)
    return false;
  const CXXConstructorDecl *Ctor = Construct->getConstructor();
  QualType First = Ctor->getParamDecl(0)->getType();
  QualType Second = Ctor->getParamDecl(1)->getType();
  bool Template = Ctor->getPrimaryTemplate() != nullptr;
  if (Template && Ctx.hasSameType(First, Second) && isCharPointer(First, L.C.Char, Ctx))
    L.Form = KeyForm::PointerRange;
  else if (Template && Ctx.hasSameType(First, Second) &&
           isContiguousIteratorOf(First, L.C.Char, Ctx))
    L.Form = KeyForm::IteratorRange;
  else if (!Template && isCharPointer(First, L.C.Char, Ctx) && Second->isIntegerType() &&
           !Second->isAnyCharacterType())
    L.Form = KeyForm::PointerCount;
  else
    return false;
  L.BuildsTemporary = true;
  L.Source = Construct->getArg(0);
  L.Extent = Construct->getArg(1);
  L.Allocator = Allocator;
  return true;
}

/// The string a `String(s, pos, n)` copies from, as written: of the key's
/// type itself, or a view of its characters for C++17's constructor
/// template. Not a class converted to either: the view of it may be another.
static const Expr *partSource(const CXXConstructExpr *Construct, const Container &C,
                              const ASTContext &Ctx) {
  const Expr *E = Construct->getArg(0);
  while (const Expr *Inner = throughTemporary(E, /*Conversions=*/false))
    E = Inner;
  E = E->IgnoreParens();
  // A derived class, or one converted by its own operator, has another view.
  if (isa<ImplicitCastExpr>(E))
    return nullptr;
  if (Construct->getConstructor()->getPrimaryTemplate())
    return sourceForm(E, C, Ctx) == KeyForm::View ? Construct->getArg(0) : nullptr;
  return Ctx.hasSameUnqualifiedType(E->getType(), C.Key) ? Construct->getArg(0) : nullptr;
}

/// `String(s, pos)` and `String(s, pos, n)`: the constructor's form of
/// `s.substr(pos, n)`, throwing `std::out_of_range` for the same `pos`. Told
/// from `String(p, n)` and `String(n, c)` by the constructor chosen: its first
/// parameter takes a string of the key's type (or, C++17's template, a view).
static bool classifyStringPart(Lookup &L, const CXXConstructExpr *Construct,
                               const ASTContext &Ctx) {
  unsigned Given = 0;
  const Expr *Allocator = nullptr;
  if (!L.Wrapper || Construct != L.Wrapper->IgnoreParenImpCasts() ||
      !writtenArguments(Construct, L.C.Key, 3, Given, Allocator, Ctx) || Given < 2)
    return false;
  const CXXConstructorDecl *Ctor = Construct->getConstructor();
  if (Ctor->getNumParams() < Given ||
      !Ctor->getParamDecl(0)->getType()->isReferenceType())
    return false;
  for (unsigned I = 1; I < Given; ++I) {
    QualType T = Ctor->getParamDecl(I)->getType();
    if (!T->isIntegerType() || T->isAnyCharacterType())
      return false;
  }
  const Expr *Source = partSource(Construct, L.C, Ctx);
  if (!Source)
    return false;
  L.Form = KeyForm::Substring;
  L.BuildsTemporary = true;
  L.Source = Source;
  L.Position = Construct->getArg(1);
  L.Extent = Given == 3 ? Construct->getArg(2) : nullptr;
  L.Allocator = Allocator;
  return true;
}

/// `s.substr(pos, n)` of a string of the key's type: a copy of characters
/// that `s` holds, which outlive the lookup (a temporary `s` lives to the end
/// of the full expression).
static bool classifySubstring(Lookup &L, const Expr *E, const ASTContext &Ctx) {
  const auto *Call = dyn_cast<CXXMemberCallExpr>(E);
  const CXXMethodDecl *Method = Call ? Call->getMethodDecl() : nullptr;
  if (!Method || Method->getName() != "substr" ||
      !isStdClass(Method->getParent(), "basic_string") ||
      !Ctx.hasSameUnqualifiedType(Call->getType(), L.C.Key))
    return false;
  const auto *Member = dyn_cast<MemberExpr>(Call->getCallee()->IgnoreParens());
  if (!Member || Member->isImplicitAccess())
    return false;
  L.Form = KeyForm::Substring;
  L.BuildsTemporary = true;
  L.Source = Member->getBase();
  L.Substr = Member;
  if (Call->getNumArgs() > 1 && !isa<CXXDefaultArgExpr>(Call->getArg(1)))
    L.Extent = Call->getArg(1);
  return true;
}

/// Classifies the key argument: the expression a temporary basic_string is
/// built from, and the explicit `std::string(...)` around it, if any.
static void classifyKey(Lookup &L, const ASTContext &Ctx) {
  const Expr *E = unwrapKey(L, Ctx);
  if (!L.Wrapper && classifySubstring(L, E, Ctx))
    return;
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
  // A braced list at the call: `find({p, n})` takes the overload of the key
  // type even in a transparent container. (`find({s})` binds `s` itself.)
  if (!L.Wrapper && Construct->isListInitialization() &&
      !isa<CXXTemporaryObjectExpr>(Construct) &&
      Construct->getParenOrBraceRange().isValid()) {
    L.Wrapper = Construct;
    L.Braced = true;
  }
  if (Construct->getConstructor()->isCopyOrMoveConstructor()) {
    L.Form = KeyForm::SameString;
    return;
  }
  if (classifyCharacterCopy(L, Construct, Ctx) || classifyStringPart(L, Construct, Ctx))
    return;
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
  L.Form = sourceForm(L.Source, L.C, Ctx);
}

/// True when `std::<Alias>` is declared in this translation unit: the view
/// type exists only from C++17, and only if a header brought it in.
static bool stdDeclaresType(const ASTContext &Ctx, StringRef Qualified) {
  StringRef Name = Qualified;
  return Name.consume_front("std::") &&
         utils::stdDeclares(Ctx, Name, [](const NamedDecl *D) { return isa<TypeDecl>(D); });
}

/// Whether a view of the characters a `String(p, n)`, `String(first, last)`
/// or `s.substr(...)` key copies can stand for it here. Only a view removes
/// that copy, so before C++17 (no std::string_view) the transparent
/// comparator alone would change nothing and the key is not flagged. Only
/// calls that read the container are: a view handed to an erase or an insert
/// (P2077, P2363) may point into the very element the call removes.
static bool viewRemovesCopy(const Lookup &L, const ASTContext &Ctx) {
  static constexpr llvm::StringLiteral Reads[] = {
      "find", "count", "contains", "equal_range", "lower_bound", "upper_bound", "at"};
  if (!llvm::is_contained(Reads, L.Name) || !Ctx.getLangOpts().CPlusPlus17)
    return false;
  std::optional<std::string> View = utils::stdStringViewAlias(L.C.Char);
  return View && stdDeclaresType(Ctx, *View);
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
  if (lookup::isViewOfCharacters(L.Form) && !viewRemovesCopy(L, Ctx))
    KeyTaken = false;
  if (L.Heterogeneous && KeyTaken && L.BuildsTemporary && !Instantiated) {
    if (L.C.Transparent)
      // The container would take the key as it is; only a wrapper the user
      // wrote, or a substring where a view of it would do, can be the cause.
      L.Flagged = (L.Wrapper || L.Form == KeyForm::Substring) &&
                  L.Form != KeyForm::Other;
    else
      L.Flagged = L.C.DefaultFunctors && L.Form != KeyForm::Other &&
                  (L.Wrapper || L.Form != KeyForm::View);
  }
  // The finder meets a call of the user's code twice inside a C++20 rewritten
  // comparison or a range-for's implicit parts, once as spelled: that visit
  // decides, and the other is no instantiation.
  auto [Seen, New] = LookupOfCall.try_emplace(Call, Lookups.size());
  if (New)
    Lookups.push_back(L);
  else if (!Instantiated)
    Lookups[Seen->second] = L;
}

/// The text that makes the container transparent.
static std::string functorText(const Container &C, StringRef Hash,
                               StringRef Equal) {
  if (!C.Unordered)
    return "std::less<>";
  return (Hash + ", " + Equal).str();
}

/// The file characters of \p R for an edit at the call, where nothing comes
/// from a macro. Stricter than utils::editableRange, which takes a macro
/// argument the macro expands once: the check's tests and docs promise no
/// edit inside any macro invocation, and widening that is a change of its own.
static std::optional<CharSourceRange> callSiteRange(SourceRange R,
                                                    const SourceManager &SM,
                                                    const LangOptions &LO) {
  if (R.isInvalid() || R.getBegin().isMacroID() || R.getEnd().isMacroID())
    return std::nullopt;
  return utils::editableRange(R, SM, LO);
}

/// True when \p View (`std::string_view`, ...) has C++20's constructor from
/// an iterator and a sentinel: a constructor template of two parameters.
static bool viewTakesIteratorPair(StringRef View, const ASTContext &Ctx) {
  StringRef Name = View;
  if (!Name.consume_front("std::"))
    return false;
  bool Found = false;
  utils::stdDeclares(Ctx, Name, [&](const NamedDecl *D) {
    const auto *Alias = dyn_cast<TypedefNameDecl>(D);
    const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
        Alias ? Alias->getUnderlyingType()->getAsCXXRecordDecl() : nullptr);
    // The class template's own members: the specialization may not have
    // been instantiated yet.
    const CXXRecordDecl *RD =
        Spec ? Spec->getSpecializedTemplate()->getTemplatedDecl() : nullptr;
    if (!RD || !RD->hasDefinition())
      return false;
    for (const Decl *Member : RD->getDefinition()->decls())
      if (const auto *FT = dyn_cast<FunctionTemplateDecl>(Member);
          FT && isa<CXXConstructorDecl>(FT->getTemplatedDecl()) &&
          FT->getTemplatedDecl()->getNumParams() == 2)
        Found = true;
    return Found;
  });
  return Found;
}

/// True when \p E needs no parentheses as an operand of a binary `-`.
static bool isOperandAsIs(const Expr *E) {
  E = E->IgnoreImpCasts();
  return isa<DeclRefExpr, MemberExpr, CallExpr, ArraySubscriptExpr, ParenExpr,
             StringLiteral, CXXThisExpr>(E);
}

/// Renames the key's constructor as the view: the `std::string` written
/// becomes \p View; the braces of a braced key become `View(...)` (the
/// braces compiled, so nothing narrows, and parentheses take what they did).
static bool renameWrapper(const Lookup &L, StringRef View, const SourceManager &SM,
                          const LangOptions &LO, utils::FixPlan &Plan,
                          StringRef BeforeClose = "") {
  if (!L.Braced) {
    std::optional<CharSourceRange> Type =
        callSiteRange(L.WrapperType.getSourceRange(), SM, LO);
    if (!Type)
      return false;
    Plan.replace(*Type, View);
    return true;
  }
  SourceRange Braces = cast<CXXConstructExpr>(L.Wrapper)->getParenOrBraceRange();
  std::optional<CharSourceRange> Open = callSiteRange(Braces.getBegin(), SM, LO);
  std::optional<CharSourceRange> Close = callSiteRange(Braces.getEnd(), SM, LO);
  if (!Open || !Close)
    return false;
  Plan.replace(*Open, View.str() + "(");
  Plan.replace(*Close, BeforeClose.str() + ")");
  return true;
}

/// The file characters of an argument the edit only edits around: as
/// written, or a whole macro expansion that is exactly the argument
/// (`std::string(s, SKIP)`); not part of one (`#define ARGS 1, 2`).
static std::optional<CharSourceRange> writtenArgumentRange(const Expr *E, const SourceManager &SM,
                                                    const LangOptions &LO) {
  CharSourceRange R = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(E->getSourceRange()), SM, LO);
  if (R.isInvalid())
    return std::nullopt;
  return R;
}

/// The characters from the end of \p Kept to the end of the allocator
/// argument: what dropping `, alloc` removes.
static std::optional<CharSourceRange> allocatorTail(const Lookup &L, const Expr *Kept,
                                                    const SourceManager &SM,
                                                    const LangOptions &LO) {
  std::optional<CharSourceRange> K = writtenArgumentRange(Kept, SM, LO);
  std::optional<CharSourceRange> A = writtenArgumentRange(L.Allocator, SM, LO);
  if (!K || !A)
    return std::nullopt;
  return CharSourceRange::getCharRange(K->getEnd(), A->getEnd());
}

/// Before C++20 a view of `String(first, last)` is `View(first,
/// static_cast<std::size_t>(last - first))`: `first` is spelled twice, so
/// only where evaluating neither has side effects (`String(p, p += 3)` would
/// read `p` after the change).
static void planPointerDifference(const Lookup &L, StringRef View, ASTContext &Ctx,
                                  utils::FixPlan &Plan) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  if (L.Source->HasSideEffects(Ctx) || L.Extent->HasSideEffects(Ctx))
    return Plan.decline("'" + View + "' takes a pair of pointers only from C++20, "
                        "and spelling the first twice would repeat a side effect");
  std::optional<CharSourceRange> First = callSiteRange(L.Source->getSourceRange(), SM, LO);
  std::optional<CharSourceRange> Last = callSiteRange(L.Extent->getSourceRange(), SM, LO);
  std::optional<CharSourceRange> Tail;
  if (L.Allocator && !(Tail = allocatorTail(L, L.Extent, SM, LO)))
    return Plan.decline("the key is spelled inside a macro");
  if (!First || !Last || !callSiteRange(L.Wrapper->getSourceRange(), SM, LO))
    return Plan.decline("the key is spelled inside a macro");
  std::string FirstText = Lexer::getSourceText(*First, SM, LO).str();
  if (!isOperandAsIs(L.Source))
    FirstText = "(" + FirstText + ")";
  bool LastAsIs = isOperandAsIs(L.Extent);
  std::string Difference = (LastAsIs ? "" : ")") + (" - " + FirstText + ")");
  // One edit where `, alloc` or a closing brace goes: an insertion where a
  // replacement starts is two edits at one place, in no certain order.
  bool InClose = L.Braced && !Tail;
  if (!renameWrapper(L, View, SM, LO, Plan, InClose ? Difference : ""))
    return Plan.decline("the key is spelled inside a macro");
  Plan.insert(Last->getBegin(),
              std::string("static_cast<std::size_t>(") + (LastAsIs ? "" : "("));
  if (Tail)
    Plan.replace(*Tail, Difference);
  else if (!InClose)
    Plan.insert(Last->getEnd(), Difference);
}

/// `String(s, pos, n)` becomes `View(s).substr(pos, n)`: the view's substr
/// throws `std::out_of_range` for the same `pos > size()` (libstdc++'s and
/// libc++'s constructors both check it) and clamps `n` the same way. The
/// constructor's arguments are evaluated in an unspecified order (GCC goes
/// right to left), the rewrite evaluates `s` first: a position or count
/// with a side effect keeps the key as it is.
static void planStringPart(const Lookup &L, StringRef View, ASTContext &Ctx,
                           utils::FixPlan &Plan) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  if (L.Position->HasSideEffects(Ctx) || (L.Extent && L.Extent->HasSideEffects(Ctx)))
    return Plan.decline("'" + View + "(s).substr(pos, n)' evaluates the string "
                        "before the position and count, which the constructor "
                        "may evaluate in any order, and one of them has a side effect");
  const Expr *Kept = L.Extent ? L.Extent : L.Position;
  std::optional<CharSourceRange> Whole = callSiteRange(L.Wrapper->getSourceRange(), SM, LO);
  std::optional<CharSourceRange> Source = callSiteRange(L.Source->getSourceRange(), SM, LO);
  std::optional<CharSourceRange> Pos = writtenArgumentRange(L.Position, SM, LO);
  std::optional<CharSourceRange> Last = writtenArgumentRange(Kept, SM, LO);
  if (!Whole || !Source || !Pos || !Last)
    return Plan.decline("the key is spelled inside a macro");
  Plan.replace(CharSourceRange::getCharRange(Whole->getBegin(), Source->getBegin()),
               View.str() + "(");
  Plan.replace(CharSourceRange::getCharRange(Source->getEnd(), Pos->getBegin()),
               ").substr(");
  // The closing parenthesis or brace, and `, alloc` before it.
  Plan.replace(CharSourceRange::getCharRange(Last->getEnd(), Whole->getEnd()), ")");
}

/// True when nothing is lost if \p E is not evaluated: no side effect, or
/// only the construction of a standard library class (an allocator built
/// from a variable or `&resource`, which clang counts as a possible effect).
static bool isDroppable(const Expr *E, const ASTContext &Ctx) {
  E = E->IgnoreImplicit()->IgnoreParens();
  if (!E->HasSideEffects(Ctx))
    return true;
  const auto *Construct = dyn_cast<CXXConstructExpr>(E);
  if (!Construct || !StringRef(utils::nameWithoutInlineNamespaces(
                                   Construct->getConstructor()->getParent()))
                          .starts_with("std::"))
    return false;
  return llvm::all_of(Construct->arguments(),
                      [&](const Expr *A) { return isDroppable(A, Ctx); });
}

/// Why no view of the key's characters can be written here, if none can:
/// the view needs C++17 (an iterator pair C++20, and the library's
/// constructor for it), and an allocator argument the view drops must have
/// no side effect to lose.
static std::optional<std::string> viewRefusal(const Lookup &L, StringRef View,
                                              utils::StandardLimits Limits,
                                              const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  SourceLocation At = L.KeyArg->getBeginLoc();
  if (std::optional<std::string> Why = utils::standardRefusal(
          "a '" + View.str() + "' key", 17, At, SM, LO, Limits))
    return Why;
  if (L.Form == KeyForm::IteratorRange) {
    if (std::optional<std::string> Why = utils::standardRefusal(
            "a view of an iterator range", 20, At, SM, LO, Limits))
      return Why;
    if (!viewTakesIteratorPair(View, Ctx))
      return "'" + View.str() + "' has no constructor from an iterator range here";
  }
  if (L.Allocator && !isDroppable(L.Allocator, Ctx))
    return std::string("the view drops the allocator argument, and any side effect of it");
  return std::nullopt;
}

/// The edit for a key that copies characters held elsewhere: a view of the
/// same characters. `String(p, n)` becomes `View(p, n)`, `String(first,
/// last)` `View(first, last)` (C++20), `s.substr(pos, n)` and `String(s,
/// pos, n)` `View(s).substr(pos, n)`, which throws on the same `pos` and
/// clamps `n` the same way. An allocator argument goes: a lookup never
/// needed it.
static void planViewOfCharacters(const Lookup &L, StringRef View,
                                 utils::StandardLimits Limits, ASTContext &Ctx,
                                 utils::FixPlan &Plan) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  if (std::optional<std::string> Why = viewRefusal(L, View, Limits, Ctx))
    return Plan.decline(*Why);
  bool PairTaken = L.Form == KeyForm::PointerRange && viewTakesIteratorPair(View, Ctx) &&
                   utils::standardForEditAt(L.KeyArg->getBeginLoc(), SM, LO, Limits) >= 20;
  if (L.Form == KeyForm::PointerRange && !PairTaken)
    return planPointerDifference(L, View, Ctx, Plan);
  if (L.Position)
    return planStringPart(L, View, Ctx, Plan);
  std::optional<CharSourceRange> Whole = callSiteRange(
      L.Wrapper ? L.Wrapper->getSourceRange() : L.KeyArg->getSourceRange(), SM, LO);
  std::optional<CharSourceRange> Source = callSiteRange(L.Source->getSourceRange(), SM, LO);
  if (!Whole || !Source)
    return Plan.decline("the key is spelled inside a macro");
  if (L.Wrapper) {
    std::optional<CharSourceRange> Tail;
    if (L.Allocator && !(Tail = allocatorTail(L, L.Extent, SM, LO)))
      return Plan.decline("the key is spelled inside a macro");
    if (!renameWrapper(L, View, SM, LO, Plan))
      return Plan.decline("the key is spelled inside a macro");
    if (Tail)
      Plan.remove(*Tail);
    return;
  }
  if (!L.Substr->isArrow()) {
    Plan.insert(Source->getBegin(), View.str() + "(");
    Plan.insert(Source->getEnd(), ")");
    return;
  }
  // `p->substr(...)`: the view is of `*p`.
  SourceLocation Arrow = L.Substr->getOperatorLoc();
  if (Arrow.isMacroID())
    return Plan.decline("the key is spelled inside a macro");
  Plan.insert(Source->getBegin(), View.str() + "(*");
  Plan.replace(CharSourceRange::getCharRange(Arrow, Arrow.getLocWithOffset(2)), ").");
}

/// The edit at the call: drop an explicit `std::string(...)`, and pass a C
/// string as a view so that its length is computed once, not in every
/// comparison.
static void planCallSite(const Lookup &L, bool WrapLiterals,
                         utils::StandardLimits Limits, ASTContext &Ctx,
                         utils::FixPlan &Plan) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  std::string View = utils::stdStringViewAlias(L.C.Char).value_or("");
  if (lookup::isViewOfCharacters(L.Form))
    return planViewOfCharacters(L, View, Limits, Ctx, Plan);
  // A key in a header is passed as it is where std::string_view (C++17) may
  // be missing for another includer; the transparent lookup still takes it.
  bool HaveView = !View.empty() && stdDeclaresType(Ctx, View) &&
                  utils::standardForEditAt(L.KeyArg->getBeginLoc(), SM, LO, Limits) >= 17;
  bool Wrap = HaveView && !L.CStringKeysOnly &&
              (L.Form == KeyForm::CString || L.Form == KeyForm::Array ||
               (L.Form == KeyForm::Literal && WrapLiterals));
  std::optional<CharSourceRange> Source = callSiteRange(L.Source->getSourceRange(), SM, LO);
  if (!Source)
    return Plan.decline("the key is spelled inside a macro");
  if (L.Wrapper) {
    std::optional<CharSourceRange> Whole =
        callSiteRange(L.Wrapper->getSourceRange(), SM, LO);
    if (!Whole)
      return Plan.decline("the key is spelled inside a macro");
    if (Wrap) {
      if (!renameWrapper(L, View, SM, LO, Plan))
        return Plan.decline("the key is spelled inside a macro");
      return;
    }
    // `std::string(p)` and `{p}` alike: the key alone remains.
    Plan.remove(CharSourceRange::getCharRange(Whole->getBegin(), Source->getBegin()));
    Plan.remove(CharSourceRange::getCharRange(Source->getEnd(), Whole->getEnd()));
    return;
  }
  if (Wrap) {
    Plan.insert(Source->getBegin(), View + "(");
    Plan.insert(Source->getEnd(), ")");
  }
}

/// "a 'const char *' key", "a string literal key", "a substring key", ...
static std::string describeKey(const Lookup &L, const ASTContext &Ctx) {
  if (L.Form == KeyForm::Literal)
    return "a string literal key";
  if (L.Form == KeyForm::Substring)
    return "a substring key";
  if (L.Form == KeyForm::IteratorRange)
    return "a key of an iterator range";
  PrintingPolicy Policy(Ctx.getLangOpts());
  Policy.SuppressTagKeyword = true;
  // The pointer as the constructor takes it: an array or literal decayed.
  const Expr *Source = lookup::isViewOfCharacters(L.Form)
                           ? L.Source
                           : L.Source->IgnoreParenImpCasts();
  std::string Type = "'" + Source->getType().getAsString(Policy) + "'";
  if (L.Form == KeyForm::PointerCount)
    return "a key of a " + Type + " and a length";
  if (L.Form == KeyForm::PointerRange)
    return "a key of a " + Type + " range";
  return "a " + Type + " key";
}

/// The key's length where the source says it: a literal's, the constant
/// count of `String(p, n)`, and the constant count of `s.substr(pos, n)` (at
/// most that many characters: the estimate is an upper bound).
static std::optional<uint64_t> keyLength(const Lookup &L, const ASTContext &Ctx) {
  const Expr *Count = L.Extent;
  if (L.Form == KeyForm::PointerCount || L.Form == KeyForm::Substring) {
    std::optional<llvm::APSInt> N =
        Count ? Count->getIntegerConstantExpr(Ctx) : std::nullopt;
    if (N && !N->isNegative())
      return N->getZExtValue();
    return std::nullopt;
  }
  if (L.Form == KeyForm::PointerRange || L.Form == KeyForm::IteratorRange)
    return std::nullopt;
  return utils::knownLength(L.Source);
}

void TemporaryLookupKeyCheck::report(const Lookup &L,
                                     llvm::ArrayRef<FixItHint> Hints,
                                     StringRef WhyNot,
                                     const DeclarationEdit *Edit,
                                     SourceLocation FixedWith,
                                     ASTContext &Ctx) {
  diag(L.KeyArg->getBeginLoc(),
       "'%0' with %1 constructs a temporary %2 on every "
       "lookup%select{|, which the transparent container does not need}3")
      << L.Name << describeKey(L, Ctx)
      << utils::stdStringAlias(L.C.Char).value_or("std::basic_string")
      << L.C.Transparent << Hints;
  // A literal's length is known; a pointer's scan stays with the view.
  noteCost(L.KeyArg->getBeginLoc(),
           utils::temporaryLookupKeyCost(utils::shapeOf(
               utils::stdBasicString(L.C.Key), Ctx, keyLength(L, Ctx))));
  if (FixedWith.isValid()) {
    diag(FixedWith, "the fix-it here makes the container transparent and "
                    "rewrites that key too",
         DiagnosticIDs::Note);
    return;
  }
  if (!WhyNot.empty()) {
    noteNoFix(L.KeyArg->getBeginLoc(), WhyNot);
    return;
  }
  if (Edit && Edit->declined()) {
    StringRef Why = Edit->Fix.whyNot();
    if (Edit->DeclLoc.isValid())
      noteNoFix(Edit->DeclLoc, Why + "; a container declared with '" +
                                   functorText(L.C, UnorderedHash, UnorderedEqual) +
                                   "' here would take the key as it is");
    else
      noteNoFix(L.KeyArg->getBeginLoc(), Why);
    if (Edit->ConflictLoc.isValid())
      diag(Edit->ConflictLoc, "%0", DiagnosticIDs::Note) << Edit->ConflictNote;
  }
}


//===----------------------------------------------------------------------===//
// The end of the translation unit: plan, then emit.
//===----------------------------------------------------------------------===//

void TemporaryLookupKeyCheck::onEndOfTranslationUnit() {
  std::vector<Lookup> All = std::move(Lookups);
  Lookups.clear();
  LookupOfCall.clear();
  if (!Context)
    return;
  ASTContext &Ctx = *Context;
  Context = nullptr;
  lookup::EditOptions Opts;
  Opts.UnorderedHash = UnorderedHash;
  Opts.UnorderedEqual = UnorderedEqual;
  Opts.HashIsDefault = UnorderedHash == DefaultHash;
  Opts.Limits = standardLimits();
  Opts.Conditionals = &conditionals();
  lookup::ContainerEdits Edits(Ctx, Opts);
  Edits.plan(All);
  emitFindings(planFindings(All, Edits, Ctx), Ctx);
}

/// The flagged lookups in the order of their keys, each with its edit at the
/// call and its container's declaration edit, or why it has none.
std::vector<TemporaryLookupKeyCheck::Finding>
TemporaryLookupKeyCheck::planFindings(llvm::ArrayRef<Lookup> All,
                                      lookup::ContainerEdits &Edits,
                                      ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<Finding> Findings;
  for (const Lookup &L : All)
    if (L.Flagged)
      Findings.push_back({&L});
  llvm::stable_sort(Findings, [&](const Finding &A, const Finding &B) {
    return SM.isBeforeInTranslationUnit(A.L->KeyArg->getBeginLoc(),
                                        B.L->KeyArg->getBeginLoc());
  });
  for (Finding &F : Findings) {
    const Lookup &L = *F.L;
    if (!callSiteRange(L.Call->getSourceRange(), SM, Ctx.getLangOpts()) ||
        L.Object->getBeginLoc().isMacroID()) {
      F.AtCall.decline("the call is spelled inside a macro");
      continue;
    }
    if (std::optional<std::string> Why = conditionalReason(L)) {
      F.AtCall.decline(*Why);
      continue;
    }
    planCallSite(L, Literals == LiteralKeys::Wrap, standardLimits(), Ctx,
                 F.AtCall);
    if (F.AtCall.declined() || L.C.Transparent)
      continue;
    F.Edit = &Edits.of(L);
    // The hash's header may be one this file must not depend on.
    if (L.C.Unordered && !UnorderedHashHeader.empty() && !F.Edit->declined())
      if (std::optional<std::string> Why = runtimeRefusal(
              SM.getFileID(SM.getExpansionLoc(F.Edit->SpellingLoc)),
              StringRef(UnorderedHashHeader).trim('"')))
        Edits.decline(L, *Why);
  }
  return Findings;
}

/// Why the fix may not compile in another configuration: the container's
/// type (or its key type), the key's source or an explicit `String(...)`
/// around it is chosen by the preprocessor, or the container comes from a
/// function chosen by #if.
std::optional<std::string>
TemporaryLookupKeyCheck::conditionalReason(const Lookup &L) const {
  const utils::ConditionalCode &CC = conditionals();
  std::optional<utils::ConditionalChoice> Choice = CC.exprChoice(L.Object);
  if (!Choice && L.Wrapper)
    Choice = CC.exprChoice(L.Wrapper);
  if (!Choice && L.Source)
    Choice = CC.exprChoice(L.Source);
  if (!Choice)
    return std::nullopt;
  return Choice->reason();
}

/// The include the hash of an unordered container needs, per file that
/// declares one: the inserter hands it out once, and it stays with the
/// findings until one that clang-tidy shows has carried it.
struct TemporaryLookupKeyCheck::Includes {
  llvm::DenseMap<FileID, utils::IncludeDecision> Hints;
  llvm::DenseSet<FileID> Carried;
};

/// Everything that fixes the container of \p Carrier: the declaration edit,
/// the include, and the rewrite of every key of the container (the findings
/// before the carrier included: clang-tidy did not show them).
llvm::SmallVector<FixItHint, 8>
TemporaryLookupKeyCheck::containerFix(const Finding &Carrier,
                                      llvm::ArrayRef<Finding> Findings,
                                      Includes &Inc, ASTContext &Ctx,
                                      std::string &Refusal) {
  const SourceManager &SM = Ctx.getSourceManager();
  const DeclarationEdit &Edit = *Carrier.Edit;
  llvm::SmallVector<FixItHint, 8> Hints(Edit.Fix.hints().begin(), Edit.Fix.hints().end());
  FileID DeclFile = SM.getFileID(SM.getExpansionLoc(Edit.SpellingLoc));
  if (Carrier.L->C.Unordered && !UnorderedHashHeader.empty() &&
      (areDiagsSelfContained() || !Inc.Carried.contains(DeclFile))) {
    // The inserter takes `<h>` for angled headers and a bare `h` for quoted
    // ones; in an editor it hands the include to every finding.
    auto [It, First] = Inc.Hints.try_emplace(DeclFile);
    if (First || areDiagsSelfContained())
      It->second = includeFor(DeclFile, StringRef(UnorderedHashHeader).trim('"'),
                              SM.getExpansionLoc(Edit.SpellingLoc));
    if (It->second.refused())
      Refusal = It->second.Refusal;
    else if (It->second.Hint)
      Hints.push_back(*It->second.Hint);
  }
  for (const Finding &F : Findings)
    if (F.fixedWithContainer() && F.Edit->SpellingLoc == Edit.SpellingLoc)
      Hints.append(F.AtCall.hints().begin(), F.AtCall.hints().end());
  return Hints;
}

/// One finding per container carries the whole fix: the declaration, the
/// include and every key. clang-tidy applies a finding's fix-its together or
/// not at all, and a key rewritten as a view without the declaration edit
/// would not compile; the same declaration edit on several findings would be
/// dropped as overlapping, or inserted twice. The carrier is the first
/// finding of the container that clang-tidy shows: one a NOLINT comment
/// silences takes its fix-its with it, and the next one carries them. The
/// findings after the carrier point at it. In an editor each quick fix is
/// applied alone, so every finding carries its container's whole fix.
void TemporaryLookupKeyCheck::emitFindings(llvm::ArrayRef<Finding> Findings,
                                           ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  // Keyed by where the type is spelled: containers declared through one
  // alias share one edit.
  llvm::DenseMap<SourceLocation, SourceLocation> CarriedAt;
  Includes Inc;
  for (const Finding &F : Findings) {
    const Lookup &L = *F.L;
    if (!F.fixedWithContainer()) {
      llvm::ArrayRef<FixItHint> Hints;
      if (L.C.Transparent)
        Hints = F.AtCall.hints();
      report(L, Hints, F.AtCall.whyNot(), F.Edit, SourceLocation(), Ctx);
      continue;
    }
    SourceLocation Spelling = F.Edit->SpellingLoc;
    if (SourceLocation At = CarriedAt.lookup(Spelling);
        At.isValid() && !areDiagsSelfContained()) {
      report(L, {}, "", F.Edit, At, Ctx);
      continue;
    }
    std::string Refusal;
    llvm::SmallVector<FixItHint, 8> Hints =
        containerFix(F, Findings, Inc, Ctx, Refusal);
    if (!Refusal.empty()) {
      report(L, {}, Refusal, nullptr, SourceLocation(), Ctx);
      continue;
    }
    if (!reportShown(L, Hints, Ctx))
      continue;
    CarriedAt[Spelling] = L.KeyArg->getBeginLoc();
    if (L.C.Unordered)
      Inc.Carried.insert(SM.getFileID(SM.getExpansionLoc(Spelling)));
  }
}

/// Reports a finding that carries its container's fix, and whether clang-tidy
/// showed it: NOLINT is clang-tidy's to decide, and its statistics count the
/// findings a NOLINT comment silenced.
bool TemporaryLookupKeyCheck::reportShown(const Lookup &L,
                                          llvm::ArrayRef<FixItHint> Hints,
                                          ASTContext &Ctx) {
  unsigned SilencedBefore = TidyContext->getStats().ErrorsIgnoredNOLINT;
  report(L, Hints, "", nullptr, SourceLocation(), Ctx);
  return TidyContext->getStats().ErrorsIgnoredNOLINT == SilencedBefore;
}

} // namespace clang::tidy::strcost

namespace clang::tidy {
ArrayRef<std::pair<strcost::LiteralKeys, StringRef>>
OptionEnumMapping<strcost::LiteralKeys>::getEnumMapping() {
  static constexpr std::pair<strcost::LiteralKeys, StringRef> Mapping[] = {
      {strcost::LiteralKeys::Wrap, "true"}, {strcost::LiteralKeys::Keep, "false"}};
  return Mapping;
}
} // namespace clang::tidy
