//===--- ParentMapProbe.cpp - strcost -------------------------------------===//

#include "ParentMapProbe.h"
#include "clang/AST/ParentMapContext.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>

namespace clang::tidy::strcost::utils {

namespace {
// ParentMapContext keeps the map in a private member and has no query for it.
// An explicit instantiation may name a private member (access is not checked
// there), so this template hands its pointer out through a friend function:
// a standard idiom for read-only probes, used here only in a test path.
bool parentsPresent(const ParentMapContext &PMC);
template <auto Member> struct ParentsAccess {
  friend bool parentsPresent(const ParentMapContext &PMC) {
    return static_cast<bool>(PMC.*Member);
  }
};
template struct ParentsAccess<&ParentMapContext::Parents>;
} // namespace

bool parentMapBuilt(ASTContext &Ctx) {
  return parentsPresent(Ctx.getParentMapContext());
}

void reportParentMapProbe(ASTContext &Ctx) {
  const char *Probe = std::getenv("STRCOST_PROBE_PARENT_MAP");
  if (!Probe || llvm::StringRef(Probe) != "1")
    return;
  llvm::errs() << "strcost: parent map " << (parentMapBuilt(Ctx) ? "built" : "not built")
               << "\n";
}

} // namespace clang::tidy::strcost::utils
