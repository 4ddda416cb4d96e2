#include "util.h"

// Another translation unit: here util.h needs only <utility>.
std::string other() { return copyOnce("other"); }
