// Notes that point here are checked in the test that includes this header,
// under the warning they belong to.
#ifndef REGISTRY_H
#define REGISTRY_H

#include <map>
#include <set>
#include <string>
#include <unordered_map>

// Private, and every member function is defined in the translation unit that
// includes this header: all users are visible, the header is edited.
class Registry {
public:
  int find(const char *Name) const;

private:
  std::map<std::string, int> Entries;
  // CHECK-FIXES: std::map<std::string, int, std::less<>> Entries;
};

class Cache {
public:
  bool has(const char *Name) const;

private:
  std::unordered_map<std::string, int> Items;
  // CHECK-FIXES-ALLOWED: std::unordered_map<std::string, int, strcost::string_hash, std::equal_to<>> Items;
};

// A public member: other translation units may use it in ways not seen here.
struct Settings {
  std::set<std::string> Names;
};

// A private member of a class whose other member functions are defined
// elsewhere.
class Partial {
public:
  bool known(const char *Name) const;
  void load();

private:
  std::set<std::string> Known;
};

// An alias in a header: other translation units may spell the type directly.
using SharedIndex = std::multimap<std::string, int>;

#endif
