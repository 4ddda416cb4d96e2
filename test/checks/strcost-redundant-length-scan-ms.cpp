// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++14 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.39 -fms-extensions -fdelayed-template-parsing
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.39 -fms-extensions -fdelayed-template-parsing

// MS mode: with -fdelayed-template-parsing a function template's body is
// parsed only when it is instantiated, so an uninstantiated one is not seen
// at all (no finding, no crash); an instantiated one is judged once. (No
// <memory> here: libstdc++'s needs GCC's atomic macros, which MS mode drops;
// the libc++ variant covers smart pointers.)

#include <cstring>
#include <map>
#include <string>
#include <utility>
#include <vector>

void takeRvalue(std::string &&);
void takeString(const std::string &);
void cFill(char *Buffer, std::size_t Size);

std::size_t positiveStrlen(const std::string &S) {
  return std::strlen(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: return S.size();
}

std::size_t positiveIteratorArrow(std::vector<std::string>::const_iterator It) {
  return std::strlen(It->c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: return It->size();
}

void positiveIteratorArrowCopy(std::map<int, std::string>::iterator It) {
  takeString(It->second.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: string copied from 'c_str()'
  // CHECK-FIXES: takeString(It->second);
}

void positiveRvalueNoFix(const std::string &S) {
  takeRvalue(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: string copied from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:14: note: no fix-it: the copy binds to an rvalue reference
  // CHECK-FIXES: takeRvalue(S.c_str());
}

void positiveCopyInit(const std::string &S) {
  std::string T = S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string copied from 'c_str()'
  // CHECK-FIXES: std::string T = S;
}

std::string negativeBuffer() {
  std::string Buf(260, '\0');
  cFill(&Buf[0], Buf.size());
  Buf.resize(std::strlen(Buf.c_str()));
  return Buf;
}

template <typename T> std::size_t positiveInstantiated(const std::string &S, T) {
  return std::strlen(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: return S.size();
}
std::size_t useInstantiated(const std::string &S) { return positiveInstantiated(S, 0); }

template <typename T> std::size_t negativeNeverInstantiated(const std::string &S, T) {
  return std::strlen(S.c_str()) + T::undeclared();
}

template <typename T> std::size_t negativeDependent(const T &S) {
  return std::strlen(S.c_str());
}
std::size_t useDependent(const std::string &S) { return negativeDependent(S); }

template <typename T> std::string negativeInstantiatedBuffer(T Size) {
  std::string Buf;
  Buf.resize(Size);
  cFill(&Buf[0], Buf.size());
  return std::string(Buf.c_str());
}
std::string useInstantiatedBuffer() { return negativeInstantiatedBuffer(64); }

template <typename T> struct Holder {
  std::string Name;
  std::size_t positiveMemberOfClassTemplate() const { return std::strlen(Name.c_str()); }
  // CHECK-MESSAGES: :[[@LINE-1]]:62: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: std::size_t positiveMemberOfClassTemplate() const { return Name.size(); }
};
std::size_t useHolder(const Holder<int> &H) { return H.positiveMemberOfClassTemplate(); }
