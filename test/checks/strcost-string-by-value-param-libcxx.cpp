// REQUIRES: libcxx
// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17 -stdlib=libc++
// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17 -stdlib=libc++ \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// libc++ keeps std::string in std::__1 and declares its members and operators
// differently; the same uses are recognised.

#include <algorithm>
#include <ostream>
#include <string>
#include <string_view>

void takeRef(const std::string &) {}

static bool positiveViewCompare(std::string S) { return S == "yes" || S < "b"; }
// CHECK-MESSAGES: :[[@LINE-1]]:45: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'std::string_view'
// CHECK-FIXES: static bool positiveViewCompare(std::string_view S) { return S == "yes" || S < "b"; }

static void positiveViewPrint(std::ostream &OS, std::string S) { OS << S; }
// CHECK-MESSAGES: :[[@LINE-1]]:61: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
// CHECK-FIXES: static void positiveViewPrint(std::ostream &OS, std::string_view S) { OS << S; }

static std::size_t positiveViewCount(std::string S) { return std::count(S.begin(), S.end(), ','); }
// CHECK-MESSAGES: :[[@LINE-1]]:50: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
// CHECK-FIXES: static std::size_t positiveViewCount(std::string_view S) { return std::count(S.begin(), S.end(), ','); }

static int positiveViewRangeFor(std::wstring S) {
  // CHECK-MESSAGES: :[[@LINE-1]]:46: warning: the 'std::wstring' parameter 'S' {{.*}} 'std::wstring_view'
  // CHECK-FIXES: static int positiveViewRangeFor(std::wstring_view S) {
  int N = 0;
  for (wchar_t C : S)
    N += C == L',';
  return N;
}

static void positiveConstRef(std::string S) { takeRef(S); }
// CHECK-MESSAGES: :[[@LINE-1]]:42: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: static void positiveConstRef(const std::string &S) { takeRef(S); }

std::string positiveCopyThenReturn(std::string Par) { std::string Tmp(Par); return Tmp; }
// CHECK-MESSAGES: :[[@LINE-1]]:48: warning: the 'std::string' parameter 'Par' is copied on every call and then copied again
// CHECK-FIXES: std::string positiveCopyThenReturn(std::string Par) { std::string Tmp(std::move(Par)); return Tmp; }

void negativeModified(std::string S) { S.append("x"); takeRef(S); }
void negativeSorted(std::string S) { std::sort(S.begin(), S.end()); takeRef(S); }

// Under -fdelayed-template-parsing an uninstantiated template's body is never
// parsed: not judged. An instantiated one is.
template <class T> int negativeUnparsedTemplate(std::string S, T) { return S.size(); }
template <class T> int positiveParsedTemplate(std::string S, T) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:59: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: template <class T> int positiveParsedTemplate(const std::string &S, T) { return S.size(); }

// `appendTwice(B, B)`: through a view, the second append reads freed memory.
static void appendTwice(std::string &Out, std::string Sep) { Out += Sep; Out += Sep; }
// CHECK-MESSAGES: :[[@LINE-1]]:55: warning: the 'std::string' parameter 'Sep' {{.*}} 'std::string_view'
// CHECK-MESSAGES: :[[@LINE-2]]:55: note: no fix-it: the function writes 'Out', which may alias the argument

// A forwarding-reference overload wins non-const arguments once this is const&.
static int emit(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:29: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-MESSAGES: :[[@LINE-2]]:29: note: no fix-it: another overload ('int (T &&)') would be chosen for some calls once the parameter is a reference
template <class T> static int emit(T &&) { return -1; }

// An explicit instantiation spells the parameter.
template <class T> int instantiated(T, std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:52: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-MESSAGES: :[[@LINE-2]]:52: note: no fix-it: the template is explicitly instantiated, and the instantiation names the parameter's type
template int instantiated<int>(int, std::string);

void callers(std::ostream &OS, const std::string &S, std::string &B) {
  emit(B);
  appendTwice(B, B);
  positiveParsedTemplate(S, 1);
  positiveViewCompare(S);
  positiveViewPrint(OS, S);
  positiveViewCount(S);
  positiveViewRangeFor(L"a,b");
  positiveConstRef(S);
}
