// RUN: %check_strcost %s strcost-stream-concatenation %t -- \
// RUN:   --config="{CheckOptions: {strcost-stream-concatenation.AssumeClassicLocale: false}}" -- -std=c++17

// AssumeClassicLocale: false, for a program that calls std::locale::global:
// a stream constructed afterwards groups the digits of integers by the
// global locale ("1,000"), str_cat never does. Strings and characters are
// written unchanged whatever the locale.

#include <sstream>
#include <string>

// CHECK-FIXES: #include <strcost/str_cat.h>

std::string negativeFixInteger(int n) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  os << "n=" << n;
  // CHECK-MESSAGES: :[[@LINE-1]]:17: note: no fix-it: 'n' is an integer: the stream writes it with the digit grouping of the global locale at its construction (AssumeClassicLocale is false)
  return os.str();
}

std::string positiveTextOnly(const std::string &a, char c) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  os << a << c;
  return os.str();
  // CHECK-FIXES: return strcost::str_cat(a, c);
}
