//===--- StringLikeClasses.cpp - strcost -----------------------------------===//

#include "StringLikeClasses.h"
#include "SourceUtils.h"
#include "llvm/ADT/STLExtras.h"

namespace clang::tidy::strcost::utils {

StringLikeClasses::StringLikeClasses() {
  Classes.push_back({"std::basic_string", {"c_str", "data"}, "size", true});
  // CStringT's accessors are declared in its base CSimpleStringT; a match on
  // either class name covers CString, CStringA and CStringW.
  Classes.push_back({"ATL::CStringT", {"GetString"}, "GetLength", false});
  Classes.push_back({"ATL::CSimpleStringT", {"GetString"}, "GetLength", false});
}

static bool isIdentifier(llvm::StringRef S) {
  if (S.empty() || !(isalpha(static_cast<unsigned char>(S[0])) || S[0] == '_'))
    return false;
  return llvm::all_of(S, [](char C) {
    return isalnum(static_cast<unsigned char>(C)) || C == '_';
  });
}

static bool isQualifiedName(llvm::StringRef S) {
  S.consume_front("::");
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  S.split(Parts, "::");
  return llvm::all_of(Parts, isIdentifier);
}

bool StringLikeClasses::addFromOption(llvm::StringRef Spec,
                                      std::string &Error) {
  std::vector<StringLikeClass> Parsed;
  llvm::SmallVector<llvm::StringRef, 4> Entries;
  Spec.split(Entries, ';', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef Entry : Entries) {
    Entry = Entry.trim();
    if (Entry.empty())
      continue;
    auto [Name, Accessors] = Entry.split('=');
    auto [Pointers, Length] = Accessors.split(':');
    Name = Name.trim();
    Length = Length.trim();
    StringLikeClass C;
    llvm::SmallVector<llvm::StringRef, 2> PointerNames;
    Pointers.split(PointerNames, '|', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef P : PointerNames)
      C.PointerAccessors.push_back(P.trim().str());
    if (!isQualifiedName(Name) || PointerNames.empty() ||
        !llvm::all_of(C.PointerAccessors, isIdentifier) ||
        !isIdentifier(Length)) {
      Error = ("'" + Entry +
               "' is not of the form 'Class=pointerAccessor|...:lengthAccessor'")
                  .str();
      return false;
    }
    Name.consume_front("::");
    C.QualifiedName = Name.str();
    C.LengthAccessor = Length.str();
    Parsed.push_back(std::move(C));
  }
  llvm::append_range(Classes, Parsed);
  return true;
}

std::vector<std::string> StringLikeClasses::classNames() const {
  std::vector<std::string> Names;
  for (const StringLikeClass &C : Classes)
    Names.push_back("::" + C.QualifiedName);
  return Names;
}

std::vector<std::string> StringLikeClasses::pointerAccessorNames() const {
  std::vector<std::string> Names;
  for (const StringLikeClass &C : Classes)
    for (const std::string &P : C.PointerAccessors)
      if (!llvm::is_contained(Names, P))
        Names.push_back(P);
  return Names;
}

const StringLikeClass *StringLikeClasses::find(const CXXRecordDecl *RD,
                                               llvm::StringRef Accessor,
                                               const CXXRecordDecl **Base) const {
  if (!RD || !RD->hasDefinition())
    return nullptr;
  RD = RD->getDefinition();
  std::string Name = nameWithoutInlineNamespaces(RD);
  for (const StringLikeClass &C : Classes) {
    if (C.QualifiedName == Name && llvm::is_contained(C.PointerAccessors, Accessor)) {
      if (Base)
        *Base = RD;
      return &C;
    }
  }
  for (const CXXBaseSpecifier &B : RD->bases())
    if (const StringLikeClass *C =
            find(B.getType()->getAsCXXRecordDecl(), Accessor, Base))
      return C;
  return nullptr;
}

} // namespace clang::tidy::strcost::utils
