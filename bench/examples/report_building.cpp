// Building text piece by piece, as seed paper 000 measured it (test 1, a
// character appended at a time; the streams test writing to memory) and
// seed paper 004 (2-byte appends): a string stream that only concatenates, a
// string rebuilt whole at every step of a loop, a string made and destroyed
// at every iteration, and a map searched twice for the same key.
#include <cstddef>
#include <map>
#include <sstream>
#include <string>
#include <vector>

std::string describe(const std::string &Name, int Count) {
  std::ostringstream Out;
  Out << Name << ": " << Count << " items";
  return Out.str();
}

std::string dashes(std::size_t N) {
  std::string Line;
  for (std::size_t I = 0; I < N; ++I)
    Line = Line + '-';
  return Line;
}

std::size_t totalRowLength(const std::vector<std::string> &Cells) {
  std::size_t Total = 0;
  for (const std::string &Cell : Cells) {
    std::string Row;
    Row += "| ";
    Row += Cell;
    Row += " |";
    Total += Row.size();
  }
  return Total;
}

int quantityOf(const std::map<std::string, int> &Stock, const std::string &Item) {
  if (Stock.count(Item))
    return Stock.at(Item);
  return 0;
}
