// Strings passed by value and only read (seed paper 000, tests 4-5): each call
// copies, and for strings past the small-string buffer that is an allocation.
#include <string>
#include <vector>

bool hasExtension(std::string Path, std::string Extension) {
  return Path.size() >= Extension.size() &&
         Path.compare(Path.size() - Extension.size(), Extension.size(), Extension) == 0;
}

int countMatching(const std::vector<std::string> &Paths) {
  int N = 0;
  for (const std::string &P : Paths)
    N += hasExtension(P, ".cpp");
  return N;
}
