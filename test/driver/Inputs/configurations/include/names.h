#pragma once
#include <string>
// Included by a C++17 unit of one build (new.cpp) and a C++11 unit of another
// (old.cpp): a std::string_view parameter compiles in the first only.
inline int width(std::string S) { return static_cast<int>(S.size()); }
