//===--- SideEffectsTest.cpp - strcost unit tests -------------------------===//

#include "AstFixture.h"
#include "utils/SideEffects.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost::test {
namespace {

// A small library: a vector with const and non-const members, a map whose
// operator[] inserts, free functions by value and by reference, a mutator.
constexpr const char *Library = R"cc(
namespace std {
inline namespace __1 {
template <class T> struct vector {
  T &operator[](int);
  T &back();
  int size() const;
  void push_back(const T &);
};
template <class K, class V> struct map { V &operator[](const K &); };
int to_int(const char *);
void swap(int &, int &);
int rand();
template <class It> void sort(It, It);
struct thing { thing(); thing(int); };
int take(thing &&);
}
}
struct User {
  int get() const;
  void set(int);
};
struct Trivial { int x; };
int global();
)cc";

/// Whether the initialiser of `r` may have side effects.
bool initialiserHasEffects(const std::string &Body) {
  auto AST = parse(std::string(Library) + "void f(std::vector<int> &v, "
                   "std::map<int, int> &m, User &u, int n, int *p, "
                   "volatile int vol, std::thing t) {\n" + Body + "\n}");
  const auto *Var =
      findOne<VarDecl>(*AST, varDecl(hasName("r")).bind("x"));
  return Var && utils::mayHaveSideEffects(Var->getInit());
}

TEST(SideEffects, LibraryReadsAreQuiet) {
  EXPECT_FALSE(initialiserHasEffects("int r = v.size() + v[0] + v.back();"));
  EXPECT_FALSE(initialiserHasEffects("int r = std::to_int(\"1\") + n;"));
  // An rvalue reference parameter given a temporary: no one else sees it.
  EXPECT_FALSE(initialiserHasEffects("int r = std::take(std::thing());"));
  EXPECT_TRUE(initialiserHasEffects("int r = std::take(static_cast<std::thing &&>(t));"));
  // A construction of a library class, or a trivial one.
  EXPECT_FALSE(initialiserHasEffects("std::thing r = std::thing(n);"));
  EXPECT_FALSE(initialiserHasEffects("Trivial w{n};\nTrivial r = w;"));
}

TEST(SideEffects, BuiltinWritesAreEffects) {
  EXPECT_TRUE(initialiserHasEffects("int r = n++;"));
  EXPECT_TRUE(initialiserHasEffects("int r = (n += 2);"));
  EXPECT_TRUE(initialiserHasEffects("int r = (*p = 1);"));
  EXPECT_TRUE(initialiserHasEffects("int r = vol;"));
  EXPECT_TRUE(initialiserHasEffects("int *r = new int(1);"));
}

TEST(SideEffects, LibraryMutatorsAreEffects) {
  // A map's operator[] inserts; a non-const reference parameter may be
  // written; a mutator by name (rand changes the generator's state, sort
  // writes through iterators taken by value).
  EXPECT_TRUE(initialiserHasEffects("int r = m[1];"));
  EXPECT_TRUE(initialiserHasEffects("int r = (std::swap(n, n), 0);"));
  EXPECT_TRUE(initialiserHasEffects("int r = std::rand();"));
  EXPECT_TRUE(initialiserHasEffects("int r = (std::sort(p, p), 0);"));
  EXPECT_TRUE(initialiserHasEffects("int r = (v.push_back(1), 0);"));
}

TEST(SideEffects, UserCallsAndLambdasAreEffects) {
  // A user's const member function may write mutable members or globals.
  EXPECT_TRUE(initialiserHasEffects("int r = u.get();"));
  EXPECT_TRUE(initialiserHasEffects("int r = global();"));
  // A lambda may run later, or be called by the library.
  EXPECT_TRUE(initialiserHasEffects("auto r = [&] { return n; };"));
  // Called where it is written, a lambda has its body's effects.
  EXPECT_FALSE(initialiserHasEffects("int r = [&] { return v.size(); }();"));
  EXPECT_TRUE(initialiserHasEffects("int r = [&] { return n++; }();"));
  EXPECT_TRUE(initialiserHasEffects("int r = [x = n++] { return x; }();"));
}

TEST(SideEffects, MutatorsByName) {
  auto AST = parse(Library);
  auto Named = [&](StringRef Name) {
    return findOne<FunctionDecl>(
        *AST, functionDecl(hasName(Name), unless(isImplicit())).bind("x"));
  };
  EXPECT_TRUE(utils::isStdMutator(Named("::std::rand")));
  EXPECT_FALSE(utils::isStdMutator(Named("::std::to_int")));
  EXPECT_TRUE(utils::isReadingLibraryCall(Named("::std::to_int")));
  EXPECT_FALSE(utils::isReadingLibraryCall(Named("::std::swap")));
  EXPECT_FALSE(utils::isReadingLibraryCall(Named("::global")));
  EXPECT_TRUE(utils::isInStd(Named("::std::to_int")));
  EXPECT_FALSE(utils::isInStd(Named("::global")));
}

} // namespace
} // namespace clang::tidy::strcost::test
