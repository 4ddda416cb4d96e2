#include <map>
#include <string>
#include <unordered_map>

int ordered(const char *Key) {
  std::map<std::string, int> Ages = {{"ada", 36}};
  return static_cast<int>(Ages.count(Key) + Ages.count("bob"));
}

int unordered(const char *Key) {
  std::unordered_map<std::string, int> Ids = {{"ada", 1}};
  int N = static_cast<int>(Ids.count(Key));
  N += static_cast<int>(Ids.count("bob"));
  return N + static_cast<int>(Ids.count("eve"));
}
