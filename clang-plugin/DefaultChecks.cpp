//===--- DefaultChecks.cpp - strcost ---------------------------------------===//

#include "DefaultChecks.h"
#include "clang-tidy/ClangTidyOptions.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace strcost {

bool userNamesChecks(bool ChecksArgument, const std::optional<std::string> &ConfigText,
                     llvm::StringRef File) {
  using namespace clang::tidy;
  if (ChecksArgument)
    return true;
  if (ConfigText) {
    // An invalid text names nothing here; the front-end reports it.
    auto Parsed = parseConfiguration(llvm::MemoryBufferRef(*ConfigText, "<config>"));
    return Parsed && Parsed->Checks.has_value();
  }
  llvm::SmallString<256> Where(File.empty() ? llvm::StringRef("strcost-dummy.cpp") : File);
  llvm::sys::fs::make_absolute(Where);
  llvm::sys::path::remove_dots(Where, /*remove_dot_dot=*/true);
  FileOptionsProvider Probe{ClangTidyGlobalOptions(), ClangTidyOptions(), ClangTidyOptions()};
  return Probe.getOptions(Where).Checks.has_value();
}

} // namespace strcost
