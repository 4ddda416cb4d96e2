// RUN: %check_strcost %s strcost-read-only-copy %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-read-only-copy %t -- -- -std=c++20
// RUN: %check_strcost %s strcost-read-only-copy %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing
// RUN: %if libcxx %{ %check_strcost %s strcost-read-only-copy %t -- -- -std=c++20 -stdlib=libc++ %}

// A local that is never read is no read-only copy but an unused variable: a
// view or a reference in its place would be as pointless as the copy. Neither
// clang's nor GCC's -Wunused-variable sees it (std::string has a destructor),
// but saying "only to read it" of a variable nobody reads would mislead.

#include <string>

void negativeUnusedFromCString(const char *P) { std::string S = P; }

void negativeUnusedFromLiteral() { std::string S = "name"; }

void negativeUnusedCopy(const std::string &O) { std::string S = O; }

void negativeUnusedSubstr(const std::string &O) { std::string S = O.substr(1); }

void negativeUnusedMaybeUnused(const char *P) { [[maybe_unused]] std::string S = P; }

void negativeOnlyVoidCast(const char *P) {
  std::string S = P;
  (void)S;
}

void negativeOnlyAddressTaken(const std::string &O) {
  std::string S = O;
  const std::string *Q = &S;
  (void)Q;
}

void negativeOnlySizeof(const char *P) {
  std::string S = P;
  static_assert(sizeof(S) > 0, "");
}

template <class T> void negativeUnusedInTemplate(const char *P) { std::string S = P; }
template void negativeUnusedInTemplate<int>(const char *);

// One read is enough.
std::size_t positiveReadOnce(const char *P) {
  std::string S = P;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'S' copies the C string 'P' only to read it; a 'std::string_view' would not allocate or copy [strcost-read-only-copy]
  // CHECK-FIXES: std::string_view S = P;
  return S.size();
}

bool positiveCopyRead(const std::string &O) {
  std::string S = O;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'S' copies 'O' only to read it; a 'const auto &' would not allocate or copy [strcost-read-only-copy]
  // CHECK-FIXES: const auto &S = O;
  return S.empty();
}

void positiveReadInLambda(const char *P) {
  std::string S = P;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'S' copies the C string 'P' only to read it
  // CHECK-FIXES: std::string_view S = P;
  auto Size = [&] { return S.size(); };
  (void)Size();
}
