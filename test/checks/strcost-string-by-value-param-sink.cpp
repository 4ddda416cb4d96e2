// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++20
// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++23
// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// The sink family: a constructor's `const std::string &` parameter whose one
// use copies it into a member, given a temporary by some construction of the
// unit (ninja's `new Node(path.AsString(), bits)` into `Node(const
// std::string& path, ...) : path_(path)`). The temporary and the member's
// copy are two strings; taken by value and moved, the parameter is the
// temporary itself.

#include <cstdint>
#include <string>
#include <utility>

struct Piece {
  const char *Str;
  std::size_t Len;
  std::string asString() const { return std::string(Str, Len); }
};

// --- Reported, with the fix -----------------------------------------------------

struct PositiveNode {
  PositiveNode(const std::string &Path, std::uint64_t Bits) : Path_(Path), Bits_(Bits) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:35: warning: the 'const std::string &' parameter 'Path' is copied into member 'Path_', and a construction gives it a temporary that is then copied again; take it by value and move it into the member [strcost-string-by-value-param]
  // CHECK-FIXES: PositiveNode(std::string Path, std::uint64_t Bits) : Path_(std::move(Path)), Bits_(Bits) {}
  std::string Path_;
  std::uint64_t Bits_;
};
PositiveNode *makeNode(Piece P) { return new PositiveNode(P.asString(), 0); }

// A literal converted for the parameter is a temporary too.
struct PositiveName {
  explicit PositiveName(const std::string &N) : N_(N) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:44: warning: the 'const std::string &' parameter 'N' is copied into member 'N_'
  // CHECK-FIXES: explicit PositiveName(std::string N) : N_(std::move(N)) {}
  std::string N_;
};
PositiveName makeName() { return PositiveName("a name longer than the small buffer"); }

// Declared in the class (unnamed), defined outside with a braced initializer:
// both declarations change.
struct PositiveOutOfLine {
  PositiveOutOfLine(const std::string &, int);
  // CHECK-FIXES: PositiveOutOfLine(std::string, int);
  std::string Name_;
  int Id_;
};
PositiveOutOfLine::PositiveOutOfLine(const std::string &Name, int Id) : Name_{Name}, Id_(Id) {}
// CHECK-MESSAGES: :[[@LINE-1]]:57: warning: the 'const std::string &' parameter 'Name' is copied into member 'Name_'
// CHECK-FIXES: PositiveOutOfLine::PositiveOutOfLine(std::string Name, int Id) : Name_{std::move(Name)}, Id_(Id) {}
PositiveOutOfLine makeOutOfLine() { return PositiveOutOfLine(std::string("x") + "y", 1); }

// The type as the file spells it: an alias stays an alias, `const` after
// the type goes too.
using PathText = std::string;
struct PositiveAlias {
  PositiveAlias(const PathText &P) : P_(P) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:33: warning: the 'const PathText &' parameter 'P' is copied into member 'P_'
  // CHECK-FIXES: PositiveAlias(PathText P) : P_(std::move(P)) {}
  PathText P_;
};
PositiveAlias makeAlias(Piece P) { return PositiveAlias(P.asString()); }

struct PositiveEastConst {
  PositiveEastConst(std::string const &S) : S_(S) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:40: warning: the 'const std::string &' parameter 'S' is copied into member 'S_'
  // CHECK-FIXES: PositiveEastConst(std::string S) : S_(std::move(S)) {}
  std::string S_;
};
PositiveEastConst makeEastConst(Piece P) { return PositiveEastConst(P.asString()); }

// Other character types; a const member is initialised by the move as well.
struct PositiveWide {
  PositiveWide(const std::wstring &W) : W_(W) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:36: warning: the 'const std::wstring &' parameter 'W' is copied into member 'W_'
  // CHECK-FIXES: PositiveWide(std::wstring W) : W_(std::move(W)) {}
  const std::wstring W_;
};
PositiveWide makeWide() { return PositiveWide(std::wstring(40, L'w')); }

// A delegating constructor's construction counts; a constructor of another
// arity beside it cannot be chosen instead.
struct PositiveDelegated {
  PositiveDelegated() : PositiveDelegated(std::string(32, 'd')) {}
  PositiveDelegated(const std::string &D) : D_(D) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:40: warning: the 'const std::string &' parameter 'D' is copied into member 'D_'
  // CHECK-FIXES: PositiveDelegated(std::string D) : D_(std::move(D)) {}
  std::string D_;
};

// --- Reported without a fix-it ---------------------------------------------------

// Another constructor of the same arity: a call could choose differently, or
// find two equally good, once the parameter is a value.
struct NoFixOverloaded {
  NoFixOverloaded(const std::string &K) : K_(K) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:38: warning: the 'const std::string &' parameter 'K' is copied into member 'K_'
  // CHECK-MESSAGES: :[[@LINE-2]]:38: note: no fix-it: another constructor takes as many arguments ('NoFixOverloaded(const char *)')
  NoFixOverloaded(const char *K) : K_(K) {}
  std::string K_;
};
NoFixOverloaded makeOverloaded(Piece P) { return NoFixOverloaded(P.asString()); }

struct NoFixTemplateConstructor {
  NoFixTemplateConstructor(const std::string &S) : S_(S) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:47: warning: the 'const std::string &' parameter 'S' is copied into member 'S_'
  // CHECK-MESSAGES: :[[@LINE-2]]:47: note: no fix-it: the class has a constructor template
  template <class T> NoFixTemplateConstructor(T *, T *) {}
  std::string S_;
};
NoFixTemplateConstructor makeWithTemplate(Piece P) { return NoFixTemplateConstructor(P.asString()); }

struct SinkBase {
  SinkBase(const char *, int) {}
  void describe() {}
};
struct NoFixInheritsConstructors : SinkBase {
  using SinkBase::SinkBase;
  NoFixInheritsConstructors(const std::string &S) : SinkBase("", 0), S_(S) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:48: warning: the 'const std::string &' parameter 'S' is copied into member 'S_'
  // CHECK-MESSAGES: :[[@LINE-2]]:48: note: no fix-it: the class inherits constructors
  std::string S_;
};
NoFixInheritsConstructors makeInheriting(Piece P) { return NoFixInheritsConstructors(P.asString()); }

// Another using-declaration inherits no constructor.
struct PositiveUsingMember : SinkBase {
  using SinkBase::describe;
  PositiveUsingMember(const std::string &S) : SinkBase("", 0), S_(S) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:42: warning: the 'const std::string &' parameter 'S' is copied into member 'S_'
  // CHECK-FIXES: PositiveUsingMember(std::string S) : SinkBase("", 0), S_(std::move(S)) {}
  std::string S_;
};
PositiveUsingMember makeUsingMember(Piece P) { return PositiveUsingMember(P.asString()); }

#define STRING_REF const std::string &
struct NoFixMacroType {
  NoFixMacroType(STRING_REF S) : S_(S) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:29: warning: the 'const std::string &' parameter 'S' is copied into member 'S_'
  // CHECK-MESSAGES: :[[@LINE-2]]:29: note: no fix-it: the parameter's type is spelled inside a macro
  std::string S_;
};
NoFixMacroType makeMacroType(Piece P) { return NoFixMacroType(P.asString()); }

// The parameter spelled as a macro's argument is moved there; a macro's body
// that names it cannot be edited.
#define INIT_MEMBER(M, P) M(P)
struct PositiveMacroArgument {
  PositiveMacroArgument(const std::string &S) : INIT_MEMBER(S_, S) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:44: warning: the 'const std::string &' parameter 'S' is copied into member 'S_'
  // CHECK-FIXES: PositiveMacroArgument(std::string S) : INIT_MEMBER(S_, std::move(S)) {}
  std::string S_;
};
PositiveMacroArgument makeMacroArgument(Piece P) { return PositiveMacroArgument(P.asString()); }

#define INIT_S_FROM_S S_(S)
struct NoFixMacroInit {
  NoFixMacroInit(const std::string &S) : INIT_S_FROM_S {}
  // CHECK-MESSAGES: :[[@LINE-1]]:37: warning: the 'const std::string &' parameter 'S' is copied into member 'S_'
  // CHECK-MESSAGES: :[[@LINE-2]]:42: note: no fix-it: the member's initializer is spelled inside a macro
  // CHECK-FIXES: NoFixMacroInit(const std::string &S) : INIT_S_FROM_S {}
  std::string S_;
};
NoFixMacroInit makeMacroInit(Piece P) { return NoFixMacroInit(P.asString()); }

#ifdef SINK_WIDE_TEXT
using Text = std::wstring;
#else
using Text = std::string;
#endif
struct NoFixConditionalType {
  NoFixConditionalType(const Text &T) : T_(T) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:36: warning: the 'const Text &' parameter 'T' is copied into member 'T_'
  // CHECK-MESSAGES: :[[@LINE-2]]:36: note: no fix-it: type 'Text' is chosen by a preprocessor conditional
  Text T_;
};
NoFixConditionalType makeConditional() { return NoFixConditionalType(Text()); }

// --- Not reported ----------------------------------------------------------------

// Only lvalues are passed: one copy either way.
struct NegativeLvaluesOnly {
  NegativeLvaluesOnly(const std::string &S) : S_(S) {}
  std::string S_;
};
NegativeLvaluesOnly makeFromLvalue(const std::string &S) { return NegativeLvaluesOnly(S); }

// The parameter is read besides the copy.
struct NegativeAlsoRead {
  NegativeAlsoRead(const std::string &S) : S_(S), Empty_(S.empty()) {}
  std::string S_;
  bool Empty_;
};
NegativeAlsoRead makeAlsoRead(Piece P) { return NegativeAlsoRead(P.asString()); }

struct NegativeReadInBody {
  NegativeReadInBody(const std::string &S) : S_(S) {
    if (S.size() > 3)
      ++Long_;
  }
  std::string S_;
  int Long_ = 0;
};
NegativeReadInBody makeReadInBody(Piece P) { return NegativeReadInBody(P.asString()); }

// Named in an unevaluated operand too: a mention all the same.
struct NegativeUnevaluated {
  NegativeUnevaluated(const std::string &S) : S_(S) {
    static_assert(sizeof(S) > 0, "");
  }
  std::string S_;
};
NegativeUnevaluated makeUnevaluated(Piece P) { return NegativeUnevaluated(P.asString()); }

// Copied into two members.
struct NegativeTwoMembers {
  NegativeTwoMembers(const std::string &S) : A_(S), B_(S) {}
  std::string A_, B_;
};
NegativeTwoMembers makeTwoMembers(Piece P) { return NegativeTwoMembers(P.asString()); }

// Not a copy: a part of it, or another type.
struct NegativeSubstring {
  NegativeSubstring(const std::string &S) : S_(S.substr(1)) {}
  std::string S_;
};
NegativeSubstring makeSubstring(Piece P) { return NegativeSubstring(P.asString()); }

struct NegativeReferenceMember {
  NegativeReferenceMember(const std::string &S) : S_(S) {}
  const std::string &S_;
};

// A setter reuses the member's buffer; a value would replace it.
struct NegativeSetter {
  void set(const std::string &S) { S_ = S; }
  std::string S_;
};
void setFromTemporary(NegativeSetter &N, Piece P) { N.set(P.asString()); }

// A class template: another instantiation may be given other arguments.
template <class T> struct NegativeTemplate {
  NegativeTemplate(const std::string &S) : S_(S) {}
  std::string S_;
  T Extra;
};
NegativeTemplate<int> makeTemplate(Piece P) { return NegativeTemplate<int>(P.asString()); }

// Taken by value already (see -moves.cpp for a copy of a value parameter).
struct NegativeByValue {
  NegativeByValue(std::string S) : S_(std::move(S)) {}
  std::string S_;
};
NegativeByValue makeByValue(Piece P) { return NegativeByValue(P.asString()); }
