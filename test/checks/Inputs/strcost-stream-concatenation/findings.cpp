#include <sstream>
#include <string>
std::string f(int n) {
  std::ostringstream os;
  os << "n=" << n;
  return os.str();
}
