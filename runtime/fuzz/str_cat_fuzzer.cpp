// Differential fuzzer for strcost::str_cat, str_append and str_assign, through
// their public API only: the input picks up to three pieces of five kinds
// (std::string, std::string_view, const char *, char, long long), or up to
// eight views, and each result must equal what operator+ / += build from the
// same pieces. For str_append and str_assign the views often point into the
// target string itself, which both must handle as `s += s` and `s = x + s` do.
#include <strcost/str_cat.h>

#include <fuzzer/FuzzedDataProvider.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

[[noreturn]] void fail(const char *What) {
  std::fprintf(stderr, "str_cat_fuzzer: %s differs from operator+\n", What);
  std::abort();
}

// What operator+ appends for each kind of piece.
std::string asString(const std::string &S) { return S; }
std::string asString(std::string_view V) { return std::string(V); }
std::string asString(const char *P) { return P; }
std::string asString(char C) { return std::string(1, C); }
std::string asString(long long N) { return std::to_string(N); }

struct Context {
  FuzzedDataProvider &In;
  std::string Target; // what str_append / str_assign write into
  // Storage that outlives the pieces made from it.
  std::string Owned[3];
  int Used = 0;
};

// Calls the three functions with Pieces and checks them against operator+.
template <class... Pieces> void checkAll(Context &Ctx, const Pieces &...P) {
  const std::string Expected = (std::string() + ... + asString(P));
  if (strcost::str_cat(P...) != Expected)
    fail("str_cat");
  std::string Appended = Ctx.Target;
  strcost::str_append(Appended, P...);
  if (Appended != Ctx.Target + Expected)
    fail("str_append");
  std::string Assigned = Ctx.Target;
  strcost::str_assign(Assigned, P...);
  if (Assigned != Expected)
    fail("str_assign");
}

// The same, with views into the target itself (only views can alias it).
void checkSelfViews(Context &Ctx) {
  std::string S = Ctx.Target;
  auto Slice = [&](std::string &Of) {
    std::size_t Pos = Ctx.In.ConsumeIntegralInRange<std::size_t>(0, Of.size());
    std::size_t Len = Ctx.In.ConsumeIntegralInRange<std::size_t>(0, Of.size() - Pos);
    return std::string_view(Of).substr(Pos, Len);
  };
  {
    std::string Before = S;
    std::string_view A = Slice(S), B = Slice(S);
    const std::string Expected = Before + std::string(A) + "|" + std::string(B);
    strcost::str_append(S, A, '|', B);
    if (S != Expected)
      fail("str_append of views into the target");
  }
  {
    std::string Before = S;
    std::string_view A = Slice(S), B = Slice(S);
    const std::string Expected = std::string(A) + "-" + std::string(B) + std::string(A);
    strcost::str_assign(S, A, "-", B, A);
    if (S != Expected)
      fail("str_assign of views into the target");
  }
  {
    // Capacity large enough that str_assign would be tempted to work in place.
    S.reserve(S.size() * 3 + 1);
    std::string_view A = Slice(S);
    const std::string Expected = "x" + std::string(A) + std::string(A);
    strcost::str_assign(S, "x", A, A);
    if (S != Expected)
      fail("str_assign in place over views into the target");
  }
}

// Builds up to Depth more pieces of kinds chosen by the input, then checks.
template <int Depth, class... Pieces> void grow(Context &Ctx, const Pieces &...P) {
  if constexpr (Depth == 0) {
    checkAll(Ctx, P...);
  } else {
    if (sizeof...(P) > 0 && Ctx.In.ConsumeBool()) {
      checkAll(Ctx, P...);
      return;
    }
    std::string &Slot = Ctx.Owned[Ctx.Used++];
    Slot = Ctx.In.ConsumeRandomLengthString(100);
    switch (Ctx.In.ConsumeIntegralInRange<int>(0, 4)) {
    case 0: grow<Depth - 1>(Ctx, P..., Slot); break;
    case 1: grow<Depth - 1>(Ctx, P..., std::string_view(Slot)); break;
    case 2: grow<Depth - 1>(Ctx, P..., Slot.c_str()); break;
    case 3: grow<Depth - 1>(Ctx, P..., Ctx.In.ConsumeIntegral<char>()); break;
    case 4: grow<Depth - 1>(Ctx, P..., Ctx.In.ConsumeIntegral<long long>()); break;
    }
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const unsigned char *Data, std::size_t Size) {
  FuzzedDataProvider In(Data, Size);
  Context Ctx{In, In.ConsumeRandomLengthString(300)};
  if (In.ConsumeBool())
    Ctx.Target.reserve(In.ConsumeIntegralInRange<std::size_t>(0, 1000));
  switch (In.ConsumeIntegralInRange<int>(0, 2)) {
  case 0:
    grow<3>(Ctx);
    break;
  case 1: {
    std::string V[8];
    for (std::string &X : V)
      X = In.ConsumeRandomLengthString(40);
    checkAll(Ctx, std::string_view(V[0]), std::string_view(V[1]), std::string_view(V[2]),
             std::string_view(V[3]), std::string_view(V[4]), std::string_view(V[5]),
             std::string_view(V[6]), std::string_view(V[7]));
    break;
  }
  case 2:
    checkSelfViews(Ctx);
    break;
  }
  return 0;
}
