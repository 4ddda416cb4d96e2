//===--- CostModel.cpp - strcost ------------------------------------------===//

#include "CostModel.h"
#include "StringTypes.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <cmath>

namespace clang::tidy::strcost::utils {

namespace {
const char *const AssumedStrings = "32 characters where the length is unknown";

/// Noted once however many unknown lengths a model meets.
void assumeLength(Cost &C) { C.Assumption = AssumedStrings; }

uint64_t lengthOr(std::optional<uint64_t> Length, Cost &C) {
  if (Length)
    return *Length;
  assumeLength(C);
  return AssumedLength;
}

/// Keeps the counts' assumption when they are priced.
Cost pricedLike(const Cost &Counts, double ExtraNs) {
  Cost C = priced(Counts.Allocations, Counts.BytesCopied, Counts.BytesScanned,
                  ExtraNs);
  C.Assumption = Counts.Assumption;
  return C;
}
} // namespace

StringShape shapeOf(const ClassTemplateSpecializationDecl *String,
                    const ASTContext &Ctx, std::optional<uint64_t> Length) {
  StringShape S;
  S.Length = Length;
  if (!String || String->getTemplateArgs().size() == 0)
    return S;
  QualType Char = String->getTemplateArgs()[0].getAsType();
  if (Char.isNull() || Char->isDependentType() || Char->isIncompleteType())
    return S;
  S.CharSize = std::max<unsigned>(1, Ctx.getTypeSizeInChars(Char).getQuantity());
  S.SmallCapacity = smallStringCapacity(String, Ctx);
  return S;
}

std::optional<uint64_t> knownLength(const Expr *E) {
  for (unsigned Depth = 0; E && Depth < 8; ++Depth) {
    E = E->IgnoreParenImpCasts();
    if (const auto *Lit = dyn_cast<StringLiteral>(E))
      return Lit->getLength();
    if (isa<CharacterLiteral>(E))
      return 1;
    if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E)) {
      E = M->getSubExpr();
      continue;
    }
    if (const auto *B = dyn_cast<CXXBindTemporaryExpr>(E)) {
      E = B->getSubExpr();
      continue;
    }
    if (const auto *F = dyn_cast<CXXFunctionalCastExpr>(E)) {
      E = F->getSubExpr();
      continue;
    }
    if (const auto *Ctor = dyn_cast<CXXConstructExpr>(E)) {
      // std::string("abc") and its copies: the literal says the length; a
      // constructor of more arguments (a count, a position) may not.
      if (Ctor->getNumArgs() == 0 ||
          (Ctor->getNumArgs() > 1 && !isa<CXXDefaultArgExpr>(Ctor->getArg(1))))
        return std::nullopt;
      E = Ctor->getArg(0);
      continue;
    }
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    // Only a const variable keeps the length of its initializer.
    if (!Var || !Var->getType().isConstQualified() || !Var->getInit())
      return std::nullopt;
    E = Var->getInit();
  }
  return std::nullopt;
}

Cost priced(unsigned Allocations, uint64_t BytesCopied, uint64_t BytesScanned,
            double ExtraNs) {
  Cost C;
  C.Allocations = Allocations;
  C.BytesCopied = BytesCopied;
  C.BytesScanned = BytesScanned;
  C.Nanoseconds = ExtraNs + Allocations * price::Allocation +
                  BytesCopied / price::CopyBytesPerNs;
  if (BytesScanned)
    C.Nanoseconds += price::ScanStart + BytesScanned / price::ScanBytesPerNs;
  return C;
}

static std::string plural(uint64_t N, llvm::StringRef One, llvm::StringRef Many) {
  return std::to_string(N) + " " + (N == 1 ? One : Many).str();
}

std::string formatCost(const Cost &C) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << (C.OncePerProgramStart ? "cost once per program start: "
                               : "cost per execution: ");
  OS << (C.Allocations ? plural(C.Allocations, "allocation", "allocations")
                       : "no allocation");
  if (C.BytesCopied)
    OS << ", " << plural(C.BytesCopied, "byte", "bytes") << " copied";
  if (C.BytesScanned)
    OS << ", " << plural(C.BytesScanned, "byte", "bytes") << " scanned";
  // Two significant figures at most: the model is no more precise.
  double Ns = C.Nanoseconds;
  if (Ns < 9.95)
    OS << ", ~" << llvm::format("%.1f", Ns) << " ns";
  else if (Ns < 99.5)
    OS << ", ~" << static_cast<uint64_t>(std::lround(Ns)) << " ns";
  else
    OS << ", ~" << static_cast<uint64_t>(std::lround(Ns / 10) * 10) << " ns";
  if (!C.Assumption.empty())
    OS << " (assuming " << C.Assumption << ")";
  return Out;
}

Cost stringCopyCost(const StringShape &S) {
  Cost Counts;
  uint64_t Length = lengthOr(S.Length, Counts);
  Counts.Allocations = Length > S.SmallCapacity ? 1 : 0;
  Counts.BytesCopied = Length * S.CharSize;
  return pricedLike(Counts, price::StringObject);
}

Cost redundantLengthScanCost(std::optional<uint64_t> Length, unsigned CharSize) {
  Cost Counts;
  // The scan reads the NUL too.
  Counts.BytesScanned = (lengthOr(Length, Counts) + 1) * CharSize;
  return pricedLike(Counts, 0);
}

Cost stringByValueParamCost(const StringShape &Argument) {
  // An rvalue argument is moved, not copied; the declaration does not know
  // its callers, so the model prices the copy of an lvalue.
  return stringCopyCost(Argument);
}

Cost temporaryLookupKeyCost(const StringShape &Key) {
  // The scan of a character pointer stays: the view the fix passes measures
  // it once too.
  return stringCopyCost(Key);
}

Cost temporaryStringArgumentCost(const StringShape &Argument) {
  return stringCopyCost(Argument);
}

Cost readOnlyCopyCost(const StringShape &Copy) { return stringCopyCost(Copy); }

Cost stringConstantCost(const StringShape &Constant, bool Local) {
  Cost C = stringCopyCost(Constant);
  C.OncePerProgramStart = !Local;
  return C;
}

Cost repeatedLookupCost(bool Ordered, std::optional<uint64_t> KeyLength,
                        unsigned Repeats) {
  Cost Counts;
  uint64_t Length = lengthOr(KeyLength, Counts);
  // Hashing reads the key once; each of about ten comparisons down a tree
  // reads at least its common prefix: the model counts the key once.
  double Ns = Ordered ? price::TreeLookup
                      : price::HashLookup + Length * price::HashLookupPerByte;
  Cost C;
  C.BytesScanned = Length * Repeats;
  C.Nanoseconds = Ns * Repeats;
  C.Assumption = Counts.Assumption;
  if (Ordered)
    C.Assumption = "a map of about 1,000 keys" +
                   (C.Assumption.empty() ? "" : " and " + C.Assumption);
  return C;
}

/// The allocations and prefix bytes moved while chained operator+ grows one
/// temporary: `a + b` sizes it for two pieces, each later piece appends and,
/// past the capacity, reallocates to at least twice the capacity.
static void simulateChain(llvm::ArrayRef<uint64_t> Lengths, unsigned SmallCapacity,
                          unsigned &Allocations, uint64_t &PrefixMoved) {
  uint64_t Capacity = SmallCapacity;
  uint64_t Length = Lengths.size() > 1 ? Lengths[0] + Lengths[1] : 0;
  if (Length > Capacity) {
    ++Allocations;
    Capacity = std::max<uint64_t>(Length, 2 * Capacity);
  }
  for (uint64_t Piece : Lengths.drop_front(std::min<size_t>(2, Lengths.size()))) {
    uint64_t Needed = Length + Piece;
    if (Needed > Capacity) {
      ++Allocations;
      PrefixMoved += Length;
      Capacity = std::max<uint64_t>(Needed, 2 * Capacity);
    }
    Length = Needed;
  }
}

Cost chainedConcatenationCost(llvm::ArrayRef<std::optional<uint64_t>> Pieces,
                              unsigned CharSize, unsigned SmallCapacity,
                              ChainFix Fix) {
  Cost Counts;
  llvm::SmallVector<uint64_t, 8> Lengths;
  uint64_t Total = 0;
  for (std::optional<uint64_t> P : Pieces) {
    Lengths.push_back(lengthOr(P, Counts));
    Total += Lengths.back();
  }
  unsigned Before = 0;
  uint64_t Moved = 0;
  simulateChain(Lengths, SmallCapacity, Before, Moved);
  unsigned After = Fix == ChainFix::Cat && Total > SmallCapacity ? 1 : 0;
  Cost C;
  C.Allocations = Before > After ? Before - After : 0;
  C.BytesCopied = Moved * CharSize;
  double Extra = Pieces.size() > 2 ? (Pieces.size() - 2) * price::ChainPiece : 0;
  C.Nanoseconds = Extra + C.Allocations * price::ChainAllocation +
                  C.BytesCopied / price::CopyBytesPerNs;
  C.Assumption = Counts.Assumption;
  return C;
}

Cost streamConcatenationCost(llvm::ArrayRef<std::optional<uint64_t>> Pieces,
                             unsigned CharSize, unsigned SmallCapacity) {
  // Per `<<` an ostream sentry and a virtual xsputn ("Raw output to memory":
  // about 6 ns a record); str() copies the result out once more. The stream
  // object itself (a locale, a buffer) is not measured yet: 150 ns assumed.
  Cost Counts;
  uint64_t Total = 0;
  for (std::optional<uint64_t> P : Pieces)
    Total += lengthOr(P, Counts);
  constexpr double StreamObject = 150.0, PerInsertion = 6.0;
  Cost C = priced(1 + (Total > SmallCapacity ? 1 : 0), Total * CharSize, 0,
                  StreamObject + PerInsertion * Pieces.size());
  C.Assumption = "a stream object of ~150 ns, not measured yet" +
                 (Counts.Assumption.empty() ? "" : "; " + Counts.Assumption);
  return C;
}

Cost selfConcatenationCost(const StringShape &Target,
                           std::optional<uint64_t> PieceLength) {
  Cost Counts;
  uint64_t Old = lengthOr(Target.Length, Counts);
  uint64_t New = Old + lengthOr(PieceLength, Counts);
  Counts.Allocations = New > Target.SmallCapacity ? 1 : 0;
  Counts.BytesCopied = Old * Target.CharSize;
  return pricedLike(Counts, price::StringObject);
}

Cost loopLocalStringCost(const StringShape &Final) {
  Cost Counts;
  uint64_t Length = lengthOr(Final.Length, Counts);
  // Each growth at least doubles the capacity and moves what is there.
  uint64_t Capacity = Final.SmallCapacity, Moved = 0;
  while (Capacity < Length) {
    Moved += Capacity;
    Capacity *= 2;
    ++Counts.Allocations;
  }
  Counts.BytesCopied = Moved * Final.CharSize;
  return pricedLike(Counts, price::StringObject);
}

Cost loopGrowthCost(std::optional<uint64_t> Iterations,
                    std::optional<uint64_t> CharsPerIteration,
                    unsigned SmallCapacity, unsigned CharSize) {
  // Growth doubles the capacity from the small buffer to the final length;
  // reserve leaves one allocation and no moves.
  uint64_t N = Iterations.value_or(100), Step = CharsPerIteration.value_or(1);
  uint64_t Final = N * Step, Capacity = SmallCapacity, Moved = 0;
  unsigned Growths = 0;
  while (Capacity < Final) {
    Moved += Capacity;
    Capacity *= 2;
    ++Growths;
  }
  Cost C = priced(Growths > 1 ? Growths - 1 : 0, Moved * CharSize, 0);
  if (!Iterations)
    C.Assumption = "100 iterations where the count is not a constant";
  if (!CharsPerIteration)
    C.Assumption += (C.Assumption.empty() ? "" : "; ") +
                    std::string("1 character an iteration where the source "
                                "does not say");
  return C;
}

} // namespace clang::tidy::strcost::utils
