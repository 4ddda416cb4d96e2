//===--- AliasingWrites.cpp - strcost --------------------------------------===//

#include "AliasingWrites.h"
#include "SourceUtils.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseMap.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost::utils {

namespace {

/// Where a written expression's storage comes from.
struct Root {
  const ValueDecl *Var = nullptr;
  bool This = false;     // a member of *this
  bool Indirect = false; // reached through a pointer, iterator or reference
  bool Unknown = false;  // a call's result, or anything else
  bool Temporary = false;
};

/// A place that modifies \p Target (or lets a callee modify it).
struct Write {
  const Expr *Target;
  QualType Type; // of the object written
  SourceLocation At;
  bool Indirect; // the target is a pointer that is written through
  const FunctionDecl *Callee = nullptr; // a non-const member called on it
};

struct Call {
  const FunctionDecl *Callee; // null: an indirect or unknown call
  SourceLocation At;
  const Expr *Site = nullptr; // the call, to describe one without a callee
};

bool isStdRecord(const CXXRecordDecl *RD) {
  for (const DeclContext *DC = RD; DC; DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC); NS && NS->isStdNamespace())
      return true;
  return false;
}

/// True when writing an object of type \p T could change a string's
/// characters: characters, and classes other than the standard streams (whose
/// writes go to their own buffers) and standard containers of scalars.
bool mayHoldCharacters(QualType T, int Depth = 0) {
  T = T.getNonReferenceType().getCanonicalType();
  if (T->isAnyCharacterType())
    return true;
  if (T->isScalarType())
    return false;
  const auto *RD = T->getAsCXXRecordDecl();
  if (!RD || Depth > 3)
    return true;
  if (!isStdRecord(RD))
    return true;
  for (StringRef Stream : {"basic_ostream", "basic_istream", "basic_iostream",
                           "basic_ios", "basic_ostringstream", "basic_stringstream",
                           "basic_ofstream", "basic_fstream"})
    if (isStdClass(RD, Stream))
      return false;
  const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD);
  if (!Spec || stdBasicString(T))
    return true;
  for (const TemplateArgument &Arg : Spec->getTemplateArgs().asArray())
    if (Arg.getKind() == TemplateArgument::Type &&
        !isStdClass(Arg.getAsType()->getAsCXXRecordDecl(), "allocator") &&
        !isStdClass(Arg.getAsType()->getAsCXXRecordDecl(), "less") &&
        mayHoldCharacters(Arg.getAsType(), Depth + 1))
      return true;
  return false;
}

Root rootOf(const Expr *E) {
  Root R;
  for (int Depth = 0; E && Depth < 32; ++Depth) {
    E = E->IgnoreParenImpCasts();
    if (E->isPRValue() && !E->getType()->isPointerType()) {
      R.Temporary = true; // a new object no one else has
      return R;
    }
    if (const auto *M = dyn_cast<MemberExpr>(E)) {
      // `this->x` is the object's own member; `p->x` is anyone's.
      R.Indirect |= M->isArrow() &&
                    !isa<CXXThisExpr>(M->getBase()->IgnoreParenImpCasts());
      E = M->getBase();
    } else if (const auto *A = dyn_cast<ArraySubscriptExpr>(E)) {
      R.Indirect |= A->getBase()->IgnoreParenImpCasts()->getType()->isPointerType();
      E = A->getBase();
    } else if (const auto *U = dyn_cast<UnaryOperator>(E);
               U && U->getOpcode() == UO_Deref) {
      R.Indirect = true;
      E = U->getSubExpr();
    } else if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E);
               Op && Op->getNumArgs() >= 1 &&
               (Op->getOperator() == OO_Subscript || Op->getOperator() == OO_Star ||
                Op->getOperator() == OO_Arrow)) {
      // A standard container owns its elements; an iterator or smart
      // pointer leads anywhere.
      const auto *RD = Op->getArg(0)->getType()->getAsCXXRecordDecl();
      R.Indirect |= !(Op->getOperator() == OO_Subscript && RD && isStdRecord(RD));
      E = Op->getArg(0);
    } else if (const auto *Call = dyn_cast<CallExpr>(E);
               Call && Call->getNumArgs() == 1 && Call->getDirectCallee() &&
               Call->getDirectCallee()->isInStdNamespace() &&
               Call->getDirectCallee()->getIdentifier() &&
               llvm::is_contained({"move", "forward"},
                                  Call->getDirectCallee()->getName())) {
      E = Call->getArg(0); // the object itself, as an xvalue
    } else if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
      R.Var = Ref->getDecl();
      return R;
    } else if (isa<CXXThisExpr>(E)) {
      R.This = true;
      return R;
    } else {
      break;
    }
  }
  R.Unknown = true;
  return R;
}

struct Body {
  std::vector<Write> Writes;
  std::vector<Call> Calls;
};

/// The writes and calls in \p F's body and constructor initialisers.
Body collect(const FunctionDecl *F, ASTContext &Ctx) {
  Body B;
  std::vector<Write> &Writes = B.Writes;
  std::vector<Call> &Calls = B.Calls;
  llvm::SmallVector<const Stmt *, 4> Roots{F->getBody()};
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(F))
    for (const CXXCtorInitializer *Init : Ctor->inits())
      if (Init->getInit())
        Roots.push_back(Init->getInit());
  auto NonConstRefOrPointer = qualType(anyOf(
      referenceType(pointee(unless(isConstQualified()))),
      pointerType(pointee(unless(isConstQualified())))));
  auto Matcher = stmt(anyOf(
      binaryOperator(isAssignmentOperator(), hasLHS(expr().bind("t"))).bind("w"),
      unaryOperator(hasAnyOperatorName("++", "--"), hasUnaryOperand(expr().bind("t")))
          .bind("w"),
      cxxMemberCallExpr(callee(cxxMethodDecl(unless(isConst())).bind("m")),
                        on(expr().bind("t")))
          .bind("w"),
      cxxOperatorCallExpr(callee(cxxMethodDecl(unless(isConst())).bind("m")),
                          hasArgument(0, expr().bind("t")))
          .bind("w"),
      callExpr(forEachArgumentWithParam(
                   expr().bind("t"), parmVarDecl(hasType(NonConstRefOrPointer))))
          .bind("w"),
      cxxConstructExpr(forEachArgumentWithParam(
                           expr().bind("t"), parmVarDecl(hasType(NonConstRefOrPointer))))
          .bind("w")));
  // One walk of the body for both lists: eachOf gives a node that is a write
  // and a call (a non-const member call) once for each, in the order of two
  // separate walks.
  StatementMatcher WriteOrCall =
      stmt(eachOf(Matcher, expr(anyOf(callExpr(), cxxConstructExpr())).bind("c")));
  for (const Stmt *Root : Roots) {
    if (!Root)
      continue;
    for (const BoundNodes &N : match(findAll(WriteOrCall), *Root, Ctx)) {
      if (const auto *E = N.getNodeAs<Expr>("c")) {
        const FunctionDecl *Callee = nullptr;
        if (const auto *CE = dyn_cast<CallExpr>(E))
          Callee = CE->getDirectCallee();
        else
          Callee = cast<CXXConstructExpr>(E)->getConstructor();
        Calls.push_back({Callee, E->getBeginLoc(), E});
        continue;
      }
      const auto *W = N.getNodeAs<Expr>("w");
      const auto *T = N.getNodeAs<Expr>("t");
      const auto *M = N.getNodeAs<CXXMethodDecl>("m");
      bool Indirect = false;
      QualType Type = T->getType();
      if (M && Type->isPointerType()) {
        // `p->f()` or `f()` on this: the object pointed to is written.
        Type = Type->getPointeeType();
        Indirect = !isa<CXXThisExpr>(T->IgnoreParenImpCasts());
      } else if (!M && isa<CallExpr, CXXConstructExpr>(W) && Type->isPointerType()) {
        Type = Type->getPointeeType();
        // A pointer argument lets the callee write what it points to.
        const Expr *Pointer = T->IgnoreParenImpCasts();
        if (const auto *U = dyn_cast<UnaryOperator>(Pointer);
            U && U->getOpcode() == UO_AddrOf)
          T = U->getSubExpr();
        else
          Indirect = true;
      }
      Writes.push_back({T, Type, W->getBeginLoc(), Indirect, M});
    }
  }
  return B;
}

/// The name a call without a resolved callee is spelled with: `visit` in
/// `visit(v)`, `run` in `v.run()`, `reset` in `T::reset()`.
StringRef dependentCalleeName(const Expr *Callee) {
  if (const auto *O = dyn_cast<OverloadExpr>(Callee))
    return O->getName().getAsIdentifierInfo()
               ? O->getName().getAsIdentifierInfo()->getName()
               : StringRef();
  if (const auto *M = dyn_cast<CXXDependentScopeMemberExpr>(Callee))
    return M->getMember().getAsIdentifierInfo()
               ? M->getMember().getAsIdentifierInfo()->getName()
               : StringRef();
  if (const auto *D = dyn_cast<DependentScopeDeclRefExpr>(Callee))
    return D->getDeclName().getAsIdentifierInfo()
               ? D->getDeclName().getAsIdentifierInfo()->getName()
               : StringRef();
  return StringRef();
}

/// "calls 'f', which", for the note: a call with no callee is either one a
/// template resolves only at instantiation (it may then call anything) or one
/// through a pointer or object the function cannot see into.
std::string describeCall(const Call &C, ASTContext &Ctx) {
  if (C.Callee)
    return "calls '" + C.Callee->getNameAsString() + "', which";
  const auto *CE = dyn_cast_or_null<CallExpr>(C.Site);
  const Expr *Callee = CE ? CE->getCallee()->IgnoreParenImpCasts() : nullptr;
  if (!Callee)
    return "makes a call that";
  StringRef Name = dependentCalleeName(Callee);
  if (!Name.empty() || CE->isTypeDependent()) {
    if (Name.empty())
      if (std::optional<StringRef> Text = spelledText(Callee, Ctx))
        Name = *Text;
    if (Name.empty())
      return "makes a call that is resolved only at instantiation and";
    return "calls '" + Name.str() +
           "', which is resolved only at instantiation and";
  }
  if (std::optional<StringRef> Text = spelledText(Callee, Ctx))
    return "calls through '" + Text->str() + "', which";
  return "makes an indirect call, which";
}

} // namespace

struct AliasingMemo::Bodies {
  /// Boxed: a body is read while a caller's is being walked.
  llvm::DenseMap<const FunctionDecl *, std::unique_ptr<Body>> Of;
};

AliasingMemo::AliasingMemo() : Read(std::make_unique<Bodies>()) {}
AliasingMemo::~AliasingMemo() = default;
unsigned AliasingMemo::bodiesRead() const { return Read->Of.size(); }

namespace {

class Scanner {
public:
  Scanner(ASTContext &Ctx, AliasingMemo &Bodies) : Ctx(Ctx), Bodies(Bodies) {}
  std::string scan(const FunctionDecl *FD, const VarDecl *Param,
                   const VarDecl *User);

private:
  bool isLocal(const Root &R, const FunctionDecl *F) const;
  bool writesBeyondArguments(const FunctionDecl *F, int Depth);
  bool isKnownCall(const Call &C, int Depth);
  std::string spelling(const Write &W, const Root &R) const;
  const Body &bodyOf(const FunctionDecl *F);

  ASTContext &Ctx;
  AliasingMemo &Bodies;
  llvm::DenseMap<const FunctionDecl *, bool> Memo;
};

const Body &Scanner::bodyOf(const FunctionDecl *F) {
  std::unique_ptr<Body> &B = Bodies.Read->Of[F];
  if (!B)
    B = std::make_unique<Body>(collect(F, Ctx));
  return *B;
}

bool Scanner::isLocal(const Root &R, const FunctionDecl *F) const {
  if (R.Temporary && !R.Indirect)
    return true;
  // A range-based for loop's hidden range and iterators: what they let the
  // body write is written through the loop variable, which is seen.
  if (const auto *V = dyn_cast_or_null<VarDecl>(R.Var); V && V->isImplicit() &&
                                                         !R.Indirect)
    return true;
  if (R.Unknown || R.Indirect)
    return false;
  // The object a constructor or destructor works on is not the caller's
  // argument.
  if (R.This)
    return isa<CXXConstructorDecl, CXXDestructorDecl>(F);
  const auto *V = dyn_cast_or_null<VarDecl>(R.Var);
  if (!V || V->getType()->isReferenceType())
    return false;
  if (isa<ParmVarDecl>(V))
    return !V->getType()->isPointerType();
  return V->isLocalVarDecl() && !V->isStaticLocal();
}

bool Scanner::isKnownCall(const Call &C, int Depth) {
  const FunctionDecl *F = C.Callee;
  if (!F)
    return false;
  if (const auto *M = dyn_cast<CXXMethodDecl>(F)) {
    if (M->isVirtual() && !M->hasAttr<FinalAttr>() &&
        !M->getParent()->hasAttr<FinalAttr>())
      return false;
    // A lambda defined here: its body is part of what is scanned.
    if (M->getParent()->isLambda())
      return true;
  }
  // The standard library and the system touch only what their arguments
  // reach (or what the scan sees passed to them).
  const SourceManager &SM = Ctx.getSourceManager();
  if (SM.isInSystemHeader(F->getLocation()))
    return true;
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(F);
      Ctor && (Ctor->isTrivial() || Ctor->isImplicit() || Ctor->isDefaulted()))
    return true;
  return !writesBeyondArguments(F, Depth + 1);
}

bool Scanner::writesBeyondArguments(const FunctionDecl *F, int Depth) {
  const FunctionDecl *Def = F->getDefinition();
  if (!Def || Depth > 3 || Def->isLateTemplateParsed() || !Def->getBody())
    return true;
  if (auto It = Memo.find(Def); It != Memo.end())
    return It->second;
  Memo[Def] = true; // recursion: assume the worst
  const Body &B = bodyOf(Def);
  bool Beyond = false;
  for (const Write &W : B.Writes) {
    Root R = rootOf(W.Target);
    R.Indirect |= W.Indirect;
    // What the caller passed for a parameter or the object is the caller's
    // to judge, at the call.
    bool Argument = !R.Unknown && !R.Indirect &&
                    (R.This || isa_and_nonnull<ParmVarDecl>(R.Var));
    if (!Argument && !isLocal(R, Def) && mayHoldCharacters(W.Type))
      Beyond = true;
  }
  for (const Call &C : B.Calls)
    if (!Beyond && !isKnownCall(C, Depth))
      Beyond = true;
  Memo[Def] = Beyond;
  return Beyond;
}

std::string Scanner::spelling(const Write &W, const Root &R) const {
  const SourceManager &SM = Ctx.getSourceManager();
  CharSourceRange Range = CharSourceRange::getTokenRange(W.Target->getSourceRange());
  StringRef Text;
  if (W.Target->getBeginLoc().isFileID() && W.Target->getEndLoc().isFileID() &&
      !isa<CXXThisExpr>(W.Target->IgnoreParenImpCasts()))
    Text = Lexer::getSourceText(Range, SM, Ctx.getLangOpts());
  std::string Name = !Text.empty() && Text.size() <= 40 ? Text.str()
                     : R.Var ? R.Var->getNameAsString()
                             : std::string("*this");
  if (W.Indirect && !StringRef(Name).starts_with("*"))
    Name = "*" + Name;
  if (W.Callee && isa<CXXThisExpr>(W.Target->IgnoreParenImpCasts()) &&
      W.Callee->getIdentifier())
    Name += "' (calls '" + W.Callee->getName().str() + "')";
  else
    Name += "'";
  return Name;
}

std::string Scanner::scan(const FunctionDecl *FD, const VarDecl *Param,
                          const VarDecl *User) {
  // While \p User (the parameter itself, or a view or reference of it) is in
  // use: up to its last use in the text, anywhere in a loop that uses it, and
  // everywhere when a lambda uses it (the lambda may run later) or a goto may
  // jump back.
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation LastUse;
  std::vector<SourceRange> Loops;
  bool Everywhere = false;
  llvm::SmallVector<const Stmt *, 4> Roots{FD->getBody()};
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(FD))
    for (const CXXCtorInitializer *Init : Ctor->inits())
      if (Init->getInit())
        Roots.push_back(Init->getInit());
  std::vector<SourceLocation> Uses;
  auto UseOfUser = declRefExpr(to(equalsNode(User)));
  // One walk for the three: the kinds exclude each other.
  StatementMatcher Shape = stmt(anyOf(
      declRefExpr(UseOfUser).bind("u"),
      stmt(anyOf(forStmt(), whileStmt(), doStmt(), cxxForRangeStmt())).bind("l"),
      stmt(anyOf(gotoStmt(), lambdaExpr(hasDescendant(UseOfUser)))).bind("e")));
  for (const Stmt *Root : Roots) {
    for (const BoundNodes &N : match(findAll(Shape), *Root, Ctx)) {
      if (const auto *U = N.getNodeAs<Expr>("u"))
        Uses.push_back(SM.getExpansionLoc(U->getEndLoc()));
      else if (const auto *L = N.getNodeAs<Stmt>("l"))
        Loops.push_back(L->getSourceRange());
      else
        Everywhere = true;
    }
  }
  for (SourceLocation U : Uses)
    if (LastUse.isInvalid() || SM.isBeforeInTranslationUnit(LastUse, U))
      LastUse = U;
  auto Contains = [&](SourceRange R, SourceLocation L) {
    L = SM.getExpansionLoc(L);
    return !SM.isBeforeInTranslationUnit(L, SM.getExpansionLoc(R.getBegin())) &&
           !SM.isBeforeInTranslationUnit(SM.getExpansionLoc(R.getEnd()), L);
  };
  auto Alive = [&](SourceLocation L) {
    if (Everywhere || LastUse.isInvalid())
      return true;
    if (!SM.isBeforeInTranslationUnit(LastUse, SM.getExpansionLoc(L)))
      return true;
    for (SourceRange Loop : Loops)
      if (Contains(Loop, L) &&
          llvm::any_of(Uses, [&](SourceLocation U) { return Contains(Loop, U); }))
        return true;
    return false;
  };

  std::vector<Write> Writes = bodyOf(FD).Writes;
  std::vector<Call> Calls = bodyOf(FD).Calls;
  auto Earlier = [&](SourceLocation A, SourceLocation B) {
    return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(A), SM.getExpansionLoc(B));
  };
  llvm::stable_sort(Writes, [&](const Write &A, const Write &B) { return Earlier(A.At, B.At); });
  llvm::stable_sort(Calls, [&](const Call &A, const Call &B) { return Earlier(A.At, B.At); });
  for (const Write &W : Writes) {
    Root R = rootOf(W.Target);
    R.Indirect |= W.Indirect;
    if (R.Var == Param || isLocal(R, FD) || !mayHoldCharacters(W.Type) ||
        !Alive(W.At))
      continue;
    return "the function writes '" + spelling(W, R) + ", which may alias the argument";
  }
  for (const Call &C : Calls)
    if (Alive(C.At) && !isKnownCall(C, 0))
      return "the function " + describeCall(C, Ctx) +
             " may modify the argument through a global";
  return "";
}

} // namespace

std::string aliasingWrite(const FunctionDecl *FD, const ParmVarDecl *Param,
                          ASTContext &Ctx, AliasingMemo *Memo) {
  if (!FD->getBody())
    return "";
  AliasingMemo Own;
  return Scanner(Ctx, Memo ? *Memo : Own).scan(FD, Param, Param);
}

std::string aliasingWriteWhileUsed(const FunctionDecl *FD, const VarDecl *Source,
                                   const VarDecl *User, ASTContext &Ctx,
                                   AliasingMemo *Memo) {
  if (!FD->getBody())
    return "";
  AliasingMemo Own;
  return Scanner(Ctx, Memo ? *Memo : Own).scan(FD, Source, User);
}

} // namespace clang::tidy::strcost::utils
