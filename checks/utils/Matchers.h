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

/// The same answer as clang's isInTemplateInstantiation(), without building the
/// translation unit's parent map where the answer is known anyway.
///
/// isInTemplateInstantiation() looks for an instantiated declaration among the
/// node's ancestors, and the first ancestor query of a translation unit builds
/// the parent map of the whole of it (headers and every instantiation
/// included): on real code that alone cost 10% of the parse time. The match
/// finder's traversal already knows whether it is inside code that is not
/// spelled in the source (template instantiations, implicit declarations,
/// defaulted functions, the implicit parts of range-for loops); outside such
/// code no ancestor is an instantiation, so only nodes inside it need the
/// ancestor query. Only for matchers registered with the finder: a nested
/// `match()` starts outside any such code and would answer false throughout.
AST_MATCHER(Stmt, isInTemplateInstantiationCheap) {
  return Finder->IsMatchingInASTNodeNotSpelledInSource() &&
         ast_matchers::isInTemplateInstantiation().matches(Node, Finder, Builder);
}

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_MATCHERS_H
