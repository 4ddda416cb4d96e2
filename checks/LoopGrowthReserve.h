//===--- LoopGrowthReserve.h - strcost --------------------------*- C++ -*-===//
//
// strcost-loop-growth's third case, the judging half: a counted `for` loop
// whose body only appends pieces of known length to one string, so that the
// string's final size is known before the loop and one `reserve` in front of
// it replaces the reallocations of growing; and a loop over a sized container
// whose every iteration appends at least a known number of characters, so
// that a lower bound of the final size is known. Pure: AST in, verdict out; the
// check plans the edit and reports.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_LOOPGROWTHRESERVE_H
#define STRCOST_CHECKS_LOOPGROWTHRESERVE_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/SmallVector.h"
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace clang::tidy::strcost::loop_growth {

/// `for (T i = A; i < N; ++i)` (also `!=`, `<=`, `i++`, `i += 1`) whose body
/// is nothing but appends of known length to one string.
struct CountedAppends {
  const ForStmt *Loop = nullptr;
  /// The first append's object, as the source spells it (`s`, `this->s`).
  const Expr *Target = nullptr;
  /// What the appends grow: a local, a parameter or a member of `*this`.
  const ValueDecl *String = nullptr;
  /// Characters appended by one iteration.
  uint64_t PerIteration = 0;
  /// The loop's bound, read once in front of the loop by the fix: free of
  /// side effects and of anything the loop changes.
  const Expr *Bound = nullptr;
  /// The counter's first value (a constant, at least 0).
  uint64_t From = 0;
  /// `<=`: the bound itself is counted.
  bool Inclusive = false;
  /// The counter's type is unsigned (the bound cannot be below 0).
  bool Unsigned = false;
  /// The bound is of std::size_t's width and unsigned: no cast needed.
  bool SizeTyped = false;
  /// The bound as a constant, when it is one.
  std::optional<int64_t> ConstantBound;
  /// The body's `s = s + x` statements (basic_string's `=`), counted as
  /// appends of x: case 1 makes them `s += x` in the same run. Until then
  /// each assignment gives `s` a new buffer and the reserve is lost, so the
  /// check reports the reserve only where case 1 fixes all of them.
  llvm::SmallVector<const Expr *, 2> Rebuilds;
  /// A nest (`for (...) for (...) s += x;`): the loop that is this one's
  /// whole body (braced or not), itself counted appends or a nest, run in
  /// full on each of this loop's iterations. The counter's fields above are
  /// this loop's; Target, String and PerIteration are the innermost loop's.
  std::shared_ptr<const CountedAppends> Inner;
};

/// The loop as a counted loop of appends, or nullopt (then there is no
/// finding: the final size is not known before the loop, or anything else
/// in the body might change the string or leave early).
std::optional<CountedAppends> countedAppends(const ForStmt *Loop,
                                             const ASTContext &Ctx);

/// A counted loop whose whole body is a counted loop of appends (or such a
/// nest), whose bounds do not change while the nest runs: the string's final
/// size is known in front of the outer loop. No `s = s + x` in it.
std::optional<CountedAppends> countedNest(const ForStmt *Loop,
                                          const ASTContext &Ctx);

/// The loop's iterations when the bound is a constant (a nest's: all its
/// loops' bounds, multiplied).
std::optional<uint64_t> constantIterations(const CountedAppends &C);

/// The characters to reserve beyond the string's size, spelled in C++ from
/// the bounds' own texts (\p BoundTexts, the outermost loop's first):
/// never negative, 0 when a loop does not run (`n > a ? ... : 0`), computed
/// in std::size_t.
std::string extraText(const CountedAppends &C,
                      llvm::ArrayRef<llvm::StringRef> BoundTexts);
inline std::string extraText(const CountedAppends &C, llvm::StringRef BoundText) {
  return extraText(C, llvm::ArrayRef<llvm::StringRef>(BoundText));
}

/// `for (x : c)`, or `for (auto it = c.begin(); it != c.end(); ++it)`, over
/// a container whose size is read in O(1) and cannot change while the loop
/// runs, whose body appends at least PerIteration characters to one string
/// on every path of every iteration: `s.size() + c.size() * PerIteration` is
/// a lower bound of the final size, so a `reserve` of it never wastes memory.
struct RangeAppends {
  const Stmt *Loop = nullptr;
  /// The first append's object, as the source spells it.
  const Expr *Target = nullptr;
  const ValueDecl *String = nullptr;
  /// The fewest characters any path through the body appends (at least 1).
  uint64_t PerIteration = 0;
  /// The container as written (a name), whose `size()` the fix reads in
  /// front of the loop; null for a C array, whose extent is ConstantCount.
  const Expr *Range = nullptr;
  std::optional<uint64_t> ConstantCount;
  /// The body's `s = s + x` (see CountedAppends::Rebuilds).
  llvm::SmallVector<const Expr *, 2> Rebuilds;
  /// Every append of the body: where a heap profile sees the growth.
  llvm::SmallVector<const Expr *, 4> Appends;
};

/// The range-for as a loop of appends over a sized container, or nullopt.
std::optional<RangeAppends> rangeAppends(const CXXForRangeStmt *Loop,
                                         const ASTContext &Ctx);

/// The classic iterator loop (`it != c.end()` or `<`, `++it` or `it++`) as
/// a loop of appends over a sized container, or nullopt.
std::optional<RangeAppends> iteratorAppends(const ForStmt *Loop,
                                            const ASTContext &Ctx);

/// hunspell's shape: `while (it < end) { ...; ++it; }` (or `!=`, `it++`),
/// the two iterators declared by the statements right in front of the loop,
/// the \p Index-th of \p Block, as `c.begin()` and `c.end()`, the step the
/// body's last statement and no `continue` before it.
std::optional<RangeAppends> whileIteratorAppends(const WhileStmt *Loop,
                                                 const CompoundStmt *Block,
                                                 unsigned Index,
                                                 const ASTContext &Ctx);

/// The characters to reserve beyond the string's size: the extent times the
/// minimum, or `<RangeText>.size()` times it.
std::string rangeExtraText(const RangeAppends &R, llvm::StringRef RangeText);

/// Whether a statement of \p Block before its \p Index-th calls `reserve`
/// on \p String (then the string is already sized: no finding).
bool reservedBefore(const CompoundStmt *Block, unsigned Index,
                    const ValueDecl *String);

} // namespace clang::tidy::strcost::loop_growth

#endif // STRCOST_CHECKS_LOOPGROWTHRESERVE_H
