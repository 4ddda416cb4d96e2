#include "names.h"
int useB(const char *P) { return count(P) + width(P); }
