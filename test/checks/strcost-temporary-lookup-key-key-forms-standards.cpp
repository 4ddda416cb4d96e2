// RUN: %check_strcost -check-suffix=CXX11 %s strcost-temporary-lookup-key %t -- -- -std=c++11
// RUN: %check_strcost -check-suffix=CXX14 %s strcost-temporary-lookup-key %t -- -- -std=c++14
// RUN: %check_strcost -check-suffix=CXX14 %s strcost-temporary-lookup-key %t -- -- -std=c++14 -stdlib=libc++
// RUN: %check_strcost -check-suffix=MIN14 %s strcost-temporary-lookup-key %t -- \
// RUN:   -config="{CheckOptions: {MinimumStandard: c++14}}" -- -std=c++17

// Before C++17 there is no view: String(s, pos, n), a braced pointer and
// count and String(first, last) of iterators keep their temporary with a
// transparent comparator too, so they are not flagged (C++11 has no
// transparent lookup at all). A braced C string is: the transparent lookup
// takes the pointer once the braces go. Analysed as C++17 but also built as
// C++14, the finding says why it has no fix-it.

#include <map>
#include <string>
#include <vector>

void positiveStringPart(const std::string &Text) {
  std::map<std::string, int> M;
  (void)M.find(std::string(Text, 1, 2));
  // CHECK-MESSAGES-MIN14: :[[@LINE-1]]:16: warning: 'find' with a substring key
  // CHECK-MESSAGES-MIN14: :[[@LINE-2]]:16: note: cost per execution
  // CHECK-MESSAGES-MIN14: :[[@LINE-3]]:16: note: no fix-it: a 'std::string_view' key needs C++17, and this file is also built as C++14 (option MinimumStandard)
  // CHECK-FIXES-CXX14: std::map<std::string, int> M;
  // CHECK-FIXES-CXX14-NEXT: (void)M.find(std::string(Text, 1, 2));
}

void positiveBracedPointerCount(const char *P, std::size_t N) {
  std::map<std::string, int> M;
  (void)M.count({P, N});
  // CHECK-MESSAGES-MIN14: :[[@LINE-1]]:17: warning: 'count' with a key of a 'const char *' and a length
  // CHECK-MESSAGES-MIN14: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-MESSAGES-MIN14: :[[@LINE-3]]:17: note: no fix-it: a 'std::string_view' key needs C++17
  // CHECK-FIXES-CXX14: (void)M.count({P, N});
}

void positiveIterators(const std::vector<char> &Chars) {
  std::map<std::string, int> M;
  (void)M.count(std::string(Chars.begin(), Chars.end()));
  // CHECK-MESSAGES-MIN14: :[[@LINE-1]]:17: warning: 'count' with a key of an iterator range
  // CHECK-MESSAGES-MIN14: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-MESSAGES-MIN14: :[[@LINE-3]]:17: note: no fix-it: a 'std::string_view' key needs C++17
  // CHECK-FIXES-CXX14: (void)M.count(std::string(Chars.begin(), Chars.end()));
}

// The braces go and the pointer is passed as it is (no view before C++17).
void positiveBracedCString(const char *P) {
  std::map<std::string, int> M;
  (void)M.count({P});
  // CHECK-MESSAGES-CXX14: :[[@LINE-1]]:17: warning: 'count' with a 'const char *' key constructs a temporary std::string on every lookup
  // CHECK-MESSAGES-CXX14: :[[@LINE-2]]:17: note: cost per execution
  // CHECK-MESSAGES-MIN14: :[[@LINE-3]]:17: warning: 'count' with a 'const char *' key constructs a temporary std::string on every lookup
  // CHECK-MESSAGES-MIN14: :[[@LINE-4]]:17: note: cost per execution
  // CHECK-FIXES-CXX11: (void)M.count({P});
  // CHECK-FIXES-CXX14: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-CXX14-NEXT: (void)M.count(P);
  // CHECK-FIXES-MIN14: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-MIN14-NEXT: (void)M.count(P);
}
