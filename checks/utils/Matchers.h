//===--- Matchers.h - strcost ----------------------------------------------===//
//
// AST matchers shared by strcost checks, where clang's own would cost more than
// the rest of a check together.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_MATCHERS_H
#define STRCOST_CHECKS_UTILS_MATCHERS_H

#include "clang/ASTMatchers/ASTMatchers.h"

namespace clang::tidy::strcost::utils {

/// True for a node the match finder reaches in code that is not spelled in
/// the source: template instantiations (their pattern is matched once, as
/// written), implicit declarations, and the second, implicit visit of a
/// range-for's range or a rewritten C++20 comparison (their spelled operands
/// were matched already). Skipping these equals clang's
/// isInTemplateInstantiation() for what the checks report, without its cost:
/// that matcher climbs the node's ancestors, and the first ancestor query of a
/// translation unit builds the parent map of all of it (10% of the parse time
/// on real code). Only for matchers registered with the finder: a nested
/// `match()` starts outside any such code and would answer false throughout.
AST_MATCHER(Stmt, isInTemplateInstantiationCheap) {
  return Finder->IsMatchingInASTNodeNotSpelledInSource();
}

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_MATCHERS_H
