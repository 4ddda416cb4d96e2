// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++17 -isystem %S/Inputs/atl
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++20 -isystem %S/Inputs/atl
// RUN: %if libcxx %{ %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++17 \
// RUN:   -stdlib=libc++ -isystem %S/Inputs/atl %}

// What keeps a string member or operator from taking the object in place of
// its c_str(): an embedded NUL, another allocator, a class that is not a
// std::basic_string, an overload of the user's, a macro, a template.

#include <atlstr.h>
#include <memory_resource>
#include <string>
#include <string_view>

// An embedded NUL: the pointer overload stops there, the string's does not.

bool negativeFixBuffer(const std::string &T) {
  std::string Buf(16, '\0');
  return T == Buf.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'operator==' of 'c_str()' rescans
  // CHECK-MESSAGES: :[[@LINE-2]]:15: note: no fix-it: the string may hold a NUL before its end, where the scan stops and the string's length does not
}

std::size_t negativeFixWrittenBuffer(const std::string &T, std::string &Out) {
  Out.push_back('\0');
  return T.find(Out.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'find' of 'c_str()' rescans
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: the string may hold a NUL
}

// `P + S` copies P up to its NUL, `T + S` all of T.
std::string negativeFixBufferPlus(const std::string &S) {
  std::string Buf;
  Buf.resize(8);
  return Buf.c_str() + S;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'operator+' of 'c_str()' rescans
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: the string may hold a NUL
}

// A non-const data() hands the buffer out writable.
std::size_t negativeFixMutableData(const std::string &T, std::string &S) {
  char *P = S.data();
  P[0] = 'x';
  return T.find(S.data());
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'find' of 'data()' rescans
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: the string may hold a NUL
}

// Another allocator: find(const basic_string &) takes the receiver's own
// type, the C++17 view overloads any string of the same characters.

std::size_t positivePmrFind(const std::string &T, const std::pmr::string &S) {
  return T.find(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'find' of 'c_str()' rescans for a length that 'std::pmr::string' (aka '{{(std::)?}}basic_string<char, {{.*}}polymorphic_allocator<char>>') already stores
  // CHECK-FIXES: return T.find(S);
}

void positivePmrReplace(std::pmr::string &T, const std::string &S) {
  T.replace(0, 1, S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: 'replace' of 'c_str()' rescans
  // CHECK-FIXES: T.replace(0, 1, S);
}

bool positivePmrEqual(const std::pmr::string &T, const std::pmr::string &S) {
  return T == S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'operator==' of 'c_str()' rescans
  // CHECK-FIXES: return T == S;
}

// No operator== takes a std::string and a std::pmr::string.
bool negativeFixMixedAllocatorEqual(const std::string &T, const std::pmr::string &S) {
  return T == S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'operator==' of 'c_str()' rescans
  // CHECK-MESSAGES: :[[@LINE-2]]:15: note: no fix-it: the operands would be of different classes
}

// `P + S` takes S's allocator for its result, `T + S` T's.
std::pmr::string negativeFixPmrPlusLeft(const std::pmr::string &T, const std::pmr::string &S) {
  return T.c_str() + S;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'operator+' of 'c_str()' rescans
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: the result would take the allocator of the left operand instead of the right one's
}

std::pmr::string positivePmrPlusRight(const std::pmr::string &T, const std::pmr::string &S) {
  return T + S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: 'operator+' of 'c_str()' rescans
  // CHECK-FIXES: return T + S;
}

std::size_t positivePmrViewFind(std::string_view V, const std::pmr::string &S) {
  return V.find(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'find' of 'c_str()' rescans
  // CHECK-FIXES: return V.find(S);
}

// A non-const data() only read is no write into the buffer.
std::size_t positiveMutableDataOnlyRead(const std::string &T, std::string &S) {
  return T.find(S.data());
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'find' of 'data()' rescans
  // CHECK-FIXES: return T.find(S);
}

// A class derived from std::string: the members take it as their base (or,
// with libc++, as a view); std's operator templates would deduce from it,
// which the check does not follow.
struct Name : std::string {
  using std::string::string;
};

std::size_t positiveDerivedObjectFind(const std::string &T, const Name &N) {
  return T.find(N.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'find' of 'c_str()' rescans for a length that 'Name' already stores
  // CHECK-FIXES: return T.find(N);
}

bool negativeFixDerivedObjectEqual(const std::string &T, const Name &N) {
  return T == N.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'operator==' of 'c_str()' rescans
  // CHECK-MESSAGES: :[[@LINE-2]]:15: note: no fix-it: the operands would be of different classes ('Name' and 'std::string'), which no standard operator takes together
}

// A CString has no overload of std::string's members.
std::size_t negativeFixCString(const std::string &T, const CStringA &S) {
  return T.find(S.GetString());
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'find' of 'GetString()' rescans
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: 'CStringA' {{.*}}is not a std::basic_string, which 'find' has no overload for
}

// A class derived from std::string that declares its own find.
struct Text : std::string {
  using std::string::find;
  size_type find(const Text &, size_type = 0) const;
};

std::size_t negativeFixDerivedReceiver(const Text &T, const std::string &S) {
  return T.find(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'find' of 'c_str()' rescans
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: passing the object could select another overload, 'Text::find(const Text &, size_type) const'
}

// Macros.

#define CSTR(s) (s).c_str()
#define FIND(t, s) (t).find((s).c_str())
#define FIND_IN(t, p) (t).find(p)
#define OBJECT S

std::size_t negativeFixMacroArgument(const std::string &T, const std::string &S) {
  return T.find(CSTR(S));
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'find' of 'c_str()' rescans
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: the argument is spelled inside a macro
}

std::size_t negativeFixMacroCall(const std::string &T, const std::string &S) {
  return FIND(T, S);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'find' of 'c_str()' rescans
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: the argument is spelled inside a macro
}

// A macro's argument may be used more than once in its body.
std::size_t negativeFixMacroArgumentOfCall(const std::string &T, const std::string &S) {
  return FIND_IN(T, S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: 'find' of 'c_str()' rescans
  // CHECK-MESSAGES: :[[@LINE-2]]:21: note: no fix-it: the argument is spelled inside a macro
}

std::size_t negativeFixMacroObject(const std::string &T, const std::string &S) {
  return T.find(OBJECT.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'find' of 'c_str()' rescans
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: the argument is spelled inside a macro
}

// Templates: a dependent receiver or object is not resolved in the pattern,
// and instantiations are not judged; code that depends on no parameter is
// judged once, in the pattern.

template <class Str> std::size_t negativeDependentReceiver(const Str &T, const std::string &S) {
  return T.find(S.c_str());
}
template <class Str> std::size_t negativeDependentObject(const std::string &T, const Str &S) {
  return T.find(S.c_str());
}
template <class Str> std::size_t positiveNonDependent(const std::string &T, const std::string &S) {
  return T.find(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'find' of 'c_str()' rescans
  // CHECK-FIXES: return T.find(S);
}

std::size_t instantiate(const std::string &T, const std::string &S) {
  return negativeDependentReceiver(T, S) + negativeDependentObject(T, S) +
         positiveNonDependent<int>(T, S);
}
