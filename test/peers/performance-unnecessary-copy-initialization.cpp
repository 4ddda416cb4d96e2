// RUN: %check_strcost %s 'strcost-*' %t -- -- -std=c++17

// The std::string cases of clang-tidy's performance-unnecessary-copy-
// initialization (its published test, in our own words): what
// strcost-read-only-copy reports for each (docs/peers.md).

#include <map>
#include <string>
#include <vector>

std::size_t use(const std::string &S);
const std::string &globalName();
std::string nameByValue();
struct Record {
  std::string Label;
  const std::string &name() const;
};

// A copy of a local that neither changes while it is read: both report it,
// both make it a const reference.
std::size_t copyOfLocal() {
  std::string A = nameByValue();
  std::string B = A;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'B' copies 'A' only to read it; a 'const auto &' would not allocate or copy [strcost-read-only-copy]
  // CHECK-FIXES: const auto &B = A;
  return B.size() + A.size();
}

// A copy of a parameter taken by reference: the same.
std::size_t copyOfParameter(const std::string &Original) {
  const std::string Copy = Original;
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: 'Copy' copies 'Original' only to read it; a 'const auto &' would not allocate or copy [strcost-read-only-copy]
  // CHECK-FIXES: const auto &Copy = Original;
  return Copy.size();
}

// A copy of a data member of an object that outlives it.
std::size_t copyOfMember(const Record &R) {
  std::string L = R.Label;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'L' copies 'R.Label' only to read it; a 'const auto &' would not allocate or copy [strcost-read-only-copy]
  // CHECK-FIXES: const auto &L = R.Label;
  return L.size();
}

// An element of a container taken by const reference or by value
// (`operator[]`, `at`): both report it.
std::size_t copyOfElement(const std::vector<std::string> &V) {
  std::string E = V[0];
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'E' copies 'V[0]' only to read it; a 'const auto &' would not allocate or copy [strcost-read-only-copy]
  // CHECK-FIXES: const auto &E = V[0];
  return E.size();
}
std::size_t copyOfMapElement(const std::map<int, std::string> &M) {
  const std::string E = M.at(1);
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: 'E' copies 'M.at(1)' only to read it; a 'const auto &' would not allocate or copy [strcost-read-only-copy]
  // CHECK-FIXES: const auto &E = M.at(1);
  return E.size();
}
std::size_t copyOfElementByValue(const std::vector<std::string> V) {
  const auto E = V[0];
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: 'E' copies 'V[0]' only to read it; a 'const auto &' would not allocate or copy [strcost-read-only-copy]
  // CHECK-FIXES: const auto &E = V[0];
  return E.size();
}

// The peer also takes the container through a pointer; strcost follows
// references and the function's own objects only, not what a pointer
// parameter points to.
std::size_t copyThroughPointer(const std::vector<std::string> *V) {
  const auto E = (*V)[0];
  return E.size();
}

// The peer's main case: a copy of what a function returns by const
// reference. strcost does not report it: the reference's object is unknown,
// so neither its lifetime nor whether a call made while the copy is read
// changes it (an element of a container the function refers into, a cache
// entry) can be told from the unit; the copy is what keeps it still.
std::size_t copyOfReturnedReference() {
  const std::string N = globalName();
  return use(N);
}
std::size_t copyOfAccessor(const Record &R) {
  std::string N = R.name();
  return N.size();
}

// Neither reports: the copy is modified, or the original is returned by
// value (there is no copy to save: it is the object itself).
std::size_t modifiedCopy(const std::string &Original) {
  std::string Copy = Original;
  Copy += "!";
  return Copy.size();
}
std::size_t fromValue() {
  const std::string N = nameByValue();
  return N.size();
}
