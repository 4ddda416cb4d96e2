//===--- IncludePolicy.cpp - strcost ---------------------------------------===//

#include "IncludePolicy.h"
#include "BraceBlocks.h"
#include "clang/Basic/IdentifierTable.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Token.h"
#include "llvm/ADT/STLExtras.h"

namespace clang::tidy::strcost::utils {

bool RuntimeHeaderFilter::parse(llvm::StringRef Value, std::string &Bad,
                                std::string &Error) {
  All = false;
  Patterns.clear();
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  Value.split(Parts, ';', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  for (llvm::StringRef Part : Parts) {
    Part = Part.trim();
    if (Part.empty())
      continue;
    if (Part == "*") {
      All = true;
      continue;
    }
    auto R = std::make_unique<llvm::Regex>(Part);
    if (!R->isValid(Error)) {
      Bad = Part.str();
      return false;
    }
    Patterns.push_back(std::move(R));
  }
  return true;
}

bool RuntimeHeaderFilter::matches(llvm::StringRef Path) const {
  if (All)
    return true;
  for (const auto &R : Patterns)
    if (R->match(Path))
      return true;
  return false;
}

llvm::StringRef bareHeaderName(llvm::StringRef Header) {
  Header = Header.trim();
  if (Header.size() >= 2 && ((Header.front() == '<' && Header.back() == '>') ||
                             (Header.front() == '"' && Header.back() == '"')))
    return Header.drop_front().drop_back();
  return Header;
}

llvm::StringRef runtimeOf(llvm::StringRef Header) {
  llvm::StringRef Bare = bareHeaderName(Header);
  for (llvm::StringRef Prefix : {"strcost/", "absl/"})
    if (Bare.starts_with(Prefix))
      return Prefix;
  return "";
}

/// One `#if ... #endif` block of a file, in line offsets.
struct IncludePolicy::Block {
  unsigned IfStart = 0;      // start of the `#if...` line
  unsigned EndifStart = 0;   // start of the `#endif` line
  unsigned AfterEndif = 0;   // start of the line after it (or the end)
  mutable std::optional<bool> Guard;
};

namespace {

struct IncludeLine {
  unsigned Start = 0; // start of the `#include` line
  unsigned After = 0; // start of the line after it (or the end)
  std::string Name;   // as spelled, without delimiters
};

unsigned lineStart(llvm::StringRef Buffer, unsigned Offset) {
  while (Offset > 0 && Buffer[Offset - 1] != '\n')
    --Offset;
  return Offset;
}

unsigned nextLine(llvm::StringRef Buffer, unsigned Offset) {
  size_t NL = Buffer.find('\n', Offset);
  return NL == llvm::StringRef::npos ? Buffer.size() : NL + 1;
}
} // namespace

struct IncludePolicy::FileFacts {
  std::vector<Block> Regions;
  std::vector<IncludeLine> Includes;
};

/// Feeds the policy from the preprocessor: every `#endif` with its `#if`
/// (nested blocks in skipped branches lie inside the skipped block's region
/// anyway), every include directive that was reached.
static bool isWord(const Token &T, llvm::StringRef Word) {
  const IdentifierInfo *II = T.getIdentifierInfo();
  return II && II->getName() == Word;
}

/// `template <>` or `template <...> struct name<` at \p At of \p Body: a
/// specialization, which the standard allows in namespace std.
static bool specializationAt(llvm::ArrayRef<Token> Body, size_t At) {
  if (At + 1 >= Body.size() || !isWord(Body[At], "template") ||
      !Body[At + 1].is(tok::less))
    return false;
  size_t I = At + 2;
  if (I < Body.size() && Body[I].is(tok::greater))
    return true;
  for (int Depth = 1; I < Body.size() && Depth > 0; ++I)
    Depth += Body[I].is(tok::less) ? 1 : Body[I].is(tok::greater) ? -1 : 0;
  return I + 2 < Body.size() &&
         (isWord(Body[I], "struct") || isWord(Body[I], "class")) &&
         Body[I + 2].is(tok::less);
}

/// Files \p Name, an object-like macro, among \p Macros by what its body does
/// to namespace std (a redefinition replaces what it did before).
static void classifyStdMacro(llvm::StringRef Name, const MacroInfo &MI,
                             IncludePolicy::StdMacros &Macros) {
  Macros.Openers.erase(Name);
  Macros.Closers.erase(Name);
  Macros.Declarers.erase(Name);
  if (MI.isFunctionLike())
    return;
  llvm::ArrayRef<Token> Body = MI.tokens();
  int Net = 0;
  std::optional<size_t> StdBody; // past the `{` of `namespace [VIS] std ... {`
  for (size_t I = 0; I < Body.size(); ++I) {
    if (Body[I].is(tok::l_brace))
      ++Net;
    else if (Body[I].is(tok::r_brace))
      --Net;
    if (StdBody || !isWord(Body[I], "namespace"))
      continue;
    size_t J = I + 1;
    while (J < Body.size() && !isWord(Body[J], "std") &&
           Body[J].getIdentifierInfo())
      ++J; // a visibility macro before the name
    if (J == Body.size() || !isWord(Body[J], "std"))
      continue;
    while (J < Body.size() && !Body[J].isOneOf(tok::l_brace, tok::semi,
                                               tok::equal))
      ++J; // `::chrono`, attributes
    if (J < Body.size() && Body[J].is(tok::l_brace))
      StdBody = J + 1;
  }
  if (StdBody && Net > 0)
    Macros.Openers.insert(Name);
  else if (StdBody && Net == 0 && *StdBody < Body.size() &&
           !Body[*StdBody].is(tok::r_brace) && !specializationAt(Body, *StdBody))
    Macros.Declarers.insert(Name);
  else if (!StdBody && Net < 0)
    Macros.Closers.insert(Name);
}

class IncludePolicy::Recorder : public PPCallbacks {
public:
  Recorder(IncludePolicy &P, std::function<void()> OnDone)
      : P(P), OnDone(std::move(OnDone)) {}
  ~Recorder() override {
    if (OnDone)
      OnDone();
  }

  void InclusionDirective(SourceLocation HashLoc, const Token &, StringRef FileName,
                          bool, CharSourceRange, OptionalFileEntryRef, StringRef,
                          StringRef, const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    // No fix edits a system header: its includes are never asked about.
    if (!HashLoc.isFileID() || P.SM->isInSystemHeader(HashLoc))
      return;
    auto [File, Offset] = P.SM->getDecomposedLoc(HashLoc);
    bool Invalid = false;
    llvm::StringRef Buffer = P.SM->getBufferData(File, &Invalid);
    if (Invalid)
      return;
    facts(File).Includes.push_back(
        {lineStart(Buffer, Offset), nextLine(Buffer, Offset), FileName.str()});
  }

  void LexedFileChanged(FileID FID, LexedFileChangeReason Reason,
                        SrcMgr::CharacteristicKind FileType, FileID,
                        SourceLocation) override {
    if (Reason == LexedFileChangeReason::EnterFile && FID.isValid() &&
        FileType == SrcMgr::C_User && !llvm::is_contained(P.UserFiles, FID))
      P.UserFiles.push_back(FID);
  }

  void MacroDefined(const Token &Name, const MacroDirective *MD) override {
    const MacroInfo *MI = MD ? MD->getMacroInfo() : nullptr;
    if (MI && Name.getIdentifierInfo())
      classifyStdMacro(Name.getIdentifierInfo()->getName(), *MI, P.Macros);
  }

  void Endif(SourceLocation Loc, SourceLocation IfLoc) override {
    if (!Loc.isFileID() || !IfLoc.isFileID() || P.SM->isInSystemHeader(Loc))
      return;
    auto [File, EndOffset] = P.SM->getDecomposedLoc(Loc);
    auto [IfFile, IfOffset] = P.SM->getDecomposedLoc(IfLoc);
    bool Invalid = false;
    llvm::StringRef Buffer = P.SM->getBufferData(File, &Invalid);
    if (Invalid || File != IfFile)
      return;
    Block R;
    R.IfStart = lineStart(Buffer, IfOffset);
    R.EndifStart = lineStart(Buffer, EndOffset);
    R.AfterEndif = nextLine(Buffer, EndOffset);
    facts(File).Regions.push_back(R);
  }

private:
  FileFacts &facts(FileID File) {
    std::unique_ptr<FileFacts> &F = P.Files[File];
    if (!F)
      F = std::make_unique<FileFacts>();
    return *F;
  }

  IncludePolicy &P;
  std::function<void()> OnDone;
};

IncludePolicy::IncludePolicy() = default;
IncludePolicy::~IncludePolicy() = default;

std::unique_ptr<PPCallbacks> IncludePolicy::record(const SourceManager &SourceMgr,
                                                   std::function<void()> OnDone) {
  SM = &SourceMgr;
  Files.clear();
  UserFiles.clear();
  Macros = StdMacros();
  OwnStd.reset();
  return std::make_unique<Recorder>(*this, std::move(OnDone));
}

namespace {
/// Raw tokens of a buffer, comments skipped.
class RawTokens {
public:
  RawTokens(const SourceManager &SM, FileID File, llvm::StringRef Buffer,
            unsigned From)
      : Lex(SM.getLocForStartOfFile(File), Lang, Buffer.begin(),
            Buffer.begin() + From, Buffer.end()) {}
  Token next() {
    Token T;
    Lex.LexFromRawLexer(T);
    return T;
  }
  bool isWord(const Token &T, llvm::StringRef Word) {
    return T.is(tok::raw_identifier) && T.getRawIdentifier() == Word;
  }
  unsigned offsetOf(const Token &T, const SourceManager &SM) {
    return SM.getFileOffset(T.getLocation());
  }

private:
  // The lexer keeps a reference to its options, read at every token: they
  // must live as long as it does (a temporary's dead bytes made `<::` a
  // digraph in some runs and not in others).
  LangOptions Lang;
  Lexer Lex;
};
} // namespace

/// `#ifndef X` / `#define X` as the file's first tokens and `#endif` as its
/// last: the include guard, not a configuration (clang's multiple-include
/// optimisation reads the same shape). `#if !defined(X)` counts too.
bool IncludePolicy::isGuard(FileID File, unsigned IfStart, unsigned EndifStart) const {
  bool Invalid = false;
  llvm::StringRef Buffer = SM->getBufferData(File, &Invalid);
  if (Invalid)
    return false;
  RawTokens Head(*SM, File, Buffer, 0);
  Token T = Head.next();
  if (!T.is(tok::hash) || lineStart(Buffer, Head.offsetOf(T, *SM)) != IfStart)
    return false;
  T = Head.next();
  llvm::StringRef Name;
  if (Head.isWord(T, "ifndef")) {
    T = Head.next();
  } else if (Head.isWord(T, "if")) {
    if (!Head.next().is(tok::exclaim) || !Head.isWord(T = Head.next(), "defined"))
      return false;
    T = Head.next();
    if (T.is(tok::l_paren))
      T = Head.next();
  } else {
    return false;
  }
  if (!T.is(tok::raw_identifier))
    return false;
  Name = T.getRawIdentifier();
  do
    T = Head.next();
  while (!T.isAtStartOfLine() && !T.is(tok::eof));
  if (!T.is(tok::hash) || !Head.isWord(Head.next(), "define") ||
      !Head.isWord(Head.next(), Name))
    return false;
  // Nothing but comments after the `#endif` line's own tokens.
  RawTokens Tail(*SM, File, Buffer, EndifStart);
  do
    T = Tail.next();
  while (!T.is(tok::eof) && (!T.isAtStartOfLine() || Tail.offsetOf(T, *SM) == EndifStart));
  return T.is(tok::eof);
}

bool IncludePolicy::insideAt(FileID File, unsigned Offset) const {
  auto It = Files.find(File);
  if (It == Files.end())
    return false;
  for (const Block &R : It->second->Regions) {
    if (R.IfStart < Offset && Offset <= R.EndifStart && isConditional(File, R))
      return true;
  }
  return false;
}

bool IncludePolicy::isConditional(FileID File, const Block &R) const {
  if (!R.Guard)
    R.Guard = isGuard(File, R.IfStart, R.EndifStart);
  return !*R.Guard;
}

bool IncludePolicy::insideConditional(SourceLocation Loc) const {
  if (!SM || Loc.isInvalid() || !Loc.isFileID())
    return false;
  auto [File, Offset] = SM->getDecomposedLoc(Loc);
  return insideAt(File, Offset);
}

namespace {

/// Whether \p Offset of \p File lies inside braces of the file's own text,
/// raw-lexed (comments, literals and preprocessor directives left out).
bool insideBracesAt(const SourceManager &SM, FileID File, unsigned Offset) {
  llvm::StringRef Buffer = SM.getBufferData(File);
  LangOptions Lang;
  Lang.CPlusPlus = true;
  Lexer Raw(SM.getLocForStartOfFile(File), Lang, Buffer.begin(), Buffer.begin(),
            Buffer.end());
  unsigned Depth = 0;
  bool InDirective = false;
  Token Tok;
  while (!Raw.LexFromRawLexer(Tok) || Tok.isNot(tok::eof)) {
    if (SM.getFileOffset(Tok.getLocation()) >= Offset || Tok.is(tok::eof))
      break;
    if (Tok.isAtStartOfLine())
      InDirective = Tok.is(tok::hash);
    if (InDirective)
      continue;
    if (Tok.is(tok::l_brace))
      ++Depth;
    else if (Tok.is(tok::r_brace) && Depth > 0)
      --Depth;
  }
  return Depth > 0;
}

} // namespace

bool insideBraces(const SourceManager &SM, SourceLocation Loc) {
  if (Loc.isInvalid() || !Loc.isFileID())
    return false;
  auto [File, Offset] = SM.getDecomposedLoc(Loc);
  return insideBracesAt(SM, File, Offset);
}

std::optional<SourceLocation>
IncludePolicy::topLevelPlace(FileID File, SourceLocation Chosen,
                             SourceLocation Before) const {
  auto It = Files.find(File);
  if (!SM || It == Files.end())
    return std::nullopt;
  unsigned Limit = ~0u;
  if (Before.isValid() && Before.isFileID() && SM->getFileID(Before) == File)
    Limit = SM->getFileOffset(Before);
  SourceLocation Start = SM->getLocForStartOfFile(File);
  std::optional<unsigned> Place;
  for (const IncludeLine &I : It->second->Includes)
    if (I.After <= Limit && !insideAt(File, I.Start) &&
        !insideBracesAt(*SM, File, I.Start))
      Place = std::max(Place.value_or(0), I.After);
  if (Place)
    return Start.getLocWithOffset(*Place);
  // No include at the top level: after the outermost conditional around the
  // place the inserter chose.
  if (Chosen.isInvalid() || SM->getFileID(Chosen) != File)
    return std::nullopt;
  unsigned At = SM->getFileOffset(Chosen);
  if (insideBracesAt(*SM, File, At))
    return std::nullopt;
  const Block *Outer = nullptr;
  for (const Block &R : It->second->Regions)
    if (R.IfStart < At && At <= R.EndifStart && isConditional(File, R) &&
        (!Outer || R.IfStart < Outer->IfStart))
      Outer = &R;
  if (!Outer || Outer->AfterEndif > Limit)
    return std::nullopt;
  return Start.getLocWithOffset(Outer->AfterEndif);
}

IncludePolicy::Inclusion IncludePolicy::inclusionOf(FileID File,
                                                    llvm::StringRef Header) const {
  auto It = Files.find(File);
  if (It == Files.end())
    return Inclusion::None;
  llvm::StringRef Bare = bareHeaderName(Header);
  Inclusion Out = Inclusion::None;
  for (const IncludeLine &I : It->second->Includes) {
    if (I.Name != Bare)
      continue;
    if (!insideAt(File, I.Start))
      return Inclusion::Unconditional;
    Out = Inclusion::ConditionalOnly;
  }
  return Out;
}

SourceLocation IncludePolicy::firstInclusion(FileID File,
                                             llvm::StringRef Header) const {
  auto It = Files.find(File);
  if (!SM || It == Files.end())
    return {};
  llvm::StringRef Bare = bareHeaderName(Header);
  for (const IncludeLine &I : It->second->Includes)
    if (I.Name == Bare)
      return SM->getLocForStartOfFile(File).getLocWithOffset(I.Start);
  return {};
}

bool IncludePolicy::includesUnconditionally(FileID File,
                                            llvm::StringRef Prefix) const {
  auto It = Files.find(File);
  if (It == Files.end())
    return false;
  for (const IncludeLine &I : It->second->Includes)
    if (llvm::StringRef(I.Name).starts_with(Prefix) && !insideAt(File, I.Start))
      return true;
  return false;
}

} // namespace clang::tidy::strcost::utils

namespace clang::tidy::strcost::utils {

namespace {
/// Walks the declarations of a file's `namespace std { ... }` bodies in raw
/// tokens (the include layer sees no AST): enough to tell a specialization
/// from anything else, and to err towards "anything else".
class StdBodyScanner {
public:
  StdBodyScanner(const SourceManager &SM, FileID File, llvm::StringRef Buffer,
                 const IncludePolicy::StdMacros &Macros)
      : SM(SM), Macros(Macros), Tokens(SM, File, Buffer, 0) {
    advance();
  }

  /// The offset of the first declaration in namespace std that is no
  /// specialization, if there is one.
  std::optional<unsigned> find() {
    while (!Tok.is(tok::eof)) {
      if (Tokens.isWord(Tok, "namespace")) {
        advance();
        if (Tokens.isWord(Tok, "std") && enterBody())
          if (std::optional<unsigned> Own = body())
            return Own;
        continue;
      }
      if (std::optional<unsigned> Own; stdMacro(Own)) {
        if (Own)
          return Own;
        continue;
      }
      advance();
    }
    return std::nullopt;
  }

private:
  /// At a macro that declares in std (\p Own: its offset) or opens namespace
  /// std (\p Own: the body's first own declaration, if any; the walk goes on
  /// past the body otherwise): true; false for any other token.
  bool stdMacro(std::optional<unsigned> &Own) {
    if (isMacro(Macros.Declarers)) {
      Own = offset();
      return true;
    }
    if (!isMacro(Macros.Openers))
      return false;
    advance();
    Own = body();
    return true;
  }

  void advance() {
    Tok = Tokens.next();
    // A directive line is no declaration: skip it whole.
    while (Tok.is(tok::hash) && Tok.isAtStartOfLine()) {
      do
        Tok = Tokens.next();
      while (!Tok.is(tok::eof) && !Tok.isAtStartOfLine());
    }
  }

  /// From past `namespace std` (`::chrono`, attributes or a visibility macro
  /// may follow) to past its `{`; false for anything else (an alias).
  bool enterBody() {
    while (!Tok.is(tok::eof) && !Tok.is(tok::l_brace)) {
      if (Tok.isOneOf(tok::semi, tok::equal, tok::r_brace))
        return false;
      advance();
    }
    if (Tok.is(tok::eof))
      return false;
    advance();
    return true;
  }

  /// The declarations up to the body's `}`; a nested namespace's are std's.
  std::optional<unsigned> body() {
    while (!Tok.is(tok::eof) && !Tok.is(tok::r_brace)) {
      if (Tok.is(tok::semi)) {
        advance();
        continue;
      }
      if (isMacro(Macros.Closers)) {
        advance();
        return std::nullopt;
      }
      if (std::optional<unsigned> Own; stdMacro(Own)) {
        if (Own)
          return Own;
        continue;
      }
      if (Tokens.isWord(Tok, "inline"))
        advance();
      if (Tokens.isWord(Tok, "namespace")) {
        advance();
        if (!enterBody())
          return offset();
        if (std::optional<unsigned> Own = body())
          return Own;
        continue;
      }
      unsigned Start = offset();
      if (!specialization())
        return Start;
      skipDeclaration();
    }
    advance(); // the `}`
    return std::nullopt;
  }

  /// `template <>` (explicit), or `template <...> struct name<` (partial):
  /// consumes the tokens looked at.
  bool specialization() {
    if (!Tokens.isWord(Tok, "template"))
      return false;
    advance();
    if (!Tok.is(tok::less))
      return false;
    advance();
    if (Tok.is(tok::greater))
      return true;
    for (int Depth = 1; Depth > 0 && !Tok.is(tok::eof); advance()) {
      if (Tok.is(tok::less))
        ++Depth;
      else if (Tok.is(tok::greater))
        --Depth;
      else if (Tok.is(tok::greatergreater))
        Depth -= 2;
      else if (Tok.isOneOf(tok::semi, tok::l_brace))
        return false;
    }
    if (!Tokens.isWord(Tok, "struct") && !Tokens.isWord(Tok, "class") &&
        !Tokens.isWord(Tok, "union"))
      return false;
    advance();
    if (!Tok.is(tok::raw_identifier))
      return false;
    advance();
    return Tok.is(tok::less);
  }

  /// To past the declaration's `;`, or past a body's `}` (and a `;` after
  /// it).
  void skipDeclaration() {
    int Depth = 0;
    while (!Tok.is(tok::eof)) {
      if (Tok.isOneOf(tok::l_brace, tok::l_paren, tok::l_square)) {
        ++Depth;
      } else if (Tok.isOneOf(tok::r_brace, tok::r_paren, tok::r_square)) {
        if (Depth == 0)
          return; // the namespace's own `}`
        if (--Depth == 0 && Tok.is(tok::r_brace)) {
          advance();
          if (Tok.is(tok::semi))
            advance();
          return;
        }
      } else if (Tok.is(tok::semi) && Depth == 0) {
        advance();
        return;
      }
      advance();
    }
  }

  unsigned offset() { return Tokens.offsetOf(Tok, SM); }
  bool isMacro(const llvm::StringSet<> &Names) const {
    return Tok.is(tok::raw_identifier) && Names.contains(Tok.getRawIdentifier());
  }

  const SourceManager &SM;
  const IncludePolicy::StdMacros &Macros;
  RawTokens Tokens;
  Token Tok;
};
} // namespace

std::optional<IncludePolicy::StdDeclaration>
IncludePolicy::ownStdDeclaration() const {
  if (OwnStd)
    return *OwnStd;
  OwnStd.emplace();
  if (!SM)
    return std::nullopt;
  for (FileID File : UserFiles) {
    bool Invalid = false;
    llvm::StringRef Buffer = SM->getBufferData(File, &Invalid);
    // Most files never name namespace std, nor a macro that opens it: no
    // need to lex them.
    auto Names = [&](const llvm::StringSet<> &Set) {
      return llvm::any_of(Set.keys(),
                          [&](llvm::StringRef N) { return Buffer.contains(N); });
    };
    if (Invalid || !(Buffer.contains("std") || Names(Macros.Openers) ||
                     Names(Macros.Declarers)))
      continue;
    std::optional<unsigned> At = StdBodyScanner(*SM, File, Buffer, Macros).find();
    // `#pragma GCC system_header` makes the rest of a file a system header.
    if (At && !SM->isInSystemHeader(SM->getLocForStartOfFile(File).getLocWithOffset(*At))) {
      *OwnStd = StdDeclaration{File, SM->getLineNumber(File, *At)};
      break;
    }
  }
  return *OwnStd;
}

} // namespace clang::tidy::strcost::utils
