#include <string>
#include <unordered_map>

// The hash named by the option does not exist: the fix cannot compile.
int lookup() {
  static const std::unordered_map<std::string, int> M = {{"k", 1}};
  return static_cast<int>(M.count("k"));
}

// The redundant-length-scan fix in the same file is fine and is kept.
#include <cstring>
unsigned long length(const std::string &S) { return std::strlen(S.c_str()); }
