// RUN: %check_strcost %s strcost-read-only-copy %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-read-only-copy %t -- -- -std=c++20
// RUN: %check_strcost %s strcost-read-only-copy %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.39 -fms-extensions -fdelayed-template-parsing
// RUN: %if libcxx %{ %check_strcost %s strcost-read-only-copy %t -- -- -std=c++17 -stdlib=libc++ %}

// main's `argv[i]` strings live as long as the program: a local std::string
// copied from one and only read becomes a std::string_view, when main only
// reads argv's strings (as `const char *`, or a character at a time). See
// strcost-read-only-copy-argv-changed.cpp for the other cases.

#include <cstring>
#include <string>
// CHECK-FIXES: #include <string_view>

void takeView(std::string_view);

int main(int argc, char *argv[]) {
  if (argc < 2)
    return 1;
  std::string Mode = argv[1];
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Mode' copies the C string 'argv[1]' only to read it; a 'std::string_view' would not allocate or copy [strcost-read-only-copy]
  // CHECK-FIXES: std::string_view Mode = argv[1];
  bool Dashed = argv[1][0] == '-';
  const char *Raw = argv[argc - 1];
  takeView(Mode);
  return Dashed && std::strlen(Raw) > 0 && Mode.size() > 2;
}
