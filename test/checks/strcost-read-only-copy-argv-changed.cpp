// RUN: %check_strcost %s strcost-read-only-copy %t -- -- -std=c++17 -DPASS_ARGV
// RUN: %check_strcost %s strcost-read-only-copy %t -- -- -std=c++17 -DWRITE_ARGV
// RUN: %check_strcost %s strcost-read-only-copy %t -- -- -std=c++17 -DASSIGN_ARGV
// RUN: %check_strcost %s strcost-read-only-copy %t -- -- -std=c++17 -DNOT_MAIN

// argv passed on (a parser may permute or edit it), an element passed as a
// `char *`, an element assigned, or a function that is not main: the copy of
// `argv[1]` stays, and is not reported.

#include <string>

void takeView(std::string_view);
int parse(int, char **);
char *mutate(char *);

#ifdef NOT_MAIN
int notMain(int argc, char *argv[]) {
#else
int main(int argc, char *argv[]) {
#endif
  std::string Mode = argv[1];
#ifdef PASS_ARGV
  parse(argc, argv);
#endif
#ifdef WRITE_ARGV
  mutate(argv[1]);
#endif
#ifdef ASSIGN_ARGV
  argv[1][0] = 'x';
#endif
  takeView(Mode);
  return 0;
}
