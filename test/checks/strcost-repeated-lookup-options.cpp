// RUN: %check_strcost %s strcost-repeated-lookup %t -- \
// RUN:   -config="{CheckOptions: {strcost-repeated-lookup.Containers: '::std::map;my::flat_map'}}" \
// RUN:   -- -std=c++17

// Containers names the classes whose lookups count (here a flat map of the
// user's, and std::map; std::unordered_map is then left out).

#include <map>
#include <string>
#include <unordered_map>

namespace my {
template <class K, class V> class flat_map {
public:
  using key_type = K;
  using mapped_type = V;
  using value_type = std::pair<K, V>;
  using iterator = value_type *;
  iterator find(const K &);
  iterator end();
  std::size_t count(const K &) const;
  V &operator[](const K &);
  template <class... A> std::pair<iterator, bool> try_emplace(const K &, A &&...);
};
} // namespace my

int positiveListedClass(my::flat_map<std::string, int> &m, const std::string &k) {
  if (m.count(k))
    return m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-FIXES: if (auto it = m.find(k); it != m.end())
// CHECK-FIXES: return it->second;
  return 0;
}

void positiveListedAbsent(my::flat_map<std::string, int> &m, const std::string &k) {
  if (!m.count(k))
    m[k] = 1;
// CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 'operator[]' looks up the same key again after 'count' found it absent, comparing it with O(log n) stored keys a second time; 'try_emplace' alone looks it up once
// CHECK-FIXES: m.try_emplace(k, 1);
}

int negativeUnlisted(std::unordered_map<std::string, int> &m, const std::string &k) {
  if (m.count(k))
    return m[k];
  return 0;
}
