// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++20
// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// `s = s + x` in a loop copies the whole of s on every iteration: it becomes
// `s += x`. Only the string's own `+` and `=` with s itself on the left of
// the `+` (same object, same spelling) are found; a prepend, another string,
// a user's operator+ or a value used are not.

#include <string>
#include <vector>

const char *piece();
std::string name(int);

std::string positiveLiteral(int n) {
  std::string s;
  for (int i = 0; i < n; ++i)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by 2 characters on each of a number of iterations known before the loop
    s = s + "ab";
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 's' is copied into a new string on every loop iteration to append to it, quadratic in its final length; append in place with '+=' [strcost-loop-growth]
// CHECK-FIXES: {{^}}    s += "ab";{{$}}
  return s;
}

std::string positiveChar(const std::vector<char> &v) {
  std::string s;
  for (char c : v)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by at least 1 character on each iteration over a container whose size is known before the loop
// CHECK-FIXES: {{^}}  s.reserve(s.size() + v.size());{{$}}
    s = s + c;
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 's' is copied
// CHECK-FIXES: {{^}}    s += c;{{$}}
  return s;
}

std::string positiveString(const std::vector<std::string> &v) {
  std::string s;
  for (const std::string &e : v) {
    s = s + e;
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 's' is copied
// CHECK-FIXES: {{^}}    s += e;{{$}}
  }
  return s;
}

std::string positiveTemporary(int n) {
  std::string s;
  int i = 0;
  while (i < n)
    s = s + name(i++);
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 's' is copied
// CHECK-FIXES: {{^}}    s += name(i++);{{$}}
  return s;
}

std::string positiveDoWhilePointer(int n) {
  std::string s;
  do {
    s = s + piece();
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 's' is copied
// CHECK-FIXES: {{^}}    s += piece();{{$}}
  } while (--n > 0);
  return s;
}

void positiveReferenceParameter(std::string &out, const std::vector<std::string> &v) {
  for (const auto &e : v)
    if (!e.empty())
      out = out + e;
// CHECK-MESSAGES: :[[@LINE-1]]:11: warning: 'out' is copied
// CHECK-FIXES: {{^}}      out += e;{{$}}
}

void positiveSelf(std::string &s, int n) {
  // s += s is well defined: the argument is read before the string grows.
  for (int i = 0; i < n; ++i)
    s = s + s;
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 's' is copied
// CHECK-FIXES: {{^}}    s += s;{{$}}
}

void positiveSpacing(std::string &s, int n) {
  for (int i = 0; i < n; ++i)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by 1 character on each of a number of iterations known before the loop
    s   =   s   +   "x";
// CHECK-MESSAGES: :[[@LINE-1]]:9: warning: 's' is copied
// CHECK-FIXES: {{^}}    s   +=   "x";{{$}}
}

void positiveWideString(std::wstring &s, int n) {
  for (int i = 0; i < n; ++i)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by 1 character on each of a number of iterations known before the loop
    s = s + L"x";
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 's' is copied
// CHECK-FIXES: {{^}}    s += L"x";{{$}}
}

void positiveInSwitchAndTry(std::string &s, int n) {
  for (int i = 0; i < n; ++i) {
    switch (i % 2) {
    case 0:
      s = s + "0";
// CHECK-MESSAGES: :[[@LINE-1]]:9: warning: 's' is copied
// CHECK-FIXES: {{^}}      s += "0";{{$}}
      break;
    default:
      try {
        s = s + "1";
// CHECK-MESSAGES: :[[@LINE-1]]:11: warning: 's' is copied
// CHECK-FIXES: {{^}}        s += "1";{{$}}
      } catch (...) {
      }
    }
  }
}

void positiveNestedLoopsOnce(std::string &s, int n) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
// CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 's' grows by 1 character on each of a number of iterations known before the loop
// CHECK-MESSAGES: :[[@LINE-2]]:5: note: no fix-it: the loop is the whole body of another loop: a reserve in front of it would need braces, and would run on each of that loop's iterations, reallocating each time where 'reserve' allocates no more than asked
      s = s + "x";
// CHECK-MESSAGES: :[[@LINE-1]]:9: warning: 's' is copied
// CHECK-FIXES: {{^}}      s += "x";{{$}}
}

struct Builder {
  std::string text;
  void add(const std::vector<std::string> &v) {
    for (const auto &e : v)
      text = text + e;
// CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'text' is copied
// CHECK-FIXES: {{^}}      text += e;{{$}}
  }
  void addThis(int n) {
    for (int i = 0; i < n; ++i)
// CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 'text' grows by 1 character on each of a number of iterations known before the loop
      this->text = this->text + ";";
// CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 'this->text' is copied
// CHECK-FIXES: {{^}}      this->text += ";";{{$}}
  }
};

void positiveThroughPointer(std::string *p, int n) {
  for (int i = 0; i < n; ++i)
    *p = *p + "x";
// CHECK-MESSAGES: :[[@LINE-1]]:8: warning: '*p' is copied
// CHECK-FIXES: {{^}}    *p += "x";{{$}}
}

// --- Reported without a fix-it -------------------------------------------------

void positivePointerIntoItself(std::string &s, int n) {
  for (int i = 0; i < n; ++i)
    s = s + s.c_str();
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 's' is copied
// CHECK-MESSAGES: :[[@LINE-2]]:7: note: no fix-it: the appended characters are read from the string itself through a pointer
}

void positiveComment(std::string &s, int n) {
  for (int i = 0; i < n; ++i)
    s = /* again */ s + "x";
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 's' is copied
// CHECK-MESSAGES: :[[@LINE-2]]:7: note: no fix-it: parentheses or comments stand between '=' and '+'
}

void positiveParentheses(std::string &s, int n) {
  for (int i = 0; i < n; ++i)
    s = (s + "x");
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 's' is copied
// CHECK-MESSAGES: :[[@LINE-2]]:7: note: no fix-it: parentheses or comments stand between '=' and '+'
}

struct Derived : std::string {};

void positiveDerivedPiece(std::string &s, const Derived &d, int n) {
  for (int i = 0; i < n; ++i)
    s = s + d;
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 's' is copied
// CHECK-MESSAGES: :[[@LINE-2]]:7: note: no fix-it: the appended piece has type 'const Derived', for which '+=' may choose another overload than '+'
}

void positiveLongerChainAlone(std::string &s, const std::string &a, int n) {
  // strcost-chained-concatenation (off in this run) appends longer chains.
  for (int i = 0; i < n; ++i)
    s = s + a + ",";
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 's' is copied
// CHECK-MESSAGES: :[[@LINE-2]]:7: note: no fix-it: strcost-chained-concatenation appends a chain of 3 pieces at once with strcost::str_append (its MinOperands option)
}

// --- Not found -----------------------------------------------------------------

void negativeOutsideLoop(std::string &s) { s = s + "x"; }

void negativePrepend(std::string &s, int n) {
  for (int i = 0; i < n; ++i)
    s = "x" + s;
}

void negativeOtherString(std::string &s, const std::string &t, int n) {
  for (int i = 0; i < n; ++i)
    s = t + "x";
}

void positiveAppendIsReserved(std::string &s, int n) {
  // Already `+=`: nothing to rebuild; the third case reserves in front.
  for (int i = 0; i < n; ++i)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by 1 character on each of a number of iterations known before the loop
// CHECK-FIXES: {{^}}  s.reserve(s.size() + (n > 0 ? static_cast<std::size_t>(n) : 0));{{$}}
    s += "x";
}

void negativeValueUsed(std::string &s, int n) {
  for (int i = 0; i < n; ++i)
    if ((s = s + "x").size() > 10)
      break;
}

void negativeCondition(std::string &s) {
  while ((s = s + "x").size() < 10) {
  }
}

void negativeNumbers(int n) {
  int total = 0;
  for (int i = 0; i < n; ++i)
    total = total + i;
}

struct Text {
  std::string value;
};
Text operator+(const Text &, const char *);

void negativeUserOperator(Text &t, int n) {
  for (int i = 0; i < n; ++i)
    t = t + "x";
}

void negativeDifferentObjects(std::vector<std::string> &v, int n) {
  // Not a plain object: v[i] is spelled twice, and the call may differ.
  for (int i = 0; i < n; ++i)
    v[i] = v[i] + "x";
}

void negativeLambdaBody(std::string &s, int n) {
  for (int i = 0; i < n; ++i) {
    auto f = [&] { s = s + "x"; };
    (void)f;
  }
}
