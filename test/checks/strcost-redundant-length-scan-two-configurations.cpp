// RUN: %check_strcost -check-suffixes=,DEFAULT %s strcost-redundant-length-scan %t -- -- -std=c++17
// RUN: %clangxx -fsyntax-only -std=c++17 -DUSE_ALT -I %runtime_include %t.cpp
// RUN: %check_strcost %s strcost-redundant-length-scan %t.alt -- -- -std=c++17 -DUSE_ALT
// RUN: %clangxx -fsyntax-only -std=c++17 -I %runtime_include %t.alt.cpp

// One source, two configurations: USE_ALT chooses a string class with no
// size(). Each run's fixed output is compiled in the other configuration too.

#include <cstring>
#include <string>

#ifdef USE_ALT
struct AltString {
  const char *c_str() const;
};
using Str = AltString;
#else
using Str = std::string;
#endif

std::size_t positiveStringTypeChosen(const Str &S) {
  return std::strlen(S.c_str());
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()' rescans for a length that 'Str' (aka 'basic_string<char>') already stores; use 'size()'
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-2]]:10: note: no fix-it: type 'Str' is chosen by a preprocessor conditional (#ifdef USE_ALT at {{.*}}:12)
}

std::size_t positiveFixedInBoth(const std::string &S) {
  return std::strlen(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()' rescans
  // CHECK-FIXES: return S.size();
}
