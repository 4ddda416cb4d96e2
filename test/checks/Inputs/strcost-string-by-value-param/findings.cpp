#include <string>
std::size_t length(std::string S) { return S.size(); }
