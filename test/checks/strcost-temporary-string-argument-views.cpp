// RUN: %check_strcost %s strcost-temporary-string-argument %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-temporary-string-argument %t -- -- -std=c++20
// RUN: %check_strcost %s strcost-temporary-string-argument %t -- -- -std=c++23
// RUN: %check_strcost %s strcost-temporary-string-argument %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// The parameter is a view already and the caller builds a std::string only to
// have it viewed: the copy goes, the view reads the same characters. Without
// the function's body in the unit only a literal loses its copy: anything
// else could be changed by the function through another name while it reads.

#include <memory_resource>
#include <string>
#include <string_view>

static std::size_t viewLen(std::string_view V) { return V.size(); }
static std::size_t wideLen(std::wstring_view V) { return V.size(); }
static std::size_t refLen(const std::string_view &V) { return V.size(); }
std::size_t declaredOnly(std::string_view V);

std::size_t positiveFromView(std::string_view V) { return viewLen(std::string(V)); }
// CHECK-MESSAGES: :[[@LINE-1]]:67: warning: passing an explicit copy of a 'std::string_view' to 'viewLen' builds a temporary 'std::string' only to view it: the parameter is a 'std::string_view' already [strcost-temporary-string-argument]
// CHECK-FIXES: std::size_t positiveFromView(std::string_view V) { return viewLen(V); }

std::size_t positiveFromPointer(const char *P) { return viewLen(static_cast<std::string>(P)); }
// CHECK-MESSAGES: :[[@LINE-1]]:65: warning: passing an explicit copy of a 'const char *' to 'viewLen'
// CHECK-FIXES: std::size_t positiveFromPointer(const char *P) { return viewLen(P); }

std::size_t positiveCStyle(const char *P) { return viewLen((std::string)P); }
// CHECK-MESSAGES: :[[@LINE-1]]:60: warning: passing an explicit copy of a 'const char *' to 'viewLen'
// CHECK-FIXES: std::size_t positiveCStyle(const char *P) { return viewLen(P); }

std::size_t positiveBraces(const char *P) { return viewLen(std::string{P}); }
// CHECK-MESSAGES: :[[@LINE-1]]:60: warning: passing an explicit copy of a 'const char *' to 'viewLen'
// CHECK-FIXES: std::size_t positiveBraces(const char *P) { return viewLen(P); }

std::size_t positiveFromString(const std::string &S) { return viewLen(std::string(S)); }
// CHECK-MESSAGES: :[[@LINE-1]]:71: warning: passing an explicit copy of a 'std::string' to 'viewLen'
// CHECK-FIXES: std::size_t positiveFromString(const std::string &S) { return viewLen(S); }

std::size_t positivePointerLength(const char *P, std::size_t N) { return viewLen(std::string(P, N)); }
// CHECK-MESSAGES: :[[@LINE-1]]:82: warning: passing an explicit copy of a 'const char *' and a length to 'viewLen'
// CHECK-FIXES: std::size_t positivePointerLength(const char *P, std::size_t N) { return viewLen(std::string_view(P, N)); }

std::size_t positiveReference(std::string_view V) { return refLen(std::string(V)); }
// CHECK-MESSAGES: :[[@LINE-1]]:67: warning: passing an explicit copy of a 'std::string_view' to 'refLen'
// CHECK-FIXES: std::size_t positiveReference(std::string_view V) { return refLen(V); }

std::size_t positiveWide(const wchar_t *P) { return wideLen(std::wstring(P)); }
// CHECK-MESSAGES: :[[@LINE-1]]:61: warning: passing an explicit copy of a 'const wchar_t *' to 'wideLen' builds a temporary 'std::wstring' only to view it: the parameter is a 'std::wstring_view' already
// CHECK-FIXES: std::size_t positiveWide(const wchar_t *P) { return wideLen(P); }

std::size_t positivePmr(std::string_view V) { return viewLen(std::pmr::string(V)); }
// CHECK-MESSAGES: :[[@LINE-1]]:62: warning: passing an explicit copy of a 'std::string_view' to 'viewLen'
// CHECK-FIXES: std::size_t positivePmr(std::string_view V) { return viewLen(V); }

// A literal cannot change: the body need not be known.
std::size_t positiveLiteralDeclared() { return declaredOnly(std::string("a literal longer than the buffer")); }
// CHECK-MESSAGES: :[[@LINE-1]]:61: warning: passing an explicit copy of a string literal to 'declaredOnly'
// CHECK-FIXES: std::size_t positiveLiteralDeclared() { return declaredOnly("a literal longer than the buffer"); }

struct Reader {
  std::size_t read(std::string_view V) const { return V.size(); }
};
std::size_t positiveMember(const Reader &R, std::string_view V) { return R.read(std::string(V)); }
// CHECK-MESSAGES: :[[@LINE-1]]:81: warning: passing an explicit copy of a 'std::string_view' to 'read'
// CHECK-FIXES: std::size_t positiveMember(const Reader &R, std::string_view V) { return R.read(V); }

// --- Found, without a fix-it ------------------------------------------------------

std::size_t declinedDeclaredOnly(std::string_view V) { return declaredOnly(std::string(V)); }
// CHECK-MESSAGES: :[[@LINE-1]]:76: warning: passing an explicit copy of a 'std::string_view' to 'declaredOnly'
// CHECK-MESSAGES: :[[@LINE-2]]:76: note: no fix-it: the body of 'declaredOnly' is not in this unit: it could change the characters through another name while it reads the view, which the copy kept still

static std::size_t over(std::string_view V) { return V.size(); }
static std::size_t over(const char *P) { return std::char_traits<char>::length(P); }
std::size_t declinedOverloaded(const char *P) { return over(std::string(P)); }
// CHECK-MESSAGES: :[[@LINE-1]]:61: warning: passing an explicit copy of a 'const char *' to 'over'
// CHECK-MESSAGES: :[[@LINE-2]]:61: note: no fix-it: 'over' is overloaded, and the argument without the copy could choose another overload

std::string Log;
static void appendToLog(std::string_view V) { Log += V; }
void declinedAliasing() { appendToLog(std::string(Log)); }
// CHECK-MESSAGES: :[[@LINE-1]]:39: warning: passing an explicit copy of a 'std::string' to 'appendToLog'
// CHECK-MESSAGES: :[[@LINE-2]]:39: note: no fix-it: without the copy, {{.*}}

static std::size_t both(std::string_view V, std::size_t N) { return V.size() + N; }
std::size_t bump(std::string &S) { S += "x"; return S.size(); }
std::size_t declinedSideEffects(std::string &S) { return both(std::string(S), bump(S)); }
// CHECK-MESSAGES: :[[@LINE-1]]:63: warning: passing an explicit copy of a 'std::string' to 'both'
// CHECK-MESSAGES: :[[@LINE-2]]:63: note: no fix-it: another argument of the call may have side effects on what the copy reads

template <class V> std::size_t dependentParam(V Arg) { return Arg.size(); }
std::size_t declinedDependent(const char *P) { return dependentParam<std::string_view>(std::string(P)); }
// CHECK-MESSAGES: :[[@LINE-1]]:88: warning: passing an explicit copy of a 'const char *' to 'dependentParam'
// CHECK-MESSAGES: :[[@LINE-2]]:88: note: no fix-it: the parameter's type depends on a template argument

#define AS_STRING(x) std::string(x)
std::size_t declinedMacro(std::string_view V) { return viewLen(AS_STRING(V)); }
// CHECK-MESSAGES: :[[@LINE-1]]:64: warning: passing an explicit copy of a 'std::string_view' to 'viewLen'
// CHECK-MESSAGES: :[[@LINE-2]]:64: note: no fix-it: the construction is spelled by a macro

// --- Not this family ---------------------------------------------------------------

static std::size_t refString(const std::string &S);
std::size_t negativeStringParameter(std::string_view V) { return refString(std::string(V)); }
static std::size_t refString(const std::string &S) { return S.size() + S.c_str()[0]; }
std::size_t negativeFill() { return viewLen(std::string(5, 'a')); }
std::size_t negativeConcatenation(std::string_view V) { return viewLen(std::string(V) + "x"); }
std::size_t negativeSubstr(std::string_view V) { return viewLen(std::string(V).substr(0, 2)); }
std::size_t negativePlain(std::string_view V) { return viewLen(V); }
std::string makeString();
std::size_t negativeResult() { return viewLen(makeString()); }
std::size_t negativeMoved(std::string S) { return viewLen(std::move(S)); }
std::size_t negativeInitializerList(char C) { return viewLen(std::string{C, C}); }
void negativeLocalView(std::string_view V) { std::string Copy(V); viewLen(Copy); }

// A call in a template with non-dependent arguments is judged once, in the
// template's own text.
template <class T> std::size_t positiveInTemplate(T, std::string_view V) { return viewLen(std::string(V)); }
// CHECK-MESSAGES: :[[@LINE-1]]:91: warning: passing an explicit copy of a 'std::string_view' to 'viewLen'
// CHECK-FIXES: template <class T> std::size_t positiveInTemplate(T, std::string_view V) { return viewLen(V); }
std::size_t useTemplate(std::string_view V) { return positiveInTemplate(1, V) + positiveInTemplate('c', V); }
template <class T> std::size_t negativeDependent(T Arg) { return viewLen(std::string(Arg)); }
std::size_t useDependent(const char *P) { return negativeDependent(P); }
