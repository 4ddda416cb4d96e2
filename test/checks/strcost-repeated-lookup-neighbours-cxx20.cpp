// RUN: %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++20

// Two tests of the same key with C++20's contains() (see
// strcost-repeated-lookup-neighbours.cpp): the first test's fix rewrites the
// lookups the second `if` would, and the second is not reported.

#include <map>
#include <string>
#include <unordered_map>

void use(int);

int positiveEarlyExitThenContains(std::map<std::string, int> &m,
                                  const std::string &k) {
  if (!m.contains(k))
    return 0;
  if (m.contains(k))
    use(m[k]);
// CHECK-MESSAGES: :[[@LINE-1]]:9: warning: 'operator[]' looks up the same key again after 'contains' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns [strcost-repeated-lookup]
  return 1;
}
// CHECK-FIXES: {{^}}int positiveEarlyExitThenContains({{.*}}
// CHECK-FIXES-NEXT: {{^}}                                  const std::string &k) {{{$}}
// CHECK-FIXES-NEXT: {{^}}  auto it = m.find(k);{{$}}
// CHECK-FIXES-NEXT: {{^}}  if (it == m.end()){{$}}
// CHECK-FIXES-NEXT: {{^}}    return 0;{{$}}
// CHECK-FIXES-NEXT: {{^}}  if (m.contains(k)){{$}}
// CHECK-FIXES-NEXT: {{^}}    use(it->second);{{$}}

void positiveContainsInsideFound(std::unordered_map<std::string, int> &m,
                                 const std::string &k) {
  if (m.find(k) != m.end()) {
    if (m.contains(k))
      use(m.at(k));
// CHECK-MESSAGES: :[[@LINE-1]]:13: warning: 'at' looks up the same key again after 'find' found it, hashing the key a second time
  }
}
// CHECK-FIXES: {{^}}void positiveContainsInsideFound({{.*}}
// CHECK-FIXES-NEXT: {{^}}                                 const std::string &k) {{{$}}
// CHECK-FIXES-NEXT: {{^}}  if (auto it = m.find(k); it != m.end()) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    if (m.contains(k)){{$}}
// CHECK-FIXES-NEXT: {{^}}      use(it->second);{{$}}

int positiveContainsThenFind(const std::map<std::string, int> &m,
                             const std::string &k) {
  if (!m.contains(k))
    return 0;
  if (m.find(k) != m.end())
// CHECK-MESSAGES: :[[@LINE-1]]:9: warning: 'find' looks up the same key again after 'contains' found it
    return m.at(k);
  return -1;
}
// CHECK-FIXES: {{^}}int positiveContainsThenFind({{.*}}
// CHECK-FIXES-NEXT: {{^}}                             const std::string &k) {{{$}}
// CHECK-FIXES-NEXT: {{^}}  auto it = m.find(k);{{$}}
// CHECK-FIXES-NEXT: {{^}}  if (it == m.end()){{$}}
// CHECK-FIXES-NEXT: {{^}}    return 0;{{$}}
// CHECK-FIXES-NEXT: {{^}}  if (it != m.end()){{$}}
// CHECK-FIXES: {{^}}    return it->second;{{$}}
