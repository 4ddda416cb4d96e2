// Declarations of bench/pairs/read_only_copy.cpp, included once per variant
// (STRCOST_PAIR_NS is `before` or `after`), so no include guard.
#include <cstddef>
#include <string>
#include <vector>

namespace STRCOST_PAIR_NS {
std::size_t scan_records(const std::vector<std::string> &lines);
} // namespace STRCOST_PAIR_NS
