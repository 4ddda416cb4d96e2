//===--- DeclSpecifiers.cpp - strcost --------------------------------------===//

#include "DeclSpecifiers.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"

namespace clang::tidy::strcost::utils {

DeclSpecifiers readDeclSpecifiers(CharSourceRange Range, const SourceManager &SM,
                                  const LangOptions &LO) {
  DeclSpecifiers Out;
  Out.Range = Range;
  SourceLocation Loc = Range.getBegin();
  int Angles = 0;
  while (SM.isBeforeInTranslationUnit(Loc, Range.getEnd())) {
    Token Tok;
    if (Lexer::getRawToken(Loc, Tok, SM, LO, /*IgnoreWhiteSpace=*/true))
      break;
    if (!SM.isBeforeInTranslationUnit(Tok.getLocation(), Range.getEnd()))
      break;
    if (Tok.is(tok::raw_identifier)) {
      StringRef Word = Tok.getRawIdentifier();
      if (Word == "static")
        Out.Static = true;
      else if (Word == "inline")
        Out.Inline = true;
      else if (llvm::is_contained({"extern", "thread_local", "constexpr",
                                   "constinit", "mutable", "volatile",
                                   "alignas", "__attribute__", "__declspec",
                                   "_Thread_local", "__thread", "register"},
                                  Word))
        Out.WhyNot = ("the declaration says '" + Word + "'").str();
    } else if (Tok.is(tok::less)) {
      ++Angles;
    } else if (Tok.is(tok::greater)) {
      --Angles;
    } else if (Tok.is(tok::greatergreater)) {
      Angles -= 2;
    } else if (Tok.is(tok::comma) && Angles > 0) {
    } else if (!Tok.isOneOf(tok::coloncolon, tok::numeric_constant)) {
      // `[[...]]`, `*`, `&`, a declarator list: nothing a type swap may drop.
      Out.WhyNot = Tok.is(tok::comma) || Tok.is(tok::equal)
                       ? "the declaration declares more than one variable"
                       : "the declaration has tokens the fix does not rewrite";
    }
    if (!Out.WhyNot.empty())
      return Out;
    Loc = Tok.getEndLoc();
  }
  return Out;
}

bool declaresAlone(const VarDecl *VD, const SourceManager &SM,
                   const LangOptions &LO) {
  std::optional<Token> Next =
      Lexer::findNextToken(VD->getSourceRange().getEnd(), SM, LO);
  return Next && Next->is(tok::semi);
}

DeclSpecifiers readSoleVariableSpecifiers(const VarDecl *VD,
                                          SourceLocation DeclBegin,
                                          const SourceManager &SM,
                                          const LangOptions &LO) {
  DeclSpecifiers S = readDeclSpecifiers(
      CharSourceRange::getCharRange(DeclBegin, SM.getFileLoc(VD->getLocation())),
      SM, LO);
  if (S.WhyNot.empty() && !declaresAlone(VD, SM, LO))
    S.WhyNot = "the declaration declares more than one variable";
  return S;
}

} // namespace clang::tidy::strcost::utils
