#include "tree/names.h"
// Does not parse: counted apart, and still analysed without a crash.
std::string broken() { return undeclared_name + "x"; }
