// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++20

#include <cstring>
#include <cwchar>
#include <string>
#include <string_view>
#include <utility>

void takeView(std::string_view);
void takeString(const std::string &);
void takeStringByValue(std::string);
void takePointer(const char *);
struct Widget {
  explicit Widget(std::string_view Name);
};

// string_view built from a pointer alone.

void positiveViewDirectInit(const std::string &S) {
  std::string_view V(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string view built from 'c_str()' rescans for a length that 'std::string' (aka 'basic_string<char>') already stores [strcost-redundant-length-scan]
  // CHECK-FIXES: std::string_view V(S);
}

void positiveViewCopyInit(const std::string &S) {
  std::string_view V = S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: string view built from 'c_str()'
  // CHECK-FIXES: std::string_view V = S;
}

void positiveViewListInit(const std::string &S) {
  std::string_view V{S.data()};
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string view built from 'data()'
  // CHECK-FIXES: std::string_view V{S};
}

void positiveViewFromMutableData(std::string &S) {
  std::string_view V(S.data());
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string view built from 'data()'
  // CHECK-FIXES: std::string_view V(S);
}

void positiveViewThroughPointer(const std::string *P) {
  std::string_view V(P->c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string view built from 'c_str()'
  // CHECK-FIXES: std::string_view V(*P);
}

void positiveViewFunctionalCast(const std::string &S) {
  auto V = std::string_view(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:29: warning: string view built from 'c_str()'
  // CHECK-FIXES: auto V = std::string_view(S);
}

void positiveViewArgument(const std::string &S) {
  takeView(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string view built from 'c_str()'
  // CHECK-FIXES: takeView(S);
}

void positiveViewConstructorArgument(const std::string &S) {
  Widget W(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string view built from 'c_str()'
  // CHECK-FIXES: Widget W(S);
}

std::string_view positiveViewReturn(const std::string &S) {
  return S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string view built from 'c_str()'
  // CHECK-FIXES: return S;
}

void positiveViewAssignment(const std::string &S, std::string_view &V) {
  V = S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: string view built from 'c_str()'
  // CHECK-FIXES: V = S;
}

void positiveViewParenthesized(const std::string &S) {
  std::string_view V((S.c_str()));
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string view built from 'c_str()'
  // CHECK-FIXES: std::string_view V(S);
}

struct Holder {
  std::string Name;
  std::string_view positiveViewOfMember() const { return Name.c_str(); }
  // CHECK-MESSAGES: :[[@LINE-1]]:58: warning: string view built from 'c_str()'
  // CHECK-FIXES: std::string_view positiveViewOfMember() const { return Name; }
};

struct Path : std::string {
  std::string_view positiveViewOfThis() const { return c_str(); }
  // CHECK-MESSAGES: :[[@LINE-1]]:56: warning: string view built from 'c_str()'
  // CHECK-FIXES: std::string_view positiveViewOfThis() const { return *this; }
};

// strlen and relatives.

std::size_t positiveStrlen(const std::string &S) {
  return std::strlen(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()' rescans for a length that 'std::string' (aka 'basic_string<char>') already stores; use 'size()' [strcost-redundant-length-scan]
  // CHECK-FIXES: return S.size();
}

std::size_t positiveGlobalStrlenThroughPointer(const std::string *P) {
  return ::strlen(P->data());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'data()'
  // CHECK-FIXES: return P->size();
}

std::size_t positiveWcslen(const std::wstring &S) {
  return std::wcslen(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'wcslen' of 'c_str()' rescans for a length that 'std::wstring' (aka 'basic_string<wchar_t>') already stores; use 'size()'
  // CHECK-FIXES: return S.size();
}

std::size_t positiveCharTraitsLength(const std::u16string &S) {
  return std::char_traits<char16_t>::length(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'char_traits::length' of 'c_str()'
  // CHECK-FIXES: return S.size();
}

std::size_t positiveStrlenInExpression(const std::string &S) {
  return 1 + std::strlen(S.c_str()) * 2;
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: return 1 + S.size() * 2;
}

// std::string built or assigned from a pointer alone: a copy plus a scan.

void positiveStringDirectInit(const std::string &S) {
  std::string T(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: string copied from 'c_str()' rescans for a length that 'std::string' (aka 'basic_string<char>') already stores [strcost-redundant-length-scan]
  // CHECK-FIXES: std::string T(S);
}

void positiveStringCopyInit(const std::string &S) {
  std::string T = S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string copied from 'c_str()'
  // CHECK-FIXES: std::string T = S;
}

void positiveStringTemporary(const std::string &S) {
  takeString(std::string(S.c_str()));
  // CHECK-MESSAGES: :[[@LINE-1]]:26: warning: string copied from 'c_str()'
  // CHECK-FIXES: takeString(std::string(S));
}

void positiveStringReferenceArgument(const std::string &S) {
  takeString(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: string copied from 'c_str()'
  // CHECK-FIXES: takeString(S);
}

void positiveStringValueArgument(const std::string &S) {
  takeStringByValue(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: string copied from 'c_str()'
  // CHECK-FIXES: takeStringByValue(S);
}

std::string positiveStringReturn(const std::string &S) {
  return S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string copied from 'c_str()'
  // CHECK-FIXES: return S;
}

void positiveStringAssign(const std::string &S, std::string &T) {
  T = S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: string assigned from 'c_str()'
  // CHECK-FIXES: T = S;
}

void positiveStringAssignMember(const std::string &S, std::string &T) {
  T.assign(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string assigned from 'c_str()'
  // CHECK-FIXES: T.assign(S);
}

void positiveStringAppend(const std::string &S, std::string &T) {
  T += S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:8: warning: string appended from 'c_str()'
  // CHECK-FIXES: T += S;
}

void positiveStringAppendMember(const std::string &S, std::string &T) {
  T.append(S.data());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string appended from 'data()'
  // CHECK-FIXES: T.append(S);
}

// Fix-its withheld.

// An overloaded callee: the candidate set decides (more in
// strcost-redundant-length-scan-overloads*.cpp).
void overloadedView(std::string_view);
void overloadedView(std::string_view, int);
void positiveOverloadOfOtherArity(const std::string &S) {
  overloadedView(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: string view built from 'c_str()'
  // CHECK-FIXES: overloadedView(S);
}


std::string makeString();
std::size_t positiveStrlenOfTemporary() {
  return std::strlen(makeString().c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: return makeString().size();
}

// Not flagged.

void negativeUnknownPointer(const char *P) {
  std::string_view V(P);
  std::size_t N = std::strlen(P);
  std::string T(P);
}

void negativeCharArray() {
  char Buffer[16] = "abc";
  std::string_view V(Buffer);
  std::size_t N = std::strlen(Buffer);
}

void negativePointerParameter(const std::string &S) { takePointer(S.c_str()); }

void negativePointerAndLength(const std::string &S) {
  std::string_view V(S.c_str(), S.size());
  std::string T(S.data(), S.size());
}

void negativeStoredPointerIsNotTracked(const std::string &S) {
  const char *P = S.c_str();
  std::string_view V(P);
}

void negativeViewOfString(const std::string &S) {
  std::string_view V(S);
  std::size_t N = S.size();
}

void negativeExplicitAllocator(const std::string &S) {
  std::string T(S.c_str(), std::allocator<char>());
}

void negativeSubstringPointer(const std::string &S) {
  std::string_view V(S.c_str() + 1);
}

struct OwnCStr : std::string {
  const char *c_str() const; // not the string's own storage
};
void negativeRedefinedAccessor(const OwnCStr &S) { std::string_view V(S.c_str()); }

template <typename T> std::size_t negativeDependentObject(const T &S) {
  return std::strlen(S.c_str());
}
template std::size_t negativeDependentObject(const std::string &);
