// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++17 -isystem %S/Inputs/atl
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++20 -isystem %S/Inputs/atl
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++17 -isystem %S/Inputs/atl \
// RUN:   -fms-compatibility -fms-compatibility-version=19.39 -fms-extensions -fdelayed-template-parsing
// RUN: %if libcxx %{ %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++20 \
// RUN:   -stdlib=libc++ -isystem %S/Inputs/atl %}

// A string assigned or appended from a pointer becomes `t.append(p, n)`,
// `t += {p, n}`, `t = {p, n}` or takes the object itself. std::basic_string's
// own overloads take those as intended; a class derived from it that brings
// them in with a using-declaration and declares its own beside them may not
// (a private or deleted `append(const char *, std::size_t)`, one that makes
// the call ambiguous, a template): its overload is named and no fix-it is
// offered.

#include <atlstr.h>
#include <cstddef>
#include <string>

// No append of its own: std::string's are the candidates.
struct PlainText : std::string {};
void positivePlainDerived(const CString &S, PlainText &T) {
  T.append(S.GetString());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string appended from 'GetString()'
  // CHECK-FIXES: T.append(S.GetString(), static_cast<std::size_t>(S.GetLength()));
}
void positivePlainDerivedAppendOperator(const CString &S, PlainText &T) {
  T += S.GetString();
  // CHECK-MESSAGES: :[[@LINE-1]]:8: warning: string appended from 'GetString()'
  // CHECK-FIXES: T += {S.GetString(), static_cast<std::size_t>(S.GetLength())};
}

struct DeletedAppend : std::string {
  using std::string::append;
  DeletedAppend &append(const char *, std::size_t) = delete;
};
void negativeDeletedAppendNoFix(const CString &S, DeletedAppend &T) {
  T.append(S.GetString());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string appended from 'GetString()'
  // CHECK-MESSAGES: :[[@LINE-2]]:12: note: no fix-it: adding the length argument could select another overload, 'DeletedAppend::append(const char *, std::size_t)'
  // CHECK-FIXES: T.append(S.GetString());
}

class PrivateAppend : public std::string {
public:
  using std::string::append;

private:
  PrivateAppend &append(const char *, std::size_t);
};
void negativePrivateAppendNoFix(const CString &S, PrivateAppend &T) {
  T.append(S.GetString());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string appended from 'GetString()'
  // CHECK-MESSAGES: :[[@LINE-2]]:12: note: no fix-it: adding the length argument could select another overload, 'PrivateAppend::append(const char *, std::size_t)'
  // CHECK-FIXES: T.append(S.GetString());
}

// `append(p, n)` would be ambiguous between std::string's and this one.
struct AmbiguousAppend : std::string {
  using std::string::append;
  AmbiguousAppend &append(const char *, std::size_t, int = 0);
};
void negativeAmbiguousAppendNoFix(const CString &S, AmbiguousAppend &T) {
  T.append(S.GetString());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string appended from 'GetString()'
  // CHECK-MESSAGES: :[[@LINE-2]]:12: note: no fix-it: adding the length argument could select another overload, 'AmbiguousAppend::append(const char *, std::size_t, int)'
  // CHECK-FIXES: T.append(S.GetString());
}

// Other parameters: std::string's would still win, but without Sema the
// check does not rank them.
struct OtherParameters : std::string {
  using std::string::assign;
  OtherParameters &assign(const char *, int);
};
void negativeOtherParametersNoFix(const CString &S, OtherParameters &T) {
  T.assign(S.GetString());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string assigned from 'GetString()'
  // CHECK-MESSAGES: :[[@LINE-2]]:12: note: no fix-it: adding the length argument could select another overload, 'OtherParameters::assign(const char *, int)'
  // CHECK-FIXES: T.assign(S.GetString());
}

struct TemplateAppend : std::string {
  using std::string::append;
  template <class N> TemplateAppend &append(const char *, N);
};
void negativeTemplateAppendNoFix(const CString &S, TemplateAppend &T) {
  T.append(S.GetString());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string appended from 'GetString()'
  // CHECK-MESSAGES: :[[@LINE-2]]:12: note: no fix-it: adding the length argument could select another overload, 'TemplateAppend::append(const char *, N)'
  // CHECK-FIXES: T.append(S.GetString());
}

// An own overload of another arity leaves `append(p, n)` to std::string.
struct ThreeArgumentAppend : std::string {
  using std::string::append;
  ThreeArgumentAppend &append(const char *, std::size_t, std::size_t);
};
void positiveOtherArityAppend(const CString &S, ThreeArgumentAppend &T) {
  T.append(S.GetString());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string appended from 'GetString()'
  // CHECK-FIXES: T.append(S.GetString(), static_cast<std::size_t>(S.GetLength()));
}

// The object form: `t.append(s)` would call the class's own overload.
struct OwnStringAppend : std::string {
  using std::string::append;
  OwnStringAppend &append(const std::string &);
};
void negativeOwnStringAppendNoFix(const std::string &S, OwnStringAppend &T) {
  T.append(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string appended from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:12: note: no fix-it: passing the object could select another overload, 'OwnStringAppend::append(const std::string &)'
  // CHECK-FIXES: T.append(S.c_str());
}
void positiveObjectFormOtherArity(const std::string &S, AmbiguousAppend &T) {
  T.append(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string appended from 'c_str()'
  // CHECK-FIXES: T.append(S);
}

// Operators.
struct OwnAppendOperator : std::string {
  using std::string::operator+=;
  OwnAppendOperator &operator+=(const OwnAppendOperator &);
};
void negativeOwnAppendOperatorNoFix(const CString &S, OwnAppendOperator &T) {
  T += S.GetString();
  // CHECK-MESSAGES: :[[@LINE-1]]:8: warning: string appended from 'GetString()'
  // CHECK-MESSAGES: :[[@LINE-2]]:8: note: no fix-it: passing '{pointer, length}' could select another overload, 'OwnAppendOperator::operator+=(const OwnAppendOperator &)'
  // CHECK-FIXES: T += S.GetString();
}

struct Assignable : std::string {
  using std::string::string;
  using std::string::operator=;
};
void negativeDerivedAssignNoFix(const CString &S, Assignable &T) {
  T = S.GetString();
  // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: string assigned from 'GetString()'
  // CHECK-MESSAGES: :[[@LINE-2]]:7: note: no fix-it: 'Assignable' has assignment operators of its own, which '{pointer, length}' could select
  // CHECK-FIXES: T = S.GetString();
}
void positiveDerivedAssignObject(const std::string &S, Assignable &T) {
  T = S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: string assigned from 'c_str()'
  // CHECK-FIXES: T = S;
}

// std::string itself: its own overloads rank as intended.
void positiveStdString(const CString &S, std::string &T) {
  T.append(S.GetString());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string appended from 'GetString()'
  // CHECK-FIXES: T.append(S.GetString(), static_cast<std::size_t>(S.GetLength()));
  T.assign(S.GetString());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string assigned from 'GetString()'
  // CHECK-FIXES: T.assign(S.GetString(), static_cast<std::size_t>(S.GetLength()));
  T += S.GetString();
  // CHECK-MESSAGES: :[[@LINE-1]]:8: warning: string appended from 'GetString()'
  // CHECK-FIXES: T += {S.GetString(), static_cast<std::size_t>(S.GetLength())};
  T = S.GetString();
  // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: string assigned from 'GetString()'
  // CHECK-FIXES: T = {S.GetString(), static_cast<std::size_t>(S.GetLength())};
}
