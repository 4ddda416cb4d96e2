// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++20
// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing
// RUN: %if libcxx %{ %check_strcost %s strcost-loop-growth %t -- -- -std=c++17 -stdlib=libc++ %}

// A nest of counted loops whose innermost body only appends (`for (...)
// for (...) s += x;`, braced or not): the final size is the product of the
// counts, known in front of the outer loop, where one reserve goes. A
// reserve in front of the inner loop would run on each outer iteration (and
// with a library whose reserve allocates no more than asked, reallocate each
// time); an inner loop that is the outer one's whole body has no block for
// it either.

#include <cstddef>
#include <string>
#include <vector>

void positiveUnbracedNest(std::string &s, int rows, int cols) {
  for (int i = 0; i < rows; ++i)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by 1 character on each of a number of iterations known before the nest of loops, reallocating as it goes; reserve its final size in front of the outer loop [strcost-loop-growth]
    for (int j = 0; j < cols; ++j)
      s += 'x';
// CHECK-FIXES: {{^}}void positiveUnbracedNest(std::string &s, int rows, int cols) {{{$}}
// CHECK-FIXES-NEXT: {{^}}  s.reserve(s.size() + (rows > 0 ? static_cast<std::size_t>(rows) * (cols > 0 ? static_cast<std::size_t>(cols) : 0) : 0));{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int i = 0; i < rows; ++i){{$}}
}

void positiveBracedNest(std::string &s, int rows, int cols) {
  for (int i = 0; i < rows; ++i) {
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by 2 characters on each of a number of iterations known before the nest of loops
    for (int j = 0; j < cols; ++j)
      s += "ab";
  }
// CHECK-FIXES: {{^}}void positiveBracedNest(std::string &s, int rows, int cols) {{{$}}
// CHECK-FIXES-NEXT: {{^}}  s.reserve(s.size() + (rows > 0 ? static_cast<std::size_t>(rows) * (cols > 0 ? static_cast<std::size_t>(cols) * 2 : 0) : 0));{{$}}
}

void positiveConstantNest(std::string &s) {
  for (int i = 0; i < 8; ++i)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by 2 characters on each of a number of iterations known before the nest of loops
    for (int j = 0; j < 4; ++j)
      s += "ab";
// CHECK-FIXES: {{^}}  s.reserve(s.size() + 64);{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int i = 0; i < 8; ++i){{$}}
}

void positiveThreeLevels(std::string &s, unsigned a, const std::vector<int> &v) {
  for (unsigned i = 0; i < a; ++i)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by 1 character on each of a number of iterations known before the nest of loops
    for (std::size_t j = 0; j < v.size(); ++j)
      for (unsigned k = 0; k < 3; ++k)
        s += '.';
// CHECK-FIXES: {{^}}  s.reserve(s.size() + static_cast<std::size_t>(a) * v.size() * 3);{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (unsigned i = 0; i < a; ++i){{$}}
}

// The inner bound is the outer counter: the final size is not a product.
void positiveTriangularNest(std::string &s, int n) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < i; ++j)
// CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 's' grows by 1 character on each of a number of iterations known before the loop
// CHECK-MESSAGES: :[[@LINE-2]]:5: note: no fix-it: the loop is the whole body of another loop: a reserve in front of it would need braces, and would run on each of that loop's iterations, reallocating each time where 'reserve' allocates no more than asked
      s += 'x';
}

// The outer loop's count is not known in front of it.
void positiveOuterNotCounted(std::string &s, const std::vector<int> &rows, int cols) {
  for (int r : rows)
    for (int j = 0; j < cols; ++j)
// CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 's' grows by 1 character on each of a number of iterations known before the loop
// CHECK-MESSAGES: :[[@LINE-2]]:5: note: no fix-it: the loop is the whole body of another loop: a reserve in front
      s += static_cast<char>(r);
}

// Another string grown by the outer loop's body: no nest of appends.
void positiveOuterBodyAppendsToo(std::string &s, int rows, int cols) {
  for (int i = 0; i < rows; ++i) {
    s += '|';
    for (int j = 0; j < cols; ++j)
// CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 's' grows by 1 character on each of a number of iterations known before the loop
      s += 'x';
  }
// CHECK-FIXES: {{^}}    s.reserve(s.size() + (cols > 0 ? static_cast<std::size_t>(cols) : 0));{{$}}
}

// A reserve in front of the nest already: nothing to report.
void negativeReservedNest(std::string &s, int rows, int cols) {
  s.reserve(s.size() + static_cast<std::size_t>(rows) * cols);
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j)
      s += 'x';
}
