// A library's header on the -isystem path: its functions are not the
// project's to change, so their temporaries are not reported.
#include <string>

namespace library {
int parseNumber(const std::string &Text);
} // namespace library
