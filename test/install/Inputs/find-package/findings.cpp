#include <cstring>
#include <string>
#include <strcost/view.h>

std::size_t length(const std::string &S) { return std::strlen(S.c_str()); }
