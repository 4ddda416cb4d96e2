// Differential fuzzer: a sequence of operations chosen by the input is applied
// to strcost::small_string<N> for N = 1, 15 and 64 and to std::string; after
// every step all four must hold the same characters, end in a terminator, and
// have thrown the same exceptions. Pieces are often views into the string
// being changed, the case in-place editing gets wrong.
#include <strcost/small_string.h>

#include <fuzzer/FuzzedDataProvider.h>

#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

namespace {

[[noreturn]] void fail(const char *What, int Step) {
  std::fprintf(stderr, "small_string_fuzzer: %s differs at step %d\n", What, Step);
  std::abort();
}

// Runs Op on a target, reporting which exception, if any, it threw.
enum class Outcome { Ok, OutOfRange, LengthError };
template <class F> Outcome attempt(F &&Op) {
  try {
    Op();
    return Outcome::Ok;
  } catch (const std::out_of_range &) {
    return Outcome::OutOfRange;
  } catch (const std::length_error &) {
    return Outcome::LengthError;
  }
}

template <std::size_t N> struct Lane {
  strcost::small_string<N> S;
  strcost::small_string<N> Other; // for copies, moves and swaps
};

// Applies operation Code with the given arguments to one target T (a
// small_string<N> or std::string) and its companion O.
template <class T>
void apply(T &S, T &O, unsigned Code, std::size_t Pos, std::size_t Len, std::string_view Piece,
           char C) {
  switch (Code) {
  case 0: S.append(Piece.data(), Piece.size()); break;
  case 1: S.push_back(C); break;
  case 2: S.insert(Pos, Piece.data(), Piece.size()); break;
  case 3: S.erase(Pos, Len); break;
  case 4: S.replace(Pos, Len, Piece.data(), Piece.size()); break;
  case 5: S.assign(Piece.data(), Piece.size()); break;
  case 6: S.resize(Len, C); break;
  case 7: S.shrink_to_fit(); break;
  case 8: S.reserve(Len); break;
  // Pieces that view S itself (Pos/Len already clamped by the caller so the
  // view is valid; the operation's own position is Len).
  case 9: S.append(S.data() + Pos, Len); break;
  case 10: S.insert(std::min(Len, S.size()), S.data() + Pos, Len); break;
  case 11: S.replace(0, Len, S.data() + Pos, Len); break;
  case 12: S.assign(S.data() + Pos, Len); break;
  case 13: O = S; break;
  case 14: { T Moved(std::move(S)); S = O; O = std::move(Moved); break; }
  case 15: std::swap(S, O); break;
  case 16: S = S.substr(Pos, Len); break;
  case 17: if (!S.empty()) S.pop_back(); break;
  case 18: S.clear(); break;
  case 19: S.insert(Pos, Len % 300, C); break;
  case 20: S.append(Len % 300, C); break;
  case 21: O.assign(Piece.data(), Piece.size()); break;
  }
}

template <std::size_t N>
void check(const strcost::small_string<N> &S, const std::string &R, const char *What, int Step) {
  if (S.view() != std::string_view(R) || S.c_str()[S.size()] != '\0' || S.capacity() < S.size())
    fail(What, Step);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const unsigned char *Data, std::size_t Size) {
  FuzzedDataProvider In(Data, Size);
  Lane<1> A;
  Lane<15> B;
  Lane<64> D;
  std::string R, RO;
  for (int Step = 0; Step < 64 && In.remaining_bytes() > 0; ++Step) {
    const unsigned Code = In.ConsumeIntegralInRange<unsigned>(0, 21);
    const bool SelfView = Code >= 9 && Code <= 12;
    std::size_t Pos = In.ConsumeIntegralInRange<std::size_t>(0, R.size() + 2);
    std::size_t Len = In.ConsumeIntegralInRange<std::size_t>(0, R.size() + 80);
    if (SelfView) {
      // Keep the self-view inside the string.
      Pos = R.empty() ? 0 : Pos % (R.size() + 1);
      Len = std::min(Len, R.size() - Pos);
    }
    const char C = In.ConsumeIntegral<char>();
    const std::string Piece = In.ConsumeRandomLengthString(200);
    const Outcome Expected = attempt([&] { apply(R, RO, Code, Pos, Len, Piece, C); });
    if (attempt([&] { apply(A.S, A.Other, Code, Pos, Len, Piece, C); }) != Expected)
      fail("exception N=1", Step);
    if (attempt([&] { apply(B.S, B.Other, Code, Pos, Len, Piece, C); }) != Expected)
      fail("exception N=15", Step);
    if (attempt([&] { apply(D.S, D.Other, Code, Pos, Len, Piece, C); }) != Expected)
      fail("exception N=64", Step);
    check(A.S, R, "N=1", Step);
    check(B.S, R, "N=15", Step);
    check(D.S, R, "N=64", Step);
    check(A.Other, RO, "companion N=1", Step);
    check(D.Other, RO, "companion N=64", Step);
    // Read-only operations agree too.
    const std::string_view Needle(Piece.data(), std::min<std::size_t>(Piece.size(), 3));
    if (D.S.find(Needle, Pos) != R.find(Needle, Pos) ||
        B.S.rfind(Needle, Pos) != R.rfind(Needle, Pos) ||
        (A.S < std::string_view(Piece)) != (R < Piece) || (D.S == Piece) != (R == Piece) ||
        (B.S.compare(Piece) < 0) != (R.compare(Piece) < 0))
      fail("lookup or comparison", Step);
  }
  return 0;
}
