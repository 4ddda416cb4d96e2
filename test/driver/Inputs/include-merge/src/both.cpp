// Gives both constructors a temporary: <utility> goes with this unit's first
// finding (Label), Note's edit here has none.
#include "widget.h"

std::size_t both(const char *P) {
  Label L(std::string(P) + "!");
  Note N(std::string(P) + "?");
  return L.Text.size() + N.Body.size();
}
