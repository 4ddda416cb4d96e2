#pragma once
#include <cstring>
#include <string>
// A dependency fetched into the build directory: not the project's.
inline std::size_t depLength(const std::string &S) { return std::strlen(S.c_str()); }
