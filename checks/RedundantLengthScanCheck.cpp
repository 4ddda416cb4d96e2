//===--- RedundantLengthScanCheck.cpp - strcost ----------------------------===//

#include "RedundantLengthScanCheck.h"
#include "utils/LlvmCompat.h"
#include "RedundantLengthScanMatchers.h"
#include "utils/Matchers.h"
#include "utils/OverloadRivals.h"
#include "utils/SourceUtils.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Config/llvm-config.h"

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
  // `up->c_str()` through an overloaded operator->: BaseText is `up`.
  const CXXOperatorCallExpr *ArrowOperator = nullptr;
  bool ArrowThroughProxy = false;    // operator-> returned a class, not a pointer
  bool ObjectIsLValue = true;
  bool ObjectIsXValue = false;       // `std::move(s).c_str()`
  bool ObjectIsConst = false;
  const CXXRecordDecl *ObjectClass = nullptr; // as written: CString, not its base
  const Decl *Root = nullptr;        // what the object is rooted at
};

} // namespace

struct RedundantLengthScanCheck::Candidate {
  PointerSource Source;
  const CallExpr *Strlen = nullptr;     // strlen(p): the rest is unused
  const Expr *Argument = nullptr;       // else: p, an argument of a call
  const CXXRecordDecl *Target = nullptr;
  const CXXConstructExpr *Construct = nullptr;
  const CallExpr *Assign = nullptr;     // `t = p`, `t += p`, `t.append(p)`
  // `t.find(p)`, `t == p`, `t + p`: Argument is p, argument ConsumerIndex of
  // the call (the object operand of an operator counted).
  const CallExpr *Consumer = nullptr;
  unsigned ConsumerIndex = 0;
  // The string may hold a NUL before its end, where the scan stops.
  bool MayHoldNul = false;
  bool Explicit = false;                // the argument list is spelled
  StringRef What;
};

RedundantLengthScanCheck::RedundantLengthScanCheck(StringRef Name,
                                                   ClangTidyContext *Context)
    : StrcostCheck(Name, Context, utils::RuntimeUse::Fixes),
      StringLikeClassesOption(stringOption("StringLikeClasses", "")),
      NonStandardFix(enumOption("NonStandardFix", NonStandardFixKind::PointerLength)) {
  std::string Error;
  if (!Classes.addFromOption(StringLikeClassesOption, Error))
    configurationError("invalid value for option 'StringLikeClasses' of check '" +
                       Name + "': " + Error);
}

RedundantLengthScanCheck::~RedundantLengthScanCheck() = default;

static constexpr llvm::StringLiteral ViewHeader = "<strcost/view.h>";

/// Whether a fix at \p At may call strcost::as_view: the file may depend on
/// the runtime, and <strcost/view.h>, which stops any translation unit before
/// C++17, is allowed there (else the runtime-free `{p, n}` form is written).
bool RedundantLengthScanCheck::viewRuntimeAllowed(SourceLocation At,
                                                  const ASTContext &Ctx) const {
  const SourceManager &SM = Ctx.getSourceManager();
  return !runtimeRefusal(SM.getFileID(At), ViewHeader) &&
         !utils::standardRefusal("<strcost/view.h>", 17, At, SM, Ctx.getLangOpts(),
                                 standardLimits());
}

void RedundantLengthScanCheck::storeOptions(ClangTidyOptions::OptionMap &Opts) {
  Options.store(Opts, "StringLikeClasses", StringLikeClassesOption);
  Options.store(Opts, "NonStandardFix", NonStandardFix);
  storeStandardOptions(Opts);
  storeConditionalCode(Opts);
  storeIncludeOptions(Opts);
}

void RedundantLengthScanCheck::registerMatchers(MatchFinder *Host) {
  // With a bad option the error is the whole report: findings computed from a
  // configuration the user did not mean would only bury it.
  if (!configurationValid())
    return;
  Matchers = std::make_unique<RedundantLengthScanMatchers>(Classes, Facts);
  Matchers->registerMatchers(&userCode(Host), this);
}

/// Member typedefs of library templates (`element_type`,
/// `remove_reference<T>::type`) say less than the class they name.
static QualType displayType(QualType T) {
  while (true) {
    QualType Inner = T;
#if LLVM_VERSION_MAJOR < 22
    // LLVM 22 folded the qualifier into the named type itself.
    if (const auto *E = dyn_cast<ElaboratedType>(T.getTypePtr()))
      Inner = E->getNamedType();
#endif
    if (const auto *TT = dyn_cast<TypedefType>(Inner.getTypePtr())) {
      if (!TT->getDecl()->getDeclContext()->isRecord())
        return T;
      T = TT->desugar();
    } else if (const auto *S = dyn_cast<SubstTemplateTypeParmType>(Inner.getTypePtr())) {
      T = S->getReplacementType();
    } else {
      return T;
    }
  }
}

/// `up->c_str()` where `up`'s class overloads operator->: the object is
/// spelled through `up`, not through the call (whose range includes `->`).
static const Expr *describeArrowOperator(const Expr *Base, PointerSource &S) {
  const auto *Op = dyn_cast<CXXOperatorCallExpr>(Base->IgnoreParenImpCasts());
  if (!Op || Op->getOperator() != OO_Arrow || Op->getNumArgs() != 1)
    return Base;
  S.ArrowOperator = Op;
  const auto *Inner = dyn_cast<CXXOperatorCallExpr>(Op->getArg(0)->IgnoreImplicit());
  S.ArrowThroughProxy = Inner && Inner->getOperator() == OO_Arrow;
  return Op->getArg(0);
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
  S.ObjectIsConst = ObjectType.getNonReferenceType().isConstQualified();
  S.ObjectClass = ObjectType->getAsCXXRecordDecl();
  S.ObjectType =
      displayType(ObjectType.getNonReferenceType().getUnqualifiedType());
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
  const Expr *Spelled = Member->getBase();
  if (S.Arrow && !S.ImplicitThis)
    Spelled = describeArrowOperator(Spelled, S);
  if (!S.ImplicitThis)
    S.BaseText = utils::spelledText(Spelled, Ctx);
  S.Repeatable = S.ImplicitThis ||
                 utils::isRepeatableThroughLibraryOperators(Member->getBase());
  // A temporary's member call materialises it as an xvalue; spelled alone
  // it is a prvalue again, which nothing else can observe being moved from.
  const Expr *Object = Member->getBase()->IgnoreParenImpCasts();
  if (!S.Arrow && !S.ImplicitThis && !isa<MaterializeTemporaryExpr>(Object)) {
    S.ObjectIsLValue = Object->isLValue();
    S.ObjectIsXValue = Object->isXValue();
  } else if (!S.Arrow && !S.ImplicitThis) {
    S.ObjectIsLValue = false;
  }
  S.Root = utils::EmbeddedNulTracker::rootOf(Member->getBase());
  return S;
}

/// True when the class of \p Arrow's object has a unary operator*, callable on
/// that object, that gives the object its operator-> points to: then `*up`
/// names what `up->` reaches.
static bool starReachesArrowTarget(const CXXOperatorCallExpr *Arrow,
                                   const ASTContext &Ctx) {
  QualType Pointee = Arrow->getType()->getPointeeType();
  const Expr *Object = Arrow->getArg(0)->IgnoreParenImpCasts();
  const CXXRecordDecl *RD = Object->getType()->getAsCXXRecordDecl();
  if (Pointee.isNull() || !RD || !RD->hasDefinition())
    return false;
  bool ConstObject = Object->getType().isConstQualified();
  llvm::SmallVector<const CXXRecordDecl *, 4> Work{RD->getDefinition()};
  while (!Work.empty()) {
    const CXXRecordDecl *C = Work.pop_back_val();
    for (const CXXMethodDecl *M : C->methods()) {
      if (M->getOverloadedOperator() != OO_Star || M->getNumParams() != 0 ||
          (ConstObject && !M->isConst()) ||
          (Object->isLValue() && M->getRefQualifier() == RQ_RValue))
        continue;
      QualType R = M->getReturnType().getNonReferenceType();
      if (Ctx.hasSameUnqualifiedType(R, Pointee))
        return true;
    }
    for (const CXXBaseSpecifier &B : C->bases())
      if (const CXXRecordDecl *BaseRD = B.getType()->getAsCXXRecordDecl())
        if (BaseRD->hasDefinition())
          Work.push_back(BaseRD->getDefinition());
  }
  return false;
}

/// Why the object cannot be spelled in a fix-it at all, if it cannot.
static std::optional<std::string> objectProblem(const PointerSource &S) {
  if (!S.ImplicitThis && !S.BaseText)
    return std::string("the object is spelled inside a macro");
  if (S.ArrowThroughProxy)
    return std::string("operator-> returns a proxy whose own operator-> "
                       "reaches the object");
  return std::nullopt;
}

/// The object itself, as an expression: `s`, `*p`, `*up`, `*this`; or why not.
static std::optional<std::string> objectText(const PointerSource &S,
                                             const ASTContext &Ctx,
                                             std::string &WhyNot) {
  if (std::optional<std::string> Problem = objectProblem(S)) {
    WhyNot = *Problem;
    return std::nullopt;
  }
  if (S.ImplicitThis)
    return std::string("*this");
  if (!S.Arrow)
    return S.BaseText->str();
  if (S.ArrowOperator && !starReachesArrowTarget(S.ArrowOperator, Ctx)) {
    QualType Handle = S.ArrowOperator->getArg(0)->IgnoreParenImpCasts()->getType();
    WhyNot = "'" +
             Handle.getNonReferenceType().getUnqualifiedType().getAsString(
                 Ctx.getPrintingPolicy()) +
             "' has no operator* that gives the object its operator-> points to";
    return std::nullopt;
  }
  return ("*" + *S.BaseText).str();
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
  if (objectProblem(S))
    return std::nullopt;
  if (!S.ImplicitThis) {
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

/// True when passing a std::string where a pointer was passed could make
/// argument-dependent lookup find a function of namespace std with the
/// callee's name (`forward<T>(s.c_str())` would meet std::forward).
static bool mayMeetStdByADL(const FunctionDecl *Callee, const ASTContext &Ctx) {
  if (isa<CXXMethodDecl>(Callee) || !Callee->getIdentifier() ||
      Callee->isInStdNamespace())
    return false;
  return utils::stdDeclares(Ctx, Callee->getName(), [](const NamedDecl *D) {
    return isa<FunctionDecl>(D) || isa<FunctionTemplateDecl>(D);
  });
}

/// The fix for a pointer handed to a string view or string: the object itself
/// where it converts, else the pointer with the stored length.
namespace {
/// Where the pointer goes.
struct Destination {
  const Expr *Argument = nullptr;
  const CXXRecordDecl *Target = nullptr;
  bool TargetIsView = false;
  bool Explicit = false;      // the argument list is spelled: f(p) -> f(p, n)
  bool BracesAllowed = true;  // `{p, n}` may replace the argument
  bool RvalueBound = false;   // an implicit copy bound to an rvalue reference
  const FunctionDecl *Callee = nullptr;
  const Expr *Call = nullptr; // the call or construction Callee was chosen for
  unsigned Index = 0;         // which of its arguments the conversion is
  // For `t = p`, `t += p`, `t.append(p)`: the std::basic_string whose own
  // overloads are known to take the fix's arguments as intended; a class
  // derived from it may declare others.
  const CXXRecordDecl *Receiver = nullptr;
};
} // namespace

/// Why a string (not a view) cannot be initialised from the object itself
/// where it was initialised from a fresh copy, if it cannot.
static std::optional<std::string> copyFormProblem(const PointerSource &Source,
                                                  const Destination &D) {
  if (D.TargetIsView)
    return std::nullopt;
  if (Source.ObjectIsXValue)
    return std::string("the object is an xvalue, which would be moved from "
                       "instead of copied");
  if (D.RvalueBound && Source.ObjectIsLValue)
    return std::string("the copy binds to an rvalue reference, where the "
                       "object itself (an lvalue) cannot bind");
  return std::nullopt;
}

/// Why the object cannot take the pointer's place whatever the overloads, if
/// it cannot.
static std::optional<std::string> withObjectProblem(const PointerSource &Source,
                                                    const Destination &D,
                                                    const ASTContext &Ctx) {
  if (std::optional<std::string> Problem = copyFormProblem(Source, D))
    return Problem;
  if (D.Callee && Source.Class->IsStdBasicString && mayMeetStdByADL(D.Callee, Ctx))
    return "a std::string argument makes an unqualified call look in "
           "namespace std too, which declares a '" +
           D.Callee->getNameAsString() + "'";
  return std::nullopt;
}

/// The object itself in place of the pointer: `s`, `*up`, `as_view(cs)`.
static Fix fixWithObject(const PointerSource &Source, const Destination &D,
                         CharSourceRange ArgRange, const ASTContext &Ctx) {
  if (std::optional<std::string> Problem = withObjectProblem(Source, D, Ctx))
    return Fix::none(*Problem);
  std::string WhyNot;
  std::optional<std::string> Object = objectText(Source, Ctx, WhyNot);
  if (!Object)
    return Fix::none(WhyNot);
  Fix F;
  if (Source.Class->IsStdBasicString) {
    F.Hints.push_back(FixItHint::CreateReplacement(ArgRange, *Object));
  } else {
    F.Hints.push_back(FixItHint::CreateReplacement(
        ArgRange, "strcost::as_view(" + *Object + ")"));
    F.NeedsViewHeader = true;
  }
  return F;
}

/// Why the rewritten `t = ...`, `t += ...`, `t.append(...)` or `t.assign(...)`
/// could call something else, if it could. std::basic_string's own overloads
/// take the object, `{p, n}` and `(p, n)` as intended; a class derived from
/// it that declares its own (an `append(const char *, std::size_t)` that is
/// private, deleted or means something else, one that makes the call
/// ambiguous, a template) is named.
static std::optional<std::string> receiverProblem(const Destination &D,
                                                  bool WithObject,
                                                  utils::Replacement New,
                                                  const CXXRecordDecl *NewClass,
                                                  utils::OverloadRivals &Rivals) {
  const auto *Op = dyn_cast<CXXOperatorCallExpr>(D.Call);
  const CXXRecordDecl *Object =
      Op ? Op->getArg(0)->IgnoreParenImpCasts()->getType()->getAsCXXRecordDecl()
         : nullptr;
  // A derived class's implicit assignment operators, which the AST may not
  // have declared yet, could take `{p, n}` too (through its constructors).
  if (Op && Op->getOperator() == OO_Equal && !WithObject && Object &&
      Object->getCanonicalDecl() != D.Receiver->getCanonicalDecl())
    return "'" + Object->getNameAsString() +
           "' has assignment operators of its own, which '{pointer, length}' "
           "could select";
  bool AddsLength = !WithObject && D.Explicit;
  const FunctionDecl *Rival =
      AddsLength ? utils::rivalForAddedArguments(Rivals, D.Callee, D.Call,
                                                 cast<CallExpr>(D.Call)->getNumArgs() + 1,
                                                 D.Receiver)
                 : utils::rivalForChangedArgument(Rivals, D.Callee, D.Call, D.Index,
                                                  New, NewClass, D.Receiver);
  if (!Rival)
    return std::nullopt;
  PrintingPolicy Policy(D.Callee->getASTContext().getLangOpts());
  Policy.SuppressTagKeyword = true;
  std::string What = AddsLength ? "adding the length argument"
                     : New == utils::Replacement::BracedList
                         ? "passing '{pointer, length}'"
                         : "passing the object";
  return What + " could select another overload, '" +
         utils::signatureOf(Rival, Policy) + "'";
}

/// Why the new argument could bind the call to another overload, if it
/// could: the candidate set decides, not whether the name is overloaded (an
/// overload of another arity, or one taking the same parameter type there,
/// keeps its rank).
static std::optional<std::string> rivalProblem(const PointerSource &Source,
                                               const Destination &D,
                                               bool WithObject,
                                               utils::OverloadRivals &Rivals) {
  if (!D.Callee || !D.Call)
    return std::nullopt;
  // An explicit construction keeps the argument's type: `f(std::string(p))`.
  if (D.Explicit && !D.Receiver)
    return std::nullopt;
  utils::Replacement New = utils::Replacement::BracedList;
  const CXXRecordDecl *NewClass = nullptr;
  if (WithObject && Source.Class->IsStdBasicString) {
    NewClass = Source.ObjectClass;
    New = !Source.ObjectIsLValue ? utils::Replacement::RValue
          : Source.ObjectIsConst ? utils::Replacement::ConstLValue
                                 : utils::Replacement::MutableLValue;
  } else if (WithObject) {
    New = utils::Replacement::RValue; // strcost::as_view(x): a view prvalue
    NewClass = D.Target;
  }
  if (D.Receiver)
    return receiverProblem(D, WithObject, New, NewClass, Rivals);
  const FunctionDecl *Rival = utils::rivalForChangedArgument(
      Rivals, D.Callee, D.Call, D.Index, New, NewClass);
  if (!Rival)
    return std::nullopt;
  PrintingPolicy Policy(D.Callee->getASTContext().getLangOpts());
  Policy.SuppressTagKeyword = true;
  return "passing " +
         std::string(New == utils::Replacement::BracedList ? "'{pointer, length}'"
                                                           : "the object") +
         " could select another overload, '" + utils::signatureOf(Rival, Policy) +
         "'";
}

/// The fix for a pointer handed to a string view or string: the object itself
/// where it converts, else the pointer with the stored length. Without the
/// runtime (\p RuntimeAllowed false) a class other than std::basic_string
/// cannot become `strcost::as_view(obj)`, and gets the pointer and length.
static Fix fixArgument(const PointerSource &Source, const Destination &D,
                       bool PreferAsView, bool RuntimeAllowed,
                       utils::OverloadRivals &Rivals,
                       const ASTContext &Ctx) {
  CharSourceRange ArgRange = utils::fileRange(D.Argument, Ctx);
  if (ArgRange.isInvalid())
    return Fix::none("the argument is spelled inside a macro");
  // Without the runtime, a class other than std::basic_string cannot
  // become `strcost::as_view(obj)`.
  bool WithObject = (objectConvertsTo(Source, D.Target, D.TargetIsView, Ctx) ||
                     (D.TargetIsView && PreferAsView)) &&
                    (RuntimeAllowed || Source.Class->IsStdBasicString);
  // What the object cannot do at all is the better reason.
  if (std::optional<std::string> Problem =
          WithObject ? withObjectProblem(Source, D, Ctx) : std::nullopt)
    return Fix::none(*Problem);
  if (std::optional<std::string> Rival = rivalProblem(Source, D, WithObject, Rivals))
    return Fix::none(*Rival);
  if (WithObject)
    return fixWithObject(Source, D, ArgRange, Ctx);
  if (std::optional<std::string> Problem = objectProblem(Source))
    return Fix::none(*Problem);
  if (!Source.Repeatable)
    return Fix::none("the object would be evaluated twice");
  std::optional<std::string> Length = lengthText(Source, Ctx);
  std::optional<StringRef> ArgText = utils::spelledText(D.Argument, Ctx);
  if (!Length || !ArgText)
    return Fix::none("the length accessor was not found");
  Fix F;
  if (D.Explicit)
    F.Hints.push_back(
        FixItHint::CreateInsertion(ArgRange.getEnd(), ", " + *Length));
  else if (D.BracesAllowed)
    F.Hints.push_back(FixItHint::CreateReplacement(
        ArgRange, ("{" + *ArgText + ", " + *Length + "}").str()));
  else
    return Fix::none("the conversion is a cast that cannot take a length");
  return F;
}

void RedundantLengthScanCheck::check(const MatchFinder::MatchResult &Result) {
  Context = Result.Context;
  // A range-for binding a string's characters by non-const reference.
  if (const auto *Written = Result.Nodes.getNodeAs<Expr>("written")) {
    Facts.Buffers.noteWritten(Written);
    return;
  }
  const auto *PointerCall = Result.Nodes.getNodeAs<CXXMemberCallExpr>("pointer");
  std::optional<PointerSource> Source =
      describePointer(PointerCall, Classes, *Result.Context);
  if (!Source)
    return;
  Candidate C;
  C.Source = *Source;
  if (const auto *Call = Result.Nodes.getNodeAs<CallExpr>("strlen")) {
    C.Strlen = Call;
  } else if (const auto *Construct =
                 Result.Nodes.getNodeAs<CXXConstructExpr>("construct")) {
    for (unsigned I = 1; I < Construct->getNumArgs(); ++I)
      if (!isa<CXXDefaultArgExpr>(Construct->getArg(I)))
        return; // an explicit allocator: leave it alone
    C.Construct = Construct;
    C.Argument = Construct->getArg(0);
    C.Target = Construct->getConstructor()->getParent();
    C.What = utils::nameWithoutInlineNamespaces(C.Target) == "std::basic_string_view"
                 ? "string view built"
                 : "string copied";
  } else if (const auto *Assign = Result.Nodes.getNodeAs<CallExpr>("assign")) {
    bool IsOperator = isa<CXXOperatorCallExpr>(Assign);
    C.Argument = Assign->getArg(IsOperator ? 1 : 0);
    C.Assign = Assign;
    const auto *Method = cast<CXXMethodDecl>(Assign->getDirectCallee());
    C.Target = Method->getParent();
    C.Explicit = !IsOperator;
    bool Appends = Method->getOverloadedOperator() == OO_PlusEqual ||
                   Method->getName() == "append";
    C.What = Appends ? "string appended" : "string assigned";
  } else if (const auto *Consumer = Result.Nodes.getNodeAs<CallExpr>("consumer")) {
    if (!Consumers.insert(Consumer).second)
      return;
    C.Consumer = Consumer;
    C.Argument = Result.Nodes.getNodeAs<Expr>("argument");
    C.ConsumerIndex = *scanConsumerArgument(Consumer->getDirectCallee());
    if (const auto *Method = dyn_cast<CXXMethodDecl>(Consumer->getDirectCallee()))
      C.Target = Method->getParent();
  } else {
    return;
  }
  Candidates.push_back(std::move(C));
}

void RedundantLengthScanCheck::onEndOfTranslationUnit() {
  if (Context) {
    Facts.Buffers.finish();
    utils::OverloadRivals Rivals(*Context);
    for (Candidate &C : Candidates) {
      // The C-API buffer idiom: the scan finds where a C function's shorter
      // result ends, which the stored length does not know.
      C.MayHoldNul = Facts.Buffers.isSameObjectScan(C.Source.Call) ||
                     Facts.Buffers.mayHoldNul(C.Source.Root);
      // A consumer's scan is reported still (the pointer overload is the
      // slower one either way), its fix withheld: the string overload would
      // read past the NUL.
      if (C.Consumer)
        emitConsumer(C, *Context, Rivals);
      else if (!C.MayHoldNul)
        emit(C, *Context, Rivals);
    }
  }
  Candidates.clear();
  Consumers.clear();
  Facts.clear();
  if (Matchers)
    Matchers->clear();
  Context = nullptr;
}

/// Why the fix may not compile in another configuration: the string's type,
/// the type built from the pointer, or the function it is passed to is
/// chosen by the preprocessor (a `tstring` that is std::wstring elsewhere, a
/// view type that is a `const char *` there).
std::optional<std::string>
RedundantLengthScanCheck::conditionalReason(const Candidate &C) const {
  const utils::ConditionalCode &CC = conditionals();
  std::optional<utils::ConditionalChoice> Choice =
      CC.exprChoice(C.Source.Call->getImplicitObjectArgument());
  if (!Choice && C.Construct)
    Choice = CC.exprChoice(C.Construct);
  if (!Choice && C.Construct)
    if (const FunctionDecl *Callee = Facts.CalleeOf.lookup(C.Construct).Callee)
      Choice = CC.calleeChoice(Callee, C.Construct->getBeginLoc());
  if (!Choice)
    return std::nullopt;
  return Choice->reason();
}

/// The scan the fix saves: over the object's length where the source shows
/// it (a const string made from a literal), else an assumed typical length.
static utils::Cost scanCost(const PointerSource &Source, const ASTContext &Ctx) {
  const Expr *Object = Source.Call->getImplicitObjectArgument();
  QualType Char = Source.Call->getType()->getPointeeType();
  unsigned CharSize = 1;
  if (!Char.isNull() && !Char->isDependentType() && !Char->isIncompleteType())
    CharSize = std::max<unsigned>(1, Ctx.getTypeSizeInChars(Char).getQuantity());
  return utils::redundantLengthScanCost(utils::knownLength(Object), CharSize);
}

/// Why the fix cannot rely on what the standard library's std::basic_string
/// and std::basic_string_view offer, if it cannot: a class of that name the
/// project declares itself (a replacement of the library, a test's stand-in)
/// may lack `size()`, `append(const basic_string &)` or the conversion to a
/// view.
static std::optional<std::string> ownStdClass(const PointerSource &Source,
                                              const CXXRecordDecl *Target,
                                              const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  for (const CXXRecordDecl *RD :
       {Source.Class->IsStdBasicString ? Source.Record : nullptr, Target}) {
    if (!RD)
      continue;
    const CXXRecordDecl *Pattern = RD;
    if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD))
      Pattern = Spec->getSpecializedTemplate()->getTemplatedDecl();
    SourceLocation Loc = SM.getExpansionLoc(Pattern->getLocation());
    if (Loc.isValid() && !SM.isInSystemHeader(Loc))
      return "'" + utils::nameWithoutInlineNamespaces(Pattern) +
             "' is declared by this project, not by the standard library: "
             "its members and overloads are unknown";
  }
  return std::nullopt;
}

void RedundantLengthScanCheck::emit(const Candidate &C, ASTContext &Ctx,
                                    utils::OverloadRivals &Rivals) {
  const PointerSource &Source = C.Source;
  StringRef AccessorName = Source.Call->getMethodDecl()->getName();
  std::optional<std::string> Declined = conditionalReason(C);
  // The project's own std classes decline every fix, as the better reason.
  if (std::optional<std::string> Own = ownStdClass(C.Source, C.Target, Ctx))
    Declined = Own;
  if (C.Strlen) {
    StringRef Callee = C.Strlen->getDirectCallee()->getName();
    Fix F;
    CharSourceRange Range = utils::fileRange(C.Strlen, Ctx);
    std::optional<std::string> Length = lengthText(Source, Ctx);
    if (Range.isInvalid())
      F = Fix::none("the call is spelled inside a macro");
    else if (Declined)
      F = Fix::none(*Declined);
    else if (std::optional<std::string> Problem = objectProblem(Source))
      F = Fix::none(*Problem);
    else if (!Length)
      F = Fix::none("the length accessor was not found");
    else
      F.Hints.push_back(FixItHint::CreateReplacement(Range, *Length));
    diag(C.Strlen->getBeginLoc(), "'%0' of '%1()' rescans for a length that %2 "
                                  "already stores; use '%3()'")
        << (Callee == "length" ? StringRef("char_traits::length") : Callee)
        << AccessorName << Source.ObjectType << Source.Class->LengthAccessor
        << F.Hints;
    noteCost(C.Strlen->getBeginLoc(), scanCost(Source, Ctx));
    if (!F.WhyNot.empty())
      noteNoFix(C.Strlen->getBeginLoc(), F.WhyNot);
    return;
  }
  Destination D;
  D.Argument = C.Argument;
  D.Target = C.Target;
  D.TargetIsView =
      utils::nameWithoutInlineNamespaces(C.Target) == "std::basic_string_view";
  D.Explicit = C.Explicit;
  if (C.Construct) {
    const ExplicitCastExpr *Cast = Facts.CastOf.lookup(C.Construct);
    D.Explicit = C.Construct->getParenOrBraceRange().isValid() ||
                 isa<CXXTemporaryObjectExpr>(C.Construct) ||
                 isa_and_nonnull<CXXFunctionalCastExpr>(Cast);
    D.BracesAllowed = !Cast;
    RedundantLengthScanFacts::CallSite Site = Facts.CalleeOf.lookup(C.Construct);
    D.Callee = Site.Callee;
    D.Call = Site.Call;
    D.Index = Site.Index;
    D.RvalueBound = !D.Explicit && Facts.RvalueBound.contains(C.Construct) &&
                    !Facts.ElidedCopies.contains(C.Construct);
  }
  if (C.Assign) {
    D.Callee = C.Assign->getDirectCallee();
    D.Call = C.Assign;
    D.Index = isa<CXXOperatorCallExpr>(C.Assign) ? 1 : 0;
    D.Receiver = C.Target;
  }
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation At = SM.getFileLoc(C.Argument->getBeginLoc());
  bool RuntimeAllowed = viewRuntimeAllowed(At, Ctx);
  Fix F = fixArgument(Source, D, NonStandardFix == NonStandardFixKind::AsView,
                      RuntimeAllowed, Rivals, Ctx);
  if (Declined && F.WhyNot.empty())
    F = Fix::none(*Declined);
  if (!F.Hints.empty() && F.NeedsViewHeader) {
    utils::IncludeDecision Include = includeFor(
        SM.getFileID(F.Hints.front().RemoveRange.getBegin()), ViewHeader, At);
    if (Include.refused())
      F = Fix::none(Include.Refusal);
    else if (Include.Hint)
      F.Hints.push_back(*Include.Hint);
  }
  diag(C.Argument->getBeginLoc(),
       "%0 from '%1()' rescans for a length that %2 already stores")
      << C.What << AccessorName << Source.ObjectType << F.Hints;
  noteCost(C.Argument->getBeginLoc(), scanCost(Source, Ctx));
  if (!F.WhyNot.empty())
    noteNoFix(C.Argument->getBeginLoc(), F.WhyNot);
}

/// True when \p RD, a std::basic_string, allocates with std::allocator.
static bool usesStdAllocator(const CXXRecordDecl *RD) {
  const TemplateArgumentList *Args = templateArgs(RD);
  if (!Args || Args->size() < 3 || Args->get(2).getKind() != TemplateArgument::Type)
    return false;
  const CXXRecordDecl *Alloc = Args->get(2).getAsType()->getAsCXXRecordDecl();
  return Alloc && utils::nameWithoutInlineNamespaces(Alloc) == "std::allocator";
}

static std::string typeName(const CXXRecordDecl *RD, const ASTContext &Ctx) {
  return utils::recordTypeOf(Ctx, RD).getAsString(Ctx.getPrintingPolicy());
}

/// Why no overload of \p Consumer's member function takes the string itself
/// with the meaning the pointer had, if none does. The string overloads take
/// the receiver's own type; a string of another allocator only converts to a
/// view, which the C++17 overloads (and `starts_with`, of views only) take.
static std::optional<std::string> memberTypeProblem(const PointerSource &S,
                                                    const CXXMethodDecl *Method,
                                                    const ASTContext &Ctx) {
  const CXXRecordDecl *Receiver = Method->getParent();
  if (S.Record->getCanonicalDecl() == Receiver->getCanonicalDecl())
    return std::nullopt;
  if (!objectConvertsTo(S, Receiver, /*TargetIsView=*/true, Ctx))
    return "'" + typeName(Receiver, Ctx) + "::" + Method->getNameAsString() +
           "' has no overload that takes a '" + typeName(S.Record, Ctx) + "'";
  bool TakesView =
      utils::nameWithoutInlineNamespaces(Receiver) == "std::basic_string_view" ||
      llvm::is_contained({"starts_with", "ends_with", "contains"}, Method->getName());
  if (TakesView || Ctx.getLangOpts().CPlusPlus17)
    return std::nullopt;
  return "before C++17 '" + Method->getNameAsString() +
         "' takes no string of another allocator, and no view";
}

/// Why the std operator \p Op would not take the string itself with the
/// meaning the pointer had, if it would not: both operands must be strings of
/// one type; `p + s` builds its result with the allocator of `s`, `t + s`
/// with that of `t`; an xvalue operand of `+` may be moved from.
static std::optional<std::string> operatorTypeProblem(const PointerSource &S,
                                                      const CallExpr *Op,
                                                      unsigned Index,
                                                      const ASTContext &Ctx) {
  QualType Other = Op->getArg(1 - Index)->IgnoreParenImpCasts()->getType();
  const CXXRecordDecl *OtherClass = Other->getAsCXXRecordDecl();
  if (!OtherClass ||
      OtherClass->getCanonicalDecl() != S.Record->getCanonicalDecl() ||
      S.ObjectClass->getCanonicalDecl() != S.Record->getCanonicalDecl())
    return "the operands would be of different classes ('" +
           typeName(S.ObjectClass, Ctx) + "' and '" +
           Other.getNonReferenceType().getUnqualifiedType().getAsString(
               Ctx.getPrintingPolicy()) +
           "'), which no standard operator takes together";
  const auto *FD = Op->getDirectCallee();
  if (FD->getOverloadedOperator() != OO_Plus)
    return std::nullopt;
  if (S.ObjectIsXValue)
    return std::string("the object is an xvalue, which 'operator+' could move from");
  if (Index == 0 && !usesStdAllocator(S.Record))
    return std::string("the result would take the allocator of the left operand "
                       "instead of the right one's");
  return std::nullopt;
}

/// The fix for a pointer a string member or operator scans: the object
/// itself, which an overload of the same call takes with its stored length.
static Fix fixConsumer(const PointerSource &S, const Expr *Call,
                       const Expr *Argument, unsigned Index,
                       utils::OverloadRivals &Rivals, const ASTContext &Ctx) {
  const auto *Consumer = cast<CallExpr>(Call);
  const FunctionDecl *Callee = Consumer->getDirectCallee();
  const auto *Method = dyn_cast<CXXMethodDecl>(Callee);
  CharSourceRange ArgRange = utils::fileRange(Argument, Ctx);
  if (ArgRange.isInvalid())
    return Fix::none("the argument is spelled inside a macro");
  if (!S.Class->IsStdBasicString)
    return Fix::none("'" + S.ObjectType.getAsString(Ctx.getPrintingPolicy()) +
                     "' is not a std::basic_string, which '" +
                     Callee->getNameAsString() + "' has no overload for");
  std::optional<std::string> Problem =
      Method ? memberTypeProblem(S, Method, Ctx)
             : operatorTypeProblem(S, Consumer, Index, Ctx);
  if (Problem)
    return Fix::none(*Problem);
  // std's own overloads take the object as intended; a derived receiver's
  // own members, or a user's operator, may not.
  utils::Replacement New = !S.ObjectIsLValue ? utils::Replacement::RValue
                           : S.ObjectIsConst ? utils::Replacement::ConstLValue
                                             : utils::Replacement::MutableLValue;
  if (const FunctionDecl *Rival = utils::rivalForChangedArgument(
          Rivals, Callee, Call, Index, New, S.ObjectClass,
          Method ? Method->getParent() : nullptr, /*StdRanked=*/!Method)) {
    PrintingPolicy Policy(Ctx.getLangOpts());
    Policy.SuppressTagKeyword = true;
    return Fix::none("passing the object could select another overload, '" +
                     utils::signatureOf(Rival, Policy) + "'");
  }
  std::string WhyNot;
  std::optional<std::string> Object = objectText(S, Ctx, WhyNot);
  if (!Object)
    return Fix::none(WhyNot);
  Fix F;
  F.Hints.push_back(FixItHint::CreateReplacement(ArgRange, *Object));
  return F;
}

void RedundantLengthScanCheck::emitConsumer(const Candidate &C, ASTContext &Ctx,
                                            utils::OverloadRivals &Rivals) {
  const PointerSource &Source = C.Source;
  std::optional<std::string> Declined = conditionalReason(C);
  if (std::optional<std::string> Own = ownStdClass(Source, C.Target, Ctx))
    Declined = Own;
  Fix F = fixConsumer(Source, C.Consumer, C.Argument, C.ConsumerIndex, Rivals, Ctx);
  if (C.MayHoldNul)
    F = Fix::none("the string may hold a NUL before its end, where the scan "
                  "stops and the string's length does not");
  else if (Declined && F.WhyNot.empty())
    F = Fix::none(*Declined);
  const FunctionDecl *Callee = C.Consumer->getDirectCallee();
  diag(C.Argument->getBeginLoc(), "'%0' of '%1()' rescans for a length that %2 "
                                  "already stores; pass the string")
      << Callee->getNameAsString() << Source.Call->getMethodDecl()->getName()
      << Source.ObjectType << F.Hints;
  noteCost(C.Argument->getBeginLoc(), scanCost(Source, Ctx));
  if (!F.WhyNot.empty())
    noteNoFix(C.Argument->getBeginLoc(), F.WhyNot);
}

} // namespace clang::tidy::strcost

namespace clang::tidy {
ArrayRef<std::pair<strcost::NonStandardFixKind, StringRef>>
OptionEnumMapping<strcost::NonStandardFixKind>::getEnumMapping() {
  static constexpr std::pair<strcost::NonStandardFixKind, StringRef> Mapping[] = {
      {strcost::NonStandardFixKind::PointerLength, "pointer-length"},
      {strcost::NonStandardFixKind::AsView, "as-view"}};
  return Mapping;
}
} // namespace clang::tidy
