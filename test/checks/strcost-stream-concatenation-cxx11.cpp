// RUN: %check_strcost %s strcost-stream-concatenation %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-stream-concatenation %t -- -- -std=c++14
// RUN: %check_strcost %s strcost-stream-concatenation %t -- -- -std=c++14 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// Before C++17: strcost/str_cat.h works from C++11 and formats integers
// itself (no std::to_chars), as the stream does in the classic locale.

#include <sstream>
#include <string>

// CHECK-FIXES: #include <strcost/str_cat.h>

std::string positiveCxx11(const std::string &key, unsigned value, long long delta) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  os << key << '=' << value;
  os << " (" << delta << ")";
  return os.str();
  // CHECK-FIXES: std::string positiveCxx11(const std::string &key, unsigned value, long long delta) {
  // CHECK-FIXES-NOT: stringstream
  // CHECK-FIXES-NOT: <<
  // CHECK-FIXES: return strcost::str_cat(key, '=', value, " (", delta, ")");
}

std::wstring positiveWideCxx11(const std::wstring &w) {
  std::wstringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  os << L'<' << w << L'>';
  return os.str();
  // CHECK-FIXES: std::wstring positiveWideCxx11(const std::wstring &w) {
  // CHECK-FIXES-NOT: stringstream
  // CHECK-FIXES: return strcost::str_cat(L'<', w, L'>');
}

// Floating point pieces: str_cat takes them only from C++17 on, and then in
// another form than the stream's.
std::string negativeFixFloatCxx11(float f) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  os << f;
  // CHECK-MESSAGES: :[[@LINE-1]]:9: note: no fix-it: 'f' is floating point
  return os.str();
}

// A template whose pieces do not depend on its parameter is fixed once, in
// its definition; the instantiations are not reported again.
template <class T> std::string positiveTemplate(const T &t, int n) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  (void)t;
  os << "n=" << n;
  return os.str();
  // CHECK-FIXES: template <class T> std::string positiveTemplate(const T &t, int n) {
  // CHECK-FIXES-NOT: stringstream
  // CHECK-FIXES: (void)t;
  // CHECK-FIXES: return strcost::str_cat("n=", n);
}
template std::string positiveTemplate(const int &, int);
template std::string positiveTemplate(const double &, int);

// A stream of a type named through a dependent alias is not seen in the
// template's definition.
template <class C> std::basic_string<C> negativeDependentStream(const C *p) {
  std::basic_ostringstream<C> os;
  os << p;
  return os.str();
}
template std::string negativeDependentStream(const char *);
