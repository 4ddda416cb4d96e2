//===--- ParameterRetypeTest.cpp - strcost unit tests ---------------------===//

#include "AstFixture.h"
#include "utils/ParameterRetype.h"
#include "utils/SourceUtils.h"
#include "utils/StringTypes.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost::test {
namespace {

const char *Strings = R"cc(
namespace std {
template <class C> struct char_traits {};
template <class C> struct allocator {};
template <class C, class T = char_traits<C>> class basic_string_view {};
template <class C, class T = char_traits<C>, class A = allocator<C>>
class basic_string { public: basic_string(const C *); };
template <class C> struct other_traits {};
}
)cc";

TEST(ParameterRetype, ViewSpellingFollowsTheCharacterType) {
  auto AST = parse(std::string(Strings) +
                   "std::basic_string<char> *a; std::basic_string<wchar_t> *w;"
                   "std::basic_string<char, std::other_traits<char>> *o;"
                   "std::basic_string_view<char> *v;");
  auto Spec = [&](llvm::StringRef Name) {
    const auto *V = findOne<VarDecl>(*AST, varDecl(hasName(Name)).bind("x"));
    return utils::stdBasicString(V->getType()->getPointeeType());
  };
  EXPECT_EQ(utils::viewSpelling(Spec("a")), "std::string_view");
  EXPECT_EQ(utils::viewSpelling(Spec("w")), "std::wstring_view");
  EXPECT_EQ(utils::viewSpelling(Spec("o")), std::nullopt);
  const auto *V = findOne<VarDecl>(*AST, varDecl(hasName("v")).bind("x"));
  EXPECT_TRUE(utils::isStringView(V->getType()->getPointeeType()));
  EXPECT_FALSE(utils::isStringView(V->getType()));
}

TEST(ParameterRetype, ArgumentForCountsTheObjectOfAMemberOperator) {
  auto AST = parse(std::string(Strings) + R"cc(
    struct S { int operator()(int, const std::basic_string<char> &) const; };
    int f(int, const std::basic_string<char> &);
    int call(S s) { return s(1, "a") + f(2, "b"); }
  )cc");
  const auto *Op = findOne<CXXOperatorCallExpr>(*AST, cxxOperatorCallExpr().bind("x"));
  const auto *Plain = findOne<CallExpr>(
      *AST, callExpr(callee(functionDecl(hasName("f")))).bind("x"));
  ASSERT_TRUE(Op && Plain);
  const Expr *OpArg = utils::argumentFor(Op, Op->getDirectCallee(), 1);
  const Expr *PlainArg = utils::argumentFor(Plain, Plain->getDirectCallee(), 1);
  EXPECT_EQ(OpArg, Op->getArg(2));
  EXPECT_EQ(PlainArg, Plain->getArg(1));
  EXPECT_EQ(utils::argumentFor(Plain, Plain->getDirectCallee(), 2), nullptr);
}

TEST(ParameterRetype, InstantiationsAreFiledUnderTheirTemplate) {
  auto AST = parse(R"cc(
    template <class T> int g(T) { return 0; }
    int call() { return g(1) + g(2L); }
  )cc");
  auto Calls = match(callExpr().bind("x"), AST->getASTContext());
  ASSERT_EQ(Calls.size(), 2u);
  const FunctionDecl *A = Calls[0].getNodeAs<CallExpr>("x")->getDirectCallee();
  const FunctionDecl *B = Calls[1].getNodeAs<CallExpr>("x")->getDirectCallee();
  EXPECT_NE(A, B);
  EXPECT_EQ(utils::functionKey(A), utils::functionKey(B));
  EXPECT_TRUE(utils::isInstantiatedTemplate(utils::functionKey(A)));
}

TEST(ParameterRetype, ArgumentBelowTemporariesKeepsWhatBuildsTheValue) {
  auto AST = parse(std::string(Strings) +
                   "void take(const std::basic_string<char> &, "
                   "          const std::basic_string<char> & = \"dflt\");"
                   "std::basic_string<char> make();"
                   "void use(const std::basic_string<char> &s) {"
                   "  take((make())); take(\"lit\"); take(s); }");
  ASTContext &Ctx = AST->getASTContext();
  std::vector<std::string> Kinds;
  for (const BoundNodes &N :
       match(callExpr(callee(functionDecl(hasName("take")))).bind("c"), Ctx))
    for (const Expr *A : N.getNodeAs<CallExpr>("c")->arguments())
      Kinds.push_back(utils::argumentBelowTemporaries(A)->getStmtClassName());
  // (make()): the call itself; "lit": the constructor from the literal; s: the
  // reference; the default: its literal's construction.
  EXPECT_EQ(Kinds, (std::vector<std::string>{"CallExpr", "CXXConstructExpr",
                                             "CXXConstructExpr", "CXXConstructExpr",
                                             "DeclRefExpr", "CXXConstructExpr"}));
  EXPECT_EQ(utils::argumentBelowTemporaries(nullptr), nullptr);
}

TEST(ParameterRetype, FunctionUsesSortsMentionsIntoCallsAndObservedTypes) {
  auto AST = parse("void f(int); void g(int); struct S { S(int); };"
                   "void use() { f(1); (f)(2); auto *p = &g; g(3); S s(4); }");
  ASTContext &Ctx = AST->getASTContext();
  utils::FunctionUses Uses;
  auto Feed = [&](const auto &Matcher) {
    for (const BoundNodes &N : match(Matcher, Ctx))
      EXPECT_TRUE(Uses.record(N));
  };
  Feed(declRefExpr(to(functionDecl().bind("target"))).bind("ref"));
  Feed(callExpr().bind("call"));
  Feed(cxxConstructExpr().bind("construct"));
  EXPECT_FALSE(Uses.record(match(varDecl(hasName("p")).bind("v"), Ctx).front()));
  Uses.finish();
  const auto *F = findOne<FunctionDecl>(*AST, functionDecl(hasName("f")).bind("x"));
  const auto *G = findOne<FunctionDecl>(*AST, functionDecl(hasName("g")).bind("x"));
  const auto *Ctor = findOne<FunctionDecl>(*AST, cxxConstructorDecl(unless(isImplicit())).bind("x"));
  EXPECT_EQ(Uses.callsOf(F).size(), 2u); // parentheses around the callee too
  EXPECT_FALSE(Uses.typeObserved(F));
  EXPECT_EQ(Uses.callsOf(G).size(), 1u);
  EXPECT_TRUE(Uses.typeObserved(G)); // &g
  EXPECT_EQ(Uses.callsOf(Ctor).size(), 1u);
  Uses.clear();
  EXPECT_TRUE(Uses.callsOf(F).empty());
  EXPECT_FALSE(Uses.typeObserved(G));
}

TEST(ParameterRetype, SmallStringCapacityByLibrary) {
  auto AST = parse(std::string(MiniString) +
                   "std::basic_string<char> *c; std::basic_string<char16_t> *u;");
  auto Spec = [&](llvm::StringRef Name) {
    const auto *V = findOne<VarDecl>(*AST, varDecl(hasName(Name)).bind("x"));
    return utils::stdBasicString(V->getType()->getPointeeType());
  };
  // MiniString's inline namespace __1 is libc++'s.
  EXPECT_EQ(utils::smallStringCapacity(Spec("c"), AST->getASTContext()), 22u);
  EXPECT_EQ(utils::smallStringCapacity(Spec("u"), AST->getASTContext()), 10u);
}

} // namespace
} // namespace clang::tidy::strcost::test
