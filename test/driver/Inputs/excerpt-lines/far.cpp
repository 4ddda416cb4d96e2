#include <string>

// The fix inserts #include <strcost/str_cat.h> on line 1, more than 16 lines
// above the finding on line 26: clang numbered the excerpt from line 1.
int filler0;
int filler1;
int filler2;
int filler3;
int filler4;
int filler5;
int filler6;
int filler7;
int filler8;
int filler9;
int filler10;
int filler11;
int filler12;
int filler13;
int filler14;
int filler15;
int filler16;
int filler17;

std::string join(const std::string &a, const std::string &b,
                 const std::string &c) {
  return a + b + c;
}
