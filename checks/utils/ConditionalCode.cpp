//===--- ConditionalCode.cpp - strcost ------------------------------------===//

#include "ConditionalCode.h"
#include "LlvmCompat.h"
#include "SourceUtils.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Path.h"
#include <vector>

namespace clang::tidy::strcost::utils {

namespace {

/// No block: outside every conditional, or in a system header.
constexpr int NoBlock = -1;
/// A macro defined on the command line (`-DSTR=std::string`).
constexpr int CommandLine = -2;

struct Block {
  SourceLocation Begin; // the directive's name (`if`, `ifdef`, `ifndef`)
  SourceLocation End;   // the `endif`; invalid while the block is open
  int Parent = NoBlock; // the enclosing block, in this file or an includer
  unsigned Branches = 1;
  // `#if 0`, `#if 1`, or a condition naming only the user's IgnoredMacros:
  // the same in every configuration.
  bool Constant = false;
  bool Guard = false;    // an include guard
  bool Negated = false;  // `#ifndef X`, `#if !defined(X)`: a guard's shape
  std::string Directive; // "#ifdef X"
};

struct Skip {
  SourceLocation Begin, End; // file locations
  int Block = NoBlock;
};

struct Expansion {
  SourceLocation Begin, End; // the invocation, as file locations
  const MacroInfo *Macro = nullptr;
  const IdentifierInfo *Name = nullptr;
  int Block = NoBlock; // where the macro is defined, or CommandLine
};

/// Only blanks and comments (and `#pragma once` lines, which some headers
/// put before their guard).
bool blankOrComments(StringRef S) {
  while (true) {
    S = S.ltrim();
    if (S.empty())
      return true;
    StringRef Directive = S.drop_front().ltrim(" \t");
    if (S.starts_with("#") && Directive.consume_front("pragma") &&
        Directive.ltrim(" \t").starts_with("once")) {
      S = S.drop_until([](char C) { return C == '\n'; });
    } else if (S.starts_with("//")) {
      S = S.drop_until([](char C) { return C == '\n'; });
    } else if (S.starts_with("/*")) {
      size_t Close = S.find("*/", 2);
      if (Close == StringRef::npos)
        return false;
      S = S.drop_front(Close + 2);
    } else {
      return false;
    }
  }
}

/// \p Condition (the text of an `#if`) names at least one macro, and only
/// macros the user said choose nothing (`!defined(JSON_IS_AMALGAMATION)`).
/// Any other identifier, `__has_include`'s header name included, makes the
/// condition count: a false "ignored" would hide a real choice.
bool onlyIgnoredMacros(StringRef Condition, const llvm::StringSet<> &Ignored) {
  if (Ignored.empty())
    return false;
  auto IsIdentChar = [](char C) { return isAlphanumeric(C) || C == '_'; };
  bool Named = false;
  for (size_t I = 0; I < Condition.size();) {
    char C = Condition[I];
    if (!isAsciiIdentifierStart(C) && !isDigit(C)) {
      ++I;
      continue;
    }
    // A pp-number (`201703L`, `0x1F`) is no name.
    size_t End = I + 1;
    while (End < Condition.size() &&
           (IsIdentChar(Condition[End]) || (isDigit(C) && Condition[End] == '.')))
      ++End;
    StringRef Word = Condition.slice(I, End);
    I = End;
    if (isDigit(C) || Word == "defined")
      continue;
    if (!Ignored.contains(Word))
      return false;
    Named = true;
  }
  return Named;
}

unsigned offsetOf(SourceLocation Loc, const SourceManager &SM) {
  return SM.getDecomposedLoc(Loc).second;
}

} // namespace

struct ConditionalCode::Recorded {
  const SourceManager *SM = nullptr;
  const LangOptions *LO = nullptr;
  std::vector<Block> Blocks;
  llvm::SmallVector<int, 16> Open; // NoBlock for a block of a system header
  int LastClosed = NoBlock;
  std::vector<Skip> Skips;
  std::vector<Expansion> Expansions;
  llvm::DenseMap<const MacroInfo *, int> Defined;
  /// Macros whose conditionals choose nothing (the IgnoredMacros option).
  llvm::StringSet<> Ignored;
  llvm::DenseMap<FileID, llvm::SmallVector<unsigned, 4>> BlocksOf, SkipsOf,
      ExpansionsOf;

  bool isGuard(const Block &B) const;
  int blockAt(SourceLocation Loc) const;
  int relevant(int B, bool NeedBranches, int Shared = NoBlock) const;
  std::string describe(int B) const;
  bool mentions(SourceLocation Begin, SourceLocation End, StringRef Name) const;
  bool macroMentions(const Expansion &E, StringRef Name) const;
  std::optional<std::pair<SourceLocation, SourceLocation>>
  fileRange(SourceRange R) const;
  /// fileRange as offsets in its file, for tests against recorded places.
  struct FileSpan {
    FileID File;
    unsigned Begin, End;
    bool contains(SourceLocation L, const SourceManager &SM) const {
      if (L.isInvalid())
        return false;
      unsigned O = offsetOf(L, SM);
      return Begin <= O && O <= End;
    }
  };
  std::optional<FileSpan> fileSpan(SourceRange R) const {
    auto File = fileRange(R);
    if (!File)
      return std::nullopt;
    auto [FID, Begin] = SM->getDecomposedLoc(File->first);
    return FileSpan{FID, Begin, offsetOf(File->second, *SM)};
  }
};

//===----------------------------------------------------------------------===//
// Recording.
//===----------------------------------------------------------------------===//

/// An include guard: `#ifndef X` (or `#if !defined(X)`) with no other branch,
/// and nothing but comments before it and after its `#endif` in its file.
bool ConditionalCode::Recorded::isGuard(const Block &B) const {
  if (!B.Negated || B.Branches != 1 || B.End.isInvalid())
    return false;
  auto [File, BeginOffset] = SM->getDecomposedLoc(B.Begin);
  auto [EndFile, EndOffset] = SM->getDecomposedLoc(B.End);
  bool Invalid = false;
  StringRef Buffer = SM->getBufferData(File, &Invalid);
  if (Invalid || File != EndFile)
    return false;
  StringRef Before = Buffer.take_front(BeginOffset).rtrim(" \t");
  if (!Before.consume_back("#") || !blankOrComments(Before))
    return false;
  StringRef After = Buffer.drop_front(EndOffset);
  return After.consume_front("endif") && blankOrComments(After);
}

namespace {

class Recorder : public PPCallbacks {
public:
  using Recorded = ConditionalCode::Recorded;
  explicit Recorder(std::shared_ptr<Recorded> R) : R(std::move(R)) {}

  void If(SourceLocation Loc, SourceRange Condition,
          ConditionValueKind) override {
    if (R->SM->isInSystemHeader(Loc))
      return open(Loc, Block());
    StringRef Text = Lexer::getSourceText(
        CharSourceRange::getTokenRange(Condition), *R->SM, *R->LO);
    Text = Text.trim();
    Block B;
    B.Constant = llvm::is_contained({"0", "1", "false", "true"}, Text) ||
                 onlyIgnoredMacros(Text, R->Ignored);
    StringRef Inner = Text;
    B.Negated = Inner.consume_front("!") &&
                Inner.ltrim().starts_with("defined");
    B.Directive = ("#if " + (Text.size() > 40 ? Text.take_front(37) + "..."
                                              : Text)).str();
    open(Loc, std::move(B));
  }
  // A system header's blocks are only kept on the stack (see open()): no
  // text is made for them.
  void Ifdef(SourceLocation Loc, const Token &Name,
             const MacroDefinition &) override {
    openOnName(Loc, Name, /*Negated=*/false);
  }
  void Ifndef(SourceLocation Loc, const Token &Name,
              const MacroDefinition &) override {
    openOnName(Loc, Name, /*Negated=*/true);
  }
  void Elif(SourceLocation, SourceRange Condition, ConditionValueKind,
            SourceLocation) override {
    branch(/*Conditional=*/!ignored(Condition));
  }
  void Elifdef(SourceLocation, const Token &Name, const MacroDefinition &) override {
    branch(!R->Ignored.contains(nameOf(Name)));
  }
  void Elifdef(SourceLocation, SourceRange Condition, SourceLocation) override {
    branch(!ignored(Condition));
  }
  void Elifndef(SourceLocation, const Token &Name, const MacroDefinition &) override {
    branch(!R->Ignored.contains(nameOf(Name)));
  }
  void Elifndef(SourceLocation, SourceRange Condition, SourceLocation) override {
    branch(!ignored(Condition));
  }
  void Else(SourceLocation, SourceLocation) override { branch(false); }
  void Endif(SourceLocation Loc, SourceLocation) override;
  void SourceRangeSkipped(SourceRange Range, SourceLocation EndifLoc) override;
  void MacroDefined(const Token &Name, const MacroDirective *MD) override;
  void MacroExpands(const Token &Name, const MacroDefinition &MD,
                    SourceRange Range, const MacroArgs *) override;

private:
  static std::string nameOf(const Token &Name) {
    const IdentifierInfo *II = Name.getIdentifierInfo();
    return II ? II->getName().str() : "";
  }
  void open(SourceLocation Loc, Block B);
  /// `#ifdef X` or (\p Negated) `#ifndef X`.
  void openOnName(SourceLocation Loc, const Token &Name, bool Negated) {
    if (R->SM->isInSystemHeader(Loc))
      return open(Loc, Block());
    Block B;
    B.Negated = Negated;
    B.Directive = (Negated ? "#ifndef " : "#ifdef ") + nameOf(Name);
    B.Constant = R->Ignored.contains(nameOf(Name));
    open(Loc, std::move(B));
  }
  bool ignored(SourceRange Condition) const {
    if (R->Ignored.empty() || Condition.isInvalid())
      return false;
    return onlyIgnoredMacros(
        Lexer::getSourceText(CharSourceRange::getTokenRange(Condition), *R->SM,
                             *R->LO),
        R->Ignored);
  }
  void branch(bool Conditional) {
    if (R->Open.empty() || R->Open.back() == NoBlock)
      return;
    Block &B = R->Blocks[R->Open.back()];
    ++B.Branches;
    // `#if 0 ... #elif X`: X decides after all (unless X is an ignored macro).
    B.Constant &= !Conditional;
  }

  std::shared_ptr<Recorded> R;
};

} // namespace

void Recorder::open(SourceLocation Loc, Block B) {
  // The standard library's configuration is not the user's, and system
  // headers hold most directives: their blocks are only kept on the stack.
  if (R->SM->isInSystemHeader(Loc)) {
    R->Open.push_back(NoBlock);
    return;
  }
  B.Begin = Loc;
  B.Parent = R->Open.empty() ? NoBlock : R->Open.back();
  unsigned Index = R->Blocks.size();
  R->Blocks.push_back(std::move(B));
  R->BlocksOf[R->SM->getFileID(Loc)].push_back(Index);
  R->Open.push_back(Index);
}

void Recorder::Endif(SourceLocation Loc, SourceLocation) {
  if (R->Open.empty())
    return;
  int Index = R->Open.pop_back_val();
  if (Index == NoBlock)
    return;
  Block &B = R->Blocks[Index];
  B.End = Loc;
  B.Guard = R->isGuard(B);
  R->LastClosed = Index;
}

/// A skipped branch that holds an `#error` and nothing but directives and
/// comments: the configuration taking it stops there.
static bool onlyError(SourceRange Range, const SourceManager &SM) {
  bool Invalid = false;
  StringRef Buffer = SM.getBufferData(SM.getFileID(Range.getBegin()), &Invalid);
  unsigned Begin = SM.getFileOffset(Range.getBegin());
  unsigned End = SM.getFileOffset(Range.getEnd());
  if (Invalid || End < Begin || End > Buffer.size())
    return false;
  llvm::SmallVector<StringRef, 8> Lines;
  Buffer.slice(Begin, End).split(Lines, '\n');
  bool Error = false;
  for (StringRef Line : Lines) {
    Line = Line.trim();
    if (Line.empty() || Line.starts_with("//"))
      continue;
    if (!Line.consume_front("#"))
      return false;
    Line = Line.ltrim();
    if (Line.starts_with("error"))
      Error = true;
    else if (!Line.starts_with("if") && !Line.starts_with("el") &&
             !Line.starts_with("endif"))
      return false;
  }
  return Error;
}

void Recorder::SourceRangeSkipped(SourceRange Range, SourceLocation EndifLoc) {
  // Reported after the `#endif` that ends it closed its block, or at the
  // `#else`/`#elif` of a block still open.
  int Index = NoBlock;
  if (R->LastClosed != NoBlock && R->Blocks[R->LastClosed].End == EndifLoc)
    Index = R->LastClosed;
  else if (!R->Open.empty())
    Index = R->Open.back();
  if (Index == NoBlock || Range.getBegin().isMacroID())
    return;
  // `#if !(C++17) #error ... #else <header> #endif`: the configuration that
  // skips the rest does not compile at all, so nothing is chosen by it.
  if (R->Blocks[Index].Branches == 2 && onlyError(Range, *R->SM))
    R->Blocks[Index].Constant = true;
  R->SkipsOf[R->SM->getFileID(Range.getBegin())].push_back(R->Skips.size());
  R->Skips.push_back({Range.getBegin(), Range.getEnd(), Index});
}

void Recorder::MacroDefined(const Token &Name, const MacroDirective *MD) {
  const MacroInfo *MI = MD ? MD->getMacroInfo() : nullptr;
  if (!MI)
    return;
  // Command-line macros live in the predefines buffer, which is no file: the
  // presumed location (which computes the line table of every header that
  // defines a macro) is only asked there.
  const SourceManager &SM = *R->SM;
  SourceLocation Loc = Name.getLocation();
  if (!SM.getFileEntryRefForID(SM.getFileID(Loc)) &&
      SM.isWrittenInCommandLineFile(Loc))
    R->Defined[MI] = CommandLine;
  else if (!R->Open.empty() && R->Open.back() != NoBlock)
    R->Defined[MI] = R->Open.back();
}

void Recorder::MacroExpands(const Token &Name, const MacroDefinition &MD,
                            SourceRange Range, const MacroArgs *) {
  const MacroInfo *MI = MD.getMacroInfo();
  auto It = MI ? R->Defined.find(MI) : R->Defined.end();
  if (It == R->Defined.end())
    return;
  const SourceManager &SM = *R->SM;
  CharSourceRange File = SM.getExpansionRange(Range);
  if (SM.isInSystemHeader(File.getBegin()) ||
      SM.getFileID(File.getBegin()) != SM.getFileID(File.getEnd()))
    return;
  R->ExpansionsOf[SM.getFileID(File.getBegin())].push_back(R->Expansions.size());
  R->Expansions.push_back({File.getBegin(), File.getEnd(), MI,
                           Name.getIdentifierInfo(), It->second});
}

ConditionalCode::ConditionalCode() = default;
ConditionalCode::~ConditionalCode() = default;

void ConditionalCode::attach(Preprocessor &PP,
                             llvm::ArrayRef<std::string> IgnoredMacros) {
  Data = std::make_shared<Recorded>();
  Data->SM = &PP.getSourceManager();
  Data->LO = &PP.getLangOpts();
  for (const std::string &Name : IgnoredMacros)
    Data->Ignored.insert(Name);
  PP.addPPCallbacks(std::make_unique<Recorder>(Data));
}

//===----------------------------------------------------------------------===//
// Where a location stands.
//===----------------------------------------------------------------------===//

/// The innermost block around the file location \p Loc; a file with none
/// around is looked up at its #include, which may sit in one.
int ConditionalCode::Recorded::blockAt(SourceLocation Loc) const {
  for (int Depth = 0; Loc.isValid() && Depth < 64; ++Depth) {
    auto [File, Offset] = SM->getDecomposedLoc(Loc);
    int Found = NoBlock;
    if (auto It = BlocksOf.find(File); It != BlocksOf.end())
      for (unsigned I : It->second) {
        const Block &B = Blocks[I];
        if (offsetOf(B.Begin, *SM) < Offset &&
            (B.End.isInvalid() || Offset < offsetOf(B.End, *SM)))
          Found = I; // later blocks that contain it are nested deeper
      }
    if (Found != NoBlock)
      return Found;
    Loc = SM->getIncludeLoc(File);
  }
  return NoBlock;
}

/// The first block from \p B outwards that differs between configurations
/// (with another branch, for \p NeedBranches). A block that also encloses
/// \p Shared, and every block around it, takes one branch for both places in
/// every configuration: it chooses nothing between them.
int ConditionalCode::Recorded::relevant(int B, bool NeedBranches,
                                        int Shared) const {
  llvm::SmallPtrSet<const Block *, 8> AroundShared;
  for (int S = Shared, Depth = 0; S >= 0 && Depth < 256; ++Depth, S = Blocks[S].Parent)
    AroundShared.insert(&Blocks[S]);
  for (int Depth = 0; B >= 0 && Depth < 256; ++Depth) {
    const Block &Blk = Blocks[B];
    if (AroundShared.count(&Blk))
      return NoBlock;
    if (!Blk.Guard && !Blk.Constant && (!NeedBranches || Blk.Branches > 1))
      return B;
    B = Blk.Parent;
  }
  return NoBlock;
}

std::string ConditionalCode::Recorded::describe(int B) const {
  if (B == CommandLine)
    return "defined on the command line";
  const Block &Blk = Blocks[B];
  PresumedLoc P = SM->getPresumedLoc(Blk.Begin);
  if (P.isInvalid())
    return Blk.Directive;
  return Blk.Directive + " at " + llvm::sys::path::filename(P.getFilename()).str() +
         ":" + std::to_string(P.getLine());
}

std::optional<std::pair<SourceLocation, SourceLocation>>
ConditionalCode::Recorded::fileRange(SourceRange R) const {
  if (R.isInvalid())
    return std::nullopt;
  SourceLocation Begin = SM->getExpansionRange(R.getBegin()).getBegin();
  SourceLocation End = SM->getExpansionRange(R.getEnd()).getEnd();
  if (SM->getFileID(Begin) != SM->getFileID(End))
    return std::nullopt;
  return std::make_pair(Begin, End);
}

/// Raw-lexes the file text from \p Begin to \p End for the identifier \p Name.
bool ConditionalCode::Recorded::mentions(SourceLocation Begin, SourceLocation End,
                                         StringRef Name) const {
  auto [File, BeginOffset] = SM->getDecomposedLoc(Begin);
  unsigned EndOffset = offsetOf(End, *SM);
  bool Invalid = false;
  StringRef Buffer = SM->getBufferData(File, &Invalid);
  if (Invalid || BeginOffset > Buffer.size())
    return false;
  Lexer Raw(SM->getLocForStartOfFile(File), *LO, Buffer.begin(),
            Buffer.begin() + BeginOffset, Buffer.end());
  Token Tok;
  while (true) {
    Raw.LexFromRawLexer(Tok);
    if (Tok.is(tok::eof) || offsetOf(Tok.getLocation(), *SM) > EndOffset)
      return false;
    if (Tok.is(tok::raw_identifier) && Tok.getRawIdentifier() == Name)
      return true;
  }
}

/// An expansion of a conditionally defined macro that can reach \p Name: its
/// arguments or its definition name it, or the other branches around the
/// definition do.
bool ConditionalCode::Recorded::macroMentions(const Expansion &E,
                                              StringRef Name) const {
  if (mentions(E.Begin, E.End, Name))
    return true;
  for (const Token &T : E.Macro->tokens())
    if (const IdentifierInfo *II = T.getIdentifierInfo();
        II && II->getName() == Name)
      return true;
  if (E.Block < 0)
    return false;
  const Block &Def = Blocks[E.Block];
  FileID File = SM->getFileID(Def.Begin);
  auto It = SkipsOf.find(File);
  if (It == SkipsOf.end())
    return false;
  for (unsigned I : It->second)
    if (Skips[I].Block == E.Block && mentions(Skips[I].Begin, Skips[I].End, Name))
      return true;
  return false;
}

//===----------------------------------------------------------------------===//
// Queries.
//===----------------------------------------------------------------------===//

std::string ConditionalChoice::reason() const {
  bool FromCommandLine = !StringRef(Directive).starts_with("#");
  switch (K) {
  case Kind::Type:
    if (FromCommandLine)
      return What + " is defined on the command line, and may be another type "
                    "in another build";
    return What + " is chosen by a preprocessor conditional (" + Directive + ")";
  case Kind::Function:
    return What + " is declared in one branch of a preprocessor conditional (" +
           Directive + "), and another configuration may call another one";
  case Kind::Skipped:
    return What + " is used in code that a preprocessor conditional leaves out "
                  "in this configuration (" + Directive + ")";
  case Kind::Macro:
    return What + " reaches a macro that a preprocessor conditional defines (" +
           Directive + ")";
  case Kind::Declared:
    return What + " is declared inside a preprocessor conditional (" +
           Directive + "), and another configuration may declare it otherwise";
  }
  return What;
}

namespace {

/// Strips pointers, references and arrays.
QualType innermost(QualType T) {
  for (int Depth = 0; Depth < 16; ++Depth) {
    T = T.getNonReferenceType();
    if (const auto *P = T->getAs<PointerType>())
      T = P->getPointeeType();
    else if (const ArrayType *A = T->getAsArrayTypeUnsafe())
      T = A->getElementType();
    else
      break;
  }
  return T;
}

/// A string, a view or a character type, or a template of them (a container
/// of strings): what the checks' fixes depend on. A conditional alias of
/// anything else (`Count`, a mapped type) chooses nothing they edit.
bool reachesString(QualType T, int Depth = 0) {
  if (T.isNull() || Depth > 4)
    return false;
  T = innermost(T.getCanonicalType());
  if (T->isAnyCharacterType())
    return true;
  const auto *Spec =
      dyn_cast_or_null<ClassTemplateSpecializationDecl>(T->getAsCXXRecordDecl());
  if (!Spec)
    return false;
  if (isStdClass(Spec, "basic_string") || isStdClass(Spec, "basic_string_view"))
    return true;
  for (const TemplateArgument &A : Spec->getTemplateArgs().asArray())
    if (A.getKind() == TemplateArgument::Type &&
        reachesString(A.getAsType(), Depth + 1))
      return true;
  return false;
}

} // namespace

/// The implementation of the queries, with the depth of `decltype` and
/// `auto` followed so far.
class ConditionalCode::Walker {
public:
  explicit Walker(const Recorded &R) : R(R), SM(*R.SM) {}

  std::optional<ConditionalChoice> type(QualType T, int Depth);
  std::optional<ConditionalChoice> spelled(SourceRange Range);
  std::optional<ConditionalChoice> declType(const DeclaratorDecl *D, int Depth);
  std::optional<ConditionalChoice> expr(const Expr *E, int Depth);
  std::optional<ConditionalChoice> callee(const FunctionDecl *FD,
                                          SourceLocation UsedAt);
  std::optional<ConditionalChoice> declaredIn(const Decl *D, StringRef What,
                                              bool NeedBranches,
                                              ConditionalChoice::Kind K,
                                              SourceLocation UsedAt = {});

private:
  std::optional<ConditionalChoice> alias(const NamedDecl *D, QualType Aliased,
                                         SourceRange Written);
  std::optional<ConditionalChoice> exprLevel(const Expr *E, int Depth);

  const Recorded &R;
  const SourceManager &SM;
};

std::optional<ConditionalChoice>
ConditionalCode::Walker::declaredIn(const Decl *D, StringRef What,
                                    bool NeedBranches, ConditionalChoice::Kind K,
                                    SourceLocation UsedAt) {
  if (!D || D->isImplicit())
    return std::nullopt;
  SourceLocation Loc = SM.getExpansionLoc(D->getLocation());
  if (Loc.isInvalid() || SM.isInSystemHeader(Loc))
    return std::nullopt;
  int Shared = UsedAt.isValid() ? R.blockAt(SM.getExpansionLoc(UsedAt)) : NoBlock;
  int B = R.relevant(R.blockAt(Loc), NeedBranches, Shared);
  if (B == NoBlock)
    return std::nullopt;
  return ConditionalChoice{K, What.str(), R.describe(B)};
}

/// A typedef, alias or alias template on the way to a string type: chosen
/// when it is declared in a conditional block or spelled through a macro
/// defined in one.
std::optional<ConditionalChoice>
ConditionalCode::Walker::alias(const NamedDecl *D, QualType Aliased,
                               SourceRange Written) {
  if (!D || SM.isInSystemHeader(SM.getExpansionLoc(D->getLocation())) ||
      !reachesString(Aliased))
    return std::nullopt;
  std::string What = "type '" + D->getNameAsString() + "'";
  if (auto C = declaredIn(D, What, false, ConditionalChoice::Kind::Type))
    return C;
  if (auto C = spelled(Written)) {
    C->What = What + " (through " + C->What + ")";
    return C;
  }
  return std::nullopt;
}

std::optional<ConditionalChoice> ConditionalCode::Walker::type(QualType T,
                                                               int Depth) {
  llvm::SmallVector<QualType, 8> Work{T};
  llvm::SmallPtrSet<const Type *, 16> Seen;
  for (int Budget = 0; !Work.empty() && Budget < 128; ++Budget) {
    QualType Q = Work.pop_back_val();
    if (Q.isNull() || !Seen.insert(Q.getTypePtr()).second)
      continue;
    const Type *Ty = Q.getTypePtr();
    if (const auto *TT = dyn_cast<TypedefType>(Ty)) {
      const TypedefNameDecl *D = TT->getDecl();
      SourceRange Written;
      if (const TypeSourceInfo *TSI = D->getTypeSourceInfo())
        Written = TSI->getTypeLoc().getSourceRange();
      if (auto C = alias(D, Q, Written))
        return C;
      if (!SM.isInSystemHeader(SM.getExpansionLoc(D->getLocation())))
        Work.push_back(D->getUnderlyingType());
    } else if (const auto *UT = dyn_cast<UsingType>(Ty)) {
      // `using lib::String;`: the using-declaration may be the chosen one.
      if (auto C = alias(usingShadowOf(UT), Q, SourceRange()))
        return C;
      Work.push_back(UT->desugar());
    } else if (const auto *TST = dyn_cast<TemplateSpecializationType>(Ty)) {
      for (const TemplateArgument &A : TST->template_arguments())
        if (A.getKind() == TemplateArgument::Type)
          Work.push_back(A.getAsType());
      if (TST->isTypeAlias()) {
        TemplateDecl *TD = TST->getTemplateName().getAsTemplateDecl();
        SourceRange Written;
        if (const auto *AT = dyn_cast_or_null<TypeAliasTemplateDecl>(TD))
          if (const TypeSourceInfo *TSI = AT->getTemplatedDecl()->getTypeSourceInfo())
            Written = TSI->getTypeLoc().getSourceRange();
        if (auto C = alias(TD, Q, Written))
          return C;
        Work.push_back(TST->getAliasedType());
      }
    } else if (const auto *DT = dyn_cast<DecltypeType>(Ty)) {
      if (auto C = expr(DT->getUnderlyingExpr(), Depth + 1))
        return C;
      Work.push_back(DT->getUnderlyingType());
    } else if (const auto *DT = dyn_cast<DeducedType>(Ty)) {
      Work.push_back(DT->getDeducedType());
    } else if (const auto *S = dyn_cast<SubstTemplateTypeParmType>(Ty)) {
      Work.push_back(S->getReplacementType());
    } else if (const auto *P = dyn_cast<PointerType>(Ty)) {
      Work.push_back(P->getPointeeType());
    } else if (const auto *Ref = dyn_cast<ReferenceType>(Ty)) {
      Work.push_back(Ref->getPointeeTypeAsWritten());
    } else if (const auto *A = dyn_cast<ArrayType>(Ty)) {
      Work.push_back(A->getElementType());
    } else if (QualType Next = Ty->getLocallyUnqualifiedSingleStepDesugaredType();
               Next.getTypePtr() != Ty) {
      Work.push_back(Next); // elaborated names, parentheses, attributes
    }
  }
  return std::nullopt;
}

std::optional<ConditionalChoice>
ConditionalCode::Walker::spelled(SourceRange Range) {
  auto Span = R.fileSpan(Range);
  if (!Span)
    return std::nullopt;
  auto It = R.ExpansionsOf.find(Span->File);
  if (It == R.ExpansionsOf.end())
    return std::nullopt;
  for (unsigned I : It->second) {
    const Expansion &E = R.Expansions[I];
    if (offsetOf(E.Begin, SM) > Span->End || offsetOf(E.End, SM) < Span->Begin)
      continue;
    int B = E.Block == CommandLine ? CommandLine : R.relevant(E.Block, false);
    if (B != NoBlock)
      return ConditionalChoice{ConditionalChoice::Kind::Type,
                               "macro '" + E.Name->getName().str() + "'",
                               R.describe(B)};
  }
  return std::nullopt;
}

std::optional<ConditionalChoice>
ConditionalCode::Walker::declType(const DeclaratorDecl *D, int Depth) {
  if (!D)
    return std::nullopt;
  if (const auto *FD = dyn_cast<FunctionDecl>(D)) {
    if (auto C = type(FD->getReturnType(), Depth))
      return C;
    return spelled(FD->getReturnTypeSourceRange());
  }
  if (auto C = type(D->getType(), Depth))
    return C;
  if (const TypeSourceInfo *TSI = D->getTypeSourceInfo())
    return spelled(TSI->getTypeLoc().getSourceRange());
  return std::nullopt;
}

std::optional<ConditionalChoice>
ConditionalCode::Walker::callee(const FunctionDecl *FD, SourceLocation UsedAt) {
  if (!FD)
    return std::nullopt;
  std::string What = "function '" + FD->getNameAsString() + "'";
  llvm::SmallVector<const FunctionDecl *, 2> Decls{FD};
  if (const FunctionDecl *Pattern = FD->getTemplateInstantiationPattern())
    Decls.push_back(Pattern);
  for (const FunctionDecl *D : Decls)
    for (const FunctionDecl *Redecl : D->redecls())
      if (auto C = declaredIn(Redecl, What, /*NeedBranches=*/true,
                              ConditionalChoice::Kind::Function, UsedAt))
        return C;
  return std::nullopt;
}

/// One level of \p E: its type, what it calls, converts to or names.
std::optional<ConditionalChoice>
ConditionalCode::Walker::exprLevel(const Expr *E, int Depth) {
  if (auto C = type(E->getType(), Depth))
    return C;
  if (const auto *Call = dyn_cast<CallExpr>(E))
    if (const FunctionDecl *FD = Call->getDirectCallee()) {
      if (auto C = callee(FD, Call->getBeginLoc()))
        return C;
      if (auto C = spelled(FD->getReturnTypeSourceRange()))
        return C;
    }
  const TypeSourceInfo *Written = nullptr;
  if (const auto *Cast = dyn_cast<ExplicitCastExpr>(E))
    Written = Cast->getTypeInfoAsWritten();
  else if (const auto *Temp = dyn_cast<CXXTemporaryObjectExpr>(E))
    Written = Temp->getTypeSourceInfo();
  if (Written) {
    if (auto C = type(Written->getType(), Depth))
      return C;
    if (auto C = spelled(Written->getTypeLoc().getSourceRange()))
      return C;
  }
  const ValueDecl *Named = nullptr;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    Named = Ref->getDecl();
  else if (const auto *Member = dyn_cast<MemberExpr>(E))
    Named = dyn_cast<FieldDecl>(Member->getMemberDecl());
  if (const auto *DD = dyn_cast_or_null<DeclaratorDecl>(Named)) {
    if (auto C = declType(DD, Depth))
      return C;
    // `auto s = toLocalString(x);`: the type came from the initialiser.
    if (const auto *VD = dyn_cast<VarDecl>(DD);
        VD && VD->getInit() && VD->getType()->getContainedDeducedType())
      return expr(VD->getInit(), Depth + 1);
  }
  return std::nullopt;
}

std::optional<ConditionalChoice> ConditionalCode::Walker::expr(const Expr *E,
                                                               int Depth) {
  if (Depth > 3)
    return std::nullopt;
  for (int Steps = 0; E && Steps < 16; ++Steps) {
    if (auto C = exprLevel(E, Depth))
      return C;
    // Down through what keeps the value: temporaries, no-op conversions, an
    // elided copy.
    if (const auto *Full = dyn_cast<FullExpr>(E))
      E = Full->getSubExpr();
    else if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E))
      E = M->getSubExpr();
    else if (const auto *B = dyn_cast<CXXBindTemporaryExpr>(E))
      E = B->getSubExpr();
    else if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E))
      E = Cast->getSubExpr();
    else if (const auto *P = dyn_cast<ParenExpr>(E))
      E = P->getSubExpr();
    else if (const auto *Construct = dyn_cast<CXXConstructExpr>(E);
             Construct && !isa<CXXTemporaryObjectExpr>(Construct) &&
             Construct->getNumArgs() == 1 &&
             Construct->getConstructor()->isCopyOrMoveConstructor())
      E = Construct->getArg(0);
    else
      return std::nullopt;
  }
  return std::nullopt;
}

std::optional<ConditionalChoice> ConditionalCode::typeChoice(QualType T) const {
  return Data ? Walker(*Data).type(T, 0) : std::nullopt;
}

std::optional<ConditionalChoice>
ConditionalCode::spelledChoice(SourceRange R) const {
  return Data ? Walker(*Data).spelled(R) : std::nullopt;
}

std::optional<ConditionalChoice>
ConditionalCode::declTypeChoice(const DeclaratorDecl *D) const {
  return Data ? Walker(*Data).declType(D, 0) : std::nullopt;
}

std::optional<ConditionalChoice> ConditionalCode::exprChoice(const Expr *E) const {
  return Data ? Walker(*Data).expr(E, 0) : std::nullopt;
}

std::optional<ConditionalChoice>
ConditionalCode::calleeChoice(const FunctionDecl *FD,
                              SourceLocation UsedAt) const {
  return Data ? Walker(*Data).callee(FD, UsedAt) : std::nullopt;
}

std::optional<ConditionalChoice>
ConditionalCode::declarationChoice(const NamedDecl *D) const {
  if (!Data || !D)
    return std::nullopt;
  return Walker(*Data).declaredIn(D, "'" + D->getNameAsString() + "'",
                                  /*NeedBranches=*/false,
                                  ConditionalChoice::Kind::Declared);
}

std::optional<ConditionalChoice>
ConditionalCode::skippedMention(SourceRange Range, StringRef Name) const {
  if (!Data || Name.empty())
    return std::nullopt;
  const Recorded &R = *Data;
  const SourceManager &SM = *R.SM;
  auto Span = R.fileSpan(Range);
  if (!Span)
    return std::nullopt;
  FileID FID = Span->File;
  auto Inside = [&](SourceLocation L) { return Span->contains(L, SM); };
  std::string What = "'" + Name.str() + "'";
  if (auto It = R.SkipsOf.find(FID); It != R.SkipsOf.end())
    for (unsigned I : It->second) {
      const Skip &S = R.Skips[I];
      const Block &B = R.Blocks[S.Block];
      // `#if 0` is dead in every configuration: commented-out code.
      if (B.Guard || B.Constant || !Inside(S.Begin) ||
          !R.mentions(S.Begin, S.End, Name))
        continue;
      return ConditionalChoice{ConditionalChoice::Kind::Skipped, What,
                               R.describe(S.Block)};
    }
  if (auto It = R.ExpansionsOf.find(FID); It != R.ExpansionsOf.end())
    for (unsigned I : It->second) {
      const Expansion &E = R.Expansions[I];
      int B = E.Block == CommandLine ? CommandLine : R.relevant(E.Block, false);
      if (B == NoBlock || !Inside(E.Begin) || !R.macroMentions(E, Name))
        continue;
      return ConditionalChoice{ConditionalChoice::Kind::Macro,
                               What + " (through macro '" +
                                   E.Name->getName().str() + "')",
                               R.describe(B)};
    }
  return std::nullopt;
}

bool ConditionalCode::containsSkipped(SourceRange Range) const {
  if (!Data)
    return false;
  const Recorded &R = *Data;
  auto Span = R.fileSpan(Range);
  if (!Span)
    return false;
  auto It = R.SkipsOf.find(Span->File);
  if (It == R.SkipsOf.end())
    return false;
  return llvm::any_of(It->second, [&](unsigned I) {
    const Skip &S = R.Skips[I];
    const Block &B = R.Blocks[S.Block];
    return !B.Guard && !B.Constant && Span->contains(S.Begin, *R.SM);
  });
}

bool ConditionalCode::crossesConditional(SourceRange Range) const {
  if (!Data)
    return false;
  const Recorded &R = *Data;
  auto Span = R.fileSpan(Range);
  if (!Span)
    return false;
  FileID FID = Span->File;
  auto Inside = [&](SourceLocation L) { return Span->contains(L, *R.SM); };
  if (auto It = R.BlocksOf.find(FID); It != R.BlocksOf.end())
    for (unsigned I : It->second) {
      const Block &B = R.Blocks[I];
      if (!B.Guard && (Inside(B.Begin) || Inside(B.End)))
        return true;
    }
  if (auto It = R.SkipsOf.find(FID); It != R.SkipsOf.end())
    for (unsigned I : It->second)
      if (Inside(R.Skips[I].Begin))
        return true;
  return false;
}

} // namespace clang::tidy::strcost::utils
