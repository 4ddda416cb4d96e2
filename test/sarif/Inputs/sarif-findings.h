#include <string>
#include <string_view>

inline std::string_view héader(const std::string &S) { return S.c_str(); }
