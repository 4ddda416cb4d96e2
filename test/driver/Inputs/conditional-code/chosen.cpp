#include <string>

#ifdef USE_WIDE
using Text = std::wstring;
#else
using Text = std::string;
#endif

Text join(const Text &a, const Text &b) { return a + "/" + b; }
