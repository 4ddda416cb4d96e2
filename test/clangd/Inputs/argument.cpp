#include <cstddef>
#include <string>

static std::size_t width(const std::string &Text) { return Text.size(); }

std::size_t layout() { return width("a label") + width("a second label past the buffer"); }
