#include <dep/dep.h>
#include <textlib/text.h>
int main() { return static_cast<int>(textLength("abc") + depLength("x")); }
