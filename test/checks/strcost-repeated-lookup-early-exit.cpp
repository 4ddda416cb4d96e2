// RUN: %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++14
// RUN: %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++20
// RUN: %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// An early exit: `if (!m.count(k)) return; ... m[k]`. What follows the `if`
// in its block runs only when the key is there; the iterator `find` returns
// is declared in front of the `if` (it outlives it, so under every
// standard) and each lookup up to the first thing able to change the
// container or the key reads it.

#include <map>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

void use(int);
void other();

int positiveReturn(std::map<std::string, int> &m, const std::string &k) {
  if (!m.count(k))
    return 0;
  return m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-FIXES: {{^}}  auto it = m.find(k);{{$}}
// CHECK-FIXES-NEXT: {{^}}  if (it == m.end()){{$}}
// CHECK-FIXES-NEXT: {{^}}    return 0;{{$}}
// CHECK-FIXES-NEXT: {{^}}  return it->second;{{$}}
}

int positiveThrowAt(const std::unordered_map<std::string, int> &m,
                    const std::string &k) {
  if (m.find(k) == m.end())
    throw 1;
  int a = m.at(k);
  int b = m.at(k) * 2;
// CHECK-MESSAGES: :[[@LINE-2]]:13: warning: 'at' looks up the same key again after 'find' found it, hashing the key a second time; use the iterator 'find' returns
// CHECK-FIXES: {{^}}  auto it = m.find(k);{{$}}
// CHECK-FIXES-NEXT: {{^}}  if (it == m.end()){{$}}
// CHECK-FIXES: {{^}}  int a = it->second;{{$}}
// CHECK-FIXES-NEXT: {{^}}  int b = it->second * 2;{{$}}
  return a + b;
}

void positiveBlockExit(std::map<std::string, int> &m, const std::string &k) {
  if (m.count(k) == 0) {
    use(0);
    return;
  }
  m[k] += 1;
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'operator[]' looks up the same key again after 'count' found it
// CHECK-FIXES: {{^}}  auto it = m.find(k);{{$}}
// CHECK-FIXES-NEXT: {{^}}  if (it == m.end()) {{[{]}}{{$}}
// CHECK-FIXES: {{^}}  it->second += 1;{{$}}
}

int positiveContinue(std::map<std::string, int> &m,
                     const std::vector<std::string> &keys) {
  int total = 0;
  for (const std::string &k : keys) {
    if (!m.count(k))
      continue;
    total += m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:14: warning: 'operator[]' looks up the same key again after 'count' found it
// CHECK-FIXES: {{^}}    auto it = m.find(k);{{$}}
// CHECK-FIXES-NEXT: {{^}}    if (it == m.end()){{$}}
// CHECK-FIXES-NEXT: {{^}}      continue;{{$}}
// CHECK-FIXES-NEXT: {{^}}    total += it->second;{{$}}
  }
  return total;
}

size_t positiveSet(const std::set<std::string> &s, const std::string &k) {
  if (s.find(k) == s.end())
    return 0;
  return s.find(k)->size();
// CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'find' looks up the same key again after 'find' found it
// CHECK-FIXES: {{^}}  return it->size();{{$}}
}

int positiveStopsAtCall(std::map<std::string, int> &m, const std::string &k) {
  if (!m.count(k))
    return 0;
  int a = m[k];
  other();
  return a + m[k];
// CHECK-MESSAGES: :[[@LINE-3]]:11: warning: 'operator[]' looks up the same key again after 'count' found it
// CHECK-FIXES: {{^}}  int a = it->second;{{$}}
// CHECK-FIXES: {{^}}  return a + m[k];{{$}}
}

#define REQUIRE_KEY(m, k) if (!m.count(k)) return 0
int positiveTestInMacro(std::map<std::string, int> &m, const std::string &k) {
  REQUIRE_KEY(m, k);
  return m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'operator[]' looks up the same key again after 'count' found it
// CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: the text is spelled inside a macro
}

int positiveSkippedCode(std::map<std::string, int> &m, const std::string &k) {
  if (!m.count(k))
    return 0;
#ifdef NEVER
  m.clear();
#endif
  return m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'operator[]' looks up the same key again after 'count' found it
// CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: code the preprocessor skipped after the 'if' could change the container or the key in another configuration
}

int positiveLabelBefore(std::map<std::string, int> &m, const std::string &k) {
  int tries = 0;
retry:
  ++tries;
  if (!m.count(k)) {
    if (tries < 3)
      goto retry;
    return 0;
  }
  return m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'operator[]' looks up the same key again after 'count' found it
// CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: the iterator, which outlives the 'if', is declared in front of it, and a jump to a label or 'case' in the block would skip its initialisation
}

template <class T>
int positiveInTemplate(std::map<std::string, T> &d, std::map<std::string, int> &m,
                       const std::string &k) {
  if (!d.count(k))
    return 0;
  if (!m.count(k))
    return 1;
  return m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'operator[]' looks up the same key again after 'count' found it
// CHECK-FIXES: {{^}}  auto it = m.find(k);{{$}}
// CHECK-FIXES: {{^}}  return it->second;{{$}}
}
template int positiveInTemplate(std::map<std::string, int> &, std::map<std::string, int> &, const std::string &);
template int positiveInTemplate(std::map<std::string, long> &, std::map<std::string, int> &, const std::string &);

int negativeNoExit(std::map<std::string, int> &m, const std::string &k) {
  if (!m.count(k))
    use(0);
  return m[k];
}

int negativePresentExit(std::map<std::string, int> &m, const std::string &k) {
  if (m.count(k))
    return 1;
  return m[k];
}

int negativeExitNotLast(std::map<std::string, int> &m, const std::string &k, bool b) {
  if (!m.count(k)) {
    if (b)
      return 0;
  }
  return m[k];
}

int negativeContainerChanged(std::map<std::string, int> &m, const std::string &k) {
  if (!m.count(k))
    return 0;
  m.clear();
  return m[k];
}

int negativeKeyChanged(std::map<std::string, int> &m, std::string k) {
  if (!m.count(k))
    return 0;
  k += "x";
  return m[k];
}

int negativeOtherKey(std::map<std::string, int> &m, const std::string &k,
                     const std::string &j) {
  if (!m.count(k))
    return 0;
  return m[j];
}

int negativeOtherContainer(std::map<std::string, int> &m,
                           std::map<std::string, int> &n, const std::string &k) {
  if (!m.count(k))
    return 0;
  return n[k];
}

int negativeLabelAfter(std::map<std::string, int> &m, const std::string &k, bool b) {
  if (b)
    goto read;
  if (!m.count(k))
    return 0;
read:
  return m[k];
}

int negativeCaseAfter(std::map<std::string, int> &m, const std::string &k, int x) {
  switch (x) {
  case 0:
    if (!m.count(k))
      break;
    use(1);
  case 1:
    return m[k];
  }
  return 0;
}

int negativeLambda(std::map<std::string, int> &m, const std::string &k) {
  if (!m.count(k))
    return 0;
  auto f = [&] { return m[k]; };
  return f();
}

int negativeMultimap(std::multimap<std::string, int> &m, const std::string &k) {
  if (!m.count(k))
    return 0;
  return m.find(k)->second;
}

int negativeNotInBlock(std::map<std::string, int> &m, const std::string &k, bool b) {
  if (b)
    if (!m.count(k))
      return 0;
  return m[k];
}

// Two fixes declaring an iterator in one block (clang-tidy applies both):
// the second takes another name.
int positiveTwoExits(const std::map<std::string, int> &m, const std::string &a,
                     const std::string &b) {
  if (!m.count(a))
    return 0;
  if (!m.count(b))
    return 1;
  return m.at(a) + m.at(b);
// CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'at' looks up the same key again after 'count' found it
// CHECK-MESSAGES: :[[@LINE-2]]:22: warning: 'at' looks up the same key again after 'count' found it
// CHECK-FIXES: {{^}}  auto it = m.find(a);{{$}}
// CHECK-FIXES: {{^}}  auto found = m.find(b);{{$}}
// CHECK-FIXES: {{^}}  return it->second + found->second;{{$}}
}

// Last: from here on the file spells `it`, which later iterators avoid.
int positiveTakenName(std::map<std::string, int> &m, const std::string &k, int it) {
  if (!m.count(k))
    return it;
  return m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'operator[]' looks up the same key again after 'count' found it
// CHECK-FIXES: {{^}}  auto found = m.find(k);{{$}}
// CHECK-FIXES: {{^}}  return found->second;{{$}}
}
