// RUN: %check_strcost %s strcost-temporary-string-argument %t -- -- -std=c++17 \
// RUN:   -isystem %S/Inputs/strcost-temporary-string-argument/system
// RUN: %check_strcost %s strcost-temporary-string-argument %t -- -- -std=c++20 \
// RUN:   -isystem %S/Inputs/strcost-temporary-string-argument/system
// RUN: %check_strcost %s strcost-temporary-string-argument %t -- -- -std=c++23 \
// RUN:   -isystem %S/Inputs/strcost-temporary-string-argument/system
// RUN: %check_strcost %s strcost-temporary-string-argument %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing \
// RUN:   -isystem %S/Inputs/strcost-temporary-string-argument/system
// RUN: %check_strcost -check-suffixes=,ALL %s strcost-temporary-string-argument %t -- \
// RUN:   -config="{CheckOptions: {strcost-temporary-string-argument.OpaqueCallees: all}}" -- -std=c++17 \
// RUN:   -isystem %S/Inputs/strcost-temporary-string-argument/system

// A function declared here and defined in another translation unit: its body
// cannot be read, so nothing says the parameter only reads the string, and its
// declarations are not this unit's to change. A call that builds a temporary
// that can allocate is reported without a fix-it (OpaqueCallees: allocating);
// `all` adds the temporaries that fit the small-string buffer; `none`
// reports none of them (-opaque-none.cpp).

#include <memory_resource>
#include <opaque_library.h>
#include <string>
#include <string_view>

int takesName(const std::string &Name);
int positivePointer(const char *P) { return takesName(P); }
// CHECK-MESSAGES: :[[@LINE-1]]:55: warning: passing a 'const char *' to 'takesName' builds a temporary 'std::string' on every call [strcost-temporary-string-argument]
// CHECK-MESSAGES: :[[@LINE-2]]:55: note: cost per execution: 1 allocation, 32 bytes copied, ~12 ns (assuming 32 characters where the length is unknown)
// CHECK-MESSAGES: :[[@LINE-4]]:34: note: parameter 'Name' declared here
// CHECK-MESSAGES: :[[@LINE-5]]:34: note: no fix-it: 'takesName' is defined in another translation unit; if it only reads 'Name', a 'std::string_view' parameter there would remove this temporary

int positiveMutablePointer(char *P) { return takesName(P); }
// CHECK-MESSAGES: :[[@LINE-1]]:56: warning: passing a 'char *' to 'takesName' builds a temporary 'std::string' on every call

int positiveLargeArray() {
  char Buffer[64] = "";
  return takesName(Buffer);
  // CHECK-MESSAGES: :[[@LINE-1]]:20: warning: passing a 'char[64]' to 'takesName' builds a temporary 'std::string' on every call
  // CHECK-MESSAGES: :[[@LINE-2]]:20: note: cost per execution: 1 allocation, 63 bytes copied, ~12 ns{{$}}
}

// At most 7 characters: they fit the buffer, no allocation.
int smallArray() {
  char Buffer[8] = "";
  return takesName(Buffer);
  // CHECK-MESSAGES-ALL: :[[@LINE-1]]:20: warning: passing a 'char[8]' to 'takesName' builds a temporary 'std::string' on every call
  // CHECK-MESSAGES-ALL: :[[@LINE-2]]:20: note: cost per execution: no allocation, 7 bytes copied
}

int positiveLongLiteral() { return takesName("a literal well past the buffer"); }
// CHECK-MESSAGES: :[[@LINE-1]]:46: warning: passing a string literal to 'takesName' builds a temporary 'std::string', allocating on the heap, on every call
// CHECK-MESSAGES: :[[@LINE-2]]:46: note: cost per execution: 1 allocation, 30 bytes copied, ~11 ns{{$}}

int shortLiteral() { return takesName("short"); }
// CHECK-MESSAGES-ALL: :[[@LINE-1]]:39: warning: passing a string literal to 'takesName' builds a temporary 'std::string' on every call
// CHECK-MESSAGES-ALL: :[[@LINE-2]]:39: note: cost per execution: no allocation, 5 bytes copied

#define LONG_LABEL "a label spelled by a macro, past the buffer"
int positiveLiteralFromMacro() { return takesName(LONG_LABEL); }
// CHECK-MESSAGES: :[[@LINE-1]]:51: warning: passing a string literal to 'takesName' builds a temporary 'std::string', allocating on the heap, on every call

int positiveExplicitPointer(const char *P) { return takesName(std::string(P)); }
// CHECK-MESSAGES: :[[@LINE-1]]:63: warning: passing an explicit copy of a 'const char *' to 'takesName' builds a temporary 'std::string' on every call

int positiveExplicitView(std::string_view V) { return takesName(std::string(V)); }
// CHECK-MESSAGES: :[[@LINE-1]]:65: warning: passing an explicit copy of a 'std::string_view' to 'takesName' builds a temporary 'std::string' on every call

int positivePointerLength(const char *P, std::size_t N) { return takesName(std::string(P, N)); }
// CHECK-MESSAGES: :[[@LINE-1]]:76: warning: passing an explicit copy of a 'const char *' and a length to 'takesName' builds a temporary 'std::string' on every call

int pointerShortLength(const char *P) { return takesName(std::string(P, 4)); }
// CHECK-MESSAGES-ALL: :[[@LINE-1]]:58: warning: passing an explicit copy of a 'const char *' and a length to 'takesName'
// CHECK-MESSAGES-ALL: :[[@LINE-2]]:58: note: cost per execution: no allocation, 4 bytes copied

// A copy of the caller's own string is the caller's to drop, not the callee's.
int negativeCopyOfString(const std::string &S) { return takesName(std::string(S)); }
// So is one made through its characters (strcost-redundant-length-scan's
// finding, whose fix passes the string itself), however spelled.
int negativeCStr(const std::string &S) { return takesName(S.c_str()); }
int negativeData(const std::string &S) { return takesName(S.data()); }
int negativeArrowCStr(const std::string *S) { return takesName(S->c_str()); }
int negativeExplicitCStr(const std::string &S) { return takesName(std::string(S.c_str())); }
// A prefix of it is not a copy: only the callee's parameter saves it.
int positivePrefixOfString(const std::string &S, std::size_t N) {
  return takesName(std::string(S.data(), N));
  // CHECK-MESSAGES: :[[@LINE-1]]:20: warning: passing an explicit copy of a 'const char *' and a length to 'takesName' builds a temporary 'std::string' on every call
}
int negativeString(const std::string &S) { return takesName(S); }
int negativeStringTemporary(const std::string &S) { return takesName(S + "x"); }

int positiveDefaultArgument(const std::string &Name = "a default argument past the buffer");
int callDefaultArgument() { return positiveDefaultArgument(); }
// CHECK-MESSAGES: :[[@LINE-1]]:36: warning: passing a string literal to 'positiveDefaultArgument' builds a temporary 'std::string', allocating on the heap, on every call
// CHECK-MESSAGES: :[[@LINE-2]]:36: note: cost per execution: 1 allocation, 34 bytes copied
// CHECK-MESSAGES: :[[@LINE-4]]:48: note: parameter 'Name' declared here
// CHECK-MESSAGES: :[[@LINE-5]]:48: note: no fix-it: 'positiveDefaultArgument' is defined in another translation unit; if it only reads 'Name', a 'std::string_view' parameter there would remove this temporary

int unnamedParameter(int, const std::string &);
int positiveUnnamed(const char *P) { return unnamedParameter(1, P); }
// CHECK-MESSAGES: :[[@LINE-1]]:65: warning: passing a 'const char *' to 'unnamedParameter'
// CHECK-MESSAGES: :[[@LINE-3]]:46: note: parameter 2 declared here
// CHECK-MESSAGES: :[[@LINE-4]]:46: note: no fix-it: 'unnamedParameter' is defined in another translation unit; if it only reads parameter 2, a 'std::string_view' parameter there would remove this temporary

// --- Other character types and allocators ----------------------------------

bool wideText(const std::wstring &Text);
bool positiveWide(const wchar_t *P) { return wideText(P); }
// CHECK-MESSAGES: :[[@LINE-1]]:55: warning: passing a 'const wchar_t *' to 'wideText' builds a temporary 'std::wstring' on every call
// CHECK-MESSAGES: :[[@LINE-2]]:55: note: cost per execution: 1 allocation, 128 bytes copied
// CHECK-MESSAGES: :[[@LINE-4]]:35: note: parameter 'Text' declared here
// CHECK-MESSAGES: :[[@LINE-5]]:35: note: no fix-it: 'wideText' is defined in another translation unit; if it only reads 'Text', a 'std::wstring_view' parameter there

bool u16Text(const std::u16string &Text);
bool positiveU16(const char16_t *P) { return u16Text(P); }
// CHECK-MESSAGES: :[[@LINE-1]]:54: warning: passing a 'const char16_t *' to 'u16Text' builds a temporary 'std::u16string' on every call
// CHECK-MESSAGES: :[[@LINE-3]]:36: note: parameter 'Text' declared here
// CHECK-MESSAGES: :[[@LINE-4]]:36: note: no fix-it: 'u16Text' is defined in another translation unit; if it only reads 'Text', a 'std::u16string_view' parameter there

// Seven UTF-16 units fit libstdc++'s buffer (16 bytes); libc++'s is larger.
bool shortU16() { return u16Text(u"seven!!"); }
// CHECK-MESSAGES-ALL: :[[@LINE-1]]:34: warning: passing a string literal to 'u16Text'
// CHECK-MESSAGES-ALL: :[[@LINE-2]]:34: note: cost per execution: no allocation

bool pmrText(const std::pmr::string &Text);
bool positivePmr(const char *P) { return pmrText(P); }
// CHECK-MESSAGES: :[[@LINE-1]]:50: warning: passing a 'const char *' to 'pmrText' builds a temporary
// CHECK-MESSAGES: :[[@LINE-3]]:38: note: parameter 'Text' declared here
// CHECK-MESSAGES: :[[@LINE-4]]:38: note: no fix-it: 'pmrText' is defined in another translation unit; if it only reads 'Text', a 'std::string_view' parameter there

// --- Functions not reported -------------------------------------------------

// A library's function (-isystem) and the standard library's own.
int negativeSystem(const char *P) { return library::parseNumber(P); }
int negativeStd(const char *P) { return std::stoi(P); }

// The author offers a character pointer or a view: the call chose the string.
void logLine(const std::string &Line);
void logLine(const char *Line);
void negativeOverloadPointer(const char *P) { logLine(std::string(P)); }
void noteLine(const std::string &Line);
void noteLine(std::string_view Line);
void negativeOverloadView(const char *P) { noteLine(std::string(P)); }
template <class T> void traceLine(const T &Line);
void traceLine(const std::string &Line);
void negativeOverloadTemplate(const char *P) { traceLine(std::string(P)); }

// An overload that takes no characters is no cheaper path.
int countOf(const std::string &Text);
int countOf(int Value);
int positiveOverloadNoCharacters(const char *P) { return countOf(P); }
// CHECK-MESSAGES: :[[@LINE-1]]:66: warning: passing a 'const char *' to 'countOf'
// CHECK-MESSAGES: :[[@LINE-4]]:32: note: parameter 'Text' declared here

// Defined in this unit: the check judges its body (here it needs c_str()).
int definedLater(const std::string &Name);
int negativeDefinedLater(const char *P) { return definedLater(P); }
int definedLater(const std::string &Name) { return Name.c_str()[0]; }

// Called through a pointer: no callee to name.
int negativeThroughPointer(const char *P) {
  int (*F)(const std::string &) = &takesName;
  return F(P);
}

// --- Members and constructors -------------------------------------------------

struct Table {
  int lookup(const std::string &Key) const;
  static int find(const std::string &Key);
  virtual int remove(const std::string &Key);
};

int positiveMember(const Table &T, const char *P) { return T.lookup(P); }
// CHECK-MESSAGES: :[[@LINE-1]]:69: warning: passing a 'const char *' to 'lookup' builds a temporary 'std::string' on every call
// CHECK-MESSAGES: :[[@LINE-7]]:33: note: parameter 'Key' declared here
// CHECK-MESSAGES: :[[@LINE-8]]:33: note: no fix-it: 'lookup' is defined in another translation unit; if it only reads 'Key'

int positiveStaticMember(const char *P) { return Table::find(P); }
// CHECK-MESSAGES: :[[@LINE-1]]:62: warning: passing a 'const char *' to 'find'
// CHECK-MESSAGES: :[[@LINE-11]]:38: note: parameter 'Key' declared here

// Another unit's override may need the string: the call does not say which
// body runs.
int negativeVirtual(Table &T, const char *P) { return T.remove(P); }

struct Label {
  explicit Label(const std::string &Text);
  Label(const char *Text, int Width);
};

void positiveConstructor(const char *P) { Label L(P); }
// CHECK-MESSAGES: :[[@LINE-1]]:51: warning: passing a 'const char *' to 'Label' builds a temporary 'std::string' on every call
// CHECK-MESSAGES: :[[@LINE-6]]:37: note: parameter 'Text' declared here
// CHECK-MESSAGES: :[[@LINE-7]]:37: note: no fix-it: 'Label' is defined in another translation unit; if it only reads 'Text'

void positiveTemporaryObject() { Label("a caption well past the buffer"); }
// CHECK-MESSAGES: :[[@LINE-1]]:40: warning: passing a string literal to 'Label' builds a temporary 'std::string', allocating on the heap, on every call

// --- Templates and macros -------------------------------------------------------

// A template declared only: its non-dependent parameter is reported.
template <class T> void store(const T &Value, const std::string &Key);
void positiveTemplateDeclared(const char *P) { store(1, P); }
// CHECK-MESSAGES: :[[@LINE-1]]:57: warning: passing a 'const char *' to 'store' builds a temporary 'std::string' on every call
// CHECK-MESSAGES: :[[@LINE-3]]:66: note: parameter 'Key' declared here
// CHECK-MESSAGES: :[[@LINE-4]]:66: note: no fix-it: 'store' is defined in another translation unit

// A parameter a template argument spells: a view there would change deduction.
template <class C> void storeChars(const std::basic_string<C> &Key);
void negativeDependentParameter(const char *P) { storeChars<char>(P); }

// A call in a template that does not depend on it: reported once, as written.
template <class T> int positiveInTemplate(const char *P, T) { return takesName(P); }
// CHECK-MESSAGES: :[[@LINE-1]]:80: warning: passing a 'const char *' to 'takesName' builds a temporary 'std::string' on every call
int callInTemplate(const char *P) { return positiveInTemplate(P, 1) + positiveInTemplate(P, 2.0); }

// A call whose argument depends on the template: it pays in some
// instantiations only.
template <class T> int negativeDependentCall(T Text) { return takesName(Text); }
int callDependent(const char *P, const std::string &S) {
  return negativeDependentCall(P) + negativeDependentCall(S);
}

// A length a template argument gives: it fits in some instantiations.
template <int N> int negativeDependentLength(const char *P) {
  return takesName(std::string(P, N));
}
int callDependentLength(const char *P) { return negativeDependentLength<40>(P); }

// A call a macro's body spells: reported at every expansion, at a line that
// does not show it.
#define TAKE_NAME(p) takesName(p)
int negativeMacroBody(const char *P) { return TAKE_NAME(P); }

// A call written in a macro's argument is the user's text.
#define CHECKED(x) (x)
int positiveMacroArgument(const char *P) { return CHECKED(takesName(P)); }
// CHECK-MESSAGES: :[[@LINE-1]]:69: warning: passing a 'const char *' to 'takesName' builds a temporary 'std::string' on every call
