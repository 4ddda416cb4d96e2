#include "names.h"
int useNew(const char *P) { return width(P); }
