//===--- UnitRecord.cpp - strcost ------------------------------------------===//

#include "UnitRecord.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include <atomic>
#include <mutex>

namespace clang::tidy::strcost::utils {

namespace {
// clangd parses several units at once, on threads of its own: the table of
// records is shared by them.
std::mutex RecordsMutex;
std::atomic<unsigned> LiveRecords{0};

llvm::DenseMap<const Preprocessor *, std::weak_ptr<UnitRecord>> &records() {
  static llvm::DenseMap<const Preprocessor *, std::weak_ptr<UnitRecord>> Records;
  return Records;
}
} // namespace

UnitRecord::UnitRecord() { ++LiveRecords; }
UnitRecord::~UnitRecord() { --LiveRecords; }

unsigned UnitRecord::live() { return LiveRecords; }

std::shared_ptr<UnitRecord> UnitRecord::of(Preprocessor &PP) {
  std::shared_ptr<UnitRecord> Record;
  {
    std::lock_guard<std::mutex> Lock(RecordsMutex);
    std::weak_ptr<UnitRecord> &Entry = records()[&PP];
    Record = Entry.lock();
    if (!Record) {
      Record = std::make_shared<UnitRecord>();
      Entry = Record;
      // The entry lives as long as the preprocessor's callbacks, that is as
      // long as the preprocessor: another one built later at the same address
      // (the next unit) must not find this unit's record. The callbacks keep
      // the record alive too, so no check's lifetime matters to them.
      const Preprocessor *Key = &PP;
      std::weak_ptr<UnitRecord> Mine = Record;
      PP.addPPCallbacks(Record->Includes.record(
          PP.getSourceManager(), [Key, Mine, Keep = Record]() {
            std::lock_guard<std::mutex> Lock(RecordsMutex);
            auto It = records().find(Key);
            if (It != records().end() && !It->second.owner_before(Mine) &&
                !Mine.owner_before(It->second))
              records().erase(It);
          }));
    }
  }
  return Record;
}

const ConditionalCode &
UnitRecord::conditionals(Preprocessor &PP, llvm::ArrayRef<std::string> IgnoredMacros) {
  std::vector<std::string> Key(IgnoredMacros.begin(), IgnoredMacros.end());
  llvm::sort(Key);
  for (const auto &[Macros, Recording] : Conditionals)
    if (Macros == Key)
      return *Recording;
  auto Recording = std::make_unique<ConditionalCode>();
  Recording->attach(PP, IgnoredMacros);
  Conditionals.emplace_back(std::move(Key), std::move(Recording));
  return *Conditionals.back().second;
}

tidy::utils::IncludeInserter &
UnitRecord::inserter(Preprocessor &PP, tidy::utils::IncludeSorter::IncludeStyle Style) {
  for (const auto &Inserter : Inserters)
    if (Inserter->getStyle() == Style)
      return *Inserter;
  // Self-contained: answers every request (see above).
  Inserters.push_back(
      std::make_unique<tidy::utils::IncludeInserter>(Style, /*SelfContainedDiags=*/true));
  Inserters.back()->registerPreprocessor(&PP);
  return *Inserters.back();
}

} // namespace clang::tidy::strcost::utils
