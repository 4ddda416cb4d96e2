//===--- ParameterRetype.cpp - strcost -------------------------------------===//

#include "ParameterRetype.h"
#include "FixPlan.h"
#include "SourceUtils.h"
#include "StringTypes.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"

namespace clang::tidy::strcost::utils {

bool isStringView(QualType T) {
  const auto *RD =
      T.getNonReferenceType().getCanonicalType()->getAsCXXRecordDecl();
  return isStdClass(RD, "basic_string_view");
}

/// `std::string_view` and its siblings for the string's character type; none
/// for custom traits, which no standard alias covers. (Any allocator: a
/// std::pmr::string reads as well through a view.)
std::optional<std::string>
viewSpelling(const ClassTemplateSpecializationDecl *Str) {
  const TemplateArgumentList &Args = Str->getTemplateArgs();
  if (Args.size() < 2 || Args[0].getKind() != TemplateArgument::Type ||
      Args[1].getKind() != TemplateArgument::Type ||
      !utils::isStdCharTraitsOf(Args[1].getAsType(), Args[0].getAsType()))
    return std::nullopt;
  return utils::stdStringViewAlias(Args[0].getAsType());
}

/// The declaration every reference to \p FD is filed under: the template
/// pattern of an instantiation, the base constructor of an inherited one.
const FunctionDecl *functionKey(const FunctionDecl *FD) {
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(FD))
    if (Ctor->isInheritingConstructor())
      if (const CXXConstructorDecl *Base =
              Ctor->getInheritedConstructor().getConstructor())
        FD = Base;
  if (const FunctionDecl *Pattern =
          FD->getTemplateInstantiationPattern(/*ForDefinition=*/false))
    FD = Pattern;
  return FD->getCanonicalDecl();
}

/// A callee below the nodes between it and its call that change nothing
/// (parentheses, added const, the decay to a function pointer).
const Expr *calleeBelowWrappers(const Expr *E) {
  while (true) {
    if (const auto *Paren = dyn_cast<ParenExpr>(E))
      E = Paren->getSubExpr();
    else if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E);
             Cast && (Cast->getCastKind() == CK_NoOp ||
                      Cast->getCastKind() == CK_FunctionToPointerDecay))
      E = Cast->getSubExpr();
    else if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E))
      E = M->getSubExpr();
    else if (const auto *Cleanups = dyn_cast<ExprWithCleanups>(E))
      E = Cleanups->getSubExpr();
    else
      return E;
  }
}

const Expr *argumentBelowTemporaries(const Expr *E) {
  while (E) {
    if (const auto *D = dyn_cast<CXXDefaultArgExpr>(E))
      E = D->getExpr();
    else if (const auto *W = dyn_cast<ExprWithCleanups>(E))
      E = W->getSubExpr();
    else if (const auto *B = dyn_cast<CXXBindTemporaryExpr>(E))
      E = B->getSubExpr();
    else if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E))
      E = M->getSubExpr();
    else if (const auto *C = dyn_cast<ImplicitCastExpr>(E);
             C && (C->getCastKind() == CK_NoOp ||
                   C->getCastKind() == CK_ConstructorConversion))
      E = C->getSubExpr();
    else if (const auto *P = dyn_cast<ParenExpr>(E))
      E = P->getSubExpr();
    else
      return E;
  }
  return nullptr;
}

/// The argument of \p Call (a call or construction of \p FD) for FD's
/// parameter \p Index; null when the call passes none (a default argument
/// is an argument here).
const Expr *argumentFor(const Expr *Call, const FunctionDecl *FD,
                               unsigned Index) {
  if (const auto *CE = dyn_cast<CallExpr>(Call)) {
    if (isa<CXXOperatorCallExpr>(CE) && isa<CXXMethodDecl>(FD) &&
        !cast<CXXMethodDecl>(FD)->isStatic())
      ++Index; // the object is the operator's first operand
    return Index < CE->getNumArgs() ? CE->getArg(Index) : nullptr;
  }
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(Call))
    return Index < Construct->getNumArgs() ? Construct->getArg(Index) : nullptr;
  return nullptr;
}

// --- Source edits -----------------------------------------------------------

/// The parameter's type as spelled, past a trailing `const`/`volatile`
/// (`std::string const`), as a file range; nullopt where a macro's body
/// spells it (see utils::editableRange).
static std::optional<CharSourceRange> typeRange(const ParmVarDecl *PD,
                                                const SourceManager &SM,
                                                const LangOptions &LO) {
  SourceRange Tokens(PD->getInnerLocStart(),
                     PD->getTypeSourceInfo()->getTypeLoc().getEndLoc());
  std::optional<CharSourceRange> Range = utils::editableRange(Tokens, SM, LO);
  if (!Range)
    return std::nullopt;
  SourceLocation End = Range->getEnd();
  while (true) {
    std::optional<Token> Tok =
        Lexer::findNextToken(End.getLocWithOffset(-1), SM, LO);
    if (!Tok || !Tok->is(tok::raw_identifier) ||
        !llvm::is_contained({"const", "volatile"}, Tok->getRawIdentifier()))
      return CharSourceRange::getCharRange(Range->getBegin(), End);
    End = Tok->getEndLoc();
  }
}

/// True when the template \p FD belongs to has been instantiated in this
/// translation unit. An uninstantiated template is not judged: nothing shows
/// yet how it is used. Functions templated in other ways (a lambda inside a
/// template) count as uninstantiated.
bool isInstantiatedTemplate(const FunctionDecl *FD) {
  if (const FunctionTemplateDecl *T = FD->getDescribedFunctionTemplate()) {
    for (const FunctionDecl *Spec : T->specializations())
      if (isTemplateInstantiation(Spec->getTemplateSpecializationKind()))
        return true;
    return false;
  }
  const auto *M = dyn_cast<CXXMethodDecl>(FD);
  const ClassTemplateDecl *CT =
      M ? M->getParent()->getDescribedClassTemplate() : nullptr;
  if (!CT)
    return false;
  for (const ClassTemplateSpecializationDecl *Spec : CT->specializations())
    for (const CXXMethodDecl *Member : Spec->methods())
      if (const FunctionDecl *From = Member->getInstantiatedFromMemberFunction();
          From && From->getCanonicalDecl() == M->getCanonicalDecl() &&
          Member->isDefined())
        return true;
  return false;
}

/// Why the template \p FD belongs to cannot change its parameter alone:
/// an explicit specialization or explicit instantiation spells the parameter
/// again and would no longer match (empty when none does). The fix does not
/// rewrite those lines.
std::string respelledBySpecializations(const FunctionDecl *FD) {
  bool Specialized = false, Instantiated = false;
  auto Note = [&](TemplateSpecializationKind K, bool WholeClass) {
    Specialized |= K == TSK_ExplicitSpecialization;
    // `template struct Box<int>;` instantiates every member without naming
    // their parameters.
    Instantiated |= !WholeClass && (K == TSK_ExplicitInstantiationDeclaration ||
                                    K == TSK_ExplicitInstantiationDefinition);
  };
  if (const FunctionTemplateDecl *T = FD->getDescribedFunctionTemplate())
    for (const FunctionDecl *Spec : T->specializations())
      Note(Spec->getTemplateSpecializationKind(), false);
  const auto *M = dyn_cast<CXXMethodDecl>(FD);
  if (const ClassTemplateDecl *CT =
          M ? M->getParent()->getDescribedClassTemplate() : nullptr)
    for (const ClassTemplateSpecializationDecl *Spec : CT->specializations()) {
      bool WholeClass =
          Spec->getSpecializationKind() == TSK_ExplicitInstantiationDeclaration ||
          Spec->getSpecializationKind() == TSK_ExplicitInstantiationDefinition;
      for (const CXXMethodDecl *Member : Spec->methods())
        if (const FunctionDecl *From = Member->getInstantiatedFromMemberFunction();
            From && From->getCanonicalDecl() == M->getCanonicalDecl())
          Note(Member->getTemplateSpecializationKind(), WholeClass);
    }
  if (Specialized)
    return "the template has explicit specializations that would no longer "
           "match it";
  if (Instantiated)
    return "the template is explicitly instantiated, and the instantiation "
           "names the parameter's type";
  return "";
}

/// Why \p UseView must fall back to const&: a view edited into a header is
/// C++17 code in every file including it. Empty when the view stays.
std::string headerRefusesView(const FunctionDecl *FD, unsigned Index,
                                     utils::StandardLimits Limits,
                                     const SourceManager &SM,
                                     const LangOptions &LO) {
  for (const FunctionDecl *D : FD->redecls()) {
    SourceLocation At = D->getParamDecl(Index)->getInnerLocStart();
    if (auto Why = utils::standardRefusal("std::string_view", 17, At, SM, LO, Limits))
      return *Why;
  }
  return "";
}

/// Why the parameter's declaration \p PD cannot be edited (a system header,
/// a typedef, a macro, attributes); empty when it can. Sets the file range of
/// its type, a trailing const included, and where its name is spelled.
std::string whyParameterNotEditable(const FunctionDecl *D, const ParmVarDecl *PD,
                                  CharSourceRange &TypeRange,
                                  SourceLocation &NameLoc,
                                  const SourceManager &SM,
                                  const LangOptions &LO) {
  if (SM.isInSystemHeader(PD->getLocation()) ||
      SM.isInSystemHeader(D->getLocation()))
    return "a declaration of the function is in a system header";
  // `typedef void Fn(std::string); Fn f;` spells no parameter to edit.
  if (!D->getFunctionTypeLoc() || !PD->getTypeSourceInfo())
    return "a declaration of the function names its type through a typedef";
  std::optional<CharSourceRange> Type = typeRange(PD, SM, LO);
  std::optional<SourceLocation> Name;
  if (PD->getIdentifier())
    Name = utils::editableLocation(PD->getLocation(), SM);
  if (!Type || (PD->getIdentifier() && !Name))
    return "the parameter's type is spelled inside a macro";
  TypeRange = *Type;
  NameLoc = Name.value_or(SourceLocation());
  StringRef Spelled = Lexer::getSourceText(TypeRange, SM, LO);
  if (Spelled.contains("[[") || Spelled.contains("__attribute") ||
      Spelled.contains("alignas") || Spelled.contains("__declspec"))
    return "the parameter's declaration has attributes in its type";
  return "";
}

/// Rewrites `#include <x>\n` inserted at the start of a line as `\n#include
/// <x>` at the end of the line before: the same text at another offset. Where
/// `<string_view>` and `<utility>` go to one place, one translation unit may
/// need both and another only one; at one offset the two runs' insertions
/// differ and clang-apply-replacements refuses them, at two offsets each is
/// the same in every run and is merged.
void moveIncludeToPreviousLineEnd(FixItHint &Hint, const SourceManager &SM) {
  StringRef Text = Hint.CodeToInsert;
  SourceLocation At = Hint.RemoveRange.getBegin();
  if (!At.isFileID() || !Text.ends_with("\n") || Text.starts_with("\n") ||
      Text.ends_with("\n\n"))
    return;
  auto [File, Offset] = SM.getDecomposedLoc(At);
  StringRef Buffer = SM.getBufferData(File);
  if (Offset < 1 || Offset > Buffer.size() || Buffer[Offset - 1] != '\n' ||
      (Offset >= 2 && Buffer[Offset - 2] == '\r'))
    return;
  Hint = FixItHint::CreateInsertion(At.getLocWithOffset(-1),
                                    ("\n" + Text.drop_back()).str());
}
bool FunctionUses::record(const ast_matchers::BoundNodes &Nodes) {
  if (const auto *Construct = Nodes.getNodeAs<CXXConstructExpr>("construct")) {
    Calls[functionKey(Construct->getConstructor())].push_back(Construct);
    return true;
  }
  if (const auto *Call = Nodes.getNodeAs<CallExpr>("call")) {
    const Expr *Callee = calleeBelowWrappers(Call->getCallee());
    if (isa<DeclRefExpr, MemberExpr>(Callee))
      CallOfCallee[Callee] = Call;
    return true;
  }
  if (const auto *Ref = Nodes.getNodeAs<Expr>("ref")) {
    Mentions.push_back({Ref, Nodes.getNodeAs<FunctionDecl>("target")});
    return true;
  }
  return false;
}

void FunctionUses::finish() {
  for (const auto &[Ref, Target] : Mentions) {
    auto It = CallOfCallee.find(Ref);
    if (It != CallOfCallee.end())
      Calls[functionKey(Target)].push_back(It->second);
    else
      TypeObserved.insert(functionKey(Target));
  }
  Mentions.clear();
  CallOfCallee.clear();
}

void FunctionUses::clear() {
  Mentions.clear();
  CallOfCallee.clear();
  TypeObserved.clear();
  Calls.clear();
}

llvm::ArrayRef<const Expr *> FunctionUses::callsOf(const FunctionDecl *FD) const {
  auto It = Calls.find(functionKey(FD));
  if (It == Calls.end())
    return {};
  return It->second;
}

bool FunctionUses::typeObserved(const FunctionDecl *FD) const {
  return TypeObserved.count(functionKey(FD)) != 0;
}

} // namespace clang::tidy::strcost::utils
