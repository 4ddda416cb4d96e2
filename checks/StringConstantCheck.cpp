//===--- StringConstantCheck.cpp - strcost ---------------------------------===//

#include "StringConstantCheck.h"
#include "utils/DeclSpecifiers.h"
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

using Storage = StringConstantCheck::Storage;

StringConstantCheck::StringConstantCheck(StringRef Name,
                                         ClangTidyContext *Context)
    : StrcostCheck(Name, Context),
      FixInHeaders(boolOption("FixInHeaders", false)) {}

void StringConstantCheck::storeOptions(ClangTidyOptions::OptionMap &Opts) {
  Options.store(Opts, "FixInHeaders", FixInHeaders ? "true" : "false");
  storeStandardOptions(Opts);
  storeConditionalCode(Opts);
  storeIncludeOptions(Opts);
}

// --- Matchers ------------------------------------------------------------------

void StringConstantCheck::registerMatchers(MatchFinder *Host) {
  if (!configurationValid())
    return;
  MatchFinder *Finder = &userCode(Host);
  // Declarations are leaves for this check: every candidate is a variable,
  // its uses are walked once the unit is complete.
  Finder->addMatcher(
      varDecl(unless(parmVarDecl()), hasInitializer(expr()),
              unless(isExpansionInSystemHeader()),
              hasType(utils::isStdBasicStringType()))
          .bind("var"),
      this);
}

/// The variable template or static data member of a class template that
/// \p VD is an implicit instantiation of; null for anything else.
static const VarDecl *instantiatedFrom(const VarDecl *VD) {
  if (const auto *Spec = dyn_cast<VarTemplateSpecializationDecl>(VD))
    return Spec->getSpecializationKind() == TSK_ImplicitInstantiation
               ? Spec->getSpecializedTemplate()->getTemplatedDecl()
               : nullptr;
  return VD->getInstantiatedFromStaticDataMember();
}

void StringConstantCheck::check(const MatchFinder::MatchResult &Result) {
  Context = Result.Context;
  const auto *VD = Result.Nodes.getNodeAs<VarDecl>("var");
  if (!VD)
    return;
  // An instantiation's uses count against its template's constant, which is
  // the one reported.
  if (const VarDecl *Pattern = instantiatedFrom(VD)) {
    Instances[Pattern].push_back(VD);
    return;
  }
  if (std::optional<Candidate> C = classify(VD, *Result.Context))
    Candidates.push_back(std::move(*C));
}

// --- Classifier ----------------------------------------------------------------

/// The literal a std::basic_string of character type \p Char is built from by
/// \p Init: `= "..."`, `("...")`, `{"..."}`, `std::string("...")`; null for
/// anything else. Sets \p Replace to a spelled construction of the string
/// (`std::string("...")`) that the literal must replace to stay a constant.
static const StringLiteral *literalInitializer(const Expr *Init, QualType Char,
                                               const Expr *&Replace) {
  Replace = nullptr;
  const Expr *E = Init->IgnoreImplicit();
  if (const auto *Cast = dyn_cast<CXXFunctionalCastExpr>(E)) {
    Replace = Cast;
    E = Cast->getSubExpr()->IgnoreImplicit();
  } else if (isa<CXXTemporaryObjectExpr>(E)) {
    Replace = E;
  }
  const auto *Construct = dyn_cast<CXXConstructExpr>(E);
  if (!Construct || Construct->getNumArgs() < 1)
    return nullptr;
  // basic_string(const CharT *, const Allocator & = Allocator()): a counted
  // construction or one with an allocator of its own is not a plain constant.
  const CXXConstructorDecl *Ctor = Construct->getConstructor();
  if (!Ctor->getParamDecl(0)->getType()->isPointerType())
    return nullptr;
  for (unsigned I = 1; I < Construct->getNumArgs(); ++I)
    if (!isa<CXXDefaultArgExpr>(Construct->getArg(I)))
      return nullptr;
  const auto *Literal =
      dyn_cast<StringLiteral>(Construct->getArg(0)->IgnoreParenImpCasts());
  if (!Literal)
    return nullptr;
  const auto *Array = Literal->getType()->getAsArrayTypeUnsafe();
  if (!Array || Array->getElementType().getCanonicalType().getUnqualifiedType() !=
                    Char.getCanonicalType())
    return nullptr;
  return Literal;
}

static bool holdsNul(const StringLiteral *Literal) {
  for (unsigned I = 0; I < Literal->getLength(); ++I)
    if (Literal->getCodeUnit(I) == 0)
      return true;
  return false;
}

/// Where \p VD lives, or nullopt for what is not a constant of its own
/// (a template's instantiation: its pattern is the one judged).
static std::optional<Storage> storageOf(const VarDecl *VD) {
  if (VD->isLocalVarDecl()) {
    const auto *Owner = dyn_cast_or_null<FunctionDecl>(VD->getParentFunctionOrMethod());
    if (!Owner || Owner->isTemplateInstantiation() ||
        Owner->getTemplateInstantiationPattern())
      return std::nullopt;
    return VD->isStaticLocal() ? Storage::StaticLocal : Storage::Local;
  }
  if (VD->isStaticDataMember())
    return VD->getInstantiatedFromStaticDataMember()
               ? std::nullopt
               : std::optional<Storage>(Storage::Member);
  if (isa<VarTemplateSpecializationDecl>(VD))
    return std::nullopt;
  if (VD->getDeclContext()->getRedeclContext()->isFileContext())
    return Storage::Namespace;
  return std::nullopt;
}

/// Why \p VD can get no fix-it whatever its uses, or empty.
static std::string whyNeverFixed(const VarDecl *VD, Storage Where,
                                 const ClassTemplateSpecializationDecl *String,
                                 const StringLiteral *Literal) {
  if (!utils::hasStdTraitsAndStdOrPmrAllocator(String))
    return "the string has its own traits or allocator, which a "
           "std::basic_string_view would not use";
  if (holdsNul(Literal))
    return "the literal holds a NUL character: the string stops there, a view "
           "of the literal would not";
  if (VD->getTSCSpec() != TSCS_unspecified)
    return "the constant is thread_local";
  for (const VarDecl *R : VD->redecls())
    if (R->getStorageClass() == SC_Extern)
      return "it is declared 'extern': its uses in other translation units "
             "are not visible";
  // A local of a function template is judged in the template as written:
  // a use there that depends on a template parameter declines.
  if (Where == Storage::Local || Where == Storage::StaticLocal)
    return "";
  if (VD->getDescribedVarTemplate() || VD->getDeclContext()->isDependentContext())
    return Where == Storage::Member ? "it is a member of a class template"
                                    : "it is a variable template";
  if (Where == Storage::Member && VD->isOutOfLine())
    return "it is defined outside its class";
  return "";
}

std::optional<StringConstantCheck::Candidate>
StringConstantCheck::classify(const VarDecl *VD, ASTContext &Ctx) const {
  // A declaration without the initialiser (`extern` before the definition).
  if (!VD->getInit())
    return std::nullopt;
  QualType T = VD->getType();
  if (T->isReferenceType() || !T.isConstQualified() || T.isVolatileQualified())
    return std::nullopt;
  const ClassTemplateSpecializationDecl *String = utils::stdBasicString(T);
  if (!String || String->getTemplateArgs().size() < 1 ||
      String->getTemplateArgs()[0].getKind() != TemplateArgument::Type)
    return std::nullopt;
  QualType Char = String->getTemplateArgs()[0].getAsType();
  if (!utils::stdStringViewAlias(Char))
    return std::nullopt;
  std::optional<Storage> Where = storageOf(VD);
  if (!Where)
    return std::nullopt;
  Candidate C;
  C.Var = VD;
  C.Where = *Where;
  C.Literal = literalInitializer(VD->getInit(), Char, C.InitToReplace);
  if (!C.Literal)
    return std::nullopt;
  C.WhyNoFix = whyNeverFixed(VD, *Where, String, C.Literal);
  if (C.WhyNoFix.empty())
    C.WhyNoFix = whyNotVisible(C, Ctx.getSourceManager());
  return C;
}

/// Why a constant of static storage may have uses this unit does not show:
/// one declared in a header is compiled by every unit that includes it.
std::string StringConstantCheck::whyNotVisible(const Candidate &C,
                                               const SourceManager &SM) const {
  if (C.Where == Storage::Local || C.Where == Storage::StaticLocal)
    return "";
  if (FixInHeaders || SM.isInMainFile(SM.getExpansionLoc(C.Var->getLocation())))
    return "";
  return "it is declared in a header, and the other translation units that "
         "include it may use it as a std::string (option FixInHeaders)";
}

void StringConstantCheck::onEndOfTranslationUnit() {
  if (!Context) {
    Candidates.clear();
    return;
  }
  ASTContext &Ctx = *Context;
  utils::StringUseContext AsLiteralView;
  AsLiteralView.ViewOfWholeLiteral = true;
  // A constant of static storage outlives every call, and so would its view:
  // returned as a view, it serves as well as the string did. A local's view
  // returned dangles today, which the compiler reports; no fix hides that.
  utils::StringUseContext AsStaticView = AsLiteralView;
  AsStaticView.OutlivesCalls = true;
  std::vector<const VarDecl *> Static;
  for (const Candidate &C : Candidates)
    if (C.Where == Storage::Namespace || C.Where == Storage::Member) {
      Static.push_back(C.Var);
      llvm::append_range(Static, Instances.lookup(C.Var));
    }
  utils::UnitStringUses InUnit =
      utils::StringUses::collectInUnit(Ctx, Static, AsStaticView);
  auto FitsView = [&](const VarDecl *Var) {
    auto It = InUnit.Uses.find(Var->getCanonicalDecl());
    return It == InUnit.Uses.end() || It->second.fitsView();
  };

  for (Candidate &C : Candidates) {
    bool Local = C.Where == Storage::Local || C.Where == Storage::StaticLocal;
    // Only a constant that every use it has here lets be a view is reported:
    // one used as a std::string is no finding, whatever it costs.
    if (Local) {
      const auto *Owner = cast<FunctionDecl>(C.Var->getParentFunctionOrMethod());
      const utils::StringUseContext &As =
          C.Where == Storage::StaticLocal ? AsStaticView : AsLiteralView;
      if (!utils::StringUses::collect(Owner, C.Var, Ctx, As).fitsView())
        continue;
    } else {
      if (!FitsView(C.Var) || !llvm::all_of(Instances.lookup(C.Var), FitsView))
        continue;
      if (InUnit.UnparsedBodies && C.WhyNoFix.empty())
        C.WhyNoFix = "a template body that was never parsed (delayed template "
                     "parsing) may use it";
    }
    utils::FixPlan Plan = plan(C, Ctx);
    emit(C, Plan, Ctx);
  }
  Candidates.clear();
  Instances.clear();
  Context = nullptr;
}

/// Where the uses of \p C may be: its function, or, for a constant of static
/// storage, the rest of its file and (for one in a header) the main file.
static llvm::SmallVector<SourceRange, 2> useRanges(const StringConstantCheck::Candidate &C,
                                                   const SourceManager &SM) {
  if (C.Where == Storage::Local || C.Where == Storage::StaticLocal)
    return {cast<FunctionDecl>(C.Var->getParentFunctionOrMethod())->getSourceRange()};
  SourceLocation Begin = SM.getExpansionLoc(C.Var->getBeginLoc());
  FileID File = SM.getFileID(Begin);
  llvm::SmallVector<SourceRange, 2> Out{{Begin, SM.getLocForEndOfFile(File)}};
  if (File != SM.getMainFileID())
    Out.push_back({SM.getLocForStartOfFile(SM.getMainFileID()),
                   SM.getLocForEndOfFile(SM.getMainFileID())});
  return Out;
}

/// Why the constant may be another one in another configuration: declared
/// inside a preprocessor conditional, its type or its literal chosen by one,
/// or named by code this configuration leaves out. Empty when none.
std::string StringConstantCheck::whyConfigurationDependent(
    const Candidate &C, const SourceManager &SM) const {
  const utils::ConditionalCode &CC = conditionals();
  const VarDecl *VD = C.Var;
  if (auto Choice = CC.declarationChoice(VD))
    return Choice->reason();
  if (auto Choice = CC.declTypeChoice(VD))
    return Choice->reason();
  if (auto Choice = CC.exprChoice(VD->getInit()))
    return Choice->reason();
  if (auto Choice = CC.spelledChoice(VD->getInit()->getSourceRange()))
    return Choice->reason();
  for (SourceRange R : useRanges(C, SM))
    if (auto Choice = CC.skippedMention(R, VD->getName()))
      return Choice->reason();
  return "";
}

// --- Planner -------------------------------------------------------------------

/// The text that replaces the specifiers: `[static ][inline ]constexpr View `.
/// A namespace-scope constant in a header becomes `inline` (one object for
/// the program, as C++17 allows) unless it keeps internal linkage.
static std::string newSpecifiers(const StringConstantCheck::Candidate &C,
                                 const utils::DeclSpecifiers &S, StringRef View,
                                 bool InHeader) {
  std::string Out;
  if (S.Static)
    Out += "static ";
  bool AddInline = InHeader && C.Where == Storage::Namespace && !S.Static &&
                   !C.Var->isInAnonymousNamespace();
  if (S.Inline || AddInline)
    Out += "inline ";
  return Out + "constexpr " + View.str() + " ";
}

utils::FixPlan StringConstantCheck::plan(const Candidate &C, ASTContext &Ctx) {
  utils::FixPlan Plan;
  const SourceManager &SM = Ctx.getSourceManager();
  std::string Why = C.WhyNoFix;
  if (Why.empty())
    Why = whyConfigurationDependent(C, SM);
  if (!Why.empty()) {
    Plan.decline(Why);
    return Plan;
  }
  const LangOptions &LO = Ctx.getLangOpts();
  const VarDecl *VD = C.Var;
  std::optional<CharSourceRange> Decl = utils::editableRange(
      SourceRange(VD->getBeginLoc(), VD->getLocation()), SM, LO);
  // The literal's text is copied only where it replaces `std::string("...")`.
  std::optional<CharSourceRange> Literal =
      utils::editableRange(C.Literal->getSourceRange(), SM, LO);
  if (!Decl || (C.InitToReplace && !Literal) || VD->getLocation().isMacroID()) {
    Plan.decline(utils::InsideMacroReason);
    return Plan;
  }
  bool InHeader = !SM.isInMainFile(Decl->getBegin());
  if (auto Why = utils::standardRefusal("std::string_view", 17, Decl->getBegin(),
                                        SM, LO, standardLimits())) {
    Plan.decline(*Why);
    return Plan;
  }
  utils::DeclSpecifiers S =
      utils::readSoleVariableSpecifiers(VD, Decl->getBegin(), SM, LO);
  if (!S.WhyNot.empty()) {
    Plan.decline(S.WhyNot);
    return Plan;
  }
  QualType Char = utils::stdBasicString(VD->getType())->getTemplateArgs()[0].getAsType();
  std::string View = *utils::stdStringViewAlias(Char);
  Plan.replace(S.Range, newSpecifiers(C, S, View, InHeader));
  if (C.InitToReplace)
    Plan.replace(C.InitToReplace->getSourceRange(),
                 Lexer::getSourceText(*Literal, SM, LO), SM, LO);
  if (Plan.declined())
    return Plan; // the include is not spent on a fix that is not offered
  planInclude(Plan, SM.getFileID(Decl->getBegin()), "<string_view>", Decl->getBegin());
  return Plan;
}

// --- Emitter -------------------------------------------------------------------

void StringConstantCheck::emit(const Candidate &C, const utils::FixPlan &Plan,
                               ASTContext &Ctx) {
  const ClassTemplateSpecializationDecl *String =
      utils::stdBasicString(C.Var->getType());
  QualType Char = String->getTemplateArgs()[0].getAsType();
  std::string View = *utils::stdStringViewAlias(Char);
  std::string Allocates;
  if (C.Literal->getLength() > utils::smallStringCapacity(String, Ctx))
    Allocates = ", allocating on the heap,";
  StringRef When;
  switch (C.Where) {
  case Storage::Local:
    When = "built%1 on every call";
    break;
  case Storage::StaticLocal:
    When = "built%1 on the first call, behind a guard every call checks, and "
           "destroyed at exit";
    break;
  case Storage::Namespace:
  case Storage::Member:
    When = "built%1 by a dynamic initialiser and destroyed at exit";
    break;
  }
  diag(C.Var->getLocation(),
       ("string constant '%0' is " + When +
        "; a 'constexpr %2' of the literal costs nothing")
           .str())
      << C.Var->getName() << Allocates << View << Plan.hints();
  // A static local is built once too; its guard check per call is noise.
  noteCost(C.Var->getLocation(),
           utils::stringConstantCost(
               utils::shapeOf(String, Ctx, C.Literal->getLength()),
               C.Where == Storage::Local));
  if (Plan.declined())
    noteNoFix(C.Var->getLocation(), Plan.whyNot());
}

} // namespace clang::tidy::strcost
