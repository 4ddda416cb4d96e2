//===--- FixPlan.cpp - strcost --------------------------------------------===//

#include "FixPlan.h"
#include "clang/Lex/Lexer.h"

namespace clang::tidy::strcost::utils {

static bool inMacroBody(SourceLocation Loc, const SourceManager &SM) {
  // A macro argument expanded inside another macro's argument is still the
  // user's text; climb the argument expansions to see where it was spelled.
  while (Loc.isMacroID()) {
    if (!SM.isMacroArgExpansion(Loc))
      return true;
    Loc = SM.getImmediateSpellingLoc(Loc);
  }
  return false;
}

/// Where the tokens from \p Begin to \p End are spelled, when that is one
/// stretch of one file. Both ends must come from the same macro argument at
/// every level of expansion: `ID(a) + ID(b)` spans two arguments, and the
/// text between their spellings is not the expression. (Consecutive tokens of
/// an argument share one expansion entry, so one FileID per level.)
static std::optional<SourceRange> spelledStretch(SourceLocation Begin,
                                                 SourceLocation End,
                                                 const SourceManager &SM) {
  while (Begin.isMacroID() || End.isMacroID()) {
    if (!Begin.isMacroID() || !End.isMacroID() || !SM.isMacroArgExpansion(Begin) ||
        !SM.isMacroArgExpansion(End) || SM.getFileID(Begin) != SM.getFileID(End))
      return std::nullopt;
    Begin = SM.getImmediateSpellingLoc(Begin);
    End = SM.getImmediateSpellingLoc(End);
  }
  if (SM.getFileID(Begin) != SM.getFileID(End) ||
      SM.isBeforeInTranslationUnit(End, Begin))
    return std::nullopt;
  return SourceRange(Begin, End);
}

std::optional<CharSourceRange> editableRange(SourceRange TokenRange,
                                             const SourceManager &SM,
                                             const LangOptions &LangOpts) {
  if (TokenRange.isInvalid())
    return std::nullopt;
  std::optional<SourceRange> Spelled =
      spelledStretch(TokenRange.getBegin(), TokenRange.getEnd(), SM);
  if (!Spelled)
    return std::nullopt;
  CharSourceRange File = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(*Spelled), SM, LangOpts);
  if (File.isInvalid())
    return std::nullopt;
  return File;
}

std::optional<SourceLocation> editableLocation(SourceLocation Loc,
                                               const SourceManager &SM) {
  if (Loc.isInvalid() || inMacroBody(Loc, SM))
    return std::nullopt;
  return SM.getFileLoc(Loc);
}

void FixPlan::replace(SourceRange TokenRange, llvm::StringRef Text,
                      const SourceManager &SM, const LangOptions &LangOpts) {
  if (std::optional<CharSourceRange> R = editableRange(TokenRange, SM, LangOpts))
    replace(*R, Text);
  else
    decline(InsideMacroReason);
}

} // namespace clang::tidy::strcost::utils
