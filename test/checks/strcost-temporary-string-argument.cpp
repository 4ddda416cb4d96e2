// RUN: %check_strcost %s strcost-temporary-string-argument %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-temporary-string-argument %t -- -- -std=c++20

// A `const std::string &` parameter that calls feed a literal, a character
// pointer or an explicit std::string(x) becomes a std::string_view when every
// use reads it as a view would; the finding is at each call that pays.

#include <cstdio>
#include <string>
// CHECK-FIXES: #include <string_view>

static std::size_t positiveLiteral(const std::string &Name) { return Name.size(); }
// CHECK-FIXES: static std::size_t positiveLiteral(std::string_view Name) { return Name.size(); }
std::size_t callLiteral() { return positiveLiteral("a literal well past the buffer"); }
// CHECK-MESSAGES: :[[@LINE-1]]:52: warning: passing a string literal to 'positiveLiteral' builds a temporary 'std::string', allocating on the heap, on every call; its parameter 'Name' only reads it and could be a 'std::string_view' [strcost-temporary-string-argument]

static bool positiveShortLiteral(const std::string& Key) { return Key == "k"; }
// CHECK-FIXES: static bool positiveShortLiteral(std::string_view Key) { return Key == "k"; }
bool callShort() { return positiveShortLiteral("k"); }
// CHECK-MESSAGES: :[[@LINE-1]]:48: warning: passing a string literal to 'positiveShortLiteral' builds a temporary 'std::string' on every call; its parameter 'Key' only reads it and could be a 'std::string_view'

static bool positivePointer(const std::string &S) { return S.empty(); }
// CHECK-FIXES: static bool positivePointer(std::string_view S) { return S.empty(); }
bool callPointer(const char *P) { return positivePointer(P); }
// CHECK-MESSAGES: :[[@LINE-1]]:58: warning: passing a 'const char *' to 'positivePointer' builds a temporary 'std::string' on every call

static std::size_t positiveExplicitView(const std::string &S) { return S.find('x'); }
// CHECK-FIXES: static std::size_t positiveExplicitView(std::string_view S) { return S.find('x'); }
std::size_t callExplicitView(std::string_view V) { return positiveExplicitView(std::string(V)); }
// CHECK-MESSAGES: :[[@LINE-1]]:80: warning: passing an explicit copy of a 'std::string_view' to 'positiveExplicitView'
// CHECK-FIXES: std::size_t callExplicitView(std::string_view V) { return positiveExplicitView(V); }

static char positiveExplicitCopy(const std::string &S) { return S.empty() ? 0 : S[0]; }
// CHECK-FIXES: static char positiveExplicitCopy(std::string_view S) { return S.empty() ? 0 : S[0]; }
char callExplicitCopy(const std::string &Owned) { return positiveExplicitCopy(std::string(Owned)); }
// CHECK-MESSAGES: :[[@LINE-1]]:79: warning: passing an explicit copy of a 'std::string' to 'positiveExplicitCopy'
// CHECK-FIXES: char callExplicitCopy(const std::string &Owned) { return positiveExplicitCopy(Owned); }

// Several calls pay: each is a finding, the first carries the one fix.
static std::size_t positiveSeveral(const std::string &Msg) { return Msg.rfind('.'); }
// CHECK-FIXES: static std::size_t positiveSeveral(std::string_view Msg) { return Msg.rfind('.'); }
void callSeveral(const std::string &Owned) {
  positiveSeveral("first");
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: passing a string literal to 'positiveSeveral'
  positiveSeveral(Owned);
  positiveSeveral("second");
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: passing a string literal to 'positiveSeveral'
  // CHECK-MESSAGES: :[[@LINE-5]]:19: note: the fix-it here makes the parameter a view
}

// A std::string argument converts to the view in O(1): no finding, and
// nothing to fix for it.
static bool negativeOnlyStrings(const std::string &S) { return S.empty(); }
bool callStrings(const std::string &A) { return negativeOnlyStrings(A) && negativeOnlyStrings(A + "x"); }

// Uses that need a std::string: the temporary is needed, no finding.
static const char *negativeCStr(const std::string &S) { return S.c_str(); }
const char *callCStr() { return negativeCStr("x"); }

static void sink(const std::string &S);
static void negativeForwarded(const std::string &S) { sink(S); }
void callForwarded() { negativeForwarded("x"); }
static void sink(const std::string &S) { std::puts(S.c_str()); }

static std::string negativeConcatenated(const std::string &S) { return S + "!"; }
std::string callConcatenated() { return negativeConcatenated("x"); }

static const std::string &negativeReturned(const std::string &S) { return S; }
std::size_t callReturned() { return negativeReturned("x").size(); }

static const std::string *negativeAddress(const std::string &S) { return &S; }
bool callAddress() { return negativeAddress("x") != nullptr; }

static std::string Stored;
static void negativeStored(const std::string &S) { Stored = S; }
void callStored() { negativeStored("x"); }

static void negativeBoundToReference(const std::string &S) {
  const std::string &Alias = S;
  std::puts(Alias.c_str());
}
void callBound() { negativeBoundToReference("x"); }

// Fixed by what else depends on the signature: a finding without a fix-it.
struct Base {
  virtual ~Base() = default;
  virtual bool check(const std::string &S) const { return S.empty(); }
};
bool callVirtual(const Base &B) { return B.check("x"); }
// CHECK-MESSAGES: :[[@LINE-1]]:50: warning: passing a string literal to 'check'

static bool addressTaken(const std::string &S) { return S.empty(); }
bool (*TakenPointer)(const std::string &) = addressTaken;
bool callAddressTaken() { return addressTaken("x"); }
// CHECK-MESSAGES: :[[@LINE-1]]:47: warning: passing a string literal to 'addressTaken'

static bool overloaded(const std::string &S) { return S.empty(); }
static bool overloaded(int N) { return N == 0; }
bool callOverloaded() { return overloaded("x") && overloaded(1); }
// CHECK-MESSAGES: :[[@LINE-1]]:43: warning: passing a string literal to 'overloaded'

static bool blockedByBraces(const std::string &S) { return S.empty(); }
bool callBlocked() { return blockedByBraces("x") && blockedByBraces({3, 'c'}); }
// CHECK-MESSAGES: :[[@LINE-1]]:45: warning: passing a string literal to 'blockedByBraces'

bool externalFunction(const std::string &S) { return S.empty(); }
bool callExternal() { return externalFunction("x"); }
// CHECK-MESSAGES: :[[@LINE-1]]:47: warning: passing a string literal to 'externalFunction'

static std::string Global;
static std::size_t aliased(const std::string &S) {
  Global += "more";
  return S.size();
}
std::size_t callAliased() { return aliased("x") + aliased(Global); }
// CHECK-MESSAGES: :[[@LINE-1]]:44: warning: passing a string literal to 'aliased'

// Members of a class in an anonymous namespace have internal linkage.
namespace {
struct Logger {
  std::size_t log(const std::string &Line) const { return Line.size(); }
  // CHECK-FIXES: std::size_t log(std::string_view Line) const { return Line.size(); }
};
} // namespace
std::size_t callMember(const Logger &L) { return L.log("line"); }
// CHECK-MESSAGES: :[[@LINE-1]]:56: warning: passing a string literal to 'log'

// A declaration before the definition changes too.
static int positiveRedeclared(int N, const std::string &Sep);
// CHECK-FIXES: static int positiveRedeclared(int N, std::string_view Sep);
int callRedeclared() { return positiveRedeclared(2, ", "); }
// CHECK-MESSAGES: :[[@LINE-1]]:53: warning: passing a string literal to 'positiveRedeclared'
static int positiveRedeclared(int N, const std::string &Sep) { return N * int(Sep.size()); }
// CHECK-FIXES: static int positiveRedeclared(int N, std::string_view Sep) { return N * int(Sep.size()); }

// Arguments a view would not take: a class's own conversion to the string
// (two user-defined conversions through a view), a braced count and
// character, a default argument that is one of those.
struct Named {
  operator std::string() const { return "named"; }
};
struct NamedRef {
  const std::string &name() const { return N; }
  operator const std::string &() const { return N; }
  std::string N;
};
static bool convertedByValue(const std::string &S) { return S.empty(); }
bool callConvertedByValue(const Named &N) { return convertedByValue("x") || convertedByValue(N); }
// CHECK-MESSAGES: :[[@LINE-1]]:69: warning: passing a string literal to 'convertedByValue'
static bool convertedByReference(const std::string &S) { return S.empty(); }
bool callConvertedByReference(const NamedRef &N) { return convertedByReference("x") || convertedByReference(N); }
// CHECK-MESSAGES: :[[@LINE-1]]:80: warning: passing a string literal to 'convertedByReference'
static bool defaultBraced(const std::string &S = {2, 'c'}) { return S.empty(); }
bool callDefaultBraced() { return defaultBraced("x"); }
// CHECK-MESSAGES: :[[@LINE-1]]:49: warning: passing a string literal to 'defaultBraced'

// A class derived from the string converts to the view as the string does.
struct Path : std::string {
  using std::string::string;
};
static std::size_t positiveDerived(const std::string &S) { return S.size(); }
// CHECK-FIXES: static std::size_t positiveDerived(std::string_view S) { return S.size(); }
std::size_t callDerived(const Path &P) { return positiveDerived(P) + positiveDerived("x"); }
// CHECK-MESSAGES: :[[@LINE-1]]:86: warning: passing a string literal to 'positiveDerived'

// A default argument used by a call pays at the call.
static std::size_t positiveDefault(int N, const std::string &Sep = ", ") { return N * Sep.size(); }
// CHECK-FIXES: static std::size_t positiveDefault(int N, std::string_view Sep = ", ") { return N * Sep.size(); }
std::size_t callDefault() { return positiveDefault(2); }
// CHECK-MESSAGES: :[[@LINE-1]]:36: warning: passing a string literal to 'positiveDefault'

// Wide strings get the wide view (4 wchar_t are past libstdc++'s buffer of 3).
static std::size_t positiveWide(const std::wstring &S) { return S.size(); }
// CHECK-FIXES: static std::size_t positiveWide(std::wstring_view S) { return S.size(); }
std::size_t callWide() { return positiveWide(L"wide"); }
// CHECK-MESSAGES: :[[@LINE-1]]:46: warning: passing a string literal to 'positiveWide' builds a temporary 'std::wstring', allocating on the heap, on every call; its parameter 'S' only reads it and could be a 'std::wstring_view'

// A lambda is no candidate.
std::size_t callLambda() {
  auto L = [](const std::string &S) { return S.size(); };
  return L("x");
}
