// RUN: %check_strcost -check-suffixes=,17 %s strcost-repeated-lookup %t -- -- -std=c++17
// RUN: %check_strcost -check-suffixes=,17 %s strcost-repeated-lookup %t -- -- -std=c++20
// RUN: %check_strcost -check-suffixes=,11 %s strcost-repeated-lookup %t -- -- -std=c++11
// RUN: %check_strcost -check-suffixes=,17 %s strcost-repeated-lookup %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing
// RUN: %if libcxx %{ %check_strcost -check-suffixes=,17 %s strcost-repeated-lookup %t -- -- -std=c++17 -stdlib=libc++ %}
// RUN: %if libcxx %{ %check_strcost -check-suffixes=,11 %s strcost-repeated-lookup %t -- -- -std=c++11 -stdlib=libc++ %}

// Two tests of one key that report the same lookup: the first one without a
// fix-it (code the preprocessor skipped in what it walks), the second one,
// whose walk does not reach that code, with one. clang-tidy keeps one of two
// findings of one check with the same place and text, the first: the second
// one names its own `if`, so that both are kept, and its fix with it.

#include <map>
#include <string>

void use(int);

void positiveNested(std::map<std::string, int> &m, const std::string &k) {
  if (m.count(k)) {
#ifdef STRCOST_NEVER_DEFINED
    m.clear();
#endif
    if (m.count(k))
      use(m[k]);
// CHECK-MESSAGES: :[[@LINE-1]]:11: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-MESSAGES: :[[@LINE-2]]:11: note: no fix-it: code the preprocessor skipped in the branch could change the container or the key in another configuration
// CHECK-MESSAGES: :[[@LINE-3]]:11: warning: 'operator[]' looks up the same key again after 'count' on line [[@LINE-4]] found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
  }
}
// CHECK-FIXES: {{^}}void positiveNested({{.*}}
// CHECK-FIXES-11: {{^}}    auto it = m.find(k);{{$}}
// CHECK-FIXES-11-NEXT: {{^}}    if (it != m.end()){{$}}
// CHECK-FIXES-17: {{^}}    if (auto it = m.find(k); it != m.end()){{$}}
// CHECK-FIXES-NEXT: {{^}}      use(it->second);{{$}}

int positiveAfterEarlyExit(std::map<std::string, int> &m, const std::string &k) {
  if (!m.count(k))
    return 0;
#ifdef STRCOST_NEVER_DEFINED
  m.clear();
#endif
  if (m.count(k))
    use(m[k]);
// CHECK-MESSAGES: :[[@LINE-1]]:9: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-MESSAGES: :[[@LINE-2]]:9: note: no fix-it: code the preprocessor skipped after the 'if' could change the container or the key in another configuration
// CHECK-MESSAGES: :[[@LINE-3]]:9: warning: 'operator[]' looks up the same key again after 'count' on line [[@LINE-4]] found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
  return 1;
}
// CHECK-FIXES: {{^}}int positiveAfterEarlyExit({{.*}}
// CHECK-FIXES-11: {{^}}  auto it = m.find(k);{{$}}
// CHECK-FIXES-11-NEXT: {{^}}  if (it != m.end()){{$}}
// CHECK-FIXES-17: {{^}}  if (auto it = m.find(k); it != m.end()){{$}}
// CHECK-FIXES-NEXT: {{^}}    use(it->second);{{$}}

// Two findings at two places: each keeps its text.
void positiveTwoPlaces(std::map<std::string, int> &m, const std::string &a,
                       const std::string &b) {
  if (m.count(a))
    use(m[a]);
// CHECK-MESSAGES: :[[@LINE-1]]:9: warning: 'operator[]' looks up the same key again after 'count' found it, comparing
  if (m.count(b))
    use(m[b]);
// CHECK-MESSAGES: :[[@LINE-1]]:9: warning: 'operator[]' looks up the same key again after 'count' found it, comparing
}
