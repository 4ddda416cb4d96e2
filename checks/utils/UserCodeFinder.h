//===--- UserCodeFinder.h - strcost -----------------------------*- C++ -*-===//
//
// The match finder a strcost check registers its matchers with: one that
// sees the user's code and not the system headers'.
//
// clang-tidy 19 and 20 make their match finder try every matcher on every
// node of the unit, and most of a unit is the standard library's headers:
// their declarations, their templates and every instantiation of those
// templates. A strcost check has nothing to say there (the host drops
// findings in system headers unless --system-headers asks for them), yet it
// paid the dispatch of each of its matchers on each of those nodes: 80-90%
// of its cost (issue 15, docs/validation.md "Performance"). clang-tidy 21
// stopped walking system headers for every check (its MatchFinderOptions'
// IgnoreSystemHeaders, set unless --system-headers); this gives strcost's
// checks the same on the older hosts.
//
// How: the strcost checks of a unit share one inner MatchFinder. The first
// check registers one matcher with the host's finder, on the translation
// unit's declaration (visited once, before anything else, in every host,
// clangd included), to learn the ASTContext. At the end of the host's walk
// the inner finder walks the unit once more, its traversal scope narrowed to
// the top-level declarations outside system headers (within the host's own
// scope: clangd's is the main file's), and gives every check its matches and
// its start and end of the unit.
//
// What the checks no longer see: nodes in system headers, instantiations of
// the library's templates among them. That is what clang-tidy 21 and later
// do for every check; the checks report nothing there, and their questions
// about the user's functions (is this one called, is its address taken) are
// asked of the user's code, where such a function is named.
//
// The host's own walk then finds nothing but the trigger when the unit runs
// no check but strcost's (the check list names no other: `-*,strcost-*`, the
// default of strcost's front-ends). It is skipped: the trigger empties the
// traversal scope before the host descends and puts it back at the end. That
// walk cost 3-4% of the parse in clang-tidy 19 (docs/validation.md).
//
// With --system-headers, and on clang-tidy 21 and later (whose finder walks
// what the user asked for already), the host's finder is used as is; so it is
// with --enable-check-profile, since the host times only the matches of its
// own walk (each check's time then covers the whole unit, as before).
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_USERCODEFINDER_H
#define STRCOST_CHECKS_UTILS_USERCODEFINDER_H

#include "clang/AST/ASTContext.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include <memory>
#include <optional>
#include <vector>

namespace clang::tidy::strcost::utils {

/// Whom the host's finder runs matchers for in a unit.
enum class HostMatchers { Anyone, StrcostOnly };

class UserCodeFinder {
public:
  /// The finder for the checks that register with \p Host: the host itself
  /// when \p WholeUnit (or on clang-tidy 21 and later), else the inner
  /// finder every strcost check registering with \p Host shares; under
  /// StrcostOnly the host's walk is skipped. \p Keep receives what must live
  /// as long as the check (null for the host).
  static ast_matchers::MatchFinder &
  of(ast_matchers::MatchFinder &Host, bool WholeUnit, HostMatchers Others,
     std::shared_ptr<UserCodeFinder> &Keep);

  /// StrcostOnly when every check \p Checks (a clang-tidy check list) may
  /// enable is strcost's: each entry that enables checks after the last
  /// `-*` starts with `strcost-`. No list means clang-tidy's default.
  static HostMatchers whoseChecks(std::optional<llvm::StringRef> Checks);

  /// The top-level declarations of \p Scope (a traversal scope; the unit's
  /// declaration stands for all of the unit's) outside system headers.
  static std::vector<Decl *> userScope(const ASTContext &Ctx,
                                       llvm::ArrayRef<Decl *> Scope);

  /// How many inner finders are alive; for tests of the sharing.
  static unsigned live();

  UserCodeFinder(ast_matchers::MatchFinder &Host, HostMatchers Others);
  ~UserCodeFinder();
  UserCodeFinder(const UserCodeFinder &) = delete;
  UserCodeFinder &operator=(const UserCodeFinder &) = delete;

private:
  class Trigger;
  ast_matchers::MatchFinder *Host;
  ast_matchers::MatchFinder Inner;
  std::unique_ptr<Trigger> Start;
};

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_USERCODEFINDER_H
