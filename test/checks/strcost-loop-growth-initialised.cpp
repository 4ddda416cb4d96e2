// RUN: %check_strcost -check-suffixes=,CXX17 %s strcost-loop-growth %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++11
// RUN: %check_strcost -check-suffixes=,CXX17 %s strcost-loop-growth %t -- -- -std=c++20
// RUN: %check_strcost -check-suffixes=,CXX17 %s strcost-loop-growth %t -- -- -std=c++23
// RUN: %check_strcost -check-suffixes=,CXX17 %s strcost-loop-growth %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// A string declared in a loop's body from a value (another string, a
// pointer, a concatenation, a constructor's arguments) and grown there is
// made, grown and freed on every iteration. Declared in front of the loop,
// it is given the value again where it was declared, by the string's own
// assignment (`s = e;`, `s.assign(p, n);`, `s = a; s += b;`), which writes
// into the buffer it kept. Initial values that hand the string a new buffer
// (`= f()`, `= std::move(t)`) are not found: the assignment would free the
// kept one, and hoisting would save nothing.

#include <string>
#include <utility>
#include <vector>

void consume(const std::string &);
void fill(std::string &);
const char *name(int);
std::string make(int);
int next();

void positiveCopy(const std::string &prefix, const std::vector<std::string> &v) {
  for (const auto &e : v) {
    std::string line = prefix;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'line' is made and freed on every loop iteration, allocating again as it grows; declare it in front of the loop and assign its initial value here to keep its capacity [strcost-loop-growth]
// CHECK-FIXES: {{^}}  std::string line;{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (const auto &e : v) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    line = prefix;{{$}}
    line += e;
// CHECK-MESSAGES: :[[@LINE-1]]:5: note: 'line' grows in this call
    consume(line);
  }
}

void positiveDirectCopy(const std::string &prefix, int n) {
  for (int i = 0; i < n; ++i) {
    std::string line(prefix);
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'line' is made and freed
// CHECK-FIXES: {{^}}  std::string line;{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int i = 0; i < n; ++i) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    line = prefix;{{$}}
    line.push_back('x');
    consume(line);
  }
}

void positiveBracedCopy(const std::string &prefix, int n) {
  for (int i = 0; i < n; ++i) {
    std::string line{prefix};
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'line' is made and freed
// CHECK-FIXES: {{^}}    line = prefix;{{$}}
    line.append(name(i));
    consume(line);
  }
}

void positiveCopyOfElement(const std::vector<std::string> &v, bool b) {
  for (std::size_t i = 0; i < v.size(); ++i) {
    std::string s = b ? v[i] : v[0];
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-FIXES: {{^}}    s = b ? v[i] : v[0];{{$}}
    s.insert(0, "> ");
    consume(s);
  }
}

void positivePointer(int n) {
  for (int i = 0; i < n; ++i) {
    std::string s = name(i);
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-FIXES: {{^}}    s = name(i);{{$}}
    s += ':';
    consume(s);
  }
}

void positivePointerAndLength(const std::vector<std::vector<char>> &rows) {
  for (const auto &v : rows) {
    std::string s(v.data(), v.size());
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-FIXES: {{^}}  std::string s;{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (const auto &v : rows) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    s.assign(v.data(), v.size());{{$}}
    s += '\n';
    consume(s);
  }
}

void positiveCountAndCharacter(const std::vector<int> &widths) {
  for (int w : widths) {
    std::string pad(w, ' ');
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'pad' is made and freed
// CHECK-FIXES: {{^}}    pad.assign(w, ' ');{{$}}
    pad += "|";
    consume(pad);
  }
}

void positiveSubstring(const std::string &text, int n) {
  for (int i = 0; i < n; ++i) {
    std::string part(text, i, 4);
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'part' is made and freed
// CHECK-FIXES: {{^}}    part.assign(text, i, 4);{{$}}
    part += "...";
    consume(part);
  }
}

void positiveIterators(const std::vector<std::vector<char>> &rows) {
  for (const auto &v : rows) {
    std::string s(v.begin(), v.end());
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-FIXES: {{^}}    s.assign(v.begin(), v.end());{{$}}
    s += '\n';
    consume(s);
  }
}

void positiveFunctionalCast(const char *p, int n) {
  for (int i = 0; i < n; ++i) {
    std::string s = std::string(p, i);
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-FIXES: {{^}}    s.assign(p, i);{{$}}
    s += '\n';
    consume(s);
  }
}

void positiveAutoFromCast(const std::string &prefix, int n) {
  for (int i = 0; i < n; ++i) {
    auto s = std::string(prefix);
// CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 's' is made and freed
// CHECK-FIXES: {{^}}  std::string s;{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int i = 0; i < n; ++i) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    s = prefix;{{$}}
    s += '\n';
    consume(s);
  }
}

void positiveAutoEmpty(int n) {
  for (int i = 0; i < n; ++i) {
    auto s = std::string();
// CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 's' is made and freed on every loop iteration, allocating again as it grows; declare it in front of the loop and clear it here
// CHECK-FIXES: {{^}}  std::string s;{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int i = 0; i < n; ++i) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    s.clear();{{$}}
    s += "x";
    consume(s);
  }
}

// `key = a + b` would build a new string and give key its buffer, freeing
// the kept one: the pieces are written into the kept buffer instead.
void positiveConcatenation(const std::string &a, const std::vector<std::string> &v) {
  for (const auto &b : v) {
    std::string key = a + b;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'key' is made and freed
// CHECK-FIXES: {{^}}  std::string key;{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (const auto &b : v) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    key = a;{{$}}
// CHECK-FIXES-NEXT: {{^}}    key += b;{{$}}
    key += '\n';
    consume(key);
  }
}

void positiveConcatenationOfThree(const std::vector<std::string> &v) {
  for (const auto &b : v) {
    std::string key = '[' + b + "]:";
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'key' is made and freed
// CHECK-FIXES: {{^}}    key = '[';{{$}}
// CHECK-FIXES-NEXT: {{^}}    key += b;{{$}}
// CHECK-FIXES-NEXT: {{^}}    key += "]:";{{$}}
    key += b;
    consume(key);
  }
}

void positiveConcatenationDirect(const std::string &a, int n) {
  for (int i = 0; i < n; ++i) {
    std::string key(a + "/" + std::to_string(i));
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'key' is made and freed
// CHECK-FIXES: {{^}}    key = a;{{$}}
// CHECK-FIXES-NEXT: {{^}}    key += "/";{{$}}
// CHECK-FIXES-NEXT: {{^}}    key += std::to_string(i);{{$}}
    fill(key);
// CHECK-MESSAGES: :[[@LINE-1]]:5: note: 'key' grows in this call
    consume(key);
  }
}

void positiveWide(const std::wstring &prefix, int n) {
  for (int i = 0; i < n; ++i) {
    std::wstring w = prefix + L":";
// CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 'w' is made and freed
// CHECK-FIXES: {{^}}    w = prefix;{{$}}
// CHECK-FIXES-NEXT: {{^}}    w += L":";{{$}}
    w.push_back(L'x');
  }
}

void positiveUtf16(const std::u16string &prefix, int n) {
  for (int i = 0; i < n; ++i) {
    std::u16string w(prefix, 1, 2);
// CHECK-MESSAGES: :[[@LINE-1]]:20: warning: 'w' is made and freed
// CHECK-FIXES: {{^}}    w.assign(prefix, 1, 2);{{$}}
    w += u'x';
  }
}

// Swapped out: `out` takes the string's buffer and leaves it its own, which
// the hoisted string then keeps: the buffers are recycled, not freed.
void positiveSwapped(const std::string &prefix, std::string &out, int n) {
  for (int i = 0; i < n; ++i) {
    std::string s = prefix;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-FIXES: {{^}}    s = prefix;{{$}}
    s += '!';
    std::swap(s, out);
  }
}

// One value with side effects: evaluated once, where the declaration stood,
// as before; an exception from it leaves the hoisted string with a value no
// one reads.
void positiveValueWithSideEffects(int n) {
  for (int i = 0; i < n; ++i) {
    std::string s = name(next());
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-FIXES: {{^}}    s = name(next());{{$}}
    s += '!';
    consume(s);
  }
}

// A continue or break before or after it: the value is given again each
// time the declaration's place is reached, as the constructor was.
void positiveContinueAndBreak(const std::string &prefix, const std::vector<std::string> &v) {
  for (const auto &e : v) {
    if (e.empty())
      continue;
    std::string s = prefix;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-FIXES: {{^}}    s = prefix;{{$}}
    s += e;
    if (s.size() > 80)
      break;
    consume(s);
  }
}

// In a nest, in front of the outer loop; the value is given again in the
// inner one.
void positiveNest(const std::string &prefix, int rows, int cols) {
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      std::string cell = prefix + std::to_string(c);
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: 'cell' is made and freed
// CHECK-FIXES: {{^}}  std::string cell;{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int r = 0; r < rows; ++r) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    for (int c = 0; c < cols; ++c) {{{$}}
// CHECK-FIXES-NEXT: {{^}}      cell = prefix;{{$}}
// CHECK-FIXES-NEXT: {{^}}      cell += std::to_string(c);{{$}}
      cell += ';';
      consume(cell);
    }
  }
}

// A string not depending on the template's parameter: found once, in the
// template.
template <class T> void positiveInTemplate(const std::string &prefix, T n) {
  for (T i = 0; i < n; ++i) {
    std::string s = prefix;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-FIXES: {{^}}    s = prefix;{{$}}
    s += "!";
    consume(s);
  }
}
template void positiveInTemplate<int>(const std::string &, int);
template void positiveInTemplate<long>(const std::string &, long);

// --- Reported without a fix-it ---------------------------------------------------

// `+` does not say in which order it evaluates its operands; the fix would.
void positiveSideEffectInPiece(const std::string &a, int n) {
  for (int i = 0; i < n; ++i) {
    std::string key = a + make(next());
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'key' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: a piece of the initial value has side effects, and the fix would evaluate the pieces in their written order, which '+' does not promise
    key += "!";
    consume(key);
  }
}

// Braces evaluate left to right; a call's arguments, in any order.
const char *data(int);
std::size_t size(int);
void positiveBracedArgumentsWithSideEffects(int n) {
  for (int i = 0; i < n; ++i) {
    std::string s{data(i), size(i)};
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: an argument has side effects, evaluated in their written order in braces but in any order by 'assign'
    s += "!";
    consume(s);
  }
}

// From C++17 `=` has a template for anything convertible to a view, which a
// class derived from the string reaches before the base's own overload.
struct Path : std::string {};
void positiveDerivedValue(const Path &p, int n) {
  for (int i = 0; i < n; ++i) {
    std::string s = p;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: the initial value has type 'Path', for which the string's assignment may choose another overload than its constructor
    s += "!";
    consume(s);
  }
}

void positiveCommentInValue(const std::string &a, const std::string &b, int n) {
  for (int i = 0; i < n; ++i) {
    std::string s = a /* then */ + b;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: a comment in the initial value would be lost
    s += "!";
    consume(s);
  }
}

#define DECLARE_COPY(var, value) std::string var = value
void positiveDeclaredInMacro(const std::string &prefix, int n) {
  for (int i = 0; i < n; ++i) {
    DECLARE_COPY(s, prefix);
// CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 's' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:18: note: no fix-it: the text is spelled inside a macro
    s += "!";
    consume(s);
  }
}

// A pointer, a view or a reference into the string kept where it may outlive
// the iteration: read in a later iteration, it reads a freed string before
// the fix and the next iteration's value after it. Not followed: no fix-it.
void positiveViewStored(const std::string &prefix, std::vector<const char *> &out, int n) {
  for (int i = 0; i < n; ++i) {
    std::string s = prefix;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: its address or a reference to it may outlive the iteration
    s += "!";
    out.push_back(s.c_str());
  }
}

void positiveAddressStored(const std::string &prefix, std::vector<std::string *> &out, int n) {
  for (int i = 0; i < n; ++i) {
    std::string s = prefix;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: its address or a reference to it may outlive the iteration
    s += "!";
    out.push_back(&s);
  }
}

void positivePointerKept(const std::string &prefix, int n) {
  const char *last = nullptr;
  for (int i = 0; i < n; ++i) {
    std::string s = prefix;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: its address or a reference to it may outlive the iteration
    s += "!";
    if (last)
      consume(last);
    last = s.data();
  }
}

void positiveIteratorDeclared(const std::string &prefix, int n) {
  for (int i = 0; i < n; ++i) {
    std::string s = prefix;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: its address or a reference to it may outlive the iteration
    s += "!";
    std::string::iterator it = s.begin();
    consume(std::string(it, s.end()));
  }
}

void positiveReferenceDeclared(const std::string &prefix, int n) {
  for (int i = 0; i < n; ++i) {
    std::string s = prefix;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: its address or a reference to it may outlive the iteration
    s += "!";
    const std::string &r = s;
    consume(r);
  }
}

#include <functional>
void positiveReferenceWrapperStored(const std::string &prefix,
                                    std::vector<std::reference_wrapper<std::string>> &out,
                                    int n) {
  for (int i = 0; i < n; ++i) {
    std::string s = prefix;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: its address or a reference to it may outlive the iteration
    s += "!";
    out.push_back(std::ref(s));
  }
}

void positiveLambdaKept(const std::string &prefix, std::vector<std::function<void()>> &out,
                        int n) {
  for (int i = 0; i < n; ++i) {
    std::string s = prefix;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: its address or a reference to it may outlive the iteration
    s += "!";
    out.push_back([&s] { consume(s); });
  }
}

#if __cplusplus >= 201703L
#include <string_view>
void positiveViewPushed(const std::string &prefix, std::vector<std::string_view> &out, int n) {
  for (int i = 0; i < n; ++i) {
    std::string s = prefix;
// CHECK-MESSAGES-CXX17: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-MESSAGES-CXX17: :[[@LINE-2]]:17: note: no fix-it: its address or a reference to it may outlive the iteration
    s += "!";
    out.push_back(s);
  }
}

void positiveViewDeclared(const std::string &prefix, int n) {
  for (int i = 0; i < n; ++i) {
    std::string s = prefix;
// CHECK-MESSAGES-CXX17: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-MESSAGES-CXX17: :[[@LINE-2]]:17: note: no fix-it: its address or a reference to it may outlive the iteration
    s += "!";
    std::string_view v = s;
    consume(std::string(v));
  }
}
#endif

// The initial value read through a pointer the hoisted string could be
// aliased by: the pointer comes from an earlier iteration (it dangles before
// the fix), and keeping the address declines the fix.
void positiveInitialValueThroughAlias(const std::string &first, int n) {
  const std::string *prev = nullptr;
  for (int i = 0; i < n; ++i) {
    std::string s = prev ? *prev : first;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: its address or a reference to it may outlive the iteration
    s += "!";
    consume(s);
    prev = &s;
  }
}

// Copies of the string, or of its characters, keep nothing of it.
void positiveCopiesStored(const std::string &prefix, std::vector<std::string> &out,
                          std::vector<char> &chars, int n) {
  for (int i = 0; i < n; ++i) {
    std::string s = prefix;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-FIXES: {{^}}    s = prefix;{{$}}
    s += "!";
    out.push_back(s);
    chars.push_back(s[0]);
    chars.insert(chars.end(), s.begin(), s.end());
    std::size_t size = s.size();
    (void)size;
  }
}

// A range-for over it binds its range to a reference of its own, which
// does not outlive that loop.
void use(char);
void positiveIteratedByRangeFor(const std::string &prefix, int n) {
  for (int i = 0; i < n; ++i) {
    std::string s = prefix;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-FIXES: {{^}}    s = prefix;{{$}}
    s += "!";
    for (char c : s)
      use(c);
  }
}

// --- Not found -------------------------------------------------------------------

// A new string's buffer: `s = make(i)` would free the kept one.
void negativeFromCall(int n) {
  for (int i = 0; i < n; ++i) {
    std::string s = make(i);
    s += "!";
    consume(s);
  }
}

void negativeFromTemporaryChain(int n) {
  for (int i = 0; i < n; ++i) {
    std::string s = make(i) + "!";
    s += "!";
    consume(s);
  }
}

void negativeMovedIn(std::vector<std::string> &v) {
  for (auto &e : v) {
    std::string s = std::move(e);
    s += "!";
    consume(s);
  }
}

void negativeMovedOut(const std::string &prefix, std::vector<std::string> &out, int n) {
  for (int i = 0; i < n; ++i) {
    std::string s = prefix;
    s += "!";
    out.push_back(std::move(s));
  }
}

std::string negativeReturned(const std::string &prefix, int n) {
  for (int i = 0; i < n; ++i) {
    std::string s = prefix;
    s += "!";
    if (i == n / 2)
      return s;
  }
  return prefix;
}

void negativeOnlyRead(const std::string &prefix, int n) {
  for (int i = 0; i < n; ++i) {
    std::string s = prefix;
    consume(s);
  }
}

void negativeConst(const std::string &prefix, int n) {
  for (int i = 0; i < n; ++i) {
    const std::string s = prefix + "!";
    consume(s);
  }
}

struct Text {
  Text(const std::string &);
  Text &operator+=(const char *);
};
void take(const Text &);
void negativeUserType(const std::string &prefix, int n) {
  for (int i = 0; i < n; ++i) {
    Text s = prefix;
    s += "!";
    take(s);
  }
}

void negativeInitializerList(int n) {
  for (int i = 0; i < n; ++i) {
    std::string s{'a', 'b'};
    s += "!";
    consume(s);
  }
}

void negativeAllocatorGiven(const std::string &prefix, int n) {
  for (int i = 0; i < n; ++i) {
    std::string s(prefix, std::allocator<char>());
    s += "!";
    consume(s);
  }
}

// `assign(str, pos)` is C++14's; the check's fixes stay C++98.
void negativeSubstringToEnd(const std::string &text, int n) {
  for (int i = 0; i < n; ++i) {
    std::string s(text, i);
    s += "!";
    consume(s);
  }
}

// In a lambda's body: the lambda need not run on each iteration.
void negativeInLambda(const std::string &prefix, int n) {
  for (int i = 0; i < n; ++i) {
    auto f = [&] {
      std::string s = prefix;
      s += "!";
      consume(s);
    };
    f();
  }
}

// Depending on the template's parameter: not judged.
template <class T> void negativeDependent(const T &prefix, int n) {
  for (int i = 0; i < n; ++i) {
    std::string s = prefix;
    s += "!";
    consume(s);
  }
}
template void negativeDependent<std::string>(const std::string &, int);

#if __cplusplus >= 201703L
#include <memory_resource>
// A pmr string takes the default resource when it is made; hoisted, it
// would take the one in force in front of the loop.
void negativePmr(const std::pmr::string &prefix, int n) {
  for (int i = 0; i < n; ++i) {
    std::pmr::string s = prefix;
    s += "!";
  }
}

// A view: `=` and `assign` take it through a template of their own.
void negativeFromView(std::string_view prefix, int n) {
  for (int i = 0; i < n; ++i) {
    std::string s(prefix);
    s += "!";
    consume(s);
  }
}
#endif
