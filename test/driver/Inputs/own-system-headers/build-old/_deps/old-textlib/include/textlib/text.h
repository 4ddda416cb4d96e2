#pragma once
#include <string>
// An installed copy of the library, searched before the project's own.
inline std::size_t textLength(const std::string &S) { return S.size(); }
