// The "before" side of strcost-string-by-value-param's pair: strings passed by
// value and only read (the fix makes them views), and the seed's
// copy-then-return function (the fix moves the parameter into its copy). The
// build copies this file, runs `strcost --fix` on the copy (the "after" side)
// and compiles both into strcost_pairs_benchmark.
// The checks the build fixes this file with (--checks=-*,<these>), so that
// another check cannot change the "after" side; test/structure/check-lists.test
// holds them to the registered checks.
// strcost-pair-checks: strcost-string-by-value-param
#include "string_by_value_param.h"

namespace STRCOST_PAIR_NS {

static bool has_extension(std::string path, std::string extension) {
  return path.size() >= extension.size() &&
         path.compare(path.size() - extension.size(), extension.size(), extension) == 0;
}

static std::string copy_of(std::string par) {
  std::string tmp(par);
  return tmp;
}

std::size_t count_with_extension(const std::vector<std::string> &paths,
                                 const std::string &extension) {
  std::size_t n = 0;
  for (const std::string &path : paths)
    n += has_extension(path, extension);
  return n;
}

std::size_t copy_all(const std::vector<std::string> &paths) {
  std::size_t n = 0;
  for (const std::string &path : paths) {
    std::string sx = copy_of(path);
    n += sx.size();
  }
  return n;
}

} // namespace STRCOST_PAIR_NS
