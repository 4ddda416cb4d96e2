//===--- StringTypesTest.cpp - strcost unit tests -------------------------===//

#include "AstFixture.h"
#include "utils/StringTypes.h"

using namespace clang::ast_matchers;

namespace clang::tidy::strcost::test {
namespace {

QualType typeOfVar(ASTUnit &AST, llvm::StringRef Name) {
  const auto *V = findOne<VarDecl>(AST, varDecl(hasName(Name)).bind("x"));
  return V ? V->getType() : QualType();
}

const ClassTemplateSpecializationDecl *specOfVar(ASTUnit &AST, llvm::StringRef Name) {
  return dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      typeOfVar(AST, Name)->getAsCXXRecordDecl());
}

TEST(StringTypes, SpellsEachCharacterType) {
  auto AST = parse("char c; wchar_t w; char8_t u8; char16_t u16; char32_t u32;"
                   "signed char sc; typedef char Alias; Alias a;");
  EXPECT_EQ(utils::charTypeSpelling(typeOfVar(*AST, "c")), "char");
  EXPECT_EQ(utils::charTypeSpelling(typeOfVar(*AST, "w")), "wchar_t");
  EXPECT_EQ(utils::charTypeSpelling(typeOfVar(*AST, "u8")), "char8_t");
  EXPECT_EQ(utils::charTypeSpelling(typeOfVar(*AST, "u16")), "char16_t");
  EXPECT_EQ(utils::charTypeSpelling(typeOfVar(*AST, "u32")), "char32_t");
  EXPECT_EQ(utils::charTypeSpelling(typeOfVar(*AST, "sc")), std::nullopt);
  EXPECT_EQ(utils::charTypeSpelling(typeOfVar(*AST, "a")), "char");
}

TEST(StringTypes, AliasesFollowTheCharacterType) {
  auto AST = parse("char c; wchar_t w; char8_t u8; char16_t u16; char32_t u32; int i;");
  EXPECT_EQ(utils::stdStringAlias(typeOfVar(*AST, "c")), "std::string");
  EXPECT_EQ(utils::stdStringAlias(typeOfVar(*AST, "w")), "std::wstring");
  EXPECT_EQ(utils::stdStringAlias(typeOfVar(*AST, "u8")), "std::u8string");
  EXPECT_EQ(utils::stdStringViewAlias(typeOfVar(*AST, "u16")), "std::u16string_view");
  EXPECT_EQ(utils::stdStringViewAlias(typeOfVar(*AST, "u32")), "std::u32string_view");
  EXPECT_EQ(utils::stdStringAlias(typeOfVar(*AST, "i")), std::nullopt);
}

TEST(StringTypes, StandardTraitsAndAllocatorOnly) {
  auto AST = parse(std::string(MiniString) + R"cc(
    struct MyTraits {};
    namespace other { template <class C> struct char_traits {}; }
    std::basic_string<char> plain;
    std::basic_string<wchar_t> wide;
    std::basic_string<char, MyTraits> custom;
    std::basic_string<char, other::char_traits<char>> namesake;
    std::basic_string<char, std::char_traits<wchar_t>> mismatched;
    std::basic_string<char, std::char_traits<char>, other::char_traits<char>> alloc;
  )cc");
  EXPECT_TRUE(utils::hasStdTraitsAndAllocator(specOfVar(*AST, "plain")));
  EXPECT_TRUE(utils::hasStdTraitsAndAllocator(specOfVar(*AST, "wide")));
  EXPECT_FALSE(utils::hasStdTraitsAndAllocator(specOfVar(*AST, "custom")));
  EXPECT_FALSE(utils::hasStdTraitsAndAllocator(specOfVar(*AST, "namesake")));
  EXPECT_FALSE(utils::hasStdTraitsAndAllocator(specOfVar(*AST, "mismatched")));
  EXPECT_FALSE(utils::hasStdTraitsAndAllocator(specOfVar(*AST, "alloc")));
  EXPECT_FALSE(utils::hasStdTraitsAndAllocator(nullptr));
}

TEST(StringTypes, PolymorphicAllocatorToo) {
  auto AST = parse(std::string(MiniString) + R"cc(
    namespace std { namespace pmr {
      template <class C> struct polymorphic_allocator {};
    } }
    namespace other { namespace pmr {
      template <class C> struct polymorphic_allocator {};
    } }
    struct MyTraits {};
    std::basic_string<char, std::char_traits<char>, std::pmr::polymorphic_allocator<char>> pmr;
    std::basic_string<char> plain;
    std::basic_string<char, std::char_traits<char>, other::pmr::polymorphic_allocator<char>> namesake;
    std::basic_string<char, std::char_traits<char>, std::pmr::polymorphic_allocator<wchar_t>> mismatched;
    std::basic_string<char, MyTraits, std::pmr::polymorphic_allocator<char>> traits;
  )cc");
  EXPECT_TRUE(utils::hasStdTraitsAndStdOrPmrAllocator(specOfVar(*AST, "pmr")));
  EXPECT_TRUE(utils::hasStdTraitsAndStdOrPmrAllocator(specOfVar(*AST, "plain")));
  EXPECT_FALSE(utils::hasStdTraitsAndAllocator(specOfVar(*AST, "pmr")));
  EXPECT_FALSE(utils::hasStdTraitsAndStdOrPmrAllocator(specOfVar(*AST, "namesake")));
  EXPECT_FALSE(utils::hasStdTraitsAndStdOrPmrAllocator(specOfVar(*AST, "mismatched")));
  EXPECT_FALSE(utils::hasStdTraitsAndStdOrPmrAllocator(specOfVar(*AST, "traits")));
  EXPECT_FALSE(utils::hasStdTraitsAndStdOrPmrAllocator(nullptr));
}

} // namespace
} // namespace clang::tidy::strcost::test
