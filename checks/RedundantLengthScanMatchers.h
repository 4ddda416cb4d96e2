//===--- RedundantLengthScanMatchers.h - strcost ---------------------------===//
//
// The matchers of strcost-redundant-length-scan, one per node kind. The
// check's patterns concern objects of string-like classes, which few nodes
// touch, but the nodes they start from (calls, constructions, casts, variables)
// are the most frequent of a translation unit: twenty clang matchers on them
// cost a dispatch each per node and tested `isSameOrDerivedFrom` against the
// configured class names again for every expression, which added a fifth to
// the parse. Here each node kind has one matcher that asks the cheap questions
// first, with the answers for each record and each callee cached, and only then
// the structure. What decides a finding but is not one (the call or cast a
// construction sits in, writes into a string's buffer) is recorded in the
// facts directly, without a match result; only the candidates reach the
// check's callback.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_REDUNDANTLENGTHSCANMATCHERS_H
#define STRCOST_CHECKS_REDUNDANTLENGTHSCANMATCHERS_H

#include "utils/EmbeddedNulTracker.h"
#include "utils/StringLikeClasses.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSet.h"

namespace clang::tidy::strcost {

/// An argument below the nodes a conversion of it adds: implicit casts,
/// temporaries, parentheses, and the copy or move that, before C++17, takes a
/// temporary into a by-value parameter.
const Expr *stripArgumentWrappers(const Expr *E);

/// Which argument of \p FD, a member of std::basic_string or
/// std::basic_string_view or an operator of namespace std, is a NUL-terminated
/// pointer that FD scans, where another overload of the same call takes a
/// string (or view) with its stored length: `compare(p)`, `compare(pos, n, p)`,
/// `find(p, pos)` and its relatives, `insert(pos, p)`, `replace(pos, n, p)`,
/// `replace(i1, i2, p)`, `starts_with(p)`, `ends_with(p)`, `contains(p)`,
/// `str == p` and the other comparisons, `str + p`, `p + str`. The forms with
/// a count (`find(p, pos, n)`) do not scan.
std::optional<unsigned> scanConsumerArgument(const FunctionDecl *FD);

namespace utils {
class MatchSet;
} // namespace utils

/// What the surroundings of the constructions from a pointer say, and what
/// may write into string buffers, for the whole translation unit.
struct RedundantLengthScanFacts {
  // Constructions materialised as an xvalue: bound to an rvalue reference,
  // unless an elidable copy before C++17 is what takes them.
  llvm::DenseSet<const Expr *> RvalueBound;
  llvm::DenseSet<const Expr *> ElidedCopies;
  llvm::DenseMap<const Expr *, const ExplicitCastExpr *> CastOf;
  /// The call or construction an implicit conversion is an argument of, and
  /// where: a fix that changes the argument's type must keep the overload.
  struct CallSite {
    const FunctionDecl *Callee = nullptr;
    const Expr *Call = nullptr;
    unsigned Index = 0;
  };
  llvm::DenseMap<const Expr *, CallSite> CalleeOf;
  utils::EmbeddedNulTracker Buffers;

  void clear();
};

class RedundantLengthScanMatchers {
public:
  RedundantLengthScanMatchers(const utils::StringLikeClasses &Classes,
                              RedundantLengthScanFacts &Facts);

  void registerMatchers(ast_matchers::MatchFinder *Finder,
                        ast_matchers::MatchFinder::MatchCallback *Callback);
  /// Forget the cached answers: the declarations die with the translation unit.
  void clear();

  using Finder = ast_matchers::internal::ASTMatchFinder;
  using Builder = ast_matchers::internal::BoundNodesTreeBuilder;
  // One per node kind. Each records facts and binds a candidate ("pointer"
  // and one of "construct", "assign", "strlen") for the check's callback.
  bool matchCall(const CallExpr &Call, Finder *F, Builder *B);
  bool matchConstruct(const CXXConstructExpr &Construct, Finder *F, Builder *B);
  bool matchCast(const CastExpr &Cast, Finder *F, Builder *B);
  bool matchTemporary(const MaterializeTemporaryExpr &Temporary, Finder *F,
                      Builder *B);
  bool matchVar(const VarDecl &Var, Finder *F, Builder *B);
  bool matchFieldInit(const CXXCtorInitializer &Init, Finder *F, Builder *B);
  /// The object of class type (not a pointer) is string-like.
  bool isStringValue(QualType T, Finder *F);

private:
  /// What a function can be in the check's patterns, decided once per
  /// declaration.
  enum Role : unsigned {
    Accessor = 1,      // c_str(), data(), GetString(): the characters
    AssignPointer = 2, // basic_string's operator=/+= taking a pointer first
    AssignMember = 4,  // basic_string's assign/append(const char *)
    Strlen = 8,        // strlen, wcslen, char_traits<>::length
    ScanConstructor = 16, // string or string view from a pointer first
    Method = 32,
    // A std::basic_string or string view member (`find`, `compare`, ...) or a
    // std operator (`==`, `+`, ...) that scans a pointer argument where an
    // overload of the same call takes the string itself.
    ScanConsumer = 64,
  };
  unsigned roles(const Decl *Callee, Finder *F);
  unsigned computeRoles(const Decl *Callee, Finder *F);
  bool isStringRecord(const Type *Canonical, Finder *F);
  bool isStringObject(QualType T, Finder *F);
  bool isStringReferenceOrPointer(QualType T, Finder *F);
  const CXXMemberCallExpr *pointerCall(const Expr *E, Finder *F);
  const CXXConstructExpr *constructionFromPointer(const Expr *E, Finder *F,
                                                  const CXXMemberCallExpr *&Ptr);
  bool isCallOnString(const Expr *E, Finder *F);
  bool isInstantiated(const Stmt &S, Finder *F);
  void matchScanCall(const CallExpr &Call, unsigned CalleeRoles, Finder *F,
                     utils::MatchSet &Out);
  void noteArguments(const FunctionDecl *Callee, const Expr *Call,
                     llvm::ArrayRef<const Expr *> Args, Finder *F);
  void noteStringCall(const CallExpr &Call);
  void noteReadOnly(const ImplicitCastExpr &Cast, const Expr *Read);

public:
  /// Anything rooted at the object of the dependent expression \p E may be
  /// written: a call inside a template that is not resolved yet.
  void noteDependent(const Expr *E);

private:

  const utils::StringLikeClasses &Classes;
  RedundantLengthScanFacts &Facts;
  llvm::StringSet<> AccessorNames;
  ast_matchers::internal::Matcher<Decl> StringLikeRecord;
  ast_matchers::internal::Matcher<Decl> AccessorDecl;
  ast_matchers::internal::Matcher<Decl> AssignPointerDecl;
  ast_matchers::internal::Matcher<Decl> AssignMemberDecl;
  ast_matchers::internal::Matcher<Decl> StrlenDecl;
  ast_matchers::internal::Matcher<Decl> ScanConstructorDecl;
  ast_matchers::internal::Matcher<Decl> ConsumerMemberDecl;
  llvm::DenseMap<const Decl *, bool> StringRecords;
  llvm::DenseMap<const Decl *, unsigned> Roles;
};

} // namespace clang::tidy::strcost

#endif // STRCOST_CHECKS_REDUNDANTLENGTHSCANMATCHERS_H
