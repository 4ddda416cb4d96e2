//===--- FixEdits.cpp - strcost --------------------------------------------===//

#include "FixEdits.h"
#include "utils/LlvmCompat.h"
#include "clang/Format/Format.h"
#include "clang/Tooling/DiagnosticsYaml.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/YAMLTraits.h"
#include "llvm/Support/raw_ostream.h"
#include <map>

using clang::tooling::Diagnostic;
using clang::tooling::Replacement;
using clang::tooling::Replacements;

namespace strcost {

namespace {

bool isIncludeText(llvm::StringRef Text) {
  llvm::SmallVector<llvm::StringRef, 4> Lines;
  Text.split(Lines, '\n', -1, /*KeepEmpty=*/false);
  if (Lines.empty())
    return false;
  for (llvm::StringRef Line : Lines)
    if (!Line.trim().starts_with("#include"))
      return false;
  return true;
}

/// \p First with the #include lines of \p Second it lacks, added after its
/// last include line (before the blank lines that close the block).
std::string mergeIncludeText(llvm::StringRef First, llvm::StringRef Second) {
  llvm::StringRef Body = First.rtrim('\n');
  llvm::StringRef Closing = First.drop_front(Body.size());
  std::string Merged = Body.str();
  llvm::SmallVector<llvm::StringRef, 4> Have, Lines;
  Body.split(Have, '\n', -1, /*KeepEmpty=*/false);
  Second.split(Lines, '\n', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef Line : Lines) {
    if (llvm::any_of(Have, [&](llvm::StringRef H) { return H.trim() == Line.trim(); }))
      continue;
    Merged += ("\n" + Line.trim()).str();
    Have.push_back(Line);
  }
  return Merged + Closing.str();
}

Replacements without(const Replacements &Reps, const Replacement &Drop) {
  Replacements Rest;
  for (const Replacement &R : Reps)
    if (!(R == Drop))
      llvm::cantFail(Rest.add(R));
  return Rest;
}

const Replacement *insertionAt(const Replacements &Reps, unsigned Offset) {
  for (const Replacement &R : Reps)
    if (R.getLength() == 0 && R.getOffset() == Offset)
      return &R;
  return nullptr;
}

} // namespace

bool isIncludeInsertion(const Replacement &R) {
  return R.getLength() == 0 && isIncludeText(R.getReplacementText());
}

bool addMergingIncludes(Replacements &Reps, const Replacement &R) {
  // Replacements::add concatenates two insertions at one offset whose order
  // does not matter, the same #include among them, which verification then
  // parsed twice (a header without a guard would not compile): include
  // lines are merged, each once, before it is asked.
  const Replacement *There =
      isIncludeInsertion(R) ? insertionAt(Reps, R.getOffset()) : nullptr;
  if (!There || !isIncludeText(There->getReplacementText())) {
    if (llvm::Error Err = Reps.add(R))
      llvm::consumeError(std::move(Err));
    else
      return true;
    if (!isIncludeInsertion(R))
      return false;
    There = insertionAt(Reps, R.getOffset());
    if (!There || !isIncludeText(There->getReplacementText()))
      return false;
  }
  Replacement Merged(There->getFilePath(), There->getOffset(), 0,
                     mergeIncludeText(There->getReplacementText(), R.getReplacementText()));
  Replacements Rebuilt = without(Reps, *There);
  if (llvm::Error Err = Rebuilt.add(Merged)) {
    llvm::consumeError(std::move(Err));
    return false;
  }
  Reps = std::move(Rebuilt);
  return true;
}

namespace {

/// \p Text without its lines that are \p Include.
std::string withoutLine(llvm::StringRef Text, llvm::StringRef Include) {
  llvm::SmallVector<llvm::StringRef, 4> Lines;
  Text.split(Lines, '\n');
  std::string Out;
  for (size_t I = 0; I < Lines.size(); ++I)
    if (Lines[I].trim() != Include)
      Out += Lines[I].str() + (I + 1 < Lines.size() ? "\n" : "");
  return Out;
}

/// Each #include line inserted into one file at several offsets, kept at
/// the first only. Checks place an include in front of their own use (the
/// last top-level include above it when the inserter's place is inside a
/// conditional), so two checks can choose different lines for one header;
/// the first place comes before every use.
unsigned dropLaterCopies(llvm::ArrayRef<Diagnostic *> Diags) {
  // (file, include line) -> the first offset it is inserted at.
  std::map<std::pair<std::string, std::string>, unsigned> First;
  for (const Diagnostic *D : Diags)
    for (const auto &Entry : D->Message.Fix)
      for (const Replacement &R : Entry.second)
        if (isIncludeInsertion(R)) {
          llvm::SmallVector<llvm::StringRef, 4> Lines;
          R.getReplacementText().split(Lines, '\n', -1, /*KeepEmpty=*/false);
          for (llvm::StringRef Line : Lines) {
            auto [It, New] = First.try_emplace({Entry.getKey().str(), Line.trim().str()},
                                               R.getOffset());
            It->second = std::min(It->second, R.getOffset());
          }
        }
  unsigned Dropped = 0;
  for (Diagnostic *D : Diags)
    for (auto &Entry : D->Message.Fix) {
      Replacements Kept;
      for (const Replacement &R : Entry.second) {
        std::string Text = R.getReplacementText().str();
        if (isIncludeInsertion(R))
          for (const auto &[Key, Offset] : First)
            if (Key.first == Entry.getKey() && Offset < R.getOffset() &&
                llvm::StringRef(Text).contains(Key.second)) {
              Text = withoutLine(Text, Key.second);
              ++Dropped;
            }
        if (R.getLength() == 0 && !llvm::StringRef(Text).contains("#include") &&
            isIncludeInsertion(R))
          continue; // every line it inserted is inserted above
        llvm::cantFail(Kept.add(Replacement(R.getFilePath(), R.getOffset(), R.getLength(), Text)));
      }
      Entry.second = std::move(Kept);
    }
  return Dropped;
}

} // namespace

unsigned mergeIncludeInsertions(llvm::ArrayRef<Diagnostic *> Diags) {
  // (file, offset) -> the diagnostic that carries the merged insertion.
  std::map<std::pair<std::string, unsigned>, size_t> Carrier;
  unsigned Merged = 0;
  for (size_t I = 0; I < Diags.size(); ++I) {
    for (auto &Entry : Diags[I]->Message.Fix) {
      std::vector<Replacement> Inserts;
      for (const Replacement &R : Entry.second)
        if (R.getLength() == 0 && isIncludeText(R.getReplacementText()))
          Inserts.push_back(R);
      for (const Replacement &R : Inserts) {
        auto [It, New] = Carrier.try_emplace({Entry.getKey().str(), R.getOffset()}, I);
        if (New || It->second == I)
          continue;
        Replacements &Own = Diags[It->second]->Message.Fix[Entry.getKey()];
        const Replacement *There = insertionAt(Own, R.getOffset());
        if (!There)
          continue;
        Replacement Union(There->getFilePath(), There->getOffset(), 0,
                          mergeIncludeText(There->getReplacementText(), R.getReplacementText()));
        Own = without(Own, *There);
        llvm::cantFail(Own.add(Union));
        Entry.second = without(Entry.second, R);
        ++Merged;
      }
    }
  }
  return Merged + dropLaterCopies(Diags);
}

static std::string absolute(llvm::StringRef Path, llvm::StringRef Directory) {
  llvm::SmallString<256> Abs(Path);
  if (!Path.empty() && !llvm::sys::path::is_absolute(Abs)) {
    if (Directory.empty())
      llvm::sys::fs::make_absolute(Abs);
    else
      clang::tidy::strcost::utils::makeAbsoluteIn(Directory, Abs);
  }
  llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  return std::string(Abs);
}

void makePathsAbsolute(Diagnostic &D) {
  D.Message.FilePath = absolute(D.Message.FilePath, D.BuildDirectory);
  llvm::StringMap<Replacements> Fix;
  for (const auto &Entry : D.Message.Fix) {
    std::string File = absolute(Entry.getKey(), D.BuildDirectory);
    for (const Replacement &R : Entry.second)
      llvm::cantFail(Fix[File].add(
          Replacement(File, R.getOffset(), R.getLength(), R.getReplacementText())));
  }
  D.Message.Fix = std::move(Fix);
  for (auto &Note : D.Notes)
    Note.FilePath = absolute(Note.FilePath, D.BuildDirectory);
}

llvm::Expected<clang::tooling::TranslationUnitDiagnostics>
readExportedFixes(llvm::StringRef Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  if (!Buffer)
    return llvm::createStringError(Buffer.getError(), "cannot read '%s'", Path.str().c_str());
  clang::tooling::TranslationUnitDiagnostics TUD;
  llvm::yaml::Input In((*Buffer)->getBuffer());
  In >> TUD;
  if (In.error())
    return llvm::createStringError(In.error(), "'%s' is not an exported-fixes file",
                                   Path.str().c_str());
  return TUD;
}

llvm::Error writeExportedFixes(llvm::StringRef Path,
                               const clang::tooling::TranslationUnitDiagnostics &TUD) {
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC, llvm::sys::fs::OF_None);
  if (EC)
    return llvm::createStringError(EC, "cannot write '%s'", Path.str().c_str());
  llvm::yaml::Output Out(OS);
  auto Copy = TUD; // yaml::Output takes a non-const reference
  Out << Copy;
  return llvm::Error::success();
}

/// \p Reps for \p Code, cleaned up and formatted with \p FormatStyle as
/// clang-tidy does when it applies fixes itself.
static Replacements formatted(llvm::StringRef File, llvm::StringRef Code,
                              const Replacements &Reps, llvm::StringRef FormatStyle,
                              std::vector<std::string> &Skipped) {
  if (FormatStyle.empty() || FormatStyle == "none")
    return Reps;
  llvm::Expected<clang::format::FormatStyle> Style =
      clang::format::getStyle(FormatStyle, File, "none");
  if (!Style) {
    Skipped.push_back("not formatted: '" + File.str() +
                      "': " + llvm::toString(Style.takeError()));
    return Reps;
  }
  llvm::Expected<Replacements> Cleaned =
      clang::format::cleanupAroundReplacements(Code, Reps, *Style);
  if (!Cleaned) {
    Skipped.push_back("not formatted: '" + File.str() +
                      "': " + llvm::toString(Cleaned.takeError()));
    return Reps;
  }
  llvm::Expected<Replacements> Done =
      clang::format::formatReplacements(Code, *Cleaned, *Style);
  if (!Done) {
    Skipped.push_back("not formatted: '" + File.str() +
                      "': " + llvm::toString(Done.takeError()));
    return *Cleaned;
  }
  return *Done;
}

unsigned applyFixes(const std::vector<const Diagnostic *> &Diags,
                    std::vector<std::string> &Skipped, llvm::StringRef FormatStyle) {
  std::map<std::string, Replacements> ByFile;
  unsigned Applied = 0;
  for (const Diagnostic *D : Diags) {
    auto Trial = ByFile;
    bool Fits = true;
    for (const auto &Entry : D->Message.Fix)
      for (const Replacement &R : Entry.second)
        Fits = Fits && addMergingIncludes(Trial[R.getFilePath().str()], R);
    if (!Fits) {
      Skipped.push_back(D->DiagnosticName + ": its edits conflict with another fix's");
      continue;
    }
    ByFile = std::move(Trial);
    ++Applied;
  }
  for (const auto &[File, Reps] : ByFile) {
    auto Buffer = llvm::MemoryBuffer::getFile(File);
    if (!Buffer) {
      Skipped.push_back("cannot read '" + File + "'");
      continue;
    }
    Replacements Final =
        formatted(File, (*Buffer)->getBuffer(), Reps, FormatStyle, Skipped);
    auto Text = clang::tooling::applyAllReplacements((*Buffer)->getBuffer(), Final);
    if (!Text) {
      Skipped.push_back("cannot edit '" + File + "': " + llvm::toString(Text.takeError()));
      continue;
    }
    std::error_code EC;
    llvm::raw_fd_ostream OS(File, EC, llvm::sys::fs::OF_None);
    if (EC)
      Skipped.push_back("cannot write '" + File + "': " + EC.message());
    else
      OS << *Text;
  }
  return Applied;
}

} // namespace strcost
