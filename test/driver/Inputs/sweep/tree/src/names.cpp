#include "tree/names.h"
// libstdc++'s <atomic> in MS mode needs the GNU atomics macros the sweep adds.
#include <atomic>
// One chained concatenation: one finding in every mode.
std::string joinPath(const std::string &dir, const std::string &file) {
  return dir + "/" + file + ".txt";
}
