//===--- StringUseClassifierTest.cpp - strcost unit tests -----------------===//

#include "AstFixture.h"
#include "utils/StringUseClassifier.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost::test {
namespace {

// Small enough to parse quickly, real enough for c_str(), size() and the
// conversion to a view the classifier judges.
constexpr const char *Prelude = R"cc(
#include <string>
#include <string_view>
#include <utility>
void takeView(std::string_view);
void takeRef(const std::string &);
void takeValue(std::string);
void takeCStr(const char *);
void modify(std::string &);
)cc";

/// The uses of parameter `s` of function \p Function in \p Code.
utils::StringUses usesOf(ASTUnit &AST, llvm::StringRef Function) {
  const auto *FD = findOne<FunctionDecl>(
      AST, functionDecl(hasName(Function), isDefinition()).bind("x"));
  EXPECT_TRUE(FD);
  const ParmVarDecl *S = FD ? FD->getParamDecl(0) : nullptr;
  return utils::StringUses::collect(FD, S, AST.getASTContext());
}

std::unique_ptr<ASTUnit> parseWithPrelude(const char *Body) {
  return parse(std::string(Prelude) + Body, {"-std=c++17"});
}

TEST(StringUseClassifier, ReadsThatFitAView) {
  auto AST = parseWithPrelude(R"cc(
    size_t reads(std::string s) { takeView(s); return s.size() + s.find('x'); }
  )cc");
  utils::StringUses U = usesOf(*AST, "reads");
  EXPECT_EQ(U.uses().size(), 3u);
  EXPECT_TRUE(U.fitsView());
  EXPECT_TRUE(U.readOnly());
  EXPECT_FALSE(U.needsString());
  EXPECT_EQ(U.firstDecline(), nullptr);
  EXPECT_EQ(U.whyNotView(AST->getSourceManager()), "");
}

TEST(StringUseClassifier, CStrAndConstRefNeedAString) {
  auto AST = parseWithPrelude(R"cc(
    void needs(std::string s) { takeCStr(s.c_str()); takeRef(s); }
  )cc");
  utils::StringUses U = usesOf(*AST, "needs");
  EXPECT_TRUE(U.readOnly());
  EXPECT_TRUE(U.needsString());
  EXPECT_FALSE(U.fitsView());
  ASSERT_FALSE(U.uses().empty());
  EXPECT_EQ(U.uses()[0].Kind, utils::StringUseKind::ConstRef);
  EXPECT_NE(U.whyNotView(AST->getSourceManager()).find("line"), std::string::npos);
}

TEST(StringUseClassifier, ModificationDeclines) {
  auto AST = parseWithPrelude(R"cc(
    void writes(std::string s) { modify(s); }
    void appends(std::string s) { s += "x"; takeView(s); }
  )cc");
  for (llvm::StringRef F : {"writes", "appends"}) {
    utils::StringUses U = usesOf(*AST, F);
    EXPECT_FALSE(U.readOnly()) << F.str();
    ASSERT_NE(U.firstDecline(), nullptr) << F.str();
    EXPECT_FALSE(U.firstDecline()->Why.empty()) << F.str();
  }
}

TEST(StringUseClassifier, OneCopyOnceAndInALoop) {
  auto AST = parseWithPrelude(R"cc(
    void once(std::string s) { takeValue(s); }
    void looped(std::string s) { for (int i = 0; i < 3; ++i) takeValue(s); }
    void moved(std::string s) { takeValue(std::move(s)); }
  )cc");
  utils::StringUses Once = usesOf(*AST, "once");
  ASSERT_NE(Once.copiedOnce(), nullptr);
  EXPECT_EQ(Once.copiedOnce()->Kind, utils::StringUseKind::Copy);
  EXPECT_FALSE(Once.copiedOnce()->Repeats);

  utils::StringUses Looped = usesOf(*AST, "looped");
  EXPECT_EQ(Looped.copiedOnce(), nullptr);
  ASSERT_EQ(Looped.uses().size(), 1u);
  EXPECT_TRUE(Looped.uses()[0].Repeats);

  utils::StringUses Moved = usesOf(*AST, "moved");
  ASSERT_EQ(Moved.uses().size(), 1u);
  EXPECT_EQ(Moved.uses()[0].Kind, utils::StringUseKind::MovedInto);
  EXPECT_NE(Moved.uses()[0].Sink, nullptr);
}

TEST(StringUseClassifier, AReferenceVariableReturnedIsACopy) {
  auto AST = parseWithPrelude(R"cc(
    std::string returnsIt(const std::string &s) { return s; }
  )cc");
  utils::StringUses U = usesOf(*AST, "returnsIt");
  ASSERT_EQ(U.uses().size(), 1u);
  EXPECT_EQ(U.uses()[0].Kind, utils::StringUseKind::ConstRef);
}

} // namespace
} // namespace clang::tidy::strcost::test
