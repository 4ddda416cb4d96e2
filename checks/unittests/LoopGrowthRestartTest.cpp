//===--- LoopGrowthRestartTest.cpp - strcost unit tests ------------------===//
//
// strcost-loop-growth's loop-local strings: which initial values a hoisted
// string can be given again into the buffer it keeps, and how.

#include "AstFixture.h"
#include "LoopGrowthRestart.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost::test {
namespace {

using loop_growth::Restart;

/// The verdict on `s`, declared in \p Body with the standard library's
/// <string> and <vector>, under \p Std.
std::optional<Restart> judgeRestart(const std::string &Body, std::unique_ptr<ASTUnit> &AST,
                             const std::string &Std = "-std=c++17") {
  AST = parse("#include <string>\n#include <vector>\n"
              "std::string make(int);\nint next();\n"
              "struct Path : std::string {};\n"
              "void f(const std::string &a, const std::string &b, const char *p, int n,\n"
              "       const std::vector<char> &v, const Path &d) {\n" +
                  Body + "\n}\n",
              {Std});
  const auto *Var = AST ? findOne<VarDecl>(*AST, varDecl(hasName("s")).bind("x")) : nullptr;
  return Var ? loop_growth::restartOf(Var, AST->getASTContext()) : std::nullopt;
}

TEST(LoopGrowthRestart, EmptyIsCleared) {
  std::unique_ptr<ASTUnit> AST;
  for (const char *Decl : {"std::string s;", "std::string s{};", "auto s = std::string();"}) {
    std::optional<Restart> R = judgeRestart(Decl, AST);
    ASSERT_TRUE(R) << Decl;
    EXPECT_EQ(R->Kind, Restart::Clear) << Decl;
  }
}

TEST(LoopGrowthRestart, CopiesAndPointersAreAssigned) {
  std::unique_ptr<ASTUnit> AST;
  for (const std::string &Std : {"-std=c++11", "-std=c++17"})
    for (const char *Decl : {"std::string s = a;", "std::string s(a);", "std::string s{a};",
                             "std::string s = p;", "std::string s = \"x\";",
                             "std::string s = std::string(a);"}) {
      std::optional<Restart> R = judgeRestart(Decl, AST, Std);
      ASSERT_TRUE(R) << Decl << Std;
      EXPECT_EQ(R->Kind, Restart::Assign) << Decl << Std;
      EXPECT_FALSE(R->NoFix) << Decl << Std;
      EXPECT_EQ(R->Args.size(), 1u);
    }
}

TEST(LoopGrowthRestart, ConstructorArgumentsAreAssignedByTheSameOverload) {
  std::unique_ptr<ASTUnit> AST;
  for (const char *Decl : {"std::string s(p, n);", "std::string s(n, 'c');",
                           "std::string s(a, 1, 2);", "std::string s(v.begin(), v.end());",
                           "std::string s = std::string(p, n);"}) {
    std::optional<Restart> R = judgeRestart(Decl, AST);
    ASSERT_TRUE(R) << Decl;
    EXPECT_EQ(R->Kind, Restart::AssignCall) << Decl;
    EXPECT_FALSE(R->NoFix) << Decl;
  }
}

TEST(LoopGrowthRestart, ChainsAreAssignedAndAppended) {
  std::unique_ptr<ASTUnit> AST;
  for (const std::string &Std : {"-std=c++11", "-std=c++17"}) {
    std::optional<Restart> R = judgeRestart("std::string s = 'x' + a + \"/\" + std::to_string(n);",
                                     AST, Std);
    ASSERT_TRUE(R) << Std;
    EXPECT_EQ(R->Kind, Restart::Appends);
    EXPECT_EQ(R->Args.size(), 4u);
    EXPECT_FALSE(R->NoFix);
    for (const char *Decl : {"std::string s(a + b);", "std::string s = std::string(a + b);"}) {
      R = judgeRestart(Decl, AST, Std);
      ASSERT_TRUE(R) << Decl << Std;
      EXPECT_EQ(R->Kind, Restart::Appends) << Decl << Std;
    }
  }
}

TEST(LoopGrowthRestart, SideEffectsAndOtherTypesHaveNoFix) {
  std::unique_ptr<ASTUnit> AST;
  for (const char *Decl : {"std::string s = a + make(next());", "std::string s{make(next()).c_str(), 1};",
                           "std::string s = d;", "std::string s = a + d;"}) {
    std::optional<Restart> R = judgeRestart(Decl, AST);
    ASSERT_TRUE(R) << Decl;
    EXPECT_TRUE(R->NoFix) << Decl;
  }
}

TEST(LoopGrowthRestart, NewBuffersAndOtherConstructorsAreNotHoisted) {
  std::unique_ptr<ASTUnit> AST;
  for (const std::string &Std : {"-std=c++11", "-std=c++17"})
    for (const char *Decl : {"std::string s = make(n);", "std::string s = make(n) + a;",
                             "std::string s = std::move(const_cast<std::string &>(a));",
                             "std::string s{'a', 'b'};", "std::string s(a, 1);",
                             "std::string s(a, std::allocator<char>());"})
      EXPECT_FALSE(judgeRestart(Decl, AST, Std)) << Decl << Std;
}

TEST(LoopGrowthRestart, AutoKeepsTheSpelledType) {
  std::unique_ptr<ASTUnit> AST;
  std::optional<Restart> R = judgeRestart("auto s = std::string(p, n);", AST);
  ASSERT_TRUE(R);
  ASSERT_TRUE(R->SpelledType);
  EXPECT_EQ(R->Kind, Restart::AssignCall);
  R = judgeRestart("std::string s = a;", AST);
  ASSERT_TRUE(R);
  EXPECT_FALSE(R->SpelledType);
}

} // namespace
} // namespace clang::tidy::strcost::test
