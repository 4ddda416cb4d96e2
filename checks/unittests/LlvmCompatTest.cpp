//===--- LlvmCompatTest.cpp - strcost unit tests --------------------------===//

#include "AstFixture.h"
#include "utils/LlvmCompat.h"
#include "llvm/ADT/SmallString.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost::test {
namespace {

// The type of a class is what a variable of that class has, under any spelling
// (a qualified name and an alias are sugar over the same canonical type).
TEST(LlvmCompatTest, RecordTypeOfIsTheClassType) {
  auto AST = parse("namespace n { struct S {}; template <class T> struct W {}; }\n"
                   "using A = n::S;\n"
                   "n::S a; A b; n::W<int> c;\n");
  ASTContext &Ctx = AST->getASTContext();
  const auto *S = findOne<CXXRecordDecl>(*AST, cxxRecordDecl(hasName("S"), isDefinition()).bind("x"));
  ASSERT_TRUE(S);
  QualType T = utils::recordTypeOf(Ctx, S);
  EXPECT_TRUE(T.isCanonical());
  EXPECT_EQ(T->getAsCXXRecordDecl(), S);
  for (const char *Var : {"a", "b"}) {
    const auto *V = findOne<VarDecl>(*AST, varDecl(hasName(Var)).bind("x"));
    ASSERT_TRUE(V);
    EXPECT_EQ(Ctx.getCanonicalType(V->getType()), T) << Var;
  }
  const auto *C = findOne<VarDecl>(*AST, varDecl(hasName("c")).bind("x"));
  ASSERT_TRUE(C);
  const CXXRecordDecl *Spec = C->getType()->getAsCXXRecordDecl();
  ASSERT_TRUE(Spec);
  EXPECT_EQ(utils::recordTypeOf(Ctx, Spec), Ctx.getCanonicalType(C->getType()));
}

TEST(LlvmCompatTest, UsingShadowOfNamesTheUsingDeclaration) {
  auto AST = parse("namespace n { struct S {}; }\nusing n::S;\nS v;\n");
  const auto *V = findOne<VarDecl>(*AST, varDecl(hasName("v")).bind("x"));
  ASSERT_TRUE(V);
  const auto *UT = V->getType()->getAs<UsingType>();
  ASSERT_TRUE(UT);
  const UsingShadowDecl *Shadow = utils::usingShadowOf(UT);
  ASSERT_TRUE(Shadow);
  EXPECT_EQ(Shadow->getTargetDecl()->getNameAsString(), "S");
}

TEST(LlvmCompatTest, MakeAbsoluteInJoinsRelativePathsOnly) {
  llvm::SmallString<64> Relative("src/a.cpp");
  utils::makeAbsoluteIn("/build/dir", Relative);
  EXPECT_EQ(Relative.str(), "/build/dir/src/a.cpp");
  llvm::SmallString<64> Absolute("/elsewhere/b.cpp");
  utils::makeAbsoluteIn("/build/dir", Absolute);
  EXPECT_EQ(Absolute.str(), "/elsewhere/b.cpp");
}

} // namespace
} // namespace clang::tidy::strcost::test
