// Declarations of bench/pairs/temporary_lookup_key.cpp, included once per
// variant (STRCOST_PAIR_NS is `before` or `after`), so no include guard.
#include <cstddef>
#include <string>
#include <vector>

namespace STRCOST_PAIR_NS {
void load_registry(const std::vector<std::string> &keys);
void load_hashed_registry(const std::vector<std::string> &keys);
std::size_t count_known(const std::vector<const char *> &names);
std::size_t count_known_unordered(const std::vector<const char *> &names);
} // namespace STRCOST_PAIR_NS
