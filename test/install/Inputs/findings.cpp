#include <cstring>
#include <string>

std::size_t length(const std::string &S) { return std::strlen(S.c_str()); }
