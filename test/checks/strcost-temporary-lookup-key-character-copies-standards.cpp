// RUN: %check_strcost -check-suffix=CXX11 %s strcost-temporary-lookup-key %t -- -- -std=c++11
// RUN: %check_strcost -check-suffix=CXX14 %s strcost-temporary-lookup-key %t -- -- -std=c++14
// RUN: %check_strcost -check-suffix=MIN14 %s strcost-temporary-lookup-key %t -- \
// RUN:   -config="{CheckOptions: {MinimumStandard: c++14}}" -- -std=c++17

// String(p, n) and s.substr(pos, n) keys need a view (C++17) to lose their
// temporary: before C++17 a transparent comparator alone would change
// nothing, so they are not flagged; a C string key next to them still is.
// Analysed as C++17 but also built as C++14 (MinimumStandard), the finding
// says why it has no fix-it.

#include <map>
#include <string>

void positivePointerCount(const char *P, std::size_t N) {
  std::map<std::string, int> M;
  M.find(std::string(P, N));
  // CHECK-MESSAGES-MIN14: :[[@LINE-1]]:10: warning: 'find' with a key of a 'const char *' and a length constructs a temporary std::string on every lookup
  // CHECK-MESSAGES-MIN14: :[[@LINE-2]]:10: note: cost per execution
  // CHECK-MESSAGES-MIN14: :[[@LINE-3]]:10: note: no fix-it: a 'std::string_view' key needs C++17, and this file is also built as C++14 (option MinimumStandard)
  // CHECK-FIXES-CXX11: std::map<std::string, int> M;
  // CHECK-FIXES-CXX11-NEXT: M.find(std::string(P, N));
  // CHECK-FIXES-CXX14: std::map<std::string, int> M;
  // CHECK-FIXES-CXX14-NEXT: M.find(std::string(P, N));
  // CHECK-FIXES-MIN14: std::map<std::string, int> M;
  // CHECK-FIXES-MIN14-NEXT: M.find(std::string(P, N));
}

void positiveSubstr(const std::string &Text) {
  std::map<std::string, int> M;
  M.count(Text.substr(1, 2));
  // CHECK-MESSAGES-MIN14: :[[@LINE-1]]:11: warning: 'count' with a substring key
  // CHECK-MESSAGES-MIN14: :[[@LINE-2]]:11: note: cost per execution
  // CHECK-MESSAGES-MIN14: :[[@LINE-3]]:11: note: no fix-it: a 'std::string_view' key needs C++17, and this file is also built as C++14 (option MinimumStandard)
  // CHECK-FIXES-CXX14: M.count(Text.substr(1, 2));
}

void positiveCStringNeighbour(const char *P) {
  std::map<std::string, int> M;
  M.find(P);
  // CHECK-MESSAGES-CXX14: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key constructs a temporary std::string on every lookup
  // CHECK-MESSAGES-CXX14: :[[@LINE-2]]:10: note: cost per execution
  // CHECK-MESSAGES-MIN14: :[[@LINE-3]]:10: warning: 'find' with a 'const char *' key constructs a temporary std::string on every lookup
  // CHECK-MESSAGES-MIN14: :[[@LINE-4]]:10: note: cost per execution
  // CHECK-FIXES-CXX11: std::map<std::string, int> M;
  // CHECK-FIXES-CXX14: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-CXX14-NEXT: M.find(P);
  // CHECK-FIXES-MIN14: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-MIN14-NEXT: M.find(P);
}
