// Containers in a header that translation units of other standards may
// include; the test that includes it checks the notes that point here.
#ifndef STANDARD_H
#define STANDARD_H

#include <map>
#include <set>
#include <string>
#include <unordered_map>

// Every member function is defined in the including test: the header may be
// edited, as far as the oldest standard that includes it allows.
class Ordered {
public:
  int find(const char *Name) const;

private:
  std::map<std::string, int> Entries;
  // CHECK-FIXES-DEFAULT: std::map<std::string, int> Entries;
  // CHECK-FIXES-CXX14: std::map<std::string, int, std::less<>> Entries;
  // CHECK-FIXES-CXX17: std::map<std::string, int, std::less<>> Entries;
  // CHECK-FIXES-MAIN: std::map<std::string, int, std::less<>> Entries;
};

class Unordered {
public:
  bool has(const char *Name) const;

private:
  std::unordered_map<std::string, int> Items;
  // CHECK-FIXES-DEFAULT: std::unordered_map<std::string, int> Items;
  // CHECK-FIXES-CXX14: std::unordered_map<std::string, int> Items;
  // CHECK-FIXES-CXX17: std::unordered_map<std::string, int> Items;
  // CHECK-FIXES-MAIN: std::unordered_map<std::string, int, strcost::string_hash, std::equal_to<>> Items;
};

// The lookup is in the header too: its key is wrapped in a std::string_view
// only where every includer has one (C++17).
class Inline {
public:
  bool has(const char *Name) const { return Names.count(Name) != 0; }
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:57: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES-DEFAULT: standard.h:[[@LINE+10]]:25: note: no fix-it: 'std::less<>' needs C++14, and this header may be included from C++11 translation units
  // CHECK-MESSAGES-CXX14: :[[@LINE-3]]:57: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES-CXX17: :[[@LINE-4]]:57: warning: 'count' with a 'const char *' key
  // CHECK-MESSAGES-MAIN: :[[@LINE-5]]:57: warning: 'count' with a 'const char *' key
  // CHECK-FIXES-DEFAULT: bool has(const char *Name) const { return Names.count(Name) != 0; }
  // CHECK-FIXES-CXX14: bool has(const char *Name) const { return Names.count(Name) != 0; }
  // CHECK-FIXES-CXX17: bool has(const char *Name) const { return Names.count(std::string_view(Name)) != 0; }
  // CHECK-FIXES-MAIN: bool has(const char *Name) const { return Names.count(std::string_view(Name)) != 0; }

private:
  std::set<std::string> Names;
  // CHECK-FIXES-DEFAULT: std::set<std::string> Names;
  // CHECK-FIXES-CXX14: std::set<std::string, std::less<>> Names;
  // CHECK-FIXES-CXX17: std::set<std::string, std::less<>> Names;
  // CHECK-FIXES-MAIN: std::set<std::string, std::less<>> Names;
};

#endif
