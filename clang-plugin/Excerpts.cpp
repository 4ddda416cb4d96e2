//===--- Excerpts.cpp - strcost --------------------------------------------===//

#include "Excerpts.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Regex.h"
#include <optional>

namespace strcost {

namespace {

/// \p Line without its ANSI colour sequences (clang colours the header and
/// the caret when the output is a terminal, or under --use-color).
std::string plain(llvm::StringRef Line) {
  std::string Out;
  for (size_t I = 0; I < Line.size(); ++I) {
    if (Line[I] != '\033') {
      Out += Line[I];
      continue;
    }
    while (I < Line.size() && !llvm::isAlpha(Line[I]))
      ++I; // up to the sequence's final letter
  }
  return Out;
}

/// How many characters of \p Line are colour sequences before its text (a
/// coloured caret line's reset ends up at the start of the next line).
size_t colourPrefix(llvm::StringRef Line) {
  size_t I = 0;
  while (I < Line.size() && Line[I] == '\033') {
    while (I < Line.size() && !llvm::isAlpha(Line[I]))
      ++I;
    ++I;
  }
  return std::min(I, Line.size());
}

/// The line a diagnostic header (`file:line:col: warning: ...`) names.
std::optional<unsigned> headerLine(llvm::StringRef Line) {
  static const llvm::Regex Header(
      "^.+:([0-9]+):[0-9]+: (warning|error|note|remark|fatal error): ");
  llvm::SmallVector<llvm::StringRef, 3> M;
  std::string P = plain(Line);
  unsigned N;
  if (!Header.match(P, &M) || M[1].getAsInteger(10, N))
    return std::nullopt;
  return N;
}

/// A source line of an excerpt, `   40 | text`: its number and the text.
std::optional<unsigned> sourceNumber(llvm::StringRef Line, llvm::StringRef &Text) {
  Line = Line.drop_front(colourPrefix(Line));
  llvm::StringRef Rest = Line.ltrim(' ');
  size_t Digits = Rest.find_first_not_of("0123456789");
  unsigned N;
  if (Rest.size() == Line.size() || Digits == 0 || Digits == llvm::StringRef::npos ||
      !Rest.substr(Digits).starts_with(" |") || Rest.take_front(Digits).getAsInteger(10, N))
    return std::nullopt;
  Text = Rest.substr(Digits + 2);
  return N;
}

/// An annotation line under a source line (`      |   ^~~`, or a fix-it's
/// text): what follows its bar.
std::optional<llvm::StringRef> annotation(llvm::StringRef Line) {
  Line = Line.drop_front(colourPrefix(Line));
  llvm::StringRef Rest = Line.ltrim(' ');
  if (Rest.size() == Line.size() || !Rest.starts_with("|"))
    return std::nullopt;
  return Rest.drop_front(1);
}

bool isCaretLine(llvm::StringRef Text) {
  std::string P = plain(Text);
  return llvm::StringRef(P).contains('^') &&
         llvm::StringRef(P).find_first_not_of(" ^~") == llvm::StringRef::npos;
}

/// The digits clang reserves for line numbers (at least 4, as for the
/// excerpt's first line plus its 16-line limit).
unsigned numberWidth(unsigned First) {
  return std::max<unsigned>(4, std::to_string(First + 16).size());
}

/// Renumbers the excerpt \p Block (its source and annotation lines) so that
/// its caret line has \p Line.
void renumber(llvm::MutableArrayRef<std::string> Block, unsigned Line) {
  std::optional<int> Shift;
  unsigned First = 0;
  for (size_t I = 0; I + 1 < Block.size() && !Shift; ++I) {
    llvm::StringRef Text;
    std::optional<unsigned> N = sourceNumber(Block[I], Text);
    std::optional<llvm::StringRef> Next = annotation(Block[I + 1]);
    if (N && Next && isCaretLine(*Next))
      Shift = int(Line) - int(*N);
  }
  if (!Shift || *Shift == 0)
    return;
  for (const std::string &S : Block) {
    llvm::StringRef Text;
    if (std::optional<unsigned> N = sourceNumber(S, Text)) {
      First = *N + *Shift;
      break;
    }
  }
  unsigned Width = numberWidth(First);
  for (std::string &S : Block) {
    llvm::StringRef Text;
    std::string Colour = S.substr(0, colourPrefix(S));
    if (std::optional<unsigned> N = sourceNumber(S, Text)) {
      std::string Number = std::to_string(*N + *Shift);
      S = Colour + std::string(Width - Number.size() + 1, ' ') + Number + " |" + Text.str();
    } else if (std::optional<llvm::StringRef> After = annotation(S)) {
      S = Colour + std::string(Width + 2, ' ') + "|" + After->str();
    }
  }
}

} // namespace

std::string renumberExcerpts(llvm::StringRef Output) {
  llvm::SmallVector<llvm::StringRef, 0> Split;
  Output.split(Split, '\n');
  std::vector<std::string> Lines(Split.begin(), Split.end());
  for (size_t I = 0; I < Lines.size(); ++I) {
    std::optional<unsigned> Line = headerLine(Lines[I]);
    if (!Line)
      continue;
    size_t End = I + 1;
    llvm::StringRef Text;
    while (End < Lines.size() &&
           (sourceNumber(Lines[End], Text) || annotation(Lines[End])))
      ++End;
    renumber(llvm::MutableArrayRef<std::string>(Lines).slice(I + 1, End - I - 1), *Line);
    I = End - 1;
  }
  std::string Out;
  for (size_t I = 0; I < Lines.size(); ++I)
    Out += Lines[I] + (I + 1 < Lines.size() ? "\n" : "");
  return Out;
}

} // namespace strcost
