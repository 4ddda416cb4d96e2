//===--- MatchersTest.cpp - strcost unit tests ----------------------------===//

#include "AstFixture.h"
#include "utils/Matchers.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost::test {
namespace {

/// The names of the variables whose type isStdBasicStringType() accepts.
std::vector<std::string> stringVariables(const std::string &Code) {
  auto AST = parse(Code, {"-std=c++17"});
  std::vector<std::string> Out;
  for (const BoundNodes &B :
       match(varDecl(hasType(utils::isStdBasicStringType())).bind("x"),
             AST->getASTContext()))
    Out.push_back(B.getNodeAs<VarDecl>("x")->getName().str());
  std::sort(Out.begin(), Out.end());
  return Out;
}

TEST(Matchers, StdBasicStringThroughSugarAndQualifiers) {
  std::string Code = std::string(MiniString) + R"cc(
namespace std { inline namespace __1 {
using string = basic_string<char>;
using wstring = basic_string<wchar_t>;
template <class C> class basic_string_view {};
using string_view = basic_string_view<char>;
} }
using Text = std::string;
template <class C> struct MyTraits {};
namespace other { template <class C> class basic_string {}; }
std::string a;
const std::wstring b{};
Text c;
std::basic_string<char, MyTraits<char>> d;
const auto &e = a;
std::string_view notView;
other::basic_string<char> notOther;
const char *notPointer = nullptr;
std::string *notPointerToString = nullptr;
)cc";
  EXPECT_EQ(stringVariables(Code),
            (std::vector<std::string>{"a", "b", "c", "d"}));
}

} // namespace
} // namespace clang::tidy::strcost::test
