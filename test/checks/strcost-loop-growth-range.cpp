// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++20
// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++23
// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing
// RUN: %if libcxx %{ %check_strcost %s strcost-loop-growth %t -- -- -std=c++11 -stdlib=libc++ %}
// RUN: %if libcxx %{ %check_strcost %s strcost-loop-growth %t -- -- -std=c++20 -stdlib=libc++ %}

// A loop over a container whose size is known before it (a range-for, the
// classic iterator loop) and whose every iteration appends at least k
// characters to one string: the final size is at least the container's size
// times k, and `reserve` of that lower bound in front of the loop never asks
// for more than the string will hold.

#include <forward_list>
#include <initializer_list>
#include <list>
#include <map>
#include <string>
#include <vector>

// hunspell's u16_u8, as a range-for: 1 to 3 bytes per 16-bit unit.
std::string &positiveUtf16ToUtf8(std::string &dest,
                                 const std::vector<unsigned short> &src) {
  dest.clear();
  for (unsigned short u : src) {
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'dest' grows by at least 1 character on each iteration over a container whose size is known before the loop, reallocating as it goes; reserve that much in front of the loop [strcost-loop-growth]
// CHECK-MESSAGES: :[[@LINE-2]]:3: note: cost per execution:
// CHECK-FIXES: {{^}}  dest.reserve(dest.size() + src.size());{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (unsigned short u : src) {{{$}}
    signed char u8;
    if (u >= 0x800) {
      u8 = static_cast<signed char>(0xe0 + (u >> 12));
      dest.push_back(u8);
      dest.push_back(static_cast<char>(0x80 + ((u >> 6) & 0x3f)));
      dest.push_back(static_cast<char>(0x80 + (u & 0x3f)));
    } else if (u >= 0x80) {
      dest.push_back(static_cast<char>(0xc0 + (u >> 6)));
      dest.push_back(static_cast<char>(0x80 + (u & 0x3f)));
    } else {
      dest.push_back(static_cast<char>(u));
    }
  }
  return dest;
}

// hunspell 1.7.1's u16_u8 itself: the iterators declared right in front of a
// `while` loop whose last statement steps one of them.
struct w_char {
  unsigned char l;
  unsigned char h;
};
std::string &positiveHunspellWhile(std::string &dest, const std::vector<w_char> &src) {
  dest.clear();
  std::vector<w_char>::const_iterator u2 = src.begin();
  std::vector<w_char>::const_iterator u2_max = src.end();
  while (u2 < u2_max) {
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'dest' grows by at least 1 character on each iteration over a container
// CHECK-FIXES: {{^}}  std::vector<w_char>::const_iterator u2_max = src.end();{{$}}
// CHECK-FIXES-NEXT: {{^}}  dest.reserve(dest.size() + src.size());{{$}}
// CHECK-FIXES-NEXT: {{^}}  while (u2 < u2_max) {{{$}}
    signed char u8;
    if (u2->h) {
      if (u2->h >= 0x08) {
        u8 = 0xe0 + (u2->h >> 4);
        dest.push_back(u8);
        u8 = 0x80 + ((u2->h & 0xf) << 2) + (u2->l >> 6);
        dest.push_back(u8);
        u8 = 0x80 + (u2->l & 0x3f);
        dest.push_back(u8);
      } else {
        u8 = 0xc0 + (u2->h << 2) + (u2->l >> 6);
        dest.push_back(u8);
        u8 = 0x80 + (u2->l & 0x3f);
        dest.push_back(u8);
      }
    } else {
      if (u2->l & 0x80) {
        u8 = 0xc0 + (u2->l >> 6);
        dest.push_back(u8);
        u8 = 0x80 + (u2->l & 0x3f);
        dest.push_back(u8);
      } else {
        u8 = u2->l;
        dest.push_back(u8);
      }
    }
    ++u2;
  }
  return dest;
}

void positiveWhileNotEqual(std::string &s, const std::vector<char> &v) {
  std::vector<char>::const_iterator it = v.begin(), end = v.end();
  while (it != end) {
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by at least 2 characters on each
// CHECK-FIXES: {{^}}  s.reserve(s.size() + v.size() * 2);{{$}}
    s += *it;
    s += ' ';
    it++;
  }
}

// Something between the iterators and the loop may move them.
void negativeWhileStatementBetween(std::string &s, const std::vector<char> &v) {
  std::vector<char>::const_iterator it = v.begin();
  std::vector<char>::const_iterator end = v.end();
  if (!v.empty() && v[0] == '#')
    ++it;
  while (it != end) {
    s += *it;
    ++it;
  }
}

// A `continue` skips the step at the end of the body.
void negativeWhileContinue(std::string &s, const std::vector<char> &v) {
  std::vector<char>::const_iterator it = v.begin();
  std::vector<char>::const_iterator end = v.end();
  while (it != end) {
    s += *it;
    if (*it == ' ')
      continue;
    ++it;
  }
}

// The step is not the last statement: a UTF-8 decoder's in-body advance.
void negativeWhileAdvanceInBody(std::string &s, const std::vector<char> &v) {
  std::vector<char>::const_iterator it = v.begin();
  std::vector<char>::const_iterator end = v.end();
  while (it != end) {
    s += *it;
    ++it;
    s += '.';
  }
}

// jsonnet's decode_utf8: the index advances inside the body (by a call), so
// the iterations are at most, not at least, the string's length.
char32_t decodeOne(const std::string &str, std::size_t &i);
void negativeCountedWithInBodyAdvance(std::u32string &r, const std::string &s) {
  for (std::size_t i = 0; i < s.length(); ++i)
    r.push_back(decodeOne(s, i));
}

// Every path appends two: the minimum multiplies the size.
std::string positiveEscapeEach(const std::string &text) {
  std::string out;
  for (char c : text) {
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'out' grows by at least 2 characters on each iteration
// CHECK-FIXES: {{^}}  out.reserve(out.size() + text.size() * 2);{{$}}
    out += '\\';
    out.push_back(c);
  }
  return out;
}

// A piece of unknown length counts 0; the character after it counts.
void positiveMapKeysAndNewline(std::string &s,
                               const std::map<std::string, int> &m) {
  std::string local;
  for (const auto &kv : m) {
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'local' grows by at least 1 character on each
// CHECK-FIXES: {{^}}  local.reserve(local.size() + m.size());{{$}}
    local += kv.first;
    local += '\n';
  }
  s = local;
}

// `continue` after an append: each path has appended one by then.
void positiveContinueAfterAppend(std::string &s, const std::list<char> &l) {
  for (char c : l) {
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by at least 1 character on each
// CHECK-FIXES: {{^}}  s.reserve(s.size() + l.size());{{$}}
    s += c;
    if (c == ' ')
      continue;
    s += "ab";
  }
}

void positiveInitializerList(std::string &s, std::initializer_list<char> il) {
  for (char c : il)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by at least 1 character on each
// CHECK-FIXES: {{^}}  s.reserve(s.size() + il.size());{{$}}
    s += c;
}

// A C array's extent is a constant.
void positiveCArray(std::string &s) {
  int digits[100] = {};
  for (int d : digits)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by at least 1 character on each
// CHECK-FIXES: {{^}}  s.reserve(s.size() + 100);{{$}}
    s += static_cast<char>('0' + d % 10);
}

struct Writer {
  std::string text_;
  // A member of *this, and a container that is no string.
  void positiveMember(const std::vector<int> &v) {
    for (int x : v) {
// CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 'text_' grows by at least 3 characters on each
// CHECK-FIXES: {{^}}    text_.reserve(text_.size() + v.size() * 3);{{$}}
      text_ += static_cast<char>('0' + x % 10);
      text_ += ", ";
    }
  }
  // The member may be the string the reference parameter names.
  void negativeMemberAndStringParameter(const std::string &t) {
    for (char c : t)
      text_ += c;
  }
};

void positiveWide(std::wstring &w, const std::vector<wchar_t> &v) {
  for (wchar_t c : v)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'w' grows by at least 1 character on each
// CHECK-FIXES: {{^}}  w.reserve(w.size() + v.size());{{$}}
    w += c;
}

void positiveUtf16(std::u16string &u, const std::vector<char16_t> &v) {
  for (char16_t c : v)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'u' grows by at least 1 character on each
// CHECK-FIXES: {{^}}  u.reserve(u.size() + v.size());{{$}}
    u.push_back(c);
}

// The classic iterator loop, its body not reading through the iterator.
void positiveIteratorLoop(std::string &s, const std::vector<int> &v) {
  for (std::vector<int>::const_iterator it = v.begin(); it != v.end(); ++it)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by at least 1 character on each
// CHECK-FIXES: {{^}}  s.reserve(s.size() + v.size());{{$}}
    s += ',';
}

// --- Traps -----------------------------------------------------------------

void negativeContainerModified(std::string &s, std::list<char> &l) {
  for (char c : l) {
    s += c;
    if (c == 'a')
      l.push_back('b');
  }
}

void negativeStringIsTheRange(std::string &s) {
  for (char c : s)
    s += c;
}

void negativeRangeIsTheStringByAnotherName(std::string &s) {
  std::string &r = s;
  for (char c : r)
    s += c;
}

void negativeBreak(std::string &s, const std::vector<char> &v) {
  for (char c : v) {
    if (c == 0)
      break;
    s += c;
  }
}

void negativeBreakAfterAppend(std::string &s, const std::vector<char> &v) {
  for (char c : v) {
    s += c;
    if (c == 0)
      break;
  }
}

void negativeReturn(std::string &s, const std::vector<char> &v) {
  for (char c : v) {
    s += c;
    if (c == 0)
      return;
  }
}

void negativeEmptyBranch(std::string &s, const std::vector<char> &v) {
  for (char c : v)
    if (c != ' ')
      s += c;
}

void negativeContinueBeforeAppend(std::string &s, const std::vector<char> &v) {
  for (char c : v) {
    if (c == ' ')
      continue;
    s += c;
  }
}

void negativeUnknownLengthOnly(std::string &s, const std::vector<std::string> &v) {
  for (const std::string &x : v)
    s += x;
}

void negativeCapacityRead(std::string &s, const std::vector<char> &v) {
  int grown = 0;
  for (char c : v) {
    s += c;
    if (s.capacity() > 64)
      ++grown;
  }
}

void log(char);
void negativeCallInBody(std::string &s, const std::vector<char> &v) {
  for (char c : v) {
    s += c;
    log(c);
  }
}

void negativeTwoStrings(std::string &a, std::string &b, const std::vector<char> &v) {
  for (char c : v) {
    a += c;
    b += c;
  }
}

void negativeReservedBefore(std::string &s, const std::vector<char> &v) {
  s.reserve(s.size() + v.size());
  for (char c : v)
    s += c;
}

void negativeForwardList(std::string &s, const std::forward_list<char> &l) {
  for (char c : l)
    s += c;
}

std::vector<char> make();
void negativeRangeIsACall(std::string &s) {
  for (char c : make())
    s += c;
}

void negativeSmallConstantArray(std::string &s) {
  const char abc[3] = {'a', 'b', 'c'};
  for (char c : abc)
    s += c;
}

void negativeElementIsTheString(std::vector<std::string> v) {
  for (std::string x : v)
    x += '!';
}

template <class C> void negativeDependentContainer(std::string &s, const C &c) {
  for (char x : c)
    s += x;
}
template void negativeDependentContainer(std::string &, const std::vector<char> &);

// The reserve would run on each of the outer loop's iterations.
void positiveInnerLoopNoFix(std::string &s, const std::vector<std::vector<char>> &rows) {
  for (const std::vector<char> &row : rows) {
    for (char c : row)
// CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 's' grows by at least 1 character on each
// CHECK-MESSAGES: :[[@LINE-2]]:5: note: no fix-it: the loop runs inside another loop: a reserve in front of it would run on each of that loop's iterations
      s += c;
    s += '\n';
  }
}

void positiveNotInABlockNoFix(std::string &s, const std::vector<char> &v, bool b) {
  if (b)
    for (char c : v)
// CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 's' grows by at least 1 character on each
// CHECK-MESSAGES: :[[@LINE-2]]:5: note: no fix-it: the loop does not stand directly in a block
      s += c;
}

#define FOR_EACH(x, c) for (char x : c)
void positiveMacroLoopNoFix(std::string &s, const std::vector<char> &v) {
  FOR_EACH(c, v)
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 's' grows by at least 1 character on each
// CHECK-MESSAGES: :[[@LINE-2]]:3: note: no fix-it:
    s += c;
}

// A lambda's reference parameter may name the local it captures.
std::string negativeLambdaParameter(const std::string &in) {
  std::string out = in;
  auto twice = [&](const std::string &t) {
    for (char c : t)
      out += c;
  };
  twice(out);
  return out;
}
