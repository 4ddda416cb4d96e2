// Prints std_form_pmr.h's results and which memory resource each one uses:
// the same before and after the fix.
#include "std_form_pmr.h"
#include <cstdio>

int main() {
  char Buffer[1024];
  std::pmr::monotonic_buffer_resource Arena(Buffer, sizeof Buffer);
  std::pmr::string A("a fairly long piece, past the small buffer", &Arena);
  std::pmr::string P = stdpmr::positiveDeclared(A, '#');
  std::printf("%s %d\n", P.c_str(),
              P.get_allocator().resource() == std::pmr::get_default_resource());
  std::printf("%d\n", stdpmr::positiveAppendKeepsResource(&Arena, A));
  std::pmr::string M("moved, and long enough to be on the heap", &Arena);
  std::pmr::string Q = stdpmr::negativeTemporaryWithItsResource(std::move(M), A);
  std::printf("%s %d\n", Q.c_str(), Q.get_allocator().resource() == &Arena);
  std::printf("%s\n", stdpmr::negativeAuto(A).c_str());
  return 0;
}
