// RUN: %check_strcost %s strcost-temporary-lookup-key %t -- -- -std=c++20
// CHECK-FIXES: #include <strcost/lookup.h>

// Nothing spelled inside a macro is rewritten: the finding stays, with a note.
// A container whose declaration is fixed from a call outside the macro still
// compiles at the call inside it: a transparent container takes the C string
// key as it is.

#include <map>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>

#define FIND(Container, Key) (Container).find(Key)
#define KEY "key"
#define NAME_SET std::set<std::string>

void positiveCallInMacro(const char *Key) {
  std::map<std::string, int> M;
  FIND(M, Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:11: warning: 'find' with a 'const char *' key constructs a temporary std::string on every lookup
  // CHECK-MESSAGES: :[[@LINE-2]]:11: note: no fix-it: the call is spelled inside a macro
}

void positiveKeyInMacro() {
  std::map<std::string, long> M;
  M.find(KEY);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a string literal key
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: the key is spelled inside a macro
}

void positiveTypeInMacro(const char *Key) {
  NAME_SET S;
  S.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-3]]:12: note: no fix-it: its type is spelled inside a macro
}

// One call outside the macro carries the declaration edit; the one inside
// keeps its key and compiles against the transparent container.
void positiveMixed(const char *A, const char *B) {
  std::map<std::string, short> M;
  M.find(A);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key
  FIND(M, B);
  // CHECK-MESSAGES: :[[@LINE-1]]:11: warning: 'find' with a 'const char *' key
  // CHECK-MESSAGES: :[[@LINE-2]]:11: note: no fix-it: the call is spelled inside a macro
  // CHECK-FIXES: std::map<std::string, short, std::less<>> M;
  // CHECK-FIXES-NEXT: M.find(std::string_view(A));
  // CHECK-FIXES: FIND(M, B);
}

// NOLINT silences one finding, and the fix-it it would carry.
void negativeNolint(const char *Key) {
  std::map<std::string, char> M;
  M.find(Key); // NOLINT
  // CHECK-FIXES: std::map<std::string, char> M;
}

// The include goes with a fix that is not silenced: the first container's
// finding is NOLINTed, the second's carries <strcost/lookup.h> (without it the
// fixed file would not compile).
void negativeNolintUnordered(const char *Key) {
  std::unordered_map<std::string, char> M;
  M.find(Key); // NOLINT
  // CHECK-FIXES: std::unordered_map<std::string, char> M;
}
void positiveIncludeAfterNolint(const char *Key) {
  std::unordered_map<std::string, short> M;
  M.find(Key);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' with a 'const char *' key
  // CHECK-FIXES: std::unordered_map<std::string, short, strcost::string_hash, std::equal_to<>> M;
}
