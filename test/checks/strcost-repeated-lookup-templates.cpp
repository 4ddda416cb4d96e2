// RUN: %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// Templates: a container whose type depends on a template parameter is left
// alone (its instantiations may be multimaps, or not string-keyed); one that
// does not is reported once, in the template, not per instantiation; MS mode
// parses template bodies late and reports the same.

#include <map>
#include <string>
#include <unordered_map>

template <class Map>
int negativeDependent(Map &m, const typename Map::key_type &k) {
  if (m.count(k))
    return m[k];
  return 0;
}

template <class T>
T positiveNonDependent(std::map<std::string, T> &m, const std::string &k, const std::map<std::string, int> &n) {
  if (n.count(k))
    return static_cast<T>(n.at(k));
// CHECK-MESSAGES: :[[@LINE-1]]:29: warning: 'at' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-FIXES: if (auto it = n.find(k); it != n.end())
// CHECK-FIXES: return static_cast<T>(it->second);
  return T();
}

template <class T>
int positiveInTemplate(const std::string &k) {
  static std::unordered_map<std::string, int> table;
  if (table.count(k))
    return table[k] + static_cast<int>(sizeof(T));
// CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'operator[]' looks up the same key again after 'count' found it, hashing the key a second time; use the iterator 'find' returns
// CHECK-FIXES: if (auto it = table.find(k); it != table.end())
// CHECK-FIXES: return it->second + static_cast<int>(sizeof(T));
  return 0;
}

template <class T>
int negativeDependentBetween(const std::string &k, T t) {
  static std::map<std::string, int> table;
  if (table.count(k)) {
    T copy = t + t;
    return table[k] + static_cast<int>(sizeof(copy));
  }
  return 0;
}

int instantiate(std::map<std::string, int> &m, std::map<std::string, long> &l) {
  return negativeDependent(m, "a") + (int)positiveNonDependent(l, "b", m) + positiveInTemplate<char>("c") +
         positiveInTemplate<long>("d") + negativeDependentBetween("e", 1);
}

auto lambdaInside = [](std::map<std::string, int> &m, const std::string &k) {
  if (m.count(k))
    return m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-FIXES: if (auto it = m.find(k); it != m.end())
// CHECK-FIXES: return it->second;
  return 0;
};
