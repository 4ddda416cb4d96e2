#include <cstring>
#include <string>

inline std::size_t headerOld(const std::string &S) { return S.size(); }
