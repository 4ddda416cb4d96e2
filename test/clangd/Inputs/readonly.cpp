#include <cstddef>
#include <string>

std::size_t countA(const std::string &Text) {
  std::string Copy = Text;
  std::size_t N = 0;
  for (char C : Copy)
    N += C == 'a';
  return N;
}

bool startsWithHash(const char *Line) {
  std::string Head = Line;
  return !Head.empty() && Head[0] == '#';
}
