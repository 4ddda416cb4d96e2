// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++20
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.39 -fms-extensions -fdelayed-template-parsing

// A c_str() argument to an overloaded callee: the candidate set decides. The
// object itself is passed when every overload that could take it keeps its
// rank (another arity, the same parameter type there, a type a string does
// not convert to); otherwise the rival is named.

#include <string>

// Free functions.

void logLine(const std::string &);
void logLine(const std::string &, int);
void positiveOtherArity(const std::string &S) {
  logLine(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:11: warning: string copied from 'c_str()'
  // CHECK-FIXES: logLine(S);
}

void put(const std::string &, int);
void put(const std::string &, double);
void positiveSameParameterType(std::string &S) {
  put(S.c_str(), 1);
  // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: string copied from 'c_str()'
  // CHECK-FIXES: put(S, 1);
}

void label(const std::string &, int);
void label(int, int);
void positiveScalarRival(std::string &S) {
  label(S.c_str(), 2);
  // CHECK-MESSAGES: :[[@LINE-1]]:9: warning: string copied from 'c_str()'
  // CHECK-FIXES: label(S, 2);
}

void keep(const std::string &);
void keep(std::string &);
void negativeBetterReferenceNoFix(std::string &S) {
  keep(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:8: warning: string copied from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:8: note: no fix-it: passing the object could select another overload, 'keep(std::string &)'
  // CHECK-FIXES: keep(S.c_str());
}
void positiveBetterReferenceUnbindable(const std::string &S) {
  keep(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:8: warning: string copied from 'c_str()'
  // CHECK-FIXES: keep(S);
}

// Default arguments: the rival counts as taking as few arguments as it needs.

void openLog(const std::string &, int Mode = 0);
void openLog(const std::string &, int, int);
void positiveDefaultArgument(const std::string &S) {
  openLog(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:11: warning: string copied from 'c_str()'
  // CHECK-FIXES: openLog(S);
}

void tag(const std::string &, int);
void tag(std::string &, long = 0);
void negativeDefaultArgumentRivalNoFix(std::string &S) {
  tag(S.c_str(), 1);
  // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: string copied from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:7: note: no fix-it: passing the object could select another overload, 'tag(std::string &, long)'
  // CHECK-FIXES: tag(S.c_str(), 1);
}

// Member functions and constructors.

struct Journal {
  void write(const std::string &);
  void write(const std::string &) const;
  void write(const std::string &, int);
  void append(const std::string &);
  void append(std::string &&);
};
void positiveMember(Journal &J, const std::string &S) {
  J.write(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:11: warning: string copied from 'c_str()'
  // CHECK-FIXES: J.write(S);
}
void negativeMemberRvalueRivalNoFix(Journal &J, const std::string &S) {
  J.append(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string copied from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:12: note: no fix-it: the copy binds to an rvalue reference
  // CHECK-FIXES: J.append(S.c_str());
}

struct Name {
  Name(const std::string &);
  Name(const std::string &, int);
};
void positiveConstructor(const std::string &S) {
  Name N(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string copied from 'c_str()'
  // CHECK-FIXES: Name N(S);
}

struct Key {
  Key(const std::string &);
  template <class T> Key(T &);
};
void negativeConstructorTemplateNoFix(std::string &S) {
  Key K(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:9: warning: string copied from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:9: note: no fix-it: passing the object could select another overload, 'Key::Key(T &)'
  // CHECK-FIXES: Key K(S.c_str());
}

// Templates in the set.

template <class T> void emit(const std::string &, T);
void emit(const std::string &);
void positiveTemplateOfOtherArity(const std::string &S) {
  emit(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:8: warning: string copied from 'c_str()'
  // CHECK-FIXES: emit(S);
}

template <class T> void record(const std::string &, T);
template <class T> void record(const std::string &, T, T);
void positiveTemplateCallee(const std::string &S) {
  record(S.c_str(), 1);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string copied from 'c_str()'
  // CHECK-FIXES: record(S, 1);
}

void store(const std::string &);
template <class T> void store(T &);
void negativeTemplateRivalNoFix(const std::string &S) {
  store(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:9: warning: string copied from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:9: note: no fix-it: passing the object could select another overload, 'store(T &)'
  // CHECK-FIXES: store(S.c_str());
}

// A const char * overload: a std::string converts to no pointer, so the pair
// keeps its choice; a class derived from it that does convert would rebind.

struct Sink {
  void put(const char *);
  void put(const std::string &) const;
};
void positivePointerOverloadNotViable(const Sink &K, const std::string &S) {
  K.put(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:9: warning: string copied from 'c_str()'
  // CHECK-FIXES: K.put(S);
}

struct LegacyString : std::string {
  operator const char *() const;
};
void negativePointerOverloadReachableNoFix(const Sink &K, const LegacyString &L) {
  K.put(L.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:9: warning: string copied from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:9: note: no fix-it: passing the object could select another overload, 'Sink::put(const char *)'
  // CHECK-FIXES: K.put(L.c_str());
}

// Overloads found by argument-dependent lookup, and through using-declarations.

namespace lib {
struct Channel {};
void deliver(Channel, const std::string &);
void deliver(Channel, std::string &);
void deliver(Channel, const std::string &, int);
} // namespace lib
void positiveAdl(const std::string &S) {
  deliver(lib::Channel(), S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:27: warning: string copied from 'c_str()'
  // CHECK-FIXES: deliver(lib::Channel(), S);
}
void negativeAdlRivalNoFix(std::string &S) {
  deliver(lib::Channel(), S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:27: warning: string copied from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:27: note: no fix-it: passing the object could select another overload, 'lib::deliver(Channel, std::string &)'
  // CHECK-FIXES: deliver(lib::Channel(), S.c_str());
}

namespace impl {
void emitText(const std::string &);
void emitText(const std::string &, int);
} // namespace impl
using impl::emitText;
void positiveUsingDeclaration(const std::string &S) {
  emitText(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string copied from 'c_str()'
  // CHECK-FIXES: emitText(S);
}

struct Base {
  void add(const std::string &);
  void add(std::string &);
};
struct Derived : Base {
  using Base::add;
  void add(const std::string &, int);
};
void negativeUsingDeclarationRivalNoFix(Derived &D, std::string &S) {
  D.add(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:9: warning: string copied from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:9: note: no fix-it: passing the object could select another overload, 'Base::add(std::string &)'
  // CHECK-FIXES: D.add(S.c_str());
}
