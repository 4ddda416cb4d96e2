// A pair whose costly code sits in a header it names: the build step fixes a
// copy of in_header_lib.h beside the after-file (with the std form: the header
// does not include the runtime), the main file with str_cat.
// strcost-pair-checks: strcost-chained-concatenation
// strcost-pair-headers: in_header_lib.h
#include "in_header_lib.h"

std::string here(const std::string &a, const std::string &b) {
  std::string line = a + "/" + b + ".txt";
  return line;
}
