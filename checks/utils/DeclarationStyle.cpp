//===--- DeclarationStyle.cpp - strcost -----------------------------------===//

#include "DeclarationStyle.h"
#include "clang/Basic/FileManager.h"
#include "clang/Format/Format.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"

namespace clang::tidy::strcost::utils {

std::optional<ReferenceAlignment> majorityAlignment(llvm::StringRef Code) {
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = true;
  Lexer L(SourceLocation(), LO, Code.begin(), Code.begin(), Code.end());
  L.SetCommentRetentionState(false);
  Token Prev, Cur, Next;
  Prev.startToken();
  Cur.startToken();
  unsigned Left = 0, Right = 0;
  auto IsTypeEnd = [](const Token &T) {
    return T.isOneOf(tok::raw_identifier, tok::greater);
  };
  while (true) {
    L.LexFromRawLexer(Next);
    if (Next.is(tok::eof))
      break;
    // `Type <op> name`: the blanks around the operator decide.
    if (Cur.isOneOf(tok::amp, tok::ampamp, tok::star) && IsTypeEnd(Prev) &&
        Next.is(tok::raw_identifier)) {
      bool SpaceBefore = Cur.hasLeadingSpace();
      bool SpaceAfter = Next.hasLeadingSpace();
      if (SpaceBefore && !SpaceAfter)
        ++Right;
      else if (!SpaceBefore && SpaceAfter)
        ++Left;
    }
    Prev = Cur;
    Cur = Next;
  }
  if (Left == Right)
    return std::nullopt;
  return Left > Right ? ReferenceAlignment::Left : ReferenceAlignment::Right;
}

static ReferenceAlignment fromPointer(format::FormatStyle::PointerAlignmentStyle P) {
  switch (P) {
  case format::FormatStyle::PAS_Left:
    return ReferenceAlignment::Left;
  case format::FormatStyle::PAS_Middle:
    return ReferenceAlignment::Middle;
  case format::FormatStyle::PAS_Right:
    break;
  }
  return ReferenceAlignment::Right;
}

std::optional<ReferenceAlignment> styleAlignment(llvm::StringRef StyleText,
                                                 bool &Derive) {
  format::FormatStyle Style = format::getLLVMStyle();
  // A style file that does not parse is no answer, not a message of ours.
  if (format::parseConfiguration(llvm::MemoryBufferRef(StyleText, ".clang-format"),
                                 &Style, /*AllowUnknownOptions=*/true,
                                 [](const llvm::SMDiagnostic &, void *) {}))
    return std::nullopt;
  Derive = Style.DerivePointerAlignment;
  switch (Style.ReferenceAlignment) {
  case format::FormatStyle::RAS_Left:
    return ReferenceAlignment::Left;
  case format::FormatStyle::RAS_Right:
    return ReferenceAlignment::Right;
  case format::FormatStyle::RAS_Middle:
    return ReferenceAlignment::Middle;
  case format::FormatStyle::RAS_Pointer:
    break;
  }
  return fromPointer(Style.PointerAlignment);
}

/// The text of the `.clang-format` (or `_clang-format`) nearest above
/// \p Path, as clang-format looks for it.
static std::optional<std::string> nearestStyleFile(llvm::StringRef Path,
                                                   llvm::vfs::FileSystem &FS) {
  llvm::SmallString<256> Dir(Path);
  FS.makeAbsolute(Dir);
  llvm::sys::path::remove_dots(Dir, /*remove_dot_dot=*/true);
  for (llvm::StringRef D = llvm::sys::path::parent_path(Dir); !D.empty();
       D = llvm::sys::path::parent_path(D)) {
    for (const char *Name : {".clang-format", "_clang-format"}) {
      llvm::SmallString<256> Candidate(D);
      llvm::sys::path::append(Candidate, Name);
      if (auto Buffer = FS.getBufferForFile(Candidate))
        return (*Buffer)->getBuffer().str();
    }
  }
  return std::nullopt;
}

ReferenceAlignment ReferenceStyle::of(FileID File, const SourceManager &SM) {
  if (auto It = Cache.find(File); It != Cache.end())
    return It->second;
  llvm::StringRef Code = SM.getBufferData(File);
  std::optional<ReferenceAlignment> FromStyle;
  bool Derive = false;
  if (OptionalFileEntryRef Entry = SM.getFileEntryRefForID(File))
    if (std::optional<std::string> Text = nearestStyleFile(
            Entry->getName(), SM.getFileManager().getVirtualFileSystem()))
      FromStyle = styleAlignment(*Text, Derive);
  std::optional<ReferenceAlignment> Majority;
  if (!FromStyle || Derive)
    Majority = majorityAlignment(Code);
  ReferenceAlignment A =
      Majority.value_or(FromStyle.value_or(ReferenceAlignment::Right));
  Cache[File] = A;
  return A;
}

ReferenceStyle::Placement ReferenceStyle::place(ReferenceAlignment A, bool Named) {
  switch (A) {
  case ReferenceAlignment::Left:
    return {"&", ""};
  case ReferenceAlignment::Middle:
    return Named ? Placement{"", "& "} : Placement{" &", ""};
  case ReferenceAlignment::Right:
    break;
  }
  return Named ? Placement{"", "&"} : Placement{" &", ""};
}

} // namespace clang::tidy::strcost::utils
