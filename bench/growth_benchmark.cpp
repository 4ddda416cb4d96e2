// Growing a long string piece by piece: does realloc-based growth earn a place
// in the runtime?
//
// Reproduces seed paper 000's test 1 (append one character at a time) up to
// 1 MiB, and seed paper 004's iterative-allocation test (`str += "aa"` until a
// size is reached; xtd::string, growing with realloc, "crushed" std::string,
// which must allocate, copy and free on every growth).
//
// Variants:
//   StdString          std::string, geometric growth through std::allocator;
//   StdStringReserved  std::string reserved to the final size (the lower bound);
//   SmallString        strcost::small_string<64>: doubling, and realloc once on
//                      the heap (adopted because of the two rows below);
//   Realloc            ReallocString below: the candidate for the runtime,
//                      geometric growth by std::realloc (glibc can extend in
//                      place, or move pages with mremap for large blocks);
//   AllocCopyFree      the same code growing by malloc-copy-free: the control
//                      that isolates what realloc itself buys.
// The candidate lives here, not in runtime/, unless these numbers justify it
// (docs/runtime.md records the decision).
#include "alloc_counter.h"

#include <strcost/small_string.h>

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <cstring>
#include <new>
#include <string>
#include <type_traits>
#include <vector>

namespace {

// The candidate and its control: the same inlined append path, growing either
// by std::realloc or by allocate-copy-free (what std::allocator allows), so
// that the ratio between the two is what realloc itself buys.
template <bool UseRealloc> class GrowString {
public:
  GrowString() = default;
  GrowString(const GrowString &) = delete;
  GrowString &operator=(const GrowString &) = delete;
  ~GrowString() { std::free(Data); }

  void push_back(char C) {
    if (Size == Cap)
      grow(Size + 1);
    Data[Size++] = C;
  }
  void append(const char *P, std::size_t N) {
    if (N > Cap - Size)
      grow(Size + N);
    std::memcpy(Data + Size, P, N);
    Size += N;
  }
  const char *data() const { return Data; }
  std::size_t size() const { return Size; }
  std::size_t reallocations() const { return Reallocs; }

private:
  [[gnu::noinline]] void grow(std::size_t Needed) {
    std::size_t NewCap = Cap ? 2 * Cap : 15;
    if (NewCap < Needed)
      NewCap = Needed;
    void *P;
    if constexpr (UseRealloc) {
      P = std::realloc(Data, NewCap + 1); // + 1: room for a terminator
    } else {
      P = std::malloc(NewCap + 1);
      if (P && Size)
        std::memcpy(P, Data, Size);
      if (P)
        std::free(Data);
    }
    if (!P)
      throw std::bad_alloc();
    Data = static_cast<char *>(P);
    Cap = NewCap;
    ++Reallocs;
  }

  char *Data = nullptr;
  std::size_t Size = 0;
  std::size_t Cap = 0;
  std::size_t Reallocs = 0;
};
using ReallocString = GrowString<true>;
using AllocCopyFreeString = GrowString<false>;

// Appends one character (or two) per step until the target size.
template <class S> void fillByChar(S &Str, std::size_t Target) {
  for (std::size_t I = 0; I < Target; ++I)
    Str.push_back(static_cast<char>('a' + (I & 15)));
}
template <class S> void fillByTwo(S &Str, std::size_t Target) {
  for (std::size_t I = 0; I < Target; I += 2)
    Str.append("aa", 2);
}

template <class S, bool Reserve, bool TwoBytes> void grow(benchmark::State &State) {
  const auto Target = static_cast<std::size_t>(State.range(0));
  std::size_t Allocations = 0;
  for (auto _ : State) {
    strcost_bench::AllocationCounter Counter;
    S Str;
    if constexpr (Reserve)
      Str.reserve(Target);
    if constexpr (TwoBytes)
      fillByTwo(Str, Target);
    else
      fillByChar(Str, Target);
    benchmark::DoNotOptimize(Str.data());
    Allocations += Counter.count();
    if constexpr (std::is_same_v<S, ReallocString> || std::is_same_v<S, AllocCopyFreeString>)
      Allocations += Str.reallocations();
  }
  State.SetBytesProcessed(State.iterations() * State.range(0));
  // small_string's heap blocks come from malloc/realloc, which the counter
  // (operator new) does not see.
  if constexpr (!std::is_same_v<S, strcost::small_string<64>>)
    State.counters["allocs"] = benchmark::Counter(static_cast<double>(Allocations) /
                                                static_cast<double>(State.iterations()));
}

void BM_AppendChar_StdString(benchmark::State &S) { grow<std::string, false, false>(S); }
void BM_AppendChar_StdStringReserved(benchmark::State &S) { grow<std::string, true, false>(S); }
void BM_AppendChar_SmallString(benchmark::State &S) {
  grow<strcost::small_string<64>, false, false>(S);
}
void BM_AppendChar_Realloc(benchmark::State &S) { grow<ReallocString, false, false>(S); }
void BM_AppendChar_AllocCopyFree(benchmark::State &S) {
  grow<AllocCopyFreeString, false, false>(S);
}
void BM_AppendTwoBytes_StdString(benchmark::State &S) { grow<std::string, false, true>(S); }
void BM_AppendTwoBytes_StdStringReserved(benchmark::State &S) {
  grow<std::string, true, true>(S);
}
void BM_AppendTwoBytes_SmallString(benchmark::State &S) {
  grow<strcost::small_string<64>, false, true>(S);
}
void BM_AppendTwoBytes_Realloc(benchmark::State &S) { grow<ReallocString, false, true>(S); }
void BM_AppendTwoBytes_AllocCopyFree(benchmark::State &S) {
  grow<AllocCopyFreeString, false, true>(S);
}

// strcost-loop-growth's question for a range-for join (`for (const auto &x :
// v) s += x;`): does a pass summing the pieces' sizes, then one reserve, beat
// letting the string grow? The pass walks the container a second time;
// geometric growth copies each character about once more in all.
std::vector<std::string> joinFields(std::size_t Count) {
  std::vector<std::string> Fields;
  for (std::size_t I = 0; I < Count; ++I)
    Fields.push_back("field-" + std::to_string(1000000000 + I));
  return Fields;
}
template <bool SumFirst> void join(benchmark::State &State) {
  const std::vector<std::string> Fields =
      joinFields(static_cast<std::size_t>(State.range(0)));
  std::size_t Allocations = 0;
  for (auto _ : State) {
    strcost_bench::AllocationCounter Counter;
    std::string Out;
    if constexpr (SumFirst) {
      std::size_t Extra = 0;
      for (const std::string &F : Fields)
        Extra += F.size() + 1;
      Out.reserve(Out.size() + Extra);
    }
    for (const std::string &F : Fields) {
      Out += F;
      Out += ',';
    }
    benchmark::DoNotOptimize(Out.data());
    Allocations += Counter.count();
  }
  State.counters["allocs"] = benchmark::Counter(static_cast<double>(Allocations) /
                                              static_cast<double>(State.iterations()));
}
void BM_JoinFields_Grow(benchmark::State &S) { join<false>(S); }
void BM_JoinFields_SumThenReserve(benchmark::State &S) { join<true>(S); }

// The counted loop strcost-loop-growth reserves for: n pieces of a known
// length (an indentation of two spaces, a separator).
template <bool Reserve> void repeat(benchmark::State &State) {
  const auto N = static_cast<std::size_t>(State.range(0));
  for (auto _ : State) {
    std::string Out;
    if constexpr (Reserve)
      Out.reserve(Out.size() + N * 2);
    for (std::size_t I = 0; I < N; ++I)
      Out += "  ";
    benchmark::DoNotOptimize(Out.data());
  }
}
void BM_RepeatPiece_Grow(benchmark::State &S) { repeat<false>(S); }
void BM_RepeatPiece_Reserve(benchmark::State &S) { repeat<true>(S); }

// strcost-loop-growth's loop over a sized container (hunspell's u16_u8): each
// 16-bit unit becomes 1 to 3 UTF-8 bytes, so the container's size is a lower
// bound of the string's, which the fix reserves. Units all ASCII (the bound is
// the final size) or mixed (one in four ASCII, two 2-byte, one 3-byte: final
// size 2x the bound, so the string still grows past it).
std::vector<unsigned short> utf16Units(std::size_t Count, bool Mixed) {
  static const unsigned short Cycle[4] = {'a', 0xe9, 0x3b1, 0x20ac};
  std::vector<unsigned short> Units;
  for (std::size_t I = 0; I < Count; ++I)
    Units.push_back(Mixed ? Cycle[I % 4] : static_cast<unsigned short>('a' + I % 26));
  return Units;
}
template <bool Reserve> void utf16ToUtf8(benchmark::State &State) {
  const std::vector<unsigned short> Src =
      utf16Units(static_cast<std::size_t>(State.range(0)), State.range(1) != 0);
  std::size_t Allocations = 0;
  for (auto _ : State) {
    strcost_bench::AllocationCounter Counter;
    std::string Dest;
    if constexpr (Reserve)
      Dest.reserve(Dest.size() + Src.size());
    for (unsigned short U : Src) {
      if (U >= 0x800) {
        Dest.push_back(static_cast<char>(0xe0 | (U >> 12)));
        Dest.push_back(static_cast<char>(0x80 | ((U >> 6) & 0x3f)));
        Dest.push_back(static_cast<char>(0x80 | (U & 0x3f)));
      } else if (U >= 0x80) {
        Dest.push_back(static_cast<char>(0xc0 | (U >> 6)));
        Dest.push_back(static_cast<char>(0x80 | (U & 0x3f)));
      } else {
        Dest.push_back(static_cast<char>(U));
      }
    }
    benchmark::DoNotOptimize(Dest.data());
    Allocations += Counter.count();
  }
  State.counters["allocs"] = benchmark::Counter(static_cast<double>(Allocations) /
                                              static_cast<double>(State.iterations()));
}
void BM_Utf16ToUtf8_Grow(benchmark::State &S) { utf16ToUtf8<false>(S); }
void BM_Utf16ToUtf8_ReserveLowerBound(benchmark::State &S) { utf16ToUtf8<true>(S); }
void utf16Sizes(benchmark::internal::Benchmark *B) {
  B->ArgNames({"units", "mixed"});
  for (int Mixed : {0, 1})
    for (int Units : {16, 256, 4096})
      B->Args({Units, Mixed});
}

void charSizes(benchmark::internal::Benchmark *B) {
  B->ArgName("bytes")->Arg(1 << 10)->Arg(64 << 10)->Arg(1 << 20);
}
void twoByteSizes(benchmark::internal::Benchmark *B) {
  B->ArgName("bytes")->Arg(1 << 10)->Arg(64 << 10)->Arg(1 << 20)->Arg(16 << 20);
}

BENCHMARK(BM_AppendChar_StdString)->Apply(charSizes);
BENCHMARK(BM_AppendChar_StdStringReserved)->Apply(charSizes);
BENCHMARK(BM_AppendChar_SmallString)->Apply(charSizes);
BENCHMARK(BM_AppendChar_Realloc)->Apply(charSizes);
BENCHMARK(BM_AppendChar_AllocCopyFree)->Apply(charSizes);
BENCHMARK(BM_AppendTwoBytes_StdString)->Apply(twoByteSizes);
BENCHMARK(BM_AppendTwoBytes_StdStringReserved)->Apply(twoByteSizes);
BENCHMARK(BM_AppendTwoBytes_SmallString)->Apply(twoByteSizes);
BENCHMARK(BM_AppendTwoBytes_Realloc)->Apply(twoByteSizes);
BENCHMARK(BM_AppendTwoBytes_AllocCopyFree)->Apply(twoByteSizes);
BENCHMARK(BM_JoinFields_Grow)->ArgName("fields")->Arg(16)->Arg(256)->Arg(4096)->Arg(65536);
BENCHMARK(BM_JoinFields_SumThenReserve)
    ->ArgName("fields")->Arg(16)->Arg(256)->Arg(4096)->Arg(65536);
BENCHMARK(BM_RepeatPiece_Grow)->ArgName("pieces")->Arg(16)->Arg(256)->Arg(4096)->Arg(65536);
BENCHMARK(BM_RepeatPiece_Reserve)->ArgName("pieces")->Arg(16)->Arg(256)->Arg(4096)->Arg(65536);
BENCHMARK(BM_Utf16ToUtf8_Grow)->Apply(utf16Sizes);
BENCHMARK(BM_Utf16ToUtf8_ReserveLowerBound)->Apply(utf16Sizes);

} // namespace

BENCHMARK_MAIN();
