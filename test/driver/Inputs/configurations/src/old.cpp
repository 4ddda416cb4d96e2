#include "names.h"
int useOld() { return width("x"); }
