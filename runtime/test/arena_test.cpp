#include <strcost/arena.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <map>
#include <memory_resource>
#include <string>
#include <string_view>
#include <vector>

namespace {

using strcost::arena_resource;
using strcost::string_arena;

bool isAligned(const void *P, std::size_t Align) {
  return reinterpret_cast<std::uintptr_t>(P) % Align == 0;
}

TEST(StringArena, StoreCopiesAndTerminates) {
  string_arena A;
  std::string Source = "temporary";
  std::string_view V = A.store(Source);
  Source.assign("overwritten");
  EXPECT_EQ(V, "temporary");
  EXPECT_EQ(V.data()[V.size()], '\0');
  EXPECT_STREQ(V.data(), "temporary");
}

TEST(StringArena, StoreKeepsEmbeddedNulsAndEmptyStrings) {
  string_arena A;
  std::string_view V = A.store(std::string_view("a\0b", 3));
  EXPECT_EQ(V, std::string_view("a\0b", 3));
  std::string_view E = A.store("");
  EXPECT_TRUE(E.empty());
  EXPECT_NE(E.data(), nullptr);
}

TEST(StringArena, StoresAreDenseWithinAChunk) {
  string_arena A;
  std::string_view X = A.store("abc");
  std::string_view Y = A.store("de");
  EXPECT_EQ(Y.data(), X.data() + 4); // three characters and the terminator
  EXPECT_EQ(A.chunk_count(), 1u);
  EXPECT_EQ(A.bytes_used(), 7u);
}

TEST(StringArena, WideStrings) {
  string_arena A;
  std::wstring_view W = A.store(std::wstring_view(L"wide"));
  EXPECT_EQ(W, L"wide");
  EXPECT_TRUE(isAligned(W.data(), alignof(wchar_t)));
  EXPECT_EQ(W.data()[4], L'\0');
}

TEST(StringArena, ManyStringsSurviveNewChunks) {
  string_arena A(64);
  std::vector<std::string_view> Views;
  for (int I = 0; I < 5000; ++I)
    Views.push_back(A.store(std::to_string(I) + std::string(I % 40, 'x')));
  for (int I = 0; I < 5000; ++I)
    ASSERT_EQ(Views[I], std::to_string(I) + std::string(I % 40, 'x'));
  EXPECT_GT(A.chunk_count(), 1u);
  // Chunks double, so the count stays logarithmic until the 1 MiB cap.
  EXPECT_LT(A.chunk_count(), 20u);
}

TEST(StringArena, BigRequestGetsItsOwnChunkAndTheCurrentOneStaysInUse) {
  string_arena A(1024);
  std::string_view Small1 = A.store("small");
  std::string Big(100000, 'b');
  std::string_view BigView = A.store(Big);
  std::string_view Small2 = A.store("next");
  EXPECT_EQ(BigView, Big);
  EXPECT_EQ(Small2.data(), Small1.data() + 6); // same chunk as before the big one
  EXPECT_EQ(A.chunk_count(), 2u);
}

TEST(StringArena, AllocateHonoursAlignment) {
  string_arena A(256);
  A.store("x");
  for (std::size_t Align : {1u, 2u, 8u, 16u, 64u, 256u, 4096u}) {
    void *P = A.allocate(24, Align);
    EXPECT_TRUE(isAligned(P, Align)) << Align;
    std::memset(P, 0xab, 24); // ASan flags a write past the chunk
  }
}

TEST(StringArena, ConcatWritesPiecesOnce) {
  string_arena A;
  std::string Dir = "/usr";
  std::string_view Path = A.concat(Dir, "/", std::string_view("lib"), "/libx.so");
  EXPECT_EQ(Path, "/usr/lib/libx.so");
  EXPECT_EQ(Path.data()[Path.size()], '\0');
  EXPECT_EQ(A.concat(), "");
}

TEST(StringArena, ReleaseFreesEverythingAndTheArenaIsReusable) {
  string_arena A(64);
  for (int I = 0; I < 100; ++I)
    A.store("some string that is longer than a few bytes");
  EXPECT_GT(A.bytes_reserved(), 0u);
  A.release();
  EXPECT_EQ(A.bytes_reserved(), 0u);
  EXPECT_EQ(A.bytes_used(), 0u);
  EXPECT_EQ(A.chunk_count(), 0u);
  EXPECT_EQ(A.store("again"), "again");
}

TEST(StringArena, MoveTransfersOwnership) {
  string_arena A;
  std::string_view V = A.store("owned");
  string_arena B(std::move(A));
  EXPECT_EQ(V, "owned"); // still valid: B owns the chunk now
  EXPECT_EQ(A.chunk_count(), 0u); // NOLINT(bugprone-use-after-move): specified state
  string_arena C;
  C.store("to be freed");
  C = std::move(B);
  EXPECT_EQ(V, "owned");
  EXPECT_EQ(C.chunk_count(), 1u);
}

TEST(ArenaResource, PmrContainersDrawFromTheArena) {
  string_arena A;
  arena_resource R(A);
  {
    std::pmr::vector<std::pmr::string> V(&R);
    for (int I = 0; I < 100; ++I)
      V.emplace_back("a pmr string too long for the small-string buffer");
    std::sort(V.begin(), V.end());
    EXPECT_EQ(V.front(), "a pmr string too long for the small-string buffer");
  }
  EXPECT_GT(A.bytes_used(), 100u * 50u);
}

TEST(ArenaResource, PmrMapWithArenaStrings) {
  string_arena A;
  arena_resource R(A);
  std::pmr::map<std::pmr::string, int> M(&R);
  M.emplace("key one that does not fit in SSO", 1);
  M.emplace("key two that does not fit in SSO", 2);
  EXPECT_EQ(M.at(std::pmr::string("key two that does not fit in SSO", &R)), 2);
  EXPECT_EQ(&R.arena(), &A);
}

TEST(ArenaResource, EqualOnlyToItself) {
  string_arena A;
  arena_resource R1(A), R2(A);
  EXPECT_TRUE(R1.is_equal(R1));
  EXPECT_FALSE(R1.is_equal(R2));
  EXPECT_FALSE(R1.is_equal(*std::pmr::new_delete_resource()));
}

TEST(ArenaResource, OverAlignedRequests) {
  string_arena A(128);
  arena_resource R(A);
  void *P = R.allocate(100, 128);
  EXPECT_TRUE(isAligned(P, 128));
  R.deallocate(P, 100, 128); // a no-op, and must not crash
}

} // namespace
