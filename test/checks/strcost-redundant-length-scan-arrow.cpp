// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++17 -isystem %S/Inputs/atl
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++20 -isystem %S/Inputs/atl
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++23 -isystem %S/Inputs/atl

// The object reached through an overloaded operator-> (smart pointers,
// optional, iterators, handles) or an overloaded operator*: the fix names the
// object through the same operators (`*up`, `up->size()`, `(*it).size()`), and
// only spells it twice when the operators are the standard library's (a user's
// operator-> may lock, count or log).

#include <atlstr.h>
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

void takeView(std::string_view);
void takeString(const std::string &);

void positiveUniquePtrView(const std::unique_ptr<std::string> &Up) {
  std::string_view V(Up->c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string view built from 'c_str()'
  // CHECK-FIXES: std::string_view V(*Up);
}

std::size_t positiveUniquePtrStrlen(const std::unique_ptr<std::string> &Up) {
  return std::strlen(Up->c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: return Up->size();
}

void positiveSharedPtrArgument(std::shared_ptr<std::string> Sp) {
  takeString(Sp->c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: string copied from 'c_str()'
  // CHECK-FIXES: takeString(*Sp);
}

std::string positiveOptionalReturn(const std::optional<std::string> &Opt) {
  return Opt->c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string copied from 'c_str()'
  // CHECK-FIXES: return *Opt;
}

std::size_t positiveOptionalStrlen(std::optional<std::string> &Opt) {
  return std::strlen(Opt->data());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'data()'
  // CHECK-FIXES: return Opt->size();
}

std::size_t positiveVectorIterator(const std::vector<std::string> &Names) {
  std::size_t N = 0;
  for (auto It = Names.begin(); It != Names.end(); ++It)
    N += std::strlen(It->c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: N += It->size();
  return N;
}

void positiveVectorIteratorView(std::vector<std::string>::const_iterator It) {
  takeView(It->c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string view built from 'c_str()'
  // CHECK-FIXES: takeView(*It);
}

void positiveMapIterator(const std::map<int, std::string> &M) {
  auto It = M.find(1);
  std::string_view V = It->second.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: string view built from 'c_str()'
  // CHECK-FIXES: std::string_view V = It->second;
}

std::size_t positiveMapIteratorStrlen(std::map<int, std::string>::iterator It) {
  return std::strlen(It->second.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: return It->second.size();
}

void positiveDereferencedIterator(std::vector<std::string>::iterator It) {
  std::string_view V((*It).c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string view built from 'c_str()'
  // CHECK-FIXES: std::string_view V((*It));
}

std::size_t positiveDereferencedIteratorStrlen(std::vector<std::string>::iterator It) {
  return std::strlen((*It).c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: return (*It).size();
}

std::size_t positiveSmartPointerThroughIterator(
    std::vector<std::unique_ptr<std::string>>::iterator It) {
  return std::strlen((*It)->c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: return (*It)->size();
}

// Evaluated once either way: the object form does not repeat `It++`.
void positiveSideEffectObjectFormOnce(
    std::vector<std::unique_ptr<std::string>>::iterator It) {
  std::string_view V((*It++)->c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string view built from 'c_str()'
  // CHECK-FIXES: std::string_view V(*(*It++));
}

std::size_t positiveSideEffectStrlenOnce(std::vector<std::string>::iterator It) {
  return std::strlen((It++)->c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: return (It++)->size();
}

// A user handle whose operator-> has no matching operator*: `*H` would not
// compile, and H-> may do more than return a pointer.
struct Handle {
  std::string *operator->() const;
};
struct HandleWithStar {
  std::string *operator->() const;
  std::string &operator*() const;
};
struct HandleWithOtherStar {
  std::string *operator->() const;
  int operator*() const;
};

void positiveHandleWithoutStarNoFix(const Handle &H) {
  std::string_view V(H->c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string view built from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:22: note: no fix-it: 'Handle' has no operator* that gives the object its operator-> points to
  // CHECK-FIXES: std::string_view V(H->c_str());
}

void positiveHandleWithStar(const HandleWithStar &H) {
  std::string_view V(H->c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string view built from 'c_str()'
  // CHECK-FIXES: std::string_view V(*H);
}

void positiveHandleWithOtherStarNoFix(const HandleWithOtherStar &H) {
  takeString(H->c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: string copied from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:14: note: no fix-it: 'HandleWithOtherStar' has no operator* that gives the object its operator-> points to
  // CHECK-FIXES: takeString(H->c_str());
}

std::size_t positiveHandleStrlen(const Handle &H) {
  return std::strlen(H->c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: return H->size();
}

// A handle that returns a proxy, whose own operator-> reaches the string.
struct Proxy {
  std::string *operator->() const;
};
struct ProxyHandle {
  Proxy operator->() const;
};
std::size_t positiveChainedArrowNoFix(const ProxyHandle &H) {
  return std::strlen(H->c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: operator-> returns a proxy whose own operator-> reaches the object
  // CHECK-FIXES: return std::strlen(H->c_str());
}

// Pointer and length spell the object twice: only through the standard
// library's operators.

void positiveUniquePtrCStringPointerLength(const std::unique_ptr<CString> &Up) {
  std::string_view V(Up->GetString());
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string view built from 'GetString()'
  // CHECK-FIXES: std::string_view V(Up->GetString(), static_cast<std::size_t>(Up->GetLength()));
}

void positiveIteratorCStringPointerLength(std::vector<CString>::const_iterator It) {
  takeView(It->GetString());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string view built from 'GetString()'
  // CHECK-FIXES: takeView({It->GetString(), static_cast<std::size_t>(It->GetLength())});
}

struct CStringHandle {
  CString *operator->() const;
  CString &operator*() const;
};
void positiveUserHandleCStringNoFix(const CStringHandle &H) {
  takeView(H->GetString());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string view built from 'GetString()'
  // CHECK-MESSAGES: :[[@LINE-2]]:12: note: no fix-it: the object would be evaluated twice
  // CHECK-FIXES: takeView(H->GetString());
}

void positiveSideEffectCStringNoFix(std::vector<CString>::iterator It) {
  takeView((It++)->GetString());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string view built from 'GetString()'
  // CHECK-MESSAGES: :[[@LINE-2]]:12: note: no fix-it: the object would be evaluated twice
  // CHECK-FIXES: takeView((It++)->GetString());
}

std::size_t positiveCStringSmartPointerStrlen(const std::shared_ptr<CString> &Sp) {
  return std::strlen(Sp->GetString());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'GetString()'
  // CHECK-FIXES: return static_cast<std::size_t>(Sp->GetLength());
}

// Plain pointers still use `*`.
void positiveRawPointerArrow(const std::string *P) {
  takeView(P->c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string view built from 'c_str()'
  // CHECK-FIXES: takeView(*P);
}

struct Node {
  std::unique_ptr<std::string> Name;
  std::string_view positiveMemberSmartPointer() const { return Name->c_str(); }
  // CHECK-MESSAGES: :[[@LINE-1]]:64: warning: string view built from 'c_str()'
  // CHECK-FIXES: std::string_view positiveMemberSmartPointer() const { return *Name; }
  std::size_t positiveThisMemberSmartPointer() const { return std::strlen(this->Name->c_str()); }
  // CHECK-MESSAGES: :[[@LINE-1]]:63: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: std::size_t positiveThisMemberSmartPointer() const { return this->Name->size(); }
};

void negativeArrowPointerArithmetic(const std::unique_ptr<std::string> &Up) {
  std::string_view V(Up->c_str() + 1);
}

void positiveDereferencedIteratorCString(std::vector<CString>::iterator It) {
  takeView((*It).GetString());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string view built from 'GetString()'
  // CHECK-FIXES: takeView({(*It).GetString(), static_cast<std::size_t>((*It).GetLength())});
}

std::size_t positiveOptionalCStringStrlen(const std::optional<CString> &Opt) {
  return std::strlen(Opt->GetString());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'GetString()'
  // CHECK-FIXES: return static_cast<std::size_t>(Opt->GetLength());
}

// The buffer idiom through a smart pointer: the root is the pointer.
std::string negativeBufferThroughUniquePtr(std::unique_ptr<std::string> &Up) {
  Up->resize(64);
  std::snprintf(&(*Up)[0], Up->size(), "%d", 7);
  return std::string(Up->c_str());
}
