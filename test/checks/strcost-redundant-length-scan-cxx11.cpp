// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++14

// Before C++17 there is no string_view, and `T x = expr;` wraps the construction
// in an elidable move; the forms that exist are still found and fixed.

#include <cstring>
#include <string>

void takeString(const std::string &);

std::size_t positiveStrlen(const std::string &S) {
  return strlen(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: return S.size();
}

void positiveStringCopyInit(const std::string &S) {
  std::string T = S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string copied from 'c_str()'
  // CHECK-FIXES: std::string T = S;
}

std::string positiveStringReturn(const std::string &S) {
  return S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string copied from 'c_str()'
  // CHECK-FIXES: return S;
}

void positiveStringArgument(const std::string &S) {
  takeString(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: string copied from 'c_str()'
  // CHECK-FIXES: takeString(S);
}

// Rvalue references before C++17: the elidable move of `T x = expr;` is not
// the user's reference, a parameter's is.
void takeRvalue(std::string &&);
void takeValue(std::string);

void positiveRvalueNoFix(const std::string &S) {
  takeRvalue(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: string copied from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:14: note: no fix-it: the copy binds to an rvalue reference
  // CHECK-FIXES: takeRvalue(S.c_str());
}

void positiveRvalueVariableNoFix(const std::string &S) {
  std::string &&R = S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: string copied from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:21: note: no fix-it: the copy binds to an rvalue reference
  // CHECK-FIXES: std::string &&R = S.c_str();
  (void)R;
}

void positiveValueParameter(const std::string &S) {
  takeValue(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:13: warning: string copied from 'c_str()'
  // CHECK-FIXES: takeValue(S);
}

// The buffer idiom before C++17: data() is const, so the buffer is reached
// through &s[0] or by casting the constness away.
void cFill(char *Buffer, std::size_t Size);

std::string negativeWrittenThroughSubscript() {
  std::string Buf(64, '\0');
  cFill(&Buf[0], Buf.size());
  return Buf.c_str();
}

std::size_t negativeWrittenThroughConstCast(std::string &Buf) {
  cFill(const_cast<char *>(Buf.data()), Buf.size());
  return strlen(Buf.c_str());
}

std::size_t negativeWrittenThroughCStyleCast(std::string &Buf) {
  cFill((char *)Buf.c_str(), Buf.size());
  return strlen(Buf.c_str());
}

std::string negativeElidedCountedCopy() {
  std::string Buf = std::string(32, '\0');
  return std::string(Buf.c_str());
}

#include <memory>
std::size_t positiveUniquePtr(const std::unique_ptr<std::string> &Up) {
  return strlen(Up->c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: return Up->size();
}

void positiveUniquePtrCopy(const std::unique_ptr<std::string> &Up) {
  takeString(Up->c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: string copied from 'c_str()'
  // CHECK-FIXES: takeString(*Up);
}

// Before C++17 a by-value parameter is initialised by an elidable move of the
// temporary; the call whose overloads matter is still found.
void overloadedValue(std::string);
void overloadedValue(int, int);
void positiveOverloadedByValue(const std::string &S) {
  overloadedValue(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string copied from 'c_str()'
  // CHECK-FIXES: overloadedValue(S);
}
void overloadedValueRival(std::string);
void overloadedValueRival(std::string &);
void positiveOverloadedByValueNoFix(std::string &S) {
  overloadedValueRival(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: string copied from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:24: note: no fix-it: passing the object could select another overload, 'overloadedValueRival(std::string &)'
  // CHECK-FIXES: overloadedValueRival(S.c_str());
}
