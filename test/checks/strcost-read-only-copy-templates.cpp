// RUN: %check_strcost -check-suffixes=,PARSED %s strcost-read-only-copy %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-read-only-copy %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// Templates: a local of a function template is judged once, in the template
// as written, not in each instantiation; a local whose type or original
// depends on a template parameter is left alone, and so is one whose uses
// do (a call that is resolved per instantiation may need a std::string).
// Under delayed template parsing (MSVC's way) a template instantiated in the
// unit is parsed at its end and judged the same; one never instantiated is
// never parsed: no finding there.

#include <string>
#include <string_view>

void takeView(std::string_view) {}

template <class T> void positiveInTemplate(const std::string &Name, T) {
  std::string Copy = Name;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Copy' copies 'Name' only to read it
  // CHECK-FIXES: const auto &Copy = Name;
  takeView(Copy);
}

template <class T> void negativeDependentType(const T &Name) {
  T Copy = Name;
  takeView(Copy);
}

template <class T> void negativeDependentUse(const std::string &Name, T Sink) {
  std::string Copy = Name;
  Sink(Copy);
}

template <class T> struct Box {
  void positiveInMember(const std::string &Name) {
    std::string Copy = Name;
    // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'Copy' copies 'Name'
    // CHECK-FIXES: const auto &Copy = Name;
    takeView(Copy);
  }
};

void instantiate() {
  positiveInTemplate(std::string("a"), 1);
  positiveInTemplate(std::string("a"), 2.0);
  negativeDependentType(std::string("b"));
  negativeDependentUse(std::string("c"), [](std::string &) {});
  Box<int>().positiveInMember("d");
  Box<char>().positiveInMember("e");
}

template <class T> void positiveNeverInstantiated(const std::string &Name, T) {
  std::string Unused = Name;
  // CHECK-MESSAGES-PARSED: :[[@LINE-1]]:15: warning: 'Unused' copies 'Name'
  // CHECK-FIXES-PARSED: const auto &Unused = Name;
  takeView(Unused);
}
