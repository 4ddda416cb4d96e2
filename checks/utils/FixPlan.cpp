//===--- FixPlan.cpp - strcost --------------------------------------------===//

#include "FixPlan.h"
#include "clang/Lex/Lexer.h"

namespace clang::tidy::strcost::utils {

/// Whether \p Entry is a `#x` (or MS `#@x`) of the macro's body: clang spells
/// the quoted text in scratch space. Which parameter it quotes is not
/// recorded, so any quote counts against every argument: an edit would change
/// the text (an assertion's message, a `sizeof(#x)`) along with the code.
static bool stringizedHere(const SrcMgr::ExpansionInfo &Entry,
                           const SourceManager &SM) {
  // A quote spans two tokens of the body (`#` and the parameter); a builtin
  // such as __FILE__, also spelled in scratch space, spans one.
  if (Entry.isMacroArgExpansion() || !SM.isWrittenInScratchSpace(Entry.getSpellingLoc()) ||
      Entry.getExpansionLocStart() == Entry.getExpansionLocEnd())
    return false;
  bool Invalid = false;
  const char *Text = SM.getCharacterData(Entry.getSpellingLoc(), &Invalid);
  return !Invalid && (*Text == '"' || *Text == '\'');
}

/// Whether the macro argument expansion holding \p Loc is the argument's only
/// expansion in its macro's body. clang gives every use of a parameter in the
/// body an expansion entry of its own, all made while the invocation is entered
/// and so numbered after the macro's entry and before the lexer leaves the
/// invocation; counting the entries with the same spelling there finds a
/// second use, and a quoted one is a use as text. Unknown (entries loaded from a preamble or module): false.
static bool expandedOnce(SourceLocation Loc, const SourceManager &SM) {
  const SrcMgr::ExpansionInfo &Arg =
      SM.getSLocEntry(SM.getFileID(Loc)).getExpansion();
  FileID Macro = SM.getFileID(Arg.getExpansionLocStart());
  if (Macro.getHashValue() <= 0)
    return false;
  SourceLocation InvocationEnd = SM.getExpansionRange(Arg.getExpansionLocStart()).getEnd();
  unsigned Uses = 0;
  for (unsigned I = Macro.getHashValue() + 1, N = SM.local_sloc_entry_size(); I < N; ++I) {
    const SrcMgr::SLocEntry &Entry = SM.getLocalSLocEntry(I);
    if (!Entry.isExpansion())
      break; // an #include: the invocation is behind
    const SrcMgr::ExpansionInfo &Other = Entry.getExpansion();
    SourceLocation Start = Other.getExpansionLocStart();
    if (SM.isBeforeInTranslationUnit(InvocationEnd, SM.getExpansionLoc(Start)))
      break;
    if (SM.getFileID(Start) != Macro)
      continue;
    if (Other.isMacroArgExpansion() && Other.getSpellingLoc() == Arg.getSpellingLoc() &&
        ++Uses > 1)
      return false;
    if (stringizedHere(Other, SM))
      return false;
  }
  return true;
}

/// One level of macro argument: the user's text, when the macro reads it once.
static bool editableArgument(SourceLocation Loc, const SourceManager &SM) {
  return SM.isMacroArgExpansion(Loc) && expandedOnce(Loc, SM);
}

static bool inMacroBody(SourceLocation Loc, const SourceManager &SM) {
  // A macro argument expanded inside another macro's argument is still the
  // user's text; climb the argument expansions to see where it was spelled.
  while (Loc.isMacroID()) {
    if (!editableArgument(Loc, SM))
      return true;
    Loc = SM.getImmediateSpellingLoc(Loc);
  }
  return false;
}

/// Where the tokens from \p Begin to \p End are spelled, when that is one
/// stretch of one file. Both ends must come from the same macro argument,
/// expanded once by its macro, at every level of expansion: `ID(a) + ID(b)` spans two arguments, and the
/// text between their spellings is not the expression. (Consecutive tokens of
/// an argument share one expansion entry, so one FileID per level.)
static std::optional<SourceRange> spelledStretch(SourceLocation Begin,
                                                 SourceLocation End,
                                                 const SourceManager &SM) {
  while (Begin.isMacroID() || End.isMacroID()) {
    if (!Begin.isMacroID() || !End.isMacroID() || !editableArgument(Begin, SM) ||
        SM.getFileID(Begin) != SM.getFileID(End))
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
