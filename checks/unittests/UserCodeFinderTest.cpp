//===--- UserCodeFinderTest.cpp - strcost unit tests -----------------------===//
//
// UserCodeFinder: the strcost checks registering with one host finder share
// one inner finder, which matches in the user's code only (a system header's
// declarations and the instantiations of its templates left out) unless
// SystemHeaders asks for them, and leaves the host's traversal scope as it
// found it.
//
//===----------------------------------------------------------------------===//

#include "utils/UserCodeFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Basic/Version.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"
#include "gtest/gtest.h"
#include <set>
#include <string>

namespace clang::tidy::strcost::test {
namespace {

using namespace ast_matchers;
using utils::HostMatchers;
using utils::UserCodeFinder;

constexpr const char *SystemHeader = R"cc(
namespace lib {
inline int helper(int X) { return X + 1; }
template <class T> T twice(T X) { return helper(X) + X; }
}
#define LIB_DECLARE(name) inline int name() { return 0; }
)cc";

constexpr const char *UserCode = R"cc(
#include <lib.h>
int user(int X) { return lib::twice(X); }
LIB_DECLARE(written_by_macro)
namespace app { inline int other() { return user(2); } }
)cc";

std::unique_ptr<ASTUnit> parseWithSystemHeader() {
  std::vector<std::string> Args = {"-std=c++17", "-isystem", "/sys",
                                   "-resource-dir=" STRCOST_CLANG_RESOURCE_DIR};
  auto AST = tooling::buildASTFromCodeWithArgs(
      UserCode, Args, "/user/main.cc", "user-code-finder-test",
      std::make_shared<PCHContainerOperations>(),
      tooling::getClangStripDependencyFileAdjuster(),
      {{"/sys/lib.h", SystemHeader}});
  EXPECT_TRUE(AST);
  EXPECT_FALSE(AST->getDiagnostics().hasErrorOccurred());
  return AST;
}

/// The names of the functions matched, and how often the unit began and
/// ended for the callback.
struct Names : MatchFinder::MatchCallback {
  std::multiset<std::string> Seen;
  int Starts = 0, Ends = 0;
  void run(const MatchFinder::MatchResult &Result) override {
    if (const auto *FD = Result.Nodes.getNodeAs<FunctionDecl>("f"))
      Seen.insert(FD->getNameAsString());
  }
  void onStartOfTranslationUnit() override { ++Starts; }
  void onEndOfTranslationUnit() override { ++Ends; }
};

/// What \p Out (a strcost check's matcher) and \p HostOnly (another
/// check's, registered with the host itself, if given) see of the unit.
std::multiset<std::string> functionsSeen(bool SystemHeaders, Names &Out,
                                         HostMatchers Others = HostMatchers::Anyone,
                                         Names *HostOnly = nullptr,
                                         bool NarrowToApp = false) {
  auto AST = parseWithSystemHeader();
  if (!AST)
    return {};
  MatchFinder Host;
  std::shared_ptr<UserCodeFinder> Keep;
  MatchFinder &Finder = UserCodeFinder::of(Host, SystemHeaders, Others, Keep);
  Finder.addMatcher(functionDecl(isDefinition()).bind("f"), &Out);
  if (HostOnly)
    Host.addMatcher(functionDecl(isDefinition()).bind("f"), HostOnly);
  ASTContext &Ctx = AST->getASTContext();
  if (NarrowToApp) {
    std::vector<Decl *> App;
    for (Decl *D : Ctx.getTranslationUnitDecl()->decls())
      if (const auto *NS = dyn_cast<NamespaceDecl>(D); NS && NS->getName() == "app")
        App.push_back(D);
    Ctx.setTraversalScope(App);
  }
  std::vector<Decl *> Before = Ctx.getTraversalScope();
  Host.matchAST(Ctx);
  // A copy: LLVM 22 returns the scope as an ArrayRef, 19 as a vector.
  std::vector<Decl *> After = Ctx.getTraversalScope();
  EXPECT_EQ(After, Before);
  return Out.Seen;
}

TEST(UserCodeFinderTest, MatchesTheUsersCodeOnly) {
  Names Out;
  std::multiset<std::string> Seen = functionsSeen(false, Out);
  EXPECT_EQ(Out.Starts, 1);
  EXPECT_EQ(Out.Ends, 1);
  EXPECT_EQ(Seen.count("user"), 1u);
  EXPECT_EQ(Seen.count("other"), 1u);
  // A macro of the library's expanded in the user's code writes the user's.
  EXPECT_EQ(Seen.count("written_by_macro"), 1u);
#if CLANG_VERSION_MAJOR < 21
  // The library's function and the instantiation of its template for the
  // user's call stay out (from clang-tidy 21 on, the host leaves them out
  // itself; a bare MatchFinder, as here, does not).
  EXPECT_EQ(Seen.count("helper"), 0u);
  EXPECT_EQ(Seen.count("twice"), 0u);
#endif
}

// A unit that runs strcost's checks only skips the host's own walk: the
// checks see what they saw, and a matcher registered with the host (which
// whoseChecks says there is none of) would see nothing.
TEST(UserCodeFinderTest, StrcostOnlyUnitSkipsTheHostWalk) {
  Names Anyone, Skipped, HostSkipped, HostWalked;
  std::multiset<std::string> Walked =
      functionsSeen(false, Anyone, HostMatchers::Anyone, &HostWalked);
  std::multiset<std::string> Seen =
      functionsSeen(false, Skipped, HostMatchers::StrcostOnly, &HostSkipped);
  EXPECT_EQ(Seen, Walked);
  EXPECT_EQ(Skipped.Starts, 1);
  EXPECT_EQ(Skipped.Ends, 1);
#if CLANG_VERSION_MAJOR < 21
  EXPECT_TRUE(HostSkipped.Seen.empty());
  EXPECT_GE(HostWalked.Seen.count("helper"), 1u);
#endif
  EXPECT_GE(HostWalked.Seen.count("user"), 1u);
}

// A host whose scope is narrowed (clangd: the main file's declarations) gets
// its scope back, and the checks see within it only.
TEST(UserCodeFinderTest, SkippedWalkKeepsTheHostsScope) {
  for (HostMatchers Others : {HostMatchers::Anyone, HostMatchers::StrcostOnly}) {
    Names Out;
    std::multiset<std::string> Seen =
        functionsSeen(false, Out, Others, nullptr, /*NarrowToApp=*/true);
    EXPECT_EQ(Seen, std::multiset<std::string>{"other"});
  }
}

TEST(UserCodeFinderTest, WhoseChecks) {
  auto Is = [](std::optional<llvm::StringRef> Checks) {
    return UserCodeFinder::whoseChecks(Checks) == HostMatchers::StrcostOnly;
  };
  EXPECT_TRUE(Is("-*,strcost-*"));
  EXPECT_TRUE(Is(" -* , strcost-loop-growth ,\n strcost-string-constant"));
  EXPECT_TRUE(Is("-*,strcost-*,-strcost-loop-growth,-bugprone-*"));
  EXPECT_TRUE(Is("-*"));
  // clang-tidy's default joined in front of the user's list.
  EXPECT_TRUE(Is("clang-diagnostic-*,clang-analyzer-*,-*,strcost-*"));
  EXPECT_FALSE(Is("-*,strcost-*,-*,bugprone-*"));
  EXPECT_FALSE(Is("clang-analyzer-*,-bugprone-*,strcost-*"));
  EXPECT_FALSE(Is(std::nullopt)); // clang-tidy's default list
  EXPECT_FALSE(Is("*"));
  EXPECT_FALSE(Is("strcost-*,bugprone-use-after-move"));
  EXPECT_FALSE(Is("-*,strcost*"));
  EXPECT_FALSE(Is("-*,*-strcost-*"));
  EXPECT_FALSE(Is("-*,profiling-finder-walk,strcost-*"));
  EXPECT_FALSE(Is("-*,\nclang-analyzer-*"));
}

TEST(UserCodeFinderTest, SystemHeadersAskedForAreMatched) {
  Names Out;
  std::multiset<std::string> Seen = functionsSeen(true, Out);
  EXPECT_EQ(Seen.count("user"), 1u);
  EXPECT_EQ(Seen.count("helper"), 1u);
  // The template and its instantiation for int.
  EXPECT_GE(Seen.count("twice"), 1u);
}

TEST(UserCodeFinderTest, ChecksOfOneHostShareOneInnerFinder) {
  MatchFinder Host, OtherHost;
  std::shared_ptr<UserCodeFinder> A, B, C;
  MatchFinder &First = UserCodeFinder::of(Host, false, HostMatchers::Anyone, A);
  MatchFinder &Second = UserCodeFinder::of(Host, false, HostMatchers::Anyone, B);
  MatchFinder &Third = UserCodeFinder::of(OtherHost, false, HostMatchers::Anyone, C);
#if CLANG_VERSION_MAJOR < 21
  EXPECT_EQ(&First, &Second);
  EXPECT_NE(&First, &Third);
  EXPECT_EQ(A, B);
  EXPECT_NE(A, C);
  EXPECT_EQ(UserCodeFinder::live(), 2u);
#else
  EXPECT_EQ(&First, &Host);
  EXPECT_EQ(&Third, &OtherHost);
#endif
  A.reset();
  B.reset();
  C.reset();
  EXPECT_EQ(UserCodeFinder::live(), 0u);
}

TEST(UserCodeFinderTest, ScopeLeavesOutSystemHeaderDeclarations) {
  auto AST = parseWithSystemHeader();
  ASSERT_TRUE(AST);
  ASTContext &Ctx = AST->getASTContext();
  std::vector<Decl *> Scope = UserCodeFinder::userScope(Ctx, {Ctx.getTranslationUnitDecl()});
  std::set<std::string> Named;
  for (const Decl *D : Scope) {
    EXPECT_FALSE(Ctx.getSourceManager().isInSystemHeader(
        Ctx.getSourceManager().getExpansionLoc(D->getLocation())));
    if (const auto *ND = dyn_cast<NamedDecl>(D))
      Named.insert(ND->getNameAsString());
  }
  EXPECT_TRUE(Named.count("user"));
  EXPECT_TRUE(Named.count("app"));
  EXPECT_FALSE(Named.count("lib"));
  // A narrower scope (clangd's: the main file's declarations) is filtered,
  // not widened.
  std::vector<Decl *> One(Scope.begin(), Scope.begin() + 1);
  EXPECT_EQ(UserCodeFinder::userScope(Ctx, One), One);
}

} // namespace
} // namespace clang::tidy::strcost::test
