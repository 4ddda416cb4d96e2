// RUN: %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++20
// RUN: %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// A string key looked up twice in one container: the test's iterator is
// kept (C++17: in the if's init-statement), and an insertion after a failed
// test becomes the one lookup (try_emplace, a set's insert). A lookup that
// something able to change the container or the key may precede is no
// finding.

#include <map>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

void use(int);
void useString(const std::string &);
struct Registry {
  std::map<std::string, int> byName;
  std::unordered_map<std::string, std::string> aliases;
  int lookup(const std::string &k);
};

// --- The key found: keep the iterator ----------------------------------------

int positiveCountSubscript(std::map<std::string, int> &m, const std::string &k) {
  if (m.count(k))
    return m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-FIXES: if (auto it = m.find(k); it != m.end())
// CHECK-FIXES: return it->second;
  return 0;
}

int positiveContainsAt(const std::map<std::string, int> &m, const std::string &k) {
  if (m.count(k) > 0)
    return m.at(k);
// CHECK-MESSAGES: :[[@LINE-1]]:14: warning: 'at' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-FIXES: if (auto it = m.find(k); it != m.end())
// CHECK-FIXES: return it->second;
  return -1;
}

int positiveFindSubscript(std::unordered_map<std::string, int> &m, const std::string &k) {
  if (m.find(k) != m.end()) {
    return m[k] * 2;
// CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'operator[]' looks up the same key again after 'find' found it, hashing the key a second time; use the iterator 'find' returns
// CHECK-FIXES: if (auto it = m.find(k); it != m.end()) {
// CHECK-FIXES: return it->second * 2;
  }
  return 0;
}

int positiveEndFirst(std::unordered_map<std::string, int> &m, const std::string &k) {
  if (m.end() != m.find(k))
    return m.find(k)->second;
// CHECK-MESSAGES: :[[@LINE-1]]:14: warning: 'find' looks up the same key again after 'find' found it, hashing the key a second time; use the iterator 'find' returns
// CHECK-FIXES: if (auto it = m.find(k); it != m.end())
// CHECK-FIXES: return it->second;
  return 0;
}

void positiveTwoRepeats(std::map<std::string, std::string> &m, const std::string &k) {
  if (m.count(k) != 0) {
    std::string copy = m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:24: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
    std::size_t n = m.at(k).size();
// CHECK-FIXES: if (auto it = m.find(k); it != m.end()) {
// CHECK-FIXES: std::string copy = it->second;
// CHECK-FIXES: std::size_t n = it->second.size();
    (void)n;
  }
}

int positiveLiteralKey(std::map<std::string, int> &m) {
  if (m.count("answer"))
    return m["answer"];
// CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-FIXES: if (auto it = m.find("answer"); it != m.end())
// CHECK-FIXES: return it->second;
  return 0;
}

int positiveMember(Registry &r, const std::string &k) {
  if (r.byName.count(k))
    return r.byName[k];
// CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-FIXES: if (auto it = r.byName.find(k); it != r.byName.end())
// CHECK-FIXES: return it->second;
  return 0;
}

int Registry::lookup(const std::string &k) {
  if (byName.count(k))
    return byName.at(k);
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: 'at' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-FIXES: if (auto it = byName.find(k); it != byName.end())
// CHECK-FIXES: return it->second;
  return 0;
}

int positivePointer(std::map<std::string, int> *p, const std::string &k) {
  if (p->count(k))
    return (*p)[k];
// CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-FIXES: if (auto it = p->find(k); it != p->end())
// CHECK-FIXES: return it->second;
  return 0;
}

int positiveNegatedElse(std::map<std::string, int> &m, const std::string &k) {
  if (!m.count(k)) {
// CHECK-FIXES: if (auto it = m.find(k); it == m.end()) {
    return 0;
  } else {
    return m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-FIXES: return it->second;
  }
}

int positiveElseIf(std::map<std::string, int> &m, const std::string &k, bool b) {
  if (b)
    return 1;
  else if (m.count(k))
    return m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-FIXES: else if (auto it = m.find(k); it != m.end())
// CHECK-FIXES: return it->second;
  return 0;
}

int positiveNameTaken(std::map<std::string, int> &m, const std::string &k, int it) {
  if (m.count(k))
    return m[k] + it;
// CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-FIXES: if (auto found = m.find(k); found != m.end())
// CHECK-FIXES: return found->second + it;
  return 0;
}

std::string positiveViewKey(std::map<std::string_view, std::string> &m, std::string_view k) {
  if (m.count(k))
    return m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-FIXES: if (auto it = m.find(k); it != m.end())
// CHECK-FIXES: return it->second;
  return {};
}

int positiveSetFind(const std::set<std::string> &s, const std::string &k) {
  if (s.count(k))
    return static_cast<int>(s.find(k)->size());
// CHECK-MESSAGES: :[[@LINE-1]]:31: warning: 'find' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-FIXES: if (auto it = s.find(k); it != s.end())
// CHECK-FIXES: return static_cast<int>(it->size());
  return 0;
}

// --- The key found absent: insert once -----------------------------------------

void positiveAssignAbsent(std::map<std::string, std::string> &m, const std::string &k,
                          const std::string &v) {
  if (!m.count(k))
    m[k] = v;
// CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 'operator[]' looks up the same key again after 'count' found it absent, comparing it with O(log n) stored keys a second time; 'try_emplace' alone looks it up once
// CHECK-FIXES: m.try_emplace(k, v);
}

void positiveAssignLiteral(std::unordered_map<std::string, std::string> &m,
                           const std::string &k) {
  if (m.find(k) == m.end()) {
    m[k] = "default";
  }
// CHECK-MESSAGES: :[[@LINE-2]]:5: warning: 'operator[]' looks up the same key again after 'find' found it absent, hashing the key a second time; 'try_emplace' alone looks it up once
// CHECK-FIXES: m.try_emplace(k, "default");
}

void positiveAssignNumber(std::map<std::string, long> &m, const std::string &k) {
  if (m.count(k) == 0)
    m[k] = 1;
// CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 'operator[]' looks up the same key again after 'count' found it absent, comparing it with O(log n) stored keys a second time; 'try_emplace' alone looks it up once
// CHECK-FIXES: m.try_emplace(k, 1);
}

void positiveEmplaceAbsent(std::map<std::string, int> &m, const std::string &k, int v) {
  if (!m.count(k))
    m.emplace(k, v);
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 'emplace' looks up the same key again after 'count' found it absent, comparing it with O(log n) stored keys a second time; 'try_emplace' alone looks it up once
// CHECK-FIXES: m.try_emplace(k, v);
}

void positiveSetInsert(std::unordered_set<std::string> &s, const std::string &k) {
  if (!s.count(k)) {
    s.insert(k);
  }
// CHECK-MESSAGES: :[[@LINE-2]]:7: warning: 'insert' looks up the same key again after 'count' found it absent, hashing the key a second time; 'insert' alone looks it up once
// CHECK-FIXES: s.insert(k);
}

void positiveMapInsertPair(std::map<std::string, int> &m, const std::string &k) {
  if (!m.count(k))
    m.insert({k, 1});
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 'insert' looks up the same key again after 'count' found it absent, comparing it with O(log n) stored keys a second time; 'try_emplace' alone looks it up once
// CHECK-FIXES: {{^}}  m.try_emplace(k, 1);{{$}}
}

int compute();
void positiveValueWithEffects(std::map<std::string, int> &m, const std::string &k) {
  if (!m.count(k))
    m[k] = compute();
// CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 'operator[]' looks up the same key again after 'count' found it absent, comparing it with O(log n) stored keys a second time; 'try_emplace' alone looks it up once
// CHECK-MESSAGES: :[[@LINE-2]]:5: note: no fix-it: the value would be computed even when the key is present, and computing it has effects
}

void positiveBracedValue(std::map<std::string, std::pair<int, int>> &m, const std::string &k) {
  if (!m.count(k))
    m[k] = {1, 2};
// CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 'operator[]' looks up the same key again after 'count' found it absent, comparing it with O(log n) stored keys a second time; 'try_emplace' alone looks it up once
// CHECK-MESSAGES: :[[@LINE-2]]:5: note: no fix-it: a braced value does not pass through 'try_emplace'
}

void positiveSetInsertLiteral(std::set<std::string> &s) {
  if (!s.count("x"))
    s.insert("x");
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 'insert' looks up the same key again after 'count' found it absent, comparing it with O(log n) stored keys a second time; 'insert' alone looks it up once
// CHECK-FIXES: s.insert("x");
}

void positiveCommentInside(std::map<std::string, int> &m, const std::string &k) {
  if (!m.count(k))
    m[k] = 0; // the first time
// CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 'operator[]' looks up the same key again after 'count' found it absent, comparing it with O(log n) stored keys a second time; 'try_emplace' alone looks it up once
// CHECK-FIXES: m.try_emplace(k, 0); // the first time
}

// --- No finding ---------------------------------------------------------------

int negativeOtherKey(std::map<std::string, int> &m, const std::string &k,
                     const std::string &j) {
  if (m.count(k))
    return m[j];
  return 0;
}

int negativeOtherContainer(std::map<std::string, int> &m, std::map<std::string, int> &n,
                           const std::string &k) {
  if (m.count(k))
    return n[k];
  return 0;
}

int negativeErasedBetween(std::map<std::string, int> &m, const std::string &k) {
  if (m.count(k)) {
    m.erase("other");
    return m[k];
  }
  return 0;
}

int negativeCallBetween(std::map<std::string, int> &m, const std::string &k) {
  if (m.count(k)) {
    use(1);
    return m[k];
  }
  return 0;
}

int negativeKeyChanged(std::map<std::string, int> &m, std::string k) {
  if (m.count(k)) {
    k += "x";
    return m[k];
  }
  return 0;
}

int negativeOrderUnspecified(std::map<std::string, int> &m, const std::string &k) {
  int sum = 0;
  if (m.count(k))
    sum = compute() + m[k];
  return sum;
}

int negativeInLoopAfterCall(std::map<std::string, int> &m, const std::string &k) {
  int sum = 0;
  if (m.count(k))
    for (int i = 0; i < 3; ++i) {
      sum += m[k];
      use(sum);
    }
  return sum;
}

std::string nextKey();
int negativeKeyWithEffects(std::map<std::string, int> &m) {
  if (m.count(nextKey()))
    return m[nextKey()];
  return 0;
}

int negativeElseBranch(std::map<std::string, int> &m, const std::string &k) {
  if (m.count(k))
    return 0;
  else
    return m[k];
}

int negativeIntKeys(std::map<int, int> &m, int k) {
  if (m.count(k))
    return m[k];
  return 0;
}

int negativeMultimap(std::multimap<std::string, int> &m, const std::string &k) {
  if (m.count(k))
    return m.find(k)->second;
  return 0;
}

void negativeAbsentMore(std::map<std::string, int> &m, const std::string &k) {
  if (!m.count(k)) {
    m[k] = 1;
    use(2);
  }
}

void negativeAbsentElse(std::map<std::string, int> &m, const std::string &k) {
  if (!m.count(k))
    use(1);
  else
    use(2);
}

int negativeUnevaluated(std::map<std::string, int> &m, const std::string &k) {
  if (m.count(k))
    return sizeof(m[k]);
  return 0;
}

int negativeLambda(std::map<std::string, int> &m, const std::string &k) {
  if (m.count(k)) {
    auto f = [&] { return m[k]; };
    return f();
  }
  return 0;
}

void positiveMapInsertMakePair(std::map<std::string, int> &m, const std::string &k) {
  if (m.find(k) == m.end())
    m.insert(std::make_pair(k, 1));
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 'insert' looks up the same key again after 'find' found it absent, comparing it with O(log n) stored keys a second time; 'try_emplace' alone looks it up once
// CHECK-FIXES: {{^}}  m.try_emplace(k, 1);{{$}}
}

void negativeMapInsertOtherKey(std::map<std::string, int> &m, const std::string &k,
                               const std::string &j) {
  if (!m.count(k))
    m.insert({j, 1});
}

void negativeSetInsertTransparentLiteral(std::set<std::string, std::less<>> &s) {
  if (!s.count("x"))
    s.insert("x");
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 'insert' looks up the same key again after 'count' found it absent, comparing it with O(log n) stored keys a second time; 'insert' alone looks it up once
// CHECK-MESSAGES: :[[@LINE-2]]:7: note: no fix-it: the one-lookup insertion takes the key as a 'const key_type &', which this key is not: it would be converted on every call, or not compile
}
