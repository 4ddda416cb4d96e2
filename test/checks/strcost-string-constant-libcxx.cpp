// REQUIRES: libcxx
// RUN: %check_strcost %s strcost-string-constant %t -- -- -std=c++17 -stdlib=libc++
// RUN: %check_strcost %s strcost-string-constant %t -- -- -std=c++20 -stdlib=libc++ \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// libc++ keeps std::string in std::__1 and 22 characters inline (libstdc++
// 15): a 20-character constant is built without a heap allocation there.

#include <iostream>
#include <memory_resource>
#include <string>
// CHECK-FIXES: #include <string_view>

const std::string kTwentyCharacters = "twenty characters!!!";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kTwentyCharacters' is built by a dynamic initialiser and destroyed at exit; a 'constexpr std::string_view' of the literal costs nothing [strcost-string-constant]
// CHECK-FIXES: constexpr std::string_view kTwentyCharacters = "twenty characters!!!";

const std::string kTwentyThree = "twenty-three characters";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kTwentyThree' is built, allocating on the heap, by a dynamic initialiser
// CHECK-FIXES: constexpr std::string_view kTwentyThree = "twenty-three characters";

const std::wstring kWide = L"wide";
// CHECK-MESSAGES: :[[@LINE-1]]:20: warning: string constant 'kWide' {{.*}} 'constexpr std::wstring_view'
// CHECK-FIXES: constexpr std::wstring_view kWide = L"wide";

void positivePrinted() {
  std::cout << kTwentyCharacters << kTwentyThree.size() << kWide.size();
  static const std::string kLocal = "local";
  // CHECK-MESSAGES: :[[@LINE-1]]:28: warning: string constant 'kLocal' is built on the first call
  // CHECK-FIXES: static constexpr std::string_view kLocal = "local";
  std::cout << kLocal;
}

const std::string kNeeded = "needed";
const char *negativeCStr() { return kNeeded.c_str(); }
void takeRef(const std::string &);
void negativeConstRef() { takeRef(kNeeded); }
