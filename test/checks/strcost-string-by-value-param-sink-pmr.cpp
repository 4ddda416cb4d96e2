// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++20
// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++23
// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// The sink family (see -sink.cpp) with strings of other allocators and
// character types. A std::pmr::string member copied from the parameter takes
// the default resource (the copy asks select_on_container_copy_construction);
// moved, it would keep the argument's: the memory the member lives in would
// change, so no fix-it.

#include <memory_resource>
#include <string>
#include <utility>

struct NoFixPmr {
  NoFixPmr(const std::pmr::string &S) : S_(S) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:36: warning: the 'const std::pmr::string &' parameter 'S' is copied into member 'S_', and a construction gives it a temporary that is then copied again; take it by value and move it into the member [strcost-string-by-value-param]
  // CHECK-MESSAGES: :[[@LINE-2]]:36: note: no fix-it: the string's allocator is not std::allocator
  std::pmr::string S_;
};
NoFixPmr makePmr(const std::pmr::string &A) { return NoFixPmr(A + "x"); }

struct PositiveU16 {
  PositiveU16(const std::u16string &S) : S_(S) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:37: warning: the 'const std::u16string &' parameter 'S' is copied into member 'S_'
  // CHECK-FIXES: PositiveU16(std::u16string S) : S_(std::move(S)) {}
  std::u16string S_;
};
PositiveU16 makeU16() { return PositiveU16(u"a sixteen-bit string past the buffer"); }

// A view member is not a copy of the string.
struct NegativeViewMember {
  NegativeViewMember(const std::string &S) : V_(S) {}
  std::string_view V_;
};
