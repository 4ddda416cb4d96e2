#include <cstring>
#include <string>
#include <string_view>

std::string_view name(const std::string &S) { return S.c_str(); }

std::size_t length(const std::string &S) { return std::strlen(S.c_str()); }

std::size_t unrelated(const char *P) { return std::strlen(P); }
