//===--- PerUnitStateTest.cpp - strcost unit tests -------------------------===//
//
// A check keeps what it learns of a unit (maps keyed by the unit's nodes or
// FileIDs) for that unit only: a host that gives one check instance several
// units, one after the other, gets the same findings for the same code each
// time. The second unit is parsed after the first is freed, so that its nodes
// may take the first one's addresses.
//
//===----------------------------------------------------------------------===//

#include "AstFixture.h"
#include "ReadOnlyCopyCheck.h"
#include "RepeatedLookupCheck.h"
#include "utils/LlvmCompat.h"
#include "clang-tidy/ClangTidyDiagnosticConsumer.h"

namespace clang::tidy::strcost::test {
namespace {

constexpr const char *PerUnitMap = R"cc(
namespace std {
template <class C> struct char_traits {};
template <class C> struct allocator {};
template <class C, class T = char_traits<C>, class A = allocator<C>>
class basic_string {
public:
  basic_string(const C *);
  basic_string(const basic_string &);
  unsigned long size() const;
};
using string = basic_string<char>;
template <class K, class V> struct pair { K first; V second; };
template <class K, class V> class map {
public:
  using key_type = K;
  using mapped_type = V;
  struct iterator {
    pair<const K, V> *operator->() const;
    bool operator==(const iterator &) const;
    bool operator!=(const iterator &) const;
  };
  iterator find(const K &);
  iterator end();
  unsigned long count(const K &) const;
  V &operator[](const K &);
};
}
void use(int);
using Map = std::map<std::string, int>;
// Two tests in one block: before C++17 the second iterator takes another
// name, and the fix of the first rewrites the lookups it walks.
void twice(Map &m, const std::string &a, const std::string &b) {
  if (m.count(a))
    use(m[a]);
  if (m.count(b))
    use(m[b]);
}
)cc";

/// One check instance, one host finder, and the units given to them in turn.
template <class Check> struct OneInstance {
  explicit OneInstance(const char *Name) {
    ClangTidyOptions Opts;
    Opts.Checks = "strcost-*";
    Context = std::make_unique<ClangTidyContext>(
        std::make_unique<DefaultOptionsProvider>(ClangTidyGlobalOptions(), Opts));
    Consumer = std::make_unique<ClangTidyDiagnosticConsumer>(*Context);
    Engine = utils::attachDiagnosticsEngine(*Context, Consumer.get());
    Context->setEnableProfiling(false);
    TheCheck = std::make_unique<Check>(Name, Context.get());
    TheCheck->registerMatchers(&Host);
  }
  /// The findings of one unit: each message, with the text its fix-its
  /// insert.
  std::vector<std::pair<std::string, std::string>>
  findings(const std::string &Code, std::vector<std::string> Args) {
    auto AST = parse(Code, Args);
    if (!AST)
      return {};
    Engine->setSourceManager(&AST->getSourceManager());
    Context->setCurrentFile("input.cc");
    Context->setASTContext(&AST->getASTContext());
    Host.matchAST(AST->getASTContext());
    std::vector<std::pair<std::string, std::string>> Out;
    for (const ClangTidyError &E : Consumer->take()) {
      std::string Fixes;
      for (const auto &[File, Replacements] : E.Message.Fix)
        for (const tooling::Replacement &R : Replacements)
          Fixes += R.getReplacementText().str() + "|";
      Out.emplace_back(E.Message.Message, Fixes);
    }
    return Out;
  }
  std::unique_ptr<ClangTidyContext> Context;
  std::unique_ptr<ClangTidyDiagnosticConsumer> Consumer;
  std::unique_ptr<DiagnosticsEngine> Engine;
  std::unique_ptr<Check> TheCheck;
  ast_matchers::MatchFinder Host;
};

TEST(PerUnitState, RepeatedLookupForgetsTheLastUnit) {
  OneInstance<RepeatedLookupCheck> Run("strcost-repeated-lookup");
  auto First = Run.findings(PerUnitMap, {"-std=c++11"});
  ASSERT_EQ(First.size(), 2u);
  EXPECT_NE(First[0].second, "");
  EXPECT_NE(First[1].second, "");
  for (int I = 0; I < 3; ++I)
    EXPECT_EQ(Run.findings(PerUnitMap, {"-std=c++11"}), First);
}

/// The same copy in two files written in two reference styles: each fix
/// follows its own file's (cached by FileID, the same number in both units).
TEST(PerUnitState, ReadOnlyCopyForgetsTheLastUnitsStyle) {
  auto Code = [](const char *Ref) {
    return std::string("#include <string>\nvoid take(const std::string") +
           Ref + "s) {}\nvoid f(const std::string" + Ref +
           "Name, const std::string" + Ref +
           "Other) {\n  std::string Copy = Name;\n  take(Copy);\n  take(Other);\n}\n";
  };
  OneInstance<ReadOnlyCopyCheck> Run("strcost-read-only-copy");
  auto Left = Run.findings(Code("& "), {"-std=c++17"});
  ASSERT_EQ(Left.size(), 1u);
  EXPECT_NE(Left[0].second.find("auto&"), std::string::npos) << Left[0].second;
  auto Right = Run.findings(Code(" &"), {"-std=c++17"});
  ASSERT_EQ(Right.size(), 1u);
  EXPECT_NE(Right[0].second.find("auto &"), std::string::npos) << Right[0].second;
}

} // namespace
} // namespace clang::tidy::strcost::test
