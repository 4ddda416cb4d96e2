//===--- LookupSequenceTest.cpp - strcost unit tests ----------------------===//

#include "AstFixture.h"
#include "utils/LookupSequence.h"
#include "utils/ParentMapProbe.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost::test {
namespace {

constexpr const char *SequenceMap = R"cc(
namespace std {
template <class C> struct char_traits {};
template <class C> struct allocator {};
template <class C, class T = char_traits<C>, class A = allocator<C>>
class basic_string {
public:
  basic_string(const C *);
  basic_string(const basic_string &);
  unsigned long size() const;
  basic_string &operator+=(const C *);
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
  V &at(const K &);
  void erase(const K &);
};
}
void use(int);
void other();
using Map = std::map<std::string, int>;
)cc";

const std::vector<std::string> Names = {"std::map"};

/// The `if` of function \p Function in \p AST.
const IfStmt *ifIn(ASTUnit &AST, llvm::StringRef Function) {
  // Top-down, so that the test below can tell the walk asked no parent.
  return findOne<IfStmt>(
      AST, functionDecl(hasName(Function),
                        hasBody(compoundStmt(has(ifStmt().bind("x"))))));
}

/// How many lookups the test of \p Function's `if` answers in its branch.
std::optional<size_t> repeats(ASTUnit &AST, llvm::StringRef Function) {
  const IfStmt *If = ifIn(AST, Function);
  std::optional<utils::LookupTest> Test =
      utils::parseLookupTest(If->getCond(), Names, AST.getASTContext());
  if (!Test)
    return std::nullopt;
  utils::LookupSequence Sequence(Test->Call, Names, AST.getASTContext());
  return Sequence.repeatsIn(Test->TrueWhenPresent ? If->getThen() : If->getElse())
      .size();
}

TEST(LookupSequence, ParsesTheTests) {
  auto AST = parse(std::string(SequenceMap) + R"cc(
void count(Map &m, const std::string &k) { if (m.count(k)) use(1); }
void negated(Map &m, const std::string &k) { if (!m.count(k)) use(1); }
void found(Map &m, const std::string &k) { if (m.find(k) != m.end()) use(1); }
void missing(Map &m, const std::string &k) { if (m.end() == m.find(k)) use(1); }
void zero(Map &m, const std::string &k) { if (m.count(k) == 0) use(1); }
void other(Map &m, Map &n, const std::string &k) { if (m.find(k) != n.end()) use(1); }
)cc",
                   {"-std=c++17"});
  ASTContext &Ctx = AST->getASTContext();
  auto Present = [&](llvm::StringRef F) -> std::optional<bool> {
    auto T = utils::parseLookupTest(ifIn(*AST, F)->getCond(), Names, Ctx);
    return T ? std::optional<bool>(T->TrueWhenPresent) : std::nullopt;
  };
  EXPECT_EQ(Present("count"), true);
  EXPECT_EQ(Present("negated"), false);
  EXPECT_EQ(Present("found"), true);
  EXPECT_EQ(Present("missing"), false);
  EXPECT_EQ(Present("zero"), false);
  // find in one map, end of another: no test of one container.
  EXPECT_EQ(Present("other"), std::nullopt);
}

TEST(LookupSequence, KeepsLookupsNothingMayPrecede) {
  auto AST = parse(std::string(SequenceMap) + R"cc(
void plain(Map &m, const std::string &k) { if (m.count(k)) use(m[k]); }
void two(Map &m, const std::string &k) {
  if (m.count(k)) { int x = m[k]; x += 1; use(m.at(k) + x); }
}
void enclosing(Map &m, const std::string &k) {
  if (m.count(k)) { use(m[k]); use(m[k]); }
}
void callBefore(Map &m, const std::string &k) { if (m.count(k)) { other(); use(m[k]); } }
void eraseBefore(Map &m, const std::string &k) { if (m.count(k)) { m.erase(k); use(m[k]); } }
void keyChanged(Map &m, std::string k) { if (m.count(k)) { k += "x"; use(m[k]); } }
void sibling(Map &m, const std::string &k) { if (m.count(k)) use((other(), 1) + m[k]); }
void loop(Map &m, const std::string &k) {
  if (m.count(k)) for (int i = 0; i < 2; ++i) { use(m[k]); other(); }
}
void lambda(Map &m, const std::string &k) { if (m.count(k)) { auto f = [&] { return m[k]; }; } }
void elseBranch(Map &m, const std::string &k) { if (!m.count(k)) use(0); else use(m[k]); }
void constMember(Map &m, const std::string &k) { if (m.count(k)) { (void)k.size(); use(m[k]); } }
)cc",
                   {"-std=c++17"});
  EXPECT_EQ(repeats(*AST, "plain"), 1u);
  EXPECT_EQ(repeats(*AST, "two"), 2u);
  // use() runs after its argument, and may change the map before the next.
  EXPECT_EQ(repeats(*AST, "enclosing"), 1u);
  EXPECT_EQ(repeats(*AST, "callBefore"), 0u);
  EXPECT_EQ(repeats(*AST, "eraseBefore"), 0u);
  EXPECT_EQ(repeats(*AST, "keyChanged"), 0u);
  EXPECT_EQ(repeats(*AST, "sibling"), 0u);
  EXPECT_EQ(repeats(*AST, "loop"), 0u);
  EXPECT_EQ(repeats(*AST, "lambda"), 0u);
  EXPECT_EQ(repeats(*AST, "elseBranch"), 1u);
  EXPECT_EQ(repeats(*AST, "constMember"), 1u);
  EXPECT_FALSE(utils::parentMapBuilt(AST->getASTContext()));
}

/// Iterators of a library's internal namespace (libstdc++ declares its
/// unordered containers' in std::__detail, with friend operators there) and
/// one that writes through a copy of itself.
constexpr const char *MiniIterators = R"cc(
namespace std {
namespace __detail {
struct node_iterator {
  int &operator*() const;
  friend bool operator==(const node_iterator &, const node_iterator &);
};
}
struct char_iterator {
  using iterator_category = int;
  char &operator*() const;
};
struct const_char_iterator {
  using iterator_category = int;
  const char &operator*() const;
};
void fill(char_iterator, char_iterator, char);
long distance(const_char_iterator, const_char_iterator);
}
)cc";

TEST(LookupSequence, IteratorsOfEitherLibraryAlike) {
  auto AST = parse(std::string(SequenceMap) + MiniIterators + R"cc(
using It = std::__detail::node_iterator;
void compared(Map &m, const std::string &k, It a, It b) {
  if (m.count(k)) { bool e = a == b; use(m[k] + e + *a); }
}
void nonConstEnd(Map &m, const std::string &k, Map::iterator o) {
  if (m.count(k)) { bool e = o == m.end(); use(m[k] + e); }
}
void writtenThrough(Map &m, const std::string &k, std::char_iterator a) {
  if (m.count(k)) { std::fill(a, a, 'x'); use(m[k]); }
}
void readThrough(Map &m, const std::string &k, std::const_char_iterator a) {
  if (m.count(k)) { long d = std::distance(a, a); use(m[k] + d); }
}
)cc",
                   {"-std=c++17"});
  EXPECT_EQ(repeats(*AST, "compared"), 1u);
  EXPECT_EQ(repeats(*AST, "nonConstEnd"), 1u);
  EXPECT_EQ(repeats(*AST, "writtenThrough"), 0u);
  EXPECT_EQ(repeats(*AST, "readThrough"), 1u);
}

TEST(LookupSequence, FindsTheOneInsertion) {
  auto AST = parse(std::string(SequenceMap) + R"cc(
void assign(Map &m, const std::string &k) { if (!m.count(k)) m[k] = 1; }
void braces(Map &m, const std::string &k) { if (!m.count(k)) { m[k] = 1; } }
void more(Map &m, const std::string &k) { if (!m.count(k)) { m[k] = 1; use(2); } }
void otherKey(Map &m, const std::string &k, const std::string &j) { if (!m.count(k)) m[j] = 1; }
)cc",
                   {"-std=c++17"});
  ASTContext &Ctx = AST->getASTContext();
  auto Inserts = [&](llvm::StringRef F) {
    const IfStmt *If = ifIn(*AST, F);
    auto T = utils::parseLookupTest(If->getCond(), Names, Ctx);
    utils::LookupSequence Sequence(T->Call, Names, Ctx);
    return Sequence.insertionIn(If->getThen()).has_value();
  };
  EXPECT_TRUE(Inserts("assign"));
  EXPECT_TRUE(Inserts("braces"));
  EXPECT_FALSE(Inserts("more"));
  EXPECT_FALSE(Inserts("otherKey"));
}

TEST(LookupSequence, FindsTheOneErasure) {
  auto AST = parse(std::string(SequenceMap) + R"cc(
void alone(Map &m, const std::string &k) { if (m.count(k)) m.erase(k); }
void braces(Map &m, const std::string &k) { if (m.count(k)) { m.erase(k); } }
void more(Map &m, const std::string &k) { if (m.count(k)) { m.erase(k); use(2); } }
void otherKey(Map &m, const std::string &k, const std::string &j) { if (m.count(k)) m.erase(j); }
void otherMap(Map &m, Map &n, const std::string &k) { if (m.count(k)) n.erase(k); }
void read(Map &m, const std::string &k) { if (m.count(k)) use(m[k]); }
)cc",
                   {"-std=c++17"});
  ASTContext &Ctx = AST->getASTContext();
  auto Erases = [&](llvm::StringRef F) {
    const IfStmt *If = ifIn(*AST, F);
    auto T = utils::parseLookupTest(If->getCond(), Names, Ctx);
    utils::LookupSequence Sequence(T->Call, Names, Ctx);
    return Sequence.erasureIn(If->getThen()).has_value();
  };
  EXPECT_TRUE(Erases("alone"));
  EXPECT_TRUE(Erases("braces"));
  EXPECT_FALSE(Erases("more"));
  EXPECT_FALSE(Erases("otherKey"));
  EXPECT_FALSE(Erases("otherMap"));
  EXPECT_FALSE(Erases("read"));
}

TEST(LookupSequence, FollowsAnEarlyExit) {
  auto AST = parse(std::string(SequenceMap) + R"cc(
int ret(Map &m, const std::string &k) { if (!m.count(k)) return 0; int a = m[k]; return a + m.at(k); }
void braces(Map &m, const std::string &k) { if (!m.count(k)) { use(0); return; } use(m[k]); }
void notLast(Map &m, const std::string &k, bool b) { if (!m.count(k)) { if (b) return; } use(m[k]); }
void noExit(Map &m, const std::string &k) { if (!m.count(k)) use(0); use(m[k]); }
void callFirst(Map &m, const std::string &k) { if (!m.count(k)) return; other(); use(m[k]); }
void label(Map &m, const std::string &k) { if (!m.count(k)) return; again: use(m[k]); }
void thrown(Map &m, const std::string &k) { if (!m.count(k)) throw 1; use(m[k]); }
)cc",
                   {"-std=c++17"});
  ASTContext &Ctx = AST->getASTContext();
  auto After = [&](llvm::StringRef F) -> std::optional<size_t> {
    const IfStmt *If = ifIn(*AST, F);
    if (!utils::LookupSequence::alwaysLeaves(If->getThen()))
      return std::nullopt;
    auto T = utils::parseLookupTest(If->getCond(), Names, Ctx);
    utils::LookupSequence Sequence(T->Call, Names, Ctx);
    const auto *Body = cast<CompoundStmt>(
        findOne<FunctionDecl>(*AST, functionDecl(hasName(F)).bind("x"))->getBody());
    return Sequence
        .repeatsAfter(llvm::ArrayRef<const Stmt *>(Body->body_begin() + 1,
                                                   Body->body_end()))
        .size();
  };
  EXPECT_EQ(After("ret"), 2u);
  EXPECT_EQ(After("braces"), 1u);
  EXPECT_EQ(After("notLast"), std::nullopt);
  EXPECT_EQ(After("noExit"), std::nullopt);
  EXPECT_EQ(After("callFirst"), 0u);
  // A jump to the label does not pass the test.
  EXPECT_EQ(After("label"), 0u);
  EXPECT_EQ(After("thrown"), 1u);
  EXPECT_FALSE(utils::parentMapBuilt(AST->getASTContext()));
}

TEST(LookupSequence, FreshNameAvoidsWhatTheRegionSpells) {
  auto AST = parse(std::string(SequenceMap) + R"cc(
#define found found_
void taken(Map &m, const std::string &k, int it) { if (m.count(k)) use(m[k] + it); }
void free(Map &m, const std::string &k) { if (m.count(k)) use(m[k]); }
)cc",
                   {"-std=c++17"});
  ASTContext &Ctx = AST->getASTContext();
  EXPECT_EQ(utils::freshName(ifIn(*AST, "free"), false, Ctx), "it");
  // `it` is spelled in the if; `found` is a macro.
  EXPECT_EQ(utils::freshName(ifIn(*AST, "taken"), false, Ctx), "pos");
  // From the file's start, `taken`'s parameter counts too.
  EXPECT_EQ(utils::freshName(ifIn(*AST, "free"), true, Ctx), "pos");
}

} // namespace
} // namespace clang::tidy::strcost::test
