#include <string>

std::size_t nameLength(std::string Name);
