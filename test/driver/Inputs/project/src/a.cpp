#include "names.h"
int count(std::string S) { return static_cast<int>(S.size()); }
int useA() { return count("abc") + width("x"); }
