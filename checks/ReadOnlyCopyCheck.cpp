//===--- ReadOnlyCopyCheck.cpp - strcost -----------------------------------===//

#include "ReadOnlyCopyCheck.h"
#include "utils/DeclSpecifiers.h"
#include "utils/Matchers.h"
#include "utils/SourceUtils.h"
#include "utils/StableSource.h"
#include "utils/StringTypes.h"
#include "utils/StringUseClassifier.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Lex/Lexer.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost {

using Source = ReadOnlyCopyCheck::Source;

ReadOnlyCopyCheck::ReadOnlyCopyCheck(StringRef Name, ClangTidyContext *Context)
    : StrcostCheck(Name, Context) {}

void ReadOnlyCopyCheck::storeOptions(ClangTidyOptions::OptionMap &Opts) {
  storeStandardOptions(Opts);
  storeConditionalCode(Opts);
  storeIncludeOptions(Opts);
}

// --- Matchers ------------------------------------------------------------------

namespace {
/// A local std::basic_string with an initialiser, outside system headers:
/// varDecl(hasLocalStorage(), unless(parmVarDecl()), hasInitializer(expr()),
/// unless(isExpansionInSystemHeader()), hasType(hasCanonicalType(recordType(
/// hasDeclaration(classTemplateSpecializationDecl(hasName(
/// "::std::basic_string"))))))) in one test. Every variable of the unit
/// meets it (most of them parameters in headers): as seven nested matchers it
/// cost 1.4% of json_reader.cpp's parse, the cheapest questions first here.
AST_MATCHER(VarDecl, isLocalStringWithInitializer) {
  if (isa<ParmVarDecl>(Node) || !Node.hasLocalStorage() ||
      !Node.getAnyInitializer())
    return false;
  const auto *Record =
      dyn_cast<RecordType>(Node.getType().getCanonicalType().getTypePtr());
  if (!Record || !utils::isStdClass(dyn_cast<ClassTemplateSpecializationDecl>(
                                        Record->getDecl()),
                                    "basic_string"))
    return false;
  const SourceManager &SM = Finder->getASTContext().getSourceManager();
  SourceLocation Expansion = SM.getExpansionLoc(Node.getBeginLoc());
  return Expansion.isInvalid() || !SM.isInSystemHeader(Expansion);
}
} // namespace

void ReadOnlyCopyCheck::registerMatchers(MatchFinder *Host) {
  if (!configurationValid())
    return;
  MatchFinder *Finder = &userCode(Host);
  // A local's declaration is a leaf: its uses and its original's are walked
  // top-down from the function that owns it.
  Finder->addMatcher(varDecl(isLocalStringWithInitializer()).bind("var"), this);
}

/// The reference style is cached by FileID, which another unit reuses for
/// another file.
void ReadOnlyCopyCheck::onEndOfTranslationUnit() { References.reset(); }

void ReadOnlyCopyCheck::check(const MatchFinder::MatchResult &Result) {
  const auto *VD = Result.Nodes.getNodeAs<VarDecl>("var");
  if (!VD)
    return;
  ASTContext &Ctx = *Result.Context;
  std::optional<Candidate> C = classify(VD, Ctx);
  if (!C || !usesAllow(*C, Ctx))
    return;
  if (!originalStaysPut(*C, Ctx))
    return;
  utils::FixPlan Plan = plan(*C, Ctx);
  emit(*C, Plan, Ctx);
}

// --- Classifier ----------------------------------------------------------------

/// The expression a string is built from by \p Init, past implicit nodes and
/// the elidable copy of a temporary that copy-initialisation makes before
/// C++17 (`std::string s = p;`, `std::string s{x.substr(1)}`).
static const Expr *builtFrom(const Expr *Init) {
  const Expr *E = Init->IgnoreImplicit();
  while (const auto *C = dyn_cast<CXXConstructExpr>(E)) {
    if (C->getNumArgs() != 1 ||
        !(C->isElidable() || (C->getConstructor()->isMoveConstructor() &&
                              isa<MaterializeTemporaryExpr>(C->getArg(0)))))
      break;
    E = C->getArg(0)->IgnoreImplicit();
  }
  return E;
}

static const VarDecl *namedVariable(const Expr *E) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
}

/// `basic_string(const CharT *, const Allocator & = Allocator())` with the
/// allocator left to its default: the pointer argument, else null.
static const Expr *pointerArgument(const CXXConstructExpr *Construct) {
  const CXXConstructorDecl *Ctor = Construct->getConstructor();
  if (Construct->getNumArgs() < 1 || Ctor->getNumParams() < 1 ||
      !Ctor->getParamDecl(0)->getType()->isPointerType())
    return nullptr;
  for (unsigned I = 1; I < Construct->getNumArgs(); ++I)
    if (!isa<CXXDefaultArgExpr>(Construct->getArg(I)))
      return nullptr;
  return Construct->getArg(0);
}

/// What \p Built (see builtFrom) copies, filling \p C; false for anything the
/// check does not follow (a temporary, a call's result, a member of what a
/// pointer reaches).
static bool readOriginal(const Expr *Built, ReadOnlyCopyCheck::Candidate &C) {
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(Built)) {
    if (Construct->getConstructor()->isCopyConstructor() &&
        Construct->getNumArgs() == 1) {
      const Expr *Arg = Construct->getArg(0);
      C.From = Source::String;
      C.Original = namedVariable(Arg);
      if (!C.Original) {
        // A member or an element of an object that holds it.
        C.From = Source::Part;
        C.Part = Arg->IgnoreParenImpCasts();
        C.Original = utils::partHolder(C.Part);
      }
      // A class derived from the string would be what `auto` deduces: its
      // own members and overloads would then be chosen.
      QualType Copied = C.From == Source::Part ? C.Part->getType()
                                               : C.Original ? C.Original->getType()
                                                            : QualType();
      return C.Original &&
             Copied.getNonReferenceType().getCanonicalType().getUnqualifiedType() ==
                 Construct->getType().getCanonicalType().getUnqualifiedType();
    }
    const Expr *Pointer = pointerArgument(Construct);
    if (!Pointer)
      return false;
    if (isa<StringLiteral>(Pointer->IgnoreParenImpCasts())) {
      C.From = Source::Literal;
      return true;
    }
    C.From = Source::CString;
    C.Original = namedVariable(Pointer);
    if (isa_and_nonnull<ParmVarDecl>(C.Original))
      return true;
    // main's `argv[i]`: its strings live as long as the program.
    C.From = Source::Argv;
    C.Part = Pointer->IgnoreParenImpCasts();
    C.Original = utils::argvOf(Pointer, C.Owner);
    return C.Original != nullptr;
  }
  const auto *Call = dyn_cast<CXXMemberCallExpr>(Built);
  const auto *Member =
      Call ? dyn_cast<MemberExpr>(Call->getCallee()->IgnoreParens()) : nullptr;
  if (!Member || Member->isArrow() || !Call->getMethodDecl()->getIdentifier() ||
      Call->getMethodDecl()->getName() != "substr" ||
      !utils::stdBasicString(Call->getMethodDecl()->getThisType()->getPointeeType()))
    return false;
  C.From = Source::Substr;
  C.SubstrObject = Member->getBase()->IgnoreParenImpCasts();
  C.Original = namedVariable(C.SubstrObject);
  return C.Original != nullptr && isa<DeclRefExpr>(C.SubstrObject);
}

std::optional<ReadOnlyCopyCheck::Candidate>
ReadOnlyCopyCheck::classify(const VarDecl *VD, ASTContext &Ctx) const {
  if (!VD->isLocalVarDecl() || VD->isStaticLocal() || VD->isInitCapture() ||
      VD->isExceptionVariable() || !VD->getInit())
    return std::nullopt;
  QualType T = VD->getType();
  if (T->isReferenceType() || T.isVolatileQualified())
    return std::nullopt;
  const ClassTemplateSpecializationDecl *String = utils::stdBasicString(T);
  if (!String || !utils::hasStdTraitsAndStdOrPmrAllocator(String))
    return std::nullopt;
  Candidate C;
  C.Var = VD;
  // A local of a template is judged in the template as written, once.
  C.Owner = dyn_cast_or_null<FunctionDecl>(VD->getParentFunctionOrMethod());
  if (!C.Owner || !C.Owner->getBody() || C.Owner->isTemplateInstantiation() ||
      C.Owner->getTemplateInstantiationPattern())
    return std::nullopt;
  if (!readOriginal(builtFrom(VD->getInit()), C))
    return std::nullopt;
  if (C.From == Source::String) {
    // Left to strcost-string-by-value-param, which makes the parameter a
    // reference or a view first: both fixes at once would not compile.
    if (isa<ParmVarDecl>(C.Original) && !C.Original->getType()->isReferenceType())
      return std::nullopt;
    return C;
  }
  if (C.From == Source::Part)
    return C;
  // A const local of a literal is strcost-string-constant's.
  if (C.From == Source::Literal && T.isConstQualified())
    return std::nullopt;
  // A view needs C++17 and a view type of the string's characters.
  QualType Char = String->getTemplateArgs()[0].getAsType();
  if (!Ctx.getLangOpts().CPlusPlus17 || !utils::stdStringViewAlias(Char))
    return std::nullopt;
  return C;
}

/// What \p Local (a local) copies when it is initialised as a copy that may
/// become a reference in the same run (`std::string a = y;`, `= obj.name`).
static std::optional<ReadOnlyCopyCheck::Candidate>
copiedFrom(const VarDecl *Local) {
  if (isa<ParmVarDecl>(Local) || !Local->getInit())
    return std::nullopt;
  ReadOnlyCopyCheck::Candidate C;
  if (readOriginal(builtFrom(Local->getInit()), C) &&
      (C.From == Source::String || C.From == Source::Part))
    return C;
  return std::nullopt;
}

/// Why \p Original (what a candidate of kind \p From copies) may end or
/// change while \p User is in use.
static std::string whyOriginalMayChange(Source From, const FunctionDecl *Owner,
                                        const VarDecl *Original,
                                        const VarDecl *User, ASTContext &Ctx,
                                        utils::AliasingMemo *Memo) {
  if (From == Source::Part)
    return utils::whyHolderMayChange(Owner, Original, User, Ctx, Memo);
  if (From == Source::Argv)
    return utils::whyArgvMayChange(Owner, cast<ParmVarDecl>(Original));
  return utils::whySourceMayChange(Owner, Original, User, Ctx, Memo);
}

/// The original outlives the local and does not change while it is used. An
/// original that is itself a copy (`std::string a = y; std::string b = a;`)
/// may become a reference to its own original in the same run, so that one
/// must stay put while this local is used too. An original that fails is
/// the reason the copy exists: no finding.
bool ReadOnlyCopyCheck::originalStaysPut(const Candidate &C,
                                         ASTContext &Ctx) const {
  if (!C.Original)
    return true; // a literal
  Source From = C.From;
  const VarDecl *Original = C.Original;
  for (int Depth = 0; Depth < 4; ++Depth) {
    if (!whyOriginalMayChange(From, C.Owner, Original, C.Var, Ctx,
                              aliasingMemo())
             .empty())
      return false;
    std::optional<Candidate> Next = copiedFrom(Original);
    if (!Next)
      return true;
    From = Next->From;
    Original = Next->Original;
  }
  return false;
}

/// Every use of the local works on what the fix makes of it: a view, or a
/// const reference to the original (which copies where the local was copied).
bool ReadOnlyCopyCheck::usesAllow(const Candidate &C, ASTContext &Ctx) const {
  utils::StringUseContext Context;
  // A view of a whole C string ends where its NUL is, as the string does.
  Context.ViewOfWholeLiteral = C.From == Source::CString ||
                               C.From == Source::Literal || C.From == Source::Argv;
  utils::StringUses Uses = utils::StringUses::collect(C.Owner, C.Var, Ctx, Context);
  // A local nobody reads is not a read-only copy but an unused variable, the
  // compiler's -Wunused business: a view or a reference there is as pointless.
  if (Uses.uses().empty())
    return false;
  if (C.From != Source::String && C.From != Source::Part)
    return Uses.fitsView();
  return llvm::all_of(Uses.uses(), [](const utils::StringUse &U) {
    return U.Kind == utils::StringUseKind::View ||
           U.Kind == utils::StringUseKind::ConstRef ||
           U.Kind == utils::StringUseKind::Copy;
  });
}

/// Why the verdict may differ in another configuration: the local's type is
/// chosen by #if, or skipped code names the local or its original.
std::string
ReadOnlyCopyCheck::whyConfigurationDependent(const Candidate &C) const {
  const utils::ConditionalCode &CC = conditionals();
  if (auto Choice = CC.declTypeChoice(C.Var))
    return Choice->reason();
  if (auto Choice = CC.exprChoice(C.Var->getInit()))
    return Choice->reason();
  SourceRange Body = C.Owner->getSourceRange();
  if (auto Choice = CC.skippedMention(Body, C.Var->getName()))
    return Choice->reason();
  if (C.Original)
    if (auto Choice = CC.skippedMention(Body, C.Original->getName()))
      return Choice->reason();
  return "";
}

// --- Planner -------------------------------------------------------------------

utils::FixPlan ReadOnlyCopyCheck::plan(const Candidate &C, ASTContext &Ctx) {
  utils::FixPlan Plan;
  if (std::string Why = whyConfigurationDependent(C); !Why.empty()) {
    Plan.decline(Why);
    return Plan;
  }
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  const VarDecl *VD = C.Var;
  std::optional<CharSourceRange> Decl = utils::editableRange(
      SourceRange(VD->getBeginLoc(), VD->getLocation()), SM, LO);
  if (!Decl || VD->getLocation().isMacroID()) {
    Plan.decline(utils::InsideMacroReason);
    return Plan;
  }
  utils::DeclSpecifiers S =
      utils::readSoleVariableSpecifiers(VD, Decl->getBegin(), SM, LO);
  if (!S.WhyNot.empty()) {
    Plan.decline(S.WhyNot);
    return Plan;
  }
  if (C.From == Source::String || C.From == Source::Part) {
    // `const auto &s = {other};` would deduce std::initializer_list.
    const auto *Construct = dyn_cast<CXXConstructExpr>(builtFrom(VD->getInit()));
    if (VD->getInitStyle() == VarDecl::CInit && Construct &&
        Construct->isListInitialization()) {
      Plan.decline("'const auto &' initialised from a braced list would be a "
                   "std::initializer_list");
      return Plan;
    }
    if (!References)
      References.emplace();
    utils::ReferenceStyle::Placement Amp = utils::ReferenceStyle::place(
        References->of(SM.getFileID(Decl->getBegin()), SM), /*Named=*/true);
    Plan.replace(S.Range, "const auto" + Amp.AfterType + " " + Amp.BeforeName);
    return Plan;
  }
  if (auto Why = utils::standardRefusal("std::string_view", 17, Decl->getBegin(),
                                        SM, LO, standardLimits())) {
    Plan.decline(*Why);
    return Plan;
  }
  QualType Char = utils::stdBasicString(VD->getType())->getTemplateArgs()[0].getAsType();
  std::string View = *utils::stdStringViewAlias(Char);
  Plan.replace(S.Range,
               (VD->getType().isConstQualified() ? "const " : "") + View + " ");
  if (C.SubstrObject) {
    std::optional<CharSourceRange> Object =
        utils::editableRange(C.SubstrObject->getSourceRange(), SM, LO);
    if (!Object) {
      Plan.decline(utils::InsideMacroReason);
      return Plan;
    }
    Plan.replace(*Object, View + "(" +
                              Lexer::getSourceText(*Object, SM, LO).str() + ")");
  }
  if (Plan.declined())
    return Plan; // the include is not spent on a fix that is not offered
  planInclude(Plan, SM.getFileID(Decl->getBegin()), "<string_view>", Decl->getBegin());
  return Plan;
}

// --- Emitter -------------------------------------------------------------------

/// `cfg.name`, `argv[1]` as written (short, in one file), else the name of
/// the variable that holds it.
static std::string partSpelling(const ReadOnlyCopyCheck::Candidate &C,
                                const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  SourceRange R = C.Part->getSourceRange();
  StringRef Text;
  if (R.getBegin().isFileID() && R.getEnd().isFileID())
    Text = Lexer::getSourceText(CharSourceRange::getTokenRange(R), SM,
                                Ctx.getLangOpts());
  if (!Text.empty() && Text.size() <= 40 && !Text.contains('\n'))
    return Text.str();
  return C.Original->getNameAsString();
}

void ReadOnlyCopyCheck::emit(const Candidate &C, const utils::FixPlan &Plan,
                             ASTContext &Ctx) {
  std::string What;
  switch (C.From) {
  case Source::String:
    What = "'%1'";
    break;
  case Source::CString:
    What = "the C string '%1'";
    break;
  case Source::Literal:
    What = "a string literal";
    break;
  case Source::Substr:
    What = "a substring of '%1'";
    break;
  case Source::Part:
    What = "'%1'";
    break;
  case Source::Argv:
    What = "the C string '%1'";
    break;
  }
  std::string Instead = "a 'const auto &'";
  if (C.From != Source::String && C.From != Source::Part) {
    QualType Char =
        utils::stdBasicString(C.Var->getType())->getTemplateArgs()[0].getAsType();
    Instead = "a '" + *utils::stdStringViewAlias(Char) + "'";
  }
  diag(C.Var->getLocation(),
       "'%0' copies " + What + " only to read it; " + Instead +
           " would not allocate or copy")
      << C.Var->getName()
      << (C.Part ? partSpelling(C, Ctx)
                 : C.Original ? C.Original->getNameAsString() : std::string())
      << Plan.hints();
  // The copy goes; a C string's scan stays with the view.
  noteCost(C.Var->getLocation(),
           utils::readOnlyCopyCost(
               utils::shapeOf(utils::stdBasicString(C.Var->getType()), Ctx,
                              utils::knownLength(C.Var->getInit()))));
  if (Plan.declined())
    noteNoFix(C.Var->getLocation(), Plan.whyNot());
}

} // namespace clang::tidy::strcost
