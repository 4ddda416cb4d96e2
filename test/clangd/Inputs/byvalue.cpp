#include <string>

static std::size_t count(std::string S) { return S.size(); }

std::size_t twice(std::string T) { return count(std::move(T)) * 2; }
