// A registry keyed by std::string, fed by a C API that hands out const char*
// (seed paper 001, the map experiment): every find/erase builds and frees a
// temporary std::string, and every view of a stored name rescans it.
#include <cstring>
#include <map>
#include <string>
#include <string_view>

extern "C" const char *next_event_name(void);

class Registry {
public:
  void add(const std::string &Name, int Value) { Entries[Name] = Value; }

  int lookup(const char *Name) const {
    auto It = Entries.find(Name);
    return It == Entries.end() ? -1 : It->second;
  }

  void remove(const char *Name) { Entries.erase(Name); }

  std::size_t longestName() const {
    std::size_t Longest = 0;
    for (const auto &Entry : Entries) {
      std::size_t Length = std::strlen(Entry.first.c_str());
      if (Length > Longest)
        Longest = Length;
    }
    return Longest;
  }

private:
  std::map<std::string, int> Entries;
};

int countKnownEvents(const Registry &R, int N) {
  int Known = 0;
  for (int I = 0; I < N; ++I)
    Known += R.lookup(next_event_name()) >= 0;
  return Known;
}
