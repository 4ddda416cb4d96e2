// RUN: %check_strcost %s strcost-read-only-copy %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-read-only-copy %t -- -- -std=c++17 -stdlib=libc++

// The cost note: the copy the local makes, of a known length (a literal) or
// an assumed 32 characters.

#include <string>
#include <string_view>

void takeView(std::string_view) {}

void positiveCopyOfParam(const std::string &Name) {
  std::string Copy = Name;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Copy' copies 'Name' only to read it
  // CHECK-MESSAGES: :[[@LINE-2]]:15: note: cost per execution: 1 allocation, 32 bytes copied, ~12 ns (assuming 32 characters where the length is unknown)
  // CHECK-FIXES: const auto &Copy = Name;
  takeView(Copy);
}

void positiveCopyOfLiteral() {
  std::string Copy = "some text that is long enough to allocate";
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Copy' copies a string literal only to read it
  // CHECK-MESSAGES: :[[@LINE-2]]:15: note: cost per execution: 1 allocation, 41 bytes copied, ~12 ns{{$}}
  // CHECK-FIXES: std::string_view Copy = "some text that is long enough to allocate";
  takeView(Copy);
}

void negativeModified(const std::string &Name) {
  std::string Copy = Name;
  Copy += "!";
  takeView(Copy);
}
