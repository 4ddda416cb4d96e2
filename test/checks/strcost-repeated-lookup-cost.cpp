// RUN: %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++17 -stdlib=libc++

// The cost note: the second search, hashed (by the key's length) or down an
// ordered tree (about 1,000 keys assumed).

#include <map>
#include <string>
#include <unordered_map>

int positiveHashedLiteral(std::unordered_map<std::string, int> &m) {
  if (m.count("twelve chars"))
    return m["twelve chars"];
// CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'operator[]' looks up the same key again after 'count' found it, hashing the key a second time
// CHECK-MESSAGES: :[[@LINE-2]]:12: note: cost per execution: no allocation, 12 bytes scanned, ~12 ns{{$}}
// CHECK-FIXES: if (auto it = m.find("twelve chars"); it != m.end())
// CHECK-FIXES: return it->second;
  return 0;
}

int positiveOrdered(std::map<std::string, int> &m, const std::string &k) {
  if (m.count(k))
    return m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time
// CHECK-MESSAGES: :[[@LINE-2]]:12: note: cost per execution: no allocation, 32 bytes scanned, ~45 ns (assuming a map of about 1,000 keys and 32 characters where the length is unknown)
// CHECK-FIXES: if (auto it = m.find(k); it != m.end())
// CHECK-FIXES: return it->second;
  return 0;
}

int negativeOtherKey(std::map<std::string, int> &m, const std::string &k,
                     const std::string &j) {
  if (m.count(k))
    return m[j];
  return 0;
}
