//===--- OverloadRivalsTest.cpp - strcost unit tests ----------------------===//

#include "AstFixture.h"
#include "utils/OverloadRivals.h"
#include "clang/AST/ExprCXX.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost::test {
namespace {

constexpr const char *RivalsPrelude = R"cc(
#include <string>
#include <string_view>
)cc";

/// The rival named for the first argument of the call in function `probe`
/// once it is replaced by \p New (an object of std::string, or a braced list),
/// as a signature; "" when no rival keeps the fix from being offered.
std::string rivalIn(const std::string &Code, utils::Replacement New,
                    std::vector<std::string> Args = {"-std=c++17"}) {
  auto AST = parse(std::string(RivalsPrelude) + Code, Args);
  ASTContext &Ctx = AST->getASTContext();
  auto InProbe = hasAncestor(functionDecl(hasName("probe")));
  const Expr *Call = nullptr;
  const FunctionDecl *Callee = nullptr;
  auto Found = match(
      expr(anyOf(callExpr(callee(functionDecl(hasName("f")))),
                 cxxConstructExpr(hasDeclaration(cxxConstructorDecl(ofClass(hasName("F")))))),
           InProbe)
          .bind("x"),
      Ctx);
  EXPECT_EQ(Found.size(), 1u);
  if (Found.empty())
    return "<no call>";
  Call = Found.front().getNodeAs<Expr>("x");
  if (const auto *CE = dyn_cast<CallExpr>(Call))
    Callee = CE->getDirectCallee();
  else
    Callee = cast<CXXConstructExpr>(Call)->getConstructor();
  const CXXRecordDecl *StringClass = nullptr;
  if (New != utils::Replacement::BracedList)
    StringClass = findOne<CXXRecordDecl>(
        *AST, varDecl(hasName("s"), hasType(hasUnqualifiedDesugaredType(recordType(
                                        hasDeclaration(cxxRecordDecl().bind("x"))))))
                  .bind("v"));
  utils::OverloadRivals Rivals(Ctx);
  const FunctionDecl *Rival =
      utils::rivalForChangedArgument(Rivals, Callee, Call, 0, New, StringClass);
  return Rival ? utils::signatureOf(Rival, PrintingPolicy(Ctx.getLangOpts())) : "";
}

constexpr utils::Replacement Const = utils::Replacement::ConstLValue;
constexpr utils::Replacement Mutable = utils::Replacement::MutableLValue;
constexpr utils::Replacement Braces = utils::Replacement::BracedList;

TEST(RivalForChangedArgument, OtherArityOrSameParameterTypeKeepsTheWinner) {
  EXPECT_EQ(rivalIn(R"cc(
    void f(const std::string &);
    void f(const std::string &, int);
    void f(const std::string &, double, int = 0);
    const std::string s;
    void probe() { f(s.c_str()); }
  )cc", Const), "");
  EXPECT_EQ(rivalIn(R"cc(
    void f(const std::string &, int);
    void f(const std::string &, long);
    const std::string s;
    void probe() { f(s.c_str(), 1); }
  )cc", Const), "");
}

TEST(RivalForChangedArgument, ScalarParametersCannotTakeTheObject) {
  EXPECT_EQ(rivalIn(R"cc(
    void f(std::string_view, int);
    void f(const char *, long);
    void f(int, int);
    std::string s;
    void probe(std::string_view v) { f(v, 1); }
  )cc", Mutable), "");
}

TEST(RivalForChangedArgument, ABetterReferenceIsNamed) {
  EXPECT_EQ(rivalIn(R"cc(
    void f(const std::string &);
    void f(std::string &);
    std::string s;
    void probe() { f(s.c_str()); }
  )cc", Mutable), "f(std::string &)");
  // A const object cannot bind it.
  EXPECT_EQ(rivalIn(R"cc(
    void f(const std::string &);
    void f(std::string &);
    const std::string s;
    void probe() { f(s.c_str()); }
  )cc", Const), "");
}

TEST(RivalForChangedArgument, TemplatesAndOtherClassesAreNamed) {
  EXPECT_EQ(rivalIn(R"cc(
    void f(const std::string &);
    template <class T> void f(T &);
    const std::string s;
    void probe() { f(s.c_str()); }
  )cc", Const), "f(T &)");
  EXPECT_EQ(rivalIn(R"cc(
    void f(std::string_view);
    void f(const std::string &, int = 0);
    const std::string s;
    void probe(std::string_view v) { f(v); }
  )cc", Const), "f(const std::string &, int)");
}

TEST(RivalForChangedArgument, ABracedListMeetsClassesOnly) {
  EXPECT_EQ(rivalIn(R"cc(
    void f(std::string_view);
    void f(const char *, int = 0);
    void probe(std::string_view v) { f(v); }
  )cc", Braces), "");
  EXPECT_EQ(rivalIn(R"cc(
    struct F { F(std::string_view); F(const std::string &, int = 0); };
    void probe(const char *p) { F x(std::string_view{p}); }
  )cc", Braces), "F::F(const std::string &, int)");
}

TEST(RivalForChangedArgument, SpecialisationsOfTheCalleeAreNoRivals) {
  EXPECT_EQ(rivalIn(R"cc(
    template <class T> void f(const std::string &, T);
    const std::string s;
    void probe() { f(s.c_str(), 1); }
  )cc", Const), "");
}

/// For the call of a std::basic_string member in function `probe` (`t.append(p)`,
/// `t += p`): the candidate outside std::basic_string's own overloads that
/// could take the call once it gains a length argument (\p Added) or once its
/// argument is a braced list; "" when there is none.
std::string receiverRivalIn(const std::string &Code, bool Added,
                            std::vector<std::string> Args = {"-std=c++17"}) {
  auto AST = parse(std::string(RivalsPrelude) + Code, Args);
  ASTContext &Ctx = AST->getASTContext();
  auto OfString = cxxMethodDecl(ofClass(hasName("::std::basic_string")));
  auto Found = match(
      expr(anyOf(cxxMemberCallExpr(callee(OfString)), cxxOperatorCallExpr(callee(OfString))),
           hasAncestor(functionDecl(hasName("probe"))))
          .bind("x"),
      Ctx);
  EXPECT_EQ(Found.size(), 1u);
  if (Found.empty())
    return "<no call>";
  const auto *Call = Found.front().getNodeAs<CallExpr>("x");
  const FunctionDecl *Callee = Call->getDirectCallee();
  const CXXRecordDecl *Ranked = cast<CXXMethodDecl>(Callee)->getParent();
  utils::OverloadRivals Rivals(Ctx);
  const FunctionDecl *Rival =
      Added ? utils::rivalForAddedArguments(Rivals, Callee, Call, Call->getNumArgs() + 1,
                                            Ranked)
            : utils::rivalForChangedArgument(Rivals, Callee, Call,
                                             isa<CXXOperatorCallExpr>(Call) ? 1 : 0,
                                             Braces, nullptr, Ranked);
  return Rival ? utils::signatureOf(Rival, PrintingPolicy(Ctx.getLangOpts())) : "";
}

TEST(RankedClass, TheStringsOwnOverloadsAreNoRivals) {
  EXPECT_EQ(receiverRivalIn(R"cc(
    void probe(std::string &t, const char *p) { t.append(p); }
  )cc", /*Added=*/true), "");
  EXPECT_EQ(receiverRivalIn(R"cc(
    struct Text : std::string {};
    void probe(Text &t, const char *p) { t.append(p); }
  )cc", /*Added=*/true), "");
  // C++20's std::ranges::__detail::operator+= is reached by neither lookup.
  EXPECT_EQ(receiverRivalIn(R"cc(
    void probe(std::string &t, const char *p) { t += p; }
  )cc", /*Added=*/false, {"-std=c++20"}), "");
}

TEST(RankedClass, ADerivedClassesOwnOverloadsAreNamed) {
  EXPECT_EQ(receiverRivalIn(R"cc(
    struct Text : std::string {
      using std::string::append;
      Text &append(const char *, std::size_t) = delete;
    };
    void probe(Text &t, const char *p) { t.append(p); }
  )cc", /*Added=*/true), "Text::append(const char *, std::size_t)");
  EXPECT_EQ(receiverRivalIn(R"cc(
    struct Text : std::string {
      using std::string::append;
      Text &append(const char *, std::size_t, std::size_t);
    };
    void probe(Text &t, const char *p) { t.append(p); }
  )cc", /*Added=*/true), "");
  EXPECT_EQ(receiverRivalIn(R"cc(
    struct Text : std::string {
      using std::string::operator+=;
      Text &operator+=(const Text &);
    };
    void probe(Text &t, const char *p) { t += p; }
  )cc", /*Added=*/false), "Text::operator+=(const Text &)");
}

/// For the comparison `t == s.c_str()` in function `probe`: the rival of
/// std's operator once the pointer becomes the string (a const lvalue), with
/// namespace std's own operators ranked (\p StdRanked) or not.
std::string stdOperatorRivalIn(const std::string &Code, bool StdRanked) {
  auto AST = parse(std::string(RivalsPrelude) + Code, {"-std=c++17"});
  ASTContext &Ctx = AST->getASTContext();
  auto Found = match(cxxOperatorCallExpr(hasOverloadedOperatorName("=="),
                                         hasAncestor(functionDecl(hasName("probe"))))
                         .bind("x"),
                     Ctx);
  EXPECT_EQ(Found.size(), 1u);
  if (Found.empty())
    return "<no call>";
  const auto *Call = Found.front().getNodeAs<CallExpr>("x");
  const CXXRecordDecl *String =
      Call->getArg(0)->IgnoreParenImpCasts()->getType()->getAsCXXRecordDecl();
  utils::OverloadRivals Rivals(Ctx);
  const FunctionDecl *Rival = utils::rivalForChangedArgument(
      Rivals, Call->getDirectCallee(), Call, 1, Const, String, nullptr, StdRanked);
  return Rival ? utils::signatureOf(Rival, PrintingPolicy(Ctx.getLangOpts())) : "";
}

TEST(StdRanked, StdsOwnOperatorsAreNoRivals) {
  constexpr const char *Code = R"cc(
    void probe(const std::string &t, const std::string &s) { (void)(t == s.c_str()); }
  )cc";
  EXPECT_EQ(stdOperatorRivalIn(Code, /*StdRanked=*/true), "");
  // Unranked, std's operator templates for strings are named.
  EXPECT_NE(stdOperatorRivalIn(Code, /*StdRanked=*/false), "");
}

TEST(StdRanked, AUsersOperatorIsNamed) {
  EXPECT_EQ(stdOperatorRivalIn(R"cc(
    namespace own {
    bool operator==(const std::string &, const std::string &);
    void probe(const std::string &t, const std::string &s) { (void)(t == s.c_str()); }
    }
  )cc", /*StdRanked=*/true), "own::operator==(const std::string &, const std::string &)");
}

TEST(StdRanked, AUsersOperatorForAnotherClassIsNoRival) {
  EXPECT_EQ(stdOperatorRivalIn(R"cc(
    struct Point { int x, y; };
    bool operator==(const Point &, const Point &);
    void probe(const std::string &t, const std::string &s) { (void)(t == s.c_str()); }
  )cc", /*StdRanked=*/true), "");
  // A class a string converts to is still named.
  EXPECT_EQ(stdOperatorRivalIn(R"cc(
    struct Name { Name(const std::string &); };
    bool operator==(const Name &, const Name &);
    void probe(const std::string &t, const std::string &s) { (void)(t == s.c_str()); }
  )cc", /*StdRanked=*/true), "operator==(const Name &, const Name &)");
}

} // namespace
} // namespace clang::tidy::strcost::test
