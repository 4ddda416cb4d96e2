// Declarations of bench/pairs/string_constant.cpp, included once per variant
// (STRCOST_PAIR_NS is `before` or `after`), so no include guard. The
// constants the check rewrites are internal to the .cpp.
#include <cstddef>
#include <string>
#include <vector>

namespace STRCOST_PAIR_NS {
std::size_t scan_lines(const std::vector<std::string> &lines);
} // namespace STRCOST_PAIR_NS
