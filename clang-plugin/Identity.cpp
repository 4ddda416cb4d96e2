//===--- Identity.cpp - strcost --------------------------------------------===//

#include "Identity.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/raw_ostream.h"

namespace strcost {

std::string identityLine() {
  return "strcost " STRCOST_VERSION " (built for LLVM " LLVM_VERSION_STRING ")";
}

void printIdentityOnVersion(int Argc, const char *const *Argv) {
  for (int I = 1; I < Argc; ++I) {
    llvm::StringRef Arg = Argv[I];
    if (Arg == "--")
      return;
    if (Arg == "--version" || Arg == "-version") {
      llvm::outs() << identityLine() << "\n";
      return;
    }
  }
}

} // namespace strcost
