#include <string>
#include <string_view>

void f(const std::string &S) {
  std::string_view V(S.c_str());
  undeclared();
}
