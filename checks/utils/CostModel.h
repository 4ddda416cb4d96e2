//===--- CostModel.h - strcost ----------------------------------*- C++ -*-===//
//
// What one execution of a finding's code pays that its fix removes:
// allocations, bytes copied and scanned, and an estimated time built from
// unit prices measured by bench/ (docs/which-findings-matter.md cites each).
// One value type, one formatter, and one model function per check, so every
// check prices its findings the same way and the ranking by a coverage
// profile (scripts/strcost_coverage.py, regex COST_NOTE) reads one format.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_COSTMODEL_H
#define STRCOST_CHECKS_UTILS_COSTMODEL_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/ArrayRef.h"
#include <cstdint>
#include <optional>
#include <string>

namespace clang::tidy::strcost::utils {

/// The avoidable cost of one execution (or, for a namespace-scope or static
/// object, of one program start).
struct Cost {
  unsigned Allocations = 0;
  uint64_t BytesCopied = 0;
  uint64_t BytesScanned = 0;
  double Nanoseconds = 0;
  /// Paid once when the program starts, not each time the code runs (a
  /// namespace-scope string): the note says so and the ranking, which
  /// multiplies by executions, leaves it out.
  bool OncePerProgramStart = false;
  /// What the estimate assumes where the source does not say ("32-character
  /// strings"); empty when every input was known.
  std::string Assumption;
};

/// Unit prices in ns, fitted to medians on a shared 2-core VM (GCC 12 -O3,
/// libstdc++, glibc's per-thread malloc cache): ratios hold better than the
/// absolute figures, which move with the machine's load.
namespace price {
/// malloc + free of a small block (docs/benchmarks.md, "Creating and
/// destroying short strings": 3.9 ns at 8 characters, 11.5 ns at 16).
inline constexpr double Allocation = 8.0;
/// Building and destroying a std::string object that fits its buffer
/// (the same experiment at 8 characters; "One string made", 2.6 ns).
inline constexpr double StringObject = 3.0;
/// memcpy throughput, bytes per ns (the create/destroy experiment from
/// 256 to 4096 characters: 48.6 ns for 3840 more bytes).
inline constexpr double CopyBytesPerNs = 64.0;
/// strlen: a fixed start plus bytes per ns ("strlen(s.c_str()) vs s.size()":
/// 1.0 ns over 16 characters, 6.1 ns over 1024).
inline constexpr double ScanStart = 1.0;
inline constexpr double ScanBytesPerNs = 200.0;
/// Chained operator+: each piece past the second moves a temporary along
/// (3, 6 and 10 short pieces that never allocate: 3.8, 18, 32 ns saved).
inline constexpr double ChainPiece = 4.0;
/// Chained operator+: one growth of the temporary, its allocation, free and
/// bookkeeping (3 and 6 long pieces, after the pieces' share above).
inline constexpr double ChainAllocation = 14.0;
/// One more lookup in a std::unordered_map: bucket, probe, compare, plus
/// hashing per key byte (bench/pairs/repeated_lookup.cpp: 256 lookups saved
/// save 12.2 ns each at 12 characters, 15.2 ns at 48).
inline constexpr double HashLookup = 11.0;
inline constexpr double HashLookupPerByte = 0.1;
/// One more lookup in an ordered std::map of about 1,000 string keys in
/// cache: ten comparisons down the tree (the same pair: 36-38 ns a lookup
/// over 256 keys, eight levels; the std::map experiment pays 142-181 ns at
/// 10,000 keys, 14 levels, mostly cache misses).
inline constexpr double TreeLookup = 45.0;
} // namespace price

/// The length assumed for a string whose length the source does not show:
/// past both libraries' small-string buffers, so it allocates.
inline constexpr uint64_t AssumedLength = 32;

/// A string the code builds: its length in characters (nullopt: unknown),
/// its character size in bytes and the characters it holds without
/// allocating (smallStringCapacity).
struct StringShape {
  std::optional<uint64_t> Length;
  unsigned CharSize = 1;
  unsigned SmallCapacity = 15;
};

/// The shape of a \p String (a std::basic_string specialisation; null: a
/// char string of libstdc++) of \p Length characters.
StringShape shapeOf(const ClassTemplateSpecializationDecl *String,
                    const ASTContext &Ctx, std::optional<uint64_t> Length);

/// The length in characters of the string \p E holds, where the source shows
/// it: a literal, a character, a std::string built from a literal, a const
/// variable initialised with one; nullopt otherwise.
std::optional<uint64_t> knownLength(const Expr *E);

/// "cost per execution: 1 allocation, 24 bytes copied, ~11 ns" (or "cost
/// once per program start: ..."), with "(assuming ...)" when it assumes.
std::string formatCost(const Cost &C);

/// The time of a cost's counts at the unit prices, plus \p ExtraNs.
Cost priced(unsigned Allocations, uint64_t BytesCopied, uint64_t BytesScanned,
            double ExtraNs = 0);

// The models, one per check (docs/checks/<check>.md, "Cost model").

/// A temporary or copied std::string of shape \p S: the object, an
/// allocation past its buffer, the copy of its characters.
Cost stringCopyCost(const StringShape &S);

/// redundant-length-scan: a scan for the NUL over \p Length characters.
Cost redundantLengthScanCost(std::optional<uint64_t> Length, unsigned CharSize);

/// string-by-value-param: the copy of the argument on every call.
Cost stringByValueParamCost(const StringShape &Argument);

/// temporary-lookup-key: the temporary key (the check reports only where the
/// library builds one: no lookup of the container takes the key as it is).
Cost temporaryLookupKeyCost(const StringShape &Key);

/// temporary-string-argument: the temporary built for the parameter.
Cost temporaryStringArgumentCost(const StringShape &Argument);

/// read-only-copy: the local copy of the original.
Cost readOnlyCopyCost(const StringShape &Copy);

/// string-constant: the string built from its literal, per execution for a
/// local, once per program start for a namespace-scope or static one.
Cost stringConstantCost(const StringShape &Constant, bool Local);

/// repeated-lookup: the \p Repeats searches of the container for a key the
/// first lookup already found (or found absent).
Cost repeatedLookupCost(bool Ordered, std::optional<uint64_t> KeyLength,
                        unsigned Repeats = 1);

/// How the fix builds the string of a chain.
enum class ChainFix {
  /// str_cat: one allocation when the result outgrows the buffer.
  Cat,
  /// str_assign / str_append into a target whose buffer is reused.
  IntoTarget,
};

/// chained-concatenation: the temporaries and reallocations of `a + b + ...`
/// with the pieces' lengths (nullopt: unknown), simulating the growth of the
/// temporary (capacity at least doubles) against what the fix allocates.
Cost chainedConcatenationCost(llvm::ArrayRef<std::optional<uint64_t>> Pieces,
                              unsigned CharSize, unsigned SmallCapacity,
                              ChainFix Fix);

/// stream-concatenation: an ostringstream used only to concatenate \p Pieces
/// (the stream object, its buffer's growth, the final str() copy).
Cost streamConcatenationCost(llvm::ArrayRef<std::optional<uint64_t>> Pieces,
                             unsigned CharSize, unsigned SmallCapacity);

/// loop-growth, `s = s + x` in a loop: the copy of the target \p Target
/// into a new string (and its allocation) that `s += x` does not make, at
/// the target's length in one iteration (it grows with the loop).
Cost selfConcatenationCost(const StringShape &Target,
                           std::optional<uint64_t> PieceLength);

/// loop-growth, a string made in a loop's body: the object and the growths
/// from its small buffer to \p Final's length, which a string kept across
/// iterations has already paid for.
Cost loopLocalStringCost(const StringShape &Final);

/// loop-growth: a string grown by \p CharsPerIteration over \p Iterations
/// (nullopt: unknown) without reserve: the reallocations reserve avoids and
/// the characters (of \p CharSize bytes) they move.
Cost loopGrowthCost(std::optional<uint64_t> Iterations,
                    std::optional<uint64_t> CharsPerIteration,
                    unsigned SmallCapacity, unsigned CharSize = 1);

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_COSTMODEL_H
