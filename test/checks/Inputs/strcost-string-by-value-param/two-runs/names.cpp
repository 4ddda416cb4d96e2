#include "names.h"

std::size_t nameLength(std::string Name) { return Name.size(); }
