// REQUIRES: libcxx
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++17 -stdlib=libc++

// libc++ keeps its classes in the inline namespace std::__1 and declares
// basic_string's constructors differently; the same forms are found.

#include <cstring>
#include <string>
#include <string_view>

void positiveView(const std::string &S) {
  std::string_view V(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string view built from 'c_str()'
  // CHECK-FIXES: std::string_view V(S);
}

void positiveStringCopyInit(const std::string &S) {
  std::string T = S.data();
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string copied from 'data()'
  // CHECK-FIXES: std::string T = S;
}

std::size_t positiveStrlen(const std::string &S) {
  return std::strlen(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: return S.size();
}

void negativePointerAndLength(const std::string &S) {
  std::string_view V(S.c_str(), S.size());
}

// libc++'s smart pointers, optional and iterators (std::__1::__wrap_iter).
#include <map>
#include <memory>
#include <optional>
#include <vector>

void takeView(std::string_view);
void takeRvalue(std::string &&);
void cFill(char *Buffer, std::size_t Size);

void positiveUniquePtr(const std::unique_ptr<std::string> &Up) {
  takeView(Up->c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string view built from 'c_str()'
  // CHECK-FIXES: takeView(*Up);
}

std::size_t positiveSharedPtrStrlen(const std::shared_ptr<std::string> &Sp) {
  return std::strlen(Sp->c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: return Sp->size();
}

std::string positiveOptional(const std::optional<std::string> &Opt) {
  return Opt->c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string copied from 'c_str()'
  // CHECK-FIXES: return *Opt;
}

void positiveVectorIterator(std::vector<std::string>::iterator It) {
  std::string_view V = It->c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: string view built from 'c_str()'
  // CHECK-FIXES: std::string_view V = *It;
}

std::size_t positiveMapIterator(std::map<int, std::string>::const_iterator It) {
  return std::strlen(It->second.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: return It->second.size();
}

void positiveRvalueNoFix(const std::string &S) {
  takeRvalue(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: string copied from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:14: note: no fix-it: the copy binds to an rvalue reference
  // CHECK-FIXES: takeRvalue(S.c_str());
}

std::string negativeBuffer() {
  std::string Buf(256, '\0');
  cFill(Buf.data(), Buf.size());
  Buf.resize(std::strlen(Buf.c_str()));
  return std::string(Buf.c_str());
}
