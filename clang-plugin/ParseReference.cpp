//===--- ParseReference.cpp - strcost ---------------------------------------===//
//
// Two checks that find nothing, for measuring the checks' overhead
// (test/validation/validate.py --profile, docs/validation.md "Performance").
// clang-tidy refuses to run when no check is enabled, and any real check,
// even one that only watches the preprocessor, makes clang-tidy's match finder
// walk the whole AST (about 3% of the parse): a run with one of those measured
// the parse plus that walk, not the parse.
//
//  - profiling-parse-only is enabled by name but never created: it supports no
//    language, so clang-tidy builds no check and no match finder for the unit.
//    The run preprocesses, parses and builds the AST, and nothing else.
//  - profiling-finder-walk is created and registers nothing: the match finder
//    walks the AST with no matcher. The difference from the parse is the walk
//    that every matcher-based check pays, once for all checks of a run.
//
// Only the strcost driver registers them (not the clang-tidy module, the
// plugin or clangd), under a name outside strcost-*, so that neither the
// default check set nor `strcost-*` names them.
//
//===----------------------------------------------------------------------===//

#include "clang-tidy/ClangTidyCheck.h"
#include "clang-tidy/ClangTidyModule.h"
#include "llvm/Config/llvm-config.h"
#if LLVM_VERSION_MAJOR < 22
#include "clang-tidy/ClangTidyModuleRegistry.h"
#endif

namespace clang::tidy {

namespace {

template <bool Created> class ReferenceCheck : public ClangTidyCheck {
public:
  using ClangTidyCheck::ClangTidyCheck;
  bool isLanguageVersionSupported(const LangOptions &) const override {
    return Created;
  }
};

class ProfilingModule : public ClangTidyModule {
public:
  void addCheckFactories(ClangTidyCheckFactories &Factories) override {
    Factories.registerCheck<ReferenceCheck<false>>("profiling-parse-only");
    Factories.registerCheck<ReferenceCheck<true>>("profiling-finder-walk");
  }
};

} // namespace

static ClangTidyModuleRegistry::Add<ProfilingModule>
    X("strcost-profiling-module",
      "Checks that find nothing: references for measuring strcost's overhead.");

// Referenced by the driver so that the linker keeps the registration above.
volatile int StrcostProfilingAnchorSource = 0;

} // namespace clang::tidy
