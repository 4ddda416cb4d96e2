#include <cstring>
#include <string>
#include <string_view>

std::string_view view(const std::string &S) { return S.c_str(); }
std::size_t length(const std::string &S) { return std::strlen(S.c_str()); }
