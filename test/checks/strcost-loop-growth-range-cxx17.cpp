// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++20
// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++23
// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing
// RUN: %if libcxx %{ %check_strcost %s strcost-loop-growth %t -- -- -std=c++17 -stdlib=libc++ %}
// RUN: %if libcxx %{ %check_strcost %s strcost-loop-growth %t -- -- -std=c++23 -stdlib=libc++ %}

// Loops over a sized container that append at least k characters per
// element, with the C++17 library: views as the range, pmr strings as the
// target, the classic iterator loop reading through its iterator.

#include <array>
#include <memory_resource>
#include <string>
#include <string_view>
#include <vector>

void positiveViewRange(std::string &s, std::string_view sv) {
  for (char c : sv)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by at least 1 character on each iteration over a container whose size is known before the loop
// CHECK-FIXES: {{^}}  s.reserve(s.size() + sv.size());{{$}}
    s += c;
}

std::pmr::string positivePmrString(const std::vector<char> &v) {
  std::pmr::string s;
  for (char c : v) {
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by at least 2 characters on each
// CHECK-FIXES: {{^}}  s.reserve(s.size() + v.size() * 2);{{$}}
    s += c;
    s += ' ';
  }
  return s;
}

// std::array's iterator is a pointer in both libraries: `*it` reads.
void positiveArrayIterator(std::string &s, const std::array<char, 64> &a) {
  for (auto it = a.begin(); it < a.end(); it++)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by at least 1 character on each
// CHECK-FIXES: {{^}}  s.reserve(s.size() + a.size());{{$}}
    s.push_back(*it);
}

// `*it` of the vector's iterator only reads: a call of the library in libc++,
// of libstdc++'s __gnu_cxx::__normal_iterator, which the check trusts too.
void positiveVectorIterator(std::string &s, const std::vector<int> &v) {
  for (auto it = v.begin(); it != v.end(); ++it)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by at least 1 character on each
// CHECK-FIXES: {{^}}  s.reserve(s.size() + v.size());{{$}}
    s += static_cast<char>('0' + *it % 10);
}

// Two reference parameters may name one string.
void negativeIteratorOverItself(std::string &s, const std::string &t) {
  for (std::string::const_iterator it = t.cbegin(); it < t.cend(); it++)
    s.push_back(*it);
}

void negativeIteratorWrittenInBody(std::string &s, std::string_view sv) {
  for (auto it = sv.begin(); it != sv.end(); ++it) {
    s += *it;
    if (*it == '\\')
      ++it;
  }
}

// A C++20 init-statement's variable cannot be read in front of the loop.
#if __cplusplus >= 202002L
void negativeInitStatement(std::string &s) {
  for (std::string_view sv = "abcdefghijklmnopqrstuvwxyz"; char c : sv)
    s += c;
}
#endif
