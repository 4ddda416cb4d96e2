//===--- FixPlan.h - strcost ------------------------------------*- C++ -*-===//
//
// The edits of one finding, or the reason it has none. A plan is all or
// nothing: once declined, no edit of it reaches the user, because half a fix
// (a declaration changed, its definition not) breaks the build.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_FIXPLAN_H
#define STRCOST_CHECKS_UTILS_FIXPLAN_H

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include <optional>
#include <string>

namespace clang::tidy::strcost::utils {

/// The one macro policy of strcost's edits: the file range of the tokens
/// \p TokenRange when every character of it is spelled in one place of one
/// file (inside a macro argument is fine: the argument's text is the user's),
/// and nullopt when any end lies in a macro's body, where an edit would
/// change every expansion of the macro.
std::optional<CharSourceRange> editableRange(SourceRange TokenRange,
                                             const SourceManager &SM,
                                             const LangOptions &LangOpts);

/// The location \p Loc as a place to insert text: its file location when it
/// is spelled in a file or a macro argument, nullopt in a macro's body.
std::optional<SourceLocation> editableLocation(SourceLocation Loc,
                                               const SourceManager &SM);

inline constexpr llvm::StringLiteral InsideMacroReason =
    "the text is spelled inside a macro";

class FixPlan {
public:
  void replace(CharSourceRange Range, llvm::StringRef Text) {
    add(FixItHint::CreateReplacement(Range, Text));
  }
  /// Replaces the tokens \p TokenRange, or declines when they are not
  /// editable (see editableRange).
  void replace(SourceRange TokenRange, llvm::StringRef Text,
               const SourceManager &SM, const LangOptions &LangOpts);
  void insert(SourceLocation Loc, llvm::StringRef Text) {
    add(FixItHint::CreateInsertion(Loc, Text));
  }
  void remove(CharSourceRange Range) { add(FixItHint::CreateRemoval(Range)); }
  void add(FixItHint Hint) {
    if (!declined())
      Hints.push_back(std::move(Hint));
  }
  /// Adds \p Hint when there is one (an include insertion that is not needed
  /// yields none).
  void add(std::optional<FixItHint> Hint) {
    if (Hint)
      add(std::move(*Hint));
  }
  /// The first reason wins: it is the most fundamental one when the planner
  /// checks from the whole to the parts.
  void decline(const llvm::Twine &Why) {
    if (!declined())
      WhyNot = Why.str();
    Hints.clear();
  }
  bool declined() const { return !WhyNot.empty(); }
  llvm::StringRef whyNot() const { return WhyNot; }
  llvm::ArrayRef<FixItHint> hints() const { return Hints; }
  bool empty() const { return Hints.empty(); }

private:
  llvm::SmallVector<FixItHint, 4> Hints;
  std::string WhyNot;
};

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_FIXPLAN_H
