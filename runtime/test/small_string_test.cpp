#include <strcost/small_string.h>

#include <gtest/gtest.h>

#include <cstdint>
#include <new>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>

namespace {

using strcost::small_string;

// Where the terminator must be, for every state a test leaves a string in.
template <std::size_t N> void expectTerminated(const small_string<N> &S) {
  EXPECT_EQ(S.c_str()[S.size()], '\0');
  EXPECT_GE(S.capacity(), S.size());
  EXPECT_EQ(S.is_inline(), S.capacity() == N);
}

TEST(SmallString, LayoutIsPointerSizeCapacityAndInlineBuffer) {
  if constexpr (sizeof(void *) == 8) {
    EXPECT_EQ(sizeof(small_string<23>), 48u);
    EXPECT_EQ(sizeof(small_string<64>), 96u);
  }
  EXPECT_EQ(small_string<64>::inline_capacity, 64u);
}

TEST(SmallString, DefaultIsEmptyInlineAndTerminated) {
  small_string<8> S;
  EXPECT_TRUE(S.empty());
  EXPECT_EQ(S.size(), 0u);
  EXPECT_TRUE(S.is_inline());
  EXPECT_STREQ(S.c_str(), "");
}

TEST(SmallString, UpToNCharactersStayInline) {
  small_string<8> S("12345678");
  EXPECT_TRUE(S.is_inline());
  EXPECT_EQ(S, "12345678");
  expectTerminated(S);
}

TEST(SmallString, OneMoreCharacterSpillsToTheHeap) {
  small_string<8> S("12345678");
  S.push_back('9');
  EXPECT_FALSE(S.is_inline());
  EXPECT_EQ(S, "123456789");
  EXPECT_GE(S.capacity(), 16u); // doubled, not grown by one
  expectTerminated(S);
}

TEST(SmallString, EmbeddedNulsAreKept) {
  small_string<4> S(std::string_view("a\0b\0c\0", 6));
  EXPECT_EQ(S.size(), 6u);
  EXPECT_EQ(S.view(), std::string_view("a\0b\0c\0", 6));
}

TEST(SmallString, ConstructorsMatchStdString) {
  EXPECT_EQ(small_string<4>(5, 'x'), std::string(5, 'x'));
  EXPECT_EQ(small_string<4>("abcdef", 3), "abc");
  EXPECT_EQ(small_string<4>(std::string("from std::string")), "from std::string");
  small_string<32> Wide(small_string<4>("other N"));
  EXPECT_EQ(Wide, "other N");
}

TEST(SmallString, CopyOfInlineAndOfHeapString) {
  small_string<4> Short("abc"), Long("abcdefgh");
  small_string<4> A(Short), B(Long);
  EXPECT_EQ(A, Short);
  EXPECT_EQ(B, Long);
  EXPECT_NE(B.data(), Long.data());
  A = Long;
  EXPECT_EQ(A, "abcdefgh");
  B = Short;
  EXPECT_EQ(B, "abc");
  EXPECT_FALSE(B.is_inline()); // assignment reuses capacity
}

TEST(SmallString, MoveStealsTheHeapBlockAndEmptiesTheSource) {
  small_string<4> Long("abcdefgh");
  const char *Block = Long.data();
  small_string<4> M(std::move(Long));
  EXPECT_EQ(M.data(), Block);
  EXPECT_TRUE(Long.empty()); // NOLINT(bugprone-use-after-move): specified state
  EXPECT_TRUE(Long.is_inline());
  small_string<4> Short("ab");
  M = std::move(Short);
  EXPECT_EQ(M, "ab");
  EXPECT_TRUE(M.is_inline());
  expectTerminated(M);
}

TEST(SmallString, SelfAssignmentKeepsContents) {
  small_string<4> S("abcdefgh");
  small_string<4> &Alias = S;
  S = Alias;
  EXPECT_EQ(S, "abcdefgh");
  S = std::move(Alias);
  EXPECT_EQ(S, "abcdefgh");
}

TEST(SmallString, AppendFromItselfWhileGrowing) {
  small_string<4> S("abc");
  S.append(S); // the source is the buffer being replaced
  EXPECT_EQ(S, "abcabc");
  S += S.view().substr(1, 2);
  EXPECT_EQ(S, "abcabcbc");
  expectTerminated(S);
}

TEST(SmallString, InsertFromItselfShiftsCorrectly) {
  small_string<16> S("abcdef");
  S.insert(1, S.view().substr(3, 3)); // source lies in the tail being shifted
  EXPECT_EQ(S, "adefbcdef");
  std::string R("abcdef");
  R.insert(1, R.substr(3, 3));
  EXPECT_EQ(S, R);
}

TEST(SmallString, AssignFromAPartOfItself) {
  small_string<16> S("abcdef");
  S.assign(S.view().substr(2));
  EXPECT_EQ(S, "cdef");
}

TEST(SmallString, EraseReplaceInsertMatchStdString) {
  small_string<8> S("hello world");
  std::string R("hello world");
  S.erase(5, 1);
  R.erase(5, 1);
  EXPECT_EQ(S, R);
  S.replace(0, 5, "HELLO, big");
  R.replace(0, 5, "HELLO, big");
  EXPECT_EQ(S, R);
  S.insert(0, 3, '*');
  R.insert(0, 3, '*');
  EXPECT_EQ(S, R);
  S.erase(4);
  R.erase(4);
  EXPECT_EQ(S, R);
  expectTerminated(S);
}

TEST(SmallString, PositionsPastTheEndThrowAndLeaveTheStringAlone) {
  small_string<8> S("abc");
  EXPECT_THROW(S.at(3), std::out_of_range);
  EXPECT_THROW(S.insert(4, "x"), std::out_of_range);
  EXPECT_THROW(S.erase(4), std::out_of_range);
  EXPECT_THROW(S.replace(4, 1, "x"), std::out_of_range);
  EXPECT_THROW((void)S.substr(4), std::out_of_range);
  EXPECT_EQ(S, "abc");
  EXPECT_NO_THROW(S.insert(3, "d")); // size() itself is a valid position
  EXPECT_EQ(S, "abcd");
}

TEST(SmallString, TooLongThrowsLengthError) {
  small_string<8> S("abc");
  EXPECT_THROW(S.append(S.max_size(), 'x'), std::length_error);
  EXPECT_THROW(S.reserve(S.max_size() + 1), std::length_error);
  EXPECT_EQ(S, "abc");
}

TEST(SmallString, ResizeShrinkAndClear) {
  small_string<4> S("ab");
  S.resize(6, 'z');
  EXPECT_EQ(S, "abzzzz");
  S.resize(1);
  EXPECT_EQ(S, "a");
  EXPECT_FALSE(S.is_inline());
  S.shrink_to_fit();
  EXPECT_TRUE(S.is_inline());
  EXPECT_EQ(S, "a");
  S.assign(20, 'q');
  S.resize(10);
  S.shrink_to_fit();
  EXPECT_EQ(S.capacity(), 10u);
  EXPECT_EQ(S, std::string(10, 'q'));
  S.clear();
  EXPECT_TRUE(S.empty());
  expectTerminated(S);
}

TEST(SmallString, HeapBlockGrowsWithContentsKeptForEveryEdit) {
  // Once on the heap, growth goes through realloc; a middle insert must still
  // open its gap after the block has moved.
  small_string<4> S("0123456789");
  std::string R("0123456789");
  for (int I = 0; I < 12; ++I) {
    S.insert(S.size() / 2, "abcdefgh");
    R.insert(R.size() / 2, "abcdefgh");
    S.replace(1, 2, "XYZ");
    R.replace(1, 2, "XYZ");
  }
  EXPECT_EQ(S, R);
  expectTerminated(S);
}

TEST(SmallString, ReserveKeepsContents) {
  small_string<4> S("abc");
  S.reserve(100);
  EXPECT_GE(S.capacity(), 100u);
  EXPECT_EQ(S, "abc");
  S.reserve(2); // never shrinks
  EXPECT_GE(S.capacity(), 100u);
}

TEST(SmallString, ComparesWithAnythingStringLike) {
  small_string<8> S("abc");
  const std::string Str("abc");
  const std::string_view View("abd");
  EXPECT_TRUE(S == "abc");
  EXPECT_TRUE("abc" == S);
  EXPECT_TRUE(S == Str);
  EXPECT_TRUE(Str == S);
  EXPECT_TRUE(S != View);
  EXPECT_TRUE(S < View);
  EXPECT_TRUE(View > S);
  EXPECT_TRUE(S <= Str);
  EXPECT_TRUE(S >= Str);
  EXPECT_TRUE(S == small_string<2>("abc")); // different N
  EXPECT_TRUE(small_string<2>("abb") < S);
  EXPECT_LT(S.compare("abd"), 0);
}

TEST(SmallString, ConvertsToViewImplicitlyAndToStdStringExplicitly) {
  small_string<8> S("abc");
  std::string_view V = S;
  EXPECT_EQ(V.data(), S.data());
  std::string Copy = S.str();
  EXPECT_EQ(Copy, "abc");
  EXPECT_EQ(static_cast<std::string>(S), "abc");
  static_assert(!std::is_convertible_v<small_string<8>, std::string>,
                "a heap copy should be visible in the source");
  static_assert(!std::is_convertible_v<std::string, small_string<8>>,
                "as with std::string from std::string_view");
}

TEST(SmallString, FindAndFriendsUseTheView) {
  small_string<8> S("abcabc");
  EXPECT_EQ(S.find("ca"), 2u);
  EXPECT_EQ(S.find('c', 3), 5u);
  EXPECT_EQ(S.rfind("ab"), 3u);
  EXPECT_EQ(S.find("zz"), small_string<8>::npos);
  EXPECT_TRUE(S.starts_with("abc"));
  EXPECT_TRUE(S.ends_with("bc"));
  EXPECT_FALSE(S.ends_with("abcabcx"));
  EXPECT_EQ(S.substr(1, 3), "bca");
  char Buf[4] = {};
  EXPECT_EQ(S.copy(Buf, 3, 3), 3u);
  EXPECT_EQ(std::string_view(Buf, 3), "abc");
}

TEST(SmallString, IteratorsAndElementAccess) {
  small_string<8> S("abc");
  std::string Reversed(S.rbegin(), S.rend());
  EXPECT_EQ(Reversed, "cba");
  S.front() = 'A';
  S.back() = 'C';
  S[1] = 'B';
  EXPECT_EQ(S, "ABC");
  for (char &C : S)
    C = static_cast<char>(C + 1);
  EXPECT_EQ(S, "BCD");
  S.pop_back();
  EXPECT_EQ(S, "BC");
}

TEST(SmallString, ConcatenationAndStreaming) {
  small_string<8> S("ab");
  EXPECT_EQ(S + "cd", "abcd");
  EXPECT_EQ(S + std::string(10, 'x'), "ab" + std::string(10, 'x'));
  EXPECT_EQ(S + 'c', "abc");
  std::ostringstream OS;
  OS << S;
  EXPECT_EQ(OS.str(), "ab");
}

TEST(SmallString, SwapAllCombinations) {
  small_string<4> A("ab"), B("abcdefgh");
  swap(A, B);
  EXPECT_EQ(A, "abcdefgh");
  EXPECT_EQ(B, "ab");
  EXPECT_TRUE(B.is_inline());
  small_string<4> C("xy");
  B.swap(C);
  EXPECT_EQ(B, "xy");
  EXPECT_EQ(C, "ab");
}

TEST(SmallString, HashEqualsStringViewHash) {
  small_string<4> S("some key");
  EXPECT_EQ(std::hash<small_string<4>>()(S), std::hash<std::string_view>()("some key"));
  std::unordered_set<small_string<16>> Set{small_string<16>("a"), small_string<16>("b")};
  EXPECT_EQ(Set.count(small_string<16>("a")), 1u);
}

TEST(SmallString, WideCharacters) {
  strcost::small_wstring<4> W(L"wide string");
  EXPECT_EQ(W, std::wstring_view(L"wide string"));
  W.erase(4);
  EXPECT_EQ(W, L"wide");
  EXPECT_EQ(W.c_str()[4], L'\0');
}

// A pseudo-random sequence of every mutating operation, applied to a
// small_string and a std::string side by side (the fuzzer does the same with
// inputs it evolves; this fixed run guards the test command without it).
template <std::size_t N> void runRandomDifferential(std::uint32_t Seed) {
  std::mt19937 Rng(Seed);
  small_string<N> S;
  std::string R;
  auto Pick = [&](std::size_t Bound) { return Bound ? Rng() % (Bound + 1) : 0; };
  for (int Step = 0; Step < 4000; ++Step) {
    std::string Piece(Rng() % (2 * N + 3), static_cast<char>('a' + Rng() % 26));
    std::size_t Pos = Pick(R.size());
    std::size_t Len = Pick(R.size() - Pos);
    switch (Rng() % 10) {
    case 0: S.append(Piece); R.append(Piece); break;
    case 1: S.push_back(Piece.empty() ? 'z' : Piece[0]); R.push_back(Piece.empty() ? 'z' : Piece[0]); break;
    case 2: S.insert(Pos, Piece); R.insert(Pos, Piece); break;
    case 3: S.erase(Pos, Len); R.erase(Pos, Len); break;
    case 4: S.replace(Pos, Len, Piece); R.replace(Pos, Len, Piece); break;
    case 5: S.assign(Piece); R.assign(Piece); break;
    case 6: S.resize(Pick(3 * N)); R.resize(S.size()); break;
    case 7: S.shrink_to_fit(); break;
    case 8: { std::string Sub = R.substr(Pos, Len); S.append(S.view().substr(Pos, Len)); R.append(Sub); break; }
    case 9: S = small_string<N>(S.substr(Pos, Len)); R = R.substr(Pos, Len); break;
    }
    ASSERT_EQ(S.view(), std::string_view(R)) << "step " << Step;
    ASSERT_EQ(S.c_str()[S.size()], '\0');
  }
}

TEST(SmallString, RandomOperationsAgreeWithStdString) {
  runRandomDifferential<1>(1);
  runRandomDifferential<15>(2);
  runRandomDifferential<64>(3);
}

} // namespace
