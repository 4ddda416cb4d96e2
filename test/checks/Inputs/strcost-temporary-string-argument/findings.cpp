#include <string>

static std::size_t width(const std::string &S) { return S.size(); }
std::size_t call() { return width("label"); }
