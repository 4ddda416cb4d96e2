// A pair naming a header with nothing the pair's check fixes: the build step
// must fail rather than compare the header's code with itself.
// strcost-pair-checks: strcost-chained-concatenation
// strcost-pair-headers: unfixed_header_lib.h
#include "unfixed_header_lib.h"

std::string here(const std::string &a, const std::string &b) {
  std::string line = a + "/" + b + ".txt";
  return line;
}
