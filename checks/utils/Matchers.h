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
/// range-for's range or of a C++20 rewritten comparison's semantic form. For a
/// pattern whose nodes are always visited as spelled too (a call inside a
/// range-for's range or a rewritten comparison's operand is), skipping these
/// equals `unless(isInTemplateInstantiation())` without climbing the node's
/// ancestors, whose first query builds the parent map of the whole unit (10%
/// of the parse on real code). Not for a pattern that matches the rewritten
/// form itself (`it != m.end()` in C++20 is `!(it == m.end())`, seen only
/// here): use isInTemplateInstantiationCheap. Only for matchers registered
/// with the finder.
AST_MATCHER(Stmt, isNotSpelledInSource) {
  return Finder->IsMatchingInASTNodeNotSpelledInSource();
}

/// clang's isInTemplateInstantiation(), asking the ancestors (and so building
/// the parent map) only for nodes in code not spelled in the source: outside
/// such code no ancestor is an instantiation. Only for matchers registered
/// with the finder: a nested `match()` starts outside any such code.
AST_MATCHER(Stmt, isInTemplateInstantiationCheap) {
  return Finder->IsMatchingInASTNodeNotSpelledInSource() &&
         ast_matchers::isInTemplateInstantiation().matches(Node, Finder, Builder);
}

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_MATCHERS_H
