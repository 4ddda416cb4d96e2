// A header-only library's header, as a user's build sees it: it does not
// include strcost's runtime and no RuntimeHeaders option names it, so
// strcost-chained-concatenation may not make it depend on <strcost/str_cat.h>
// (every user of the library would then need strcost) and fixes its declared
// string with the standard library alone: reserve the pieces' total size,
// append each piece. bench/pairs/chained_concatenation_std_form.cpp includes
// it; the build fixes a copy of it beside that pair's after-file (the pair's
// `// strcost-pair-headers:` line), never this file. No include guard: each
// side of the pair includes it once, in its own STRCOST_PAIR_NS.
#include <cstddef>
#include <string>

namespace STRCOST_PAIR_NS {

// The seed's six-piece expression, declared as a local string and read.
inline std::size_t line_checksum(const std::string &dir, const std::string &name,
                                 const std::string &ext, const std::string &note) {
  std::string line = dir + "/" + name + ext + " => " + note;
  return line.size() + static_cast<unsigned char>(line[line.size() / 2]);
}

} // namespace STRCOST_PAIR_NS
