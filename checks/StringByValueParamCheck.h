//===--- StringByValueParamCheck.h - strcost -------------------------------===//

#ifndef STRCOST_CHECKS_STRINGBYVALUEPARAMCHECK_H
#define STRCOST_CHECKS_STRINGBYVALUEPARAMCHECK_H

#include "utils/DeclarationStyle.h"
#include "utils/FixPlan.h"
#include "utils/Matchers.h"
#include "utils/StrcostCheck.h"
#include "utils/OverloadRivals.h"
#include "utils/ParameterRetype.h"
#include "utils/StringUseClassifier.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/Regex.h"
#include <map>
#include <optional>

namespace clang::tidy::strcost {

/// Finds std::basic_string parameters taken by value that the function only
/// reads, and passes them by const reference, as a string view, or moves the
/// one copy the function makes; and constructors' `const std::string &`
/// parameters copied into a member and given a temporary, which it takes by
/// value and moves.
///
/// A by-value string is copied on every call: an allocation and a memcpy once
/// it outgrows the small-string buffer, for a parameter that a reference or a
/// view would have served for free. A temporary bound to a reference and
/// copied into a member is a second string where moving it would do.
class StringByValueParamCheck : public utils::StrcostCheck {
public:
  StringByValueParamCheck(StringRef Name, ClangTidyContext *Context);
  bool isLanguageVersionSupported(const LangOptions &LangOpts) const override {
    return LangOpts.CPlusPlus;
  }
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void onEndOfTranslationUnit() override;
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override;

  enum class PreferredFixKind { Auto, ConstRef, StringView };
  enum class CopiedOnceFixKind { Move, ConstRef };

private:
  struct Candidate {
    const FunctionDecl *Function;
    unsigned Index;
  };

  // Whether a function takes a std::basic_string by value, asked once per
  // declaration: the mention matchers meet every reference, member, call and
  // construction of the unit.
  utils::DeclAnswers TakesStringByValue;

  /// What the check concluded about one candidate, before it is reported.
  struct Finding {
    enum class FixKind { NotReported, Move, ReadOnly, Sink };
    FixKind Kind = FixKind::NotReported;
    const ParmVarDecl *Param = nullptr;
    std::string Written;   // the parameter's type as spelled
    std::string Suggested; // ReadOnly: the type to pass it as; Sink: the member
    // ReadOnly: why const& is offered where the uses and callers allowed a
    // view (an edit in a header older translation units include).
    std::string ViewNotOffered;
    utils::FixPlan Plan;
    // Where the `no fix-it` note goes when the plan is declined: the
    // parameter, or the copy a macro spells.
    SourceLocation NoFixAt;
    // Headers the fix needs, per file; inserted when the findings are
    // reported, so that all of one file's insertions go together.
    llvm::SmallVector<std::pair<FileID, StringRef>, 2> Includes;
    bool offersReference() const {
      return Kind == FixKind::ReadOnly && !Plan.declined();
    }
  };

  /// The other functions calls to a candidate may bind to once it takes a
  /// reference or a view.
  struct RivalReport {
    bool Any = false; // some call could consider another function
    const FunctionDecl *WinsOverReference = nullptr;
  };

  // Matchers: what check() collects over the translation unit.
  void collectCandidates(const FunctionDecl *FD, const ASTContext &Ctx);

  /// A constructor's `const std::string &` parameter whose one use copies it
  /// into a member (the sink family).
  struct SinkCandidate {
    const CXXConstructorDecl *Ctor;
    unsigned Index;
    const FieldDecl *Member;
    const Expr *Copied; // the parameter's mention in the member's initializer
  };
  void collectSinks(const CXXConstructorDecl *Ctor, const ASTContext &Ctx);
  void noteTemporaryArguments(const CXXConstructExpr *E);
  std::string whyNoSinkFix(const SinkCandidate &S) const;
  Finding planSink(const SinkCandidate &S, ASTContext &Ctx) const;
  void judgeSinks(ASTContext &Ctx);

  // Classifier: what each candidate's uses and callers allow.
  const Finding &analyse(unsigned I, ASTContext &Ctx);
  Finding judge(const Candidate &C, ASTContext &Ctx);
  bool isJudged(const Candidate &C) const;
  bool resolveUses(const Candidate &C, ASTContext &Ctx,
                   llvm::SmallVectorImpl<utils::StringUse> &Uses);
  bool becomesReference(const FunctionDecl *Sink, unsigned SinkIndex,
                        const ParmVarDecl *From, ASTContext &Ctx);
  bool usesAndOptionsAllowView(const Candidate &C,
                               llvm::ArrayRef<utils::StringUse> Uses,
                               const LangOptions &LO,
                               const SourceManager &SM) const;
  bool callersAllowView(const Candidate &C) const;
  RivalReport findRivals(const Candidate &C, ASTContext &Ctx);
  std::string whyConfigurationDependent(const Candidate &C,
                                        llvm::ArrayRef<utils::StringUse> Uses,
                                        bool ReadOnly) const;
  std::string whyParameterChosenByPreprocessor(const FunctionDecl *FD,
                                               unsigned Index) const;
  std::string whyViewConfigurationDependent(
      llvm::ArrayRef<utils::StringUse> Uses) const;
  std::string whyNoReference(const Candidate &C, bool UseView,
                             const RivalReport &Rival, ASTContext &Ctx) const;

  // Planner: the edits of a finding.
  Finding planMove(const Candidate &C, const utils::StringUse &Copy,
                   ASTContext &Ctx) const;
  Finding planReadOnly(const Candidate &C,
                       llvm::ArrayRef<utils::StringUse> Uses, ASTContext &Ctx);

  // Emitter.
  void report(ASTContext &Ctx);
  void decideIncludes(const SourceManager &SM);
  std::vector<llvm::SmallVector<std::pair<FileID, StringRef>, 2>>
  assignIncludes(const SourceManager &SM) const;
  llvm::SmallVector<FixItHint, 8>
  hintsWithIncludes(const Finding &F,
                    llvm::ArrayRef<std::pair<FileID, StringRef>> Inserts,
                    const SourceManager &SM);
  void emit(const Finding &F, llvm::ArrayRef<FixItHint> Hints);

  std::optional<llvm::Regex> readRegex(StringRef Option, StringRef Value);

  const PreferredFixKind PreferredFix;
  const CopiedOnceFixKind CopiedOnceFix;
  const std::string IgnoredTypesOption;
  const std::string IgnoredFunctionsOption;
  std::optional<llvm::Regex> IgnoredTypes;
  std::optional<llvm::Regex> IgnoredFunctions;

  // Collected over the whole translation unit, judged at its end: whether a
  // function's address is taken or its type is otherwise observed can only be
  // known once every use has been seen. Keys are canonical declarations of
  // templates' patterns.
  ASTContext *Context = nullptr;
  std::vector<Candidate> Candidates;
  utils::FunctionUses Uses; // calls, and uses of a function's address or type
  llvm::DenseSet<const CXXRecordDecl *> EscapedClosures;
  std::optional<utils::OverloadRivals> Rivals;
  // Where each file writes `&` (its .clang-format, else its majority).
  std::optional<utils::ReferenceStyle> References;

  // Filled at the end of the translation unit. A parameter moved into another
  // candidate is judged after that one, hence the memo.
  enum class State : unsigned char { Unvisited, InProgress, Done };
  std::vector<Finding> Findings;
  // Each file's includes, decided once per report (a refused one withdraws
  // the fixes that need it).
  std::map<std::pair<FileID, std::string>, utils::IncludeDecision> Decided;
  std::vector<State> States;
  llvm::DenseMap<std::pair<const FunctionDecl *, unsigned>, unsigned> CandidateOf;
  // The sink family, judged after the by-value candidates: the constructors'
  // parameters, and which of them some construction gives a temporary
  // (canonical constructor, parameter index).
  std::vector<SinkCandidate> SinkCandidates;
  llvm::DenseSet<std::pair<const FunctionDecl *, unsigned>> TemporaryGiven;
};

} // namespace clang::tidy::strcost

namespace clang::tidy {
template <>
struct OptionEnumMapping<strcost::StringByValueParamCheck::PreferredFixKind> {
  static ArrayRef<
      std::pair<strcost::StringByValueParamCheck::PreferredFixKind, StringRef>>
  getEnumMapping();
};
template <>
struct OptionEnumMapping<strcost::StringByValueParamCheck::CopiedOnceFixKind> {
  static ArrayRef<
      std::pair<strcost::StringByValueParamCheck::CopiedOnceFixKind, StringRef>>
  getEnumMapping();
};
} // namespace clang::tidy

#endif // STRCOST_CHECKS_STRINGBYVALUEPARAMCHECK_H
