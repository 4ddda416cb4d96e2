// A public header that C++11 code includes as well (see
// strcost-repeated-lookup-header-standard.cpp): an 'if' with an
// init-statement or a try_emplace written here would break that code, unless
// HeaderMinimumStandard says every includer has C++17.
#ifndef GET_H
#define GET_H
#include <map>
#include <string>

inline std::string get(const std::map<std::string, std::string> &m, const std::string &k) {
  std::string r;
  if (m.find(k) != m.end()) {
    r = m.at(k);
    // CHECK-MESSAGES: :[[@LINE-1]]:11: warning: 'at' looks up the same key again after 'find' found it
    // CHECK-FIXES: auto it = m.find(k);
    // CHECK-FIXES-NEXT: if (it != m.end()) {
    // CHECK-FIXES-NEXT: r = it->second;
    // CHECK-MESSAGES-HDR17: :[[@LINE-5]]:11: warning: 'at' looks up the same key again after 'find' found it
    // CHECK-FIXES-HDR17: if (auto it = m.find(k); it != m.end()) {
    // CHECK-FIXES-HDR17-NEXT: r = it->second;
  }
  return r;
}

// try_emplace has no C++11 form that builds no node when the key is there.
inline void set(std::map<std::string, int> &m, const std::string &k) {
  if (!m.count(k))
    m[k] = 1;
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 'operator[]' looks up the same key again after 'count'
  // CHECK-MESSAGES: :[[@LINE-2]]:5: note: no fix-it: 'try_emplace' needs C++17, and this header may be included from C++11 translation units (option HeaderMinimumStandard)
  // CHECK-MESSAGES-HDR17: :[[@LINE-3]]:5: warning: 'operator[]' looks up the same key again after 'count'
  // CHECK-FIXES-HDR17: m.try_emplace(k, 1);
}

// Where the C++11 form cannot be written either, the note says both why.
inline int pick(const std::map<std::string, int> &m, const std::string &k, bool b) {
  if (b)
    return 1;
  else if (m.count(k))
    return m.at(k);
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: 'at' looks up the same key again after 'count'
  // CHECK-MESSAGES: :[[@LINE-2]]:14: note: no fix-it: before C++17 the iterator needs a declaration in front of the 'if', which does not stand directly in a block here (an 'if' with an init-statement needs C++17, and this header may be included from C++11 translation units (option HeaderMinimumStandard))
  // CHECK-MESSAGES-HDR17: :[[@LINE-3]]:14: warning: 'at' looks up the same key again after 'count'
  // CHECK-FIXES-HDR17: else if (auto it = m.find(k); it != m.end())
  // CHECK-FIXES-HDR17-NEXT: return it->second;
  return 0;
}
#endif
