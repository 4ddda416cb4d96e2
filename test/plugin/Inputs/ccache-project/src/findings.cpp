#include <cstring>
#include <string>

std::size_t length(const std::string &S) { return std::strlen(S.c_str()); }
std::string join(const std::string &A, const std::string &B) { return A + "/" + B; }
