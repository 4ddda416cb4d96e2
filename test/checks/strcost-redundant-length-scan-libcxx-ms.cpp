// REQUIRES: libcxx
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++17 -stdlib=libc++ \
// RUN:   -fms-compatibility -fms-compatibility-version=19.39 -fms-extensions -fdelayed-template-parsing
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++20 -stdlib=libc++ \
// RUN:   -fms-compatibility -fms-compatibility-version=19.39 -fms-extensions -fdelayed-template-parsing \
// RUN:   -Wno-deprecated

// MS mode with libc++: smart pointers and optional, templates parsed only when
// instantiated.

#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

void takeView(std::string_view);
void takeRvalue(std::string &&);
void cFill(char *Buffer, std::size_t Size);

void positiveUniquePtr(const std::unique_ptr<std::string> &Up) {
  takeView(Up->c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string view built from 'c_str()'
  // CHECK-FIXES: takeView(*Up);
}

std::size_t positiveOptionalStrlen(const std::optional<std::string> &Opt) {
  return std::strlen(Opt->c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: return Opt->size();
}

void positiveRvalueNoFix(const std::unique_ptr<std::string> &Up) {
  takeRvalue(Up->c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: string copied from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:14: note: no fix-it: the copy binds to an rvalue reference
  // CHECK-FIXES: takeRvalue(Up->c_str());
}

template <typename T> std::string_view positiveInstantiated(const std::string &S, T) {
  return S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string view built from 'c_str()'
  // CHECK-FIXES: return S;
}
std::string_view useInstantiated(const std::string &S) { return positiveInstantiated(S, 1); }

template <typename T> std::size_t negativeNeverInstantiated(const std::string &S, T) {
  return std::strlen(S.c_str()) + T::undeclared();
}

template <typename T> std::string negativeInstantiatedBuffer(T Size) {
  std::unique_ptr<std::string> Buf(new std::string);
  Buf->resize(Size);
  cFill(Buf->data(), Buf->size());
  return std::string(Buf->c_str());
}
std::string useInstantiatedBuffer() { return negativeInstantiatedBuffer(64); }
