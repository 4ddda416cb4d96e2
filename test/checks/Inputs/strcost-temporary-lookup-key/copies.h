// Keys that copy characters held elsewhere, in a header that translation
// units of other standards may include: the view needs C++17; a view of a
// pair of pointers is View(first, last) from C++20, View(first, last -
// first) before (see the test that includes it).
#ifndef COPIES_H
#define COPIES_H

#include <set>
#include <string>
#include <string_view>

inline std::size_t countPrefix(const std::set<std::string, std::less<>> &S,
                               const char *P, std::size_t N) {
  return S.count(std::string(P, N));
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:18: warning: 'count' with a key of a 'const char *' and a length
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-2]]:18: note: cost per execution
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-3]]:18: note: no fix-it: a 'std::string_view' key needs C++17, and this header may be included from C++11 translation units (option HeaderMinimumStandard)
  // CHECK-MESSAGES-CXX17: :[[@LINE-4]]:18: warning: 'count' with a key of a 'const char *' and a length
  // CHECK-MESSAGES-CXX17: :[[@LINE-5]]:18: note: cost per execution
  // CHECK-MESSAGES-CXX20: :[[@LINE-6]]:18: warning: 'count' with a key of a 'const char *' and a length
  // CHECK-MESSAGES-CXX20: :[[@LINE-7]]:18: note: cost per execution
  // CHECK-FIXES-DEFAULT: return S.count(std::string(P, N));
  // CHECK-FIXES-CXX17: return S.count(std::string_view(P, N));
  // CHECK-FIXES-CXX20: return S.count(std::string_view(P, N));
}

inline std::size_t countRange(const std::set<std::string, std::less<>> &S,
                              const char *First, const char *Last) {
  return S.count(std::string(First, Last));
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:18: warning: 'count' with a key of a 'const char *' range
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-2]]:18: note: cost per execution
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-3]]:18: note: no fix-it: a 'std::string_view' key needs C++17, and this header may be included from C++11 translation units (option HeaderMinimumStandard)
  // CHECK-MESSAGES-CXX17: :[[@LINE-4]]:18: warning: 'count' with a key of a 'const char *' range
  // CHECK-MESSAGES-CXX17: :[[@LINE-5]]:18: note: cost per execution
  // CHECK-MESSAGES-CXX20: :[[@LINE-6]]:18: warning: 'count' with a key of a 'const char *' range
  // CHECK-MESSAGES-CXX20: :[[@LINE-7]]:18: note: cost per execution
  // CHECK-FIXES-DEFAULT: return S.count(std::string(First, Last));
  // CHECK-FIXES-CXX17: return S.count(std::string_view(First, static_cast<std::size_t>(Last - First)));
  // CHECK-FIXES-CXX20: return S.count(std::string_view(First, Last));
}

inline std::size_t countTail(const std::set<std::string, std::less<>> &S,
                             const std::string &Text) {
  return S.count(Text.substr(1));
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:18: warning: 'count' with a substring key
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-2]]:18: note: cost per execution
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-3]]:18: note: no fix-it: a 'std::string_view' key needs C++17, and this header may be included from C++11 translation units (option HeaderMinimumStandard)
  // CHECK-MESSAGES-CXX17: :[[@LINE-4]]:18: warning: 'count' with a substring key
  // CHECK-MESSAGES-CXX17: :[[@LINE-5]]:18: note: cost per execution
  // CHECK-MESSAGES-CXX20: :[[@LINE-6]]:18: warning: 'count' with a substring key
  // CHECK-MESSAGES-CXX20: :[[@LINE-7]]:18: note: cost per execution
  // CHECK-FIXES-DEFAULT: return S.count(Text.substr(1));
  // CHECK-FIXES-CXX17: return S.count(std::string_view(Text).substr(1));
  // CHECK-FIXES-CXX20: return S.count(std::string_view(Text).substr(1));
}

#endif
