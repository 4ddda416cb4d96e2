// RUN: %check_strcost -check-suffixes=,17 %s strcost-repeated-lookup %t -- -- -std=c++17
// RUN: %check_strcost -check-suffixes=,11 %s strcost-repeated-lookup %t -- -- -std=c++11
// RUN: %check_strcost -check-suffixes=,17 %s strcost-repeated-lookup %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// Two tests of the same key, one after the other: an early exit
// (`if (!m.count(k)) return;`) and then another `if` on the key, or one `if`
// inside the branch of another that found the key. The first test's walk
// reaches the second `if` and rewrites the lookups in it; the second `if`'s
// own fix would rewrite the same lookups (clang-tidy applies only one of two
// overlapping fixes, and drops a second warning with the same text at the
// same place). So the second is folded into the first (not reported) when
// the first rewrites all its lookups, and is reported without a fix-it when
// the first rewrites some. Where the first walk stops before the second
// `if`, each is fixed on its own, with fixes that do not touch.

#include <map>
#include <string>
#include <unordered_map>

void use(int);
void other();

int positiveEarlyExitThenCount(std::map<std::string, int> &m,
                               const std::string &k) {
  if (!m.count(k))
    return 0;
  if (m.count(k))
    use(m[k]);
// CHECK-MESSAGES: :[[@LINE-1]]:9: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns [strcost-repeated-lookup]
  return 1;
}
// CHECK-FIXES: {{^}}int positiveEarlyExitThenCount({{.*}}
// CHECK-FIXES-NEXT: {{^}}                               const std::string &k) {{{$}}
// CHECK-FIXES-NEXT: {{^}}  auto it = m.find(k);{{$}}
// CHECK-FIXES-NEXT: {{^}}  if (it == m.end()){{$}}
// CHECK-FIXES-NEXT: {{^}}    return 0;{{$}}
// CHECK-FIXES-NEXT: {{^}}  if (m.count(k)){{$}}
// CHECK-FIXES-NEXT: {{^}}    use(it->second);{{$}}

// The early exit's walk reads the second test's find(), and the at() after
// it too (comparing iterators changes no container, whether the library's
// operator is in std, std::__1 or std::__detail): the second `if` is folded
// into the first, with libstdc++ and libc++ alike.
int positiveEarlyExitThenFind(const std::unordered_map<std::string, int> &m,
                              const std::string &k) {
  if (m.find(k) == m.end())
    return 0;
  if (m.find(k) != m.end())
// CHECK-MESSAGES: :[[@LINE-1]]:9: warning: 'find' looks up the same key again after 'find' found it, hashing the key a second time; use the iterator 'find' returns
    use(m.at(k));
  return 1;
}
// CHECK-FIXES: {{^}}int positiveEarlyExitThenFind({{.*}}
// CHECK-FIXES-NEXT: {{^}}                              const std::string &k) {{{$}}
// CHECK-FIXES-NEXT: {{^}}  auto it = m.find(k);{{$}}
// CHECK-FIXES-NEXT: {{^}}  if (it == m.end()){{$}}
// CHECK-FIXES-NEXT: {{^}}    return 0;{{$}}
// CHECK-FIXES-NEXT: {{^}}  if (it != m.end()){{$}}
// CHECK-FIXES: {{^}}    use(it->second);{{$}}

int positiveTwoEarlyExits(std::map<std::string, int> &m, const std::string &k) {
  if (!m.count(k))
    return 0;
  if (m.count(k) == 0)
    return 1;
  return m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'operator[]' looks up the same key again after 'count' found it
}
// CHECK-FIXES: {{^}}int positiveTwoEarlyExits({{.*}}) {{{$}}
// CHECK-FIXES-NEXT: {{^}}  auto it = m.find(k);{{$}}
// CHECK-FIXES-NEXT: {{^}}  if (it == m.end()){{$}}
// CHECK-FIXES-NEXT: {{^}}    return 0;{{$}}
// CHECK-FIXES-NEXT: {{^}}  if (m.count(k) == 0){{$}}
// CHECK-FIXES-NEXT: {{^}}    return 1;{{$}}
// CHECK-FIXES-NEXT: {{^}}  return it->second;{{$}}

void positiveNestedTests(std::map<std::string, int> &m, const std::string &k) {
  if (m.count(k)) {
    if (m.count(k))
      use(m[k]);
// CHECK-MESSAGES: :[[@LINE-1]]:11: warning: 'operator[]' looks up the same key again after 'count' found it
  }
}
// CHECK-FIXES: {{^}}void positiveNestedTests({{.*}}) {{{$}}
// CHECK-FIXES-17: {{^}}  if (auto it = m.find(k); it != m.end()) {{{$}}
// CHECK-FIXES-11: {{^}}  auto it = m.find(k);{{$}}
// CHECK-FIXES-11-NEXT: {{^}}  if (it != m.end()) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    if (m.count(k)){{$}}
// CHECK-FIXES-NEXT: {{^}}      use(it->second);{{$}}

// The insertion after the early exit never runs; the early exit's fix
// rewrites its lookup, so the insertion's own fix would overlap it.
void positiveEarlyExitThenInsertion(std::map<std::string, int> &m,
                                    const std::string &k) {
  if (!m.count(k))
    return;
  if (!m.count(k))
    m[k] = 1;
// CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 'operator[]' looks up the same key again after 'count' found it, comparing
// CHECK-MESSAGES: :[[@LINE-2]]:5: warning: 'operator[]' looks up the same key again after 'count' on line [[@LINE-3]] found it absent
// CHECK-MESSAGES: :[[@LINE-3]]:5: note: no fix-it: the fix of the 'if' on line [[@LINE-6]] rewrites the same lookup
}
// CHECK-FIXES: {{^}}void positiveEarlyExitThenInsertion({{.*}}
// CHECK-FIXES-NEXT: {{^}}                                    const std::string &k) {{{$}}
// CHECK-FIXES-NEXT: {{^}}  auto it = m.find(k);{{$}}
// CHECK-FIXES-NEXT: {{^}}  if (it == m.end()){{$}}
// CHECK-FIXES-NEXT: {{^}}    return;{{$}}
// CHECK-FIXES-NEXT: {{^}}  if (!m.count(k)){{$}}
// CHECK-FIXES-NEXT: {{^}}    it->second = 1;{{$}}

// The early exit's walk stops at other(): the second `if` is fixed on its
// own. Before C++17 both iterators are declared in the block, under two
// names; from C++17 the second is the `if`'s own.
int positiveBothFixed(std::map<std::string, int> &m, const std::string &k) {
  if (!m.count(k))
    return 0;
  int a = m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:11: warning: 'operator[]' looks up the same key again after 'count' found it
  other();
  if (m.count(k))
    use(m[k]);
// CHECK-MESSAGES: :[[@LINE-1]]:9: warning: 'operator[]' looks up the same key again after 'count' found it
  return a;
}
// CHECK-FIXES: {{^}}int positiveBothFixed({{.*}}) {{{$}}
// CHECK-FIXES-NEXT: {{^}}  auto it = m.find(k);{{$}}
// CHECK-FIXES-NEXT: {{^}}  if (it == m.end()){{$}}
// CHECK-FIXES-NEXT: {{^}}    return 0;{{$}}
// CHECK-FIXES-NEXT: {{^}}  int a = it->second;{{$}}
// CHECK-FIXES: {{^}}  other();{{$}}
// CHECK-FIXES-17-NEXT: {{^}}  if (auto it = m.find(k); it != m.end()){{$}}
// CHECK-FIXES-11-NEXT: {{^}}  auto found = m.find(k);{{$}}
// CHECK-FIXES-11-NEXT: {{^}}  if (found != m.end()){{$}}
// CHECK-FIXES-17-NEXT: {{^}}    use(it->second);{{$}}
// CHECK-FIXES-11-NEXT: {{^}}    use(found->second);{{$}}

// A non-const container's end() changes nothing either (nor does begin()):
// the second `if` is folded into the first, as with a const container.
void positiveNonConstEnd(std::unordered_map<std::string, int> &m,
                         const std::string &k) {
  if (m.find(k) == m.end())
    return;
  if (m.find(k) != m.end())
// CHECK-MESSAGES: :[[@LINE-1]]:9: warning: 'find' looks up the same key again after 'find' found it, hashing
    use(m.at(k));
}
// CHECK-FIXES: {{^}}void positiveNonConstEnd({{.*}}
// CHECK-FIXES-NEXT: {{^}}                         const std::string &k) {{{$}}
// CHECK-FIXES-NEXT: {{^}}  auto it = m.find(k);{{$}}
// CHECK-FIXES-NEXT: {{^}}  if (it == m.end()){{$}}
// CHECK-FIXES-NEXT: {{^}}    return;{{$}}
// CHECK-FIXES-NEXT: {{^}}  if (it != m.end()){{$}}
// CHECK-FIXES: {{^}}    use(it->second);{{$}}

// Another key: nothing in common.
void positiveOtherKey(std::map<std::string, int> &m, const std::string &a,
                      const std::string &b) {
  if (!m.count(a))
    return;
  if (m.count(b))
    use(m[b]);
// CHECK-MESSAGES: :[[@LINE-1]]:9: warning: 'operator[]' looks up the same key again after 'count' found it
}
