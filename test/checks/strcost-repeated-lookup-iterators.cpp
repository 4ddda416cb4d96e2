// RUN: %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++20
// RUN: %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing
// RUN: %if libcxx %{ %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++11 -stdlib=libc++ %}
// RUN: %if libcxx %{ %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++17 -stdlib=libc++ %}
// RUN: %if libcxx %{ %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++20 -stdlib=libc++ \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing %}

// Comparing or reading iterators between the test and the repeated lookup
// changes no container: libstdc++ declares its unordered containers'
// iterators and their operators in std::__detail, libc++ in std::__1, and
// both give the same findings. Writing through an iterator (into the key)
// still ends the walk with either library.

#include <algorithm>
#include <map>
#include <string>
#include <unordered_map>
#include <unordered_set>

using Map = std::unordered_map<std::string, int>;

int positiveEqualBetween(const Map &m, const std::string &k, Map::const_iterator o) {
  if (m.count(k)) {
    bool last = o == m.end();
    return m.at(k) + last;
// CHECK-FIXES: return it->second + last;
// CHECK-MESSAGES: :[[@LINE-2]]:14: warning: 'at' looks up the same key again after 'count' found it, hashing the key a second time; use the iterator 'find' returns
  }
  return 0;
}

int positiveNotEqualBetween(const Map &m, const std::string &k, Map::const_iterator o) {
  if (m.find(k) != m.end()) {
    bool more = o != m.end();
    return m.at(k) + more;
// CHECK-FIXES: return it->second + more;
// CHECK-MESSAGES: :[[@LINE-2]]:14: warning: 'at' looks up the same key again after 'find' found it, hashing the key a second time; use the iterator 'find' returns
  }
  return 0;
}

int positiveDereferenceBetween(const Map &m, const std::string &k, Map::const_iterator o) {
  if (m.count(k)) {
    int n = o->second + (*o).second;
    return m.at(k) + n;
// CHECK-FIXES: return it->second + n;
// CHECK-MESSAGES: :[[@LINE-2]]:14: warning: 'at' looks up the same key again after 'count' found it, hashing the key a second time; use the iterator 'find' returns
  }
  return 0;
}

int positiveMutableIteratorsCompared(Map &m, const std::string &k, Map::iterator o) {
  if (m.count(k)) {
    bool last = o == m.end();
    return m[k] + last;
// CHECK-FIXES: return it->second + last;
// CHECK-MESSAGES: :[[@LINE-2]]:12: warning: 'operator[]' looks up the same key again after 'count' found it, hashing the key a second time; use the iterator 'find' returns
  }
  return 0;
}

bool positiveSetIteratorsCompared(const std::unordered_set<std::string> &s,
                                  const std::string &k,
                                  std::unordered_set<std::string>::const_iterator o) {
  if (s.count(k)) {
    bool last = o != s.end();
    return s.find(k) != o && last;
// CHECK-FIXES: return it != o && last;
// CHECK-MESSAGES: :[[@LINE-2]]:14: warning: 'find' looks up the same key again after 'count' found it, hashing the key a second time; use the iterator 'find' returns
  }
  return false;
}

int positiveOrderedIteratorsCompared(const std::map<std::string, int> &m,
                                     const std::string &k,
                                     std::map<std::string, int>::const_iterator o) {
  if (m.count(k)) {
    bool last = o == m.end();
    return m.at(k) + last;
// CHECK-FIXES: return it->second + last;
// CHECK-MESSAGES: :[[@LINE-2]]:14: warning: 'at' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
  }
  return 0;
}

// libstdc++'s string iterators and their operators are in __gnu_cxx.
int positiveKeyIteratorsCompared(const Map &m, const std::string &k) {
  if (m.count(k)) {
    bool empty = k.begin() == k.end();
    return m.at(k) + empty;
// CHECK-FIXES: return it->second + empty;
// CHECK-MESSAGES: :[[@LINE-2]]:14: warning: 'at' looks up the same key again after 'count' found it, hashing the key a second time; use the iterator 'find' returns
  }
  return 0;
}

// The iterators are the key's: writing through them changes the key.
int negativeKeyWrittenThroughIterators(const Map &m, std::string &k) {
  if (m.count(k)) {
    std::fill(k.begin(), k.end(), 'x');
    return m.at(k);
  }
  return 0;
}

int negativeKeyReplacedThroughIterators(const Map &m, std::string &k) {
  if (m.count(k)) {
    std::replace(k.begin(), k.end(), 'a', 'b');
    return m.at(k);
  }
  return 0;
}
