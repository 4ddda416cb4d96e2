// Declarations of bench/pairs/temporary_string_argument.cpp, included once per
// variant (STRCOST_PAIR_NS is `before` or `after`), so no include guard. The
// function the check rewrites is internal to the .cpp.
#include <cstddef>
#include <string>
#include <vector>

namespace STRCOST_PAIR_NS {
std::size_t count_headers(const std::vector<std::string> &lines);
} // namespace STRCOST_PAIR_NS
