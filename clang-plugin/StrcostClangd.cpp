//===--- StrcostClangd.cpp - clangd with the strcost checks ----------------===//
//
// clangd cannot load clang-tidy modules at run time; the only way an editor
// sees strcost findings (and offers their fix-its as quick fixes) is a clangd
// with the module linked in. This is Debian's clangd, built from its static
// libraries, plus the check objects: clangd builds its clang-tidy checks from
// the module registry, where the strcost module registers itself.
//
//===----------------------------------------------------------------------===//

#include "DocLinks.h"
#include "Identity.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include <vector>

namespace clang::clangd {
// Declared in clangd's ClangdMain.h, which Debian does not install.
int clangdMain(int Argc, char *Argv[]);

} // namespace clang::clangd

// clangd's remote-index client needs gRPC, which a strcost build should not
// depend on, so its archive is not linked and this answers the one function
// clangd wants from it, as an upstream clangd built without gRPC does: no
// remote index. The real declaration returns std::unique_ptr<SymbolIndex>, and
// SymbolIndex is only declared in headers Debian does not install, so the
// function is defined under its mangled name with a result of the same ABI (a
// pointer-sized class with a non-trivial destructor, returned through memory).
// A wrong name fails the link, not the program.
// (Not in an anonymous namespace: that would give the function internal
// linkage.)
struct StrcostNullSymbolIndexPtr {
  void *Pointer = nullptr;
  ~StrcostNullSymbolIndexPtr() {}
};
StrcostNullSymbolIndexPtr strcostRemoteIndexClient(llvm::StringRef Address,
                                                   llvm::StringRef IndexRoot) asm(
    "_ZN5clang6clangd6remote9getClientEN4llvm9StringRefES3_");
StrcostNullSymbolIndexPtr strcostRemoteIndexClient(llvm::StringRef Address,
                                                   llvm::StringRef) {
  llvm::errs() << "strcost-clangd: built without remote index support; "
                  "ignoring the remote index at '"
               << Address << "'\n";
  return {};
}

namespace clang::tidy {
extern volatile int StrcostModuleAnchorSource;
} // namespace clang::tidy
[[maybe_unused]] static int StrcostModuleAnchorDestination =
    clang::tidy::StrcostModuleAnchorSource;

static llvm::cl::extrahelp StrcostHelp(R"(
strcost-clangd:
  clangd with the strcost-* clang-tidy checks built in. clangd runs the
  clang-tidy checks its configuration names (.clangd: Diagnostics: ClangTidy:
  Add: strcost-*, or a .clang-tidy file); see docs/editors.md.
)");

int main(int Argc, char *Argv[]) {
  strcost::printIdentityOnVersion(Argc, Argv);
  // clangd looks for clang's builtin headers next to its own binary, which
  // is not inside the LLVM tree; point it at the resource directory found at
  // configure time unless the user already did.
  std::vector<char *> Args(Argv, Argv + Argc);
  static char ResourceDirArg[] = "--resource-dir=" STRCOST_CLANG_RESOURCE_DIR;
  bool HasResourceDir = false;
  for (int I = 1; I < Argc; ++I)
    if (llvm::StringRef(Argv[I]).ltrim('-').starts_with("resource-dir"))
      HasResourceDir = true;
  if (!HasResourceDir &&
      llvm::sys::fs::is_directory(STRCOST_CLANG_RESOURCE_DIR))
    Args.insert(Args.begin() + 1, ResourceDirArg);
  Args.push_back(nullptr);
  // clangd links each clang-tidy finding to a page on clang.llvm.org that it
  // makes up from the check's name and that does not exist for strcost's
  // checks: its output passes through a filter that links strcost's own pages.
  return strcost::runWithDocLinks(
      [&] {
        return clang::clangd::clangdMain(static_cast<int>(Args.size()) - 1,
                                         Args.data());
      },
      strcost::docsBaseUri(Argv[0], STRCOST_DOCS_INSTALLED,
                           STRCOST_DOCS_CHECKOUT));
}
