//===--- DeclarationStyle.h - strcost -------------------------------------===//
//
// A fix that writes a declaration should read like the code around it: where
// `&` goes (`const std::string &s` or `const std::string& s`) is decided as
// clang-format would decide it for the file — by the `.clang-format` found
// walking up from it, else by what the file itself writes most.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_DECLARATIONSTYLE_H
#define STRCOST_CHECKS_UTILS_DECLARATIONSTYLE_H

#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"
#include <optional>

namespace clang::tidy::strcost::utils {

/// `T &x` (Right), `T& x` (Left), `T & x` (Middle).
enum class ReferenceAlignment { Left, Right, Middle };

/// What \p Code writes most in declarations with `&`, `&&` or `*` between a
/// type and a name, counting `T& x` against `T &x` (`a & b` is an expression
/// as often as a declaration, so Middle is never derived); none on a tie.
std::optional<ReferenceAlignment> majorityAlignment(llvm::StringRef Code);

/// The alignment a `.clang-format` text asks for (ReferenceAlignment, or
/// PointerAlignment when that says `Pointer`; BasedOnStyle's defaults apply),
/// or none when the text is no style; \p Derive is set when it asks for the
/// alignment to be derived from the file (DerivePointerAlignment).
std::optional<ReferenceAlignment> styleAlignment(llvm::StringRef StyleText,
                                                 bool &Derive);

/// The alignment for edits in a file; one answer per file per translation
/// unit.
class ReferenceStyle {
public:
  ReferenceAlignment of(FileID File, const SourceManager &SM);
  /// `&` placed after a type spelled up to \p TypeEnd: the text to insert
  /// there and, for a named declaration, before its name.
  struct Placement {
    std::string AfterType;
    std::string BeforeName;
  };
  static Placement place(ReferenceAlignment A, bool Named);

private:
  llvm::DenseMap<FileID, ReferenceAlignment> Cache;
};

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_DECLARATIONSTYLE_H
