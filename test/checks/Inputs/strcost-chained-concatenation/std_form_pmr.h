// std::pmr::string in a header without the runtime. The chain's result of
// lvalue pieces takes a default-constructed polymorphic_allocator (operator+
// copies the left operand with select_on_container_copy_construction), as a
// declared `std::pmr::string P;` does; a temporary piece may carry its own
// memory resource into the result, so it is declined.
#ifndef STD_FORM_PMR_H
#define STD_FORM_PMR_H

#include <memory_resource>
#include <string>

namespace stdpmr {

inline std::pmr::string positiveDeclared(const std::pmr::string &A, char C) {
  std::pmr::string P = A + "/" + C + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: string built from 4 pieces {{.*}}; reserve the pieces' total size and append them to allocate at most once
  // CHECK-FIXES: {{^}}  std::pmr::string P;{{$}}
  // CHECK-FIXES-NEXT: {{^}}  P.reserve(A.size() + 1 + 1 + A.size());{{$}}
  // CHECK-FIXES-NEXT: {{^}}  P.append(A).append("/").append(1, C).append(A);{{$}}
  return P;
}

inline bool positiveAppendKeepsResource(std::pmr::memory_resource *R,
                                        const std::pmr::string &A) {
  std::pmr::string Out("out:", R);
  Out += A + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: string built from 4 pieces {{.*}}; append the pieces to the destination to reuse its buffer
  // CHECK-FIXES: Out.append(A).append("/").append(A);
  return Out.get_allocator().resource() == R && Out.size() == 5 + 2 * A.size();
}

inline std::pmr::string negativeTemporaryWithItsResource(std::pmr::string A,
                                                         const std::pmr::string &B) {
  std::pmr::string P = std::move(A) + "/" + B;
  // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:24: note: no fix-it: {{.*}}; a piece is a temporary string, whose buffer the chain reuses
  return P;
}

inline std::pmr::string negativeAuto(const std::pmr::string &A) {
  auto P = A + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:12: note: no fix-it: '#include <strcost/str_cat.h>' would {{.*}}; the variable's type is deduced and has no standard name to spell
  return P;
}

} // namespace stdpmr

#endif // STD_FORM_PMR_H
