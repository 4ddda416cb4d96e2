// No finding in any configuration: a stand-in front-end that prints nothing
// agrees with the driver, so only whether it ran is measured.
#include <string>
std::size_t lengthOf(const std::string &s) { return s.size(); }
