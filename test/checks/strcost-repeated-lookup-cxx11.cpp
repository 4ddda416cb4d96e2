// RUN: %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-repeated-lookup %t -- -- -std=c++14

// Before C++17 an if has no init-statement: the iterator is declared in
// front of the if, in the block around it, under a name nothing in the file
// up to the block's end uses; where the if does not stand directly in a
// block, or a jump could skip the declaration, the finding has no fix-it.
// try_emplace is C++17: an insertion after a failed test is reported alone.

#include <map>
#include <set>
#include <string>
#include <unordered_map>

void use(int);

int positiveDeclaredBefore(std::map<std::string, int> &m, const std::string &k) {
  if (m.count(k))
    return m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-FIXES: auto it = m.find(k);
// CHECK-FIXES: if (it != m.end())
// CHECK-FIXES: return it->second;
  return 0;
}

void positiveIndented(std::unordered_map<std::string, int> &m, const std::string &k, bool b) {
  if (b) {
    if (m.find(k) != m.end())
      use(m.at(k));
// CHECK-MESSAGES: :[[@LINE-1]]:13: warning: 'at' looks up the same key again after 'find' found it, hashing the key a second time; use the iterator 'find' returns
// CHECK-FIXES: auto it = m.find(k);
// CHECK-FIXES: if (it != m.end())
// CHECK-FIXES: use(it->second);
  }
}

int positiveElseIfNoBlock(std::map<std::string, int> &m, const std::string &k, bool b) {
  if (b)
    return 1;
  else if (m.count(k))
    return m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-MESSAGES: :[[@LINE-2]]:12: note: no fix-it: before C++17 the iterator needs a declaration in front of the 'if', which does not stand directly in a block here
  return 0;
}

int positiveNameUsedLater(std::map<std::string, int> &m, const std::string &k) {
  int r = 0;
  if (m.count(k))
    r = m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:9: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-FIXES: auto found = m.find(k);
// CHECK-FIXES: if (found != m.end())
// CHECK-FIXES: r = found->second;
  int it = r;
  return it;
}

int positiveLoopVariable(std::map<std::string, int> &m, const std::string &k) {
  int sum = 0;
  for (int found = 0; found < 2; ++found) {
    if (m.count(k))
      sum += m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:14: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-FIXES: auto pos = m.find(k);
// CHECK-FIXES: if (pos != m.end())
// CHECK-FIXES: sum += pos->second;
  }
  return sum;
}

int positiveSwitch(std::map<std::string, int> &m, const std::string &k, int c) {
  switch (c) {
  case 0:
    if (m.count(k))
      return m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:14: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-MESSAGES: :[[@LINE-2]]:14: note: no fix-it: before C++17 the iterator needs a declaration in front of the 'if', which does not stand directly in a block here
    break;
  case 1:
    return 1;
  }
  return 0;
}

int positiveSwitchBody(std::map<std::string, int> &m, const std::string &k, int c) {
  switch (c) {
  case 0: {
    use(0);
    if (m.count(k))
      return m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:14: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-FIXES: auto pos = m.find(k);
// CHECK-FIXES: if (pos != m.end())
// CHECK-FIXES: return pos->second;
    break;
  }
  case 1:
    use(1);
    if (m.count(k))
      return m[k];
// CHECK-MESSAGES: :[[@LINE-1]]:14: warning: 'operator[]' looks up the same key again after 'count' found it, comparing it with O(log n) stored keys a second time; use the iterator 'find' returns
// CHECK-MESSAGES: :[[@LINE-2]]:14: note: no fix-it: before C++17 the iterator is declared in front of the 'if', and a jump to a label or 'case' in the block would skip its initialisation
    return 1;
  }
  return 0;
}

void positiveAbsentNeedsCxx17(std::map<std::string, int> &m, const std::string &k) {
  if (!m.count(k))
    m[k] = 1;
// CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 'operator[]' looks up the same key again after 'count' found it absent, comparing it with O(log n) stored keys a second time; 'try_emplace' alone looks it up once
// CHECK-MESSAGES: :[[@LINE-2]]:5: note: no fix-it: 'try_emplace' needs C++17
}

void positiveSetInsert(std::set<std::string> &s, const std::string &k) {
  if (!s.count(k))
    s.insert(k);
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 'insert' looks up the same key again after 'count' found it absent, comparing it with O(log n) stored keys a second time; 'insert' alone looks it up once
// CHECK-FIXES: s.insert(k);
}
