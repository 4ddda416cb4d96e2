//===--- Matchers.h - strcost ----------------------------------------------===//
//
// AST matchers shared by strcost checks: the standard string type every check
// starts from, and replacements for clang's own where those would cost more
// than the rest of a check together.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_MATCHERS_H
#define STRCOST_CHECKS_UTILS_MATCHERS_H

#include "Instantiation.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "llvm/ADT/DenseMap.h"

namespace clang::tidy::strcost::utils {

/// A type whose canonical type is a `std::basic_string` specialization, with
/// any character type, traits and allocator (`std::string`, `const
/// std::wstring`, an alias of `std::pmr::string`); what else it must have
/// (standard traits, a known character type) each check asks itself.
inline ast_matchers::internal::Matcher<QualType> isStdBasicStringType() {
  using namespace ast_matchers;
  return hasCanonicalType(recordType(hasDeclaration(
      classTemplateSpecializationDecl(hasName("::std::basic_string")))));
}

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

/// Answers of a matcher, per declaration (see cachedMatch).
using DeclAnswers = llvm::DenseMap<const Decl *, bool>;

/// \p Inner's answer for a function, computed once per declaration and kept
/// in \p Cache: for matchers that meet every mention of a function (each
/// reference, member, call and construction), where asking again at each one
/// (a walk over the parameters through several nested matchers) cost more
/// than the rest of a check. \p Inner binds nothing and does not depend on
/// where the node is met; the cache lives as long as the translation unit.
AST_MATCHER_P2(FunctionDecl, cachedMatch, ast_matchers::internal::Matcher<Decl>,
               Inner, DeclAnswers *, Cache) {
  auto [It, Inserted] = Cache->try_emplace(&Node, false);
  if (Inserted) {
    ast_matchers::internal::BoundNodesTreeBuilder Scratch;
    It->second = Inner.matches(Node, Finder, &Scratch);
  }
  return It->second;
}

/// The results of one node for a matcher that stands for several patterns
/// (as eachOf would): one result per pattern the node meets, each with the
/// bindings of that pattern only. One such matcher per node kind costs one
/// dispatch per node, where a clang matcher per pattern costs one each.
class MatchSet {
public:
  using Builder = ast_matchers::internal::BoundNodesTreeBuilder;
  explicit MatchSet(const Builder &Start) : Start(Start) {}
  void add(std::initializer_list<std::pair<StringRef, DynTypedNode>> Nodes) {
    Builder One(Start);
    for (const auto &[Id, N] : Nodes)
      One.setBinding(Id, N);
    All.addMatch(One);
    Any = true;
  }
  /// Whether the node met any pattern; if so, \p Out holds the results.
  bool commit(Builder *Out) {
    if (Any)
      *Out = std::move(All);
    return Any;
  }

private:
  const Builder &Start;
  Builder All;
  bool Any = false;
};

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_MATCHERS_H
