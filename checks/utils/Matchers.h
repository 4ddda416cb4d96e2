//===--- Matchers.h - strcost ----------------------------------------------===//
//
// AST matchers shared by strcost checks, where clang's own would cost more than
// the rest of a check together.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_MATCHERS_H
#define STRCOST_CHECKS_UTILS_MATCHERS_H

#include "Instantiation.h"
#include "clang/ASTMatchers/ASTMatchers.h"

namespace clang::tidy::strcost::utils {

/// clang's isInTemplateInstantiation() without climbing the node's ancestors
/// where it can be helped: their first query builds the parent map of the
/// whole translation unit (10% of the parse on real code). Outside code the
/// finder reaches as not spelled in the source (instantiations, implicit
/// code, a range-for's implicit parts, a C++20 rewritten comparison's
/// semantic form) no ancestor is an instantiation; inside it, the first local
/// variable or `this` the node refers to tells (utils/Instantiation.h). Only
/// a node that refers to none asks its ancestors. Only for matchers
/// registered with the finder: a nested `match()` starts outside such code.
AST_MATCHER(Stmt, isInTemplateInstantiationCheap) {
  if (!Finder->IsMatchingInASTNodeNotSpelledInSource())
    return false;
  if (std::optional<bool> Known = instantiationByReferences(Node))
    return *Known;
  return ast_matchers::isInTemplateInstantiation().matches(Node, Finder, Builder);
}

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_MATCHERS_H
