//===--- IncludePolicy.h - strcost ------------------------------*- C++ -*-===//
//
// Where a fix may add an `#include`, and whether a file may depend on a
// runtime at all. An include the inserter puts beside platform headers inside
// `#ifdef _WIN32 ... #else ... #endif` is lost in the configurations that skip
// that branch, while the fixed code is compiled in all of them; a library's
// public header that gains `#include <strcost/str_cat.h>` breaks every user of
// the library who does not have strcost. The preprocessor shows both facts, so
// they are recorded while the translation unit is preprocessed and asked once
// it has been matched. System headers are not recorded: no fix edits one.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_INCLUDEPOLICY_H
#define STRCOST_CHECKS_UTILS_INCLUDEPOLICY_H

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/PPCallbacks.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Regex.h"
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace clang::tidy::strcost::utils {

/// The `;`-separated regular expressions of the RuntimeHeaders option: the
/// headers (by path) that may depend on a runtime they do not include yet.
/// `*` alone stands for every header.
class RuntimeHeaderFilter {
public:
  /// Parses \p Value; on a bad regular expression returns false with it in
  /// \p Bad and why in \p Error.
  bool parse(llvm::StringRef Value, std::string &Bad, std::string &Error);
  bool matches(llvm::StringRef Path) const;

private:
  bool All = false;
  std::vector<std::unique_ptr<llvm::Regex>> Patterns;
};

/// The spelled name of \p Header without `<>` or quotes.
llvm::StringRef bareHeaderName(llvm::StringRef Header);

/// The runtime a header belongs to (`strcost/` or `absl/`, the libraries
/// fixes may call), or empty for any other header.
llvm::StringRef runtimeOf(llvm::StringRef Header);

class IncludePolicy {
public:
  IncludePolicy();
  ~IncludePolicy();

  /// Forgets what was recorded and returns the callbacks that record the
  /// next translation unit (for Preprocessor::addPPCallbacks). \p OnDone
  /// runs when the preprocessor drops them (its unit is over).
  std::unique_ptr<PPCallbacks> record(const SourceManager &SM,
                                      std::function<void()> OnDone = nullptr);

  /// Whether an insertion at the file location \p Loc lands inside a
  /// preprocessor conditional. An include guard (`#ifndef X` / `#define X`
  /// around the whole file) does not count; a block on the IgnoredMacros of
  /// utils/ConditionalCode.h does (an amalgamation that skips its text would
  /// lose an include added there).
  bool insideConditional(SourceLocation Loc) const;

  /// Where an include may go in \p File outside every conditional, before
  /// \p Before (when valid): the start of the line after the last
  /// unconditional include, else the line after the `#endif` of the
  /// outermost conditional around \p Chosen. Nullopt when there is none.
  std::optional<SourceLocation> topLevelPlace(FileID File, SourceLocation Chosen,
                                              SourceLocation Before) const;

  enum class Inclusion { None, Unconditional, ConditionalOnly };
  /// How \p File includes \p Header (spelled as in an include, `<a/b.h>`).
  Inclusion inclusionOf(FileID File, llvm::StringRef Header) const;
  /// Where \p File includes \p Header first (invalid when it does not).
  SourceLocation firstInclusion(FileID File, llvm::StringRef Header) const;

  /// Whether \p File includes, outside conditionals, a header whose name
  /// starts with \p Prefix (`strcost/`).
  bool includesUnconditionally(FileID File, llvm::StringRef Prefix) const;

  /// A declaration a file of the unit that is no system header makes in
  /// `namespace std` itself: a backport (`class string_view`), a forward
  /// declaration, a replacement of the library. Explicit and partial
  /// specializations (`template <> struct hash<Key>`), which the standard
  /// allows, do not count. Any header inserted into such a unit may declare
  /// the same names again (an error, or another meaning), so none is.
  struct StdDeclaration {
    FileID File;
    unsigned Line = 0; // 1-based, of the declaration's first token
  };
  std::optional<StdDeclaration> ownStdDeclaration() const;
  /// Object-like macros, wherever defined, that open namespace std
  /// (`#define BEGIN_STD namespace std {`), close a namespace (`#define
  /// END_STD }`), or declare something in std whole (`#define DECLARE
  /// namespace std { class string_view; }`; one whose body is a
  /// specialization does not count), by name: ownStdDeclaration reads their
  /// uses in the unit's files as what they expand to.
  struct StdMacros {
    llvm::StringSet<> Openers, Closers, Declarers;
  };

  struct FileFacts;

private:
  class Recorder;
  bool isGuard(FileID File, unsigned IfOffset, unsigned EndifOffset) const;
  bool insideAt(FileID File, unsigned Offset) const;
  /// Whether a recorded `#if` block is a conditional (not the guard).
  struct Block;
  bool isConditional(FileID File, const Block &B) const;

  const SourceManager *SM = nullptr;
  llvm::DenseMap<FileID, std::unique_ptr<FileFacts>> Files;
  /// The files the unit entered, system headers left out, in order.
  std::vector<FileID> UserFiles;
  StdMacros Macros;
  mutable std::optional<std::optional<StdDeclaration>> OwnStd; // computed once
};

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_INCLUDEPOLICY_H
