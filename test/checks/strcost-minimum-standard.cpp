// RUN: %check_strcost -check-suffixes=,MIN11 %s 'strcost-*' %t -- \
// RUN:   -config="{CheckOptions: {MinimumStandard: c++11, strcost-string-by-value-param.PreferredFix: string-view}}" \
// RUN:   -- -std=c++17
// RUN: %clangxx -fsyntax-only -std=c++11 -pedantic-errors -Werror -I%runtime_include %t.cpp
// RUN: %check_strcost -check-suffixes=,MIN11 %s 'strcost-*' %t -- \
// RUN:   -config="{CheckOptions: {MinimumStandard: c++11, strcost-string-by-value-param.PreferredFix: string-view}}" \
// RUN:   -- -std=c++17 -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing
// RUN: %clangxx -fsyntax-only -std=c++11 -pedantic-errors -Werror -I%runtime_include %t.cpp
// RUN: %check_strcost -check-suffixes=,CXX17 %s 'strcost-*' %t -- \
// RUN:   -config="{CheckOptions: {strcost-string-by-value-param.PreferredFix: string-view}}" \
// RUN:   -- -std=c++17

// Issue 35: a file the project also builds as C++11 (another configuration of
// its build), analysed from the C++17 one. With MinimumStandard: c++11 every
// check writes only C++11 forms in it, or declines with the reason, and the
// fixed file compiles as C++11; without the option (CXX17) the C++17 forms
// come back.

#include <cstring>
#include <map>
#include <sstream>
#include <string>
// CHECK-FIXES: #include <strcost/str_cat.h>
// CHECK-FIXES-CXX17: #include <string_view>

std::string chained(const std::string &A, const std::string &B) {
  return A + "/" + B + ".txt";
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 4 pieces by chained 'operator+' {{.*}} [strcost-chained-concatenation]
  // CHECK-FIXES: return strcost::str_cat(A, "/", B, ".txt");
}

std::string grown(int N) {
  std::string S;
  for (int I = 0; I < N; ++I)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'S' grows by 2 characters on each of a number of iterations {{.*}} [strcost-loop-growth]
    S = S + "ab";
  // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 'S' is copied into a new string on every loop iteration {{.*}} [strcost-loop-growth]
  // CHECK-FIXES: S.reserve(S.size() + (N > 0 ? static_cast<std::size_t>(N) * 2 : 0));
  // CHECK-FIXES: S += "ab";
  return S;
}

std::size_t copiedWhole(const std::string &Name) {
  std::string Copy = Name;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Copy' copies 'Name' only to read it; a 'const auto &' {{.*}} [strcost-read-only-copy]
  // CHECK-FIXES: const auto &Copy = Name;
  return Copy.size();
}

std::size_t copiedPart(const std::string &Name) {
  std::string Part = Name.substr(1);
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Part' copies a substring of 'Name' only to read it{{.*}} [strcost-read-only-copy]
  // CHECK-MESSAGES-MIN11: :[[@LINE-2]]:15: note: no fix-it: std::string_view needs C++17, and this file is also built as C++11 (option MinimumStandard)
  // CHECK-FIXES-MIN11: std::string Part = Name.substr(1);
  // CHECK-FIXES-CXX17: std::string_view Part = std::string_view(Name).substr(1);
  return Part.size();
}

std::size_t scanned(const std::string &S) { return std::strlen(S.c_str()); }
// CHECK-MESSAGES: :[[@LINE-1]]:52: warning: 'strlen' of 'c_str()' rescans {{.*}} [strcost-redundant-length-scan]
// CHECK-FIXES: std::size_t scanned(const std::string &S) { return S.size(); }

std::string looked(const std::map<std::string, std::string> &M, const std::string &K) {
  std::string R;
  if (M.find(K) != M.end()) {
    R = M.at(K);
    // CHECK-MESSAGES: :[[@LINE-1]]:11: warning: 'at' looks up the same key again after 'find' {{.*}} [strcost-repeated-lookup]
    // CHECK-FIXES-MIN11: auto it = M.find(K);
    // CHECK-FIXES-MIN11-NEXT: if (it != M.end()) {
    // CHECK-FIXES-MIN11-NEXT: R = it->second;
    // CHECK-FIXES-CXX17: if (auto it = M.find(K); it != M.end()) {
    // CHECK-FIXES-CXX17-NEXT: R = it->second;
  }
  return R;
}

void inserted(std::map<std::string, int> &M, const std::string &K) {
  if (!M.count(K))
    M[K] = 1;
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 'operator[]' looks up the same key again after 'count' found it absent{{.*}} [strcost-repeated-lookup]
  // CHECK-MESSAGES-MIN11: :[[@LINE-2]]:5: note: no fix-it: 'try_emplace' needs C++17, and this file is also built as C++11 (option MinimumStandard)
  // CHECK-FIXES-MIN11: M[K] = 1;
  // CHECK-FIXES-CXX17: M.try_emplace(K, 1);
}

std::string streamed(const std::string &A, int N) {
  std::ostringstream OS;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'OS' only concatenates{{.*}} [strcost-stream-concatenation]
  OS << A << ": " << N;
  return OS.str();
  // CHECK-FIXES: return strcost::str_cat(A, ": ", N);
}

std::size_t byValue(std::string S) { return S.size(); }
// CHECK-MESSAGES-MIN11: :[[@LINE-1]]:33: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'const std::string &' [strcost-string-by-value-param]
// CHECK-MESSAGES-MIN11: :[[@LINE-2]]:33: note: 'std::string_view' not offered: std::string_view needs C++17, and this file is also built as C++11 (option MinimumStandard)
// CHECK-FIXES-MIN11: std::size_t byValue(const std::string &S) { return S.size(); }
// CHECK-MESSAGES-CXX17: :[[@LINE-4]]:33: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'std::string_view' [strcost-string-by-value-param]
// CHECK-FIXES-CXX17: std::size_t byValue(std::string_view S) { return S.size(); }

// The report of issue 35: a test file the project also builds as C++11.
const std::string kName = "a constant name longer than the small buffer";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kName' {{.*}} [strcost-string-constant]
// CHECK-MESSAGES-MIN11: :[[@LINE-2]]:19: note: no fix-it: std::string_view needs C++17, and this file is also built as C++11 (option MinimumStandard)
// CHECK-FIXES-MIN11: const std::string kName = "a constant name longer than the small buffer";
// CHECK-FIXES-CXX17: constexpr std::string_view kName = "a constant name longer than the small buffer";
std::size_t useConstant() { return kName.size(); }

int found(const char *Name) {
  std::map<std::string, long> Entries;
  auto It = Entries.find(Name);
  // CHECK-MESSAGES: :[[@LINE-1]]:26: warning: 'find' with a 'const char *' key {{.*}} [strcost-temporary-lookup-key]
  // CHECK-MESSAGES-MIN11: :[[@LINE-3]]:31: note: no fix-it: 'std::less<>' needs C++14, and this file is also built as C++11 (option MinimumStandard); {{.*}}
  // CHECK-FIXES-MIN11: std::map<std::string, long> Entries;
  // CHECK-FIXES-MIN11-NEXT: auto It = Entries.find(Name);
  // CHECK-FIXES-CXX17: std::map<std::string, long, std::less<>> Entries;
  // CHECK-FIXES-CXX17-NEXT: auto It = Entries.find(std::string_view(Name));
  return It == Entries.end() ? 0 : It->second;
}

static bool takesRef(const std::string &S) { return S.empty(); }
bool passesTemporary() { return takesRef("a literal well past the small buffer"); }
// CHECK-MESSAGES: :[[@LINE-1]]:42: warning: passing a string literal to 'takesRef' {{.*}} [strcost-temporary-string-argument]
// CHECK-MESSAGES-MIN11: :[[@LINE-3]]:41: note: no fix-it: std::string_view needs C++17, and this file is also built as C++11 (option MinimumStandard)
// CHECK-FIXES-MIN11: static bool takesRef(const std::string &S) { return S.empty(); }
// CHECK-FIXES-CXX17: static bool takesRef(std::string_view S) { return S.empty(); }
