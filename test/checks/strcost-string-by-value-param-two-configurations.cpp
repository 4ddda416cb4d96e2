// RUN: %check_strcost -check-suffixes=,DEFAULT %s strcost-string-by-value-param %t -- -- -std=c++17
// RUN: %clangxx -fsyntax-only -std=c++17 -DUSE_UNICODE %t.cpp
// RUN: %check_strcost -check-suffixes=,UNICODE %s strcost-string-by-value-param %t.unicode -- -- -std=c++17 -DUSE_UNICODE
// RUN: %clangxx -fsyntax-only -std=c++17 %t.unicode.cpp

// One source, two configurations, as cxxopts has with CXXOPTS_USE_UNICODE:
// each run's fixed output is compiled in the other configuration too, and
// neither run may take away a move or a write the other configuration has.

#include <string>
#include <utility>

void consume(const std::string &) {}

#ifdef USE_UNICODE
inline std::size_t toLocalString(std::string s) { return s.size(); }
// CHECK-MESSAGES-UNICODE: :[[@LINE-1]]:46: warning: the 'std::string' parameter 's' {{.*}} only read
// CHECK-FIXES-UNICODE: inline std::size_t toLocalString(const std::string &s) { return s.size(); }
#else
template <typename T> std::size_t toLocalString(T &&t) {
  std::string kept = std::forward<T>(t);
  return kept.size();
}
#endif

// The unicode run sees a move into a parameter that becomes const&; the
// default run sees a move into a forwarding reference, which keeps it.
struct OptionDetails {
  OptionDetails(std::string desc) : length(toLocalString(std::move(desc))) {}
  // CHECK-MESSAGES-UNICODE: :[[@LINE-1]]:29: warning: the 'std::string' parameter 'desc' {{.*}} only read
  // CHECK-MESSAGES-UNICODE: :[[@LINE-2]]:29: note: no fix-it: function 'toLocalString' is declared in one branch of a preprocessor conditional (#ifdef USE_UNICODE at {{.*}}:15), {{.*}}, which decides whether the string is moved or copied
  std::size_t length;
};

void positiveWrittenInOneConfiguration(std::string path) {
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:52: warning: the 'std::string' parameter 'path' {{.*}} only read
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-2]]:52: note: no fix-it: 'path' is used in code that a preprocessor conditional leaves out in this configuration (#ifdef USE_UNICODE at {{.*}}:38)
#ifdef USE_UNICODE
  path += "/";
#endif
  consume(path);
}

void positiveFixedInBoth(std::string name) { consume(name); }
// CHECK-MESSAGES: :[[@LINE-1]]:38: warning: the 'std::string' parameter 'name' {{.*}} only read
// CHECK-FIXES: void positiveFixedInBoth(const std::string &name) { consume(name); }
