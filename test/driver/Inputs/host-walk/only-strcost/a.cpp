#include <string>

int size_of(std::string s) { return static_cast<int>(s.size()); }

int *no_pointer() { return 0; }
