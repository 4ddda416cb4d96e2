#include <sstream>
#include <string>

std::string label(const std::string &Name, int Id) {
  std::ostringstream Out;
  Out << Name << '#' << Id;
  return Out.str();
}

std::string path(const std::string &Dir, const std::string &File) {
  std::stringstream S;
  S << Dir << "/" << File;
  return S.str();
}
