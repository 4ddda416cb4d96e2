// The chained `+` experiment (seed 000, tests 8-9): `s = s1 + "/" + s2 + s3 +
// " => " + s4` in a loop, against strcost's str_cat / str_assign, a
// hand-written reserve+append (the practical limit), absl::StrCat and
// fmt::format. Each `+` whose result outgrows its buffer reallocates the
// temporary; str_cat allocates once and str_assign, reusing the target's
// capacity, not at all. `allocs` counts operator new calls per iteration.
//
// StdForm is the fix-it's runtime-free form for a declared string
// (`std::string r; r.reserve(sizes); r.append(a)...`), returned by value like
// ChainedPlus and StrCat, where ReserveAppend reuses the target's capacity.
//
// Experiments are BM_Concat<N><Size>_<Variant>: N operands (3, 6 as in the
// seed, 10); Short pieces whose result fits libstdc++'s 15-char SSO buffer,
// Long pieces of the seed's lengths (7, 20, 4 and 28 characters).
#include <strcost/str_cat.h>

#include "alloc_counter.h"

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <cstring>
#include <new>
#include <string>
#include <string_view>

#if defined(STRCOST_HAVE_ABSL)
#include <absl/strings/str_cat.h>
#endif
#if defined(STRCOST_HAVE_FMT)
#include <fmt/format.h>
#endif

namespace {

struct Pieces {
  std::string s1, s2, s3, s4;
};

// The seed's lengths with our own text: the result is 64 characters.
const Pieces kLong{"archive", "nightly-build-000042", ".tgz", "produced by the proxy test!!"};
// Results of 6 (3 operands), 14 (6 operands) and 14 (10 operands) characters.
const Pieces kShort{"12", "345", ".e", "xy"};
const Pieces kTiny{"a", "b", "c", "d"};

char *copy(char *out, std::string_view piece) {
  std::memcpy(out, piece.data(), piece.size());
  return out + piece.size();
}

// One struct per expression; every variant builds exactly the same string.
struct Concat3 {
  static std::string plus(const Pieces &p) { return p.s2 + "/" + p.s4; }
  // What strcost-chained-concatenation writes for `std::string r = <plus>;`
  // in a header that may not depend on the runtime (issue 34), verbatim.
  static std::string stdForm(const Pieces &p) {
    std::string r;
    r.reserve(p.s2.size() + 1 + p.s4.size());
    r.append(p.s2).append("/").append(p.s4);
    return r;
  }
  static std::string cat(const Pieces &p) { return strcost::str_cat(p.s2, "/", p.s4); }
  static void assign(std::string &out, const Pieces &p) {
    strcost::str_assign(out, p.s2, "/", p.s4);
  }
  static void reserveAppend(std::string &out, const Pieces &p) {
    out.clear();
    out.reserve(p.s2.size() + 1 + p.s4.size());
    out.append(p.s2).append("/").append(p.s4);
  }
  static void resizeCopy(std::string &out, const Pieces &p) {
    out.resize(p.s2.size() + 1 + p.s4.size());
    char *o = out.data();
    o = copy(o, p.s2), *o++ = '/', copy(o, p.s4);
  }
#if defined(STRCOST_HAVE_ABSL)
  static std::string absl(const Pieces &p) { return absl::StrCat(p.s2, "/", p.s4); }
#endif
#if defined(STRCOST_HAVE_FMT)
  static std::string fmt(const Pieces &p) { return fmt::format("{}/{}", p.s2, p.s4); }
#endif
};

struct Concat6 {
  static std::string plus(const Pieces &p) { return p.s1 + "/" + p.s2 + p.s3 + " => " + p.s4; }
  static std::string stdForm(const Pieces &p) {
    std::string r;
    r.reserve(p.s1.size() + 1 + p.s2.size() + p.s3.size() + 4 + p.s4.size());
    r.append(p.s1).append("/").append(p.s2).append(p.s3).append(" => ").append(p.s4);
    return r;
  }
  static std::string cat(const Pieces &p) {
    return strcost::str_cat(p.s1, "/", p.s2, p.s3, " => ", p.s4);
  }
  static void assign(std::string &out, const Pieces &p) {
    strcost::str_assign(out, p.s1, "/", p.s2, p.s3, " => ", p.s4);
  }
  static void reserveAppend(std::string &out, const Pieces &p) {
    out.clear();
    out.reserve(p.s1.size() + 1 + p.s2.size() + p.s3.size() + 4 + p.s4.size());
    out.append(p.s1).append("/").append(p.s2).append(p.s3).append(" => ").append(p.s4);
  }
  static void resizeCopy(std::string &out, const Pieces &p) {
    out.resize(p.s1.size() + 1 + p.s2.size() + p.s3.size() + 4 + p.s4.size());
    char *o = out.data();
    o = copy(o, p.s1), *o++ = '/', o = copy(o, p.s2), o = copy(o, p.s3);
    o = copy(o, " => "), copy(o, p.s4);
  }
#if defined(STRCOST_HAVE_ABSL)
  static std::string absl(const Pieces &p) {
    return absl::StrCat(p.s1, "/", p.s2, p.s3, " => ", p.s4);
  }
#endif
#if defined(STRCOST_HAVE_FMT)
  static std::string fmt(const Pieces &p) {
    return fmt::format("{}/{}{} => {}", p.s1, p.s2, p.s3, p.s4);
  }
#endif
};

struct Concat10 {
  static std::string plus(const Pieces &p) {
    return p.s1 + "/" + p.s2 + p.s3 + " => " + p.s4 + ", " + p.s3 + "/" + p.s1;
  }
  static std::string stdForm(const Pieces &p) {
    std::string r;
    r.reserve(p.s1.size() + 1 + p.s2.size() + p.s3.size() + 4 + p.s4.size() + 2 +
              p.s3.size() + 1 + p.s1.size());
    r.append(p.s1).append("/").append(p.s2).append(p.s3).append(" => ").append(p.s4)
        .append(", ").append(p.s3).append("/").append(p.s1);
    return r;
  }
  static std::string cat(const Pieces &p) {
    return strcost::str_cat(p.s1, "/", p.s2, p.s3, " => ", p.s4, ", ", p.s3, "/", p.s1);
  }
  static void assign(std::string &out, const Pieces &p) {
    strcost::str_assign(out, p.s1, "/", p.s2, p.s3, " => ", p.s4, ", ", p.s3, "/", p.s1);
  }
  static void reserveAppend(std::string &out, const Pieces &p) {
    out.clear();
    out.reserve(2 * p.s1.size() + p.s2.size() + 2 * p.s3.size() + p.s4.size() + 1 + 4 + 2 + 1);
    out.append(p.s1).append("/").append(p.s2).append(p.s3).append(" => ").append(p.s4);
    out.append(", ").append(p.s3).append("/").append(p.s1);
  }
  static void resizeCopy(std::string &out, const Pieces &p) {
    out.resize(2 * p.s1.size() + p.s2.size() + 2 * p.s3.size() + p.s4.size() + 1 + 4 + 2 + 1);
    char *o = out.data();
    o = copy(o, p.s1), *o++ = '/', o = copy(o, p.s2), o = copy(o, p.s3);
    o = copy(o, " => "), o = copy(o, p.s4), o = copy(o, ", "), o = copy(o, p.s3);
    *o++ = '/', copy(o, p.s1);
  }
#if defined(STRCOST_HAVE_ABSL)
  static std::string absl(const Pieces &p) {
    return absl::StrCat(p.s1, "/", p.s2, p.s3, " => ", p.s4, ", ", p.s3, "/", p.s1);
  }
#endif
#if defined(STRCOST_HAVE_FMT)
  static std::string fmt(const Pieces &p) {
    return fmt::format("{}/{}{} => {}, {}/{}", p.s1, p.s2, p.s3, p.s4, p.s3, p.s1);
  }
#endif
};

// Like the seed's loop, `s` lives outside it: value-returning variants
// move-assign into it, in-place variants write into it.
template <class Build>
void run(benchmark::State &state, const Pieces &input, const std::string &expected,
         Build build) {
  Pieces p = input;
  std::string s;
  benchmark::DoNotOptimize(p);
  const strcost_bench::AllocationCounter allocations;
  for (auto _ : state) {
    build(s, p);
    benchmark::DoNotOptimize(s.data());
    benchmark::ClobberMemory();
  }
  state.counters["allocs"] = benchmark::Counter(static_cast<double>(allocations.count()),
                                                benchmark::Counter::kAvgIterations);
  state.SetLabel(std::to_string(s.size()) + " chars");
  if (s != expected)
    state.SkipWithError("built a different string than chained +");
}

template <class Expr> void registerExperiment(const std::string &name, const Pieces &input) {
  const std::string prefix = "BM_" + name + "_";
  const Pieces *in = &input;
  const std::string expected = Expr::plus(input);
  auto add = [&](const char *variant, auto build) {
    benchmark::RegisterBenchmark((prefix + variant).c_str(),
                                 [in, expected, build](benchmark::State &state) {
                                   run(state, *in, expected, build);
                                 });
  };
  add("ChainedPlus", [](std::string &s, const Pieces &p) { s = Expr::plus(p); });
  add("StrCat", [](std::string &s, const Pieces &p) { s = Expr::cat(p); });
  add("StdForm", [](std::string &s, const Pieces &p) { s = Expr::stdForm(p); });
  add("StrAssign", [](std::string &s, const Pieces &p) { Expr::assign(s, p); });
  add("ReserveAppend", [](std::string &s, const Pieces &p) { Expr::reserveAppend(s, p); });
  add("ResizeCopy", [](std::string &s, const Pieces &p) { Expr::resizeCopy(s, p); });
#if defined(STRCOST_HAVE_ABSL)
  add("AbslStrCat", [](std::string &s, const Pieces &p) { s = Expr::absl(p); });
#endif
#if defined(STRCOST_HAVE_FMT)
  add("FmtFormat", [](std::string &s, const Pieces &p) { s = Expr::fmt(p); });
#endif
}

const bool kRegistered = [] {
  registerExperiment<Concat3>("Concat3Short", kShort);
  registerExperiment<Concat3>("Concat3Long", kLong);
  registerExperiment<Concat6>("Concat6Short", kShort);
  registerExperiment<Concat6>("Concat6Long", kLong);
  registerExperiment<Concat10>("Concat10Short", kTiny);
  registerExperiment<Concat10>("Concat10Long", kLong);
  return true;
}();

} // namespace

BENCHMARK_MAIN();
