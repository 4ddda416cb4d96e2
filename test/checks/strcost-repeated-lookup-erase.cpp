// RUN: %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++14
// RUN: %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++20
// RUN: %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// `if (m.count(k)) m.erase(k);`: erase by key looks the key up itself and
// does nothing when it is absent, so the test goes (any standard). Only a
// then-branch that is the erase alone, its result unused, with no else.

#include <map>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>

void use(int);
std::string next();

void positiveCount(std::unordered_map<std::string, int> &m, const std::string &k) {
  if (m.count(k))
    m.erase(k);
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 'erase' looks up the same key again after 'count' found it, hashing the key a second time; 'erase' alone looks it up once, and does nothing when the key is absent
// CHECK-MESSAGES: :[[@LINE-2]]:7: note: cost per execution: no allocation, 32 bytes scanned, ~14 ns (assuming 32 characters where the length is unknown)
// CHECK-FIXES: {{^}}  m.erase(k);{{$}}
}

void positiveBraces(std::map<std::string, int> &m, const std::string &k) {
  if (m.find(k) != m.end()) {
    m.erase(k);
  }
// CHECK-MESSAGES: :[[@LINE-2]]:7: warning: 'erase' looks up the same key again after 'find' found it, comparing it with O(log n) stored keys a second time; 'erase' alone looks it up once
// CHECK-FIXES: {{^}}  m.erase(k);{{$}}
}

void positiveSetCompared(std::set<std::string> &s, const std::string &k) {
  if (s.count(k) > 0)
    s.erase(k);
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 'erase' looks up the same key again after 'count' found it
// CHECK-FIXES: {{^}}  s.erase(k);{{$}}
}

void positiveEndFirst(std::unordered_set<std::string> &s, const std::string &k) {
  if (s.end() != s.find(k)) { s.erase(k); }
// CHECK-MESSAGES: :[[@LINE-1]]:33: warning: 'erase' looks up the same key again after 'find' found it
// CHECK-FIXES: {{^}}  s.erase(k);{{$}}
}

void positiveLiteral(std::map<std::string, int> &m) {
  if (m.count("key") != 0)
    m.erase("key");
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 'erase' looks up the same key again after 'count' found it
// CHECK-FIXES: {{^}}  m.erase("key");{{$}}
}

void positivePointer(std::map<std::string, int> *p, const std::string &k) {
  if (p->count(k))
    (*p).erase(k);
// CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'erase' looks up the same key again after 'count' found it
// CHECK-FIXES: {{^}}  (*p).erase(k);{{$}}
}

void positiveElseIf(std::map<std::string, int> &m, const std::string &k, bool b) {
  if (b)
    use(1);
  else if (m.count(k))
    m.erase(k);
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 'erase' looks up the same key again after 'count' found it
// CHECK-FIXES: {{^}}  else m.erase(k);{{$}}
}

void positiveNested(std::map<std::string, int> &m, const std::string &k, bool b) {
  if (b)
    if (m.count(k))
      m.erase(k);
// CHECK-MESSAGES: :[[@LINE-1]]:9: warning: 'erase' looks up the same key again after 'count' found it
// CHECK-FIXES: {{^}}    m.erase(k);{{$}}
}

void positiveComment(std::map<std::string, int> &m, const std::string &k) {
  if (m.count(k)) // gone
    m.erase(k);
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 'erase' looks up the same key again after 'count' found it
// CHECK-MESSAGES: :[[@LINE-2]]:7: note: no fix-it: a comment inside the 'if' would be lost
}

void positiveCommentAfter(std::map<std::string, int> &m, const std::string &k) {
  if (m.count(k))
    m.erase(k); // stays
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 'erase' looks up the same key again after 'count' found it
// CHECK-FIXES: {{^}}  m.erase(k); // stays{{$}}
}

#define DROP(m, k) m.erase(k)
void positiveMacro(std::map<std::string, int> &m, const std::string &k) {
  if (m.count(k))
    DROP(m, k);
// CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 'erase' looks up the same key again after 'count' found it
// CHECK-MESSAGES: :[[@LINE-2]]:5: note: no fix-it: the text is spelled inside a macro
}

void positiveConditional(std::map<std::string, int> &m, const std::string &k) {
  if (m.count(k)) {
#ifdef NEVER
    use(1);
#endif
    m.erase(k);
  }
// CHECK-MESSAGES: :[[@LINE-2]]:7: warning: 'erase' looks up the same key again after 'count' found it
// CHECK-MESSAGES: :[[@LINE-3]]:7: note: no fix-it: code the preprocessor skipped in the branch could change the container or the key in another configuration
}

template <class T>
void positiveInTemplate(std::map<std::string, T> &m, const std::string &k) {
  std::map<std::string, int> own;
  if (own.count(k))
    own.erase(k);
// CHECK-MESSAGES: :[[@LINE-1]]:9: warning: 'erase' looks up the same key again after 'count' found it
// CHECK-FIXES: {{^}}  own.erase(k);{{$}}
  if (m.count(k))
    m.erase(k);
}
template void positiveInTemplate(std::map<std::string, int> &, const std::string &);
template void positiveInTemplate(std::map<std::string, long> &, const std::string &);

void negativeNegated(std::map<std::string, int> &m, const std::string &k) {
  if (!m.count(k))
    m.erase(k);
}

void negativeElse(std::map<std::string, int> &m, const std::string &k) {
  if (m.count(k))
    m.erase(k);
  else
    use(0);
}

void negativeMore(std::map<std::string, int> &m, const std::string &k) {
  if (m.count(k)) {
    m.erase(k);
    use(1);
  }
}

size_t negativeResultUsed(std::map<std::string, int> &m, const std::string &k) {
  size_t n = 0;
  if (m.count(k))
    n = m.erase(k);
  return n;
}

void negativeOtherKey(std::map<std::string, int> &m, const std::string &k,
                      const std::string &j) {
  if (m.count(k))
    m.erase(j);
}

void negativeOtherContainer(std::map<std::string, int> &m,
                            std::map<std::string, int> &n, const std::string &k) {
  if (m.count(k))
    n.erase(k);
}

void negativeKeyEffects(std::map<std::string, int> &m) {
  if (m.count(next()))
    m.erase(next());
}

void negativeMultimap(std::multimap<std::string, int> &m, const std::string &k) {
  if (m.count(k))
    m.erase(k);
}

void negativeIntKeys(std::map<int, int> &m, int k) {
  if (m.count(k))
    m.erase(k);
}

void negativeEraseByIterator(std::map<std::string, int> &m,
                             std::map<std::string, int>::iterator i,
                             const std::string &k) {
  if (m.count(k))
    m.erase(i);
}
