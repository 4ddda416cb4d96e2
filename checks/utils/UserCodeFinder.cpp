//===--- UserCodeFinder.cpp - strcost -------------------------------------===//

#include "UserCodeFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Basic/Version.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringExtras.h"
#include <atomic>
#include <mutex>

namespace clang::tidy::strcost::utils {

using namespace ast_matchers;

namespace {

std::mutex FindersMutex;
std::atomic<unsigned> LiveFinders{0};

/// The inner finder of each host finder. A host's checks and its finder live
/// and die together (one consumer of one unit); clangd builds units on
/// several threads at once, each with a finder of its own.
llvm::DenseMap<const MatchFinder *, std::weak_ptr<UserCodeFinder>> &finders() {
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
  Trigger(MatchFinder &Inner, HostMatchers Others) : Inner(Inner), Others(Others) {}

  void onStartOfTranslationUnit() override { Ctx = nullptr; }
  void run(const MatchFinder::MatchResult &Result) override {
    Ctx = Result.Context;
    HostScope = Ctx->getTraversalScope();
    // The unit's declaration is matched before the walk reads the scope to
    // descend: an empty one ends the walk here.
    if (Others == HostMatchers::StrcostOnly)
      Ctx->setTraversalScope({});
  }
  void onEndOfTranslationUnit() override {
    if (!Ctx)
      return;
    // Restored afterwards: clangd narrows the scope to the main file, and
    // checks of other modules may ask for parents once more after this.
    Ctx->setTraversalScope(userScope(*Ctx, HostScope));
    Inner.matchAST(*Ctx);
    Ctx->setTraversalScope(HostScope);
    Ctx = nullptr;
  }

private:
  MatchFinder &Inner;
  const HostMatchers Others;
  ASTContext *Ctx = nullptr;
  std::vector<Decl *> HostScope;
};

UserCodeFinder::UserCodeFinder(MatchFinder &Host, HostMatchers Others)
    : Host(&Host), Start(std::make_unique<Trigger>(Inner, Others)) {
  ++LiveFinders;
  Host.addMatcher(translationUnitDecl(), Start.get());
}

UserCodeFinder::~UserCodeFinder() {
  --LiveFinders;
  std::lock_guard<std::mutex> Lock(FindersMutex);
  // The entry is this finder's, expired now: the next unit's host, built at
  // the same address, must get a fresh one.
  auto It = finders().find(Host);
  if (It != finders().end() && It->second.expired())
    finders().erase(It);
}

unsigned UserCodeFinder::live() { return LiveFinders; }

MatchFinder &UserCodeFinder::of(MatchFinder &Host, bool WholeUnit,
                                HostMatchers Others,
                                std::shared_ptr<UserCodeFinder> &Keep) {
  Keep.reset();
  if (WholeUnit || CLANG_VERSION_MAJOR >= 21)
    return Host;
  std::lock_guard<std::mutex> Lock(FindersMutex);
  std::weak_ptr<UserCodeFinder> &Entry = finders()[&Host];
  Keep = Entry.lock();
  if (!Keep) {
    Keep = std::make_shared<UserCodeFinder>(Host, Others);
    Entry = Keep;
  }
  return Keep->Inner;
}

HostMatchers UserCodeFinder::whoseChecks(std::optional<llvm::StringRef> Checks) {
  if (!Checks)
    return HostMatchers::Anyone;
  // clang-tidy's glob lists: entries separated by commas or new lines,
  // blanks around them ignored, `-` in front of those that disable, the last
  // entry that matches a name deciding. Lists from several sources are
  // joined: clang-tidy's default comes first, then `-*,strcost-*`.
  llvm::SmallVector<llvm::StringRef, 8> Entries;
  llvm::SplitString(*Checks, Entries, ",\n");
  bool Others = false;
  for (llvm::StringRef Entry : Entries) {
    Entry = Entry.trim(" \t\r\v\f");
    if (Entry == "-*")
      Others = false;
    else if (!Entry.empty() && !Entry.starts_with("-") && !Entry.starts_with("strcost-"))
      Others = true;
  }
  return Others ? HostMatchers::Anyone : HostMatchers::StrcostOnly;
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
