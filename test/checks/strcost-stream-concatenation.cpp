// RUN: %check_strcost %s strcost-stream-concatenation %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-stream-concatenation %t -- -- -std=c++20
// RUN: %check_strcost %s strcost-stream-concatenation %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// A local string stream that only receives strings, characters and integers
// and is read once with str(): the pieces go into one strcost::str_cat at the
// read, the declaration and the writes go. Where the stream would print a
// piece differently, or the pieces cannot all move to the read, the finding
// has no fix-it; where the stream formats (manipulators, classes with their
// own operator<<) or escapes, there is no finding.

#include <sstream>
#include <string>
#include <string_view>
#include <cstdint>
#include <map>
#include <vector>

// CHECK-FIXES: #include <strcost/str_cat.h>

void use(const std::string &);
std::string name();
int counter();
struct Point { int x, y; };
std::ostream &operator<<(std::ostream &os, const Point &p);
enum Color { Red, Green };

// --- Fixed --------------------------------------------------------------------

std::string positiveReturn(const std::string &a, int n) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates: it constructs a locale and a stream buffer, grows the buffer by doubling and 'str()' copies the result again; 'strcost::str_cat' measures the pieces and allocates once [strcost-stream-concatenation]
  os << a << ": " << n << '\n';
  return os.str();
  // CHECK-FIXES: std::string positiveReturn(const std::string &a, int n) {
  // CHECK-FIXES-NOT: stringstream
  // CHECK-FIXES-NOT: <<
  // CHECK-FIXES: return strcost::str_cat(a, ": ", n, '\n');
  // CHECK-FIXES: }
}

std::string positiveSeveralStatements(const char *p, std::string_view v,
                                      unsigned long long big, short s) {
  std::stringstream ss;
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: string stream 'ss' only concatenates
  ss << "p=" << p;
  ss << " v=" << v;
  ss << " big=" << big << " s=" << s;
  return ss.str();
  // CHECK-FIXES: std::string positiveSeveralStatements(const char *p, std::string_view v,
  // CHECK-FIXES-NOT: stringstream
  // CHECK-FIXES-NOT: <<
  // CHECK-FIXES: unsigned long long big, short s) {
  // CHECK-FIXES: return strcost::str_cat("p=", p, " v=", v, " big=", big, " s=", s);
}

void positiveInitialised(const std::string &a) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  os << "[" << a << "]";
  std::string s = os.str();
  use(s);
  // CHECK-FIXES: void positiveInitialised(const std::string &a) {
  // CHECK-FIXES-NOT: stringstream
  // CHECK-FIXES-NOT: <<
  // CHECK-FIXES: std::string s = strcost::str_cat("[", a, "]");
}

void positivePassed(long id) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  os << "id-" << id;
  use(os.str());
  // CHECK-FIXES: void positivePassed(long id) {
  // CHECK-FIXES-NOT: stringstream
  // CHECK-FIXES-NOT: <<
  // CHECK-FIXES: use(strcost::str_cat("id-", id));
}

void positiveAssigned(std::string &out, char *buffer) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  os << buffer << '/' << out;
  out = os.str();
  // CHECK-FIXES: void positiveAssigned(std::string &out, char *buffer) {
  // CHECK-FIXES-NOT: stringstream
  // CHECK-FIXES-NOT: <<
  // CHECK-FIXES: out = strcost::str_cat(buffer, '/', out);
}

std::string positiveStatementsBeforeWrites(const std::string &a) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  use(a);
  os << a << a;
  return os.str();
  // CHECK-FIXES: std::string positiveStatementsBeforeWrites(const std::string &a) {
  // CHECK-FIXES-NOT: stringstream
  // CHECK-FIXES-NOT: <<
  // CHECK-FIXES: use(a);
  // CHECK-FIXES: return strcost::str_cat(a, a);
}

std::string positiveOneCall(const std::string &a) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  os << "name=" << name() << ";";
  return os.str();
  // CHECK-FIXES: std::string positiveOneCall(const std::string &a) {
  // CHECK-FIXES-NOT: stringstream
  // CHECK-FIXES-NOT: <<
  // CHECK-FIXES: return strcost::str_cat("name=", name(), ";");
}

std::string positiveLibraryReads(const std::string &a) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  os << a.size() << ':' << a.c_str() << std::to_string(7);
  return os.str();
  // CHECK-FIXES: std::string positiveLibraryReads(const std::string &a) {
  // CHECK-FIXES-NOT: stringstream
  // CHECK-FIXES-NOT: <<
  // CHECK-FIXES: return strcost::str_cat(a.size(), ':', a.c_str(), std::to_string(7));
}

std::string positiveTrailingComment(int n) {
  std::ostringstream os; // the stream
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  os << n;
  return os.str();
  // CHECK-FIXES: std::string positiveTrailingComment(int n) {
  // CHECK-FIXES-NOT: stringstream
  // CHECK-FIXES-NOT: <<
  // CHECK-FIXES: {{^ +}}// the stream{{$}}
  // CHECK-FIXES: return strcost::str_cat(n);
}

std::wstring positiveWide(const std::wstring &w, const wchar_t *p, wchar_t c) {
  std::wostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: string stream 'os' only concatenates
  os << w << L"=" << p << c;
  return os.str();
  // CHECK-FIXES: std::wstring positiveWide(const std::wstring &w, const wchar_t *p, wchar_t c) {
  // CHECK-FIXES-NOT: stringstream
  // CHECK-FIXES-NOT: <<
  // CHECK-FIXES: return strcost::str_cat(w, L"=", p, c);
}

std::string positiveInLambda(const std::string &a) {
  auto f = [&] {
    std::ostringstream os;
    // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: string stream 'os' only concatenates
    os << a << 1;
    return os.str();
  };
  // CHECK-FIXES: auto f = [&] {
  // CHECK-FIXES-NOT: stringstream
  // CHECK-FIXES-NOT: <<
  // CHECK-FIXES: return strcost::str_cat(a, 1);
  return f();
}

std::string positiveThrow(int code) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  os << "error " << code;
  throw std::string(os.str());
  // CHECK-FIXES: std::string positiveThrow(int code) {
  // CHECK-FIXES-NOT: stringstream
  // CHECK-FIXES-NOT: <<
  // CHECK-FIXES: throw std::string(strcost::str_cat("error ", code));
}

std::string positiveElements(std::vector<std::string> &v, std::size_t i) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  os << v[i] << ',' << v.front() << ',' << v.size();
  return os.str();
  // CHECK-FIXES: std::string positiveElements(std::vector<std::string> &v, std::size_t i) {
  // CHECK-FIXES-NOT: stringstream
  // CHECK-FIXES: return strcost::str_cat(v[i], ',', v.front(), ',', v.size());
}

// --- Reported without a fix-it ------------------------------------------------

std::string negativeFixFloat(double d) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  os << "d=" << d;
  // CHECK-MESSAGES: :[[@LINE-1]]:17: note: no fix-it: 'd' is floating point: the stream writes it as %g with 6 significant digits, str_cat in the shortest form that reads back (and not before C++17)
  return os.str();
}

std::string negativeFixBool(bool b) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  os << "b=" << b;
  // CHECK-MESSAGES: :[[@LINE-1]]:17: note: no fix-it: 'b' is a bool: the stream writes 1 or 0, str_cat refuses a bool
  return os.str();
}

std::string negativeFixSignedChar(std::int8_t i, std::uint8_t u) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  os << i << u;
  // CHECK-MESSAGES: :[[@LINE-1]]:9: note: no fix-it: 'i' is a character of another type than char: the stream writes a signed or unsigned char as a character
  return os.str();
}

std::string negativeFixPointer(const int *p) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  os << p;
  // CHECK-MESSAGES: :[[@LINE-1]]:9: note: no fix-it: 'p' is a pointer: the stream writes its address in hexadecimal
  return os.str();
}

std::string negativeFixEnum(Color c) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  os << c;
  // CHECK-MESSAGES: :[[@LINE-1]]:9: note: no fix-it: 'c' is an enumeration: the stream writes its value as a number
  return os.str();
}

std::wstring negativeFixWideNumber(int n) {
  std::wostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: string stream 'os' only concatenates
  os << L"n=" << n;
  // CHECK-MESSAGES: :[[@LINE-1]]:18: note: no fix-it: 'n' is a number: the wide stream formats it, str_cat formats numbers only into char strings
  return os.str();
}

std::wstring negativeFixWideNarrowChar(char c) {
  std::wostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: string stream 'os' only concatenates
  os << c;
  // CHECK-MESSAGES: :[[@LINE-1]]:9: note: no fix-it: 'c' is a character of another type: the wide stream writes it widened or as a number, str_cat refuses it
  return os.str();
}

std::string negativeFixLoop(const std::string *items, int n) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  // CHECK-MESSAGES: :[[@LINE-2]]:22: note: no fix-it: pieces are written under control flow (a branch, a loop or a nested block); one str_cat cannot say which are written
  for (int i = 0; i < n; ++i)
    os << items[i] << ',';
  return os.str();
}

std::string negativeFixBranch(const std::string &a, bool b) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  // CHECK-MESSAGES: :[[@LINE-2]]:22: note: no fix-it: pieces are written under control flow
  os << a;
  if (b)
    os << "!";
  return os.str();
}

std::string negativeFixConditionalRead(const std::string &a, bool b) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  // CHECK-MESSAGES: :[[@LINE-2]]:22: note: no fix-it: the stream is read under control flow
  os << a;
  return b ? os.str() : a;
}

std::string negativeFixTwoCalls() {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  // CHECK-MESSAGES: :[[@LINE-2]]:22: note: no fix-it: a piece may have side effects that another piece could see; the stream evaluates them left to right, str_cat's arguments in an unspecified order
  os << name() << counter();
  return os.str();
}

// A map's operator[] inserts: the second lookup could see the first's element.
std::string negativeFixMapSubscript(std::map<std::string, int> &m) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  // CHECK-MESSAGES: :[[@LINE-2]]:22: note: no fix-it: a piece may have side effects that another piece could see
  os << m["a"] << m.size();
  return os.str();
}

std::string negativeFixIncrement(int i) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  // CHECK-MESSAGES: :[[@LINE-2]]:22: note: no fix-it: a piece may have side effects that another piece could see
  os << i++ << i;
  return os.str();
}

std::string negativeFixStatementBetween(int i) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  // CHECK-MESSAGES: :[[@LINE-2]]:22: note: no fix-it: a statement between the writes and the read would run before pieces that are now evaluated before it
  os << i;
  i = 5;
  os << i;
  return os.str();
}

int g;
void negativeFixShadowingDeclaration() {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  // CHECK-MESSAGES: :[[@LINE-2]]:22: note: no fix-it: the read declares 'g', which a piece names
  os << g;
  std::string g = os.str();
  use(g);
}

std::string negativeFixReadBesideEffects(const std::string &a) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  // CHECK-MESSAGES: :[[@LINE-2]]:22: note: no fix-it: the statement that reads the stream evaluates other code that the pieces, moved there, could see or change
  os << a;
  return name() + os.str();
}

std::string negativeFixComment(const std::string &a) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  // CHECK-MESSAGES: :[[@LINE-2]]:22: note: no fix-it: a statement to remove is spelled inside a macro or holds a comment that would be lost
  os << a /* the key */ << "=";
  return os.str();
}

#define WRITE(s, x) s << x
std::string positiveMacroWrite(const std::string &a) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  WRITE(os, a);
  return os.str();
  // CHECK-FIXES: std::string positiveMacroWrite(const std::string &a) {
  // CHECK-FIXES-NOT: WRITE
  // CHECK-FIXES: return strcost::str_cat(a);
}

#define WRITE_AND_USE(s, x) s << x; use(x)
std::string negativeFixMacroWrite(const std::string &a) {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  // CHECK-MESSAGES: :[[@LINE-2]]:22: note: no fix-it:
  WRITE_AND_USE(os, a);
  return os.str();
}

// A piece whose type depends on a template parameter may be a class with its
// own operator<< in some instantiation: no finding, in the template or in
// its instantiations.
#define CHECK_EQUAL(expected, actual) check(expected, actual, #actual)
void check(const std::string &, const std::string &, const char *);
void negativeFixReadInMacroArgument(int major, int minor) {
  std::ostringstream version;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'version' only concatenates
  // CHECK-MESSAGES: :[[@LINE-2]]:22: note: no fix-it: the stream is read in a macro's argument, which the macro may also stringify or use twice
  version << major << '.' << minor;
  CHECK_EQUAL("1.2", version.str());
}

template <class T> std::string negativeDependentPiece(const T &t) {
  std::ostringstream os;
  os << "t=" << t;
  return os.str();
}
template std::string negativeDependentPiece(const int &);
template std::string negativeDependentPiece(const Point &);

// --- No finding: the stream formats or escapes ---------------------------------

std::string negativeManipulator(int n) {
  std::ostringstream os;
  os << std::hex << n;
  return os.str();
}

std::string negativeEndl(const std::string &a) {
  std::ostringstream os;
  os << a << std::endl;
  return os.str();
}

std::string negativeFlags(int n) {
  std::ostringstream os;
  os.setf(std::ios::showpos);
  os << n;
  return os.str();
}

std::string negativeUserType(const Point &p) {
  std::ostringstream os;
  os << "p=" << p;
  return os.str();
}

void fill(std::ostream &);
std::string negativePassedToFunction(const std::string &a) {
  std::ostringstream os;
  os << a;
  fill(os);
  return os.str();
}

std::string negativeAddressTaken(const std::string &a) {
  std::ostringstream os;
  std::ostream *p = &os;
  *p << a;
  return os.str();
}

std::string negativeTwoReads(const std::string &a) {
  std::ostringstream os;
  os << a;
  use(os.str());
  return os.str();
}

std::string negativeWrittenAfterRead(const std::string &a) {
  std::ostringstream os;
  os << a;
  use(os.str());
  os << a;
  return a;
}

std::string negativeInitialContent(const std::string &a) {
  std::ostringstream os("prefix");
  os << a;
  return os.str();
}

std::string negativeNeverWritten() {
  std::ostringstream os;
  return os.str();
}

std::string negativeStreamStateRead(const std::string &a) {
  std::ostringstream os;
  if (!(os << a))
    return "";
  return os.str();
}

std::string negativeCapturedByLambda(const std::string &a) {
  std::ostringstream os;
  auto w = [&] { os << a; };
  w();
  return os.str();
}

std::string negativeReadInLambda(const std::string &a) {
  std::ostringstream os;
  os << a;
  auto r = [&] { return os.str(); };
  return r();
}

std::string negativeStreamBuffer(std::istream &in) {
  std::ostringstream os;
  os << in.rdbuf();
  return os.str();
}

#define FAIL_WITH(message)                                                     \
  do {                                                                         \
    std::ostringstream oss;                                                    \
    oss << message;                                                            \
    use(oss.str());                                                            \
  } while (0)
void negativeDeclaredByMacro(int n) { FAIL_WITH("n=" << n); }

std::string negativeInputStream(int &n) {
  std::stringstream ss;
  ss << "12";
  ss >> n;
  return ss.str();
}

std::string negativeMoved(const std::string &a) {
  std::ostringstream os;
  os << a;
  return std::move(os).str();
}
