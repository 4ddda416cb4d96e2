//===--- StringByValueParamCheck.cpp - strcost -----------------------------===//
//
// Stages: the matchers collect candidates and every mention of a function that
// may be one (check); at the end of the translation unit the classifier judges
// each candidate from its uses (utils::StringUses), callers and rivals (judge);
// the planner turns a verdict into edits (planMove, planReadOnly); the emitter
// reports them with the includes of each file on one diagnostic (report).
//
//===----------------------------------------------------------------------===//

#include "StringByValueParamCheck.h"
#include "utils/AliasingWrites.h"
#include "utils/LlvmCompat.h"
#include "utils/Matchers.h"
#include "utils/ParameterRetype.h"
#include "utils/OverloadRivals.h"
#include "utils/SourceUtils.h"
#include "utils/StringTypes.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Lex/Lexer.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost {

using utils::StringUse;
using utils::StringUseKind;

// --- Callers ------------------------------------------------------------------

/// True when the argument \p Arg, which initialises a by-value \p Str
/// parameter, would initialise a view of it just as well: a string of the same
/// type (an lvalue or a temporary that lives to the end of the call), or a
/// character pointer. Anything else (a class with `operator std::string`, a
/// braced list, a count and a character) may need std::string's constructors.
static bool argumentAllowsView(const Expr *Arg,
                               const ClassTemplateSpecializationDecl *Str,
                               const ASTContext &Ctx) {
  Arg = utils::argumentBelowTemporaries(Arg);
  if (!Arg)
    return false;
  auto SameString = [&](QualType T) {
    const ClassTemplateSpecializationDecl *S = utils::stdBasicString(T);
    return S && S->getCanonicalDecl() == Str->getCanonicalDecl();
  };
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


// --- The check ------------------------------------------------------------------

StringByValueParamCheck::StringByValueParamCheck(StringRef Name,
                                                 ClangTidyContext *Context)
    : StrcostCheck(Name, Context),
      PreferredFix(enumOption("PreferredFix", PreferredFixKind::Auto)),
      CopiedOnceFix(enumOption("CopiedOnceFix", CopiedOnceFixKind::Move)),
      IgnoredTypesOption(stringOption("IgnoredTypes", "")),
      IgnoredFunctionsOption(stringOption("IgnoredFunctions", "")),
      IgnoredTypes(readRegex("IgnoredTypes", IgnoredTypesOption)),
      IgnoredFunctions(readRegex("IgnoredFunctions", IgnoredFunctionsOption)) {}

/// The regular expression of \p Option; none when it is empty, and a
/// configuration error when it does not compile.
std::optional<llvm::Regex>
StringByValueParamCheck::readRegex(StringRef Option, StringRef Value) {
  if (Value.empty())
    return std::nullopt;
  llvm::Regex R(Value);
  std::string Error;
  if (!R.isValid(Error)) {
    configurationError("invalid regular expression '" + Value +
                       "' for option '" + Option + "' of check '" + getID() +
                       "': " + Error);
    return std::nullopt;
  }
  return R;
}

void StringByValueParamCheck::storeOptions(ClangTidyOptions::OptionMap &Opts) {
  Options.store(Opts, "PreferredFix", PreferredFix);
  Options.store(Opts, "CopiedOnceFix", CopiedOnceFix);
  Options.store(Opts, "IgnoredTypes", IgnoredTypesOption);
  Options.store(Opts, "IgnoredFunctions", IgnoredFunctionsOption);
  storeStandardOptions(Opts);
  storeConditionalCode(Opts);
  storeIncludeOptions(Opts);
}

// --- Matchers ------------------------------------------------------------------

// The check sees every function declaration, reference, member expression,
// call and construction of the unit. As clang matchers (nested `hasDeclaration`,
// `callee`, `eachOf`, a new matcher built by `callee` at every call) that cost
// about 4% of the parse; here each node kind has one matcher that asks the
// cheapest question first, with the same results and bindings.

namespace {
using utils::MatchSet;

bool isStdStringRecord(QualType T) {
  const auto *Record = dyn_cast<RecordType>(T.getCanonicalType().getTypePtr());
  return Record && utils::isStdClass(dyn_cast<ClassTemplateSpecializationDecl>(
                                         Record->getDecl()),
                                     "basic_string");
}

/// A parameter of type std::basic_string: hasAnyParameter(parmVarDecl(hasType(
/// hasCanonicalType(recordType(hasDeclaration(classTemplateSpecializationDecl(
/// hasName("::std::basic_string")))))))).
bool hasStringParameter(const FunctionDecl &FD) {
  return llvm::any_of(FD.parameters(), [](const ParmVarDecl *P) {
    return isStdStringRecord(P->getType());
  });
}

/// \p D is a function with a std::string parameter; asked once per
/// declaration, as \p D is met at each of its mentions.
const FunctionDecl *stringTaker(const Decl *D, utils::DeclAnswers &Cache) {
  const auto *FD = dyn_cast_or_null<FunctionDecl>(D);
  if (!FD)
    return nullptr;
  auto [It, Inserted] = Cache.try_emplace(FD, false);
  if (Inserted)
    It->second = hasStringParameter(*FD);
  return It->second ? FD : nullptr;
}

/// std::function and its kin, which store a closure they are given.
bool isFunctionWrapper(const CXXRecordDecl *RD) {
  return utils::isStdClass(RD, "function") ||
         utils::isStdClass(RD, "move_only_function") ||
         utils::isStdClass(RD, "copyable_function") ||
         utils::isStdClass(RD, "function_ref");
}

/// The lambda's class of the first argument (past implicit nodes) that is a
/// closure: hasAnyArgument(ignoringImplicit(expr(hasType(hasCanonicalType(
/// recordType(hasDeclaration(cxxRecordDecl(isLambda())))))))).
const CXXRecordDecl *closureArgument(llvm::ArrayRef<const Expr *> Args) {
  for (const Expr *Arg : Args) {
    QualType T = Arg->IgnoreImplicit()->getType().getCanonicalType();
    const auto *Record = dyn_cast<RecordType>(T.getTypePtr());
    const auto *RD =
        Record ? dyn_cast<CXXRecordDecl>(Record->getDecl()) : nullptr;
    if (RD && RD->isLambda())
      return RD;
  }
  return nullptr;
}

template <typename T> DynTypedNode boundNode(const T *N) {
  return DynTypedNode::create(*N);
}

/// A definition the check may change: the cheap facts first (every function
/// declaration of the unit meets this, most of them in system headers).
AST_MATCHER(FunctionDecl, isCandidateDefinition) {
  if (!Node.isThisDeclarationADefinition() || Node.isImplicit() ||
      Node.isDeleted() || Node.isDefaulted())
    return false;
  switch (Node.getTemplateSpecializationKind()) {
  case TSK_ImplicitInstantiation:
  case TSK_ExplicitInstantiationDefinition:
  case TSK_ExplicitSpecialization:
    return false;
  default:
    break;
  }
  if (!hasStringParameter(Node))
    return false;
  const SourceManager &SM = Finder->getASTContext().getSourceManager();
  SourceLocation Expansion = SM.getExpansionLoc(Node.getBeginLoc());
  return Expansion.isInvalid() || !SM.isInSystemHeader(Expansion);
}

/// A mention of a function that could be a candidate ("target").
AST_MATCHER_P(DeclRefExpr, refersToStringTaker, utils::DeclAnswers *, Cache) {
  const FunctionDecl *Target = stringTaker(Node.getDecl(), *Cache);
  if (Target)
    Builder->setBinding("target", boundNode(Target));
  return Target;
}
AST_MATCHER_P(MemberExpr, namesStringTaker, utils::DeclAnswers *, Cache) {
  const FunctionDecl *Target = stringTaker(Node.getMemberDecl(), *Cache);
  if (Target)
    Builder->setBinding("target", boundNode(Target));
  return Target;
}

/// A call of a possible candidate ("call"), a lambda's conversion to a
/// function pointer, or a closure given to std::function's operator
/// ("closure"): one result per pattern met, as eachOf gave.
AST_MATCHER_P(CallExpr, stringByValueParamCall, utils::DeclAnswers *, Cache) {
  MatchSet Out(*Builder);
  const Decl *Callee = Node.getCalleeDecl();
  if (stringTaker(Callee, *Cache))
    Out.add({{"call", boundNode(&Node)}});
  if (const auto *Conversion = dyn_cast_or_null<CXXConversionDecl>(Callee);
      Conversion && isa<CXXMemberCallExpr>(Node) &&
      Conversion->getParent()->isLambda())
    Out.add({{"closure", boundNode(Conversion->getParent())}});
  if (const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Callee);
      Method && isa<CXXOperatorCallExpr>(Node) &&
      isFunctionWrapper(Method->getParent()))
    if (const CXXRecordDecl *Closure = closureArgument(
            llvm::ArrayRef(Node.getArgs(), Node.getNumArgs())))
      Out.add({{"closure", boundNode(Closure)}});
  return Out.commit(Builder);
}

/// A construction by a possible candidate ("construct", "target"), or of a
/// std::function from a closure ("closure").
AST_MATCHER_P(CXXConstructExpr, stringByValueParamConstruct,
              utils::DeclAnswers *, Cache) {
  MatchSet Out(*Builder);
  const CXXConstructorDecl *Ctor = Node.getConstructor();
  if (const FunctionDecl *Target = stringTaker(Ctor, *Cache))
    Out.add({{"target", boundNode(Target)}, {"construct", boundNode(&Node)}});
  if (Ctor && isFunctionWrapper(Ctor->getParent()))
    if (const CXXRecordDecl *Closure = closureArgument(
            llvm::ArrayRef(Node.getArgs(), Node.getNumArgs())))
      Out.add({{"closure", boundNode(Closure)}});
  return Out.commit(Builder);
}
/// A `const std::basic_string<...> &` parameter type: the sink family's.
const ClassTemplateSpecializationDecl *constStringReference(QualType T) {
  if (!T->isLValueReferenceType())
    return nullptr;
  QualType Pointee = T->getPointeeType();
  if (!Pointee.isConstQualified() || Pointee.isVolatileQualified())
    return nullptr;
  return utils::stdBasicString(Pointee);
}

/// A constructor definition the sink family may change: written by the
/// user, not a template's (another instantiation could pass other types),
/// and taking some `const std::string &`.
AST_MATCHER(CXXConstructorDecl, isSinkCandidate) {
  if (!Node.isThisDeclarationADefinition() || Node.isImplicit() ||
      Node.isDeleted() || Node.isDefaulted() || Node.isDependentContext() ||
      Node.getTemplateSpecializationKind() != TSK_Undeclared ||
      Node.getParent()->getTemplateSpecializationKind() != TSK_Undeclared)
    return false;
  if (llvm::none_of(Node.parameters(), [](const ParmVarDecl *P) {
        return constStringReference(P->getType());
      }))
    return false;
  const SourceManager &SM = Finder->getASTContext().getSourceManager();
  SourceLocation Expansion = SM.getExpansionLoc(Node.getBeginLoc());
  return Expansion.isInvalid() || !SM.isInSystemHeader(Expansion);
}

/// A construction that binds a temporary to a `const std::string &`
/// parameter: what the sink family saves a copy of.
AST_MATCHER(CXXConstructExpr, givesStringTemporary) {
  const CXXConstructorDecl *Ctor = Node.getConstructor();
  if (!Ctor)
    return false;
  for (unsigned I = 0; I < Node.getNumArgs() && I < Ctor->getNumParams(); ++I)
    if (constStringReference(Ctor->getParamDecl(I)->getType()) &&
        isa<MaterializeTemporaryExpr>(Node.getArg(I)->IgnoreParens()))
      return true;
  return false;
}
} // namespace

void StringByValueParamCheck::registerMatchers(MatchFinder *Host) {
  if (!configurationValid())
    return;
  MatchFinder *Finder = &userCode(Host);
  Finder->addMatcher(functionDecl(isCandidateDefinition()).bind("function"),
                     this);
  // Every mention of a function that could be a candidate: a call (whose
  // arguments decide whether a view fits) or anything else (its address or
  // type is used, and its signature must not change). Which mentions are
  // callees is read from the calls, top-down.
  Finder->addMatcher(
      declRefExpr(refersToStringTaker(&TakesStringByValue)).bind("ref"), this);
  Finder->addMatcher(
      memberExpr(namesStringTaker(&TakesStringByValue)).bind("ref"), this);
  // Calls and constructions: of a candidate, and of lambdas whose type is
  // observed (converted to a function pointer or stored in a std::function).
  Finder->addMatcher(callExpr(stringByValueParamCall(&TakesStringByValue)),
                     this);
  Finder->addMatcher(
      cxxConstructExpr(stringByValueParamConstruct(&TakesStringByValue)), this);
  // The sink family: constructors copying a const& string into a member, and
  // the constructions that give such a parameter a temporary.
  Finder->addMatcher(cxxConstructorDecl(isSinkCandidate()).bind("sink-ctor"),
                     this);
  Finder->addMatcher(cxxConstructExpr(givesStringTemporary()).bind("sink-construct"),
                     this);
}

void StringByValueParamCheck::check(const MatchFinder::MatchResult &Result) {
  Context = Result.Context;
  const BoundNodes &Nodes = Result.Nodes;
  if (const auto *Closure = Nodes.getNodeAs<CXXRecordDecl>("closure")) {
    EscapedClosures.insert(Closure->getCanonicalDecl());
    return;
  }
  if (const auto *Ctor = Nodes.getNodeAs<CXXConstructorDecl>("sink-ctor"))
    return collectSinks(Ctor, *Result.Context);
  if (const auto *E = Nodes.getNodeAs<CXXConstructExpr>("sink-construct"))
    return noteTemporaryArguments(E);
  if (Uses.record(Nodes))
    return;
  if (const auto *FD = Nodes.getNodeAs<FunctionDecl>("function"))
    collectCandidates(FD, *Result.Context);
}

void StringByValueParamCheck::collectCandidates(const FunctionDecl *FD,
                                                const ASTContext &Ctx) {
  // A template body left unparsed (-fdelayed-template-parsing, the default for
  // the MSVC target) counts as a definition with no body: it shows no use of
  // the parameter, so it is not judged. Instantiated templates have been
  // parsed by now and are judged as in any other mode.
  if (FD->isLateTemplateParsed() || !FD->getBody())
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
  PrintingPolicy Policy(Ctx.getLangOpts());
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
         IgnoredTypes->match(
             T.getCanonicalType().getUnqualifiedType().getAsString(Policy))))
      continue;
    Candidates.push_back({FD, I});
  }
}

void StringByValueParamCheck::onEndOfTranslationUnit() {
  if (Context) {
    Uses.finish();
    for (unsigned I = 0; I < Candidates.size(); ++I)
      CandidateOf.try_emplace({utils::functionKey(Candidates[I].Function), Candidates[I].Index}, I);
    Rivals.emplace(*Context);
    References.emplace();
    Findings.assign(Candidates.size(), Finding());
    States.assign(Candidates.size(), State::Unvisited);
    for (unsigned I = 0; I < Candidates.size(); ++I)
      analyse(I, *Context);
    judgeSinks(*Context);
    report(*Context);
  }
  Candidates.clear();
  SinkCandidates.clear();
  TemporaryGiven.clear();
  Uses.clear();
  TakesStringByValue.clear();
  EscapedClosures.clear();
  Findings.clear();
  States.clear();
  CandidateOf.clear();
  Rivals.reset();
  References.reset();
  Decided.clear();
  Context = nullptr;
}

// --- The sink family ------------------------------------------------------------
//
// `Node(const std::string &path) : path_(path)` given a temporary
// (`new Node(piece.AsString())`) makes two strings where one would do: the
// temporary, then the member's copy of it. Taken by value and moved into the
// member, the parameter is the temporary itself (an lvalue argument still
// costs one copy, plus a move). Constructors only: a setter's `s_ = s` reuses
// the member's buffer, which a moved-in parameter would replace.

namespace {
/// The mentions of one parameter under a statement.
class ParamMentions : public RecursiveASTVisitor<ParamMentions> {
public:
  explicit ParamMentions(const ParmVarDecl *P) : Param(P) {}
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (E->getDecl() == Param)
      Found.push_back(E);
    return true;
  }
  const ParmVarDecl *Param;
  llvm::SmallVector<const DeclRefExpr *, 2> Found;
};

/// The member whose initializer copies \p Ref (`m(p)` or `m{p}`), when the
/// copy constructs the member's own string type from the parameter alone.
const FieldDecl *memberCopying(const CXXConstructorDecl *Ctor,
                               const DeclRefExpr *Ref) {
  for (const CXXCtorInitializer *Init : Ctor->inits()) {
    if (!Init->isMemberInitializer() || !Init->isWritten())
      continue;
    const auto *Copy = dyn_cast<CXXConstructExpr>(Init->getInit()->IgnoreImplicit());
    if (!Copy || Copy->getNumArgs() != 1 ||
        !Copy->getConstructor()->isCopyConstructor() ||
        Copy->getArg(0)->IgnoreParenImpCasts() != Ref)
      continue;
    QualType Member = Init->getMember()->getType();
    if (Member->isReferenceType() ||
        Member.getCanonicalType().getUnqualifiedType() !=
            Ref->getType().getCanonicalType().getUnqualifiedType())
      continue;
    return Init->getMember();
  }
  return nullptr;
}
} // namespace

void StringByValueParamCheck::collectSinks(const CXXConstructorDecl *Ctor,
                                           const ASTContext &Ctx) {
  // Before C++11 there is no move; a template body left unparsed shows no use.
  if (!Ctx.getLangOpts().CPlusPlus11 || Ctor->isLateTemplateParsed() ||
      !Ctor->getBody() || Ctor->getLocation().isMacroID())
    return;
  if (IgnoredFunctions && IgnoredFunctions->match(Ctor->getQualifiedNameAsString()))
    return;
  PrintingPolicy Policy(Ctx.getLangOpts());
  for (unsigned I = 0; I < Ctor->getNumParams(); ++I) {
    const ParmVarDecl *P = Ctor->getParamDecl(I);
    if (!constStringReference(P->getType()) || !P->getIdentifier())
      continue;
    QualType Str = P->getType()->getPointeeType().getUnqualifiedType();
    if (IgnoredTypes && IgnoredTypes->match(Str.getAsString(Policy)))
      continue;
    // Any other mention (read, address taken, an unevaluated operand) and
    // the parameter is more than the member's source: not reported.
    ParamMentions Mentions(P);
    for (const CXXCtorInitializer *Init : Ctor->inits())
      if (Init->isWritten())
        Mentions.TraverseStmt(Init->getInit());
    Mentions.TraverseStmt(Ctor->getBody());
    if (Mentions.Found.size() != 1)
      continue;
    if (const FieldDecl *Member = memberCopying(Ctor, Mentions.Found[0]))
      SinkCandidates.push_back({Ctor, I, Member, Mentions.Found[0]});
  }
}

void StringByValueParamCheck::noteTemporaryArguments(const CXXConstructExpr *E) {
  const CXXConstructorDecl *Ctor = E->getConstructor();
  for (unsigned I = 0; I < E->getNumArgs() && I < Ctor->getNumParams(); ++I)
    if (isa<MaterializeTemporaryExpr>(E->getArg(I)->IgnoreParens()))
      TemporaryGiven.insert({Ctor->getCanonicalDecl(), I});
}

/// Why the parameter cannot simply become a value: a constructor beside it
/// that calls could then choose instead, a string whose copy and move differ
/// in more than the buffer, or a type another configuration chooses.
std::string StringByValueParamCheck::whyNoSinkFix(const SinkCandidate &S) const {
  const CXXConstructorDecl *Ctor = S.Ctor;
  const CXXRecordDecl *RD = Ctor->getParent();
  for (const Decl *D : RD->decls()) {
    if (const auto *T = dyn_cast<FunctionTemplateDecl>(D);
        T && isa<CXXConstructorDecl>(T->getTemplatedDecl()))
      return "the class has a constructor template, which a call could choose "
             "instead once the parameter is a value";
    if (const auto *U = dyn_cast<UsingDecl>(D);
        U && U->getDeclName().getNameKind() == DeclarationName::CXXConstructorName)
      return "the class inherits constructors, which a call could choose "
             "instead once the parameter is a value";
  }
  for (const CXXConstructorDecl *Other : RD->ctors()) {
    if (Other->getCanonicalDecl() == Ctor->getCanonicalDecl() ||
        Other->isCopyOrMoveConstructor() ||
        (Other->isDeleted() && Other->isImplicit()))
      continue;
    bool Overlap = Other->getMinRequiredArguments() <= Ctor->getNumParams() &&
                   (Other->isVariadic() ||
                    Ctor->getMinRequiredArguments() <= Other->getNumParams());
    if (!Overlap)
      continue;
    std::string Signature = RD->getName().str() + "(";
    for (const ParmVarDecl *P : Other->parameters())
      Signature += (P->getFunctionScopeIndex() ? ", " : "") +
                   P->getType().getAsString(RD->getASTContext().getPrintingPolicy());
    return "another constructor takes as many arguments ('" + Signature +
           ")'): a call could choose differently, or no longer choose, once "
           "the parameter is a value";
  }
  const ClassTemplateSpecializationDecl *Str =
      constStringReference(Ctor->getParamDecl(S.Index)->getType());
  const TemplateArgumentList &Args = Str->getTemplateArgs();
  const CXXRecordDecl *Alloc =
      Args.size() > 2 ? Args[2].getAsType()->getAsCXXRecordDecl() : nullptr;
  if (!Alloc || !utils::isStdClass(Alloc, "allocator"))
    return "the string's allocator is not std::allocator: the member's copy "
           "takes the allocator the string type selects for a copy, a move "
           "takes the argument's";
  return whyParameterChosenByPreprocessor(Ctor, S.Index);
}

StringByValueParamCheck::Finding
StringByValueParamCheck::planSink(const SinkCandidate &S, ASTContext &Ctx) const {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  Finding Out;
  Out.Kind = Finding::FixKind::Sink;
  Out.Param = S.Ctor->getParamDecl(S.Index);
  Out.Written = Out.Param->getType().getAsString(PrintingPolicy(LO));
  Out.Suggested = S.Member->getName().str();
  Out.NoFixAt = Out.Param->getLocation();
  if (std::string Why = whyNoSinkFix(S); !Why.empty()) {
    Out.Plan.decline(Why);
    return Out;
  }
  for (const FunctionDecl *D : S.Ctor->redecls()) {
    const ParmVarDecl *PD = D->getParamDecl(S.Index);
    CharSourceRange Type;
    SourceLocation Name;
    if (std::string Why = utils::whyParameterNotEditable(D, PD, Type, Name, SM, LO);
        !Why.empty()) {
      Out.Plan.decline(Why);
      return Out;
    }
    // The type as written without its `const` and `&` (an alias stays).
    auto Ref = PD->getTypeSourceInfo()->getTypeLoc().getAs<LValueReferenceTypeLoc>();
    std::optional<CharSourceRange> Value =
        Ref ? utils::editableRange(
                  Ref.getPointeeLoc().getUnqualifiedLoc().getSourceRange(), SM, LO)
            : std::nullopt;
    if (!Value) {
      Out.Plan.decline("the parameter's type is spelled inside a macro");
      return Out;
    }
    std::string Text = Lexer::getSourceText(*Value, SM, LO).str();
    // `const std::string &s` ends at `&`: the name needs a space again.
    StringRef After = SM.getCharacterData(Type.getEnd());
    if (!After.empty() && isAsciiIdentifierContinue(After[0]))
      Text += " ";
    Out.Plan.replace(Type, Text);
  }
  std::optional<CharSourceRange> Copied =
      utils::editableRange(S.Copied->getSourceRange(), SM, LO);
  if (!Copied) {
    Out.Plan = utils::FixPlan();
    Out.Plan.decline("the member's initializer is spelled inside a macro");
    Out.NoFixAt = S.Copied->getBeginLoc();
    return Out;
  }
  Out.Plan.insert(Copied->getBegin(), "std::move(");
  Out.Plan.insert(Copied->getEnd(), ")");
  Out.Includes.push_back({SM.getFileID(Copied->getBegin()), "<utility>"});
  return Out;
}

/// Reports the constructors' parameters that some construction of this unit
/// gives a temporary; the others cost nothing a value would save.
void StringByValueParamCheck::judgeSinks(ASTContext &Ctx) {
  for (const SinkCandidate &S : SinkCandidates)
    if (TemporaryGiven.contains({S.Ctor->getCanonicalDecl(), S.Index}))
      Findings.push_back(planSink(S, Ctx));
}

// --- Classifier --------------------------------------------------------------

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

StringByValueParamCheck::Finding
StringByValueParamCheck::judge(const Candidate &C, ASTContext &Ctx) {
  Finding Out;
  Out.Param = C.Function->getParamDecl(C.Index);
  if (!isJudged(C))
    return Out;
  llvm::SmallVector<StringUse, 8> Uses;
  if (!resolveUses(C, Ctx, Uses))
    return Out;
  // The classic `std::string tmp(par); return tmp;`: the parameter is copied
  // once more. Moving it there makes the call cost one copy for an lvalue
  // argument and none for a temporary; a const& would cost one copy always.
  if (Uses.size() == 1 && Uses[0].Kind == StringUseKind::Copy && Uses[0].Ref &&
      !Out.Param->getType().isConstQualified() &&
      Ctx.getLangOpts().CPlusPlus11 &&
      CopiedOnceFix == CopiedOnceFixKind::Move && !Uses[0].Repeats)
    Out = planMove(C, Uses[0], Ctx);
  else
    Out = planReadOnly(C, Uses, Ctx);
  // The finding stands for this configuration; the fix may not for another,
  // which is the most fundamental reason: it replaces any other.
  if (std::string Why = whyConfigurationDependent(
          C, Uses, Out.Kind == Finding::FixKind::ReadOnly);
      !Why.empty()) {
    Out.Plan = utils::FixPlan();
    Out.Plan.decline(Why);
    Out.NoFixAt = Out.Param->getLocation();
    Out.Includes.clear();
  }
  return Out;
}

/// Why what the verdict rests on may differ in another configuration: the
/// parameter's type is chosen by the preprocessor, the function's skipped
/// code (or a macro chosen by #if) names the parameter, or a move or copy
/// into another function is judged from a function chosen by #if (cxxopts'
/// `toLocalString`, a sink in one configuration and a forwarding template in
/// the other), when \p ReadOnly: a reference parameter would then be copied
/// where the by-value one was moved. (Moving a copy that is made once is
/// right whatever takes it.) Empty when nothing does.
std::string StringByValueParamCheck::whyConfigurationDependent(
    const Candidate &C, llvm::ArrayRef<StringUse> Uses, bool ReadOnly) const {
  if (std::string Why = whyParameterChosenByPreprocessor(C.Function, C.Index);
      !Why.empty())
    return Why;
  for (const StringUse &U : Uses)
    if (ReadOnly && (U.Sink || U.Move))
      if (auto Choice = conditionals().calleeChoice(U.Callee, U.location()))
        return Choice->reason() + ", which decides whether the string is "
                                  "moved or copied";
  return "";
}

/// Why parameter \p Index of \p FD may be another in another configuration:
/// a declaration's type chosen by #if, or the function's skipped code naming
/// it. Empty when neither.
std::string StringByValueParamCheck::whyParameterChosenByPreprocessor(
    const FunctionDecl *FD, unsigned Index) const {
  const utils::ConditionalCode &CC = conditionals();
  for (const FunctionDecl *D : FD->redecls())
    if (auto Choice = CC.declTypeChoice(D->getParamDecl(Index)))
      return Choice->reason();
  if (auto Choice = CC.skippedMention(FD->getSourceRange(),
                                      FD->getParamDecl(Index)->getName()))
    return Choice->reason();
  return "";
}

/// Why a view is not offered although every use reads through one: a use
/// goes to a function chosen by #if, whose twin in another configuration may
/// need a std::string. Empty when nothing stands in the way.
std::string StringByValueParamCheck::whyViewConfigurationDependent(
    llvm::ArrayRef<StringUse> Uses) const {
  for (const StringUse &U : Uses)
    if (U.Kind == StringUseKind::View && U.Callee)
      if (auto Choice = conditionals().calleeChoice(U.Callee, U.location()))
        return Choice->reason();
  return "";
}

/// Candidates whose signature nothing outside the fix's reach depends on.
bool StringByValueParamCheck::isJudged(const Candidate &C) const {
  const FunctionDecl *FD = C.Function;
  if (Uses.typeObserved(FD))
    return false;
  if (FD->isTemplated() && !utils::isInstantiatedTemplate(FD))
    return false;
  if (const auto *M = dyn_cast<CXXMethodDecl>(FD))
    if (M->getParent()->isLambda() &&
        EscapedClosures.count(M->getParent()->getCanonicalDecl()))
      return false;
  return true;
}

/// Every use of the parameter, with the moves and copies into another
/// candidate's parameter settled; false at the first use that rules out any
/// fix.
bool StringByValueParamCheck::resolveUses(
    const Candidate &C, ASTContext &Ctx,
    llvm::SmallVectorImpl<StringUse> &Uses) {
  const ParmVarDecl *Param = C.Function->getParamDecl(C.Index);
  utils::StringUses All = utils::StringUses::collect(C.Function, Param, Ctx);
  for (StringUse U : All.uses()) {
    // Moved into a parameter this check turns into a reference in the same
    // run: after both fixes the move hands over a reference, a read.
    if (U.Kind == StringUseKind::MovedInto)
      U.Kind = becomesReference(U.Sink, U.SinkIndex, Param, Ctx)
                   ? StringUseKind::ConstRef
                   : StringUseKind::Decline;
    // Likewise a copy into such a parameter: moving it there would be
    // pointless after both fixes.
    else if (U.Kind == StringUseKind::Copy && U.Sink &&
             becomesReference(U.Sink, U.SinkIndex, Param, Ctx))
      U.Kind = StringUseKind::ConstRef;
    if (U.Kind == StringUseKind::Decline)
      return false;
    Uses.push_back(U);
  }
  return true;
}

bool StringByValueParamCheck::becomesReference(const FunctionDecl *Sink,
                                               unsigned SinkIndex,
                                               const ParmVarDecl *From,
                                               ASTContext &Ctx) {
  if (!Sink)
    return false;
  auto It = CandidateOf.find({utils::functionKey(Sink), SinkIndex});
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

/// A view, where every use allows it, the options ask for one, and no caller
/// in another file or through a conversion can tell.
bool StringByValueParamCheck::usesAndOptionsAllowView(
    const Candidate &C, llvm::ArrayRef<StringUse> Uses, const LangOptions &LO,
    const SourceManager &SM) const {
  const FunctionDecl *FD = C.Function;
  bool AllView = llvm::all_of(
      Uses, [](const StringUse &U) { return U.Kind == StringUseKind::View; });
  if (!AllView || !LO.CPlusPlus17 || PreferredFix == PreferredFixKind::ConstRef ||
      !utils::viewSpelling(utils::stdBasicString(FD->getParamDecl(C.Index)->getType())))
    return false;
  // A static function in a header has other callers in each file that
  // includes it; their fixes must agree.
  if (PreferredFix != PreferredFixKind::StringView &&
      (FD->isExternallyVisible() ||
       !SM.isInMainFile(SM.getExpansionLoc(FD->getLocation()))))
    return false;
  if (utils::isOverloaded(FD))
    return false;
  // `Widget w = str;` converts once to Widget; through a view it would take
  // two user-defined conversions.
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(FD))
    return !Ctor->isConvertingConstructor(/*AllowExplicit=*/false);
  return true;
}

/// Every argument the callers of this file pass, and every default argument,
/// would initialise a view as they initialise the string.
bool StringByValueParamCheck::callersAllowView(const Candidate &C) const {
  const FunctionDecl *FD = C.Function;
  const ClassTemplateSpecializationDecl *Str =
      utils::stdBasicString(FD->getParamDecl(C.Index)->getType());
  for (const Expr *Call : Uses.callsOf(FD)) {
    const Expr *Arg = utils::argumentFor(Call, FD, C.Index);
    if (!Arg || !argumentAllowsView(Arg, Str, *Context))
      return false;
  }
  for (const FunctionDecl *D : FD->redecls()) {
    const ParmVarDecl *PD = D->getParamDecl(C.Index);
    if (PD->hasDefaultArg() && !PD->hasUnparsedDefaultArg() &&
        !PD->hasUninstantiatedDefaultArg() &&
        !argumentAllowsView(PD->getDefaultArg(), Str, *Context))
      return false;
  }
  return true;
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
  for (const Expr *Call : Uses.callsOf(FD)) {
    const Expr *Arg = utils::argumentFor(Call, FD, C.Index);
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
      ArgTypes.push_back(utils::recordTypeOf(Ctx, M->getParent()));
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

/// True when another overload of \p FD already takes the string by
/// reference (or, for \p UseView, as a view): the fix would redeclare it.
static bool overloadTakesReference(const FunctionDecl *FD, unsigned Index,
                                   bool UseView, const ASTContext &Ctx) {
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
      Same = Ctx.hasSameUnqualifiedType(A, B) ||
             (I == Index && UseView && utils::isStringView(B));
    }
    if (Same)
      return true;
  }
  return false;
}

/// Why the parameter may not become a reference or view at all, whatever
/// the edits: empty when it may.
std::string StringByValueParamCheck::whyNoReference(const Candidate &C,
                                                    bool UseView,
                                                    const RivalReport &Rival,
                                                    ASTContext &Ctx) const {
  const FunctionDecl *FD = C.Function;
  if (std::string Why = utils::respelledBySpecializations(FD); !Why.empty())
    return Why;
  if (utils::isOverloaded(FD) &&
      overloadTakesReference(FD, C.Index, UseView, Ctx))
    return "another overload already takes this string by reference";
  if (Rival.WinsOverReference) {
    PrintingPolicy Policy(Ctx.getLangOpts());
    return "another overload ('" +
           Rival.WinsOverReference->getType().getAsString(Policy) +
           "') would be chosen for some calls once the parameter is a "
           "reference";
  }
  // By value, the parameter is a copy nothing else can change.
  return utils::aliasingWrite(FD, FD->getParamDecl(C.Index), Ctx,
                              aliasingMemo());
}

// --- Planner -------------------------------------------------------------------

StringByValueParamCheck::Finding
StringByValueParamCheck::planMove(const Candidate &C, const StringUse &Copy,
                                  ASTContext &Ctx) const {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  const ParmVarDecl *Param = C.Function->getParamDecl(C.Index);
  const DeclRefExpr *Ref = Copy.Ref;
  Finding Out;
  Out.Param = Param;
  Out.Kind = Finding::FixKind::Move;
  Out.Written = Param->getType().getUnqualifiedType().getAsString(PrintingPolicy(LO));
  std::optional<CharSourceRange> Range =
      utils::editableRange(Ref->getSourceRange(), SM, LO);
  if (!Range) {
    Out.NoFixAt = Ref->getBeginLoc();
    Out.Plan.decline("the copy is spelled inside a macro");
    return Out;
  }
  Out.Plan.insert(Range->getBegin(), "std::move(");
  Out.Plan.insert(Range->getEnd(), ")");
  Out.Includes.push_back({SM.getFileID(Range->getBegin()), "<utility>"});
  return Out;
}


/// The edits of every declaration of the parameter: its type replaced by
/// \p View, or `const` and `&` added; declines at the first declaration
/// that cannot be edited. Collects the files a view's header goes to. `&`
/// goes where each declaration's file puts it.
static void planSignatureEdits(const FunctionDecl *FD, unsigned Index,
                               const std::optional<std::string> &View,
                               utils::FixPlan &Plan,
                               llvm::SmallVectorImpl<FileID> &Files,
                               utils::ReferenceStyle &References,
                               const SourceManager &SM, const LangOptions &LO) {
  for (const FunctionDecl *D : FD->redecls()) {
    const ParmVarDecl *PD = D->getParamDecl(Index);
    CharSourceRange Type;
    SourceLocation Name;
    if (std::string Why = utils::whyParameterNotEditable(D, PD, Type, Name, SM, LO);
        !Why.empty())
      return Plan.decline(Why);
    if (View) {
      Plan.replace(Type, *View);
      if (FileID F = SM.getFileID(Type.getBegin()); !llvm::is_contained(Files, F))
        Files.push_back(F);
      continue;
    }
    // `const` before the type proper: `std::string const` has its own.
    if (!PD->getType().isConstQualified())
      Plan.insert(SM.getFileLoc(PD->getTypeSourceInfo()->getTypeLoc().getBeginLoc()),
                  "const ");
    utils::ReferenceStyle::Placement Amp = utils::ReferenceStyle::place(
        References.of(SM.getFileID(Type.getBegin()), SM), Name.isValid());
    if (!Amp.AfterType.empty())
      Plan.insert(Type.getEnd(), Amp.AfterType);
    if (!Amp.BeforeName.empty())
      Plan.insert(Name, Amp.BeforeName);
  }
}

/// `f(std::move(s))` into a const& or view parameter (or one this run turns
/// into a reference) moves nothing once `s` is a reference: the move would
/// only mislead. Spelled in a macro's body it stays; it still compiles. Its
/// argument must be spelled at the same level as the move (both in the file,
/// or in one macro argument): `std::move(ID(s))` would lose `ID`.
static void planMoveRemovals(llvm::ArrayRef<StringUse> Uses,
                             utils::FixPlan &Plan, const SourceManager &SM,
                             const LangOptions &LO) {
  for (const StringUse &U : Uses) {
    if (!U.Move)
      continue;
    const Expr *A = U.Move->getArg(0);
    FileID Level = SM.getFileID(U.Move->getBeginLoc());
    if (SM.getFileID(U.Move->getRParenLoc()) != Level ||
        SM.getFileID(A->getBeginLoc()) != Level ||
        SM.getFileID(A->getEndLoc()) != Level)
      continue;
    std::optional<CharSourceRange> Call = utils::editableRange(
        SourceRange(U.Move->getBeginLoc(), U.Move->getRParenLoc()), SM, LO);
    std::optional<CharSourceRange> Arg =
        utils::editableRange(A->getSourceRange(), SM, LO);
    if (!Call || !Arg)
      continue;
    Plan.remove(CharSourceRange::getCharRange(Call->getBegin(), Arg->getBegin()));
    Plan.remove(CharSourceRange::getCharRange(Arg->getEnd(), Call->getEnd()));
  }
}

StringByValueParamCheck::Finding
StringByValueParamCheck::planReadOnly(const Candidate &C,
                                      llvm::ArrayRef<StringUse> Uses,
                                      ASTContext &Ctx) {
  const FunctionDecl *FD = C.Function;
  const ParmVarDecl *Param = FD->getParamDecl(C.Index);
  const LangOptions &LO = Ctx.getLangOpts();
  const SourceManager &SM = Ctx.getSourceManager();
  Finding Out;
  Out.Param = Param;
  Out.NoFixAt = Param->getLocation();
  Out.Kind = Finding::FixKind::ReadOnly;
  Out.Written = Param->getType().getUnqualifiedType().getAsString(PrintingPolicy(LO));

  bool UseView = usesAndOptionsAllowView(C, Uses, LO, SM);
  // Any other function a call could consider may win against a view, which
  // needs a user-defined conversion from the string.
  RivalReport Rival = findRivals(C, Ctx);
  UseView = UseView && !Rival.Any && callersAllowView(C);
  if (UseView) {
    Out.ViewNotOffered =
        utils::headerRefusesView(FD, C.Index, standardLimits(), SM, LO);
    if (Out.ViewNotOffered.empty())
      Out.ViewNotOffered = whyViewConfigurationDependent(Uses);
    UseView = Out.ViewNotOffered.empty();
  }
  std::optional<std::string> View;
  if (UseView)
    View = utils::viewSpelling(utils::stdBasicString(Param->getType()));
  Out.Suggested = View ? *View : "const " + Out.Written + " &";

  llvm::SmallVector<FileID, 2> Files;
  if (std::string Why = whyNoReference(C, UseView, Rival, Ctx); !Why.empty())
    Out.Plan.decline(Why);
  else
    planSignatureEdits(FD, C.Index, View, Out.Plan, Files, *References, SM, LO);
  if (Out.Plan.declined())
    return Out;
  for (FileID F : Files)
    Out.Includes.push_back({F, "<string_view>"});
  planMoveRemovals(Uses, Out.Plan, SM, LO);
  return Out;
}

// --- Emitter -------------------------------------------------------------------


/// Which finding carries which file's includes. clang-apply-replacements
/// refuses two different insertions at one offset, even from one diagnostic,
/// and `<string_view>` and `<utility>` usually go to the same place. So each
/// file's headers ride on one diagnostic: the first in the main file that
/// needs any of them (it is shown whatever the header filter), else the first
/// that does. Self-contained diagnostics (clangd) each carry what they need.
std::vector<llvm::SmallVector<std::pair<FileID, StringRef>, 2>>
StringByValueParamCheck::assignIncludes(const SourceManager &SM) const {
  std::vector<llvm::SmallVector<std::pair<FileID, StringRef>, 2>> Inserts(
      Findings.size());
  llvm::DenseMap<FileID, unsigned> Carrier;
  for (int InMain = 1; InMain >= 0; --InMain)
    for (unsigned I = 0; I < Findings.size(); ++I)
      if (!Findings[I].Includes.empty() &&
          SM.isInMainFile(SM.getExpansionLoc(Findings[I].Param->getLocation())) ==
              InMain)
        for (const auto &Need : Findings[I].Includes)
          Carrier.try_emplace(Need.first, I);
  for (unsigned I = 0; I < Findings.size(); ++I)
    for (const auto &Need : Findings[I].Includes) {
      unsigned To = areDiagsSelfContained() ? I : Carrier[Need.first];
      if (!llvm::is_contained(Inserts[To], Need))
        Inserts[To].push_back(Need);
    }
  return Inserts;
}

/// The finding's edits and the include insertions it carries, one insertion
/// per place.
llvm::SmallVector<FixItHint, 8> StringByValueParamCheck::hintsWithIncludes(
    const Finding &F, llvm::ArrayRef<std::pair<FileID, StringRef>> Inserts,
    const SourceManager &SM) {
  llvm::SmallVector<FixItHint, 8> Hints(F.Plan.hints().begin(),
                                        F.Plan.hints().end());
  llvm::SmallVector<FixItHint, 2> Includes;
  for (const auto &[File, Header] : Inserts)
    if (std::optional<FixItHint> Include = Decided[{File, Header.str()}].Hint) {
      if (Header == "<string_view>")
        utils::moveIncludeToPreviousLineEnd(*Include, SM);
      Includes.push_back(*Include);
    }
  llvm::sort(Includes, [&](const FixItHint &A, const FixItHint &B) {
    SourceLocation LA = A.RemoveRange.getBegin(), LB = B.RemoveRange.getBegin();
    if (LA != LB)
      return SM.isBeforeInTranslationUnit(LA, LB);
    return A.CodeToInsert < B.CodeToInsert;
  });
  for (unsigned J = 0; J < Includes.size(); ++J) {
    if (J == 0 || Includes[J - 1].RemoveRange.getBegin() !=
                      Includes[J].RemoveRange.getBegin()) {
      Hints.push_back(Includes[J]);
      continue;
    }
    // The sorter sets a new block of includes apart with a blank line before
    // or after it; the merged block needs it once.
    std::string &Into = Hints.back().CodeToInsert;
    StringRef Next = Includes[J].CodeToInsert;
    if (StringRef(Into).ends_with("\n\n") && Next.ends_with("\n\n"))
      Into.pop_back();
    if (StringRef(Into).starts_with("\n") && Next.starts_with("\n"))
      Next = Next.drop_front();
    Into += Next;
  }
  return Hints;
}

/// Either fix saves one copy of the argument per call (the second copy, for
/// a parameter moved on); the declaration does not say how long it is.
static utils::Cost copyCost(const ParmVarDecl *Param) {
  const ASTContext &Ctx = Param->getASTContext();
  return utils::stringByValueParamCost(utils::shapeOf(
      utils::stdBasicString(Param->getType()), Ctx, std::nullopt));
}

void StringByValueParamCheck::emit(const Finding &F,
                                   llvm::ArrayRef<FixItHint> Hints) {
  const ParmVarDecl *Param = F.Param;
  if (F.Kind == Finding::FixKind::Sink) {
    diag(Param->getLocation(), "the '%0' parameter '%1' is copied into member "
                               "'%2', and a construction gives it a temporary "
                               "that is then copied again; take it by value "
                               "and move it into the member")
        << F.Written << Param->getName() << F.Suggested << Hints;
    noteCost(Param->getLocation(), copyCost(Param));
    if (F.Plan.declined())
      noteNoFix(F.NoFixAt, F.Plan.whyNot());
    return;
  }
  if (F.Kind == Finding::FixKind::Move) {
    diag(Param->getLocation(), "the '%0' parameter '%1' is copied on every "
                               "call and then copied again; move it instead "
                               "of copying it")
        << F.Written << Param->getName() << Hints;
    noteCost(Param->getLocation(), copyCost(Param));
    if (F.Plan.declined())
      noteNoFix(F.NoFixAt, F.Plan.whyNot());
    return;
  }
  diag(Param->getLocation(), "the '%0' parameter '%1' is copied on every call "
                             "but only read; pass it as '%2'")
      << F.Written << Param->getName() << F.Suggested << Hints;
  noteCost(Param->getLocation(), copyCost(Param));
  if (F.Plan.declined())
    noteNoFix(F.NoFixAt, F.Plan.whyNot());
  else if (!F.ViewNotOffered.empty())
    diag(Param->getLocation(), "'%0' not offered: %1", DiagnosticIDs::Note)
        << *utils::viewSpelling(utils::stdBasicString(Param->getType()))
        << F.ViewNotOffered;
}

/// Decides each file's includes once, before the first edit that needs them
/// there; a finding whose include cannot be placed loses its fix.
void StringByValueParamCheck::decideIncludes(const SourceManager &SM) {
  Decided.clear();
  std::map<std::pair<FileID, std::string>, SourceLocation> FirstUse;
  for (const Finding &F : Findings)
    for (const auto &[File, Header] : F.Includes) {
      SourceLocation &Use = FirstUse[{File, Header.str()}];
      for (const FixItHint &H : F.Plan.hints()) {
        SourceLocation At = H.RemoveRange.getBegin();
        if (SM.getFileID(At) == File &&
            (Use.isInvalid() || SM.isBeforeInTranslationUnit(At, Use)))
          Use = At;
      }
    }
  for (const auto &[Need, Use] : FirstUse)
    Decided[Need] = includeFor(Need.first, Need.second, Use);
  for (Finding &F : Findings) {
    std::string Refusal;
    for (const auto &[File, Header] : F.Includes)
      if (const utils::IncludeDecision &D = Decided[{File, Header.str()}];
          D.refused() && Refusal.empty())
        Refusal = D.Refusal;
    if (!Refusal.empty() && !F.Plan.declined()) {
      F.Plan.decline(Refusal);
      F.Includes.clear();
    }
  }
}

void StringByValueParamCheck::report(ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  decideIncludes(SM);
  auto Inserts = assignIncludes(SM);
  for (unsigned I = 0; I < Findings.size(); ++I)
    if (Findings[I].Kind != Finding::FixKind::NotReported)
      emit(Findings[I], hintsWithIncludes(Findings[I], Inserts[I], SM));
}

} // namespace clang::tidy::strcost

namespace clang::tidy {
using strcost::StringByValueParamCheck;

ArrayRef<std::pair<StringByValueParamCheck::PreferredFixKind, StringRef>>
OptionEnumMapping<StringByValueParamCheck::PreferredFixKind>::getEnumMapping() {
  using K = StringByValueParamCheck::PreferredFixKind;
  static constexpr std::pair<K, StringRef> Mapping[] = {
      {K::Auto, "auto"}, {K::ConstRef, "const-ref"}, {K::StringView, "string-view"}};
  return Mapping;
}

ArrayRef<std::pair<StringByValueParamCheck::CopiedOnceFixKind, StringRef>>
OptionEnumMapping<StringByValueParamCheck::CopiedOnceFixKind>::getEnumMapping() {
  using K = StringByValueParamCheck::CopiedOnceFixKind;
  static constexpr std::pair<K, StringRef> Mapping[] = {{K::Move, "move"},
                                                        {K::ConstRef, "const-ref"}};
  return Mapping;
}
} // namespace clang::tidy
