//===--- StringUseClassifierTest.cpp - strcost unit tests -----------------===//

#include "AstFixture.h"
#include "utils/StringUseClassifier.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost::test {
namespace {

// Small enough to parse quickly, real enough for c_str(), size() and the
// conversion to a view the classifier judges.
constexpr const char *ClassifierPrelude = R"cc(
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
  return parse(std::string(ClassifierPrelude) + Body, {"-std=c++17"});
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

/// The uses of each namespace-scope variable whose name starts with `k`.
utils::UnitStringUses unitUsesOfConstants(ASTUnit &AST,
                                          utils::StringUseContext Context = {}) {
  std::vector<const VarDecl *> Vars;
  for (const auto &M : match(varDecl(hasGlobalStorage(), matchesName("::k"),
                                     isExpansionInMainFile())
                                 .bind("x"),
                             AST.getASTContext()))
    Vars.push_back(M.getNodeAs<VarDecl>("x"));
  return utils::StringUses::collectInUnit(AST.getASTContext(), Vars, Context);
}

const VarDecl *varNamed(ASTUnit &AST, llvm::StringRef Name) {
  return findOne<VarDecl>(AST, varDecl(hasName(Name)).bind("x"));
}

TEST(StringUseClassifier, UsesOfConstantsAcrossTheUnit) {
  auto AST = parseWithPrelude(R"cc(
    const std::string kViewed = "a";
    const std::string kNeeded = "b";
    const std::string kUnused = "c";
    size_t one() { takeView(kViewed); return kViewed.size(); }
    struct S { size_t two() const { return kViewed.find('a') + kNeeded.size(); } };
    const char *three() { return kNeeded.c_str(); }
  )cc");
  utils::UnitStringUses U = unitUsesOfConstants(*AST);
  EXPECT_FALSE(U.UnparsedBodies);
  EXPECT_EQ(U.Uses[varNamed(*AST, "kViewed")].uses().size(), 3u);
  EXPECT_TRUE(U.Uses[varNamed(*AST, "kViewed")].fitsView());
  EXPECT_EQ(U.Uses[varNamed(*AST, "kNeeded")].uses().size(), 2u);
  EXPECT_FALSE(U.Uses[varNamed(*AST, "kNeeded")].fitsView());
  EXPECT_EQ(U.Uses.count(varNamed(*AST, "kUnused")), 0u);
}

TEST(StringUseClassifier, MentionsOfAnEarlierDeclarationCount) {
  auto AST = parseWithPrelude(R"cc(
    extern const std::string kLate;
    const char *early() { return kLate.c_str(); }
    const std::string kLate = "late";
  )cc");
  const auto *Definition =
      findOne<VarDecl>(*AST, varDecl(hasName("kLate"), isDefinition()).bind("x"));
  ASSERT_NE(Definition, nullptr);
  std::vector<const VarDecl *> Vars{Definition};
  utils::UnitStringUses U = utils::StringUses::collectInUnit(AST->getASTContext(), Vars);
  ASSERT_EQ(U.Uses.count(Definition->getCanonicalDecl()), 1u);
  EXPECT_FALSE(U.Uses[Definition->getCanonicalDecl()].fitsView());
}

TEST(StringUseClassifier, DataOfAWholeLiteralFitsItsView) {
  auto AST = parseWithPrelude(R"cc(
    const std::string kData = "a";
    const char *one() { return kData.data(); }
  )cc");
  const VarDecl *K = varNamed(*AST, "kData");
  EXPECT_FALSE(unitUsesOfConstants(*AST).Uses[K].fitsView());
  utils::StringUseContext Literal;
  Literal.ViewOfWholeLiteral = true;
  EXPECT_TRUE(unitUsesOfConstants(*AST, Literal).Uses[K].fitsView());
}

TEST(StringUseClassifier, AViewReturnedOfAConstantThatOutlivesTheCall) {
  // Returned as the function's view type, a constant of static storage (and
  // the view it would become) outlives the call; any other return, or a
  // variable that does not outlive the call, still declines.
  auto AST = parseWithPrelude(R"cc(
    const std::string kView = "a";
    const std::string kRef = "b";
    const std::string kViewRef = "c";
    const std::string kSubstr = "d";
    std::string_view one() { return kView; }
    const std::string &two() { return kRef; }
    const std::string_view &three() { return kViewRef; }
    std::string_view four() { return kSubstr.substr(1); }
  )cc");
  utils::StringUseContext Outlives;
  Outlives.ViewOfWholeLiteral = true;
  Outlives.OutlivesCalls = true;
  utils::UnitStringUses Plain = unitUsesOfConstants(*AST);
  utils::UnitStringUses Static = unitUsesOfConstants(*AST, Outlives);
  EXPECT_FALSE(Plain.Uses[varNamed(*AST, "kView")].fitsView());
  EXPECT_TRUE(Static.Uses[varNamed(*AST, "kView")].fitsView());
  for (const char *Name : {"kRef", "kViewRef", "kSubstr"})
    EXPECT_FALSE(Static.Uses[varNamed(*AST, Name)].fitsView()) << Name;
}

TEST(StringUseClassifier, AViewReturnedOfAStaticLocalFromItsFunction) {
  // The walk of one body knows the function it is in: its return type
  // decides, and a lambda's own return type for a return inside the lambda.
  auto AST = parseWithPrelude(R"cc(
    std::string_view outer() {
      static const std::string s = "a";
      auto inner = []() -> std::string { return s; };
      return inner().empty() ? std::string_view() : s;
    }
    std::string_view viewed() {
      static const std::string s = "b";
      auto inner = []() -> std::string_view { return s; };
      return inner().empty() ? inner() : s;
    }
    std::string_view direct() { static const std::string s = "c"; return s; }
  )cc");
  utils::StringUseContext Outlives;
  Outlives.ViewOfWholeLiteral = true;
  Outlives.OutlivesCalls = true;
  auto UsesIn = [&](const char *Name, const utils::StringUseContext &Context) {
    const auto *FD = findOne<FunctionDecl>(
        *AST, functionDecl(hasName(Name), isDefinition()).bind("x"));
    const auto *S = findOne<VarDecl>(
        *AST, varDecl(hasName("s"), hasAncestor(functionDecl(hasName(Name))))
                  .bind("x"));
    EXPECT_TRUE(FD && S) << Name;
    return utils::StringUses::collect(FD, S, AST->getASTContext(), Context);
  };
  EXPECT_TRUE(UsesIn("direct", Outlives).fitsView());
  EXPECT_FALSE(UsesIn("direct", {}).fitsView());
  EXPECT_FALSE(UsesIn("outer", Outlives).fitsView()); // the lambda returns a string
  // The conditional is not followed; the lambda's return of a view is.
  utils::StringUses Viewed = UsesIn("viewed", Outlives);
  ASSERT_EQ(Viewed.uses().size(), 2u);
  EXPECT_EQ(Viewed.uses()[0].Kind, utils::StringUseKind::View);
}

TEST(StringUseClassifier, DataOfANonConstStringReadAsACString) {
  // A non-const string's data() is a `char *`: read as a `const char *`, a
  // view of a whole C string serves it; written through, nothing does.
  auto AST = parseWithPrelude(R"cc(
    void reads(std::string s) { takeCStr(s.data()); }
    void writes(std::string s) { s.data()[0] = 'x'; }
  )cc");
  utils::StringUseContext Whole;
  Whole.ViewOfWholeLiteral = true;
  for (const char *Name : {"reads", "writes"}) {
    const auto *FD = findOne<FunctionDecl>(
        *AST, functionDecl(hasName(Name), isDefinition()).bind("x"));
    ASSERT_TRUE(FD);
    utils::StringUses Plain =
        utils::StringUses::collect(FD, FD->getParamDecl(0), AST->getASTContext());
    utils::StringUses AsView = utils::StringUses::collect(
        FD, FD->getParamDecl(0), AST->getASTContext(), Whole);
    EXPECT_FALSE(Plain.fitsView()) << Name;
    EXPECT_EQ(AsView.fitsView(), llvm::StringRef(Name) == "reads") << Name;
  }
}

TEST(StringUseClassifier, MemberNamedThroughAnObjectDeclines) {
  auto AST = parseWithPrelude(R"cc(
    struct S { static inline const std::string kName = "a"; };
    size_t one(const S &s) { return s.kName.size(); }
    size_t two() { return S::kName.size(); }
  )cc");
  const VarDecl *K = varNamed(*AST, "kName");
  std::vector<const VarDecl *> Vars{K};
  utils::UnitStringUses U =
      utils::StringUses::collectInUnit(AST->getASTContext(), Vars);
  EXPECT_EQ(U.Uses[K].uses().size(), 2u);
  ASSERT_NE(U.Uses[K].firstDecline(), nullptr);
  EXPECT_EQ(U.Uses[K].firstDecline()->Why, "it is named as a member of an object");
}

TEST(StringUseClassifier, UnparsedTemplateBodiesAreReported) {
  auto AST = parse(std::string(ClassifierPrelude) + R"cc(
    const std::string kName = "a";
    template <class T> size_t never(T) { return kName.size(); }
  )cc",
                   {"-std=c++17", "-fdelayed-template-parsing"});
  EXPECT_TRUE(unitUsesOfConstants(*AST).UnparsedBodies);
}

} // namespace
} // namespace clang::tidy::strcost::test
