// Declarations of bench/pairs/stream_concatenation.cpp, included once per
// variant (STRCOST_PAIR_NS is `before` or `after`), so no include guard.
#include <cstddef>
#include <string>
#include <vector>

namespace STRCOST_PAIR_NS {
std::string location(const std::string &file, int line, int column);
std::string field(const std::string &key, const std::string &value);
std::size_t describe_all(const std::vector<std::string> &names);
} // namespace STRCOST_PAIR_NS
