//===--- AliasingWritesTest.cpp - strcost unit tests ----------------------===//

#include "AstFixture.h"
#include "utils/AliasingWrites.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost::test {
namespace {

constexpr const char *Code = R"cc(
#include <string>
std::string Global;
void touchesGlobal() { Global += "x"; }
void helper(std::string &out) { out += "y"; }
void readsOnly(const std::string &s) { (void)s.size(); }
void viaCallee(const std::string &a) { std::string own; helper(own); (void)a; }
void viaGlobal(const std::string &a) { touchesGlobal(); readsOnly(a); }
void clean(const std::string &a, const std::string &b) { readsOnly(a); readsOnly(b); }
void writesOut(const std::string &a, std::string &out) { out = a; }
void lateWrite(const std::string &a, std::string &out) { std::string c = a; out = c; }
)cc";

struct Question {
  const char *Function;
  const char *Param;
};

const Question Questions[] = {
    {"viaCallee", "a"}, {"viaGlobal", "a"}, {"clean", "a"}, {"clean", "b"},
    {"writesOut", "a"}, {"lateWrite", "a"}};

std::string ask(ASTUnit &AST, const Question &Q, utils::AliasingMemo &Memo) {
  const auto *FD = findOne<FunctionDecl>(
      AST, functionDecl(hasName(Q.Function), isDefinition()).bind("x"));
  if (!FD)
    return "not found";
  for (const ParmVarDecl *P : FD->parameters())
    if (P->getName() == Q.Param)
      return utils::aliasingWrite(FD, P, AST.getASTContext(), &Memo);
  return "no parameter";
}

TEST(AliasingWrites, Answers) {
  auto AST = parse(Code);
  utils::AliasingMemo Memo;
  EXPECT_EQ(ask(*AST, Questions[0], Memo), ""); // helper writes only its argument, a local
  EXPECT_EQ(ask(*AST, Questions[1], Memo),
            "the function calls 'touchesGlobal', which may modify the argument "
            "through a global");
  EXPECT_EQ(ask(*AST, Questions[2], Memo), "");
  EXPECT_EQ(ask(*AST, Questions[4], Memo),
            "the function writes 'out', which may alias the argument");
  // The write comes after the last use of the parameter: the copy is made.
  EXPECT_EQ(ask(*AST, Questions[5], Memo), "");
}

// A memo kept for the unit reads each body once, and answers every question
// as a fresh scan does, whatever was asked before.
TEST(AliasingWrites, MemoReadsEachBodyOnceAndChangesNoAnswer) {
  auto AST = parse(Code);
  std::vector<std::string> Fresh;
  for (const Question &Q : Questions) {
    utils::AliasingMemo Own;
    Fresh.push_back(ask(*AST, Q, Own));
  }
  utils::AliasingMemo Shared;
  for (size_t I = 0; I < std::size(Questions); ++I)
    EXPECT_EQ(ask(*AST, Questions[I], Shared), Fresh[I]) << Questions[I].Function;
  // viaCallee, helper, viaGlobal, readsOnly, touchesGlobal, clean, writesOut,
  // lateWrite: clean's two questions and readsOnly's two callers share.
  EXPECT_EQ(Shared.bodiesRead(), 8u);
  utils::AliasingMemo Reversed;
  for (size_t I = std::size(Questions); I-- > 0;)
    EXPECT_EQ(ask(*AST, Questions[I], Reversed), Fresh[I]) << Questions[I].Function;
}

} // namespace
} // namespace clang::tidy::strcost::test
