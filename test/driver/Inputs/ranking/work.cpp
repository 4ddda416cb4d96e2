// A fixed workload for the ranking test: three findings of one check, run
// 1000 times, 10 times and never.
#include <cstdio>
#include <cstring>
#include <string>

std::size_t hot(const std::string &S) { return std::strlen(S.c_str()); }

std::size_t warm(const std::string &S) { return std::strlen(S.c_str()); }

std::size_t cold(const std::string &S) { return std::strlen(S.c_str()); }

int main(int Argc, char **) {
  std::string Text = "a string of some length";
  std::size_t Sum = 0;
  for (int I = 0; I < 1000; ++I)
    Sum += hot(Text);
  for (int I = 0; I < 10; ++I)
    Sum += warm(Text);
  if (Argc > 5)
    Sum += cold(Text);
  std::printf("%zu\n", Sum);
}
