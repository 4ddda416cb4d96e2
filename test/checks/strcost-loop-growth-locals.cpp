// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-loop-growth %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// A std::string declared in a loop's body and grown there is made, grown and
// freed on every iteration: it is declared in front of the loop instead and
// cleared (or given its initial literal again) where it was declared, so its
// capacity is kept. Only where nothing can tell the difference: no other
// name like it in the function, no jump past the new declaration, the loop
// directly in a block, its address or a reference not kept.

#include <istream>
#include <map>
#include <string>
#include <utility>
#include <vector>

void consume(const std::string &);
void fill(std::string *);
void keep(std::string &&);
bool next(int);

void positiveDefault(const std::vector<std::string> &v) {
  for (const auto &e : v) {
    std::string line;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'line' is made and freed on every loop iteration, allocating again as it grows; declare it in front of the loop and clear it here to keep its capacity [strcost-loop-growth]
// CHECK-FIXES: {{^}}  std::string line;{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (const auto &e : v) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    line.clear();{{$}}
    line += e;
// CHECK-MESSAGES: :[[@LINE-1]]:5: note: 'line' grows in these 2 calls
    line += '\n';
    consume(line);
  }
}

void positiveLiteral(int n) {
  for (int i = 0; i < n; ++i) {
    std::string key = "prefix:";
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'key' is made and freed on every loop iteration, allocating again as it grows; declare it in front of the loop and assign its initial value here to keep its capacity
// CHECK-FIXES: {{^}}  std::string key;{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int i = 0; i < n; ++i) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    key = "prefix:";{{$}}
    key.append(std::to_string(i));
    consume(key);
  }
}

void positiveGetline(std::istream &in) {
  while (in) {
    std::string text("");
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'text' is made and freed
// CHECK-FIXES: {{^}}  std::string text;{{$}}
// CHECK-FIXES-NEXT: {{^}}  while (in) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    text = "";{{$}}
    std::getline(in, text);
// CHECK-MESSAGES: :[[@LINE-1]]:5: note: 'text' grows in this call
    consume(text);
  }
}

void positiveOutPointer(int n) {
  do {
    std::wstring w;
// CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 'w' is made and freed
// CHECK-FIXES: {{^}}  std::wstring w;{{$}}
// CHECK-FIXES-NEXT: {{^}}  do {{{$}}
// CHECK-FIXES-NEXT: {{^}}    w.clear();{{$}}
    w.push_back(L'x');
    w.resize(100);
  } while (next(--n));
}

void positiveFilledThroughPointer(int n) {
  for (int i = 0; i < n; ++i) {
    std::string record;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'record' is made and freed
// CHECK-FIXES: {{^}}  std::string record;{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int i = 0; i < n; ++i) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    record.clear();{{$}}
    fill(&record);
// CHECK-MESSAGES: :[[@LINE-1]]:5: note: 'record' grows in this call
    consume(record);
  }
}

void positiveContinueBeforeUse(const std::vector<std::string> &v) {
  // The string is cleared where it was declared: a continue before it
  // leaves nothing stale behind, the next iteration clears it again.
  for (const auto &e : v) {
    if (e.empty())
      continue;
    std::string s;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-FIXES: {{^}}    s.clear();{{$}}
    s = e;
    s += "!";
    consume(s);
  }
}

void positiveSwitchInside(const std::vector<int> &v) {
  for (int x : v) {
    std::string s;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-FIXES: {{^}}    s.clear();{{$}}
    switch (x) {
    case 0:
      s += "zero";
      break;
    default:
      s += "other";
    }
    consume(s);
  }
}

// --- Reported without a fix-it -------------------------------------------------

void positiveNameTakenAfter(int n) {
  for (int i = 0; i < n; ++i) {
    std::string s;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: something else in the function is named 's'
    s += "x";
    consume(s);
  }
  int s = 0;
  (void)s;
}

std::string s;

void positiveNameOfAGlobalUsed(int n) {
  consume(s);
  for (int i = 0; i < n; ++i) {
    std::string s;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: something else in the function is named 's'
    s += "x";
    consume(s);
  }
}

void positiveParameterName(int t, int n) {
  for (int i = 0; i < n; ++i) {
    std::string t;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 't' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: something else in the function is named 't'
    t += "x";
    consume(t);
  }
}

void positiveNotInABlock(bool b, int n) {
  if (b)
    for (int i = 0; i < n; ++i) {
      std::string s;
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: 's' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:19: note: no fix-it: the loop does not stand directly in a block, where the string could be declared in front of it
      s += "x";
      consume(s);
    }
}

void positiveLabelAfter(int n) {
  if (n < 0)
    goto done;
  for (int i = 0; i < n; ++i) {
    std::string s;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: a label or 'case' at or after the loop could be jumped to past the declaration in front of it
    s += "x";
    consume(s);
  }
done:;
}

void positiveCapturedByReference(std::vector<void (*)()> &, int n) {
  for (int i = 0; i < n; ++i) {
    std::string s;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: its address or a reference to it may outlive the iteration
    auto add = [&s] { s += "x"; };
    add();
    consume(s);
  }
}

void positiveLoopHint(int n) {
  // The hint makes the loop an attributed statement: not directly in a block.
#pragma GCC unroll 2
  for (int i = 0; i < n; ++i) {
    std::string s;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: the loop does not stand directly in a block, where the string could be declared in front of it
    s += "x";
    consume(s);
  }
}

void positivePragmaInFront(int n) {
  // Without -fopenmp, '#pragma omp parallel for' leaves no trace in the
  // tree; any preprocessor line right in front of the loop is respected.
#pragma GCC diagnostic push
  for (int i = 0; i < n; ++i) {
    std::string s;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: a preprocessor line in front of the loop may apply to it (OpenMP would share the string between threads)
    s += "x";
    consume(s);
  }
#pragma GCC diagnostic pop
}

// A copy assignment writes into the buffer the string already has.
void positiveCopyAssigned(const std::vector<std::string> &v) {
  for (const auto &e : v) {
    std::string s;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed on every loop iteration
// CHECK-FIXES: {{^}}  std::string s;{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (const auto &e : v) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    s.clear();{{$}}
    s = e;
    consume(s);
  }
}

// A lexer's token (cppcheck's simplecpp.cpp): grown in place on some paths,
// given a temporary's buffer on others. The growths keep the capacity.
std::string readQuoted(const std::string &);
void positiveGrownOrMoveAssigned(const std::string &in) {
  for (std::string::size_type i = 0; i < in.size(); ++i) {
    std::string token;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'token' is made and freed on every loop iteration
// CHECK-FIXES: {{^}}  std::string token;{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (std::string::size_type i = 0; i < in.size(); ++i) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    token.clear();{{$}}
    if (in[i] == '"')
      token = readQuoted(in.substr(i));
    else
      while (i < in.size() && in[i] != ' ')
        token += in[i++];
    consume(token);
  }
}

// Known imprecision: given a temporary's buffer and then grown on the same
// path, the growth starts from the temporary's buffer, and the capacity kept
// across iterations was freed by the assignment: the fix saves nothing here.
void positiveMoveAssignedThenAppended(const std::string &all, int n) {
  for (int i = 0; i < n; ++i) {
    std::string s;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed on every loop iteration
    s = all.substr(1);
    s += "!";
    consume(s);
  }
}

// A forwarding reference of one's own template may grow what it is given.
template <class T> void growAny(T &&s) { s += "!"; }
void positiveGrownThroughOwnForwardingReference(int n) {
  for (int i = 0; i < n; ++i) {
    std::string s;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed on every loop iteration
// CHECK-FIXES: {{^}}    s.clear();{{$}}
    growAny(s);
    consume(s);
  }
}

// An element type of one's own may take the string by non-const reference.
struct Grabber {
  explicit Grabber(std::string &s) { s += "!"; }
};
void positiveEmplacedIntoOwnType(std::vector<Grabber> &out, int n) {
  for (int i = 0; i < n; ++i) {
    std::string s;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed on every loop iteration
// CHECK-FIXES: {{^}}    s.clear();{{$}}
    out.emplace_back(s);
    consume(s);
  }
}

// Copied by emplace_back and grown by +=: the growth is found.
void positiveGrownAndEmplaced(std::vector<std::string> &out, int n) {
  for (int i = 0; i < n; ++i) {
    std::string s;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed on every loop iteration
// CHECK-FIXES: {{^}}    s.clear();{{$}}
    s += "x";
    out.emplace_back(s);
  }
}

// Copied into an element whose constructors take strings by value or by const
// reference (jsonnet's Token, built by emplace_back): the call reads the
// string, so only the += is where it grows. (The element may keep a pointer
// into it: no fix-it.)
struct Token {
  Token(int kind, const std::string &text, std::string data);
  Token(const char *text);
};
void positiveGrownThenEmplacedIntoToken(std::vector<Token> &out, int n) {
  for (int i = 0; i < n; ++i) {
    std::string s;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed on every loop iteration
    s += "x";
// CHECK-MESSAGES: :[[@LINE-1]]:5: note: 's' grows in this call
    out.emplace_back(i, s, s);
  }
}

// Elements that can write to it: a constructor taking `std::string &`
// (Grabber, above, and one overload of several), a forwarding constructor
// template, inherited constructors. emplace_back may grow the string there.
struct SomeWrite {
  SomeWrite(const std::string &s, int n);
  SomeWrite(std::string &s);
};
struct Forwarding {
  template <class T> Forwarding(T &&t) { t += "!"; }
};
struct Inheriting : Grabber {
  using Grabber::Grabber;
};
void positiveEmplacedIntoWriters(std::vector<SomeWrite> &a, std::vector<Forwarding> &b,
                                 std::vector<Inheriting> &c, int n) {
  for (int i = 0; i < n; ++i) {
    std::string s = "x";
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed on every loop iteration
    a.emplace_back(s);
// CHECK-MESSAGES: :[[@LINE-1]]:5: note: 's' grows in these 3 calls
    b.emplace_back(s);
    c.emplace_back(s);
  }
}

// --- Not found -----------------------------------------------------------------

// Only copied into Tokens: nothing grows it.
void negativeCopiedIntoToken(std::vector<Token> &out, int n) {
  for (int i = 0; i < n; ++i) {
    std::string s = "x";
    out.emplace_back(i, s, s);
    out.emplace_back(s.c_str());
  }
}

// Only given a temporary's buffer (cppcheck's errorlogger.cpp splits a list with
// substr): a move assignment frees the string's own buffer, so a capacity
// kept across iterations would save nothing.
void negativeMoveAssignedFromSubstr(const std::string &all) {
  for (std::string::size_type pos = 0; pos < all.size();) {
    const std::string::size_type pos2 = all.find('\n', pos);
    std::string name;
    if (pos2 == std::string::npos) {
      name = all.substr(pos);
      pos = pos2;
    } else {
      name = all.substr(pos, pos2 - pos);
      pos = pos2 + 1;
    }
    consume(name);
  }
}

void negativeMoveAssigned(std::vector<std::string> &v) {
  for (auto &e : v) {
    std::string s;
    s = std::move(e);
    consume(s);
  }
}

void negativeAssignedATemporary(const std::vector<std::string> &v) {
  for (const auto &e : v) {
    std::string s;
    s.assign(e + "!");
    consume(s);
  }
}

// cli11's Split.hpp: given a substring's buffer on one path, then copied into
// a pair by emplace_back. The standard library's forwarding references
// (emplace_back, emplace, try_emplace, make_pair, make_tuple) copy the string
// into what they build: a read, not a growth.
void negativeCopiedByEmplaceBack(std::vector<std::string> &flags,
                                 std::vector<std::pair<std::string, std::string>> &out) {
  for (auto &flag : flags) {
    auto brace = flag.find('{');
    std::string defval = "false";
    if (brace != std::string::npos) {
      defval = flag.substr(brace + 1);
      defval.pop_back();
    }
    out.emplace_back(flag, defval);
  }
}

void negativeCopiedByEmplace(std::vector<std::string> &v, int n) {
  for (int i = 0; i < n; ++i) {
    std::string s = "x";
    v.emplace(v.begin(), s);
    v.emplace_back(s);
  }
}

void negativeCopiedIntoMap(std::map<std::string, std::string> &m,
                           const std::vector<std::string> &keys) {
  for (const auto &k : keys) {
    std::string value = "none";
    value = k.substr(1);
    m.emplace(k, value);
  }
}

std::pair<std::string, int> takePair(std::pair<std::string, int>);
void negativeCopiedByMakePair(int n) {
  for (int i = 0; i < n; ++i) {
    std::string s;
    s = std::to_string(i);
    takePair(std::make_pair(s, i));
  }
}


void negativeOnlyRead(int n) {
  for (int i = 0; i < n; ++i) {
    std::string s = "constant";
    consume(s);
  }
}

// Copied from a value: the copy assignment writes into the kept buffer
// (strcost-loop-growth-initialised.cpp has the family).
void positiveFromValue(const std::vector<std::string> &v) {
  for (const auto &e : v) {
    std::string s = e;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed on every loop iteration
// CHECK-FIXES: {{^}}    s = e;{{$}}
    s += "!";
    consume(s);
  }
}

void negativeMoved(std::vector<std::string> &out, int n) {
  for (int i = 0; i < n; ++i) {
    std::string s;
    s += "x";
    out.push_back(std::move(s));
  }
}

void negativeRvalueParameter(int n) {
  for (int i = 0; i < n; ++i) {
    std::string s;
    s += "x";
    keep(static_cast<std::string &&>(s));
  }
}

std::string negativeReturned(int n) {
  for (int i = 0; i < n; ++i) {
    std::string s;
    s += "x";
    if (i == 3)
      return s;
  }
  return "";
}

void negativeConst(int n) {
  for (int i = 0; i < n; ++i) {
    const std::string s = "x";
    consume(s);
  }
}

void negativeStatic(int n) {
  for (int i = 0; i < n; ++i) {
    static std::string s;
    s += "x";
  }
}

void negativeNestedBlock(int n) {
  for (int i = 0; i < n; ++i) {
    if (i) {
      std::string s;
      s += "x";
      consume(s);
    }
  }
}

// `auto` with the type spelled by the initialiser: declared with that type.
void positiveAuto(int n) {
  for (int i = 0; i < n; ++i) {
    auto s = std::string();
// CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 's' is made and freed on every loop iteration
// CHECK-FIXES: {{^}}    s.clear();{{$}}
    s += "x";
    consume(s);
  }
}

// `auto` from anything else: the type is not written anywhere to copy.
void negativeAuto(const std::string &prefix, int n) {
  for (int i = 0; i < n; ++i) {
    auto s = prefix;
    s += "x";
    consume(s);
  }
}

void negativeTwoDeclarators(int n) {
  for (int i = 0; i < n; ++i) {
    std::string a, b;
    a += "x";
    b += "y";
    consume(a);
  }
}

// --- Addresses passed to member functions; two strings in one loop -------------

// ninja-build's depfile_parser_perftest.cc: `parser.Parse(&buf, &err)`.
struct Parser {
  bool Parse(std::string *content, std::string *err);
  void Inspect(const std::string *content) const;
};

void positiveAddressToMember(Parser &parser, int n) {
  for (int i = 0; i < n; ++i) {
    std::string buf;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'buf' is made and freed
    std::string err;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'err' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: the fix of 'buf' declares it in front of the loop too
// Both declarations go in front of the loop, in their order, with one
// insertion: clang-tidy refuses two at one offset.
// CHECK-FIXES: {{^}}void positiveAddressToMember(Parser &parser, int n) {{{$}}
// CHECK-FIXES-NEXT: {{^}}  std::string buf;{{$}}
// CHECK-FIXES-NEXT: {{^}}  std::string err;{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int i = 0; i < n; ++i) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    buf.clear();{{$}}
// CHECK-FIXES: {{^}}    err.clear();{{$}}
    if (!parser.Parse(&buf, &err))
      consume(err);
  }
}

void positiveAddressToConstMember(const Parser &parser, int n) {
  // A pointer to const does not grow it; the append does, and the address
  // passed to the call is no escape.
  for (int i = 0; i < n; ++i) {
    std::string s;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-FIXES: {{^}}    s.clear();{{$}}
    s += "x";
    parser.Inspect(&s);
  }
}

struct Holder {
  explicit Holder(std::string *p);
};

void positiveAddressToConstructor(int n) {
  // Kept by an object the loop makes: the check does not follow it.
  for (int i = 0; i < n; ++i) {
    std::string s;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 's' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: its address or a reference to it may outlive the iteration
    s += "x";
    Holder h(&s);
  }
}

void positiveThreeInOneLoop(const std::vector<std::string> &v) {
  for (const auto &e : v) {
    std::string a;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'a' is made and freed
    std::string b = "b:";
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'b' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: the fix of 'a' declares it in front of the loop too
    std::string c;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'c' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: the fix of 'a' declares it in front of the loop too
// CHECK-FIXES: {{^}}void positiveThreeInOneLoop(const std::vector<std::string> &v) {{{$}}
// CHECK-FIXES-NEXT: {{^}}  std::string a;{{$}}
// CHECK-FIXES-NEXT: {{^}}  std::string b;{{$}}
// CHECK-FIXES-NEXT: {{^}}  std::string c;{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (const auto &e : v) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    a.clear();{{$}}
// CHECK-FIXES: {{^}}    b = "b:";{{$}}
// CHECK-FIXES: {{^}}    c.clear();{{$}}
    a += e;
    b += e;
    c += e;
    consume(a + b + c);
  }
}

void positiveOneOfTwoDeclined(int n) {
  // 'x' cannot move (a name clash): 'y' is fixed alone.
  for (int i = 0; i < n; ++i) {
    std::string x;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'x' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: something else in the function is named 'x'
    std::string y;
// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'y' is made and freed
// CHECK-FIXES: {{^}}  std::string y;{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int i = 0; i < n; ++i) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    std::string x;{{$}}
// CHECK-FIXES: {{^}}    y.clear();{{$}}
    x += "x";
    y += "y";
    consume(x + y);
  }
  int x = 0;
  (void)x;
}

void declinedAliasInsideLoop(int n) {
  // The type is named through an alias the body declares: in front of the
  // loop it is not declared yet.
  for (int i = 0; i < n; ++i) {
    using Text = std::string;
    Text t;
// CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 't' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: its type is written through 'Text', declared inside the loop, which a declaration in front of the loop cannot name
    t += "x";
    consume(t);
  }
}

void declinedTypedefInsideLoop(int n) {
  for (int i = 0; i < n; ++i) {
    typedef std::string Line;
    Line l("row");
// CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'l' is made and freed
// CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: its type is written through 'Line', declared inside the loop, which a declaration in front of the loop cannot name
    l += "x";
    consume(l);
  }
}

void positiveAliasOutsideLoop(int n) {
  using Text = std::string;
  for (int i = 0; i < n; ++i) {
    Text t;
// CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 't' is made and freed
// CHECK-FIXES: {{^}}  Text t;{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int i = 0; i < n; ++i) {{{$}}
// CHECK-FIXES: {{^}}    t.clear();{{$}}
    t += "x";
    consume(t);
  }
}
