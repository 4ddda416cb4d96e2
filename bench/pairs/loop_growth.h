// Declarations of bench/pairs/loop_growth.cpp, included once per variant
// (STRCOST_PAIR_NS is `before` or `after`), so no include guard.
#include <cstddef>
#include <string>
#include <vector>

namespace STRCOST_PAIR_NS {
std::string copy_by_chars(const std::string &text);
std::string join_fields(const std::vector<std::string> &fields);
std::size_t render_rows(const std::vector<std::string> &names);
std::size_t render_keys(const std::string &tenant, const std::vector<std::string> &names);
std::string indentation(std::size_t depth);
} // namespace STRCOST_PAIR_NS
