//===--- UnitRecord.h - strcost ---------------------------------*- C++ -*-===//
//
// What the preprocessor shows of one translation unit that every strcost
// check asks about (its conditional code, each file's includes and `#if`
// blocks), recorded once for all the checks of the unit. Each check attaching
// recorders of its own paid about 5M instructions per check per translation
// unit for the same facts (issue 15); the checks of a unit share its
// preprocessor, so the record is kept per preprocessor: the first check's
// registerPPCallbacks creates it and attaches its callbacks, the others
// receive the same record. Every host (the driver, the --load module, the
// plugin, clangd) hands all checks of a unit the same preprocessor.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_UNITRECORD_H
#define STRCOST_CHECKS_UTILS_UNITRECORD_H

#include "AliasingWrites.h"
#include "ConditionalCode.h"
#include "IncludePolicy.h"
#include "clang-tidy/utils/IncludeInserter.h"
#include "clang/Lex/Preprocessor.h"
#include <memory>
#include <string>
#include <vector>

namespace clang::tidy::strcost::utils {

class UnitRecord {
public:
  /// The record of \p PP's translation unit, shared by every check that asks
  /// while \p PP lives.
  static std::shared_ptr<UnitRecord> of(Preprocessor &PP);

  /// The unit's conditional code as recorded with \p IgnoredMacros (the
  /// option may differ between checks): recording starts when the first
  /// check asks with that list, the others configured alike share it. Call
  /// before \p PP runs. A check under `ConditionalCode: ignore` does not ask.
  const ConditionalCode &conditionals(Preprocessor &PP,
                                      llvm::ArrayRef<std::string> IgnoredMacros);
  const IncludePolicy &includes() const { return Includes; }
  /// clang-tidy's include inserter for \p Style, shared by the unit's checks
  /// of that style: it records every include of every file of the unit, all
  /// of the standard library's among them, which cost each check that had an
  /// inserter of its own about 1M instructions per unit (issue 15). It never
  /// withholds a header as inserted already: each check keeps that itself
  /// (StrcostCheck::includeFor), as an inserter of its own would. Call before
  /// \p PP runs.
  tidy::utils::IncludeInserter &inserter(Preprocessor &PP,
                                         tidy::utils::IncludeSorter::IncludeStyle Style);

  /// The function bodies the unit's aliasing scans have read.
  AliasingMemo &aliasing() { return Aliasing; }

  /// How many records are alive; for tests of the sharing.
  static unsigned live();

  UnitRecord();
  ~UnitRecord();
  UnitRecord(const UnitRecord &) = delete;
  UnitRecord &operator=(const UnitRecord &) = delete;

private:
  std::vector<std::pair<std::vector<std::string>, std::unique_ptr<ConditionalCode>>>
      Conditionals;
  IncludePolicy Includes;
  std::vector<std::unique_ptr<tidy::utils::IncludeInserter>> Inserters;
  AliasingMemo Aliasing;
};

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_UNITRECORD_H
