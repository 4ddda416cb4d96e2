//===--- LoopGrowthReserveTest.cpp - strcost unit tests -------------------===//
//
// strcost-loop-growth's counted loops of appends: which loops know their
// string's final size before they start, and the count the fix spells.

#include "AstFixture.h"
#include "LoopGrowthReserve.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost::test {
namespace {

constexpr const char *MiniAppend = R"cc(
namespace std {
using size_t = decltype(sizeof 0);
template <class C> struct char_traits {};
template <class C> struct allocator {};
template <class C, class T = char_traits<C>, class A = allocator<C>>
class basic_string {
public:
  basic_string(size_t, C);
  basic_string &operator+=(const C *);
  basic_string &operator+=(C);
  basic_string &operator+=(const basic_string &);
  basic_string &append(size_t, C);
  void push_back(C);
  size_t size() const;
  size_t capacity() const;
};
using string = basic_string<char>;
}
)cc";

/// The verdict on the only `for` loop of \p Code.
std::optional<loop_growth::CountedAppends> judge(ASTUnit &AST) {
  const auto *Loop = findOne<ForStmt>(AST, forStmt().bind("x"));
  return Loop ? loop_growth::countedAppends(Loop, AST.getASTContext())
              : std::nullopt;
}

std::optional<loop_growth::CountedAppends> judge(const std::string &Body,
                                                 std::unique_ptr<ASTUnit> &AST) {
  AST = parse(std::string(MiniAppend) + Body);
  return AST ? judge(*AST) : std::nullopt;
}

TEST(LoopGrowthReserve, CountsPiecesOfKnownLength) {
  std::unique_ptr<ASTUnit> AST;
  auto C = judge(R"cc(
    void f(std::string &s, int n) {
      for (int i = 0; i < n; ++i) { s += "ab\0c"; s += 'x'; s.append(3, ' '); }
    })cc", AST);
  ASSERT_TRUE(C);
  // Up to the literal's first NUL: the `const char *` overload.
  EXPECT_EQ(C->PerIteration, 6u);
  EXPECT_FALSE(C->Unsigned);
  EXPECT_EQ(loop_growth::extraText(*C, "n"),
            "(n > 0 ? static_cast<std::size_t>(n) * 6 : 0)");
}

TEST(LoopGrowthReserve, SizeTypedBoundNeedsNoGuard) {
  std::unique_ptr<ASTUnit> AST;
  auto C = judge(R"cc(
    void f(std::string &s, std::size_t n) {
      for (std::size_t i = 0; i <= n; i++) s.push_back('-');
    })cc", AST);
  ASSERT_TRUE(C);
  EXPECT_TRUE(C->Inclusive);
  EXPECT_EQ(loop_growth::extraText(*C, "n"), "(n + 1)");
}

TEST(LoopGrowthReserve, ConstantBoundIsCounted) {
  std::unique_ptr<ASTUnit> AST;
  auto C = judge(R"cc(
    void f(std::string &s) {
      for (int i = 2; i < 1002; i += 1) s += std::string(4, ' ');
    })cc", AST);
  ASSERT_TRUE(C);
  EXPECT_EQ(loop_growth::constantIterations(*C), 1000u);
  EXPECT_EQ(loop_growth::extraText(*C, "1002"), "4000");
}

TEST(LoopGrowthReserve, InvertedConstantBoundRunsNothing) {
  std::unique_ptr<ASTUnit> AST;
  auto C = judge(R"cc(
    void f(std::string &s) {
      for (int i = 5; i < 3; ++i) s += 'x';
    })cc", AST);
  ASSERT_TRUE(C);
  EXPECT_EQ(loop_growth::constantIterations(*C), 0u);
}

TEST(LoopGrowthReserve, DeclinesWhatTheLoopMayChange) {
  for (const char *Code : {
           // The bound reads the string itself, or a reference that may be it.
           "void f(std::string &s) { for (std::size_t i = 0; i < s.size(); ++i) s += 'x'; }",
           "void f(std::string &s, const std::string &t) {"
           " for (std::size_t i = 0; i < t.size(); ++i) s += 'x'; }",
           // A call of the user's, a reference bound, a piece of unknown length.
           "int g(); void f(std::string &s) { for (int i = 0; i < g(); ++i) s += 'x'; }",
           "void f(std::string &s, const int &n) { for (int i = 0; i < n; ++i) s += 'x'; }",
           "void f(std::string &s, const std::string &x, int n) {"
           " for (int i = 0; i < n; ++i) s += x; }",
           // Anything else in the body; a step of two; the counter promoted.
           "void f(std::string &s, int n, int &k) { for (int i = 0; i < n; ++i) { s += 'x'; ++k; } }",
           "void f(std::string &s, int n) { for (int i = 0; i < n; i += 2) s += 'x'; }",
           "void f(std::string &s, short n) { for (short i = 0; i < n; ++i) s += 'x'; }",
       }) {
    std::unique_ptr<ASTUnit> AST;
    EXPECT_FALSE(judge(Code, AST)) << Code;
  }
}

/// The verdict on the outermost `for` loop of \p Code as a nest.
std::optional<loop_growth::CountedAppends> judgeNest(const std::string &Body,
                                                     std::unique_ptr<ASTUnit> &AST) {
  AST = parse(std::string(MiniAppend) + Body);
  if (!AST)
    return std::nullopt;
  auto Found = match(functionDecl(hasName("f"), hasBody(compoundStmt(
                                                    has(forStmt().bind("x"))))),
                     AST->getASTContext());
  if (Found.size() != 1)
    return std::nullopt;
  return loop_growth::countedNest(Found.front().getNodeAs<ForStmt>("x"),
                                  AST->getASTContext());
}

TEST(LoopGrowthReserve, NestsMultiplyTheirCounts) {
  std::unique_ptr<ASTUnit> AST;
  auto C = judgeNest(R"cc(
    void f(std::string &s, int n, int m) {
      for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j) { s += "ab"; }
    })cc", AST);
  ASSERT_TRUE(C);
  ASSERT_TRUE(C->Inner);
  EXPECT_EQ(C->PerIteration, 2u);
  EXPECT_EQ(loop_growth::extraText(*C, {"n", "m"}),
            "(n > 0 ? static_cast<std::size_t>(n) * (m > 0 ? "
            "static_cast<std::size_t>(m) * 2 : 0) : 0)");
  C = judgeNest(R"cc(
    void f(std::string &s) {
      for (int i = 0; i < 10; ++i) {
        for (int j = 0; j <= 4; ++j)
          for (int k = 1; k < 3; ++k) s += 'x';
      }
    })cc", AST);
  ASSERT_TRUE(C);
  EXPECT_EQ(loop_growth::constantIterations(*C), 100u);
  EXPECT_EQ(loop_growth::extraText(*C, {"10", "4", "3"}), "100");
}

TEST(LoopGrowthReserve, NoNestWhereABoundNamesAnOuterCounter) {
  std::unique_ptr<ASTUnit> AST;
  // Triangular: the inner count changes with the outer counter.
  EXPECT_FALSE(judgeNest(R"cc(
    void f(std::string &s, int n) {
      for (int i = 0; i < n; ++i)
        for (int j = 0; j < i; ++j) s += 'x';
    })cc", AST));
  EXPECT_FALSE(judgeNest(R"cc(
    void f(std::string &s, int n) {
      for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
          for (int k = 0; k < i; ++k) s += 'x';
    })cc", AST));
  // The outer body holds more than the inner loop.
  EXPECT_FALSE(judgeNest(R"cc(
    void f(std::string &s, int n) {
      for (int i = 0; i < n; ++i) {
        s += '|';
        for (int j = 0; j < n; ++j) s += 'x';
      }
    })cc", AST));
}

constexpr const char *MiniVector = R"cc(
namespace std {
template <class T> struct vector {
  const T *begin() const;
  const T *end() const;
  size_t size() const;
};
template <class T> struct forward_list {
  const T *begin() const;
  const T *end() const;
};
}
)cc";

std::optional<loop_growth::RangeAppends> judgeRange(const std::string &Body,
                                                    std::unique_ptr<ASTUnit> &AST) {
  AST = parse(std::string(MiniAppend) + MiniVector + Body);
  const auto *Loop =
      AST ? findOne<CXXForRangeStmt>(*AST, cxxForRangeStmt().bind("x")) : nullptr;
  return Loop ? loop_growth::rangeAppends(Loop, AST->getASTContext()) : std::nullopt;
}

TEST(LoopGrowthRange, EveryPathsFewestCharacters) {
  std::unique_ptr<ASTUnit> AST;
  // Branches take the fewest; a piece of unknown length counts nothing.
  auto R = judgeRange(R"cc(
    void f(std::string &s, const std::vector<char> &v, const std::string &t) {
      for (char c : v) {
        s += t;
        if (c == 'a') { s += "abc"; } else { s += c; s += c; }
        s += ',';
      }
    })cc", AST);
  ASSERT_TRUE(R);
  EXPECT_EQ(R->PerIteration, 3u);
  EXPECT_EQ(loop_growth::rangeExtraText(*R, "v"), "v.size() * 3");
}

TEST(LoopGrowthRange, ContinueEndsItsPath) {
  std::unique_ptr<ASTUnit> AST;
  auto R = judgeRange(R"cc(
    void f(std::string &s, const std::vector<char> &v) {
      for (char c : v) {
        s += "ab";
        if (c == ' ') continue;
        s += "cd";
      }
    })cc", AST);
  ASSERT_TRUE(R);
  EXPECT_EQ(R->PerIteration, 2u);
  // Before any append: a path of nothing.
  EXPECT_FALSE(judgeRange(R"cc(
    void f(std::string &s, const std::vector<char> &v) {
      for (char c : v) {
        if (c == ' ') continue;
        s += c;
      }
    })cc", AST));
}

TEST(LoopGrowthRange, DeclinesWhatMayEndOrChangeTheLoop) {
  std::unique_ptr<ASTUnit> AST;
  for (const char *Body : {
           "if (c) break; s += c;",          // an early exit
           "s += c; if (c) return;",         // after the append too
           "if (c) s += c;",                 // an empty branch
           "s += c; g();",                   // a call
           "s += c; s = std::string(2, c);", // another write of the string
           "s += c; if (s.capacity()) {}",   // reads what reserve changes
           "for (int i = 0; i < 2; ++i) s += c;"}) { // a nested loop
    std::string Code = "void g(); void f(std::string &s, const std::vector<char> &v) {"
                       " for (char c : v) { " + std::string(Body) + " } }";
    EXPECT_FALSE(judgeRange(Code, AST)) << Body;
  }
  // forward_list has no size().
  EXPECT_FALSE(judgeRange(R"cc(
    void f(std::string &s, const std::forward_list<char> &l) {
      for (char c : l) s += c;
    })cc", AST));
}

} // namespace
} // namespace clang::tidy::strcost::test
