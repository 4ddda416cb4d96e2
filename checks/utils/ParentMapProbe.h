//===--- ParentMapProbe.h - strcost -----------------------------*- C++ -*-===//
//
// Whether anything asked clang for the translation unit's parent map: a test
// probe for the rule that no strcost check climbs the AST (building the map
// is a second walk of the whole unit, 12-15% of parsing).
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_PARENTMAPPROBE_H
#define STRCOST_CHECKS_UTILS_PARENTMAPPROBE_H

#include "clang/AST/ASTContext.h"

namespace clang::tidy::strcost::utils {

/// True once the parent map of \p Ctx has been built. Asking does not build it.
bool parentMapBuilt(ASTContext &Ctx);

/// With STRCOST_PROBE_PARENT_MAP=1 in the environment, prints
/// `strcost: parent map built` or `strcost: parent map not built` to stderr.
void reportParentMapProbe(ASTContext &Ctx);

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_PARENTMAPPROBE_H
