//===--- InstantiationTest.cpp - strcost unit tests -----------------------===//

#include "AstFixture.h"
#include "utils/Instantiation.h"
#include "utils/ParentMapProbe.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost::test {
namespace {

constexpr const char *InstantiationCode = R"cc(
int g(int);
int global;
template <class T> int inTemplate(T t) { int local = 1; return g(local) + g(t); }
int use = inTemplate(1);
int plain(int p) { return g(p); }
template <class T> struct Box { T v; int get() { return g(v); } };
int boxed = Box<int>{}.get();
int globals() { return g(global); }
)cc";

/// The verdict on every call of g whose argument names \p Name.
std::vector<std::optional<bool>> verdicts(ASTUnit &AST, llvm::StringRef Name) {
  std::vector<std::optional<bool>> Out;
  auto Calls = match(
      callExpr(callee(functionDecl(hasName("g"))),
               hasArgument(0, ignoringImpCasts(anyOf(
                                  declRefExpr(to(namedDecl(hasName(Name)))),
                                  memberExpr(member(hasName(Name)))))))
          .bind("x"),
      AST.getASTContext());
  for (const BoundNodes &B : Calls)
    Out.push_back(utils::instantiationByReferences(*B.getNodeAs<Stmt>("x")));
  return Out;
}

TEST(Instantiation, LocalsAndParametersTellTheBody) {
  auto AST = parse(InstantiationCode);
  // The instantiation inTemplate<int> (its call of g(local) is resolved) and
  // no pattern call: the pattern's g(local) is matched too, as not instantiated.
  std::vector<std::optional<bool>> Local = verdicts(*AST, "local");
  EXPECT_EQ(std::count(Local.begin(), Local.end(), std::optional<bool>(true)), 1);
  EXPECT_EQ(std::count(Local.begin(), Local.end(), std::optional<bool>(false)), 1);
  EXPECT_EQ(verdicts(*AST, "p"), (std::vector<std::optional<bool>>{false}));
  EXPECT_FALSE(utils::parentMapBuilt(AST->getASTContext()));
}

TEST(Instantiation, ThisTellsTheClass) {
  auto AST = parse(InstantiationCode);
  // Box<int>::get only: the pattern's g(v) depends on T and is not resolved.
  EXPECT_EQ(verdicts(*AST, "v"), (std::vector<std::optional<bool>>{true}));
}

TEST(Instantiation, GlobalsDoNotTell) {
  auto AST = parse(InstantiationCode);
  EXPECT_EQ(verdicts(*AST, "global"), (std::vector<std::optional<bool>>{std::nullopt}));
}

// Every block of the standard library's <string> (to_string's bodies among
// them), asked directly: a block has more children than an expression, and
// the walk once read them from a destroyed vector.
TEST(Instantiation, BlocksOfTheStandardLibrary) {
  for (const char *Std : {"-std=c++11", "-std=c++17", "-std=c++23"}) {
    auto AST = parse("#include <string>\nstd::string s = std::to_string(1);\n",
                     {Std});
    auto Blocks = match(compoundStmt().bind("x"), AST->getASTContext());
    EXPECT_FALSE(Blocks.empty());
    for (const BoundNodes &B : Blocks)
      (void)utils::instantiationByReferences(*B.getNodeAs<Stmt>("x"));
    // to_string is no template: its body refers to its parameter first.
    auto Bodies = match(functionDecl(hasName("::std::to_string"),
                                     hasBody(compoundStmt().bind("x"))),
                        AST->getASTContext());
    EXPECT_FALSE(Bodies.empty());
    for (const BoundNodes &B : Bodies)
      EXPECT_EQ(utils::instantiationByReferences(*B.getNodeAs<Stmt>("x")),
                std::optional<bool>(false));
  }
}

} // namespace
} // namespace clang::tidy::strcost::test
