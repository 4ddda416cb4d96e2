// Declarations of bench/pairs/chained_concatenation_std_form.cpp, included once
// per variant (STRCOST_PAIR_NS is `before` or `after`), so no include guard.
#include <cstddef>
#include <string>
#include <vector>

namespace STRCOST_PAIR_NS {
struct PathParts {
  std::string dir, name, ext, note;
};
// The same lines built by the header's code and by the main file's.
std::size_t render_in_header(const std::vector<PathParts> &parts);
std::size_t render_in_main_file(const std::vector<PathParts> &parts);
} // namespace STRCOST_PAIR_NS
