//===--- StringTypes.cpp - strcost ----------------------------------------===//

#include "StringTypes.h"
#include "SourceUtils.h"

namespace clang::tidy::strcost::utils {

std::optional<llvm::StringRef> charTypeSpelling(QualType Char) {
  if (Char.isNull())
    return std::nullopt;
  const auto *BT = Char.getCanonicalType()->getAs<BuiltinType>();
  if (!BT)
    return std::nullopt;
  switch (BT->getKind()) {
  case BuiltinType::Char_S:
  case BuiltinType::Char_U:
    return llvm::StringRef("char");
  case BuiltinType::WChar_S:
  case BuiltinType::WChar_U:
    return llvm::StringRef("wchar_t");
  case BuiltinType::Char8:
    return llvm::StringRef("char8_t");
  case BuiltinType::Char16:
    return llvm::StringRef("char16_t");
  case BuiltinType::Char32:
    return llvm::StringRef("char32_t");
  default:
    return std::nullopt;
  }
}

// char -> "", wchar_t -> "w", char8_t -> "u8", char16_t -> "u16", ...
static std::optional<std::string> aliasPrefix(QualType Char) {
  std::optional<llvm::StringRef> C = charTypeSpelling(Char);
  if (!C)
    return std::nullopt;
  if (*C == "char")
    return std::string();
  if (*C == "wchar_t")
    return std::string("w");
  return ("u" + C->drop_front(4).drop_back(2)).str();
}

std::optional<std::string> stdStringAlias(QualType Char) {
  if (std::optional<std::string> P = aliasPrefix(Char))
    return "std::" + *P + "string";
  return std::nullopt;
}

std::optional<std::string> stdStringViewAlias(QualType Char) {
  if (std::optional<std::string> P = aliasPrefix(Char))
    return "std::" + *P + "string_view";
  return std::nullopt;
}

static bool isStdTemplateOf(QualType T, llvm::StringRef Name, QualType Char) {
  if (T.isNull() || Char.isNull())
    return false;
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T.getCanonicalType()->getAsCXXRecordDecl());
  if (!Spec || !isStdClass(Spec, Name) || Spec->getTemplateArgs().size() < 1)
    return false;
  const TemplateArgument &Arg = Spec->getTemplateArgs()[0];
  return Arg.getKind() == TemplateArgument::Type &&
         Arg.getAsType().getCanonicalType() == Char.getCanonicalType();
}

bool isStdCharTraitsOf(QualType Traits, QualType Char) {
  return isStdTemplateOf(Traits, "char_traits", Char);
}

bool isStdAllocatorOf(QualType Alloc, QualType Char) {
  return isStdTemplateOf(Alloc, "allocator", Char);
}

bool isStdPmrAllocatorOf(QualType Alloc, QualType Char) {
  if (Alloc.isNull() || Char.isNull())
    return false;
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      Alloc.getCanonicalType()->getAsCXXRecordDecl());
  if (!Spec || !Spec->getIdentifier() ||
      Spec->getName() != "polymorphic_allocator" ||
      Spec->getTemplateArgs().size() != 1)
    return false;
  // std::pmr, or libstdc++'s std::pmr in an inline namespace of std.
  const auto *Pmr = dyn_cast<NamespaceDecl>(Spec->getDeclContext());
  if (!Pmr || !Pmr->getIdentifier() || Pmr->getName() != "pmr")
    return false;
  const DeclContext *Up = Pmr->getParent();
  while (isa<NamespaceDecl>(Up) && cast<NamespaceDecl>(Up)->isInline())
    Up = Up->getParent();
  const auto *Std = dyn_cast<NamespaceDecl>(Up);
  const TemplateArgument &Arg = Spec->getTemplateArgs()[0];
  return Std && Std->isStdNamespace() &&
         Arg.getKind() == TemplateArgument::Type &&
         Arg.getAsType().getCanonicalType() == Char.getCanonicalType();
}

/// The character type, traits and allocator of \p BasicString, when all
/// three are types.
static bool typeArguments(const ClassTemplateSpecializationDecl *BasicString,
                          QualType &Char, QualType &Traits, QualType &Alloc) {
  if (!BasicString || BasicString->getTemplateArgs().size() != 3)
    return false;
  const TemplateArgumentList &Args = BasicString->getTemplateArgs();
  for (unsigned I = 0; I < 3; ++I)
    if (Args[I].getKind() != TemplateArgument::Type)
      return false;
  Char = Args[0].getAsType();
  Traits = Args[1].getAsType();
  Alloc = Args[2].getAsType();
  return true;
}

bool hasStdTraitsAndAllocator(const ClassTemplateSpecializationDecl *BasicString) {
  QualType Char, Traits, Alloc;
  return typeArguments(BasicString, Char, Traits, Alloc) &&
         isStdCharTraitsOf(Traits, Char) && isStdAllocatorOf(Alloc, Char);
}

bool hasStdTraitsAndStdOrPmrAllocator(
    const ClassTemplateSpecializationDecl *BasicString) {
  QualType Char, Traits, Alloc;
  return typeArguments(BasicString, Char, Traits, Alloc) &&
         isStdCharTraitsOf(Traits, Char) &&
         (isStdAllocatorOf(Alloc, Char) || isStdPmrAllocatorOf(Alloc, Char));
}

unsigned smallStringCapacity(const ClassTemplateSpecializationDecl *String,
                             const ASTContext &Ctx) {
  QualType Char = String->getTemplateArgs()[0].getAsType();
  unsigned Size = std::max<unsigned>(1, Ctx.getTypeSizeInChars(Char).getQuantity());
  const auto *NS = dyn_cast<NamespaceDecl>(String->getDeclContext());
  bool LibCxx = NS && NS->isInline() && NS->getName().starts_with("__") &&
                NS->getName() != "__cxx11";
  return LibCxx ? 23 / Size - 1 : 16 / Size - 1;
}

} // namespace clang::tidy::strcost::utils
