// RUN: %check_strcost %s 'strcost-*' %t -- -- -std=c++17

// The std::string cases of clang-tidy's performance-unnecessary-value-param
// (its published tests, in our own words): what
// strcost-string-by-value-param reports for each (docs/peers.md).

#include <string>
#include <utility>

std::size_t reads(const std::string &S);
static std::size_t readsHere(const std::string &S) { return S.size(); }

// Only read: the peer makes it `const std::string &`. So does strcost, when
// nothing the function calls may change the caller's string behind the
// reference.
std::size_t readOnly(std::string S) { return readsHere(S) + S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:34: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'const std::string &' [strcost-string-by-value-param]
// CHECK-FIXES: std::size_t readOnly(const std::string &S) { return readsHere(S) + S.size(); }

std::size_t constValue(const std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:42: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'const std::string &' [strcost-string-by-value-param]
// CHECK-FIXES: std::size_t constValue(const std::string &S) { return S.size(); }

// The peer rewrites this one too; the called function is not known, and could
// change the caller's string (a global) while this one reads it: found,
// without a fix-it.
std::size_t readOnlyCallsUnknown(std::string S) { return reads(S); }
// CHECK-MESSAGES: :[[@LINE-1]]:46: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'const std::string &' [strcost-string-by-value-param]
// CHECK-MESSAGES: :[[@LINE-2]]:46: note: no fix-it: the function calls 'reads', which may modify the argument through a global

// Copied again: the peer moves it (`std::move(S)`) where it is the last use;
// so does strcost.
struct Widget {
  std::string Name;
  void rename(std::string N) { Name = N; }
  // CHECK-MESSAGES: :[[@LINE-1]]:27: warning: the 'std::string' parameter 'N' is copied on every call and then copied again; move it instead of copying it [strcost-string-by-value-param]
  // CHECK-FIXES: void rename(std::string N) { Name = std::move(N); }
  explicit Widget(std::string N) : Name(N) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:31: warning: the 'std::string' parameter 'N' is copied on every call and then copied again; move it instead of copying it [strcost-string-by-value-param]
  // CHECK-FIXES: explicit Widget(std::string N) : Name(std::move(N)) {}
  void renameMoved(std::string N) { Name = std::move(N); }
};

// Neither reports: a parameter the function modifies, one without a name
// (never read), one moved already (renameMoved above).
std::size_t modified(std::string S) { S += "x"; return S.size(); }
void unnamed(std::string) {}
