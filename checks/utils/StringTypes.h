//===--- StringTypes.h - strcost --------------------------------*- C++ -*-===//
//
// The standard string types by character type, as a fix spells them.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_STRINGTYPES_H
#define STRCOST_CHECKS_UTILS_STRINGTYPES_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace clang::tidy::strcost::utils {

/// "char", "wchar_t", "char8_t", "char16_t" or "char32_t"; nullopt for any
/// other type (signed char, a user's character class).
std::optional<llvm::StringRef> charTypeSpelling(QualType Char);

/// "std::string", "std::wstring", "std::u8string", "std::u16string",
/// "std::u32string"; nullopt for other character types.
std::optional<std::string> stdStringAlias(QualType Char);

/// "std::string_view" and its siblings; nullopt for other character types.
std::optional<std::string> stdStringViewAlias(QualType Char);

/// \p Traits is std::char_traits<\p Char> (any inline namespace).
bool isStdCharTraitsOf(QualType Traits, QualType Char);

/// \p Alloc is std::allocator<\p Char>.
bool isStdAllocatorOf(QualType Alloc, QualType Char);

/// \p Alloc is std::pmr::polymorphic_allocator<\p Char>.
bool isStdPmrAllocatorOf(QualType Alloc, QualType Char);

/// \p BasicString has the standard traits of its character type and the
/// standard or the polymorphic allocator (std::pmr::basic_string): its
/// characters compare as a std::basic_string_view's do.
bool hasStdTraitsAndStdOrPmrAllocator(
    const ClassTemplateSpecializationDecl *BasicString);

/// \p BasicString (a std::basic_string specialisation) has the standard
/// traits and allocator of its character type: the one the aliases name and
/// the one the standard's operators and views work with.
bool hasStdTraitsAndAllocator(const ClassTemplateSpecializationDecl *BasicString);

/// The characters a std::basic_string of \p String holds without allocating:
/// libc++ keeps 23 bytes inline, libstdc++ and Microsoft's library 16, one
/// character's worth for the NUL.
unsigned smallStringCapacity(const ClassTemplateSpecializationDecl *String,
                             const ASTContext &Ctx);

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_STRINGTYPES_H
