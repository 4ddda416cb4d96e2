#include <string>

const std::string kName = "name";

#include <cstring>

unsigned long count(const char *p) {
  std::string copy = p;
  return copy.size() + kName.size() + std::strlen(p);
}

// The inserter would put <string_view> after <vector>, inside this
// conditional: each check puts it after the last top-level include above
// its own use instead, line 1 for kName and line 5 for copy.
#ifndef NO_VECTOR
#include <vector>
#endif
