#include <string>

inline std::string there(const std::string &a) { return a; }
