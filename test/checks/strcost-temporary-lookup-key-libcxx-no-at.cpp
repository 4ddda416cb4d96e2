// REQUIRES: libcxx
// UNSUPPORTED: libcxx-map-at-template
// RUN: %check_strcost %s strcost-temporary-lookup-key %t -- -- -std=c++17 -stdlib=libc++

// Before libc++ 22, map::at has no key template: a const char* key is
// converted to std::string whatever the comparator, so no fix could save the
// temporary and the check stays silent. strcost-temporary-lookup-key-libcxx-at.cpp
// is the same source against a libc++ that has one.

#include <map>
#include <string>

void negativeAtWithCString(const char *Key) {
  std::map<std::string, int> M;
  M.at(Key) = 1;
}

// The find next to it is still reported: the silence above is about at.
void positiveFindWithCString(const char *Key) {
  std::map<std::string, int> M;
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M;
  M.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key constructs a temporary std::string on every lookup [strcost-temporary-lookup-key]
}
