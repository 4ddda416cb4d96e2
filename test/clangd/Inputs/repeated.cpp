#include <map>
#include <string>
#include <unordered_map>

int priceOf(const std::map<std::string, int> &Prices, const std::string &Name) {
  if (Prices.count(Name))
    return Prices.at(Name);
  return 0;
}

void bump(std::unordered_map<std::string, int> &Counts, const std::string &Word) {
  if (Counts.find(Word) == Counts.end())
    Counts[Word] = 1;
  else
    Counts[Word] += 1;
}
