// RUN: %check_strcost %s strcost-read-only-copy %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-read-only-copy %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-read-only-copy %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.39 -fms-extensions -fdelayed-template-parsing
// RUN: %if libcxx %{ %check_strcost %s strcost-read-only-copy %t -- -- -std=c++17 -stdlib=libc++ %}

// A member or an element copied into a local only read becomes a
// `const auto &` to it when the object holding it stays put while the local
// is used: a const object of the function's own (nothing but a `mutable`
// member can change it, and it outlives the local), or a `const &`
// parameter that nothing the function writes or calls may reach. Not
// followed: members of `*this`, through a pointer, `mutable` or reference
// members, non-const holders, views and spans (which own nothing).

#include <array>
#include <map>
#include <string>
#include <vector>

void takeRef(const std::string &) {}
void touchGlobal();

struct Config {
  std::string Name;
  std::vector<std::string> Paths;
  mutable std::string Cache;
  std::string &Alias;
};

struct Inner { std::string Label; };
struct Outer { Inner In; };

Config load();
std::vector<std::string> list();

void positiveMemberOfConstLocal() {
  const Config C = load();
  std::string Name = C.Name;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Name' copies 'C.Name' only to read it; a 'const auto &' would not allocate or copy [strcost-read-only-copy]
  // CHECK-FIXES: const auto &Name = C.Name;
  touchGlobal();
  takeRef(Name);
}

void positiveElementOfConstLocal(unsigned I) {
  const std::vector<std::string> V = list();
  std::string First = V[I];
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'First' copies 'V[I]' only to read it
  // CHECK-FIXES: const auto &First = V[I];
  std::string Last = V.back();
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Last' copies 'V.back()' only to read it
  // CHECK-FIXES: const auto &Last = V.back();
  takeRef(First);
  takeRef(Last);
}

void positiveNested(const Outer &O, const Config &C) {
  std::string Label = O.In.Label;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Label' copies 'O.In.Label' only to read it
  // CHECK-FIXES: const auto &Label = O.In.Label;
  std::string Path = C.Paths.at(0);
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Path' copies 'C.Paths.at(0)' only to read it
  // CHECK-FIXES: const auto &Path = C.Paths.at(0);
  takeRef(Label);
  takeRef(Path);
}

void positiveMapAt(const std::map<std::string, std::string> &M) {
  std::string Value = M.at("key");
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'Value' copies 'M.at("key")' only to read it
  // CHECK-FIXES: const auto &Value = M.at("key");
  takeRef(Value);
}

// A const & parameter: a call that may reach the caller's object while the
// local is used keeps the copy.
void negativeConstRefWithUnknownCall(const Config &C) {
  std::string Name = C.Name;
  touchGlobal();
  takeRef(Name);
}

void negativeNonConstLocal() {
  Config C = load();
  std::string Name = C.Name;
  C.Name = "changed";
  takeRef(Name);
}

void negativeMutableMember(const Config &C) {
  std::string Cache = C.Cache;
  takeRef(Cache);
}

void negativeReferenceMember(const Config &C) {
  std::string Alias = C.Alias;
  takeRef(Alias);
}

void negativeThroughPointer(const Config *C) {
  std::string Name = C->Name;
  takeRef(Name);
}

void negativeLocalReference() {
  const Config &C = load();
  std::string Name = C.Name;
  takeRef(Name);
}

struct Widget {
  std::string Title;
  void negativeMemberOfThis() const {
    std::string Copy = Title;
    takeRef(Copy);
  }
};

void negativeModifiedCopy() {
  const Config C = load();
  std::string Name = C.Name;
  Name += "!";
  takeRef(Name);
}

void negativeArrayOfConst(const std::array<std::string, 2> &A) {
  std::string Copy = A[0];
  touchGlobal();
  takeRef(Copy);
}
