// A pair about strcost-loop-growth whose code also holds another check's
// pattern (strcost-redundant-length-scan's strlen of c_str()), as an older
// pair may once a newer check finds something in it: only the pair's own
// check may fix it.
// strcost-pair-checks: strcost-loop-growth
#include <cstring>
#include <string>

std::string copy_by_chars(const std::string &text) {
  std::string out;
  for (char c : text)
    out = out + c;
  return out;
}

std::size_t length(const std::string &s) { return std::strlen(s.c_str()); }
