//===--- IncludePolicyTest.cpp - strcost unit tests ------------------------===//
//
// IncludePolicy over small files preprocessed for real: where an include may
// go outside conditionals, which `#if` blocks are include guards, and what a
// file includes.
//
//===----------------------------------------------------------------------===//

#include "utils/IncludePolicy.h"
#include "utils/BraceBlocks.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "gtest/gtest.h"
#include <functional>

namespace clang::tidy::strcost::test {
namespace {

using utils::IncludePolicy;
using Inspect = std::function<void(const IncludePolicy &, const SourceManager &, FileID)>;

/// Preprocesses `lib.h` (included by the main file) with the policy
/// recording, then hands the policy and lib.h's FileID to \p Check.
class IncludeRecordingAction : public PreprocessOnlyAction {
public:
  explicit IncludeRecordingAction(Inspect Check) : Check(std::move(Check)) {}

protected:
  bool BeginSourceFileAction(CompilerInstance &CI) override {
    CI.getPreprocessor().addPPCallbacks(Policy.record(CI.getSourceManager()));
    return true;
  }
  void EndSourceFileAction() override {
    const SourceManager &SM = getCompilerInstance().getSourceManager();
    FileID Lib;
    for (auto It = SM.fileinfo_begin(); It != SM.fileinfo_end(); ++It)
      if (It->first.getName().ends_with("lib.h"))
        Lib = SM.translateFile(It->first);
    ASSERT_TRUE(Lib.isValid());
    Check(Policy, SM, Lib);
    Ran = true;
  }

public:
  bool Ran = false;

private:
  IncludePolicy Policy;
  Inspect Check;
};

void preprocess(const std::string &Lib, const Inspect &Check,
                std::vector<std::string> Args = {"-std=c++17"}) {
  tooling::FileContentMappings Files = {{"lib.h", Lib},
                                        {"a.h", ""}, {"b.h", ""}, {"c.h", ""},
                                        {"strcost/str_cat.h", ""}};
  auto Action = std::make_unique<IncludeRecordingAction>(Check);
  IncludeRecordingAction *Raw = Action.get();
  Args.push_back("-I.");
  ASSERT_TRUE(tooling::runToolOnCodeWithArgs(std::move(Action), "#include \"lib.h\"\n",
                                             Args, "main.cc", "policy-test",
                                             std::make_shared<PCHContainerOperations>(),
                                             Files));
  EXPECT_TRUE(Raw->Ran);
}

/// The location of the start of line \p Line (1-based) of \p File.
SourceLocation lineStart(const SourceManager &SM, FileID File, unsigned Line) {
  return SM.translateLineCol(File, Line, 1);
}

TEST(IncludePolicyTest, IncludeGuardIsNotAConditional) {
  preprocess("// comment\n#ifndef LIB_H\n#define LIB_H\n#include \"a.h\"\n\nint x;\n"
             "#endif // LIB_H\n",
             [](const IncludePolicy &P, const SourceManager &SM, FileID F) {
               EXPECT_FALSE(P.insideConditional(lineStart(SM, F, 5)));
               EXPECT_EQ(P.inclusionOf(F, "\"a.h\""),
                         IncludePolicy::Inclusion::Unconditional);
             });
}

TEST(IncludePolicyTest, IfNotDefinedGuard) {
  preprocess("#if !defined(LIB_H)\n#define LIB_H\n#include <a.h>\nint x;\n#endif\n",
             [](const IncludePolicy &P, const SourceManager &SM, FileID F) {
               EXPECT_FALSE(P.insideConditional(lineStart(SM, F, 4)));
             });
}

TEST(IncludePolicyTest, GuardWithCodeAfterEndifIsAConditional) {
  // Code after the `#endif`: not a guard but a block that defaults a macro.
  preprocess("#ifndef LIB_H\n#define LIB_H\n#include \"a.h\"\n#endif\nint x;\n",
             [](const IncludePolicy &P, const SourceManager &SM, FileID F) {
               EXPECT_TRUE(P.insideConditional(lineStart(SM, F, 4)));
               EXPECT_EQ(P.inclusionOf(F, "a.h"),
                         IncludePolicy::Inclusion::ConditionalOnly);
             });
}

TEST(IncludePolicyTest, PragmaOnceAndPlatformBranches) {
  const char *Lib = "#pragma once\n"     // 1
                    "#ifdef _WIN32\n"    // 2
                    "#include \"a.h\"\n" // 3
                    "#else\n"            // 4
                    "#include \"b.h\"\n" // 5
                    "#endif\n"           // 6
                    "int f();\n";        // 7
  preprocess(Lib, [](const IncludePolicy &P, const SourceManager &SM, FileID F) {
    EXPECT_FALSE(P.insideConditional(lineStart(SM, F, 2)));
    EXPECT_TRUE(P.insideConditional(lineStart(SM, F, 3)));
    EXPECT_TRUE(P.insideConditional(lineStart(SM, F, 6)));
    EXPECT_FALSE(P.insideConditional(lineStart(SM, F, 7)));
    // b.h was reached; a.h lies in the skipped branch and is unknown.
    EXPECT_EQ(P.inclusionOf(F, "b.h"), IncludePolicy::Inclusion::ConditionalOnly);
    EXPECT_EQ(P.inclusionOf(F, "a.h"), IncludePolicy::Inclusion::None);
    // No include at the top level: after the block around the chosen place.
    std::optional<SourceLocation> At =
        P.topLevelPlace(F, lineStart(SM, F, 6), lineStart(SM, F, 7));
    ASSERT_TRUE(At);
    EXPECT_EQ(*At, lineStart(SM, F, 7));
    // ... but not after the code that needs it.
    EXPECT_FALSE(P.topLevelPlace(F, lineStart(SM, F, 6), lineStart(SM, F, 5)));
  });
}

TEST(IncludePolicyTest, AfterTheLastUnconditionalInclude) {
  const char *Lib = "#ifndef LIB_H\n"     // 1
                    "#define LIB_H\n"     // 2
                    "#include \"a.h\"\n"  // 3
                    "#if defined(X)\n"    // 4
                    "#include \"b.h\"\n"  // 5
                    "#endif\n"            // 6
                    "#include \"c.h\"\n"  // 7
                    "int f();\n"          // 8
                    "#endif\n";           // 9
  preprocess(Lib, [](const IncludePolicy &P, const SourceManager &SM, FileID F) {
    std::optional<SourceLocation> At =
        P.topLevelPlace(F, lineStart(SM, F, 5), lineStart(SM, F, 8));
    ASSERT_TRUE(At);
    EXPECT_EQ(*At, lineStart(SM, F, 8));
    // Code before c.h: the last top-level include before it is a.h.
    At = P.topLevelPlace(F, lineStart(SM, F, 5), lineStart(SM, F, 7));
    ASSERT_TRUE(At);
    EXPECT_EQ(*At, lineStart(SM, F, 4));
  }, {"-std=c++17", "-DX"});
}

TEST(IncludePolicyTest, WholeFileConditionalLeavesNoPlace) {
  // `#ifdef __cplusplus` around everything: the only top-level place is
  // after the code.
  const char *Lib = "#ifdef __cplusplus\n" // 1
                    "#include \"a.h\"\n"   // 2
                    "int f();\n"           // 3
                    "#endif\n";            // 4
  preprocess(Lib, [](const IncludePolicy &P, const SourceManager &SM, FileID F) {
    EXPECT_TRUE(P.insideConditional(lineStart(SM, F, 3)));
    EXPECT_FALSE(P.topLevelPlace(F, lineStart(SM, F, 3), lineStart(SM, F, 3)));
  });
}

TEST(IncludePolicyTest, RuntimeIncludedOutsideConditionals) {
  preprocess("#pragma once\n#include <strcost/str_cat.h>\n",
             [](const IncludePolicy &P, const SourceManager &, FileID F) {
               EXPECT_TRUE(P.includesUnconditionally(F, "strcost/"));
               EXPECT_FALSE(P.includesUnconditionally(F, "absl/"));
             });
  preprocess("#pragma once\n#ifdef USE_STRCOST\n#include <strcost/str_cat.h>\n#endif\n",
             [](const IncludePolicy &P, const SourceManager &, FileID F) {
               EXPECT_FALSE(P.includesUnconditionally(F, "strcost/"));
             },
             {"-std=c++17", "-DUSE_STRCOST"});
}

TEST(IncludePolicyTest, HeaderNames) {
  EXPECT_EQ(utils::bareHeaderName("<strcost/str_cat.h>"), "strcost/str_cat.h");
  EXPECT_EQ(utils::bareHeaderName("\"x.h\""), "x.h");
  EXPECT_EQ(utils::bareHeaderName("absl/strings/str_cat.h"), "absl/strings/str_cat.h");
  EXPECT_EQ(utils::runtimeOf("<strcost/view.h>"), "strcost/");
  EXPECT_EQ(utils::runtimeOf("absl/strings/str_cat.h"), "absl/");
  EXPECT_EQ(utils::runtimeOf("<string_view>"), "");
  EXPECT_EQ(utils::runtimeOf("myhash.h"), "");
}

TEST(IncludePolicyTest, SystemHeaderIsNotRecorded) {
  // No fix edits a system header: its directives are not worth recording.
  preprocess("#pragma GCC system_header\n#include \"a.h\"\n#ifdef X\n"
             "#include \"b.h\"\n#endif\nint y;\n",
             [](const IncludePolicy &P, const SourceManager &SM, FileID F) {
               EXPECT_EQ(P.inclusionOf(F, "\"a.h\""),
                         IncludePolicy::Inclusion::None);
               EXPECT_FALSE(P.insideConditional(lineStart(SM, F, 4)));
             });
}

/// The line of the unit's own declaration in namespace std, 0 for none.
unsigned ownStdLine(const std::string &Lib) {
  unsigned Line = ~0u;
  preprocess(Lib, [&](const IncludePolicy &P, const SourceManager &, FileID F) {
    std::optional<IncludePolicy::StdDeclaration> Own = P.ownStdDeclaration();
    Line = Own ? Own->Line : 0;
    if (Own)
      EXPECT_EQ(Own->File, F);
  });
  return Line;
}

TEST(IncludePolicyTest, OwnDeclarationsInNamespaceStd) {
  EXPECT_EQ(ownStdLine("#pragma once\nnamespace std { class string_view; }\n"), 2u);
  EXPECT_EQ(ownStdLine("#pragma once\n// namespace std { class x; }\nnamespace std {\n"
                       "template <class C> class basic_string;\n}\n"),
            4u);
  EXPECT_EQ(ownStdLine("namespace std {\nusing ::size_t;\n}\n"), 2u);
  // A nested namespace of std, a visibility macro before the body.
  EXPECT_EQ(ownStdLine("#define VIS\nnamespace std VIS {\ninline namespace v1 {\n"
                       "struct my_string {};\n}\n}\n"),
            4u);
  EXPECT_EQ(ownStdLine("namespace std::literals {\nint operator\"\"_x(unsigned long long);\n}\n"),
            2u);
  // A primary template is a declaration of its own, even after a specialization.
  EXPECT_EQ(ownStdLine("template <class T> struct hash;\nstruct Key {};\n"
                       "namespace std {\ntemplate <> struct hash<Key> { int x; };\n"
                       "template <class T> struct optional;\n}\n"),
            5u);
}

TEST(IncludePolicyTest, SpecializationsInNamespaceStdAreNotOwnDeclarations) {
  // Specializations for the unit's own types are what the standard allows.
  EXPECT_EQ(ownStdLine("struct Key {};\ntemplate <class T> struct Box {};\n"
                       "namespace std {\ntemplate <class T> struct hash;\n}\n"),
            4u);
  EXPECT_EQ(ownStdLine("struct Key {};\n"
                       "template <class T> struct Box {};\nnamespace std {\n"
                       "template <> struct hash<Key> {\n"
                       "  unsigned long operator()(const Key &) const { return 0; }\n};\n"
                       "template <class T> struct hash<Box<T>> { unsigned long operator()(const Box<T> &) const; };\n"
                       "#if 1\ntemplate <> inline void swap(Key &, Key &) noexcept {}\n#endif\n"
                       "}\n"),
            0u);
  // The type named from the global namespace (nlohmann's json.hpp): `<::`
  // is `<` and `::` since C++11, in every scan.
  EXPECT_EQ(ownStdLine("namespace ns { template <class T> struct P {}; struct K {}; }\n"
                       "namespace std {\ntemplate <class T>\n"
                       "class tuple_size<::ns::P<T>> : public integral_constant<int, 2> {};\n"
                       "template <int N, class T> class tuple_element<N, ::ns::P<T >> {};\n"
                       "template <> struct hash<::ns::K> {};\n}\n"),
            0u);
  // Naming namespace std is no declaration in it.
  EXPECT_EQ(ownStdLine("using namespace std;\nnamespace s = std;\n"
                       "std::string f();\n"),
            0u);
}

TEST(IncludePolicyTest, NamespaceStdOpenedThroughMacros) {
  // A macro that opens namespace std, and one that closes it.
  EXPECT_EQ(ownStdLine("#define BEGIN_STD namespace std {\n#define END_STD }\n"
                       "BEGIN_STD\nclass string_view;\nEND_STD\n"),
            4u);
  // With a visibility macro, opening an inline namespace too (libc++'s
  // shape), and closing both.
  EXPECT_EQ(ownStdLine("#define VIS\n#define BEGIN_STD namespace VIS std { inline namespace v1 {\n"
                       "#define END_STD } }\nint before;\nBEGIN_STD\n"
                       "template <class C> class basic_string;\nEND_STD\n"),
            6u);
  // A macro that declares something in std whole.
  EXPECT_EQ(ownStdLine("#define DECLARE_VIEW namespace std { class string_view; }\n"
                       "int before;\nDECLARE_VIEW\n"),
            3u);
}

TEST(IncludePolicyTest, SpecializationsThroughMacrosAreNotOwnDeclarations) {
  EXPECT_EQ(ownStdLine("struct Key {};\n#define BEGIN_STD namespace std {\n"
                       "#define END_STD }\nBEGIN_STD\n"
                       "template <> struct hash<Key> { int x; };\nEND_STD\n"
                       "int after;\n"),
            0u);
  EXPECT_EQ(ownStdLine("struct Key {};\n"
                       "#define HASHABLE namespace std { template <> struct hash<Key> {}; }\n"
                       "HASHABLE\nint after;\n"),
            0u);
  // Defined, never used; or opening another namespace.
  EXPECT_EQ(ownStdLine("#define BEGIN_STD namespace std {\n"
                       "#define BEGIN_APP namespace app {\n#define END }\n"
                       "BEGIN_APP\nclass string_view;\nEND\n"),
            0u);
}

TEST(IncludePolicyTest, IncludesInsideBracesAreNotTopLevel) {
  // Line 5 is inside extern "C" { }, line 7 after it; braces in a comment, a
  // string or a directive do not count.
  preprocess("#include \"a.h\"\n// {\n#define OPEN {\nextern \"C\" {\n#include \"b.h\"\n}\n"
             "const char *s = \"{\";\n#include \"c.h\"\nint x;\n",
             [](const IncludePolicy &P, const SourceManager &SM, FileID F) {
               EXPECT_FALSE(utils::insideBraces(SM, lineStart(SM, F, 4)));
               EXPECT_TRUE(utils::insideBraces(SM, lineStart(SM, F, 5)));
               EXPECT_TRUE(utils::insideBraces(SM, lineStart(SM, F, 6)));
               EXPECT_FALSE(utils::insideBraces(SM, lineStart(SM, F, 7)));
               EXPECT_FALSE(utils::insideBraces(SM, lineStart(SM, F, 9)));
               // The last top-level include before line 9 is c.h (line 8);
               // before line 8 it is a.h, not b.h inside the braces.
               auto At = P.topLevelPlace(F, lineStart(SM, F, 6), lineStart(SM, F, 9));
               ASSERT_TRUE(At);
               EXPECT_EQ(SM.getSpellingLineNumber(*At), 9u);
               At = P.topLevelPlace(F, lineStart(SM, F, 6), lineStart(SM, F, 8));
               ASSERT_TRUE(At);
               EXPECT_EQ(SM.getSpellingLineNumber(*At), 2u);
             });
}

TEST(IncludePolicyTest, RuntimeHeaderFilter) {
  utils::RuntimeHeaderFilter F;
  std::string Bad, Error;
  EXPECT_TRUE(F.parse("", Bad, Error));
  EXPECT_FALSE(F.matches("include/lib/lib.h"));
  EXPECT_TRUE(F.parse("src/.*\\.h$; tools/", Bad, Error));
  EXPECT_TRUE(F.matches("/p/src/a.h"));
  EXPECT_TRUE(F.matches("/p/tools/b.hpp"));
  EXPECT_FALSE(F.matches("/p/include/lib.h"));
  EXPECT_TRUE(F.parse("*", Bad, Error));
  EXPECT_TRUE(F.matches("/anything.h"));
  EXPECT_FALSE(F.parse("ok;(unclosed", Bad, Error));
  EXPECT_EQ(Bad, "(unclosed");
  EXPECT_FALSE(Error.empty());
}

} // namespace
} // namespace clang::tidy::strcost::test
