//===--- UnitRecordTest.cpp - strcost unit tests ---------------------------===//
//
// UnitRecord: the checks of one translation unit share one record of its
// preprocessor, and the next unit gets a fresh one even while a check of the
// last still holds the old.
//
//===----------------------------------------------------------------------===//

#include "utils/UnitRecord.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Tooling/Tooling.h"
#include "gtest/gtest.h"

namespace clang::tidy::strcost::test {
namespace {

using utils::IncludePolicy;
using utils::UnitRecord;

/// What three checks of one unit received, and what the record held.
struct Seen {
  std::shared_ptr<UnitRecord> First, Second, Third;
  const utils::ConditionalCode *Plain = nullptr, *PlainAgain = nullptr;
  const utils::ConditionalCode *Ignoring = nullptr, *IgnoringAgain = nullptr;
  bool IncludeSeen = false;
};

/// Asks for the unit's record as three checks would, and for its conditional
/// code with IgnoredMacros lists of their own, then inspects what was
/// recorded.
class SharingAction : public PreprocessOnlyAction {
public:
  explicit SharingAction(Seen &Out) : Out(Out) {}

protected:
  bool BeginSourceFileAction(CompilerInstance &CI) override {
    Preprocessor &PP = CI.getPreprocessor();
    Out.First = UnitRecord::of(PP);
    Out.Second = UnitRecord::of(PP);
    Out.Third = UnitRecord::of(PP);
    Out.Plain = &Out.First->conditionals(PP, {});
    Out.PlainAgain = &Out.Second->conditionals(PP, {});
    Out.Ignoring = &Out.Third->conditionals(PP, {"B", "A"});
    Out.IgnoringAgain = &Out.First->conditionals(PP, {"A", "B"});
    return true;
  }
  void EndSourceFileAction() override {
    const SourceManager &SM = getCompilerInstance().getSourceManager();
    Out.IncludeSeen =
        Out.First->includes().inclusionOf(SM.getMainFileID(), "\"a.h\"") ==
        IncludePolicy::Inclusion::Unconditional;
  }

private:
  Seen &Out;
};

void preprocess(Seen &Out) {
  ASSERT_TRUE(tooling::runToolOnCodeWithArgs(
      std::make_unique<SharingAction>(Out), "#include \"a.h\"\nint x;\n",
      {"-std=c++17", "-I."}, "main.cc", "unit-record-test",
      std::make_shared<PCHContainerOperations>(), {{"a.h", "int y;\n"}}));
}

TEST(UnitRecordTest, ChecksOfOneUnitShareOneRecord) {
  Seen S;
  preprocess(S);
  ASSERT_TRUE(S.First);
  EXPECT_EQ(S.First, S.Second);
  EXPECT_EQ(S.First, S.Third);
  EXPECT_TRUE(S.IncludeSeen);
  // One recording of the conditional code per IgnoredMacros list (in any
  // order): checks configured alike share it.
  ASSERT_TRUE(S.Plain && S.Ignoring);
  EXPECT_TRUE(S.Plain->attached());
  EXPECT_EQ(S.Plain, S.PlainAgain);
  EXPECT_EQ(S.Ignoring, S.IgnoringAgain);
  EXPECT_NE(S.Plain, S.Ignoring);
}

TEST(UnitRecordTest, NextUnitGetsAFreshRecord) {
  unsigned Before = UnitRecord::live();
  Seen One, Two;
  preprocess(One);
  // One's checks still hold their record, but its preprocessor is gone.
  preprocess(Two);
  ASSERT_TRUE(One.First && Two.First);
  EXPECT_NE(One.First, Two.First);
  EXPECT_TRUE(Two.IncludeSeen);
  One = Seen();
  Two = Seen();
  EXPECT_EQ(UnitRecord::live(), Before);
}

} // namespace
} // namespace clang::tidy::strcost::test
