#pragma once
#include <string>
// A header shared by a C++11 unit (a.cpp) and a C++17 unit (b.cpp).
inline int width(std::string S) { return static_cast<int>(S.size()); }
int count(std::string S);
