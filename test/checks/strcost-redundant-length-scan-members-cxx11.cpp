// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++14
// RUN: %if libcxx %{ %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++11 -stdlib=libc++ %}
// RUN: %check_strcost -check-suffix=CXX17 %s strcost-redundant-length-scan %t -- -- -std=c++17

// Before C++17 a string member takes a string of its own type only: there is
// no view overload for a string of another allocator.

#include <memory>
#include <string>

template <class T> struct Alloc : std::allocator<T> {
  template <class U> struct rebind { using other = Alloc<U>; };
  Alloc() = default;
  template <class U> Alloc(const Alloc<U> &) {}
};
using AllocString = std::basic_string<char, std::char_traits<char>, Alloc<char>>;

std::size_t positiveFind(const std::string &T, const std::string &S) {
  return T.find(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'find' of 'c_str()' rescans
  // CHECK-FIXES: return T.find(S);
  // CHECK-MESSAGES-CXX17: :[[@LINE-3]]:17: warning: 'find' of 'c_str()' rescans
  // CHECK-FIXES-CXX17: return T.find(S);
}

std::size_t negativeFixOtherAllocator(const std::string &T, const AllocString &S) {
  return T.find(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'find' of 'c_str()' rescans
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: before C++17 'find' takes no string of another allocator, and no view
  // CHECK-MESSAGES-CXX17: :[[@LINE-3]]:17: warning: 'find' of 'c_str()' rescans
  // CHECK-FIXES-CXX17: return T.find(S);
}

void negativeFixOtherAllocatorInsert(std::string &T, const AllocString &S) {
  T.insert(0, S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'insert' of 'c_str()' rescans
  // CHECK-MESSAGES: :[[@LINE-2]]:15: note: no fix-it: before C++17 'insert' takes no string of another allocator, and no view
  // CHECK-MESSAGES-CXX17: :[[@LINE-3]]:15: warning: 'insert' of 'c_str()' rescans
  // CHECK-FIXES-CXX17: T.insert(0, S);
}

bool positiveLess(const std::string &T, const std::string &S) {
  return T < S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: 'operator<' of 'c_str()' rescans
  // CHECK-FIXES: return T < S;
  // CHECK-MESSAGES-CXX17: :[[@LINE-3]]:14: warning: 'operator<' of 'c_str()' rescans
  // CHECK-FIXES-CXX17: return T < S;
}

std::string positivePlus(const std::string &T, const std::string &S) {
  return T.c_str() + S;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'operator+' of 'c_str()' rescans
  // CHECK-FIXES: return T + S;
  // CHECK-MESSAGES-CXX17: :[[@LINE-3]]:10: warning: 'operator+' of 'c_str()' rescans
  // CHECK-FIXES-CXX17: return T + S;
}

// `P + S` would build the result with S's allocator, `T + S` with T's.
AllocString negativeFixPlusOwnAllocator(const AllocString &T, const AllocString &S) {
  return T.c_str() + S;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'operator+' of 'c_str()' rescans
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: the result would take the allocator of the left operand instead of the right one's
  // CHECK-MESSAGES-CXX17: :[[@LINE-3]]:10: warning: 'operator+' of 'c_str()' rescans
  // CHECK-MESSAGES-CXX17: :[[@LINE-4]]:10: note: no fix-it: the result would take the allocator
}
