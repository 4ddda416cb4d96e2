#include <string>
#include <unordered_map>

// Two checks that each need an include in this file.
std::unordered_map<std::string, int> Table;
int lookup(const char *Key) { return static_cast<int>(Table.count(Key)); }

std::string join(const std::string &A, const std::string &B) { return A + "/" + B + "/"; }
