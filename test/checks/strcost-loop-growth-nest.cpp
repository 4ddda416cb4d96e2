// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// A string declared in the innermost loop of a nest goes in front of the
// outermost loop whose body holds the next one directly (as its braced or
// unbraced body, alone or among other statements), so that one run settles
// it: declared in front of the inner loop only, it would stand in the
// middle loop's body, and the next run would report it there again
// (leveldb's table/table_test.cc, Harness.Randomized). Every level on the
// way must take it as the loop of its own body would: climbing stops at the
// first loop with a label or 'case' at or after it in its block, a
// preprocessor line in front of it, skipped code in it, or no block around
// it. The clear() stays where the declaration was.

#include <string>
#include <vector>

void fill(std::string *, int);
void take(const std::string &);
bool more();

// leveldb's Harness.Randomized, reduced.
void positiveTwoLevels(int rows, int cols) {
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      std::string v;
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: 'v' is made and freed on every loop iteration, allocating again as it grows; declare it in front of the loop and clear it here to keep its capacity [strcost-loop-growth]
      fill(&v, c);
      take(v);
    }
  }
}
// CHECK-FIXES: {{^}}void positiveTwoLevels(int rows, int cols) {{{$}}
// CHECK-FIXES-NEXT: {{^}}  std::string v;{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int r = 0; r < rows; ++r) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    for (int c = 0; c < cols; ++c) {{{$}}
// CHECK-FIXES-NEXT: {{^}}      v.clear();{{$}}

void positiveThreeLevelsMixed(const std::vector<std::vector<int>> &grid, int n) {
  while (more()) {
    for (const auto &row : grid) {
      for (int i = 0; i < n; ++i) {
        std::string cell;
// CHECK-MESSAGES: :[[@LINE-1]]:21: warning: 'cell' is made and freed
        cell += std::to_string(row.size());
        cell += ':';
        take(cell);
      }
    }
  }
}
// CHECK-FIXES: {{^}}void positiveThreeLevelsMixed(const std::vector<std::vector<int>> &grid, int n) {{{$}}
// CHECK-FIXES-NEXT: {{^}}  std::string cell;{{$}}
// CHECK-FIXES-NEXT: {{^}}  while (more()) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    for (const auto &row : grid) {{{$}}
// CHECK-FIXES-NEXT: {{^}}      for (int i = 0; i < n; ++i) {{{$}}
// CHECK-FIXES-NEXT: {{^}}        cell.clear();{{$}}

void positiveDoWhileOuter(const std::vector<int> &v, int n) {
  do {
    for (int x : v) {
      std::string s;
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: 's' is made and freed
      s += std::to_string(x);
      take(s);
    }
  } while (--n > 0);
}
// CHECK-FIXES: {{^}}void positiveDoWhileOuter(const std::vector<int> &v, int n) {{{$}}
// CHECK-FIXES-NEXT: {{^}}  std::string s;{{$}}
// CHECK-FIXES-NEXT: {{^}}  do {{{$}}
// CHECK-FIXES-NEXT: {{^}}    for (int x : v) {{{$}}
// CHECK-FIXES-NEXT: {{^}}      s.clear();{{$}}

void positiveInnerDoWhile(int rows) {
  for (int r = 0; r < rows; ++r) {
    do {
      std::string s;
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: 's' is made and freed
      fill(&s, r);
      take(s);
    } while (more());
  }
}
// CHECK-FIXES: {{^}}void positiveInnerDoWhile(int rows) {{{$}}
// CHECK-FIXES-NEXT: {{^}}  std::string s;{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int r = 0; r < rows; ++r) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    do {{{$}}
// CHECK-FIXES-NEXT: {{^}}      s.clear();{{$}}

void positiveUnbracedNest(int rows, int cols) {
  // The inner loop is the outer one's body itself: no block to declare the
  // string in, but nothing to stop it on its way out either.
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      std::string v;
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: 'v' is made and freed
      fill(&v, c);
      take(v);
    }
}
// CHECK-FIXES: {{^}}void positiveUnbracedNest(int rows, int cols) {{{$}}
// CHECK-FIXES: {{^}}  std::string v;{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int r = 0; r < rows; ++r){{$}}
// CHECK-FIXES-NEXT: {{^}}    for (int c = 0; c < cols; ++c) {{{$}}
// CHECK-FIXES-NEXT: {{^}}      v.clear();{{$}}

void positiveAmongOtherStatements(int rows, int cols) {
  for (int r = 0; r < rows; ++r) {
    take("row");
    for (int c = 0; c < cols; ++c) {
      std::string v;
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: 'v' is made and freed
      fill(&v, c);
      take(v);
    }
    take("end of row");
  }
}
// CHECK-FIXES: {{^}}void positiveAmongOtherStatements(int rows, int cols) {{{$}}
// CHECK-FIXES-NEXT: {{^}}  std::string v;{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int r = 0; r < rows; ++r) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    take("row");{{$}}
// CHECK-FIXES: {{^}}      v.clear();{{$}}

// Declared up to its name in front of the nest; each inner iteration starts
// from the literal again, as it did.
void positiveLiteralInNest(int rows, int cols) {
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      std::string key = "id:";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: 'key' is made and freed on every loop iteration, allocating again as it grows; declare it in front of the loop and assign its initial value here
      key += std::to_string(c);
      take(key);
    }
  }
}
// CHECK-FIXES: {{^}}void positiveLiteralInNest(int rows, int cols) {{{$}}
// CHECK-FIXES-NEXT: {{^}}  std::string key;{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int r = 0; r < rows; ++r) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    for (int c = 0; c < cols; ++c) {{{$}}
// CHECK-FIXES-NEXT: {{^}}      key = "id:";{{$}}

// A string of the middle loop, used after the inner loop, and one of the
// inner loop: both go in front of the outer loop, in one insertion carried
// by the first one's finding.
void positiveMiddleAndInnerStrings(int rows, int cols) {
  for (int r = 0; r < rows; ++r) {
    std::string line;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'line' is made and freed
    for (int c = 0; c < cols; ++c) {
      std::string cell;
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: 'cell' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:19: note: no fix-it: the fix of 'line' declares it in front of the loop too
      fill(&cell, c);
      line += cell;
    }
    take(line);
  }
}
// CHECK-FIXES: {{^}}void positiveMiddleAndInnerStrings(int rows, int cols) {{{$}}
// CHECK-FIXES-NEXT: {{^}}  std::string line;{{$}}
// CHECK-FIXES-NEXT: {{^}}  std::string cell;{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int r = 0; r < rows; ++r) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    line.clear();{{$}}
// CHECK-FIXES: {{^}}      cell.clear();{{$}}

// Two sibling inner loops' strings meet in front of the outer loop.
void positiveSiblingLoops(int rows, int cols) {
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      std::string a;
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: 'a' is made and freed
      fill(&a, c);
      take(a);
    }
    for (int c = 0; c < cols; ++c) {
      std::string b;
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: 'b' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:19: note: no fix-it: the fix of 'a' declares it in front of the loop too
      fill(&b, c);
      take(b);
    }
  }
}
// CHECK-FIXES: {{^}}void positiveSiblingLoops(int rows, int cols) {{{$}}
// CHECK-FIXES-NEXT: {{^}}  std::string a;{{$}}
// CHECK-FIXES-NEXT: {{^}}  std::string b;{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int r = 0; r < rows; ++r) {{{$}}
// CHECK-FIXES: {{^}}      a.clear();{{$}}
// CHECK-FIXES: {{^}}      b.clear();{{$}}

// --- Climbing stops ------------------------------------------------------------

void positiveLabelAfterOuter(int rows, int cols) {
  // The outer loop may not take it (a jump to 'done' from in front would
  // skip its declaration): it stops in front of the inner loop.
  if (rows < 0)
    goto done;
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      std::string v;
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: 'v' is made and freed
      fill(&v, c);
      take(v);
    }
  }
done:;
}
// CHECK-FIXES: {{^}}void positiveLabelAfterOuter({{.*}}) {{{$}}
// CHECK-FIXES: {{^}}  for (int r = 0; r < rows; ++r) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    std::string v;{{$}}
// CHECK-FIXES-NEXT: {{^}}    for (int c = 0; c < cols; ++c) {{{$}}
// CHECK-FIXES-NEXT: {{^}}      v.clear();{{$}}

void positiveLabelBeforeInner(int rows, int cols) {
  // A label in the middle loop's body, in front of the inner loop: the inner
  // loop takes the string, the outer one (holding the label) does not.
  for (int r = 0; r < rows; ++r) {
  again:
    take("row");
    for (int c = 0; c < cols; ++c) {
      std::string v;
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: 'v' is made and freed
      fill(&v, c);
      take(v);
    }
    if (more())
      goto again;
  }
}
// CHECK-FIXES: {{^}}void positiveLabelBeforeInner({{.*}}) {{{$}}
// CHECK-FIXES: {{^}}  for (int r = 0; r < rows; ++r) {{{$}}
// CHECK-FIXES-NEXT: {{^}}  again:{{$}}
// CHECK-FIXES-NEXT: {{^}}    take("row");{{$}}
// CHECK-FIXES-NEXT: {{^}}    std::string v;{{$}}
// CHECK-FIXES-NEXT: {{^}}    for (int c = 0; c < cols; ++c) {{{$}}
// CHECK-FIXES: {{^}}      v.clear();{{$}}

void positiveLabelAfterInner(int rows, int cols) {
  // A label after the inner loop in the middle one's body: not even the
  // inner loop takes it.
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      std::string v;
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: 'v' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:19: note: no fix-it: a label or 'case' at or after the loop could be jumped to past the declaration in front of it
      fill(&v, c);
      take(v);
    }
  next:
    if (!more())
      goto next;
  }
}

void positiveCaseAfterOuter(int k, int rows, int cols) {
  // The outer loop stands in the switch's block with a 'default' after it.
  switch (k) {
  case 0:
    take("zero");
    for (int r = 0; r < rows; ++r) {
      for (int c = 0; c < cols; ++c) {
        std::string v;
// CHECK-MESSAGES: :[[@LINE-1]]:21: warning: 'v' is made and freed
        fill(&v, c);
        take(v);
      }
    }
    break;
  default:
    break;
  }
}
// CHECK-FIXES: {{^}}void positiveCaseAfterOuter({{.*}}) {{{$}}
// CHECK-FIXES: {{^}}    for (int r = 0; r < rows; ++r) {{{$}}
// CHECK-FIXES-NEXT: {{^}}      std::string v;{{$}}
// CHECK-FIXES: {{^}}        v.clear();{{$}}

void positiveNameTakenAtMiddleLevel(int rows, int cols) {
  // Anything else named like the string in the function: no fix-it at all,
  // whichever level it stands at.
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      std::string v;
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: 'v' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:19: note: no fix-it: something else in the function is named 'v'
      fill(&v, c);
      take(v);
    }
    int v = r;
    (void)v;
  }
}

void positivePreprocessorLineInFrontOfOuter(int rows, int cols) {
  // An OpenMP 'parallel for' on the outer loop would share a string declared
  // in front of it between threads: it stops in front of the inner loop.
#pragma GCC diagnostic push
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      std::string v;
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: 'v' is made and freed
      fill(&v, c);
      take(v);
    }
  }
#pragma GCC diagnostic pop
}
// CHECK-FIXES: {{^}}void positivePreprocessorLineInFrontOfOuter({{.*}}) {{{$}}
// CHECK-FIXES: {{^}}  for (int r = 0; r < rows; ++r) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    std::string v;{{$}}
// CHECK-FIXES: {{^}}      v.clear();{{$}}

void positivePreprocessorLineInFrontOfMiddle(int rows, int cols, int depth) {
  for (int d = 0; d < depth; ++d) {
#pragma GCC diagnostic push
    for (int r = 0; r < rows; ++r) {
      for (int c = 0; c < cols; ++c) {
        std::string v;
// CHECK-MESSAGES: :[[@LINE-1]]:21: warning: 'v' is made and freed
        fill(&v, c);
        take(v);
      }
    }
#pragma GCC diagnostic pop
  }
}
// CHECK-FIXES: {{^}}void positivePreprocessorLineInFrontOfMiddle({{.*}}) {{{$}}
// CHECK-FIXES: {{^}}  for (int d = 0; d < depth; ++d) {{{$}}
// CHECK-FIXES-NEXT: {{^}}#pragma GCC diagnostic push{{$}}
// CHECK-FIXES-NEXT: {{^}}    for (int r = 0; r < rows; ++r) {{{$}}
// CHECK-FIXES-NEXT: {{^}}      std::string v;{{$}}
// CHECK-FIXES-NEXT: {{^}}      for (int c = 0; c < cols; ++c) {{{$}}
// CHECK-FIXES: {{^}}        v.clear();{{$}}

void positiveUnrollHintOnInner(int rows, int cols) {
  // The hint makes the inner loop an attributed statement: held by no block
  // and by no loop directly, as before.
  for (int r = 0; r < rows; ++r) {
#pragma GCC unroll 2
    for (int c = 0; c < cols; ++c) {
      std::string v;
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: 'v' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:19: note: no fix-it: the loop does not stand directly in a block, where the string could be declared in front of it
      fill(&v, c);
      take(v);
    }
  }
}

#define TRACE 0
void positiveSkippedCodeInOuter(int rows, int cols) {
  // The outer loop holds code the preprocessor left out, which another
  // configuration may compile: it stops in front of the inner loop.
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      std::string v;
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: 'v' is made and freed
      fill(&v, c);
      take(v);
    }
#if TRACE
    take("row");
#endif
  }
}
// CHECK-FIXES: {{^}}void positiveSkippedCodeInOuter({{.*}}) {{{$}}
// CHECK-FIXES: {{^}}  for (int r = 0; r < rows; ++r) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    std::string v;{{$}}
// CHECK-FIXES: {{^}}      v.clear();{{$}}

void positiveNotHeldDirectly(int rows, int cols) {
  // Under an 'if' in the outer loop's body: the inner loop is no statement
  // of that body, and the string goes in front of it only.
  for (int r = 0; r < rows; ++r) {
    if (r % 2) {
      for (int c = 0; c < cols; ++c) {
        std::string v;
// CHECK-MESSAGES: :[[@LINE-1]]:21: warning: 'v' is made and freed
        fill(&v, c);
        take(v);
      }
    }
  }
}
// CHECK-FIXES: {{^}}void positiveNotHeldDirectly({{.*}}) {{{$}}
// CHECK-FIXES: {{^}}    if (r % 2) {{{$}}
// CHECK-FIXES-NEXT: {{^}}      std::string v;{{$}}
// CHECK-FIXES: {{^}}        v.clear();{{$}}

void positiveOuterNotInABlock(bool b, int rows, int cols) {
  // The outer loop has no block around it: the middle one takes the string.
  if (b)
    for (int r = 0; r < rows; ++r) {
      for (int c = 0; c < cols; ++c) {
        std::string v;
// CHECK-MESSAGES: :[[@LINE-1]]:21: warning: 'v' is made and freed
        fill(&v, c);
        take(v);
      }
    }
}
// CHECK-FIXES: {{^}}void positiveOuterNotInABlock({{.*}}) {{{$}}
// CHECK-FIXES: {{^}}    for (int r = 0; r < rows; ++r) {{{$}}
// CHECK-FIXES-NEXT: {{^}}      std::string v;{{$}}
// CHECK-FIXES: {{^}}        v.clear();{{$}}

void positiveLambdaInLoop(int rows, int cols) {
  // A loop in a lambda's body is no statement of the loop around the lambda.
  for (int r = 0; r < rows; ++r) {
    auto row = [&] {
      for (int c = 0; c < cols; ++c) {
        std::string v;
// CHECK-MESSAGES: :[[@LINE-1]]:21: warning: 'v' is made and freed
        fill(&v, c);
        take(v);
      }
    };
    row();
  }
}
// CHECK-FIXES: {{^}}void positiveLambdaInLoop({{.*}}) {{{$}}
// CHECK-FIXES: {{^}}    auto row = [&] {{{$}}
// CHECK-FIXES-NEXT: {{^}}      std::string v;{{$}}
// CHECK-FIXES: {{^}}        v.clear();{{$}}
