//===--- UserCodeFinder.cpp - strcost -------------------------------------===//

#include "UserCodeFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Basic/Version.h"
#include "llvm/ADT/DenseMap.h"
#include <atomic>
#include <mutex>

namespace clang::tidy::strcost::utils {

using namespace ast_matchers;

namespace {

std::mutex RegistryMutex;
std::atomic<unsigned> LiveFinders{0};

/// The inner finder of each host finder. A host's checks and its finder live
/// and die together (one consumer of one unit); clangd builds units on
/// several threads at once, each with a finder of its own.
llvm::DenseMap<const MatchFinder *, std::weak_ptr<UserCodeFinder>> &registry() {
  static llvm::DenseMap<const MatchFinder *, std::weak_ptr<UserCodeFinder>>
      Registry;
  return Registry;
}

bool inSystemHeader(const Decl *D, const SourceManager &SM) {
  SourceLocation Loc = D->getLocation();
  // A declaration a macro of the library's writes into the user's code is
  // the user's.
  return Loc.isValid() && SM.isInSystemHeader(SM.getExpansionLoc(Loc));
}

} // namespace

/// Learns the unit's ASTContext from the host's walk and, at its end, runs
/// the inner finder over the user's part of it.
class UserCodeFinder::Trigger : public MatchFinder::MatchCallback {
public:
  explicit Trigger(MatchFinder &Inner) : Inner(Inner) {}

  void onStartOfTranslationUnit() override { Ctx = nullptr; }
  void run(const MatchFinder::MatchResult &Result) override {
    Ctx = Result.Context;
  }
  void onEndOfTranslationUnit() override {
    if (!Ctx)
      return;
    // Restored afterwards: clangd narrows the scope to the main file, and
    // checks of other modules may ask for parents once more after this.
    std::vector<Decl *> HostScope = Ctx->getTraversalScope();
    Ctx->setTraversalScope(userScope(*Ctx, HostScope));
    Inner.matchAST(*Ctx);
    Ctx->setTraversalScope(HostScope);
    Ctx = nullptr;
  }

private:
  MatchFinder &Inner;
  ASTContext *Ctx = nullptr;
};

UserCodeFinder::UserCodeFinder(MatchFinder &Host)
    : Host(&Host), Start(std::make_unique<Trigger>(Inner)) {
  ++LiveFinders;
  Host.addMatcher(translationUnitDecl(), Start.get());
}

UserCodeFinder::~UserCodeFinder() {
  --LiveFinders;
  std::lock_guard<std::mutex> Lock(RegistryMutex);
  // The entry is this finder's, expired now: the next unit's host, built at
  // the same address, must get a fresh one.
  auto It = registry().find(Host);
  if (It != registry().end() && It->second.expired())
    registry().erase(It);
}

unsigned UserCodeFinder::live() { return LiveFinders; }

MatchFinder &UserCodeFinder::of(MatchFinder &Host, bool WholeUnit,
                                std::shared_ptr<UserCodeFinder> &Keep) {
  Keep.reset();
  if (WholeUnit || CLANG_VERSION_MAJOR >= 21)
    return Host;
  std::lock_guard<std::mutex> Lock(RegistryMutex);
  std::weak_ptr<UserCodeFinder> &Entry = registry()[&Host];
  Keep = Entry.lock();
  if (!Keep) {
    Keep = std::make_shared<UserCodeFinder>(Host);
    Entry = Keep;
  }
  return Keep->Inner;
}

std::vector<Decl *> UserCodeFinder::userScope(const ASTContext &Ctx,
                                              llvm::ArrayRef<Decl *> Scope) {
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<Decl *> User;
  auto Add = [&](Decl *D) {
    if (!inSystemHeader(D, SM))
      User.push_back(D);
  };
  for (Decl *D : Scope) {
    if (auto *TU = dyn_cast<TranslationUnitDecl>(D))
      llvm::for_each(TU->decls(), Add);
    else
      Add(D);
  }
  return User;
}

} // namespace clang::tidy::strcost::utils
