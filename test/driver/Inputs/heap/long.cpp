// Pieces of 4000 characters, where the cost model assumes 32: the measured
// size of each allocation is a hundred times the note's.
#include <cstdio>
#include <string>

std::string join(const std::string &A, const std::string &B) { return A + "/" + B; }

int main() {
  std::string A(4000, 'a'), B(4000, 'b');
  std::size_t Sum = 0;
  for (int I = 0; I < 100; ++I)
    Sum += join(A, B).size();
  std::printf("%zu\n", Sum);
}
