// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++20
// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// A counted `for` loop whose body only appends pieces of known length to one
// string knows the string's final size before it starts: `reserve` in front
// of the loop replaces the regrowths. The count is read from the bound's own
// text, once, never below 0 (`n > 0 ? ... : 0`), and made in std::size_t.
// Only <string> is included: std::size_t comes with it.

#include <string>
#include <vector>

void positiveSignedBound(std::string &s, int n) {
  for (int i = 0; i < n; ++i)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by 2 characters on each of a number of iterations known before the loop, reallocating as it goes; reserve its final size in front of the loop [strcost-loop-growth]
// CHECK-FIXES: {{^}}  s.reserve(s.size() + (n > 0 ? static_cast<std::size_t>(n) * 2 : 0));{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int i = 0; i < n; ++i){{$}}
    s += "  ";
}

std::string positiveSizeBound(std::size_t depth) {
  std::string out;
  for (std::size_t i = 0; i < depth; ++i)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'out' grows by 2 characters
// CHECK-FIXES: {{^}}  out.reserve(out.size() + depth * 2);{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (std::size_t i = 0; i < depth; ++i){{$}}
    out += "  ";
  return out;
}

void positiveContainerSize(std::string &s, const std::vector<int> &v) {
  for (std::size_t i = 0; i < v.size(); ++i) {
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by 2 characters
// CHECK-FIXES: {{^}}  s.reserve(s.size() + v.size() * 2);{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (std::size_t i = 0; i < v.size(); ++i) {{{$}}
    s += ',';
    s.push_back(' ');
  }
}

void positiveInclusiveFromOne(std::string &s, int n) {
  for (int i = 1; i <= n; i++)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by 3 characters
// CHECK-FIXES: {{^}}  s.reserve(s.size() + (n >= 1 ? (static_cast<std::size_t>(n - 1) + 1) * 3 : 0));{{$}}
    s.append(3, '-');
}

void positiveNotEqualStepOne(std::string &s, unsigned n, char c) {
  // A character of any value is one character.
  for (unsigned i = 0; i != n; i += 1)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by 1 character on
// CHECK-FIXES: {{^}}  s.reserve(s.size() + static_cast<std::size_t>(n));{{$}}
    s += c;
}

void positiveTemporaryOfCount(std::string &s, long n) {
  for (long i = 0; i < n - 1; ++i)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by 4 characters
// CHECK-FIXES: {{^}}  s.reserve(s.size() + ((n - 1) > 0 ? static_cast<std::size_t>(n - 1) * 4 : 0));{{$}}
    s += std::string(4, ' ');
}

void positiveConstantBound(std::string &s) {
  for (int i = 0; i < 1000; ++i)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by 1 character
// CHECK-FIXES: {{^}}  s.reserve(s.size() + 1000);{{$}}
    s += 'x';
}

void positiveEmbeddedNul(std::string &s, int n) {
  // The `const char *` overload stops at the first NUL.
  for (int i = 0; i < n; ++i)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by 2 characters
// CHECK-FIXES: {{^}}  s.reserve(s.size() + (n > 0 ? static_cast<std::size_t>(n) * 2 : 0));{{$}}
    s += "ab\0cd";
}

void positiveWide(std::wstring &w, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'w' grows by 1 character
// CHECK-FIXES: {{^}}  w.reserve(w.size() + n);{{$}}
    w += L'x';
}

void positiveOtherLocalString(std::string &s) {
  // A local string is another object than the parameter.
  std::string pattern = "abc";
  for (std::size_t i = 0; i < pattern.length(); ++i)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by 1 character
// CHECK-FIXES: {{^}}  s.reserve(s.size() + pattern.length());{{$}}
    s += '*';
}

void positiveCastBound(std::string &s, const std::vector<int> &v) {
  // Converted by the user, the bound is an int like the counter.
  for (int i = 0; i < static_cast<int>(v.size()); ++i)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by 1 character
// CHECK-FIXES: {{^}}  s.reserve(s.size() + (static_cast<int>(v.size()) > 0 ? static_cast<std::size_t>(static_cast<int>(v.size())) : 0));{{$}}
    s += 'x';
}

void positiveCommentInBound(std::string &s, int n) {
  for (int i = 0; i < n /* rows */ * 2; ++i)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by 1 character
// CHECK-MESSAGES: :[[@LINE-2]]:3: note: no fix-it: a comment stands in the loop's bound or the string's name, which the fix would copy
    s += 'x';
}

struct Padder {
  std::string text_;
  int width_ = 0;
  void pad() {
    for (int i = 0; i < width_; ++i)
// CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 'text_' grows by 1 character
// CHECK-FIXES: {{^}}    text_.reserve(text_.size() + (width_ > 0 ? static_cast<std::size_t>(width_) : 0));{{$}}
      text_ += ' ';
  }
  void padThis() {
    for (int i = 0; i < this->width_; ++i)
// CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 'text_' grows by 1 character
// CHECK-FIXES: {{^}}    this->text_.reserve(this->text_.size() + (this->width_ > 0 ? static_cast<std::size_t>(this->width_) : 0));{{$}}
      this->text_ += ' ';
  }
};

// --- With the other cases of the check -----------------------------------------

void positiveInnerLoopOfHoistedString(const std::vector<int> &depths) {
  // Case 2 hoists `row` in front of the outer loop; case 3 reserves in front
  // of the inner one: two edits that do not touch.
  for (int d : depths) {
    std::string row;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'row' is made and freed
    for (int i = 0; i < d; ++i)
// CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 'row' grows by 2 characters
      row += "  ";
    row += "x";
    (void)row.size();
  }
// CHECK-FIXES: {{^}}  std::string row;{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int d : depths) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    row.clear();{{$}}
// CHECK-FIXES: {{^}}    row.reserve(row.size() + (d > 0 ? static_cast<std::size_t>(d) * 2 : 0));{{$}}
// CHECK-FIXES-NEXT: {{^}}    for (int i = 0; i < d; ++i){{$}}
}

// `s = s + x` is case 1's (`+=`), and counts as an append of x here: one
// run makes both edits (one in the body, one in front of the loop), which do
// not touch, so that a second run has nothing left to offer.
void positiveSelfConcatCharacter(std::string &s, int n) {
  for (int i = 0; i < n; ++i)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by 1 character on each of a number of iterations known before the loop
    s = s + 'x';
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 's' is copied into a new string on every loop iteration
// CHECK-FIXES: {{^}}  s.reserve(s.size() + (n > 0 ? static_cast<std::size_t>(n) : 0));{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int i = 0; i < n; ++i){{$}}
// CHECK-FIXES: {{^}}    s += 'x';{{$}}
}

std::string positiveSelfConcatLiteralAndAppend(std::size_t n) {
  std::string s;
  for (std::size_t i = 0; i < n; ++i) {
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by 3 characters
    s = s + "ab";
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 's' is copied into a new string on every loop iteration
    s += ',';
  }
// CHECK-FIXES: {{^}}  s.reserve(s.size() + n * 3);{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (std::size_t i = 0; i < n; ++i) {{{$}}
// CHECK-FIXES: {{^}}    s += "ab";{{$}}
  return s;
}

void positiveSelfConcatTemporary(std::string &s, int n) {
  for (int i = 0; i < n; ++i)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by 4 characters
    s = s + std::string(4, '-');
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 's' is copied into a new string on every loop iteration
// CHECK-FIXES: {{^}}  s.reserve(s.size() + (n > 0 ? static_cast<std::size_t>(n) * 4 : 0));{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int i = 0; i < n; ++i){{$}}
// CHECK-FIXES: {{^}}    s += std::string(4, '-');{{$}}
}

void positiveSelfConcatUnknownPiece(std::string &s, const std::string &x, int n) {
  // x's length is not known: case 1 only.
  for (int i = 0; i < n; ++i)
    s = s + x;
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 's' is copied into a new string on every loop iteration
// CHECK-FIXES: {{^}}    s += x;{{$}}
}

void positiveSelfConcatWithoutFix(std::string &s, int n) {
  // Case 1 declines (the parentheses): each assignment would still give s a
  // new buffer, and a reserve would be lost at the first; none offered.
  for (int i = 0; i < n; ++i)
    s = (s + 'x');
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 's' is copied into a new string on every loop iteration
// CHECK-MESSAGES: :[[@LINE-2]]:7: note: no fix-it: {{.*}}
}

void positiveSelfConcatOtherTarget(std::string &s, std::string &t, int n) {
  // Two strings grown: no known final size for either.
  for (int i = 0; i < n; ++i) {
    s = s + 'x';
// CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 's' is copied into a new string on every loop iteration
    t += 'y';
  }
}

// --- Reported without a fix-it -------------------------------------------------

void positiveNotInABlock(std::string &s, bool b, int n) {
  if (b)
    for (int i = 0; i < n; ++i)
// CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 's' grows by 1 character
// CHECK-MESSAGES: :[[@LINE-2]]:5: note: no fix-it: the loop does not stand directly in a block, where the reserve could go in front of it
      s += 'x';
}

#define SPACES(s, n) for (int i = 0; i < n; ++i) s += ' '

void positiveLoopInMacro(std::string &s, int n) {
  SPACES(s, n);
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by 1 character
// CHECK-MESSAGES: :[[@LINE-2]]:3: note: no fix-it: the text is spelled inside a macro
}

// --- Not found -----------------------------------------------------------------

void negativeSmallConstant(std::string &s) {
  // Within one growth of the small buffer: nothing to save.
  for (int i = 0; i < 10; ++i)
    s += 'x';
}

void negativeReservedAlready(std::string &s, int n) {
  s.reserve(s.size() + n);
  for (int i = 0; i < n; ++i)
    s += 'x';
}

void negativeUnknownPiece(std::string &s, const std::string &x, int n) {
  for (int i = 0; i < n; ++i)
    s += x;
}

void negativeOtherStatement(std::string &s, int n, int &calls) {
  for (int i = 0; i < n; ++i) {
    s += 'x';
    ++calls;
  }
}

void negativeBranch(std::string &s, int n) {
  for (int i = 0; i < n; ++i)
    if (i % 2)
      s += 'x';
}

void negativeTwoStrings(std::string &a, std::string &b, int n) {
  for (int i = 0; i < n; ++i) {
    a += 'x';
    b += 'y';
  }
}

int next();

void negativeBoundCalls(std::string &s) {
  for (int i = 0; i < next(); ++i)
    s += 'x';
}

void negativeBoundIsTheString(std::string &s) {
  for (std::size_t i = 0; i < s.size(); ++i)
    s += 'x';
}

void negativeBoundMayBeTheString(std::string &s, const std::string &t) {
  // t may be s under another name.
  for (std::size_t i = 0; i < t.size(); ++i)
    s += 'x';
}

void negativeBoundThroughReference(std::string &s, const int &n) {
  for (int i = 0; i < n; ++i)
    s += 'x';
}

void negativeMixedSigns(std::string &s, const std::vector<int> &v) {
  // `i < v.size()` compares in the unsigned type: not the counter's.
  for (unsigned i = 0; i < v.size(); ++i)
    s += 'x';
  for (int i = 0; i < v.size(); ++i)
    s += 'x';
}

void negativeCounterFromVariable(std::string &s, int from, int n) {
  for (int i = from; i < n; ++i)
    s += 'x';
}

void negativeStepTwo(std::string &s, int n) {
  for (int i = 0; i < n; i += 2)
    s += 'x';
}

void negativeCountedDown(std::string &s, int n) {
  for (int i = n; i > 0; --i)
    s += 'x';
}

void negativeWhile(std::string &s, int n) {
  int i = 0;
  while (i++ < n)
    s += 'x';
}

std::string global;

void negativeGlobal(int n) {
  for (int i = 0; i < n; ++i)
    global += 'x';
}

void negativeCountNotConstant(std::string &s, int n, int k) {
  for (int i = 0; i < n; ++i)
    s.append(k, ' ');
}

template <class S> void negativeDependentString(S &s, int n) {
  for (int i = 0; i < n; ++i)
    s += 'x';
}

template <int N> void negativeDependentBound(std::string &s) {
  for (int i = 0; i < N; ++i)
    s += 'x';
}

void instantiate(std::string &s) {
  negativeDependentString(s, 3);
  negativeDependentBound<100>(s);
}
