// Declarations of bench/pairs/chained_concatenation.cpp, included once per
// variant (STRCOST_PAIR_NS is `before` or `after`), so no include guard.
#include <cstddef>
#include <string>
#include <vector>

namespace STRCOST_PAIR_NS {
struct Entry {
  std::string s1, s2, s3, s4;
  long n;
};
std::size_t render_lines(const std::vector<Entry> &entries);
std::string join_entries(const std::vector<Entry> &entries);
} // namespace STRCOST_PAIR_NS
