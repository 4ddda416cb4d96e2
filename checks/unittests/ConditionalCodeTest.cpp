//===--- ConditionalCodeTest.cpp - strcost unit tests ---------------------===//

#include "AstFixture.h"
#include "utils/ConditionalCode.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost::test {
namespace {

using utils::ConditionalChoice;
using utils::ConditionalCode;
using Kind = ConditionalChoice::Kind;
using Query = std::function<void(ASTContext &, const ConditionalCode &)>;

/// Parses \p Code with the recorder attached before the preprocessor runs
/// (an ASTUnit would be too late), then runs \p Q on the parsed unit.
class RecordingAction : public ASTFrontendAction {
public:
  RecordingAction(Query Q, std::vector<std::string> Ignored)
      : Q(std::move(Q)), Ignored(std::move(Ignored)) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    Conditionals.attach(CI.getPreprocessor(), Ignored);
    return std::make_unique<Consumer>(*this);
  }

private:
  struct Consumer : ASTConsumer {
    explicit Consumer(RecordingAction &A) : A(A) {}
    void HandleTranslationUnit(ASTContext &Ctx) override { A.Q(Ctx, A.Conditionals); }
    RecordingAction &A;
  };
  Query Q;
  std::vector<std::string> Ignored;
  ConditionalCode Conditionals;
};

constexpr const char *ConditionalPrelude = R"cc(
namespace std {
template <class C> struct char_traits {};
template <class C> struct allocator {};
template <class C, class T = char_traits<C>, class A = allocator<C>>
class basic_string { public: basic_string(const C *); basic_string(const basic_string &); };
using string = basic_string<char>;
template <class T> T &&move(T &t);
}
template <class A, class B> struct Pair {};
struct Alt { Alt(const char *); };
)cc";

void run(const std::string &Code, Query Q, std::vector<std::string> Args = {},
         tooling::FileContentMappings Headers = {},
         std::vector<std::string> IgnoredMacros = {}) {
  Args.push_back("-std=c++20");
  Args.push_back("-resource-dir=" STRCOST_CLANG_RESOURCE_DIR);
  bool Ok = tooling::runToolOnCodeWithArgs(
      std::make_unique<RecordingAction>(std::move(Q), std::move(IgnoredMacros)),
      ConditionalPrelude + Code, Args,
      "input.cc", "strcost-test", std::make_shared<PCHContainerOperations>(),
      Headers);
  EXPECT_TRUE(Ok);
}

template <class T> const T *named(ASTContext &Ctx, llvm::StringRef Name) {
  auto Found = match(namedDecl(hasName(Name)).bind("x"), Ctx);
  for (const BoundNodes &B : Found)
    if (const auto *D = B.getNodeAs<T>("x"))
      return D;
  ADD_FAILURE() << "no declaration named " << Name.str();
  return nullptr;
}

std::optional<ConditionalChoice> varType(ASTContext &Ctx, const ConditionalCode &C,
                                         llvm::StringRef Var) {
  const auto *VD = named<VarDecl>(Ctx, Var);
  return VD ? C.declTypeChoice(VD) : std::nullopt;
}

TEST(ConditionalCode, AliasChosenByIfElse) {
  const char *Code = R"cc(
#ifdef USE_ALT
using String = Alt;
#else
using String = std::string;
#endif
String s = "x";
std::string plain = "y";
)cc";
  run(Code, [](ASTContext &Ctx, const ConditionalCode &C) {
    auto Choice = varType(Ctx, C, "s");
    ASSERT_TRUE(Choice);
    EXPECT_EQ(Choice->K, Kind::Type);
    EXPECT_EQ(Choice->What, "type 'String'");
    EXPECT_EQ(Choice->Directive, "#ifdef USE_ALT at input.cc:13");
    EXPECT_EQ(Choice->reason(), "type 'String' is chosen by a preprocessor "
                                "conditional (#ifdef USE_ALT at input.cc:13)");
    EXPECT_FALSE(varType(Ctx, C, "plain"));
  });
  // The other configuration: String is no string there, nothing to say.
  run(Code, [](ASTContext &Ctx, const ConditionalCode &C) {
    EXPECT_FALSE(varType(Ctx, C, "s"));
  }, {"-DUSE_ALT"});
}

TEST(ConditionalCode, TypedefUnderIfdefWithoutElse) {
  run(R"cc(
#ifndef NO_STRING
typedef std::string Str;
#endif
Str s = "x";
const Str *p = nullptr;
Pair<Str, int> pair;
)cc",
      [](ASTContext &Ctx, const ConditionalCode &C) {
        EXPECT_TRUE(varType(Ctx, C, "s"));
        EXPECT_TRUE(varType(Ctx, C, "p"));
        EXPECT_TRUE(varType(Ctx, C, "pair")); // a template argument as written
      });
}

TEST(ConditionalCode, UnrelatedAliasesDoNotCount) {
  run(R"cc(
#ifdef WIDE
typedef long Count;
#else
typedef int Count;
#endif
Pair<std::string, Count> counted;
#if 1
using Always = std::string;
#else
using Always = Alt;
#endif
Always always = "x";
#if 0
#endif
)cc",
      [](ASTContext &Ctx, const ConditionalCode &C) {
        EXPECT_FALSE(varType(Ctx, C, "counted"));
        EXPECT_FALSE(varType(Ctx, C, "always")); // #if 1: every configuration
      });
}

TEST(ConditionalCode, IncludeGuardsDoNotCount) {
  tooling::FileContentMappings Headers = {
      {"guarded.h", "// a header\n#ifndef GUARDED_H\n#define GUARDED_H\n"
                    "typedef std::string Guarded;\n#define GSTR std::string\n"
                    "#endif // GUARDED_H\n"},
      {"ifdefed.h", "#ifdef USE_ALT\nusing Chosen = Alt;\n#else\n"
                    "using Chosen = std::string;\n#endif\n"},
      {"plain.h", "using Plain = std::string;\n"},
      {"pragma.h", "/* once */\n#pragma once\n#if !defined(PRAGMA_H)\n"
                   "#define PRAGMA_H\nusing Pragma = std::string;\n#endif\n"}};
  run(R"cc(
#include "guarded.h"
#include "pragma.h"
#include "ifdefed.h"
#ifndef NO_PLAIN
#include "plain.h"
#endif
Guarded g = "x";
Pragma pr = "x";
GSTR m = "x";
Chosen c = "x";
Plain p = "x";
)cc",
      [](ASTContext &Ctx, const ConditionalCode &C) {
        EXPECT_FALSE(varType(Ctx, C, "g"));
        EXPECT_FALSE(varType(Ctx, C, "pr"));
        EXPECT_FALSE(varType(Ctx, C, "m"));
        EXPECT_TRUE(varType(Ctx, C, "c"));
        // Included under a conditional: every declaration of it is chosen.
        auto Plain = varType(Ctx, C, "p");
        ASSERT_TRUE(Plain);
        EXPECT_EQ(Plain->Directive, "#ifndef NO_PLAIN at input.cc:16");
      },
      {}, Headers);
}

TEST(ConditionalCode, StandardCheckWithErrorDoesNotCount) {
  // strcost's runtime headers: under a standard they lack, one #error and
  // the rest skipped; no configuration that compiles chooses their types.
  tooling::FileContentMappings Headers = {
      {"needs17.h", "#pragma once\n#if !(__cplusplus >= 201703L)\n"
                    "#error \"needs17.h needs C++17\"\n#else // supported\n"
                    "using Needs17 = std::string;\n#endif\n"},
      {"both.h", "#pragma once\n#if defined(USE_ALT)\n#error \"no\"\n"
                 "using Both = Alt;\n#else\nusing Both = std::string;\n#endif\n"}};
  run(R"cc(
#include "needs17.h"
#include "both.h"
Needs17 n = "x";
Both b = "x";
)cc",
      [](ASTContext &Ctx, const ConditionalCode &C) {
        EXPECT_FALSE(varType(Ctx, C, "n"));
        // Code beside the #error: that configuration is one after all.
        EXPECT_TRUE(varType(Ctx, C, "b"));
      },
      {}, Headers);
}

TEST(ConditionalCode, MacroSpelledType) {
  run(R"cc(
#ifdef USE_ALT
#define STR Alt
#else
#define STR std::string
#endif
#define PLAIN std::string
#define PARAM STR
void f(STR s, PLAIN t, PARAM u);
using ViaMacro = STR;
ViaMacro v = "x";
)cc",
      [](ASTContext &Ctx, const ConditionalCode &C) {
        const auto *F = named<FunctionDecl>(Ctx, "f");
        ASSERT_TRUE(F);
        auto S = C.declTypeChoice(F->getParamDecl(0));
        ASSERT_TRUE(S);
        EXPECT_EQ(S->What, "macro 'STR'");
        EXPECT_FALSE(C.declTypeChoice(F->getParamDecl(1)));
        EXPECT_TRUE(C.declTypeChoice(F->getParamDecl(2))); // STR inside PARAM
        auto V = varType(Ctx, C, "v");
        ASSERT_TRUE(V);
        EXPECT_EQ(V->What, "type 'ViaMacro' (through macro 'STR')");
      });
  run("void g(CMD_STR s);", [](ASTContext &Ctx, const ConditionalCode &C) {
    const auto *G = named<FunctionDecl>(Ctx, "g");
    ASSERT_TRUE(G);
    auto S = C.declTypeChoice(G->getParamDecl(0));
    ASSERT_TRUE(S);
    EXPECT_EQ(S->reason(), "macro 'CMD_STR' is defined on the command line, "
                           "and may be another type in another build");
  }, {"-DCMD_STR=std::string"});
}

constexpr const char *Chosen = R"cc(
#ifdef USE_UNICODE
using String = Alt;
inline String toLocal(std::string s) { return Alt(""); }
#else
template <class T> T toLocal(T &&t) { return static_cast<T &&>(t); }
#endif
#ifdef EXTRA
std::string extra(std::string s);
#endif
std::string always(std::string s);
std::string x = "x";
auto a = toLocal(std::string("y"));
decltype(toLocal(std::string("z"))) d = "d";
std::string e = extra(x);
auto b = always(x);
)cc";

TEST(ConditionalCode, FunctionChosenByIf) {
  run(Chosen, [](ASTContext &Ctx, const ConditionalCode &C) {
    const auto *A = named<VarDecl>(Ctx, "a");
    ASSERT_TRUE(A);
    auto Init = C.exprChoice(A->getInit());
    ASSERT_TRUE(Init);
    EXPECT_EQ(Init->K, Kind::Function);
    EXPECT_EQ(Init->What, "function 'toLocal'");
    EXPECT_EQ(Init->Directive, "#ifdef USE_UNICODE at input.cc:13");
    // `auto` deduced from the call, and decltype of it.
    EXPECT_TRUE(varType(Ctx, C, "d"));
    // Declared under #ifdef without another branch: no other function.
    const auto *E = named<VarDecl>(Ctx, "e");
    ASSERT_TRUE(E);
    EXPECT_FALSE(C.exprChoice(E->getInit()));
    const auto *B = named<VarDecl>(Ctx, "b");
    ASSERT_TRUE(B);
    EXPECT_FALSE(C.exprChoice(B->getInit()));
  }, {"-DEXTRA"});
}

TEST(ConditionalCode, AutoVariableFollowsItsInitialiser) {
  run(std::string(Chosen) + "std::string use() { return a; }",
      [](ASTContext &Ctx, const ConditionalCode &C) {
        auto Refs = match(declRefExpr(to(varDecl(hasName("a")))).bind("x"), Ctx);
        ASSERT_EQ(Refs.size(), 1u);
        auto Choice = C.exprChoice(Refs[0].getNodeAs<Expr>("x"));
        ASSERT_TRUE(Choice);
        EXPECT_EQ(Choice->What, "function 'toLocal'");
      },
      {"-DEXTRA"});
}

constexpr const char *Bodies = R"cc(
void use(const std::string &);
void log();
void assigned(std::string p) {
#ifdef _WIN32
  p = "wide";
#endif
  use(p);
}
void unrelated(std::string p) {
#ifdef DEBUG
  log();
#endif
  use(p);
}
void deadCode(std::string p) {
#if 0
  p = "old";
#endif
  use(p);
}
#ifdef WIDEN
#define FIX(s) s = "w"
#else
#define FIX(s)
#endif
void throughMacro(std::string p) {
  FIX(p);
  use(p);
}
)cc";

TEST(ConditionalCode, SkippedCodeMentioningTheName) {
  run(Bodies, [](ASTContext &Ctx, const ConditionalCode &C) {
    auto Body = [&](llvm::StringRef Name) {
      const auto *FD = named<FunctionDecl>(Ctx, Name);
      return FD ? FD->getSourceRange() : SourceRange();
    };
    auto Assigned = C.skippedMention(Body("assigned"), "p");
    ASSERT_TRUE(Assigned);
    EXPECT_EQ(Assigned->reason(),
              "'p' is used in code that a preprocessor conditional leaves out "
              "in this configuration (#ifdef _WIN32 at input.cc:16)");
    EXPECT_FALSE(C.skippedMention(Body("assigned"), "q"));
    EXPECT_FALSE(C.skippedMention(Body("unrelated"), "p"));
    EXPECT_TRUE(C.containsSkipped(Body("unrelated")));
    EXPECT_FALSE(C.skippedMention(Body("deadCode"), "p"));
    EXPECT_FALSE(C.containsSkipped(Body("deadCode")));
    auto Macro = C.skippedMention(Body("throughMacro"), "p");
    ASSERT_TRUE(Macro);
    EXPECT_EQ(Macro->K, Kind::Macro);
    EXPECT_EQ(Macro->What, "'p' (through macro 'FIX')");
  });
}

TEST(ConditionalCode, HeadersChosenByIncludeBranches) {
  tooling::FileContentMappings Headers = {
      {"narrow.h", "#ifndef NARROW_H\n#define NARROW_H\n"
                   "inline std::string convert(std::string s) { return s; }\n#endif\n"},
      {"wide.h", "#ifndef WIDE_H\n#define WIDE_H\n"
                 "inline Alt convert(std::string) { return Alt(\"\"); }\n#endif\n"}};
  run(R"cc(
#if defined(WIDE)
#include "wide.h"
#elif !defined(NARROW_ONLY)
#include "narrow.h"
#endif
std::string converted = convert("x");
)cc",
      [](ASTContext &Ctx, const ConditionalCode &C) {
        const auto *V = named<VarDecl>(Ctx, "converted");
        ASSERT_TRUE(V);
        auto Choice = C.exprChoice(V->getInit());
        ASSERT_TRUE(Choice);
        EXPECT_EQ(Choice->K, Kind::Function);
        EXPECT_EQ(Choice->Directive, "#if defined(WIDE) at input.cc:13");
      },
      {}, Headers);
}

// libjsoncpp: `#if !defined(JSON_IS_AMALGAMATION)` around the include of its
// config header chooses nothing about the types once the user says so; a
// condition that also names another macro, or an `#elif` on one, still does.
TEST(ConditionalCode, IgnoredMacrosChooseNothing) {
  tooling::FileContentMappings Headers = {
      {"config.h", "#ifndef CONFIG_H\n#define CONFIG_H\n"
                   "typedef std::string String;\n#endif\n"},
      {"other.h", "#ifndef OTHER_H\n#define OTHER_H\n"
                  "typedef std::string Other;\n#endif\n"},
      {"elif.h", "#ifndef ELIF_H\n#define ELIF_H\n"
                 "typedef std::string Elif;\n#endif\n"}};
  const char *Code = R"cc(
#if !defined(AMALGAMATION)
#include "config.h"
#endif
#if !defined(AMALGAMATION) && !defined(NO_OTHER)
#include "other.h"
#endif
#ifdef AMALGAMATION
#elif !defined(WIDE)
#include "elif.h"
#endif
#ifndef AMALGAMATION
int skippedUse(int p) { return p; }
#else
int skippedUse(int p) { return p + 1; }
#endif
String s = "x";
Other o = "y";
Elif e = "z";
)cc";
  auto Query = [](bool Ignored) {
    return [Ignored](ASTContext &Ctx, const ConditionalCode &C) {
      EXPECT_EQ(bool(varType(Ctx, C, "s")), !Ignored);
      EXPECT_TRUE(varType(Ctx, C, "o"));
      EXPECT_TRUE(varType(Ctx, C, "e"));
      const auto *F = named<FunctionDecl>(Ctx, "skippedUse");
      ASSERT_TRUE(F);
      SourceRange File(F->getBeginLoc(), F->getEndLoc().getLocWithOffset(80));
      EXPECT_EQ(C.containsSkipped(File), !Ignored);
      EXPECT_TRUE(C.crossesConditional(File)); // the edit's text, still
    };
  };
  run(Code, Query(false), {}, Headers);
  run(Code, Query(true), {}, Headers, {"AMALGAMATION"});
  run(Code, Query(false), {}, Headers, {"OTHER_MACRO"});
}

TEST(ConditionalCode, DeclarationInsideABlock) {
  tooling::FileContentMappings Headers = {
      {"names.h", "#ifndef NAMES_H\n#define NAMES_H\n"
                  "const std::string kFromHeader = \"h\";\n#endif\n"}};
  const char *Code = R"cc(
#ifdef _WIN32
const std::string kSep = "\\";
#else
const std::string kSep = "/";
#endif
#if HAVE_NAMES
#include "names.h"
#endif
#if 1
const std::string kAlways = "a";
#endif
#ifdef AMALGAMATION
const std::string kAmalgamated = "m";
#endif
const std::string kPlain = "p";
)cc";
  auto Query = [](bool Ignored) {
    return [Ignored](ASTContext &Ctx, const ConditionalCode &C) {
      auto Sep = C.declarationChoice(named<VarDecl>(Ctx, "kSep"));
      ASSERT_TRUE(Sep);
      EXPECT_EQ(Sep->K, Kind::Declared);
      EXPECT_EQ(Sep->reason(),
                "'kSep' is declared inside a preprocessor conditional (#ifdef "
                "_WIN32 at input.cc:13), and another configuration may declare "
                "it otherwise");
      // A header included from a block, not its own guard.
      auto Header = C.declarationChoice(named<VarDecl>(Ctx, "kFromHeader"));
      ASSERT_TRUE(Header);
      EXPECT_EQ(Header->Directive, "#if HAVE_NAMES at input.cc:18");
      EXPECT_FALSE(C.declarationChoice(named<VarDecl>(Ctx, "kAlways")));
      EXPECT_EQ(bool(C.declarationChoice(named<VarDecl>(Ctx, "kAmalgamated"))),
                !Ignored);
      EXPECT_FALSE(C.declarationChoice(named<VarDecl>(Ctx, "kPlain")));
    };
  };
  run(Code, Query(false), {"-DHAVE_NAMES=1", "-DAMALGAMATION"}, Headers);
  run(Code, Query(true), {"-DHAVE_NAMES=1", "-DAMALGAMATION"}, Headers,
      {"AMALGAMATION"});
}

TEST(ConditionalCode, DirectivesInsideARange) {
  run(R"cc(
int crossed = 1 +
#if 0
    2 +
#endif
    3;
int plain = 1 + 2;
)cc",
      [](ASTContext &Ctx, const ConditionalCode &C) {
        const auto *Crossed = named<VarDecl>(Ctx, "crossed");
        const auto *Plain = named<VarDecl>(Ctx, "plain");
        ASSERT_TRUE(Crossed && Plain);
        EXPECT_TRUE(C.crossesConditional(Crossed->getSourceRange()));
        EXPECT_FALSE(C.containsSkipped(Crossed->getSourceRange())); // #if 0
        EXPECT_FALSE(C.crossesConditional(Plain->getSourceRange()));
      });
}

/// The first call in the body of the function named \p Caller.
const CallExpr *firstCallIn(ASTContext &Ctx, llvm::StringRef Caller) {
  const auto *F = named<FunctionDecl>(Ctx, Caller);
  if (!F || !F->getBody())
    return nullptr;
  auto Calls = match(findAll(callExpr().bind("c")), *F->getBody(), Ctx);
  return Calls.empty() ? nullptr : Calls.front().getNodeAs<CallExpr>("c");
}

// cli11: Error.hpp, included from the `#else` of `#ifdef CLI11_SINGLE_FILE`,
// has a constructor that calls another in the same header. Wherever the call
// is compiled, so is its callee: the block around both chooses nothing. A
// block around the callee alone still does, and so does the outer block for a
// caller outside it.
TEST(ConditionalCode, CallerAndCalleeInOneBranch) {
  tooling::FileContentMappings Headers = {
      {"split.h", R"cc(#ifndef SPLIT_H
#define SPLIT_H
inline void helper(std::string s) {}
inline void callerInHeader() { helper("x"); }
#ifdef WIDE
void nested(int);
#else
void nested(std::string s);
#endif
inline void callerOfNested() { nested("y"); }
#endif
)cc"}};
  const char *Code = R"cc(
#ifdef SINGLE
#include "single.h"
#else
#include "split.h"
inline void callerInBranch() { helper("b"); }
#endif
void callerInMain() { helper("z"); }
)cc";
  run(Code, [](ASTContext &Ctx, const ConditionalCode &C) {
    const auto *Helper = named<FunctionDecl>(Ctx, "helper");
    const auto *Nested = named<FunctionDecl>(Ctx, "nested");
    const CallExpr *InHeader = firstCallIn(Ctx, "callerInHeader");
    const CallExpr *InBranch = firstCallIn(Ctx, "callerInBranch");
    const CallExpr *InMain = firstCallIn(Ctx, "callerInMain");
    const CallExpr *OfNested = firstCallIn(Ctx, "callerOfNested");
    ASSERT_TRUE(Helper && Nested && InHeader && InBranch && InMain && OfNested);

    auto Alone = C.calleeChoice(Helper);
    ASSERT_TRUE(Alone);
    EXPECT_EQ(Alone->K, Kind::Function);
    EXPECT_TRUE(llvm::StringRef(Alone->Directive).starts_with("#ifdef SINGLE at input.cc:"))
        << Alone->Directive;
    EXPECT_FALSE(C.calleeChoice(Helper, InHeader->getBeginLoc()));
    EXPECT_FALSE(C.calleeChoice(Helper, InBranch->getBeginLoc()));
    EXPECT_FALSE(C.exprChoice(InHeader));
    auto FromMain = C.calleeChoice(Helper, InMain->getBeginLoc());
    ASSERT_TRUE(FromMain);
    EXPECT_EQ(FromMain->Directive, Alone->Directive);
    EXPECT_TRUE(C.exprChoice(InMain));

    auto Inner = C.calleeChoice(Nested, OfNested->getBeginLoc());
    ASSERT_TRUE(Inner);
    EXPECT_TRUE(llvm::StringRef(Inner->Directive).starts_with("#ifdef WIDE at split.h:"))
        << Inner->Directive;
  }, {}, Headers);
}

TEST(ConditionalCode, NotAttachedSaysNothing) {
  ConditionalCode C;
  EXPECT_FALSE(C.attached());
  EXPECT_FALSE(C.typeChoice(QualType()));
  EXPECT_FALSE(C.skippedMention(SourceRange(), "p"));
}

} // namespace
} // namespace clang::tidy::strcost::test
