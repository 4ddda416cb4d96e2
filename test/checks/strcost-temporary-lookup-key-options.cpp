// RUN: %check_strcost %s strcost-temporary-lookup-key %t -- \
// RUN:   -config="{CheckOptions: {strcost-temporary-lookup-key.UnorderedHash: 'my::StringHash', strcost-temporary-lookup-key.UnorderedHashHeader: '\"myhash.h\"', strcost-temporary-lookup-key.UnorderedEqual: 'std::equal_to<void>', strcost-temporary-lookup-key.WrapStringLiterals: 'false'}}" \
// RUN:   -- -std=c++20 -I %S/Inputs/strcost-temporary-lookup-key
// RUN: %check_strcost -check-suffix=NOHEADER %s strcost-temporary-lookup-key %t -- \
// RUN:   -config="{CheckOptions: {strcost-temporary-lookup-key.UnorderedHash: 'my::StringHash', strcost-temporary-lookup-key.UnorderedHashHeader: ''}}" \
// RUN:   -- -std=c++20 -I %S/Inputs/strcost-temporary-lookup-key

// A project's own transparent hash and equality, the header that declares
// it (or none, when it is already included), and string literals kept as
// they are.

#include "myhash.h"

#include <map>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

void positiveCustomHash(const char *Key) {
  std::unordered_map<std::string, int> M;
  M.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key
  // CHECK-MESSAGES-NOHEADER: :[[@LINE-2]]:10: warning: 'find' with a 'const char *' key
  // CHECK-FIXES: std::unordered_map<std::string, int, my::StringHash, std::equal_to<void>> M;
  // CHECK-FIXES-NOHEADER: std::unordered_map<std::string, int, my::StringHash, std::equal_to<>> M;
}

void positiveLiteralKept() {
  std::map<std::string, int> M;
  M.find("key");
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a string literal key
  // CHECK-MESSAGES-NOHEADER: :[[@LINE-2]]:10: warning: 'find' with a string literal key
  // CHECK-FIXES: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-NEXT: M.find("key");
  // CHECK-FIXES-NOHEADER: std::map<std::string, int, std::less<>> M;
  // CHECK-FIXES-NOHEADER-NEXT: M.find(std::string_view("key"));
}

// A custom hash is for char keys: a wide key gets no fix.
void positiveWideWithCustomHash(const wchar_t *Key) {
  std::unordered_set<std::wstring> S;
  S.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const wchar_t *' key
  // CHECK-MESSAGES: :[[@LINE-3]]:36: note: no fix-it: the option 'UnorderedHash' names a hash for 'char' keys only; a container declared with 'my::StringHash, std::equal_to<void>' here would take the key as it is
  // CHECK-MESSAGES-NOHEADER: :[[@LINE-3]]:10: warning: 'find' with a 'const wchar_t *' key
}
