//===--- StableSourceTest.cpp - strcost unit tests ------------------------===//

#include "AstFixture.h"
#include "utils/DeclSpecifiers.h"
#include "utils/StableSource.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost::test {
namespace {

constexpr const char *StablePrelude = R"cc(
#include <map>
#include <string>
#include <utility>
void use(const std::string &) {}
void modify(std::string &) {}
void sink(std::string) {}
void unknown();
std::string Global;
)cc";

/// Why the original of local `s` in function \p Function may change.
std::string whyOf(ASTUnit &AST, llvm::StringRef Function,
                  llvm::StringRef Original) {
  const auto *FD = findOne<FunctionDecl>(
      AST, functionDecl(hasName(Function), isDefinition()).bind("x"));
  const auto *S = findOne<VarDecl>(
      AST, varDecl(hasName("s"), hasAncestor(functionDecl(hasName(Function))))
               .bind("x"));
  const auto *O = findOne<VarDecl>(
      AST, varDecl(hasName(Original), hasAncestor(functionDecl(hasName(Function))))
               .bind("x"));
  if (!FD || !S || !O)
    return "not found";
  utils::AliasingMemo Memo;
  return utils::whySourceMayChange(FD, O, S, AST.getASTContext(), &Memo);
}

TEST(StableSource, OriginalsThatStayPut) {
  auto AST = parse(std::string(StablePrelude) + R"cc(
    void local() { std::string o = "x"; std::string s = o; use(o); use(s); }
    void param(const std::string &o) { std::string s = o; use(s); }
    void cstr(const char *o) { std::string s = o; use(s); }
  )cc", {"-std=c++17"});
  EXPECT_EQ(whyOf(*AST, "local", "o"), "");
  EXPECT_EQ(whyOf(*AST, "param", "o"), "");
  EXPECT_EQ(whyOf(*AST, "cstr", "o"), "");
}

TEST(StableSource, OriginalsThatChange) {
  auto AST = parse(std::string(StablePrelude) + R"cc(
    void appended() { std::string o = "x"; std::string s = o; o += "y"; use(s); }
    void moved() { std::string o = "x"; std::string s = o; sink(std::move(o)); use(s); }
    void byRef() { std::string o = "x"; std::string s = o; modify(o); use(s); }
    void aliased(const std::string &o, std::string &out) {
      std::string s = o; out = "y"; use(s);
    }
    void global(const std::string &o) { std::string s = o; Global = "y"; use(s); }
    void repointed(const char *o, const char *q) { o = q; std::string s = o; use(s); }
    void unknownCall(const char *o) { std::string s = o; unknown(); use(s); }
    void localRef(std::map<int, std::string> &m) {
      const std::string &o = m[1]; std::string s = o; use(s);
    }
  )cc", {"-std=c++17"});
  EXPECT_NE(whyOf(*AST, "appended", "o"), "");
  EXPECT_NE(whyOf(*AST, "moved", "o"), "");
  EXPECT_NE(whyOf(*AST, "byRef", "o"), "");
  EXPECT_NE(whyOf(*AST, "aliased", "o"), "");
  EXPECT_NE(whyOf(*AST, "global", "o"), "");
  EXPECT_EQ(whyOf(*AST, "repointed", "o"), "'o' may be pointed elsewhere");
  EXPECT_EQ(whyOf(*AST, "unknownCall", "o"),
            "the function calls 'unknown', which may modify the argument "
            "through a global");
  EXPECT_NE(whyOf(*AST, "localRef", "o"), "");
}

/// Why the holder of what local `s` of \p Function copies may change, or
/// "no holder" when partHolder does not follow the initialiser.
std::string whyHolderOf(ASTUnit &AST, llvm::StringRef Function) {
  const auto *FD = findOne<FunctionDecl>(
      AST, functionDecl(hasName(Function), isDefinition()).bind("x"));
  const auto *S = findOne<VarDecl>(
      AST, varDecl(hasName("s"), hasAncestor(functionDecl(hasName(Function))))
               .bind("x"));
  if (!FD || !S)
    return "not found";
  const auto *Copy = dyn_cast<CXXConstructExpr>(S->getInit()->IgnoreImplicit());
  const VarDecl *Holder =
      Copy && Copy->getNumArgs() == 1 ? utils::partHolder(Copy->getArg(0)) : nullptr;
  if (!Holder)
    return "no holder";
  utils::AliasingMemo Memo;
  return utils::whyHolderMayChange(FD, Holder, S, AST.getASTContext(), &Memo);
}

TEST(StableSource, MembersAndElements) {
  auto AST = parse(std::string(StablePrelude) + R"cc(
    #include <vector>
    #include <array>
    struct C { std::string n; std::vector<std::string> v; mutable std::string m;
               std::string &r; };
    C make();
    void constLocal() { const C c = make(); std::string s = c.n; unknown(); use(s); }
    void element(const std::vector<std::string> &v) { std::string s = v[0]; use(s); }
    void nested(const C &c) { std::string s = c.v.at(1); use(s); }
    void frontOfArray(const std::array<std::string, 2> a) { std::string s = a.front(); use(s); }
    void called(const C &c) { std::string s = c.n; unknown(); use(s); }
    void nonConst(C c) { std::string s = c.n; use(s); }
    void refLocal() { const C &c = make(); std::string s = c.n; use(s); }
    void mutableMember(const C &c) { std::string s = c.m; use(s); }
    void referenceMember(const C &c) { std::string s = c.r; use(s); }
    void pointer(const C *c) { std::string s = c->n; use(s); }
  )cc", {"-std=c++17"});
  EXPECT_EQ(whyHolderOf(*AST, "constLocal"), "");
  EXPECT_EQ(whyHolderOf(*AST, "element"), "");
  EXPECT_EQ(whyHolderOf(*AST, "nested"), "");
  EXPECT_EQ(whyHolderOf(*AST, "frontOfArray"), "");
  EXPECT_EQ(whyHolderOf(*AST, "called"),
            "the function calls 'unknown', which may modify the argument "
            "through a global");
  EXPECT_EQ(whyHolderOf(*AST, "nonConst"), "'c' is not const");
  EXPECT_EQ(whyHolderOf(*AST, "refLocal"),
            "'c' is a reference to an object whose lifetime is not known");
  EXPECT_EQ(whyHolderOf(*AST, "mutableMember"), "no holder");
  EXPECT_EQ(whyHolderOf(*AST, "referenceMember"), "no holder");
  EXPECT_EQ(whyHolderOf(*AST, "pointer"), "no holder");
}

TEST(StableSource, MainsArgv) {
  auto Why = [](llvm::StringRef Body, bool IsMain = true) {
    auto AST = parse(std::string(StablePrelude) + "void take(char *); void takeAll(char **);\n" +
                         (IsMain ? "int main" : "int other") +
                         "(int argc, char *argv[]) {" + Body.str() + " return 0; }",
                     {"-std=c++17"});
    const auto *FD = findOne<FunctionDecl>(
        *AST, functionDecl(hasName(IsMain ? "main" : "other"), isDefinition()).bind("x"));
    const auto *S = findOne<VarDecl>(*AST, varDecl(hasName("s")).bind("x"));
    const auto *Copy = dyn_cast<CXXConstructExpr>(S->getInit()->IgnoreImplicit());
    const ParmVarDecl *Argv = utils::argvOf(Copy->getArg(0), FD);
    if (!Argv)
      return std::string("no argv");
    return utils::whyArgvMayChange(FD, Argv);
  };
  EXPECT_EQ(Why("std::string s = argv[1]; bool d = argv[1][0] == '-';"
                " const char *p = argv[argc - 1]; use(s);"), "");
  EXPECT_EQ(Why("std::string s = argv[1]; take(argv[1]);"),
            "'argv' is passed on, written or read as a 'char *'");
  EXPECT_EQ(Why("std::string s = argv[1]; takeAll(argv);"),
            "'argv' is passed on, written or read as a 'char *'");
  EXPECT_EQ(Why("std::string s = argv[1]; argv[1][0] = 'x';"),
            "'argv' is passed on, written or read as a 'char *'");
  EXPECT_EQ(Why("std::string s = argv[1];", /*IsMain=*/false), "no argv");
}

TEST(OnlyReadAsValue, AssignmentsIncrementsAndReferences) {
  auto AST = parse(R"cc(
    void f(const char *a, const char *b, const char *c, const char *d) {
      const char *x = a; ++b; const char *&r = c; auto l = [&] { d = x; };
      (void)r; l();
    }
  )cc");
  const auto *FD = findOne<FunctionDecl>(*AST, functionDecl(hasName("f")).bind("x"));
  ASSERT_TRUE(FD);
  EXPECT_TRUE(utils::onlyReadAsValue(FD->getBody(), FD->getParamDecl(0)));
  EXPECT_FALSE(utils::onlyReadAsValue(FD->getBody(), FD->getParamDecl(1)));
  EXPECT_FALSE(utils::onlyReadAsValue(FD->getBody(), FD->getParamDecl(2)));
  EXPECT_FALSE(utils::onlyReadAsValue(FD->getBody(), FD->getParamDecl(3)));
}

/// The specifiers before variable \p Name in \p AST.
utils::DeclSpecifiers specifiersOf(ASTUnit &AST, llvm::StringRef Name,
                                   bool &Alone) {
  const auto *VD = findOne<VarDecl>(AST, varDecl(hasName(Name)).bind("x"));
  const SourceManager &SM = AST.getSourceManager();
  Alone = utils::declaresAlone(VD, SM, AST.getLangOpts());
  return utils::readDeclSpecifiers(
      CharSourceRange::getCharRange(VD->getBeginLoc(), VD->getLocation()), SM,
      AST.getLangOpts());
}

TEST(DeclSpecifiers, KeptRefusedAndAlone) {
  auto AST = parse(R"cc(
    namespace n { template <class A, class B> struct P {}; }
    static const n::P<int, n::P<int, int>> a{};
    inline const int b = 1;
    volatile const int c = 1;
    extern const int d;
    const int e = 1, f = 2;
    const int *g = nullptr;
  )cc");
  bool Alone = false;
  utils::DeclSpecifiers A = specifiersOf(*AST, "a", Alone);
  EXPECT_TRUE(A.Static);
  EXPECT_EQ(A.WhyNot, "");
  EXPECT_TRUE(Alone);
  EXPECT_TRUE(specifiersOf(*AST, "b", Alone).Inline);
  EXPECT_EQ(specifiersOf(*AST, "c", Alone).WhyNot, "the declaration says 'volatile'");
  EXPECT_EQ(specifiersOf(*AST, "d", Alone).WhyNot, "the declaration says 'extern'");
  EXPECT_EQ(specifiersOf(*AST, "e", Alone).WhyNot, "");
  EXPECT_FALSE(Alone);
  EXPECT_NE(specifiersOf(*AST, "g", Alone).WhyNot, "");
  // Both questions at once, as the checks ask them.
  const SourceManager &SM = AST->getSourceManager();
  for (llvm::StringRef Name : {"a", "e"}) {
    const auto *VD = findOne<VarDecl>(*AST, varDecl(hasName(Name)).bind("x"));
    std::string WhyNot = utils::readSoleVariableSpecifiers(
                             VD, VD->getBeginLoc(), SM, AST->getLangOpts())
                             .WhyNot;
    EXPECT_EQ(WhyNot, Name == "a" ? ""
                                  : "the declaration declares more than one variable");
  }
}

} // namespace
} // namespace clang::tidy::strcost::test
