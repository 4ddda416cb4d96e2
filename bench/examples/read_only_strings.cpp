// Strings that exist only to be read: the "mode 1" of seed paper 001 (a pointer
// and a length, no allocation and no copy) against std::string objects built
// anyway: a constant made at program start, a temporary built at every call of
// a function that only reads its argument, and a local copy that is only read.
#include <cstddef>
#include <string>

const std::string kSeparator = ", separated by a comma and a space, ";

static std::size_t countVowels(const std::string &Word) {
  std::size_t N = 0;
  for (char C : Word)
    N += C == 'a' || C == 'e' || C == 'i' || C == 'o' || C == 'u';
  return N;
}

std::size_t vowelsInGreeting() { return countVowels("a greeting longer than the buffer"); }

bool isComment(const char *Line) {
  std::string Text = Line;
  return !Text.empty() && Text[0] == '#';
}

std::size_t separatorLength() { return kSeparator.size(); }
