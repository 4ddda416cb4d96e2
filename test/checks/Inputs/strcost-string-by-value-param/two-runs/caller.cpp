#include "names.h"
#include <utility>

std::size_t greet(std::string Who) { return nameLength(std::move(Who)); }
