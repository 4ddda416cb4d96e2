// A C++11 translation unit of the library that paths.h belongs to: it must
// compile against the header as strcost fixed it while analysing C++17 code.
#include "paths.h"

std::string user(std::string &Out) {
  paths::positiveAppend(Out, paths::positiveJoin("a", "b"));
  return paths::positiveNumbered(Out, 1) + paths::positiveViewPiece("r", "n");
}
