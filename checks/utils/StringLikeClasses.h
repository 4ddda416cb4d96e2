//===--- StringLikeClasses.h - strcost -------------------------------------===//
//
// Classes that store their length next to their characters: std::basic_string,
// ATL/MFC CStringT, and whatever a user names in an option. Checks use this to
// know which pointer accessors hand out characters whose length is already known,
// and which accessor returns that length.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_STRINGLIKECLASSES_H
#define STRCOST_CHECKS_UTILS_STRINGLIKECLASSES_H

#include "clang/AST/DeclCXX.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace clang::tidy::strcost::utils {

struct StringLikeClass {
  std::string QualifiedName; // "std::basic_string", no leading "::"
  llvm::SmallVector<std::string, 2> PointerAccessors;
  std::string LengthAccessor;
  bool IsStdBasicString = false;
};

class StringLikeClasses {
public:
  /// The built-in classes: std::basic_string (c_str, data / size) and
  /// ATL::CStringT (GetString / GetLength).
  StringLikeClasses();

  /// Adds the classes in \p Spec, written `Class=ptr|ptr:len;Class2=...`
  /// (for example `::QByteArray=constData|data:size`). On a malformed entry
  /// returns false and describes it in \p Error; nothing is added then.
  bool addFromOption(llvm::StringRef Spec, std::string &Error);

  /// Every class name, with a leading "::", for a hasAnyName() matcher.
  std::vector<std::string> classNames() const;
  /// Every pointer accessor name of every class.
  std::vector<std::string> pointerAccessorNames() const;

  /// The entry whose class is \p RD or one of its bases and that has a pointer
  /// accessor named \p Accessor; nullptr if none. \p Base receives the class
  /// that matched (RD itself or the base).
  const StringLikeClass *find(const CXXRecordDecl *RD, llvm::StringRef Accessor,
                              const CXXRecordDecl **Base = nullptr) const;

private:
  std::vector<StringLikeClass> Classes;
};

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_STRINGLIKECLASSES_H
