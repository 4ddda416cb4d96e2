// One fix form of each strcost check, in a header that C++11 code includes as
// well (see strcost-header-standard.cpp): analysed from a C++17 or C++20 unit
// under the default HeaderMinimumStandard (c++11), the fixed header must still
// compile as C++11.
#ifndef FORMS_H
#define FORMS_H
// CHECK-FIXES: #include <strcost/str_cat.h>
#include <cstring>
#include <map>
#include <sstream>
#include <string>

// strcost-chained-concatenation: strcost::str_cat works from C++11.
inline std::string chained(const std::string &A, const std::string &B) {
  return A + "/" + B + ".txt";
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 4 pieces by chained 'operator+' {{.*}} [strcost-chained-concatenation]
  // CHECK-FIXES: return strcost::str_cat(A, "/", B, ".txt");
}

// strcost-loop-growth: reserve and += are C++98.
inline std::string grown(int N) {
  std::string S;
  for (int I = 0; I < N; ++I)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'S' grows by 2 characters on each of a number of iterations {{.*}} [strcost-loop-growth]
    S = S + "ab";
  // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 'S' is copied into a new string on every loop iteration {{.*}} [strcost-loop-growth]
  // CHECK-FIXES: S.reserve(S.size() + (N > 0 ? static_cast<std::size_t>(N) * 2 : 0));
  // CHECK-FIXES: S += "ab";
  return S;
}

// strcost-read-only-copy: const auto & is C++11; a view needs C++17.
inline std::size_t copiedWhole(const std::string &Name) {
  std::string Copy = Name;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Copy' copies 'Name' only to read it{{.*}} [strcost-read-only-copy]
  // CHECK-FIXES: const auto &Copy = Name;
  return Copy.size();
}
inline std::size_t copiedPart(const std::string &Name) {
  std::string Part = Name.substr(1);
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Part' {{.*}} [strcost-read-only-copy]
  // CHECK-MESSAGES: :[[@LINE-2]]:15: note: no fix-it: std::string_view needs C++17, and this header may be included from C++11 translation units (option HeaderMinimumStandard)
  return Part.size();
}

// strcost-redundant-length-scan: size() is C++98.
inline std::size_t scanned(const std::string &S) { return std::strlen(S.c_str()); }
// CHECK-MESSAGES: :[[@LINE-1]]:59: warning: 'strlen' of 'c_str()' rescans {{.*}} [strcost-redundant-length-scan]
// CHECK-FIXES: inline std::size_t scanned(const std::string &S) { return S.size(); }

// strcost-repeated-lookup: an init-statement and try_emplace need C++17.
inline std::string looked(const std::map<std::string, std::string> &M, const std::string &K) {
  std::string R;
  if (M.find(K) != M.end()) {
    R = M.at(K);
    // CHECK-MESSAGES: :[[@LINE-1]]:11: warning: 'at' looks up the same key again after 'find' {{.*}} [strcost-repeated-lookup]
    // CHECK-FIXES: auto it = M.find(K);
    // CHECK-FIXES-NEXT: if (it != M.end()) {
    // CHECK-FIXES-NEXT: R = it->second;
  }
  return R;
}
inline void inserted(std::map<std::string, int> &M, const std::string &K) {
  if (!M.count(K))
    M[K] = 1;
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 'operator[]' looks up the same key again after 'count' found it absent{{.*}} [strcost-repeated-lookup]
  // CHECK-MESSAGES: :[[@LINE-2]]:5: note: no fix-it: 'try_emplace' needs C++17, and this header may be included from C++11 translation units (option HeaderMinimumStandard)
}

// strcost-stream-concatenation: strcost::str_cat of strings and integers
// works from C++11.
inline std::string streamed(const std::string &A, int N) {
  std::ostringstream OS;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'OS' only concatenates{{.*}} [strcost-stream-concatenation]
  OS << A << ": " << N;
  return OS.str();
  // CHECK-FIXES: return strcost::str_cat(A, ": ", N);
}

// strcost-string-by-value-param: a view needs C++17; const& does not.
inline std::size_t byValue(std::string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:40: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'const std::string &' [strcost-string-by-value-param]
// CHECK-MESSAGES: :[[@LINE-2]]:40: note: 'std::string_view' not offered: std::string_view needs C++17, and this header may be included from C++11 translation units (option HeaderMinimumStandard)
// CHECK-FIXES: inline std::size_t byValue(const std::string &S) { return S.size(); }

// strcost-string-constant: a constexpr std::string_view needs C++17.
const std::string kHeaderName = "a constant name longer than the small buffer";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kHeaderName' {{.*}} [strcost-string-constant]
// CHECK-MESSAGES: :[[@LINE-2]]:19: note: no fix-it: std::string_view needs C++17, and this header may be included from C++11 translation units (option HeaderMinimumStandard)
inline std::size_t useConstant() { return kHeaderName.size(); }

// strcost-temporary-lookup-key: std::less<> needs C++14.
struct Table {
  std::map<std::string, int> Entries;
  int find(const char *Name) const {
    auto It = Entries.find(Name);
    // CHECK-MESSAGES: :[[@LINE-1]]:28: warning: 'find' with a 'const char *' key {{.*}} [strcost-temporary-lookup-key]
    // CHECK-MESSAGES: :[[@LINE-4]]:30: note: no fix-it: 'std::less<>' needs C++14, and this header may be included from C++11 translation units (option HeaderMinimumStandard); {{.*}}
    return It == Entries.end() ? 0 : It->second;
  }
};

// strcost-temporary-string-argument: a view parameter needs C++17.
inline bool takesRef(const std::string &S) { return S.empty(); }
inline bool passesTemporary() { return takesRef("a literal well past the small buffer"); }
// CHECK-MESSAGES: :[[@LINE-1]]:49: warning: passing a string literal to 'takesRef' {{.*}} [strcost-temporary-string-argument]
// CHECK-MESSAGES: :[[@LINE-3]]:41: note: no fix-it: std::string_view needs C++17, and this header may be included from C++11 translation units (option HeaderMinimumStandard)

inline std::size_t useAll(std::map<std::string, std::string> &M, std::map<std::string, int> &C,
                          const std::string &K) {
  inserted(C, K);
  Table T;
  return chained(K, K).size() + grown(2).size() + copiedWhole(K) + copiedPart(K) +
         scanned(K) + looked(M, K).size() + streamed(K, 1).size() + byValue(K) +
         useConstant() + T.find("n") + passesTemporary();
}
#endif
