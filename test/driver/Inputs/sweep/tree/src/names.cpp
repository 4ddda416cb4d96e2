#include "tree/names.h"
// One chained concatenation: one finding in every mode.
std::string joinPath(const std::string &dir, const std::string &file) {
  return dir + "/" + file + ".txt";
}
