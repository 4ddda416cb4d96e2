//===--- StrcostCheckTest.cpp - strcost unit tests ------------------------===//

#include "utils/LlvmCompat.h"
#include "utils/StrcostCheck.h"
#include "clang-tidy/ClangTidyDiagnosticConsumer.h"
#include "gtest/gtest.h"

namespace clang::tidy {

namespace strcost::test {
enum class Colour { Red, Green, Blue };
} // namespace strcost::test

template <> struct OptionEnumMapping<strcost::test::Colour> {
  static ArrayRef<std::pair<strcost::test::Colour, StringRef>> getEnumMapping() {
    static constexpr std::pair<strcost::test::Colour, StringRef> Map[] = {
        {strcost::test::Colour::Red, "red"},
        {strcost::test::Colour::Green, "green"},
        {strcost::test::Colour::Blue, "blue"}};
    return Map;
  }
};

namespace strcost::test {
namespace {

class OptionCheck : public utils::StrcostCheck {
public:
  OptionCheck(StringRef Name, ClangTidyContext *Context)
      : StrcostCheck(Name, Context), Paint(enumOption("Paint", Colour::Green)),
        Names(listOption("Names", "a;b")), Text(stringOption("Text", "t")),
        Flag(boolOption("Flag", false)) {}
  Colour Paint;
  bool Flag;
  std::vector<std::string> Names;
  std::string Text;
  using StrcostCheck::headerMinimumStandard;
  using StrcostCheck::standardLimits;
  using StrcostCheck::storeStandardOptions;
};

using OptionList = std::vector<std::pair<std::string, std::string>>;

/// Builds the check with \p Options set and collects configuration errors.
struct Harness {
  explicit Harness(const OptionList &Options) {
    ClangTidyOptions Opts;
    for (const auto &[Key, Value] : Options)
      Opts.CheckOptions["strcost-test." + Key] = ClangTidyOptions::ClangTidyValue(Value);
    Context = std::make_unique<ClangTidyContext>(
        std::make_unique<DefaultOptionsProvider>(ClangTidyGlobalOptions(), Opts));
    Consumer = std::make_unique<ClangTidyDiagnosticConsumer>(*Context);
    Engine = utils::attachDiagnosticsEngine(*Context, Consumer.get());
    Check = std::make_unique<OptionCheck>("strcost-test", Context.get());
  }
  std::vector<std::string> errors() {
    std::vector<std::string> Out;
    for (const ClangTidyError &E : Consumer->take())
      Out.push_back(E.Message.Message);
    return Out;
  }
  std::unique_ptr<ClangTidyContext> Context;
  std::unique_ptr<ClangTidyDiagnosticConsumer> Consumer;
  std::unique_ptr<DiagnosticsEngine> Engine;
  std::unique_ptr<OptionCheck> Check;
};

TEST(StrcostCheck, DefaultsWhenUnset) {
  Harness H(OptionList{});
  EXPECT_TRUE(H.Check->configurationValid());
  EXPECT_EQ(H.Check->Paint, Colour::Green);
  EXPECT_EQ(H.Check->Names, (std::vector<std::string>{"a", "b"}));
  EXPECT_EQ(H.Check->Text, "t");
  EXPECT_EQ(H.Check->headerMinimumStandard(), 11u);
  EXPECT_EQ(H.Check->standardLimits().Minimum, 0u);
  EXPECT_TRUE(H.errors().empty());
}

TEST(StrcostCheck, ReadsEnumListAndStandard) {
  Harness H(OptionList{{"Paint", "blue"}, {"Names", " x ;; y;"}, {"HeaderMinimumStandard", "c++17"}});
  EXPECT_TRUE(H.Check->configurationValid());
  EXPECT_EQ(H.Check->Paint, Colour::Blue);
  EXPECT_EQ(H.Check->Names, (std::vector<std::string>{"x", "y"}));
  EXPECT_EQ(H.Check->headerMinimumStandard(), 17u);
}

TEST(StrcostCheck, BadEnumValueIsAnError) {
  Harness H(OptionList{{"Paint", "purple"}});
  EXPECT_FALSE(H.Check->configurationValid());
  EXPECT_EQ(H.Check->Paint, Colour::Green);
  std::vector<std::string> Errors = H.errors();
  ASSERT_EQ(Errors.size(), 1u);
  EXPECT_EQ(Errors[0], "invalid value 'purple' for option 'Paint' of check "
                       "'strcost-test'; expected 'red', 'green' or 'blue'");
}

TEST(StrcostCheck, ReadsBooleans) {
  EXPECT_FALSE(Harness(OptionList{}).Check->Flag);
  for (const char *Yes : {"true", "True", "1", " TRUE "}) {
    Harness H(OptionList{{"Flag", Yes}});
    EXPECT_TRUE(H.Check->Flag) << Yes;
    EXPECT_TRUE(H.Check->configurationValid()) << Yes;
  }
  Harness No(OptionList{{"Flag", "0"}});
  EXPECT_FALSE(No.Check->Flag);
}

TEST(StrcostCheck, BadBooleanIsAnError) {
  Harness H(OptionList{{"Flag", "yes"}});
  EXPECT_FALSE(H.Check->configurationValid());
  EXPECT_FALSE(H.Check->Flag);
  std::vector<std::string> Errors = H.errors();
  ASSERT_EQ(Errors.size(), 1u);
  EXPECT_EQ(Errors[0], "invalid value 'yes' for option 'Flag' of check "
                       "'strcost-test'; expected 'true' or 'false'");
}

TEST(StrcostCheck, BadHeaderStandardIsAnError) {
  Harness H(OptionList{{"HeaderMinimumStandard", "c++15"}});
  EXPECT_FALSE(H.Check->configurationValid());
  std::vector<std::string> Errors = H.errors();
  ASSERT_EQ(Errors.size(), 1u);
  EXPECT_NE(Errors[0].find("'c++15' for option 'HeaderMinimumStandard'"),
            std::string::npos);
}

TEST(StrcostCheck, ReadsAndStoresMinimumStandard) {
  Harness H(OptionList{{"MinimumStandard", "c++11"}, {"HeaderMinimumStandard", "c++17"}});
  EXPECT_TRUE(H.Check->configurationValid());
  EXPECT_EQ(H.Check->standardLimits().Header, 17u);
  EXPECT_EQ(H.Check->standardLimits().Minimum, 11u);
  ClangTidyOptions::OptionMap Stored;
  H.Check->storeStandardOptions(Stored);
  EXPECT_EQ(Stored["strcost-test.MinimumStandard"].Value, "c++11");
  EXPECT_EQ(Stored["strcost-test.HeaderMinimumStandard"].Value, "c++17");
}

TEST(StrcostCheck, BadMinimumStandardIsAnError) {
  for (const char *Bad : {"main-file", "c++15", "11"}) {
    Harness H(OptionList{{"MinimumStandard", Bad}});
    EXPECT_FALSE(H.Check->configurationValid()) << Bad;
    std::vector<std::string> Errors = H.errors();
    ASSERT_EQ(Errors.size(), 1u) << Bad;
    EXPECT_EQ(Errors[0], "invalid value '" + std::string(Bad) +
                             "' for option 'MinimumStandard' of check "
                             "'strcost-test'; expected 'c++11', 'c++14', "
                             "'c++17', 'c++20', 'c++23' or 'c++26'");
  }
}

TEST(ExpectedValues, ListsWithCommasAndOr) {
  EXPECT_EQ(utils::expectedValues({"a"}), "expected 'a'");
  EXPECT_EQ(utils::expectedValues({"a", "b"}), "expected 'a' or 'b'");
  EXPECT_EQ(utils::expectedValues({"a", "b", "c"}), "expected 'a', 'b' or 'c'");
}

} // namespace
} // namespace strcost::test
} // namespace clang::tidy
