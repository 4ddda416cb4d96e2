//===--- Identity.h - strcost ----------------------------------------------===//
//
// What a front-end says about itself: `--version` names strcost and the LLVM
// it was built against, not only the host's LLVM text, so a bug report or a
// CI log shows which tool ran.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CLANG_PLUGIN_IDENTITY_H
#define STRCOST_CLANG_PLUGIN_IDENTITY_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace strcost {

/// "strcost 0.1.0 (built for LLVM 19.1.7)".
std::string identityLine();

/// When the command line asks for `--version`, prints identityLine() first;
/// the host's own version text follows from its parser. (An extra version
/// printer would not do: clangd replaces the printer, which drops extras.)
void printIdentityOnVersion(int Argc, const char *const *Argv);

} // namespace strcost

#endif // STRCOST_CLANG_PLUGIN_IDENTITY_H
