// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++17 \
// RUN:   -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions -fdelayed-template-parsing

// A by-value parameter is a copy nobody else can touch. `appendTwice(b, b)`
// through `const std::string &` appends a string that grows under it, and
// through a view reads freed memory. The fix to a reference or a view is
// offered only where nothing the function writes, while the parameter is still
// used, can be the argument: no write through another reference or pointer
// parameter, to a member, to a global or static, or through any pointer, and
// no call of a function that might write globals.

#include <ostream>
#include <string>
#include <vector>

// --- Writes that may alias the argument ---------------------------------------

void appendTwice(std::string &Out, std::string Sep) { Out += Sep; Out += Sep; }
// CHECK-MESSAGES: :[[@LINE-1]]:48: warning: the 'std::string' parameter 'Sep' is copied on every call but only read; pass it as 'const std::string &' [strcost-string-by-value-param]
// CHECK-MESSAGES: :[[@LINE-2]]:48: note: no fix-it: the function writes 'Out', which may alias the argument

static void appendTwiceStatic(std::string &Out, std::string Sep) { Out.append(Sep); Out.append(Sep); }
// CHECK-MESSAGES: :[[@LINE-1]]:61: warning: the 'std::string' parameter 'Sep' {{.*}}
// CHECK-MESSAGES: :[[@LINE-2]]:61: note: no fix-it: the function writes 'Out', which may alias the argument

void appendThroughPointer(std::string *Out, std::string Sep) { *Out += Sep; Out->append(Sep); }
// CHECK-MESSAGES: :[[@LINE-1]]:57: warning: the 'std::string' parameter 'Sep' {{.*}}
// CHECK-MESSAGES: :[[@LINE-2]]:57: note: no fix-it: the function writes '*Out', which may alias the argument

struct Holder {
  std::string Text;
};
void appendToHolder(Holder &H, std::string Sep) { H.Text += Sep; H.Text += Sep; }
// CHECK-MESSAGES: :[[@LINE-1]]:44: warning: the 'std::string' parameter 'Sep' {{.*}}
// CHECK-MESSAGES: :[[@LINE-2]]:44: note: no fix-it: the function writes 'H.Text', which may alias the argument

void appendToVector(std::vector<std::string> &V, std::string S) { V.push_back(S); V.push_back(S); }
// CHECK-MESSAGES: :[[@LINE-1]]:62: warning: the 'std::string' parameter 'S' {{.*}}
// CHECK-MESSAGES: :[[@LINE-2]]:62: note: no fix-it: the function writes 'V', which may alias the argument

struct Buffer {
  std::string Data;
  void add(std::string Sep) { Data += Sep; Data += Sep; }
  // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: the 'std::string' parameter 'Sep' {{.*}}
  // CHECK-MESSAGES: :[[@LINE-2]]:24: note: no fix-it: the function writes 'Data', which may alias the argument
  void reset();
  std::size_t addAfterReset(std::string S) { reset(); return S.size(); }
  // CHECK-MESSAGES: :[[@LINE-1]]:41: warning: the 'std::string' parameter 'S' {{.*}}
  // CHECK-MESSAGES: :[[@LINE-2]]:41: note: no fix-it: the function writes '*this' (calls 'reset'), which may alias the argument
};

std::string Global;
void appendGlobal(std::string Sep) { Global += Sep; Global += Sep; }
// CHECK-MESSAGES: :[[@LINE-1]]:31: warning: the 'std::string' parameter 'Sep' {{.*}}
// CHECK-MESSAGES: :[[@LINE-2]]:31: note: no fix-it: the function writes 'Global', which may alias the argument

std::size_t appendStatic(std::string Sep) {
  // CHECK-MESSAGES: :[[@LINE-1]]:38: warning: the 'std::string' parameter 'Sep' {{.*}}
  // CHECK-MESSAGES: :[[@LINE-2]]:38: note: no fix-it: the function writes 'Seen', which may alias the argument
  static std::string Seen;
  Seen += Sep;
  return Sep.size();
}

void writesInLoop(std::string &Out, std::string S) {
  // CHECK-MESSAGES: :[[@LINE-1]]:49: warning: the 'std::string' parameter 'S' {{.*}}
  // CHECK-MESSAGES: :[[@LINE-2]]:49: note: no fix-it: the function writes 'Out', which may alias the argument
  for (int I = 0; I < 2; ++I) {
    if (!S.empty())
      Out.push_back('x');
  }
}

std::size_t writesInLambda(std::string &Out, std::string S) {
  // CHECK-MESSAGES: :[[@LINE-1]]:58: warning: the 'std::string' parameter 'S' {{.*}}
  // CHECK-MESSAGES: :[[@LINE-2]]:58: note: no fix-it: the function writes 'Out', which may alias the argument
  auto F = [&] { Out += "x"; };
  F();
  return S.size();
}

std::size_t writesThroughReferenceLocal(std::string &Out, std::string S) {
  // CHECK-MESSAGES: :[[@LINE-1]]:71: warning: the 'std::string' parameter 'S' {{.*}}
  // CHECK-MESSAGES: :[[@LINE-2]]:71: note: no fix-it: the function writes 'Alias', which may alias the argument
  std::string &Alias = Out;
  Alias.clear();
  return S.size();
}

void writesChar(char &C, std::string S) { C = 'x'; C = S[0]; }
// CHECK-MESSAGES: :[[@LINE-1]]:38: warning: the 'std::string' parameter 'S' {{.*}}
// CHECK-MESSAGES: :[[@LINE-2]]:38: note: no fix-it: the function writes 'C', which may alias the argument

// --- Calls of functions that may write globals --------------------------------

void opaque();
std::size_t callsUnknown(std::string S) { opaque(); return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:38: warning: the 'std::string' parameter 'S' {{.*}}
// CHECK-MESSAGES: :[[@LINE-2]]:38: note: no fix-it: the function calls 'opaque', which may modify the argument through a global

void bumpGlobal() { Global += "x"; }
std::size_t callsWriterOfGlobal(std::string S) { bumpGlobal(); return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:45: warning: the 'std::string' parameter 'S' {{.*}}
// CHECK-MESSAGES: :[[@LINE-2]]:45: note: no fix-it: the function calls 'bumpGlobal', which may modify the argument through a global

void readOnlyHelper(const std::string &S) {}
std::size_t positiveCallsReadOnlyHelper(std::string S) { readOnlyHelper(S); return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:53: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: std::size_t positiveCallsReadOnlyHelper(const std::string &S) { readOnlyHelper(S); return S.size(); }

// --- Nothing written can be the argument --------------------------------------

std::size_t positiveCallAfterLastUse(std::string S) {
  // CHECK-MESSAGES: :[[@LINE-1]]:50: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
  // CHECK-FIXES: std::size_t positiveCallAfterLastUse(const std::string &S) {
  std::size_t N = S.size();
  opaque();
  return N;
}

void positiveWriteAfterLastUse(std::string &Out, std::string S) {
  // CHECK-MESSAGES: :[[@LINE-1]]:62: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
  // CHECK-FIXES: void positiveWriteAfterLastUse(std::string &Out, const std::string &S) {
  bool Empty = S.empty();
  Out = Empty ? "empty" : "full";
}

std::size_t positiveWritesLocal(std::string S) {
  // CHECK-MESSAGES: :[[@LINE-1]]:45: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
  // CHECK-FIXES: std::size_t positiveWritesLocal(const std::string &S) {
  std::string Local = "a";
  Local += "b";
  std::vector<int> Sizes;
  Sizes.push_back(1);
  return S.size() + Local.size() + Sizes.size();
}

std::size_t positiveWritesInt(int &N, std::string S) { N += 1; return N + S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:51: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: std::size_t positiveWritesInt(int &N, const std::string &S) { N += 1; return N + S.size(); }

void positivePrints(std::ostream &OS, std::string S) { OS << S << S; }
// CHECK-MESSAGES: :[[@LINE-1]]:51: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
// CHECK-FIXES: void positivePrints(std::ostream &OS, const std::string &S) { OS << S << S; }

struct Reader {
  std::string Name;
  std::size_t positiveConstMember(std::string S) const { return S.size() + Name.size(); }
  // CHECK-MESSAGES: :[[@LINE-1]]:47: warning: the 'std::string' parameter 'S' {{.*}} 'const std::string &'
  // CHECK-FIXES: std::size_t positiveConstMember(const std::string &S) const { return S.size() + Name.size(); }
};

// The object under construction cannot be the argument.
struct Person {
  explicit Person(std::string N) {
    // CHECK-MESSAGES: :[[@LINE-1]]:31: warning: the 'std::string' parameter 'N' {{.*}} 'const std::string &'
    // CHECK-FIXES: explicit Person(const std::string &N) {
    Tag = "person";
    Length = N.size();
  }
  std::string Tag;
  std::size_t Length = 0;
};

// Kept by value with a move: no reference, nothing to alias.
std::string positiveMoveStays(std::string &Out, std::string S) {
  // CHECK-MESSAGES: :[[@LINE-1]]:61: warning: the 'std::string' parameter 'S' is copied on every call and then copied again
  // CHECK-FIXES: std::string positiveMoveStays(std::string &Out, std::string S) {
  Out += "x";
  std::string Copy(S);
  // CHECK-FIXES: std::string Copy(std::move(S));
  return Copy;
}

void callers(std::string &B, Holder &H, Buffer &Buf, char &C, std::ostream &OS) {
  appendTwice(B, B);
  appendTwiceStatic(B, B);
  appendThroughPointer(&B, B);
  appendToHolder(H, H.Text);
  appendGlobal(Global);
  Buf.add(Buf.Data);
  writesChar(C, B);
  positivePrints(OS, B);
  Person P(B);
}
