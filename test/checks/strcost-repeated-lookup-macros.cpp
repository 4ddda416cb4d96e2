// RUN: %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++17

// Macros and conditional code: an edit inside a macro's body (or an argument
// the macro uses twice) is declined with a note; so is a fix of an 'if' whose
// branch holds code the preprocessor skipped, or expands a macro defined by a
// preprocessor conditional (another configuration may change the container
// there). A macro that the edits do not touch is no obstacle.

#include <map>
#include <string>

#define LOOKUP(m, k) m[k]
#define HAS(m, k) (m.count(k) != 0)
#define KEY "answer"
#define IF_FOUND(m, k) if (m.count(k))

int positiveRepeatInMacro(std::map<std::string, int> &m, const std::string &k) {
  if (m.count(k))
    return LOOKUP(m, k);
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-MESSAGES: :[[@LINE-2]]:19: note: no fix-it: the text is spelled inside a macro
  return 0;
}

int positiveTestInMacro(std::map<std::string, int> &m, const std::string &k) {
  if (HAS(m, k))
    return m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-MESSAGES: :[[@LINE-2]]:12: note: no fix-it: the text is spelled inside a macro
  return 0;
}

int positiveKeyMacro(std::map<std::string, int> &m) {
  if (m.count(KEY))
    return m[KEY];
// CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-MESSAGES: :[[@LINE-2]]:12: note: no fix-it: the text is spelled inside a macro
  return 0;
}

int positiveIfInMacro(std::map<std::string, int> &m, const std::string &k) {
  IF_FOUND(m, k)
    return m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-MESSAGES: :[[@LINE-2]]:12: note: no fix-it: the text is spelled inside a macro
  return 0;
}

int positiveArgumentOfMacro(std::map<std::string, int> &m, const std::string &k) {
#define TWICE(x) ((x) + (x))
  if (m.count(k))
    return TWICE(m[k]);
// CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-MESSAGES: :[[@LINE-2]]:18: note: no fix-it: the text is spelled inside a macro
  return 0;
}

#ifdef CHECKED
#define MAYBE_ERASE(m) m.clear()
#else
#define MAYBE_ERASE(m)
#endif
int positiveConditionalMacroInBranch(std::map<std::string, int> &m, const std::string &k) {
  if (m.count(k)) {
    MAYBE_ERASE(m);
    return m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-MESSAGES: :[[@LINE-2]]:12: note: no fix-it: macro 'MAYBE_ERASE' is chosen by a preprocessor conditional (#ifdef CHECKED at {{.*}}:{{[0-9]+}})
  }
  return 0;
}

int positiveSkippedCode(std::map<std::string, int> &m, const std::string &k) {
  if (m.count(k)) {
#ifdef ERASE_FIRST
    m.erase(k);
#endif
    return m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-MESSAGES: :[[@LINE-2]]:12: note: no fix-it: code the preprocessor skipped in the branch could change the container or the key in another configuration
  }
  return 0;
}

#define NOTHING(m)
int positiveUnconditionalMacroInBranch(std::map<std::string, int> &m, const std::string &k) {
  if (m.count(k)) {
// CHECK-FIXES: if (auto it = m.find(k); it != m.end()) {
    NOTHING(m);
    return m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-FIXES: return it->second;
  }
  return 0;
}
