// Declarations of bench/pairs/redundant_length_scan.cpp, included once per
// variant (STRCOST_PAIR_NS is `before` or `after`), so no include guard.
#include <cstddef>
#include <string>
#include <vector>

namespace STRCOST_PAIR_NS {
std::size_t count_separators(const std::vector<std::string> &lines);
std::size_t total_length(const std::vector<std::string> &lines);
} // namespace STRCOST_PAIR_NS
