// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++20

// std::string parameters taken by value and only read. Functions with
// external linkage get the fix no caller can notice (const&); functions only
// this file can call get a view when every use and every call allows it.

#include <algorithm>
#include <cctype>
#include <functional>
#include <istream>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

// Defined here, writing nothing: a call of a function only declared might
// write a global the argument is (see -aliasing.cpp).
void takeRef(const std::string &) {}
void takeView(std::string_view) {}
void takeCharPointer(char *);
void takeConstCharPointer(const char *) {}
void mutate(std::string &);
void consume(std::string);
template <class T> void forward(T &&);

// --- Only read: const& for functions with external linkage --------------------

bool positiveFind(std::string S) { return S.find('x') != std::string::npos; }
// CHECK-MESSAGES: :[[@LINE-1]]:31: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'const std::string &' [strcost-string-by-value-param]
// CHECK-FIXES: bool positiveFind(const std::string &S) { return S.find('x') != std::string::npos; }

std::size_t positiveSize(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:38: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'const std::string &'
// CHECK-FIXES: std::size_t positiveSize(const std::string &S) { return S.size(); }

std::size_t positiveConstValue(const std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:50: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'const std::string &'
// CHECK-FIXES: std::size_t positiveConstValue(const std::string &S) { return S.size(); }

std::size_t positiveEastConst(std::string const S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:49: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'const std::string &'
// CHECK-FIXES: std::size_t positiveEastConst(std::string const &S) { return S.size(); }

using Name = std::string;
std::size_t positiveAlias(Name N) { return N.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:32: warning: the 'Name' parameter 'N' is copied on every call but only read; pass it as 'const Name &'
// CHECK-FIXES: std::size_t positiveAlias(const Name &N) { return N.size(); }

std::size_t positiveSecondParam(int I, std::string S, int J) { return S.size() + I + J; }
// CHECK-MESSAGES: :[[@LINE-1]]:52: warning: the 'std::string' parameter 'S'
// CHECK-FIXES: std::size_t positiveSecondParam(int I, const std::string &S, int J) { return S.size() + I + J; }

std::size_t positiveTwoParams(std::string A, std::string B) { return A.size() + B.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:43: warning: the 'std::string' parameter 'A'
// CHECK-MESSAGES: :[[@LINE-2]]:58: warning: the 'std::string' parameter 'B'
// CHECK-FIXES: std::size_t positiveTwoParams(const std::string &A, const std::string &B) { return A.size() + B.size(); }

std::size_t positiveWide(std::wstring S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:39: warning: the 'std::wstring' parameter 'S' is copied on every call but only read; pass it as 'const std::wstring &'
// CHECK-FIXES: std::size_t positiveWide(const std::wstring &S) { return S.size(); }

std::size_t positiveU16(std::u16string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:40: warning: the 'std::u16string' parameter 'S'
// CHECK-FIXES: std::size_t positiveU16(const std::u16string &S) { return S.size(); }

void positiveUnused(std::string S) {}
// CHECK-MESSAGES: :[[@LINE-1]]:33: warning: the 'std::string' parameter 'S'
// CHECK-FIXES: void positiveUnused(const std::string &S) {}

std::size_t positiveDefaultArgument(std::string S = "none") { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:49: warning: the 'std::string' parameter 'S'
// CHECK-FIXES: std::size_t positiveDefaultArgument(const std::string &S = "none") { return S.size(); }

// --- Only read: a view where the function is local to this file -------------

static std::size_t positiveViewSize(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:49: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'std::string_view'
// CHECK-FIXES: static std::size_t positiveViewSize(std::string_view S) { return S.size(); }

static bool positiveViewConst(const std::string S) { return S.empty(); }
// CHECK-MESSAGES: :[[@LINE-1]]:49: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'std::string_view'
// CHECK-FIXES: static bool positiveViewConst(std::string_view S) { return S.empty(); }

static bool positiveViewEastConst(std::string const S) { return S.empty(); }
// CHECK-MESSAGES: :[[@LINE-1]]:53: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
// CHECK-FIXES: static bool positiveViewEastConst(std::string_view S) { return S.empty(); }

namespace {
bool positiveViewAnonymousNamespace(std::string S) { return S.find("ab") == 0; }
// CHECK-MESSAGES: :[[@LINE-1]]:49: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
// CHECK-FIXES: bool positiveViewAnonymousNamespace(std::string_view S) { return S.find("ab") == 0; }
} // namespace

static char positiveViewIndex(std::string S) { return S[0]; }
// CHECK-MESSAGES: :[[@LINE-1]]:43: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
// CHECK-FIXES: static char positiveViewIndex(std::string_view S) { return S[0]; }

static bool positiveViewFrontBack(std::string S) { return S.front() == S.back(); }
// CHECK-MESSAGES: :[[@LINE-1]]:47: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
// CHECK-FIXES: static bool positiveViewFrontBack(std::string_view S) { return S.front() == S.back(); }

static int positiveViewRangeFor(std::string S) {
  // CHECK-MESSAGES: :[[@LINE-1]]:45: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
  // CHECK-FIXES: static int positiveViewRangeFor(std::string_view S) {
  int N = 0;
  for (char C : S)
    N += C == ',';
  return N;
}

static bool positiveViewCompare(std::string S) { return S == "yes" || S < "b"; }
// CHECK-MESSAGES: :[[@LINE-1]]:45: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
// CHECK-FIXES: static bool positiveViewCompare(std::string_view S) { return S == "yes" || S < "b"; }

static bool positiveViewCompareWithString(std::string S, const std::string &T) { return S != T; }
// CHECK-MESSAGES: :[[@LINE-1]]:55: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
// CHECK-FIXES: static bool positiveViewCompareWithString(std::string_view S, const std::string &T) { return S != T; }

static void positiveViewPrint(std::ostream &OS, std::string S) { OS << S << '\n'; }
// CHECK-MESSAGES: :[[@LINE-1]]:61: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
// CHECK-FIXES: static void positiveViewPrint(std::ostream &OS, std::string_view S) { OS << S << '\n'; }

static void positiveViewPassedToView(std::string S) { takeView(S); }
// CHECK-MESSAGES: :[[@LINE-1]]:50: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
// CHECK-FIXES: static void positiveViewPassedToView(std::string_view S) { takeView(S); }

static void positiveViewSubstrToView(std::string S) { takeView(S.substr(1)); }
// CHECK-MESSAGES: :[[@LINE-1]]:50: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
// CHECK-FIXES: static void positiveViewSubstrToView(std::string_view S) { takeView(S.substr(1)); }

static std::size_t positiveViewCount(std::string S) { return std::count(S.begin(), S.end(), ','); }
// CHECK-MESSAGES: :[[@LINE-1]]:50: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
// CHECK-FIXES: static std::size_t positiveViewCount(std::string_view S) { return std::count(S.begin(), S.end(), ','); }

static bool isDigit(char C) { return C >= '0' && C <= '9'; }
static bool positiveViewAllOf(std::string S) { return std::all_of(S.begin(), S.end(), isDigit); }
// CHECK-MESSAGES: :[[@LINE-1]]:43: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
// CHECK-FIXES: static bool positiveViewAllOf(std::string_view S) { return std::all_of(S.begin(), S.end(), isDigit); }

static bool positiveViewAnyOfLambda(std::string S) {
  // CHECK-MESSAGES: :[[@LINE-1]]:49: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
  // CHECK-FIXES: static bool positiveViewAnyOfLambda(std::string_view S) {
  return std::any_of(S.begin(), S.end(), [](char C) { return C == ' '; });
}

static std::string positiveViewCopiedIntoString(std::string S) { return std::string(S.begin(), S.end()); }
// CHECK-MESSAGES: :[[@LINE-1]]:61: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
// CHECK-FIXES: static std::string positiveViewCopiedIntoString(std::string_view S) { return std::string(S.begin(), S.end()); }

// `positiveViewAppended(Out, Out)` would read freed memory through a view.
static void positiveViewAppended(std::string S, std::string &Out) { Out += S; Out.append(S); }
// CHECK-MESSAGES: :[[@LINE-1]]:46: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
// CHECK-MESSAGES: :[[@LINE-2]]:46: note: no fix-it: the function writes 'Out', which may alias the argument

static bool positiveViewCapturedByReference(std::string S) {
  // CHECK-MESSAGES: :[[@LINE-1]]:57: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
  // CHECK-FIXES: static bool positiveViewCapturedByReference(std::string_view S) {
  auto Empty = [&S] { return S.empty(); };
  return Empty();
}

static std::size_t positiveWideView(std::wstring S) { return S.find(L'x'); }
// CHECK-MESSAGES: :[[@LINE-1]]:50: warning: the 'std::wstring' parameter 'S' is copied on every call but only read; pass it as 'std::wstring_view'
// CHECK-FIXES: static std::size_t positiveWideView(std::wstring_view S) { return S.find(L'x'); }

static std::size_t positiveU32View(std::u32string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:51: warning: the 'std::u32string' parameter 'S' {{.*}} 'std::u32string_view'
// CHECK-FIXES: static std::size_t positiveU32View(std::u32string_view S) { return S.size(); }

// --- Uses that need a std::string: const& even where a view was possible ----

static const char *positiveCStr(std::string S) { takeConstCharPointer(S.c_str()); return nullptr; }
// CHECK-MESSAGES: :[[@LINE-1]]:45: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: static const char *positiveCStr(const std::string &S) { takeConstCharPointer(S.c_str()); return nullptr; }

static void positiveDataAsConstPointer(std::string S) { takeConstCharPointer(S.data()); }
// CHECK-MESSAGES: :[[@LINE-1]]:52: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: static void positiveDataAsConstPointer(const std::string &S) { takeConstCharPointer(S.data()); }

static void positivePassedToConstRef(std::string S) { takeRef(S); }
// CHECK-MESSAGES: :[[@LINE-1]]:50: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: static void positivePassedToConstRef(const std::string &S) { takeRef(S); }

static void positiveSubstrToString(std::string S) { takeRef(S.substr(1)); }
// CHECK-MESSAGES: :[[@LINE-1]]:48: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: static void positiveSubstrToString(const std::string &S) { takeRef(S.substr(1)); }

static std::string positiveConcatenated(std::string S) { return S + ".txt"; }
// CHECK-MESSAGES: :[[@LINE-1]]:53: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: static std::string positiveConcatenated(const std::string &S) { return S + ".txt"; }

static std::size_t positiveBoundToConstRef(std::string S) { const std::string &R = S; return R.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:56: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: static std::size_t positiveBoundToConstRef(const std::string &S) { const std::string &R = S; return R.size(); }

static std::size_t positiveCapturedByCopy(std::string S) {
  // CHECK-MESSAGES: :[[@LINE-1]]:55: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
  // CHECK-FIXES: static std::size_t positiveCapturedByCopy(const std::string &S) {
  auto Size = [S] { return S.size(); };
  return Size();
}

static std::size_t positiveCopiedTwice(std::string S) {
  // CHECK-MESSAGES: :[[@LINE-1]]:52: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
  // CHECK-FIXES: static std::size_t positiveCopiedTwice(const std::string &S) {
  std::string A = S;
  std::string B = S;
  return A.size() + B.size();
}

std::vector<std::string> positiveCopiedInLoop(std::string S, int N) {
  // CHECK-MESSAGES: :[[@LINE-1]]:59: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
  // CHECK-FIXES: std::vector<std::string> positiveCopiedInLoop(const std::string &S, int N) {
  std::vector<std::string> V;
  for (int I = 0; I < N; ++I)
    V.push_back(S);
  return V;
}

static void positivePushedBack(std::string S, std::vector<std::string> &V) { V.push_back(S); }
// CHECK-MESSAGES: :[[@LINE-1]]:44: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-MESSAGES: :[[@LINE-2]]:44: note: no fix-it: the function writes 'V', which may alias the argument

static std::string::const_iterator positiveConstIterator(const std::string S) { return S.begin(); }
// CHECK-MESSAGES: :[[@LINE-1]]:76: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: static std::string::const_iterator positiveConstIterator(const std::string &S) { return S.begin(); }

// --- Copied exactly once: move the parameter into its copy --------------------

std::string positiveCopyThenReturn(std::string Par) {
  // CHECK-MESSAGES: :[[@LINE-1]]:48: warning: the 'std::string' parameter 'Par' is copied on every call and then copied again; move it instead of copying it [strcost-string-by-value-param]
  std::string Tmp(Par);
  // CHECK-FIXES: std::string Tmp(std::move(Par));
  return Tmp;
}

std::string positiveCopyInitialised(std::string Par) {
  // CHECK-MESSAGES: :[[@LINE-1]]:49: warning: the 'std::string' parameter 'Par' is copied on every call and then copied again
  std::string Tmp = Par;
  // CHECK-FIXES: std::string Tmp = std::move(Par);
  Tmp += '!';
  return Tmp;
}

// A copy in a lambda runs once per call of the lambda: moving would empty the
// parameter for the second call.
std::size_t positiveCopiedInLambda(std::string S) {
  // CHECK-MESSAGES: :[[@LINE-1]]:48: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
  // CHECK-FIXES: std::size_t positiveCopiedInLambda(const std::string &S) {
  auto Make = [&] { std::string T(S); return T.size(); };
  return Make() + Make();
}

// In a loop: const&, one copy per iteration instead of one more per call.
void positiveCopiedInWhile(std::string S, std::string &Out, int N) {
  // CHECK-MESSAGES: :[[@LINE-1]]:40: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
  // CHECK-MESSAGES: :[[@LINE-2]]:40: note: no fix-it: the function writes 'Out', which may alias the argument
  while (N-- > 0)
    Out = S;
}

struct Person {
  Person(std::string Name) : Name(Name) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: the 'std::string' parameter 'Name' is copied on every call and then copied again
  // CHECK-FIXES: Person(std::string Name) : Name(std::move(Name)) {}
  void rename(std::string NewName) { Name = NewName; }
  // CHECK-MESSAGES: :[[@LINE-1]]:27: warning: the 'std::string' parameter 'NewName' is copied on every call and then copied again
  // CHECK-FIXES: void rename(std::string NewName) { Name = std::move(NewName); }
  std::string Name;
};

void positiveSunk(std::string S) { consume(S); }
// CHECK-MESSAGES: :[[@LINE-1]]:31: warning: the 'std::string' parameter 'S' is copied on every call and then copied again
// CHECK-FIXES: void positiveSunk(std::string S) { consume(std::move(S)); }

struct Widget {
  explicit Widget(std::string Label) : Width(Label.size()) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:31: warning: the 'std::string' parameter 'Label' {{.*}} 'const std::string &'
  // CHECK-FIXES: explicit Widget(const std::string &Label) : Width(Label.size()) {}
  std::size_t Width;
};

// const parameters cannot be moved from: const& instead.
std::string positiveConstCopied(const std::string Par) { std::string Tmp(Par); return Tmp; }
// CHECK-MESSAGES: :[[@LINE-1]]:51: warning: the 'std::string' parameter 'Par' {{.*}} 'const std::string &'
// CHECK-FIXES: std::string positiveConstCopied(const std::string &Par) { std::string Tmp(Par); return Tmp; }

// --- Spellings -------------------------------------------------------------------

std::size_t positiveAttribute([[maybe_unused]] std::string S) { return 0; }
// CHECK-MESSAGES: :[[@LINE-1]]:60: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: std::size_t positiveAttribute({{\[\[}}maybe_unused{{\]\]}} const std::string &S) { return 0; }

auto positiveTrailingReturn(std::string S) -> std::size_t { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:41: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: auto positiveTrailingReturn(const std::string &S) -> std::size_t { return S.size(); }

// Declared through a function typedef: there is no parameter to edit there.
typedef std::size_t LengthFunction(std::string);
LengthFunction positiveDeclaredByTypedef;
std::size_t positiveDeclaredByTypedef(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:51: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-MESSAGES: :[[@LINE-2]]:51: note: no fix-it: a declaration of the function names its type through a typedef

// --- Members -------------------------------------------------------------------

struct Registry {
  bool has(std::string Key) const;
  // CHECK-FIXES: bool has(const std::string &Key) const;
  static std::size_t weight(std::string Key) { return Key.size(); }
  // CHECK-MESSAGES: :[[@LINE-1]]:41: warning: the 'std::string' parameter 'Key' {{.*}} 'const std::string &'
  // CHECK-FIXES: static std::size_t weight(const std::string &Key) { return Key.size(); }
  std::vector<std::string> Keys;
};

bool Registry::has(std::string Key) const {
  // CHECK-MESSAGES: :[[@LINE-1]]:32: warning: the 'std::string' parameter 'Key' {{.*}} 'const std::string &'
  // CHECK-FIXES: bool Registry::has(const std::string &Key) const {
  return std::find(Keys.begin(), Keys.end(), Key) != Keys.end();
}

// --- Lambdas ---------------------------------------------------------------------

std::size_t positiveLambda() {
  auto Length = [](std::string S) { return S.size(); };
  // CHECK-MESSAGES: :[[@LINE-1]]:32: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
  // CHECK-FIXES: auto Length = [](std::string_view S) { return S.size(); };
  return Length("abc");
}

std::size_t positiveLambdaInAlgorithm(const std::vector<std::string> &V) {
  return std::count_if(V.begin(), V.end(), [](std::string S) { return S.empty(); });
  // CHECK-MESSAGES: :[[@LINE-1]]:59: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
  // CHECK-FIXES: return std::count_if(V.begin(), V.end(), [](std::string_view S) { return S.empty(); });
}

std::size_t positiveLambdaCalledWithConvertible() {
  struct Convertible { operator std::string() const { return "x"; } };
  auto Length = [](std::string S) { return S.size(); };
  // CHECK-MESSAGES: :[[@LINE-1]]:32: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
  // CHECK-FIXES: auto Length = [](const std::string &S) { return S.size(); };
  return Length(Convertible());
}

void negativeLambdaInStdFunction() {
  std::function<std::size_t(std::string)> F = [](std::string S) { return S.size(); };
  F("abc");
}

void negativeLambdaToFunctionPointer() {
  std::size_t (*F)(std::string) = [](std::string S) { return S.size(); };
  F("abc");
}

void negativeLambdaMutableCapture(std::string S) {
  auto Append = [S]() mutable { S += "x"; return S; };
  Append();
}

// --- Not read-only: not flagged ------------------------------------------------

std::string negativeModified(std::string S) { S += ".txt"; return S; }
std::string negativeReturned(std::string S) { return S; }
void negativeMoved(std::string S, std::string &Out) { Out = std::move(S); }
void negativeForwarded(std::string S) { forward(S); }
void negativePassedToNonConstRef(std::string S) { mutate(S); }
void negativeBoundToNonConstRef(std::string S) { std::string &R = S; R.clear(); }
void negativeBoundToAutoRef(std::string S) { auto &R = S; (void)R.size(); }
const std::string *negativeAddressEscapes(std::string S) { return &S; }
void negativeSwapped(std::string S, std::string &Other) { S.swap(Other); }
void negativeSwappedFree(std::string S, std::string &Other) { std::swap(S, Other); }
void negativeElementWritten(std::string S) { S[0] = 'x'; }
void negativeElementByReference(std::string S) { char &C = S.front(); (void)C; }
void negativeDataWritable(std::string S) { takeCharPointer(S.data()); }
void negativeRangeForByReference(std::string S) { for (char &C : S) C = 'x'; }
void negativeRangeForAuto(std::string S) { for (auto &C : S) (void)C; }
void negativeSorted(std::string S) { std::sort(S.begin(), S.end()); }
void negativeIteratorKept(std::string S) { std::string::iterator It = S.begin(); (void)It; }
void negativeTransformed(std::string S) { std::transform(S.begin(), S.end(), S.begin(), ::toupper); }
void negativeReadInto(std::istream &In, std::string S) { std::getline(In, S); }
void negativeMemberModifier(std::string S) { S.push_back('x'); }
void negativeDecltype(std::string S) { decltype(S) Copy = S; (void)Copy; }
std::size_t negativeSizeof(std::string S) { return sizeof(S); }
void negativeUnnamed(std::string) {}
void negativeEmplaced(std::string S, std::vector<std::string> &V) { V.emplace_back(S); }
void negativeIndexAddress(std::string S) { const char *P = &S[0]; takeConstCharPointer(P); }
std::string_view negativeReturnsView(std::string S) { return S; }

// --- Signatures someone else fixed ----------------------------------------------

struct Base {
  virtual std::size_t negativeVirtual(std::string S) { return S.size(); }
  virtual ~Base() = default;
};
struct Derived : Base {
  std::size_t negativeVirtual(std::string S) override { return S.size() + 1; }
};

std::size_t negativeAddressTaken(std::string S) { return S.size(); }
auto *const AddressOfFunction = &negativeAddressTaken;

std::size_t negativeDecaysToPointer(std::string S) { return S.size(); }
std::size_t (*const FunctionPointer)(std::string) = negativeDecaysToPointer;

std::size_t negativeInStdFunction(std::string S) { return S.size(); }
const std::function<std::size_t(std::string)> Callback = negativeInStdFunction;

struct Table {
  std::size_t negativeMemberPointer(std::string S) const { return S.size(); }
};
auto MemberPointer = &Table::negativeMemberPointer;

void negativeDeleted(std::string S) = delete;

// --- Callers of the local functions above -------------------------------------

void callEverything(const std::string &Str, std::ostream &OS) {
  std::string Out;
  std::vector<std::string> V;
  positiveViewSize(Str);
  positiveViewConst("abc");
  positiveViewEastConst(Str);
  positiveViewAnonymousNamespace(std::string("abc"));
  positiveViewIndex(Str);
  positiveViewFrontBack(Str);
  positiveViewRangeFor(Str + ",");
  positiveViewCompare(Str);
  positiveViewCompareWithString(Str, Str);
  positiveViewPrint(OS, Str);
  positiveViewPassedToView(Str);
  positiveViewSubstrToView(Str);
  positiveViewCount(Str);
  positiveViewAllOf(Str);
  positiveViewAnyOfLambda(Str);
  positiveViewCopiedIntoString(Str);
  positiveViewAppended(Str, Out);
  positiveViewCapturedByReference(Str);
  positiveWideView(L"abc");
  positiveU32View(U"abc");
  positiveCStr(Str);
  positiveDataAsConstPointer(Str);
  positivePassedToConstRef(Str);
  positiveSubstrToString(Str);
  positiveConcatenated(Str);
  positiveBoundToConstRef(Str);
  positiveCapturedByCopy(Str);
  positiveCopiedTwice(Str);
  positivePushedBack(Str, V);
  positiveConstIterator(Str);
}
