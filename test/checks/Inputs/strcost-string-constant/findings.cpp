// One finding of strcost-string-constant, for option tests.
#include <string>
const std::string kName = "name";
std::size_t size() { return kName.size(); }
