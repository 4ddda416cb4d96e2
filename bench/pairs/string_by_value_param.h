// Declarations of bench/pairs/string_by_value_param.cpp, included once per
// variant (STRCOST_PAIR_NS is `before` or `after`), so no include guard. The
// functions the check rewrites are internal to the .cpp: `strcost --fix` on
// the copy must not edit this shared header.
#include <cstddef>
#include <string>
#include <vector>

namespace STRCOST_PAIR_NS {
std::size_t count_with_extension(const std::vector<std::string> &paths,
                                 const std::string &extension);
std::size_t copy_all(const std::vector<std::string> &paths);
} // namespace STRCOST_PAIR_NS
