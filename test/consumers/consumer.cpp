// A program a user of the installed runtime would write: every public header,
// used once, so that a missing or broken installed header fails the build.
#include <strcost/arena.h>
#include <strcost/lookup.h>
#include <strcost/small_string.h>
#include <strcost/str_cat.h>
#include <strcost/view.h>

#include <cstdio>
#include <string>

int main() {
  strcost::small_string<32> Name("strcost");
  strcost::string_arena Arena;
  std::string_view Stored = Arena.store(Name);
  std::string Greeting = strcost::str_cat("hello, ", Stored, ' ', 17);
  strcost::string_map<int> Counts;
  Counts[Greeting] = 1;
  const bool Ok = Counts.count(strcost::as_view(Greeting)) == 1 &&
                  Greeting == "hello, strcost 17";
  std::puts(Ok ? "consumer: ok" : "consumer: wrong result");
  return Ok ? 0 : 1;
}
