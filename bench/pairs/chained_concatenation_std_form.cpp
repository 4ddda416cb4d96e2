// The "before" side of strcost-chained-concatenation's std-form pair: the
// seed's six-piece expression declared as a local string, in two places. In
// chained_concatenation_std_form_lib.h, a header that may not include
// strcost's runtime, the fix is the standard library's form (`std::string
// line; line.reserve(<sizes>); line.append(dir).append("/")...`); here, in the
// main file, the same function becomes strcost::str_cat. So one run of the
// pairs benchmark measures the chain, the std form and str_cat side by side,
// both fixed sides written by `strcost --fix` at build time.
// The checks the build fixes this file with (--checks=-*,<these>), and the
// headers beside it that the build copies next to the after-file and fixes
// too (apply_fixes.cmake); test/structure/pair-fixes.test compares both.
// strcost-pair-checks: strcost-chained-concatenation
// strcost-pair-headers: chained_concatenation_std_form_lib.h
#include "chained_concatenation_std_form.h"
#include "chained_concatenation_std_form_lib.h"

namespace STRCOST_PAIR_NS {

// The header's line_checksum, spelled again where the runtime may be used.
static std::size_t line_checksum_here(const std::string &dir, const std::string &name,
                                      const std::string &ext, const std::string &note) {
  std::string line = dir + "/" + name + ext + " => " + note;
  return line.size() + static_cast<unsigned char>(line[line.size() / 2]);
}

std::size_t render_in_header(const std::vector<PathParts> &parts) {
  std::size_t sum = 0;
  for (const PathParts &p : parts)
    sum += line_checksum(p.dir, p.name, p.ext, p.note);
  return sum;
}

std::size_t render_in_main_file(const std::vector<PathParts> &parts) {
  std::size_t sum = 0;
  for (const PathParts &p : parts)
    sum += line_checksum_here(p.dir, p.name, p.ext, p.note);
  return sum;
}

} // namespace STRCOST_PAIR_NS
