// A fixed workload for the heap-profile test: three findings of one check,
// run 1000 times, 10 times and never, and 500 strings of 24 to 63
// characters built at a line no check reports (keys). The pieces are longer than either library's
// small-string buffer, so each step of a chain allocates.
#include <cstdio>
#include <string>
#include <vector>

std::string hot(const std::string &Dir, const std::string &Name) { return Dir + "/" + Name + ".txt"; }

std::string warm(const std::string &Dir, const std::string &Name) { return Dir + "/" + Name + ".log"; }

std::string cold(const std::string &Dir, const std::string &Name) { return Dir + "/" + Name + ".tmp"; }

std::size_t keys(int N) {
  std::vector<std::string> Keys;
  Keys.reserve(N);
  for (int I = 0; I < N; ++I)
    Keys.emplace_back(24 + I % 40, 'k');
  return Keys.size();
}

int main(int Argc, char **) {
  std::string Dir(40, 'd'), Name(30, 'n');
  std::size_t Sum = 0;
  for (int I = 0; I < 1000; ++I)
    Sum += hot(Dir, Name).size();
  for (int I = 0; I < 10; ++I)
    Sum += warm(Dir, Name).size();
  if (Argc > 5)
    Sum += cold(Dir, Name).size();
  Sum += keys(500);
  std::printf("%zu\n", Sum);
}
