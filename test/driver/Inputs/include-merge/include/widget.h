#include <string>

struct Label {
  std::string Text;
  Label(const std::string &T) : Text(T) {}
};

struct Note {
  std::string Body;
  Note(const std::string &B) : Body(B) {}
};
