// Constants of a header: every translation unit that includes it has them,
// and may use them in ways the analysed one does not show.
#pragma once
#include <string>
// CHECK-FIXES-FIX: #include <string_view>

const std::string kHeaderName = "header";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kHeaderName' is built by a dynamic initialiser and destroyed at exit; a 'constexpr std::string_view' of the literal costs nothing [strcost-string-constant]
// CHECK-MESSAGES: :[[@LINE-2]]:19: note: no fix-it: it is declared in a header, and the other translation units that include it may use it as a std::string (option FixInHeaders)
// CHECK-MESSAGES-FIX: :[[@LINE-3]]:19: warning: string constant 'kHeaderName'
// CHECK-FIXES-FIX: inline constexpr std::string_view kHeaderName = "header";
// CHECK-MESSAGES-STD: :[[@LINE-5]]:19: warning: string constant 'kHeaderName'
// CHECK-MESSAGES-STD: :[[@LINE-6]]:19: note: no fix-it: std::string_view needs C++17, and this header may be included from C++11 translation units (option HeaderMinimumStandard)

static const std::string kHeaderStatic = "static";
// CHECK-MESSAGES: :[[@LINE-1]]:26: warning: string constant 'kHeaderStatic'
// CHECK-MESSAGES: :[[@LINE-2]]:26: note: no fix-it: it is declared in a header
// CHECK-MESSAGES-FIX: :[[@LINE-3]]:26: warning: string constant 'kHeaderStatic'
// CHECK-FIXES-FIX: static constexpr std::string_view kHeaderStatic = "static";
// CHECK-MESSAGES-STD: :[[@LINE-5]]:26: warning: string constant 'kHeaderStatic'
// CHECK-MESSAGES-STD: :[[@LINE-6]]:26: note: no fix-it: std::string_view needs C++17

namespace {
const std::string kHeaderAnonymous = "anonymous";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kHeaderAnonymous'
// CHECK-MESSAGES: :[[@LINE-2]]:19: note: no fix-it: it is declared in a header
// CHECK-MESSAGES-FIX: :[[@LINE-3]]:19: warning: string constant 'kHeaderAnonymous'
// CHECK-FIXES-FIX: constexpr std::string_view kHeaderAnonymous = "anonymous";
// CHECK-MESSAGES-STD: :[[@LINE-5]]:19: warning: string constant 'kHeaderAnonymous'
// CHECK-MESSAGES-STD: :[[@LINE-6]]:19: note: no fix-it: std::string_view needs C++17
} // namespace

struct HeaderConfig {
  static inline const std::string kName = "config";
  // CHECK-MESSAGES: :[[@LINE-1]]:35: warning: string constant 'kName'
  // CHECK-MESSAGES: :[[@LINE-2]]:35: note: no fix-it: it is declared in a header
  // CHECK-MESSAGES-FIX: :[[@LINE-3]]:35: warning: string constant 'kName'
  // CHECK-FIXES-FIX: static inline constexpr std::string_view kName = "config";
  // CHECK-MESSAGES-STD: :[[@LINE-5]]:35: warning: string constant 'kName'
  // CHECK-MESSAGES-STD: :[[@LINE-6]]:35: note: no fix-it: std::string_view needs C++17
};

// A local's uses are all in its function: FixInHeaders does not matter, the
// standard every includer compiles does.
inline std::size_t headerLocal() {
  const std::string Local = "local";
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: string constant 'Local' is built on every call
  // CHECK-MESSAGES: :[[@LINE-2]]:21: note: no fix-it: std::string_view needs C++17
  // CHECK-MESSAGES-FIX: :[[@LINE-3]]:21: warning: string constant 'Local'
  // CHECK-FIXES-FIX: constexpr std::string_view Local = "local";
  // CHECK-MESSAGES-STD: :[[@LINE-5]]:21: warning: string constant 'Local'
  // CHECK-MESSAGES-STD: :[[@LINE-6]]:21: note: no fix-it: std::string_view needs C++17
  return Local.size();
}

const std::string kHeaderNeeded = "needed";
