// RUN: %check_strcost %s strcost-string-constant %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-string-constant %t -- -- -std=c++20

// A const std::string built from a literal and only read as a view would be
// becomes a constexpr view of the literal; one that any use needs as a
// std::string is no finding.

#include <cstdio>
#include <iostream>
#include <memory_resource>
#include <string>
// CHECK-FIXES: #include <string_view>

void takeView(std::string_view) {}
void takeRef(const std::string &) {}
void takeCStr(const char *) {}

// --- Namespace scope -----------------------------------------------------------

const std::string kGreeting = "hello";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kGreeting' is built by a dynamic initialiser and destroyed at exit; a 'constexpr std::string_view' of the literal costs nothing [strcost-string-constant]
// CHECK-FIXES: constexpr std::string_view kGreeting = "hello";
void positivePrinted() { std::cout << kGreeting << kGreeting.size(); }

const std::string kLongMessage = "a message longer than the small buffer";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kLongMessage' is built, allocating on the heap, by a dynamic initialiser and destroyed at exit; a 'constexpr std::string_view' of the literal costs nothing
// CHECK-FIXES: constexpr std::string_view kLongMessage = "a message longer than the small buffer";
void positiveLong() { takeView(kLongMessage); }

static const std::string kStatic = "static";
// CHECK-MESSAGES: :[[@LINE-1]]:26: warning: string constant 'kStatic'
// CHECK-FIXES: static constexpr std::string_view kStatic = "static";
bool positiveCompared(const std::string &S) { return S == kStatic || kStatic < S; }

namespace {
const std::string kAnonymous = "anonymous";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kAnonymous'
// CHECK-FIXES: constexpr std::string_view kAnonymous = "anonymous";
} // namespace
std::size_t positiveFind() { return kAnonymous.find('n') + kAnonymous.rfind("on"); }

namespace app::names {
const std::string kNested = "nested";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kNested'
// CHECK-FIXES: constexpr std::string_view kNested = "nested";
} // namespace app::names
char positiveIndexed() { return app::names::kNested[0]; }

const std::string kUnused = "unused";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kUnused'
// CHECK-FIXES: constexpr std::string_view kUnused = "unused";

// --- Spellings of the initialiser and the type ---------------------------------

const std::string kParens("parens");
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kParens'
// CHECK-FIXES: constexpr std::string_view kParens("parens");
const std::string kBraces{"braces"};
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kBraces'
// CHECK-FIXES: constexpr std::string_view kBraces{"braces"};
const std::string kCopyList = {"copy-list"};
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kCopyList'
// CHECK-FIXES: constexpr std::string_view kCopyList = {"copy-list"};
const std::string kCast = std::string("cast");
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kCast'
// CHECK-FIXES: constexpr std::string_view kCast = "cast";
const std::string kBraceCast = std::string{"brace-cast"};
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kBraceCast'
// CHECK-FIXES: constexpr std::string_view kBraceCast = "brace-cast";
const auto kAuto = std::string("auto");
// CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string constant 'kAuto'
// CHECK-FIXES: constexpr std::string_view kAuto = "auto";
std::string const kEastConst = "east";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kEastConst'
// CHECK-FIXES: constexpr std::string_view kEastConst = "east";
const std::basic_string<char> kSpelledOut = "spelled";
// CHECK-MESSAGES: :[[@LINE-1]]:31: warning: string constant 'kSpelledOut'
// CHECK-FIXES: constexpr std::string_view kSpelledOut = "spelled";
const std::string kAdjacent = "adjacent "
                              "literals";
// CHECK-MESSAGES: :[[@LINE-2]]:19: warning: string constant 'kAdjacent'
// CHECK-FIXES: constexpr std::string_view kAdjacent = "adjacent "
// CHECK-FIXES-NEXT: "literals";
const std::string kAdjacentCast = std::string("adjacent " "cast");
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kAdjacentCast'
// CHECK-FIXES: constexpr std::string_view kAdjacentCast = "adjacent " "cast";
const std::wstring kWide = L"wide";
// CHECK-MESSAGES: :[[@LINE-1]]:20: warning: string constant 'kWide' {{.*}} a 'constexpr std::wstring_view' of the literal costs nothing
// CHECK-FIXES: constexpr std::wstring_view kWide = L"wide";
const std::u16string kUtf16 = u"utf-16";
// CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string constant 'kUtf16' {{.*}} 'constexpr std::u16string_view'
// CHECK-FIXES: constexpr std::u16string_view kUtf16 = u"utf-16";
const std::u32string kUtf32 = U"a utf-32 string";
// CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string constant 'kUtf32' is built, allocating on the heap, {{.*}} 'constexpr std::u32string_view'
// CHECK-FIXES: constexpr std::u32string_view kUtf32 = U"a utf-32 string";
const std::pmr::string kPmr = "pmr";
// CHECK-MESSAGES: :[[@LINE-1]]:24: warning: string constant 'kPmr' {{.*}} 'constexpr std::string_view'
// CHECK-FIXES: constexpr std::string_view kPmr = "pmr";
std::size_t positiveSpellings() {
  return kParens.size() + kBraces.size() + kCopyList.size() + kCast.size() +
         kBraceCast.size() + kAuto.size() + kEastConst.size() + kSpelledOut.size() +
         kAdjacent.size() + kAdjacentCast.size() + kWide.size() + kUtf16.size() +
         kUtf32.size() + kPmr.size();
}

// --- Uses that a view serves ---------------------------------------------------

const std::string kData = "data";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kData'
// CHECK-FIXES: constexpr std::string_view kData = "data";
void positiveDataOfTheWholeLiteral() { std::puts(kData.data()); takeCStr(kData.data()); }

const std::string kPath = "/usr/share";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kPath'
// CHECK-FIXES: constexpr std::string_view kPath = "/usr/share";
void positiveSubstrAsView() { takeView(kPath.substr(1)); }

const std::string kLoop = "loop";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kLoop'
// CHECK-FIXES: constexpr std::string_view kLoop = "loop";
int positiveRangeFor() { int N = 0; for (char C : kLoop) N += C; return N; }

const std::string kStartsWith = "pre";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kStartsWith'
// CHECK-FIXES: constexpr std::string_view kStartsWith = "pre";
bool positiveCompareMember(const std::string &S) { return S.compare(0, 3, kStartsWith) == 0; }

// --- Uses that need a std::string ----------------------------------------------

const std::string kCStr = "c_str";
void negativeCStr() { takeCStr(kCStr.c_str()); }

const std::string kConstRef = "const-ref";
void negativeConstRef() { takeRef(kConstRef); }

const std::string kConcatenated = "concat";
std::string negativePlus() { return kConcatenated + "x"; }

const std::string kAddressTaken = "address";
const std::string *negativeAddress() { return &kAddressTaken; }

const std::string kBound = "bound";
void negativeBoundToReference() { const std::string &R = kBound; takeView(R); }

const std::string kCopied = "copied";
std::string negativeCopy() { std::string Copy = kCopied; return Copy; }

const std::string kDeduced = "deduced";
template <class T> void deduce(const T &) {}
void negativeDeduced() { deduce(kDeduced); }

const std::string kFromInit = "first";
const std::string negativeInitialisesAnother = kFromInit;

const std::string kSizeof = "sizeof";
std::size_t negativeSizeof() { return sizeof(kSizeof); }

// --- Not string constants ------------------------------------------------------

std::string negativeMutable = "mutable";
const char *const kPointer = "pointer";
const std::string negativeFromPointer = kPointer;
const std::string negativeCounted("counted", 3);
const std::string negativeRepeated(3, 'x');
const std::string negativeEmpty;
const std::string negativeDefaultBraces{};

// --- Declined, with a reason ---------------------------------------------------

const std::string kNul = "a\0b";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kNul'
// CHECK-MESSAGES: :[[@LINE-2]]:19: note: no fix-it: the literal holds a NUL character: the string stops there, a view of the literal would not

extern const std::string kExtern;
const std::string kExtern = "extern";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kExtern'
// CHECK-MESSAGES: :[[@LINE-2]]:19: note: no fix-it: it is declared 'extern': its uses in other translation units are not visible

const std::string kFirst = "first", kSecond = "second";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kFirst'
// CHECK-MESSAGES: :[[@LINE-2]]:19: note: no fix-it: the declaration declares more than one variable
// CHECK-MESSAGES: :[[@LINE-3]]:37: warning: string constant 'kSecond'
// CHECK-MESSAGES: :[[@LINE-4]]:37: note: no fix-it: the declaration declares more than one variable

thread_local const std::string kThreadLocal = "thread";
// CHECK-MESSAGES: :[[@LINE-1]]:32: warning: string constant 'kThreadLocal'
// CHECK-MESSAGES: :[[@LINE-2]]:32: note: no fix-it: the constant is thread_local

template <class C> struct CountingAllocator : std::allocator<C> {
  template <class U> struct rebind { using other = CountingAllocator<U>; };
  CountingAllocator() = default;
  template <class U> CountingAllocator(const CountingAllocator<U> &) {}
};
const std::basic_string<char, std::char_traits<char>, CountingAllocator<char>> kCounted = "counted";
// CHECK-MESSAGES: :[[@LINE-1]]:80: warning: string constant 'kCounted'
// CHECK-MESSAGES: :[[@LINE-2]]:80: note: no fix-it: the string has its own traits or allocator, which a std::basic_string_view would not use

// --- Static data members -------------------------------------------------------

struct Config {
  static inline const std::string kName = "config";
  // CHECK-MESSAGES: :[[@LINE-1]]:35: warning: string constant 'kName'
  // CHECK-FIXES: static inline constexpr std::string_view kName = "config";
  static inline const std::string kThroughObject = "object";
  static inline const std::string kNeeded = "needed";
  static const std::string kOutOfLine;
  std::size_t size() const { return kName.size(); }
};
std::size_t positiveMember() { return Config::kName.size() + Config().size(); }
std::size_t negativeThroughObject(const Config &C) { return C.kThroughObject.size(); }
const char *negativeMemberNeeded() { return Config::kNeeded.c_str(); }

// Mentions before the definition name the in-class declaration.
struct NegativeOutOfLine {
  static const std::string kNeededEarly;
  const char *early() const { return kNeededEarly.c_str(); }
};
const std::string NegativeOutOfLine::kNeededEarly = "needed early";

extern const std::string kNeededBeforeDefinition;
const char *negativeUsedBeforeDefinition() { return kNeededBeforeDefinition.c_str(); }
const std::string kNeededBeforeDefinition = "extern";

const std::string Config::kOutOfLine = "out of line";
// CHECK-MESSAGES: :[[@LINE-1]]:27: warning: string constant 'kOutOfLine'
// CHECK-MESSAGES: :[[@LINE-2]]:27: note: no fix-it: it is defined outside its class

// --- Function-local constants --------------------------------------------------

std::size_t positiveStaticLocal(std::string_view S) {
  static const std::string kSeparators = " \t\n";
  // CHECK-MESSAGES: :[[@LINE-1]]:28: warning: string constant 'kSeparators' is built on the first call, behind a guard every call checks, and destroyed at exit; a 'constexpr std::string_view' of the literal costs nothing
  // CHECK-FIXES: static constexpr std::string_view kSeparators = " \t\n";
  return S.find_first_of(kSeparators);
}

void positiveLocal() {
  const std::string Label = "label: ";
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: string constant 'Label' is built on every call; a 'constexpr std::string_view' of the literal costs nothing
  // CHECK-FIXES: constexpr std::string_view Label = "label: ";
  std::cout << Label << 1;
}

void positiveLocalInLambda() {
  auto Print = [] {
    const std::string Inner = "inner";
    // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: string constant 'Inner'
    // CHECK-FIXES: constexpr std::string_view Inner = "inner";
    std::cout << Inner;
  };
  Print();
}

void positiveCapturedByReference() {
  const std::string Captured = "captured";
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: string constant 'Captured'
  // CHECK-FIXES: constexpr std::string_view Captured = "captured";
  auto Print = [&] { std::cout << Captured; };
  Print();
}

std::size_t positiveIfInitialiser(int X) {
  if (const std::string Word = "word"; X > 0)
    // CHECK-MESSAGES: :[[@LINE-1]]:25: warning: string constant 'Word' is built on every call
    // CHECK-FIXES: if (constexpr std::string_view Word = "word"; X > 0)
    return Word.size();
  return 0;
}

void negativeLocalNeeded() {
  const std::string Needed = "needed";
  takeRef(Needed);
}

void negativeLocalCapturedByCopy() {
  const std::string Copied = "copied";
  auto Print = [=] { std::cout << Copied; };
  Print();
}

const char *negativeLocalCStr() {
  static const std::string Name = "name";
  return Name.c_str();
}

void negativeLocalMutable() {
  std::string Grown = "grown";
  Grown += "!";
  std::cout << Grown;
}

std::string_view negativeLocalReturnedAsView() {
  const std::string Dangling = "dangling";
  return Dangling;
}
