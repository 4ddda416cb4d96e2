// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17 -stdlib=libc++

// The cost note: one copy of the argument per call, whose length the
// declaration does not know (32 characters assumed, one allocation).

#include <string>

std::size_t positiveSize(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:38: warning: the 'std::string' parameter 'S' is copied on every call but only read
// CHECK-MESSAGES: :[[@LINE-2]]:38: note: cost per execution: 1 allocation, 32 bytes copied, ~12 ns (assuming 32 characters where the length is unknown)
// CHECK-FIXES: std::size_t positiveSize(const std::string &S) { return S.size(); }

std::size_t positiveWide(std::wstring S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:39: warning: the 'std::wstring' parameter 'S' is copied on every call but only read
// CHECK-MESSAGES: :[[@LINE-2]]:39: note: cost per execution: 1 allocation, 128 bytes copied, ~13 ns (assuming
// CHECK-FIXES: std::size_t positiveWide(const std::wstring &S) { return S.size(); }

std::string negativeModified(std::string S) { S += "x"; return S; }
