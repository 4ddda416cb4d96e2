// Gives only Note a temporary: Note's edit here carries <utility>.
#include "widget.h"

std::size_t noteOnly(const char *P) {
  Note N(std::string(P) + "?");
  return N.Body.size();
}
