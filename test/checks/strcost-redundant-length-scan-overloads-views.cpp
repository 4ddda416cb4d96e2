// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++20
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.39 -fms-extensions -fdelayed-template-parsing

// A c_str() argument to an overloaded callee taking a std::string_view: the
// object itself converts to the view through the same conversion for every
// overload taking a view; a pointer overload cannot take it; an overload
// taking a std::string could.

#include <cstddef>
#include <string>
#include <string_view>

void show(std::string_view);
void show(const char *, std::size_t);
void positiveViewBesidePointerOfOtherArity(const std::string &S) {
  show(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:8: warning: string view built from 'c_str()'
  // CHECK-FIXES: show(S);
}

struct Screen {
  void print(const char *);
  void print(std::string_view) const;
  void print(std::string_view, int) const;
};
void positiveViewBesidePointer(const Screen &K, std::string &S) {
  K.print(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:11: warning: string view built from 'c_str()'
  // CHECK-FIXES: K.print(S);
}

void locate(std::string_view, int);
void locate(std::string_view, long);
void positiveSameViewParameter(const std::string &S) {
  locate(S.c_str(), 1);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string view built from 'c_str()'
  // CHECK-FIXES: locate(S, 1);
}

struct Panel {
  void text(std::string_view) const;
  void text(const std::string &);
};
void negativeStringRivalNoFix(const Panel &P, const std::string &S) {
  P.text(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string view built from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: passing the object could select another overload, 'Panel::text(const std::string &)'
  // CHECK-FIXES: P.text(S.c_str());
}

template <class T> void trace(std::string_view, T);
template <class T> void trace(T, std::string_view, int = 0);
void negativeTemplateRivalNoFix(const std::string &S) {
  trace(S.c_str(), 1);
  // CHECK-MESSAGES: :[[@LINE-1]]:9: warning: string view built from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:9: note: no fix-it: passing the object could select another overload, 'trace(T, std::string_view, int)'
  // CHECK-FIXES: trace(S.c_str(), 1);
}
