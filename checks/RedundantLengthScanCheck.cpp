//===--- RedundantLengthScanCheck.cpp - strcost ----------------------------===//

#include "RedundantLengthScanCheck.h"
#include "utils/Matchers.h"
#include "utils/SourceUtils.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Lex/Lexer.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost {

namespace {

/// Everything a fix-it needs to know about `obj.ptr()` / `obj->ptr()`.
struct PointerSource {
  const CXXMemberCallExpr *Call = nullptr;
  const utils::StringLikeClass *Class = nullptr;
  const CXXRecordDecl *Record = nullptr; // the string-like class (or its base)
  bool Arrow = false;
  bool ImplicitThis = false;
  std::optional<StringRef> BaseText; // spelled object, without `->`/`.`
  bool Repeatable = false;           // the object may be spelled twice
  QualType ObjectType;               // as written, for messages
};

} // namespace

static constexpr llvm::StringLiteral PointerLengthName = "pointer-length";
static constexpr llvm::StringLiteral AsViewName = "as-view";

RedundantLengthScanCheck::RedundantLengthScanCheck(StringRef Name,
                                                   ClangTidyContext *Context)
    : ClangTidyCheck(Name, Context),
      StringLikeClassesOption(Options.get("StringLikeClasses", "")),
      NonStandardFixOption(
          Options.get("NonStandardFix", PointerLengthName.str())),
      Inserter(Options.getLocalOrGlobal("IncludeStyle",
                                        tidy::utils::IncludeSorter::IS_LLVM),
               areDiagsSelfContained()) {
  // A bad option value is an error, not a warning: a CI job that silently runs
  // with a default the user did not ask for would hide the mistake.
  std::string Error;
  if (!Classes.addFromOption(StringLikeClassesOption, Error)) {
    ConfigurationValid = false;
    configurationDiag("invalid value for option 'StringLikeClasses' of check "
                      "'%0': %1",
                      DiagnosticIDs::Error)
        << Name << Error;
  }
  if (NonStandardFixOption == AsViewName) {
    NonStandardFix = NonStandardFixKind::AsView;
  } else if (NonStandardFixOption != PointerLengthName) {
    ConfigurationValid = false;
    configurationDiag("invalid value '%0' for option 'NonStandardFix' of check "
                      "'%1'; expected 'pointer-length' or 'as-view'",
                      DiagnosticIDs::Error)
        << NonStandardFixOption << Name;
  }
}

void RedundantLengthScanCheck::storeOptions(ClangTidyOptions::OptionMap &Opts) {
  Options.store(Opts, "StringLikeClasses", StringLikeClassesOption);
  Options.store(Opts, "NonStandardFix", NonStandardFixOption);
  Options.store(Opts, "IncludeStyle", Inserter.getStyle());
}

void RedundantLengthScanCheck::registerPPCallbacks(
    const SourceManager &, Preprocessor *PP, Preprocessor *) {
  Inserter.registerPreprocessor(PP);
}

void RedundantLengthScanCheck::registerMatchers(MatchFinder *Finder) {
  // With a bad option the error is the whole report: findings computed from a
  // configuration the user did not mean would only bury it.
  if (!ConfigurationValid)
    return;
  std::vector<std::string> ClassNames = Classes.classNames();
  std::vector<std::string> AccessorNames = Classes.pointerAccessorNames();
  auto StringLike = cxxRecordDecl(isSameOrDerivedFrom(
      hasAnyName(std::vector<StringRef>(ClassNames.begin(), ClassNames.end()))));
  auto Pointer = ignoringParenImpCasts(
      cxxMemberCallExpr(
          callee(cxxMethodDecl(
              hasAnyName(std::vector<StringRef>(AccessorNames.begin(),
                                                AccessorNames.end())),
              parameterCountIs(0))),
          on(hasType(hasCanonicalType(anyOf(
              recordType(hasDeclaration(StringLike)),
              pointerType(pointee(recordType(hasDeclaration(StringLike)))))))))
          .bind("pointer"));
  auto StdString = hasName("::std::basic_string");
  // Through sugar: libc++ 22 declares `const char * _Nonnull` parameters.
  auto TakesPointerFirst =
      hasParameter(0, hasType(hasCanonicalType(pointerType())));

  // A string view or string constructed from the pointer alone.
  Finder->addMatcher(
      cxxConstructExpr(
          hasArgument(0, Pointer),
          hasDeclaration(cxxConstructorDecl(
              TakesPointerFirst,
              ofClass(anyOf(hasName("::std::basic_string_view"), StdString)))),
          unless(utils::isInTemplateInstantiationCheap()))
          .bind("construct"),
      this);

  // A string assigned or appended from the pointer alone.
  Finder->addMatcher(
      cxxOperatorCallExpr(hasAnyOverloadedOperatorName("=", "+="),
                          callee(cxxMethodDecl(TakesPointerFirst,
                                               ofClass(StdString))),
                          hasArgument(1, Pointer),
                          unless(utils::isInTemplateInstantiationCheap()))
          .bind("assign"),
      this);
  Finder->addMatcher(
      cxxMemberCallExpr(callee(cxxMethodDecl(hasAnyName("assign", "append"),
                                             parameterCountIs(1),
                                             TakesPointerFirst,
                                             ofClass(StdString))),
                        hasArgument(0, Pointer),
                        unless(utils::isInTemplateInstantiationCheap()))
          .bind("assign"),
      this);

  // strlen and its relatives.
  Finder->addMatcher(
      callExpr(argumentCountIs(1),
               callee(functionDecl(anyOf(
                   hasAnyName("::strlen", "::std::strlen", "::wcslen",
                              "::std::wcslen", "__builtin_strlen"),
                   cxxMethodDecl(hasName("length"),
                                 ofClass(classTemplateSpecializationDecl(
                                     hasName("::std::char_traits"))))))),
               hasArgument(0, Pointer), unless(utils::isInTemplateInstantiationCheap()))
          .bind("strlen"),
      this);
}

static std::optional<PointerSource>
describePointer(const CXXMemberCallExpr *Call,
                const utils::StringLikeClasses &Classes,
                const ASTContext &Ctx) {
  PointerSource S;
  S.Call = Call;
  const CXXMethodDecl *Accessor = Call->getMethodDecl();
  const auto *Member = dyn_cast<MemberExpr>(Call->getCallee()->IgnoreParens());
  if (!Accessor || !Member)
    return std::nullopt;
  // Before the derived-to-base conversion: the type the user wrote (CString,
  // not the CSimpleStringT that declares GetString).
  QualType ObjectType = Member->getBase()->IgnoreImpCasts()->getType();
  if (Member->isArrow())
    ObjectType = ObjectType->getPointeeType();
  S.ObjectType = ObjectType.getNonReferenceType().getUnqualifiedType();
  S.Class = Classes.find(ObjectType->getAsCXXRecordDecl(), Accessor->getName(),
                         &S.Record);
  if (!S.Class)
    return std::nullopt;
  // A class deriving from std::string may redefine c_str(); its pointer then
  // says nothing about the stored length.
  const CXXRecordDecl *Owner = Accessor->getParent();
  if (S.Record != Owner && !S.Record->isDerivedFrom(Owner))
    return std::nullopt;
  S.Arrow = Member->isArrow();
  S.ImplicitThis = Member->isImplicitAccess();
  if (!S.ImplicitThis)
    S.BaseText = utils::spelledText(Member->getBase(), Ctx);
  S.Repeatable = S.ImplicitThis || utils::isRepeatableObject(Member->getBase());
  return S;
}

/// The object itself, as an expression: `s`, `*p`, `*this`.
static std::optional<std::string> objectText(const PointerSource &S) {
  if (S.ImplicitThis)
    return std::string("*this");
  if (!S.BaseText)
    return std::nullopt;
  return S.Arrow ? ("*" + *S.BaseText).str() : S.BaseText->str();
}

/// Looks up a zero-argument member function \p Name in \p RD or its bases.
static const CXXMethodDecl *findAccessor(const CXXRecordDecl *RD,
                                         StringRef Name) {
  if (!RD || !RD->hasDefinition())
    return nullptr;
  RD = RD->getDefinition();
  for (const CXXMethodDecl *M : RD->methods())
    if (M->getIdentifier() && M->getName() == Name && M->getNumParams() == 0)
      return M;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (const CXXMethodDecl *M =
            findAccessor(B.getType()->getAsCXXRecordDecl(), Name))
      return M;
  return nullptr;
}

/// The stored length, as an expression of type std::size_t: `s.size()`,
/// `static_cast<std::size_t>(cs.GetLength())`.
static std::optional<std::string> lengthText(const PointerSource &S,
                                             const ASTContext &Ctx) {
  std::string Prefix;
  if (!S.ImplicitThis) {
    if (!S.BaseText)
      return std::nullopt;
    Prefix = (*S.BaseText + (S.Arrow ? "->" : ".")).str();
  }
  std::string Call = Prefix + S.Class->LengthAccessor + "()";
  if (S.Class->IsStdBasicString)
    return Call;
  const CXXMethodDecl *Length = findAccessor(S.Record, S.Class->LengthAccessor);
  if (!Length)
    return std::nullopt;
  if (Ctx.hasSameType(Length->getReturnType().getNonReferenceType().getUnqualifiedType(),
                      Ctx.getSizeType()))
    return Call;
  return "static_cast<std::size_t>(" + Call + ")";
}

static const TemplateArgumentList *templateArgs(const CXXRecordDecl *RD) {
  if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD))
    return &Spec->getTemplateArgs();
  return nullptr;
}

/// True when the string object itself converts to \p Target with no scan and
/// no change of type: a view with the same character and traits types, or a
/// string of exactly the same type.
static bool objectConvertsTo(const PointerSource &S, const CXXRecordDecl *Target,
                             bool TargetIsView, const ASTContext &Ctx) {
  if (!S.Class->IsStdBasicString)
    return false;
  if (!TargetIsView)
    return S.Record->getCanonicalDecl() == Target->getCanonicalDecl();
  const TemplateArgumentList *From = templateArgs(S.Record);
  const TemplateArgumentList *To = templateArgs(Target);
  if (!From || !To || From->size() < 2 || To->size() < 2)
    return false;
  for (unsigned I = 0; I < 2; ++I)
    if (From->get(I).getKind() != TemplateArgument::Type ||
        To->get(I).getKind() != TemplateArgument::Type ||
        !Ctx.hasSameType(From->get(I).getAsType(), To->get(I).getAsType()))
      return false;
  return true;
}

namespace {
/// A fix-it, or the reason none is offered (reported as a note).
struct Fix {
  llvm::SmallVector<FixItHint, 2> Hints;
  std::string WhyNot;
  bool NeedsViewHeader = false;
  static Fix none(StringRef Why) {
    Fix F;
    F.WhyNot = Why.str();
    return F;
  }
};
} // namespace

/// The fix for a pointer handed to a string view or string: the object itself
/// where it converts, else the pointer with the stored length.
static Fix fixArgument(const PointerSource &Source, const Expr *Argument,
                       const CXXRecordDecl *Target, bool TargetIsView,
                       bool Explicit, bool BracesAllowed,
                       const FunctionDecl *Callee, bool PreferAsView,
                       const ASTContext &Ctx) {
  CharSourceRange ArgRange = utils::fileRange(Argument, Ctx);
  if (ArgRange.isInvalid())
    return Fix::none("the argument is spelled inside a macro");
  if (Callee && utils::isOverloaded(Callee))
    return Fix::none("the called function is overloaded, and another argument "
                     "type could select another overload");
  Fix F;
  if (objectConvertsTo(Source, Target, TargetIsView, Ctx) ||
      (TargetIsView && PreferAsView)) {
    std::optional<std::string> Object = objectText(Source);
    if (!Object)
      return Fix::none("the object is spelled inside a macro");
    if (Source.Class->IsStdBasicString) {
      F.Hints.push_back(FixItHint::CreateReplacement(ArgRange, *Object));
    } else {
      F.Hints.push_back(FixItHint::CreateReplacement(
          ArgRange, "strcost::as_view(" + *Object + ")"));
      F.NeedsViewHeader = true;
    }
    return F;
  }
  if (!Source.Repeatable)
    return Fix::none("the object would be evaluated twice");
  std::optional<std::string> Length = lengthText(Source, Ctx);
  std::optional<StringRef> ArgText = utils::spelledText(Argument, Ctx);
  if (!Length || !ArgText)
    return Fix::none("the length accessor was not found");
  if (Explicit)
    F.Hints.push_back(
        FixItHint::CreateInsertion(ArgRange.getEnd(), ", " + *Length));
  else if (BracesAllowed)
    F.Hints.push_back(FixItHint::CreateReplacement(
        ArgRange, ("{" + *ArgText + ", " + *Length + "}").str()));
  else
    return Fix::none("the conversion is a cast that cannot take a length");
  return F;
}

void RedundantLengthScanCheck::check(const MatchFinder::MatchResult &Result) {
  ASTContext &Ctx = *Result.Context;
  const auto *PointerCall = Result.Nodes.getNodeAs<CXXMemberCallExpr>("pointer");
  std::optional<PointerSource> Source =
      describePointer(PointerCall, Classes, Ctx);
  if (!Source)
    return;
  StringRef AccessorName = PointerCall->getMethodDecl()->getName();
  // The object's type as the user wrote it ('std::string', 'CString').
  QualType ObjectType = Source->ObjectType;

  if (const auto *Call = Result.Nodes.getNodeAs<CallExpr>("strlen")) {
    StringRef Callee = Call->getDirectCallee()->getName();
    Fix F;
    CharSourceRange Range = utils::fileRange(Call, Ctx);
    std::optional<std::string> Length = lengthText(*Source, Ctx);
    if (Range.isInvalid())
      F = Fix::none("the call is spelled inside a macro");
    else if (!Length)
      F = Fix::none("the object is spelled inside a macro");
    else
      F.Hints.push_back(FixItHint::CreateReplacement(Range, *Length));
    diag(Call->getBeginLoc(), "'%0' of '%1()' rescans for a length that %2 "
                              "already stores; use '%3()'")
        << (Callee == "length" ? StringRef("char_traits::length") : Callee)
        << AccessorName << ObjectType << Source->Class->LengthAccessor
        << F.Hints;
    if (!F.WhyNot.empty())
      diag(Call->getBeginLoc(), "no fix-it: %0", DiagnosticIDs::Note)
          << F.WhyNot;
    return;
  }

  // Constructions and assignments: the pointer is one argument of a call.
  const Expr *Argument = nullptr;
  const CXXRecordDecl *Target = nullptr;
  bool Explicit = false;      // the argument list is spelled: f(p) -> f(p, n)
  bool BracesAllowed = true;  // `{p, n}` may replace the argument
  const FunctionDecl *Callee = nullptr; // overload resolution at stake
  StringRef What;
  if (const auto *Construct =
          Result.Nodes.getNodeAs<CXXConstructExpr>("construct")) {
    for (unsigned I = 1; I < Construct->getNumArgs(); ++I)
      if (!isa<CXXDefaultArgExpr>(Construct->getArg(I)))
        return; // an explicit allocator: leave it alone
    Argument = Construct->getArg(0);
    Target = Construct->getConstructor()->getParent();
    auto Parents = Ctx.getParents(*Construct);
    const auto *Cast = Parents.size() == 1 ? Parents[0].get<ExplicitCastExpr>()
                                           : nullptr;
    Explicit = Construct->getParenOrBraceRange().isValid() ||
               isa<CXXTemporaryObjectExpr>(Construct) ||
               isa_and_nonnull<CXXFunctionalCastExpr>(Cast);
    BracesAllowed = !Cast;
    Callee = utils::calleeOfArgument(Construct, Ctx);
    What = utils::nameWithoutInlineNamespaces(Target) == "std::basic_string_view"
               ? "string view built"
               : "string copied";
  } else if (const auto *Assign = Result.Nodes.getNodeAs<CallExpr>("assign")) {
    bool IsOperator = isa<CXXOperatorCallExpr>(Assign);
    Argument = Assign->getArg(IsOperator ? 1 : 0);
    const auto *Method = cast<CXXMethodDecl>(Assign->getDirectCallee());
    Target = Method->getParent();
    Explicit = !IsOperator;
    bool Appends = Method->getOverloadedOperator() == OO_PlusEqual ||
                   Method->getName() == "append";
    What = Appends ? "string appended" : "string assigned";
  } else {
    return;
  }
  bool TargetIsView =
      utils::nameWithoutInlineNamespaces(Target) == "std::basic_string_view";
  Fix F = fixArgument(*Source, Argument, Target, TargetIsView, Explicit,
                      BracesAllowed, Callee,
                      NonStandardFix == NonStandardFixKind::AsView, Ctx);
  if (!F.Hints.empty() && F.NeedsViewHeader)
    if (auto Include = Inserter.createIncludeInsertion(
            Ctx.getSourceManager().getFileID(F.Hints.front().RemoveRange.getBegin()),
            "<strcost/view.h>"))
      F.Hints.push_back(*Include);
  diag(Argument->getBeginLoc(),
       "%0 from '%1()' rescans for a length that %2 already stores")
      << What << AccessorName << ObjectType << F.Hints;
  if (!F.WhyNot.empty())
    diag(Argument->getBeginLoc(), "no fix-it: %0", DiagnosticIDs::Note)
        << F.WhyNot;
}

} // namespace clang::tidy::strcost
