// A fixed workload for heap-profile-callee.test: a string declared in a
// loop and grown by a callee (hunspell's suggestmgr.cxx:768, filled by
// u16_u8), run 1000 times; the same callee growing another string, 100
// times; a chain, run 10 times, one of whose pieces is built by a
// function of its own; and a loop's string grown by a callee that also
// calls that function, 50 times. Strings of 40 characters, longer than
// either library's small-string buffer.
#include <cstdio>
#include <string>
#include <vector>

// Grows Out one character at a time: the allocations are made here, a frame
// below the loops that call it.
__attribute__((noinline)) void fill(std::string &Out, const std::vector<char> &Src) {
  for (char C : Src)
    if (C) Out.push_back(C); // some iterations append nothing: no reserve finding here
}

// A string of its own: what it allocates is not the cost of its caller.
__attribute__((noinline)) std::string name(const std::vector<char> &Src) {
  return std::string(Src.begin(), Src.end());
}

std::string path(const std::string &Dir, const std::vector<char> &Src) {
  return Dir + "/" + name(Src) + ".txt";
}

// Grows Out on its own line with a string that a function it calls builds,
// two frames below the loop: that allocation is name's, not the loop
// string's (ninja's `parser.Load(file, &err)`, under which the whole
// manifest is parsed).
__attribute__((noinline)) void load(std::string &Out, const std::vector<char> &Src) {
  std::string Piece = name(Src);
  Out.append(Piece);
}

int main() {
  std::vector<char> Src(40, 'w');
  std::string Dir(40, 'd');
  std::vector<std::string> Kept;
  Kept.reserve(100);
  std::size_t Sum = 0;
  for (int I = 0; I < 1000; ++I) {
    std::string Word;
    fill(Word, Src);
    Sum += Word.size();
  }
  for (int I = 0; I < 100; ++I) {
    Kept.emplace_back();
    fill(Kept.back(), Src);
  }
  for (int I = 0; I < 10; ++I)
    Sum += path(Dir, Src).size();
  for (int I = 0; I < 50; ++I) {
    std::string Err;
    load(Err, Src);
    Sum += Err.size();
  }
  std::printf("%zu\n", Sum + Kept.size());
}
