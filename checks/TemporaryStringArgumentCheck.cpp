//===--- TemporaryStringArgumentCheck.cpp - strcost ------------------------===//
//
// Stages: the matchers collect the functions with a `const std::string &`
// parameter and every mention of such a function (check); at the end of the
// translation unit the classifier reads each call's argument (arguments),
// the parameter's uses (utils::StringUses) and what fixes the signature
// (whyNoFix); the planner rewrites the parameter on every declaration and
// drops the `std::string(x)` around arguments (plan); the emitter reports each
// call that pays, the first one shown carrying the whole fix (emit).
// The view parameter's family (`f(std::string(v))` where `f` takes a view) is
// judged as each call is met: only the call changes (judgeViewCopy).
// A function whose body is in another unit can be neither judged nor fixed
// here: its calls that pay are reported at the end of the unit without a fix
// (reportOpaqueCallees, option OpaqueCallees).
//
//===----------------------------------------------------------------------===//

#include "TemporaryStringArgumentCheck.h"
#include "utils/AliasingWrites.h"
#include "utils/Matchers.h"
#include "utils/ParameterRetype.h"
#include "utils/SideEffects.h"
#include "utils/SourceUtils.h"
#include "utils/StringTypes.h"
#include "utils/StringUseClassifier.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost {

using ArgForm = TemporaryStringArgumentCheck::ArgumentForm;
using Argument = TemporaryStringArgumentCheck::Argument;

TemporaryStringArgumentCheck::TemporaryStringArgumentCheck(
    StringRef Name, ClangTidyContext *Context)
    : StrcostCheck(Name, Context),
      FixExternalFunctions(boolOption("FixExternalFunctions", false)),
      OpaqueCallees(enumOption("OpaqueCallees", OpaqueCalleeKind::Allocating)),
      TidyContext(Context) {}

void TemporaryStringArgumentCheck::storeOptions(
    ClangTidyOptions::OptionMap &Opts) {
  Options.store(Opts, "FixExternalFunctions",
                FixExternalFunctions ? "true" : "false");
  Options.store(Opts, "OpaqueCallees", OpaqueCallees);
  storeStandardOptions(Opts);
  storeConditionalCode(Opts);
  storeIncludeOptions(Opts);
}

// --- Matchers ------------------------------------------------------------------

namespace {
/// Code the finder reaches that is not spelled as written: a template's
/// instantiation, implicit code. Asks no ancestor.
AST_MATCHER(Stmt, isNotSpelledInSource) {
  return Finder->IsMatchingInASTNodeNotSpelledInSource();
}
} // namespace

void TemporaryStringArgumentCheck::registerMatchers(MatchFinder *Host) {
  if (!configurationValid())
    return;
  MatchFinder *Finder = &userCode(Host);
  auto ConstStringRef = parmVarDecl(hasType(lValueReferenceType(
      pointee(qualType(isConstQualified(), utils::isStdBasicStringType())))));
  // Asked once per declaration: the mention matchers below meet every
  // reference, member, call and construction of the unit.
  auto WithParam = functionDecl(utils::cachedMatch(
      functionDecl(hasAnyParameter(ConstStringRef)), &TakesConstStringRef));
  // Every function declaration of the unit meets this matcher, most of them
  // in system headers: the cheap tests first, the parameters' types last.
  Finder->addMatcher(
      functionDecl(isDefinition(), unless(isExpansionInSystemHeader()),
                   unless(isImplicit()), unless(isDeleted()),
                   unless(isDefaulted()),
                   unless(ast_matchers::isTemplateInstantiation()),
                   unless(isExplicitTemplateSpecialization()),
                   hasAnyParameter(ConstStringRef))
          .bind("function"),
      this);
  // Every mention of a function that could be a candidate: the callee of a
  // call (whose argument may pay) or anything else (its address or type is
  // used, and its signature must not change). Callees are read off the calls,
  // top-down.
  Finder->addMatcher(declRefExpr(to(WithParam.bind("target"))).bind("ref"),
                     this);
  Finder->addMatcher(memberExpr(member(WithParam.bind("target"))).bind("ref"),
                     this);
  Finder->addMatcher(callExpr(callee(WithParam)).bind("call"), this);
  Finder->addMatcher(
      cxxConstructExpr(hasDeclaration(WithParam)).bind("construct"), this);
  // The calls as written, for a function whose body is elsewhere: a call in
  // an instantiation is met in its pattern (reportOpaqueCallees).
  if (OpaqueCallees != OpaqueCalleeKind::None) {
    Finder->addMatcher(callExpr(unless(isNotSpelledInSource()), callee(WithParam))
                           .bind("spelledCall"),
                       this);
    Finder->addMatcher(cxxConstructExpr(unless(isNotSpelledInSource()),
                                        hasDeclaration(WithParam))
                           .bind("spelledCall"),
                       this);
  }
  // The other half of the family: the parameter is a view already, and the
  // caller builds a std::string only to have it viewed, `f(std::string(v))`.
  // Calls in instantiations are met in their pattern; an operator's operand
  // is left alone (its precedence).
  auto StringView = qualType(hasCanonicalType(recordType(hasDeclaration(
      classTemplateSpecializationDecl(hasName("::std::basic_string_view"))))));
  auto BuiltString = expr(ignoringImplicit(
      expr(anyOf(explicitCastExpr(), cxxTemporaryObjectExpr()),
           hasType(utils::isStdBasicStringType()))));
  Finder->addMatcher(
      callExpr(forEachArgumentWithParam(
                   expr(ignoringImplicit(cxxMemberCallExpr(
                            callee(cxxConversionDecl()), on(BuiltString))))
                       .bind("viewArg"),
                   parmVarDecl(hasType(qualType(anyOf(
                                   StringView, references(StringView)))))
                       .bind("viewParam")),
               // Last: it may climb the ancestors, asked only of the few
               // calls that pass such a copy.
               unless(cxxOperatorCallExpr()),
               unless(utils::isInTemplateInstantiationCheap()))
          .bind("viewCall"),
      this);
}

void TemporaryStringArgumentCheck::check(
    const MatchFinder::MatchResult &Result) {
  Context = Result.Context;
  const BoundNodes &Nodes = Result.Nodes;
  if (const auto *Call = Nodes.getNodeAs<CallExpr>("viewCall")) {
    judgeViewCopy(Call, Nodes.getNodeAs<Expr>("viewArg"),
                  Nodes.getNodeAs<ParmVarDecl>("viewParam"), *Result.Context);
    return;
  }
  if (const auto *Spelled = Nodes.getNodeAs<Expr>("spelledCall")) {
    SpelledCalls.push_back(Spelled);
    return;
  }
  if (Uses.record(Nodes))
    return;
  if (const auto *FD = Nodes.getNodeAs<FunctionDecl>("function"))
    collectCandidates(FD);
}

void TemporaryStringArgumentCheck::collectCandidates(const FunctionDecl *FD) {
  // A body left unparsed (delayed template parsing) shows no use; a function
  // a macro writes would need the macro rewritten.
  if (FD->isLateTemplateParsed() || !FD->getBody() ||
      FD->getLocation().isMacroID())
    return;
  // A lambda's parameters belong to a closure type that may be converted or
  // stored; its calls go through operator() anyway.
  if (const auto *M = dyn_cast<CXXMethodDecl>(FD); M && M->getParent()->isLambda())
    return;
  for (unsigned I = 0; I < FD->getNumParams(); ++I) {
    QualType T = FD->getParamDecl(I)->getType();
    if (!T->isLValueReferenceType() || T->isDependentType())
      continue;
    QualType Pointee = T->getPointeeType();
    if (Pointee.isConstQualified() && !Pointee.isVolatileQualified() &&
        utils::stdBasicString(Pointee) && FD->getParamDecl(I)->getIdentifier())
      Candidates.push_back({FD, I});
  }
}

void TemporaryStringArgumentCheck::onEndOfTranslationUnit() {
  if (Context) {
    Uses.finish();
    Rivals.emplace(*Context);
    for (const Candidate &C : Candidates) {
      std::vector<Argument> Args = arguments(C);
      bool Pays = llvm::any_of(Args, [](const Argument &A) {
        return A.Form != ArgForm::Fits && A.Form != ArgForm::Blocks;
      });
      // Only a parameter that every use reads as a view is reported: one the
      // function needs as a std::string (c_str(), another const& parameter)
      // needs the temporary too, whatever it costs.
      const ParmVarDecl *Param = C.Function->getParamDecl(C.Index);
      if (!Pays)
        continue;
      utils::StringUses Uses =
          utils::StringUses::collect(C.Function, Param, *Context);
      if (!Uses.fitsView())
        continue;
      utils::FixPlan Plan = plan(C, Args, Uses.uses(), *Context);
      emit(C, Args, Plan, *Context);
    }
    reportOpaqueCallees(*Context);
  }
  Candidates.clear();
  SpelledCalls.clear();
  Uses.clear();
  TakesConstStringRef.clear();
  Rivals.reset();
  Context = nullptr;
}

// --- Classifier ----------------------------------------------------------------

/// The one argument \p Construct is given (its others defaulted), or null.
/// Braces are another spelling a user may keep for a reason of its own,
/// unless \p AllowBraces.
static const Expr *soleArgument(const CXXConstructExpr *Construct,
                                bool AllowBraces = false) {
  if ((Construct->isListInitialization() && !AllowBraces) ||
      Construct->getNumArgs() == 0)
    return nullptr;
  for (unsigned I = 1; I < Construct->getNumArgs(); ++I)
    if (!isa<CXXDefaultArgExpr>(Construct->getArg(I)))
      return nullptr;
  return Construct->getArg(0);
}

static bool isCharPointerConstructor(const CXXConstructExpr *Construct) {
  QualType First = Construct->getConstructor()->getParamDecl(0)->getType();
  return First->isPointerType() && First->getPointeeType().isConstQualified() &&
         First->getPointeeType()->isAnyCharacterType();
}

/// `std::string(p, n)` through the (pointer, count) constructor, its
/// allocator defaulted: `std::string_view(p, n)` reads the same characters
/// without the copy. Braces are left alone (`{p, n}` is another spelling a
/// user may keep for a reason of its own).
static bool isPointerLength(const CXXTemporaryObjectExpr *Construct) {
  if (Construct->isListInitialization() || Construct->getNumArgs() < 2 ||
      !isCharPointerConstructor(Construct) ||
      isa<CXXDefaultArgExpr>(Construct->getArg(1)))
    return false;
  const CXXConstructorDecl *Ctor = Construct->getConstructor();
  if (Ctor->getNumParams() < 2 ||
      !Ctor->getParamDecl(1)->getType()->isIntegerType())
    return false;
  for (unsigned I = 2; I < Construct->getNumArgs(); ++I)
    if (!isa<CXXDefaultArgExpr>(Construct->getArg(I)))
      return false;
  return true;
}

/// The `x` of a construction from a character pointer, a view or a string
/// lvalue of the same type, which a view reads as the string would. Null for
/// anything else (a fill count, a substring, an initializer list of chars).
static const Expr *constructionOperand(const CXXConstructExpr *Construct,
                                       const ClassTemplateSpecializationDecl *Str,
                                       bool AllowBraces) {
  const Expr *X = Construct ? soleArgument(Construct, AllowBraces) : nullptr;
  if (!X || isa<CXXDefaultArgExpr>(X))
    return nullptr;
  const Expr *Bare = X->IgnoreParenImpCasts();
  if (isCharPointerConstructor(Construct))
    return X;
  if (utils::isStringView(Bare->getType()))
    return utils::viewSpelling(Str) ? Bare : nullptr;
  const ClassTemplateSpecializationDecl *From = utils::stdBasicString(Bare->getType());
  if (Construct->getConstructor()->isCopyConstructor() && From &&
      From->getCanonicalDecl() == Str->getCanonicalDecl() && Bare->isLValue())
    return Bare;
  return nullptr;
}

/// `std::string(x)`, `(std::string)x`, `static_cast<std::string>(x)` of a
/// character pointer, a view or a string lvalue of the same type: the cast
/// the fix replaces by `x`. Null for anything else.
static const Expr *explicitOperand(const ExplicitCastExpr *Cast,
                                   const ClassTemplateSpecializationDecl *Str) {
  return constructionOperand(
      dyn_cast<CXXConstructExpr>(utils::argumentBelowTemporaries(Cast->getSubExpr())),
      Str, /*AllowBraces=*/false);
}

/// What \p Written (an argument for a `const basic_string &` parameter of
/// \p Str) costs and whether a view parameter would take it.
static Argument classifyWritten(const Expr *Written,
                                 const ClassTemplateSpecializationDecl *Str) {
  Argument Out;
  Out.Arg = Written;
  const Expr *E = utils::argumentBelowTemporaries(Written);
  auto SameString = [&](QualType T) {
    const ClassTemplateSpecializationDecl *S = utils::stdBasicString(T);
    return S && S->getCanonicalDecl() == Str->getCanonicalDecl();
  };
  if (const auto *Cast = dyn_cast<ExplicitCastExpr>(E);
      Cast && SameString(Cast->getType())) {
    Out.Operand = explicitOperand(Cast, Str);
    Out.Cast = Cast;
    Out.Form = Out.Operand ? ArgForm::Explicit : ArgForm::Fits;
    return Out;
  }
  if (const auto *Temp = dyn_cast<CXXTemporaryObjectExpr>(E);
      Temp && SameString(Temp->getType()) && isPointerLength(Temp)) {
    Out.Form = ArgForm::PointerLength;
    Out.Cast = Temp;
    Out.Operand = Temp->getArg(0);
    Out.Length = Temp->getArg(1);
    return Out;
  }
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(E);
      Construct && !isa<CXXTemporaryObjectExpr>(Construct)) {
    const Expr *X = soleArgument(Construct);
    Out.Form = ArgForm::Blocks;
    if (X && isCharPointerConstructor(Construct)) {
      Out.Operand = X;
      Out.Form = isa<StringLiteral>(X->IgnoreParenImpCasts()) ? ArgForm::Literal
                                                               : ArgForm::Pointer;
    } else if (X && Construct->getConstructor()->isCopyOrMoveConstructor())
      Out.Form = SameString(X->getType()) ? ArgForm::Fits : ArgForm::Blocks;
    return Out;
  }
  // A braced list, or a class's own conversion (`operator std::string`,
  // `operator const std::string &`): the view would need a constructor it
  // does not have, or two user-defined conversions. A class derived from the
  // string converts as the string does.
  const auto *Cast = dyn_cast<ImplicitCastExpr>(E);
  bool ToBase = Cast && (Cast->getCastKind() == CK_DerivedToBase ||
                         Cast->getCastKind() == CK_UncheckedDerivedToBase);
  Out.Form = isa<InitListExpr>(E) || (Cast && !ToBase) || !SameString(E->getType())
                 ? ArgForm::Blocks
                 : ArgForm::Fits;
  return Out;
}

/// Each call's argument for the parameter, in the order the calls were met;
/// a call that passes none (a parameter pack's end) is left out.
std::vector<Argument>
TemporaryStringArgumentCheck::arguments(const Candidate &C) const {
  const FunctionDecl *FD = C.Function;
  const ClassTemplateSpecializationDecl *Str =
      utils::stdBasicString(FD->getParamDecl(C.Index)->getType()->getPointeeType());
  std::vector<Argument> Out;
  for (const Expr *Call : Uses.callsOf(FD)) {
    // An instantiation's parameter: the same index of the same pattern.
    const auto *Callee = dyn_cast<CallExpr>(Call)
                             ? cast<CallExpr>(Call)->getDirectCallee()
                             : cast<CXXConstructExpr>(Call)->getConstructor();
    const Expr *Arg = Callee ? utils::argumentFor(Call, Callee, C.Index) : nullptr;
    if (!Arg)
      continue;
    Argument A = classifyWritten(Arg, Str);
    A.Call = Call;
    A.Callee = Callee;
    Out.push_back(A);
  }
  // Default arguments are written once, in a declaration: they are judged
  // through the calls that use them.
  return Out;
}

/// Why nothing outside the edits may rely on the signature as it is.
std::string
TemporaryStringArgumentCheck::whySignatureFixed(const FunctionDecl *FD) const {
  if (const auto *M = dyn_cast<CXXMethodDecl>(FD); M && M->isVirtual())
    return "the function is virtual: its base and overrides share the "
           "signature";
  if (Uses.typeObserved(FD))
    return "the function's address or type is used, and would change type";
  if (std::string Why = utils::respelledBySpecializations(FD); !Why.empty())
    return Why;
  // `Widget w = str;` converts once to Widget; through a view it would take
  // two user-defined conversions.
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(FD);
      Ctor && Ctor->isConvertingConstructor(/*AllowExplicit=*/false))
    return "the constructor converts implicitly, and a conversion through a "
           "view would take two user-defined conversions";
  if (isa<CoroutineBodyStmt>(FD->getBody()))
    return "the function is a coroutine";
  return "";
}

/// Why another function calls may bind to once the parameter is a view.
std::string
TemporaryStringArgumentCheck::whyRivals(const Candidate &C,
                                        llvm::ArrayRef<Argument> Args,
                                        ASTContext &Ctx) {
  const FunctionDecl *FD = C.Function;
  if (utils::isOverloaded(FD))
    return "the function is overloaded, and a view parameter would change "
           "which overload some calls choose";
  const SourceManager &SM = Ctx.getSourceManager();
  bool Elsewhere = FD->isExternallyVisible() ||
                   !SM.isInMainFile(SM.getExpansionLoc(FD->getLocation()));
  if (Elsewhere && !Rivals->inScope(FD).empty())
    return "other functions of that name may be chosen instead once the "
           "parameter is a view";
  // Each call is asked about the function it chose (an instantiation, for a
  // template); the template it comes from is no rival.
  for (const Argument &A : Args)
    for (const FunctionDecl *Rival : Rivals->atCall(A.Callee, A.Call))
      if (utils::functionKey(Rival) != utils::functionKey(FD))
        return "a call could choose another function once the parameter is a "
               "view";
  return "";
}

/// Why another configuration may see the parameter, its uses or the
/// arguments the fix unwraps otherwise: a type or function chosen by #if, or
/// the parameter named in skipped code.
std::string TemporaryStringArgumentCheck::whyConfigurationDependent(
    const Candidate &C, llvm::ArrayRef<Argument> Args,
    llvm::ArrayRef<utils::StringUse> Uses) const {
  const utils::ConditionalCode &CC = conditionals();
  const FunctionDecl *FD = C.Function;
  for (const utils::StringUse &U : Uses)
    if (U.Callee)
      if (auto Choice = CC.calleeChoice(U.Callee, U.location()))
        return Choice->reason();
  for (const Argument &A : Args) {
    if (A.Form != ArgForm::Explicit && A.Form != ArgForm::PointerLength)
      continue;
    if (auto Choice = CC.exprChoice(A.Operand))
      return Choice->reason();
    // The pair's length, and the type the edit respells (an alias or macro
    // chosen by #if would name something else elsewhere).
    if (A.Form == ArgForm::PointerLength)
      for (const Expr *E : {A.Length, A.Cast})
        if (auto Choice = CC.exprChoice(E))
          return Choice->reason();
  }
  for (const FunctionDecl *D : FD->redecls())
    if (auto Choice = CC.declTypeChoice(D->getParamDecl(C.Index)))
      return Choice->reason();
  if (auto Choice = CC.calleeChoice(FD))
    return Choice->reason();
  if (auto Choice = CC.skippedMention(FD->getSourceRange(),
                                      FD->getParamDecl(C.Index)->getName()))
    return Choice->reason();
  return "";
}

std::string TemporaryStringArgumentCheck::whyNoFix(
    const Candidate &C, llvm::ArrayRef<Argument> Args,
    llvm::ArrayRef<utils::StringUse> Uses, ASTContext &Ctx) {
  const FunctionDecl *FD = C.Function;
  const ParmVarDecl *Param = FD->getParamDecl(C.Index);
  const SourceManager &SM = Ctx.getSourceManager();
  if (!utils::viewSpelling(utils::stdBasicString(Param->getType()->getPointeeType())))
    return "the string has its own traits, which no standard view spells";
  if (std::string Why = whySignatureFixed(FD); !Why.empty())
    return Why;
  if (!FixExternalFunctions &&
      (FD->isExternallyVisible() ||
       !SM.isInMainFile(SM.getExpansionLoc(FD->getLocation()))))
    return "other translation units may call the function with arguments, or "
           "use its type, that need 'const std::string &' (option "
           "FixExternalFunctions)";
  // A default argument is converted where it is declared, called or not.
  const ClassTemplateSpecializationDecl *Str =
      utils::stdBasicString(Param->getType()->getPointeeType());
  for (const FunctionDecl *D : FD->redecls())
    if (const ParmVarDecl *PD = D->getParamDecl(C.Index);
        PD->hasDefaultArg() && !PD->hasUnparsedDefaultArg() &&
        !PD->hasUninstantiatedDefaultArg() && PD->getDefaultArg() &&
        classifyWritten(PD->getDefaultArg(), Str).Form == ArgForm::Blocks)
      return "the default argument converts to the string but not to a view";
  for (const Argument &A : Args)
    if (A.Form == ArgForm::Blocks)
      return "a call passes an argument that converts to the string but not to "
             "a view (line " +
             std::to_string(SM.getPresumedLineNumber(
                 SM.getExpansionLoc(A.Arg->getBeginLoc()))) +
             ")";
  if (std::string Why = whyRivals(C, Args, Ctx); !Why.empty())
    return Why;
  if (std::string Why = utils::aliasingWrite(FD, Param, Ctx, aliasingMemo()); !Why.empty())
    return Why;
  if (std::string Why = whyConfigurationDependent(C, Args, Uses); !Why.empty())
    return Why;
  return utils::headerRefusesView(FD, C.Index, standardLimits(), SM,
                                  Ctx.getLangOpts());
}

// --- The view parameter's family --------------------------------------------------

static std::string describe(const Argument &A, const ASTContext &Ctx);

/// The string a view argument was converted from, when the caller built it
/// explicitly from something a view reads as well: `std::string(x)`,
/// `std::string{x}`, a cast, or `std::string(p, n)`.
static std::optional<Argument> viewedConstruction(const Expr *ViewArg) {
  const auto *Conversion = dyn_cast<CXXMemberCallExpr>(ViewArg->IgnoreImplicit());
  if (!Conversion)
    return std::nullopt;
  const Expr *Built = Conversion->getImplicitObjectArgument()->IgnoreImplicit();
  const ClassTemplateSpecializationDecl *Str = utils::stdBasicString(Built->getType());
  if (!Str || !utils::viewSpelling(Str))
    return std::nullopt;
  Argument A;
  A.Arg = ViewArg;
  A.Cast = Built;
  if (const auto *Cast = dyn_cast<ExplicitCastExpr>(Built))
    A.Operand = explicitOperand(Cast, Str);
  else if (const auto *Temp = dyn_cast<CXXTemporaryObjectExpr>(Built);
           Temp && isPointerLength(Temp)) {
    A.Form = ArgForm::PointerLength;
    A.Operand = Temp->getArg(0);
    A.Length = Temp->getArg(1);
    return A;
  } else if (Temp && Temp->isListInitialization())
    A.Operand = constructionOperand(Temp, Str, /*AllowBraces=*/true);
  if (!A.Operand)
    return std::nullopt;
  A.Form = ArgForm::Explicit;
  return A;
}

void TemporaryStringArgumentCheck::judgeViewCopy(const CallExpr *Call,
                                                 const Expr *ViewArg,
                                                 const ParmVarDecl *Param,
                                                 ASTContext &Ctx) {
  std::optional<Argument> A = viewedConstruction(ViewArg);
  if (!A)
    return;
  A->Call = Call;
  A->Callee = Call->getDirectCallee();
  if (!A->Callee)
    return;
  ViewCopy V{Call, Param, *A,
             isa<StringLiteral>(A->Operand->IgnoreParenImpCasts())};
  utils::FixPlan Plan;
  if (std::string Why = whyNoViewCopyFix(V, Ctx); !Why.empty())
    Plan.decline(Why);
  else {
    const SourceManager &SM = Ctx.getSourceManager();
    const ClassTemplateSpecializationDecl *Str =
        utils::stdBasicString(A->Cast->getType());
    planCallEdits(V.Arg, *utils::viewSpelling(Str), Plan, SM, Ctx.getLangOpts());
    if (Plan.empty() && !Plan.declined())
      Plan.decline("the construction is spelled by a macro");
    if (V.Arg.Form == ArgForm::PointerLength && !Plan.declined())
      if (auto Why = utils::standardRefusal("std::string_view", 17,
                                            A->Cast->getBeginLoc(), SM,
                                            Ctx.getLangOpts(), standardLimits()))
        Plan.decline(*Why);
  }
  reportViewCopy(V, Plan, Ctx);
}

/// Why dropping the copy could change what the call chooses or what the
/// function reads. A literal cannot change; anything else the copy kept
/// still while the function ran.
std::string TemporaryStringArgumentCheck::whyNoViewCopyFix(const ViewCopy &V,
                                                           ASTContext &Ctx) {
  const FunctionDecl *Callee = V.Arg.Callee;
  if (utils::isOverloaded(Callee))
    return "'" + Callee->getNameAsString() +
           "' is overloaded, and the argument without the copy could choose "
           "another overload";
  unsigned Index = V.Param->getFunctionScopeIndex();
  if (const FunctionDecl *Pattern = Callee->getTemplateInstantiationPattern();
      Pattern && Index < Pattern->getNumParams() &&
      Pattern->getParamDecl(Index)->getType()->isDependentType())
    return "the parameter's type depends on a template argument";
  const utils::ConditionalCode &CC = conditionals();
  for (const Expr *E : {V.Arg.Operand, V.Arg.Cast})
    if (auto Choice = CC.exprChoice(E))
      return Choice->reason();
  if (auto Choice = CC.calleeChoice(Callee, V.Call->getBeginLoc()))
    return Choice->reason();
  if (V.Literal)
    return "";
  if (!Callee->getBody())
    return "the body of '" + Callee->getNameAsString() +
           "' is not in this unit: it could change the characters through "
           "another name while it reads the view, which the copy kept still";
  if (std::string Why = utils::aliasingWrite(Callee, V.Param, Ctx, aliasingMemo());
      !Why.empty())
    return "without the copy, " + Why;
  // The copy was made before the call; another argument evaluated after it
  // could change what the view would read.
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(V.Call);
      Member && utils::mayHaveSideEffects(Member->getImplicitObjectArgument()))
    return "the call's object may have side effects on what the copy reads";
  for (const Expr *Other : V.Call->arguments())
    if (Other != V.Arg.Arg && utils::mayHaveSideEffects(Other))
      return "another argument of the call may have side effects on what the "
             "copy reads";
  return "";
}

void TemporaryStringArgumentCheck::reportViewCopy(const ViewCopy &V,
                                                  const utils::FixPlan &Plan,
                                                  ASTContext &Ctx) {
  const ClassTemplateSpecializationDecl *Str =
      utils::stdBasicString(V.Arg.Cast->getType());
  QualType Char = Str->getTemplateArgs()[0].getAsType();
  SourceLocation At = V.Arg.Cast->getBeginLoc();
  diag(At, "passing %0 to '%1' builds a temporary '%2' only to view it: the "
           "parameter is a '%3' already")
      << (V.Literal && V.Arg.Form == ArgForm::Explicit
              ? std::string("an explicit copy of a string literal")
              : describe(V.Arg, Ctx))
      << V.Arg.Callee->getNameAsString()
      << utils::stdStringAlias(Char).value_or("std::basic_string")
      << utils::viewSpelling(Str).value_or("std::basic_string_view")
      << Plan.hints();
  noteCost(At, utils::temporaryStringArgumentCost(
                   utils::shapeOf(Str, Ctx, utils::knownLength(V.Arg.Operand))));
  if (Plan.declined())
    noteNoFix(At, Plan.whyNot());
}

// --- Planner -------------------------------------------------------------------

/// `std::string(p, n)` becomes `std::string_view(p, n)`: only the type as
/// written is respelled. Unlike an unwrapped cast, a construction left as it
/// was still pays the copy the finding is about, so a type the edit cannot
/// reach (a macro writes it) declines the whole fix.
void TemporaryStringArgumentCheck::planPointerLength(const Argument &A,
                                                     StringRef View,
                                                     utils::FixPlan &Plan,
                                                     const SourceManager &SM,
                                                     const LangOptions &LO) const {
  const auto *Temp = cast<CXXTemporaryObjectExpr>(A.Cast);
  std::optional<CharSourceRange> Type = utils::editableRange(
      Temp->getTypeSourceInfo()->getTypeLoc().getSourceRange(), SM, LO);
  if (!Type) {
    Plan.decline("the type of 'std::string(pointer, length)' at line " +
                 std::to_string(SM.getPresumedLineNumber(
                     SM.getExpansionLoc(Temp->getBeginLoc()))) +
                 " is spelled by a macro");
    return;
  }
  // A template's call is met once per instantiation, at the same text.
  if (llvm::none_of(Plan.hints(), [&](const FixItHint &H) {
        return H.RemoveRange.getAsRange() == Type->getAsRange();
      }))
    Plan.replace(*Type, View);
}

/// `std::string(x)` becomes `x` where both are spelled in the file (or one
/// macro argument). An operator's operand keeps its cast: `x` might bind
/// differently to the operator's precedence. A cast left alone still
/// compiles: its temporary converts to the view.
void TemporaryStringArgumentCheck::planCallEdits(llvm::ArrayRef<Argument> Args,
                                                 StringRef View,
                                                 utils::FixPlan &Plan,
                                                 const SourceManager &SM,
                                                 const LangOptions &LO) const {
  for (const Argument &A : Args) {
    if (A.Form == ArgForm::PointerLength && !isa<CXXDefaultArgExpr>(A.Arg)) {
      planPointerLength(A, View, Plan, SM, LO);
      continue;
    }
    if (A.Form != ArgForm::Explicit || isa<CXXOperatorCallExpr>(A.Call) ||
        isa<CXXDefaultArgExpr>(A.Arg))
      continue;
    std::optional<CharSourceRange> Cast =
        utils::editableRange(A.Cast->getSourceRange(), SM, LO);
    std::optional<CharSourceRange> Operand =
        utils::editableRange(A.Operand->getSourceRange(), SM, LO);
    if (!Cast || !Operand)
      continue;
    Plan.replace(*Cast, Lexer::getSourceText(*Operand, SM, LO));
  }
}

utils::FixPlan
TemporaryStringArgumentCheck::plan(const Candidate &C,
                                   llvm::ArrayRef<Argument> Args,
                                   llvm::ArrayRef<utils::StringUse> Uses,
                                   ASTContext &Ctx) {
  utils::FixPlan Plan;
  if (std::string Why = whyNoFix(C, Args, Uses, Ctx); !Why.empty()) {
    Plan.decline(Why);
    return Plan;
  }
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  const FunctionDecl *FD = C.Function;
  std::string View = *utils::viewSpelling(
      utils::stdBasicString(FD->getParamDecl(C.Index)->getType()->getPointeeType()));
  llvm::SmallVector<std::pair<FileID, SourceLocation>, 2> Files;
  for (const FunctionDecl *D : FD->redecls()) {
    CharSourceRange Type;
    SourceLocation Name;
    if (std::string Why = utils::whyParameterNotEditable(
            D, D->getParamDecl(C.Index), Type, Name, SM, LO);
        !Why.empty()) {
      Plan.decline(Why);
      return Plan;
    }
    // `const std::string &s` ends at `&`: the name needs a space again.
    StringRef After = SM.getCharacterData(Type.getEnd());
    bool Glued = !After.empty() && (isAsciiIdentifierContinue(After[0]));
    Plan.replace(Type, Glued ? View + " " : View);
    // The include must come before the first declaration of its file, which
    // redecls() need not meet first.
    FileID F = SM.getFileID(Type.getBegin());
    auto Known = llvm::find_if(Files, [&](const auto &P) { return P.first == F; });
    if (Known == Files.end())
      Files.push_back({F, Type.getBegin()});
    else if (SM.isBeforeInTranslationUnit(Type.getBegin(), Known->second))
      Known->second = Type.getBegin();
  }
  planCallEdits(Args, View, Plan, SM, LO);
  // The declarations were asked (whyNoFix); a call may be spelled elsewhere,
  // and `std::string_view(p, n)` there is C++17 code too.
  for (const FixItHint &H : Plan.hints())
    if (auto Why = utils::standardRefusal("std::string_view", 17,
                                          H.RemoveRange.getBegin(), SM, LO,
                                          standardLimits())) {
      Plan.decline(*Why);
      return Plan;
    }
  for (const auto &[File, Use] : Files) {
    if (Plan.declined())
      break; // the includes are not spent on a fix that is not offered
    planInclude(Plan, File, "<string_view>", Use);
  }
  return Plan;
}

// --- Emitter -------------------------------------------------------------------

/// "a string literal", "a 'const char *'", "'std::string(x)' of a
/// 'std::string_view'": what the call passes.
static std::string describe(const Argument &A, const ASTContext &Ctx) {
  PrintingPolicy Policy(Ctx.getLangOpts());
  Policy.SuppressTagKeyword = true;
  switch (A.Form) {
  case ArgForm::Literal:
    return "a string literal";
  case ArgForm::Pointer:
    return "a '" +
           A.Operand->IgnoreParenImpCasts()->getType().getAsString(Policy) + "'";
  case ArgForm::PointerLength:
    // `buf.data()` of a vector<char> is a 'const value_type *' as written.
    return "an explicit copy of a '" +
           A.Operand->IgnoreParenImpCasts()->getType().getCanonicalType().getAsString(
               Policy) +
           "' and a length";
  default:
    return "an explicit copy of a '" +
           A.Operand->IgnoreParenImpCasts()->getType().getUnqualifiedType().getAsString(
               Policy) +
           "'";
  }
}

/// Reports one paying call: its cost, where the parameter is, and the fix or
/// why there is none. \p Hints is the whole fix when this call carries it.
bool TemporaryStringArgumentCheck::reportShown(const Candidate &C,
                                               const Argument &A,
                                               llvm::ArrayRef<FixItHint> Hints,
                                               ASTContext &Ctx) {
  const ParmVarDecl *Param = C.Function->getParamDecl(C.Index);
  const ClassTemplateSpecializationDecl *Str =
      utils::stdBasicString(Param->getType()->getPointeeType());
  QualType Char = Str->getTemplateArgs()[0].getAsType();
  std::string Allocates;
  if (const auto *Literal = A.Form == ArgForm::Literal
                                ? dyn_cast<StringLiteral>(A.Operand->IgnoreParenImpCasts())
                                : nullptr;
      Literal &&
      Literal->getLength() > utils::smallStringCapacity(Str, Ctx))
    Allocates = ", allocating on the heap,";
  unsigned SilencedBefore = TidyContext->getStats().ErrorsIgnoredNOLINT;
  SourceLocation At = A.Arg->getBeginLoc();
  if (At.isInvalid() || isa<CXXDefaultArgExpr>(A.Arg))
    At = A.Call->getBeginLoc();
  diag(At, "passing %0 to '%1' builds a temporary '%2'%3 on every call; its "
           "parameter '%4' only reads it and could be a '%5'")
      << describe(A, Ctx) << C.Function->getName()
      << utils::stdStringAlias(Char).value_or("std::basic_string") << Allocates
      << Param->getName()
      << utils::viewSpelling(Str).value_or("std::basic_string_view") << Hints;
  noteCost(At, utils::temporaryStringArgumentCost(
                   utils::shapeOf(Str, Ctx, utils::knownLength(A.Operand))));
  return TidyContext->getStats().ErrorsIgnoredNOLINT == SilencedBefore;
}

/// One finding per paying call. The fix edits every declaration, so one
/// finding carries it whole (clang-tidy would drop the same edit offered by
/// several as overlapping): the first that clang-tidy shows (a NOLINT comment
/// silences a finding and its fix-its). In an editor each quick fix is
/// applied alone, so there every finding carries it.
void TemporaryStringArgumentCheck::emit(const Candidate &C,
                                        llvm::ArrayRef<Argument> Args,
                                        const utils::FixPlan &Plan,
                                        ASTContext &Ctx) {
  const ParmVarDecl *Param = C.Function->getParamDecl(C.Index);
  SourceLocation CarriedAt;
  // A call in a template is met again in each instantiation: one finding.
  llvm::SmallPtrSet<const void *, 8> Reported;
  for (const Argument &A : Args) {
    if (A.Form == ArgForm::Fits || A.Form == ArgForm::Blocks ||
        !Reported.insert(A.Call->getBeginLoc().getPtrEncoding()).second)
      continue;
    bool Carries = !Plan.declined() &&
                   (CarriedAt.isInvalid() || areDiagsSelfContained());
    bool Shown = reportShown(C, A, Carries ? Plan.hints()
                                           : llvm::ArrayRef<FixItHint>(),
                             Ctx);
    if (!Shown)
      continue;
    diag(Param->getLocation(), "parameter '%0' declared here",
         DiagnosticIDs::Note)
        << Param->getName();
    if (Plan.declined())
      noteNoFix(Param->getLocation(), Plan.whyNot());
    else if (!Carries)
      diag(CarriedAt, "the fix-it here makes the parameter a view",
           DiagnosticIDs::Note);
    else if (CarriedAt.isInvalid())
      CarriedAt = A.Arg->getBeginLoc().isValid() ? A.Arg->getBeginLoc()
                                                 : A.Call->getBeginLoc();
  }
}

// --- The opaque callee's family ------------------------------------------------
//
// A function declared here and defined in another unit (a library's own
// helper, `int u8_u16(std::vector<w_char> &, const std::string &)`): its
// parameter's uses cannot be read, and its declarations are the other unit's
// to change, so a call that pays is reported with the price and no fix-it.
// Nothing here is judged from the body, so the finding is kept to what the
// call itself shows: a temporary that can allocate (OpaqueCallees).

/// Whether calls to \p Key (a functionKey) belong to this family: a function
/// visible to other units with no body in this one, declared only outside
/// system headers (the project's own), and not virtual (the call does not say
/// which override runs, and another unit's override may need the string).
bool TemporaryStringArgumentCheck::opaqueCallee(const FunctionDecl *Key,
                                                const SourceManager &SM) const {
  if (Key->isDefined() || Key->isDeleted() || Key->isImplicit() ||
      !Key->isExternallyVisible())
    return false;
  if (const auto *M = dyn_cast<CXXMethodDecl>(Key); M && M->isVirtual())
    return false;
  return llvm::none_of(Key->redecls(), [&](const FunctionDecl *D) {
    return SM.isInSystemHeader(SM.getExpansionLoc(D->getLocation()));
  });
}

/// A call a macro's body spells would be reported at every expansion, at a
/// line that does not show it.
static bool spelledByMacroBody(const Expr *Call, const SourceManager &SM) {
  SourceLocation Name = isa<CXXConstructExpr>(Call)
                            ? cast<CXXConstructExpr>(Call)->getLocation()
                            : Call->getExprLoc();
  return Name.isMacroID() && !SM.isMacroArgExpansion(Name);
}

/// A parameter type a character pointer or a view could bind to, or that a
/// template argument spells (it might be one).
static bool takesCharacters(QualType T) {
  T = T.getNonReferenceType();
  if (T->isDependentType() || utils::isStringView(T))
    return true;
  return T->isPointerType() && T->getPointeeType()->isAnyCharacterType();
}

/// Whether another function the call considered takes a character pointer or
/// a view where \p Callee takes the string: the author offers the cheap path,
/// and the call chose the string for reasons the unit shows (its other
/// arguments). A rival whose parameters count differently (a member operator
/// against a non-member one) is asked about every parameter.
bool TemporaryStringArgumentCheck::mayPickCharacterOverload(
    const FunctionDecl *Callee, const Expr *Call, unsigned Index) {
  auto IsMember = [](const FunctionDecl *F) {
    const auto *M = dyn_cast<CXXMethodDecl>(F);
    return M && M->isInstance();
  };
  for (const FunctionDecl *Rival : Rivals->atCall(Callee, Call)) {
    if (utils::functionKey(Rival) == utils::functionKey(Callee))
      continue;
    bool SameCount = IsMember(Rival) == IsMember(Callee);
    for (unsigned I = 0; I < Rival->getNumParams(); ++I)
      if ((!SameCount || I == Index) &&
          takesCharacters(Rival->getParamDecl(I)->getType()))
        return true;
  }
  return false;
}

/// The most characters \p A can put in the temporary, where the source shows
/// it: a literal's or a constant's length, the count of `std::string(p, 3)`,
/// a character array's size less its NUL.
static std::optional<uint64_t> lengthBound(const Argument &A,
                                           const ASTContext &Ctx) {
  if (A.Form == ArgForm::PointerLength) {
    std::optional<llvm::APSInt> N = A.Length->getIntegerConstantExpr(Ctx);
    if (N && !N->isNegative())
      return N->getZExtValue();
    return std::nullopt;
  }
  if (std::optional<uint64_t> Known = utils::knownLength(A.Operand))
    return Known;
  const ConstantArrayType *Array =
      Ctx.getAsConstantArrayType(A.Operand->IgnoreParenImpCasts()->getType());
  if (Array && Array->getSize().getZExtValue() > 0)
    return Array->getSize().getZExtValue() - 1;
  return std::nullopt;
}

/// `s.c_str()` or `s.data()` of a std::basic_string (`p->c_str()` too): the
/// temporary is a copy of a string the caller holds, which it can pass as it
/// is (strcost-redundant-length-scan's finding and fix).
static bool charactersOfString(const Expr *Pointer) {
  const auto *Call =
      Pointer ? dyn_cast<CXXMemberCallExpr>(Pointer->IgnoreParenImpCasts()) : nullptr;
  const CXXMethodDecl *Method = Call ? Call->getMethodDecl() : nullptr;
  if (!Method || !Method->getIdentifier() ||
      (Method->getName() != "c_str" && Method->getName() != "data"))
    return false;
  return utils::stdBasicString(Call->getObjectType()) != nullptr;
}

void TemporaryStringArgumentCheck::judgeOpaqueArgument(const Expr *Call,
                                                       const FunctionDecl *Callee,
                                                       unsigned Index,
                                                       ASTContext &Ctx) {
  QualType T = Callee->getParamDecl(Index)->getType();
  if (!T->isLValueReferenceType() || !T->getPointeeType().isConstQualified() ||
      T->getPointeeType().isVolatileQualified())
    return;
  const ClassTemplateSpecializationDecl *Str =
      utils::stdBasicString(T->getPointeeType());
  if (!Str)
    return;
  // A parameter a template argument spells: a view there would change what
  // is deduced, and other instantiations may need the string.
  if (const FunctionDecl *Pattern = Callee->getTemplateInstantiationPattern();
      Pattern && (Index >= Pattern->getNumParams() ||
                  Pattern->getParamDecl(Index)->getType()->isDependentType()))
    return;
  const Expr *Written = utils::argumentFor(Call, Callee, Index);
  if (!Written)
    return;
  Argument A = classifyWritten(Written, Str);
  A.Call = Call;
  A.Callee = Callee;
  // A copy of the caller's own string is the caller's to drop; what remains
  // is what only the callee's parameter can save.
  if (A.Form == ArgForm::Fits || A.Form == ArgForm::Blocks ||
      (A.Form == ArgForm::Explicit &&
       utils::stdBasicString(A.Operand->IgnoreParenImpCasts()->getType())) ||
      ((A.Form == ArgForm::Pointer || A.Form == ArgForm::Explicit) &&
       charactersOfString(A.Operand)))
    return;
  utils::Cost Price = utils::temporaryStringArgumentCost(
      utils::shapeOf(Str, Ctx, lengthBound(A, Ctx)));
  if (OpaqueCallees == OpaqueCalleeKind::Allocating && Price.Allocations == 0)
    return;
  if (mayPickCharacterOverload(Callee, Call, Index))
    return;
  reportOpaque(A, Index, Price, Ctx);
}

void TemporaryStringArgumentCheck::reportOpaqueCallees(ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  llvm::DenseMap<const FunctionDecl *, bool> Opaque; // per functionKey
  for (const Expr *Call : SpelledCalls) {
    const FunctionDecl *Callee =
        isa<CallExpr>(Call) ? cast<CallExpr>(Call)->getDirectCallee()
                            : cast<CXXConstructExpr>(Call)->getConstructor();
    // A call whose arguments a template's parameters still shape (`f(
    // std::string(p, N))`) pays differently in each instantiation.
    if (!Callee || Call->isInstantiationDependent() ||
        spelledByMacroBody(Call, SM))
      continue;
    const FunctionDecl *Key = utils::functionKey(Callee);
    auto [It, New] = Opaque.try_emplace(Key, false);
    if (New)
      It->second = opaqueCallee(Key, SM);
    for (unsigned I = 0; It->second && I < Callee->getNumParams(); ++I)
      judgeOpaqueArgument(Call, Callee, I, Ctx);
  }
}

/// 'src', or "parameter 2" where no declaration names it.
static std::string parameterName(const FunctionDecl *FD, unsigned Index) {
  for (const FunctionDecl *D : FD->redecls())
    if (Index < D->getNumParams() && D->getParamDecl(Index)->getIdentifier())
      return "'" + D->getParamDecl(Index)->getName().str() + "'";
  return "parameter " + std::to_string(Index + 1);
}

void TemporaryStringArgumentCheck::reportOpaque(const Argument &A,
                                                unsigned Index,
                                                const utils::Cost &Price,
                                                ASTContext &Ctx) {
  const ParmVarDecl *Param = A.Callee->getParamDecl(Index);
  const ClassTemplateSpecializationDecl *Str =
      utils::stdBasicString(Param->getType()->getPointeeType());
  QualType Char = Str->getTemplateArgs()[0].getAsType();
  std::string Name = A.Callee->getNameAsString();
  SourceLocation At = A.Arg->getBeginLoc();
  if (At.isInvalid() || isa<CXXDefaultArgExpr>(A.Arg))
    At = A.Call->getBeginLoc();
  diag(At, "passing %0 to '%1' builds a temporary '%2'%3 on every call")
      << describe(A, Ctx) << Name
      << utils::stdStringAlias(Char).value_or("std::basic_string")
      << (A.Form == ArgForm::Literal && Price.Allocations > 0
              ? ", allocating on the heap,"
              : "");
  noteCost(At, Price);
  std::string Parameter = parameterName(A.Callee, Index);
  diag(Param->getLocation(), "%0 declared here", DiagnosticIDs::Note)
      << (Parameter[0] == '\'' ? "parameter " + Parameter : Parameter);
  noteNoFix(Param->getLocation(),
            "'" + Name + "' is defined in another translation unit; if it only "
            "reads " + Parameter + ", a '" +
            utils::viewSpelling(Str).value_or("std::basic_string_view") +
            "' parameter there would remove this temporary");
}

} // namespace clang::tidy::strcost

namespace clang::tidy {
ArrayRef<std::pair<strcost::TemporaryStringArgumentCheck::OpaqueCalleeKind, StringRef>>
OptionEnumMapping<strcost::TemporaryStringArgumentCheck::OpaqueCalleeKind>::getEnumMapping() {
  using K = strcost::TemporaryStringArgumentCheck::OpaqueCalleeKind;
  static constexpr std::pair<K, StringRef> Mapping[] = {
      {K::Allocating, "allocating"}, {K::All, "all"}, {K::None, "none"}};
  return Mapping;
}
} // namespace clang::tidy
