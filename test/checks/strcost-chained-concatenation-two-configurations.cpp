// RUN: %check_strcost -check-suffixes=,DEFAULT %s strcost-chained-concatenation %t -- -- -std=c++17
// RUN: %clangxx -fsyntax-only -std=c++17 -DUSE_ALT -I %runtime_include %t.cpp
// RUN: %check_strcost %s strcost-chained-concatenation %t.alt -- -- -std=c++17 -DUSE_ALT
// RUN: %clangxx -fsyntax-only -std=c++17 -I %runtime_include %t.alt.cpp

// One source, two configurations: USE_ALT chooses another text type and
// another conversion, as cxxopts' CXXOPTS_USE_UNICODE does. Each run's fixed
// output is compiled in the other configuration too.

#include <string>
// CHECK-FIXES: #include <strcost/str_cat.h>

#ifdef USE_ALT
struct AltText {
  AltText(const char *);
  AltText(const std::string &);
  AltText &operator+=(const AltText &);
  operator std::string() const;
  friend AltText operator+(const AltText &, const AltText &);
};
using Text = AltText;
inline Text toText(const std::string &s) { return Text(s); }
#else
using Text = std::string;
template <typename T> T toText(T &&t) { return static_cast<T &&>(t); }
#endif

Text positiveTextChain(const Text &a) {
  return a + "-" + a;
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-2]]:10: note: no fix-it: type 'Text' is chosen by a preprocessor conditional (#ifdef USE_ALT at {{.*}}:13)
}

void positiveCxxoptsAppend(Text &result, const std::string &x) {
  result += " " + toText(x);
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:3: warning: string built from 3 pieces
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-2]]:3: note: no fix-it: type 'Text' is chosen by a preprocessor conditional (#ifdef USE_ALT at {{.*}}:13)
}

std::string positiveFunctionChosenByIf(const std::string &x) {
  std::string r = "(";
  r += toText(x) + ")";
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:3: warning: string built from 3 pieces
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-2]]:3: note: no fix-it: function 'toText' is declared in one branch {{.*}}
  return r;
}

std::string positiveFixedInBoth(const std::string &a, const std::string &b) {
  return a + "-" + b;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(a, "-", b);
}

std::string positiveIfdefAroundOtherCode(const std::string &a) {
  std::string out = a;
#ifdef USE_ALT
  out += "!";
#endif
  out += a + "." + a;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: string built from 4 pieces
  // CHECK-FIXES: strcost::str_append(out, a, ".", a);
  return out;
}
