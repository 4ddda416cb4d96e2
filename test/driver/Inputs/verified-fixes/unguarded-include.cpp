#include <string>
std::string path(const std::string &A, const std::string &B) { return A + "/" + B; }
