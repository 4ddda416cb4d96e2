#include <string>
#include <vector>

void fill(std::string *, int);
void take(const std::string &);
bool more();

// leveldb's table/table_test.cc, Harness.Randomized, reduced.
void randomized(int rounds, int rows, int cols) {
  for (int n = 0; n < rounds; ++n) {
    for (int r = 0; r < rows; ++r) {
      for (int c = 0; c < cols; ++c) {
        std::string v;
        fill(&v, c);
        take(v);
      }
    }
  }
}

void middleAndInner(const std::vector<int> &v, int cols) {
  while (more()) {
    for (int x : v) {
      std::string line = "row:";
      for (int c = 0; c < cols; ++c) {
        std::string cell;
        fill(&cell, c + x);
        line += cell;
      }
      take(line);
    }
  }
}

void unbraced(int rows, int cols) {
  for (int r = 0; r < rows; ++r)
    do {
      std::string v;
      fill(&v, r);
      take(v);
    } while (--cols > 0);
}

// Stops in front of the middle loop: the next run reports the string there
// again, without a fix-it (the label), and changes nothing.
void labelAfterOuter(int rows, int cols) {
  if (rows < 0)
    goto done;
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      std::string v;
      fill(&v, c);
      take(v);
    }
  }
done:;
}
