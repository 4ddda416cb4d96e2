//===--- AstFixture.h - strcost unit tests ----------------------*- C++ -*-===//
//
// Small ASTs for the utils tests: parse a snippet, find a node by matcher.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UNITTESTS_ASTFIXTURE_H
#define STRCOST_CHECKS_UNITTESTS_ASTFIXTURE_H

#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"
#include "gtest/gtest.h"
#include <memory>
#include <string>
#include <vector>

namespace clang::tidy::strcost::test {

/// A stand-in for <string> small enough to parse in a unit test.
inline constexpr const char *MiniString = R"cc(
namespace std {
inline namespace __1 {
template <class C> struct char_traits {};
template <class C> struct allocator {};
template <class C, class T = char_traits<C>, class A = allocator<C>>
class basic_string {};
}
}
)cc";

inline std::unique_ptr<ASTUnit> parse(const std::string &Code,
                                      std::vector<std::string> Args = {}) {
  if (Args.empty())
    Args = {"-std=c++20"};
  std::unique_ptr<ASTUnit> AST = tooling::buildASTFromCodeWithArgs(Code, Args, "input.cc");
  EXPECT_TRUE(AST);
  EXPECT_FALSE(AST->getDiagnostics().hasErrorOccurred());
  return AST;
}

/// The single node bound to "x" by \p M in \p AST.
template <class T, class M> const T *findOne(ASTUnit &AST, const M &Matcher) {
  auto Found = ast_matchers::match(Matcher, AST.getASTContext());
  EXPECT_EQ(Found.size(), 1u);
  return Found.empty() ? nullptr : Found.front().template getNodeAs<T>("x");
}

} // namespace clang::tidy::strcost::test

#endif // STRCOST_CHECKS_UNITTESTS_ASTFIXTURE_H
