// RUN: %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++20

// C++20: contains() as the test, the rewritten '!=' of iterators, and
// heterogeneous lookup in a transparent container (a view key that an
// insertion could not take as it is).

#include <map>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>

struct ViewHash {
  using is_transparent = void;
  std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};

int positiveContains(std::map<std::string, int> &m, const std::string &k) {
  if (m.contains(k))
    return m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'operator[]' looks up the same key again after 'contains' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-FIXES: if (auto it = m.find(k); it != m.end())
// CHECK-FIXES: return it->second;
  return 0;
}

int positiveContainsTransparentView(
    const std::unordered_map<std::string, int, ViewHash, std::equal_to<>> &m,
    std::string_view k) {
  if (m.contains(k))
    return m.find(k)->second;
// CHECK-MESSAGES: :[[@LINE-1]]:14: warning: 'find' looks up the same key again after 'contains' found it, hashing the key a second time; use the iterator 'find' returns
// CHECK-FIXES: if (auto it = m.find(k); it != m.end())
// CHECK-FIXES: return it->second;
  return 0;
}

void positiveNotContains(std::unordered_map<std::string, std::string> &m, const std::string &k,
                         const std::string &v) {
  if (!m.contains(k))
    m[k] = v;
// CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 'operator[]' looks up the same key again after 'contains' found it absent, hashing the key a second time; 'try_emplace' alone looks it up once
// CHECK-FIXES: m.try_emplace(k, v);
}

void positiveNotContainsView(std::map<std::string, int, std::less<>> &m, std::string_view k) {
  if (!m.contains(k))
    m.emplace(k, 1);
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 'emplace' looks up the same key again after 'contains' found it absent, comparing it with O(log n) stored keys a second time; 'try_emplace' alone looks it up once
// CHECK-MESSAGES: :[[@LINE-2]]:7: note: no fix-it: the one-lookup insertion takes the key as a 'const key_type &', which this key is not: it would be converted on every call, or not compile
}

bool positiveRewrittenNotEqual(std::map<std::string, int> &m, const std::string &k) {
  if (m.find(k) != m.end())
    return m.at(k) > 0;
// CHECK-MESSAGES: :[[@LINE-1]]:14: warning: 'at' looks up the same key again after 'find' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-FIXES: if (auto it = m.find(k); it != m.end())
// CHECK-FIXES: return it->second > 0;
  return false;
}

int negativeContainsOtherKey(std::map<std::string, int> &m, const std::string &k) {
  if (m.contains(k))
    return m[k + "x"];
  return 0;
}
