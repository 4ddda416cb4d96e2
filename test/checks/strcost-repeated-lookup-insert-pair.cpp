// RUN: %check_strcost -check-suffixes=,17 %s strcost-repeated-lookup %t -- -- -std=c++17
// RUN: %check_strcost -check-suffixes=,17 %s strcost-repeated-lookup %t -- -- -std=c++20
// RUN: %check_strcost -check-suffixes=,17 %s strcost-repeated-lookup %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing
// RUN: %check_strcost -check-suffixes=,14 %s strcost-repeated-lookup %t -- -- -std=c++14
// (No C++11 run: the transparent std::less<> below is C++14.)

// A map's insert of a pair written out ({k, v}, std::make_pair(k, v),
// std::pair<K, V>(k, v)) after a test that found the key absent becomes
// try_emplace(k, v) (C++17): one search, and neither the pair nor the value
// is built when the key is there. The value must be free of side effects,
// not braced, and of the mapped type (or arithmetic into arithmetic, a
// literal into a string): the pair converts it implicitly, try_emplace
// directly, which may choose another constructor.

#include <map>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

int next();
struct Wrapped {
  Wrapped(int);
};

void positiveBraced(std::map<std::string, int> &m, const std::string &k) {
  if (!m.count(k))
    m.insert({k, 1});
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 'insert' looks up the same key again after 'count' found it absent, comparing it with O(log n) stored keys a second time; 'try_emplace' alone looks it up once
// CHECK-MESSAGES-14: :[[@LINE-2]]:7: note: no fix-it: 'try_emplace' needs C++17
// CHECK-FIXES-17: {{^}}  m.try_emplace(k, 1);{{$}}
}

void positiveMakePair(std::unordered_map<std::string, std::string> &m,
                      const std::string &k, const std::string &v) {
  if (m.find(k) == m.end())
    m.insert(std::make_pair(k, v));
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 'insert' looks up the same key again after 'find' found it absent, hashing the key a second time; 'try_emplace' alone looks it up once
// CHECK-MESSAGES-14: :[[@LINE-2]]:7: note: no fix-it: 'try_emplace' needs C++17
// CHECK-FIXES-17: {{^}}  m.try_emplace(k, v);{{$}}
}

void positivePairType(std::map<std::string, int> &m, const std::string &k) {
  if (m.count(k) == 0) {
    m.insert(std::pair<std::string, int>(k, 2));
  }
// CHECK-MESSAGES: :[[@LINE-2]]:7: warning: 'insert' looks up the same key again after 'count' found it absent
// CHECK-MESSAGES-14: :[[@LINE-3]]:7: note: no fix-it: 'try_emplace' needs C++17
// CHECK-FIXES-17: {{^}}  m.try_emplace(k, 2);{{$}}
}

void positiveValueType(std::map<std::string, int> &m, const std::string &k, int n) {
  if (!m.count(k))
    m.insert(std::map<std::string, int>::value_type(k, n));
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 'insert' looks up the same key again after 'count' found it absent
// CHECK-MESSAGES-14: :[[@LINE-2]]:7: note: no fix-it: 'try_emplace' needs C++17
// CHECK-FIXES-17: {{^}}  m.try_emplace(k, n);{{$}}
}

void positiveLiterals(std::map<std::string, std::string> &m) {
  if (!m.count("key"))
    m.insert({"key", "value"});
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 'insert' looks up the same key again after 'count' found it absent
// CHECK-MESSAGES-14: :[[@LINE-2]]:7: note: no fix-it: 'try_emplace' needs C++17
// CHECK-FIXES-17: {{^}}  m.try_emplace("key", "value");{{$}}
}

void positiveValueEffects(std::map<std::string, int> &m, const std::string &k) {
  if (!m.count(k))
    m.insert({k, next()});
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 'insert' looks up the same key again after 'count' found it absent
// CHECK-MESSAGES-14: :[[@LINE-2]]:7: note: no fix-it: 'try_emplace' needs C++17
// CHECK-MESSAGES-17: :[[@LINE-3]]:7: note: no fix-it: the value would be computed even when the key is present, and computing it has effects
}

void positiveBracedValue(std::map<std::string, std::vector<int>> &m,
                         const std::string &k) {
  if (!m.count(k))
    m.insert({k, {1, 2}});
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 'insert' looks up the same key again after 'count' found it absent
// CHECK-MESSAGES-14: :[[@LINE-2]]:7: note: no fix-it: 'try_emplace' needs C++17
// CHECK-MESSAGES-17: :[[@LINE-3]]:7: note: no fix-it: a braced value does not pass through 'try_emplace'
}

void positiveConverted(std::map<std::string, Wrapped> &m, const std::string &k) {
  if (!m.count(k))
    m.insert({k, 5});
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 'insert' looks up the same key again after 'count' found it absent
// CHECK-MESSAGES-14: :[[@LINE-2]]:7: note: no fix-it: 'try_emplace' needs C++17
// CHECK-MESSAGES-17: :[[@LINE-3]]:7: note: no fix-it: the pair converts the value implicitly, and 'try_emplace' constructs the element from it directly, which may choose another constructor
}

void positiveTransparentLiteral(std::map<std::string, int, std::less<>> &m) {
  if (!m.count("key"))
    m.insert({"key", 1});
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 'insert' looks up the same key again after 'count' found it absent
// CHECK-MESSAGES-14: :[[@LINE-2]]:7: note: no fix-it: 'try_emplace' needs C++17
// CHECK-MESSAGES-17: :[[@LINE-3]]:7: note: no fix-it: the one-lookup insertion takes the key as a 'const key_type &', which this key is not: it would be converted on every call, or not compile
}

#define PUT(m, k, v) m.insert({k, v})
void positiveMacro(std::map<std::string, int> &m, const std::string &k) {
  if (!m.count(k))
    PUT(m, k, 1);
// CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 'insert' looks up the same key again after 'count' found it absent
// CHECK-MESSAGES-14: :[[@LINE-2]]:5: note: no fix-it: 'try_emplace' needs C++17
// CHECK-MESSAGES-17: :[[@LINE-3]]:5: note: no fix-it: the text is spelled inside a macro
}

void negativeOtherKey(std::map<std::string, int> &m, const std::string &k,
                      const std::string &j) {
  if (!m.count(k))
    m.insert({j, 1});
}

void negativeOtherContainer(std::map<std::string, int> &m,
                            std::map<std::string, int> &n, const std::string &k) {
  if (!m.count(k))
    n.insert({k, 1});
}

void negativePairVariable(std::map<std::string, int> &m, const std::string &k,
                          const std::pair<const std::string, int> &p) {
  if (!m.count(k))
    m.insert(p);
}

void negativeMore(std::map<std::string, int> &m, const std::string &k) {
  if (!m.count(k)) {
    m.insert({k, 1});
    next();
  }
}

void negativeFound(std::map<std::string, int> &m, const std::string &k) {
  if (m.count(k))
    m.insert({k, 1});
}

void negativeMultimap(std::multimap<std::string, int> &m, const std::string &k) {
  if (!m.count(k))
    m.insert({k, 1});
}
