// Declarations of bench/pairs/repeated_lookup.cpp, included once per variant
// (STRCOST_PAIR_NS is `before` or `after`), so no include guard.
#include <cstddef>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

namespace STRCOST_PAIR_NS {
std::size_t sum_known(const std::unordered_map<std::string, std::size_t> &table,
                      const std::vector<std::string> &keys);
std::size_t sum_known_sorted(const std::map<std::string, std::size_t> &table,
                             const std::vector<std::string> &keys);
std::size_t first_positions(const std::vector<std::string> &words);
} // namespace STRCOST_PAIR_NS
