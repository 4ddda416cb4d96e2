//===--- StrcostModule.cpp - strcost ---------------------------------------===//
//
// The one place where strcost checks are registered. Every front-end (the
// clang-tidy --load module, the strcost driver, and later clangd and the
// compiler plugin) links these objects and sees the same list.
//
//===----------------------------------------------------------------------===//

#include "ChainedConcatenationCheck.h"
#include "LoopGrowthCheck.h"
#include "ReadOnlyCopyCheck.h"
#include "RedundantLengthScanCheck.h"
#include "RepeatedLookupCheck.h"
#include "TemporaryLookupKeyCheck.h"
#include "StringByValueParamCheck.h"
#include "StreamConcatenationCheck.h"
#include "StringConstantCheck.h"
#include "TemporaryStringArgumentCheck.h"
#include "clang-tidy/ClangTidyModule.h"
#include "llvm/Config/llvm-config.h"
// LLVM 22 moved the registry into ClangTidyModule.h and deprecated this header.
#if LLVM_VERSION_MAJOR < 22
#include "clang-tidy/ClangTidyModuleRegistry.h"
#endif

namespace clang::tidy::strcost {

class StrcostModule : public ClangTidyModule {
public:
  void addCheckFactories(ClangTidyCheckFactories &Factories) override {
    Factories.registerCheck<ChainedConcatenationCheck>(
        "strcost-chained-concatenation");
    Factories.registerCheck<RedundantLengthScanCheck>(
        "strcost-redundant-length-scan");
    Factories.registerCheck<TemporaryLookupKeyCheck>(
        "strcost-temporary-lookup-key");
    Factories.registerCheck<StringByValueParamCheck>(
        "strcost-string-by-value-param");
    Factories.registerCheck<StringConstantCheck>("strcost-string-constant");
    Factories.registerCheck<ReadOnlyCopyCheck>("strcost-read-only-copy");
    Factories.registerCheck<RepeatedLookupCheck>("strcost-repeated-lookup");
    Factories.registerCheck<TemporaryStringArgumentCheck>(
        "strcost-temporary-string-argument");
    Factories.registerCheck<LoopGrowthCheck>("strcost-loop-growth");
    Factories.registerCheck<StreamConcatenationCheck>(
        "strcost-stream-concatenation");
  }
};

} // namespace clang::tidy::strcost

namespace clang::tidy {

static ClangTidyModuleRegistry::Add<strcost::StrcostModule>
    X("strcost-module", "Checks for strings a program pays for but does not need.");

// Referenced by front-ends that link the checks from a static archive, so that
// the linker keeps the registration above.
volatile int StrcostModuleAnchorSource = 0;

} // namespace clang::tidy
