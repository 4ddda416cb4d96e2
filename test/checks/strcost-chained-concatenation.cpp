// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++17

// Chains of std::operator+ with three or more pieces, in and out of loops,
// and the three fix styles: str_cat for a value, str_append for `s += a + b`
// and `s = s + a + b`, str_assign for `s = a + b + c`.

#include <string>
#include <string_view>
#include <vector>
// CHECK-FIXES: #include <strcost/str_cat.h>

std::string name();
void consume(std::string);
void consumeRef(const std::string &);

// Values.

std::string positiveReturn(const std::string &A, const std::string &B) {
  return A + "/" + B;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces by chained 'operator+' may allocate at every step; use 'strcost::str_cat' to allocate at most once [strcost-chained-concatenation]
  // CHECK-FIXES: return strcost::str_cat(A, "/", B);
}

void positiveInitialization(const std::string &A, const std::string &B) {
  std::string S = A + "/" + B + ".txt";
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string built from 4 pieces
  // CHECK-FIXES: std::string S = strcost::str_cat(A, "/", B, ".txt");
}

void positiveSixPieces(const std::string &S1, const std::string &S2,
                       const std::string &S3, const std::string &S4) {
  std::string S = S1 + "/" + S2 + S3 + " => " + S4;
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string built from 6 pieces
  // CHECK-FIXES: std::string S = strcost::str_cat(S1, "/", S2, S3, " => ", S4);
}

void positiveCStringFirst(const std::string &A, const char *P) {
  auto S = "prefix:" + A + P;
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat("prefix:", A, P);
}

void positiveCharPieces(const std::string &A, char C) {
  auto S = 'x' + A + C + '\n';
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 4 pieces
  // CHECK-FIXES: auto S = strcost::str_cat('x', A, C, '\n');
}

void positiveFunctionResults(const std::string &A) {
  auto S = name() + "=" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(name(), "=", A);
}

void positiveAllLiteralsButOne() {
  auto S = std::string("a") + "b" + "c";
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat("a", "b" "c");
}

// An explicit std::string piece only made `+` a string `+` (or copied a
// string); str_cat takes its argument as it is, without the temporary.

void positiveExplicitStringOfLiteralUnwrapped(const std::string &A) {
  auto S = std::string("dir/") + A + "/";
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat("dir/", A, "/");
}

void positiveExplicitStringOfPointerUnwrapped(const char *P,
                                              const std::string &A) {
  auto S = std::string(P) + ": " + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(P, ": ", A);
}

void positiveExplicitStringBracedUnwrapped(const std::string &A) {
  auto S = std::string{"x="} + A + ';';
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat("x=", A, ';');
}

void positiveExplicitStringOfViewUnwrapped(std::string_view V,
                                           const std::string &A) {
  auto S = std::string(V) + "/" + A + std::string(V);
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 4 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(V, "/", A, V);
}

void positiveExplicitCopyUnwrapped(const std::string &A) {
  auto S = std::string(A) + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, "/", A);
}

void positiveExplicitStringInAppendUnwrapped(std::string &Out,
                                             const std::string &A) {
  Out += std::string("[") + A + "]";
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: string built from 4 pieces
  // CHECK-FIXES: strcost::str_append(Out, "[", A, "]");
}

void positiveExplicitStringWithLengthKept(const char *P, const std::string &A) {
  auto S = std::string(P, 3) + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(std::string(P, 3), "/", A);
}

void positiveExplicitStringOfCountAndCharKept(const std::string &A) {
  auto S = std::string(3, '-') + A + "/";
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(std::string(3, '-'), A, "/");
}

void positiveExplicitStringOfInitializerListKept(const std::string &A) {
  // `std::string{65}` is "A"; the piece 65 would print "65".
  auto S = std::string{65} + A + "/";
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(std::string{65}, A, "/");
}

struct Named {
  operator std::string() const;
};

void positiveExplicitStringOfConvertibleKept(const Named &N,
                                             const std::string &A) {
  auto S = std::string(N) + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(std::string(N), "/", A);
}

void positiveLiteralConcatenationIsOnePiece(const std::string &A) {
  auto S = A + "b" "c" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, "b" "c", A);
}

void positiveArgument(const std::string &A, const std::string &B) {
  consume(A + ", " + B);
  // CHECK-MESSAGES: :[[@LINE-1]]:11: warning: string built from 3 pieces
  // CHECK-FIXES: consume(strcost::str_cat(A, ", ", B));
}

void positiveBoundToConstRef(const std::string &A, const std::string &B) {
  const std::string &R = A + ", " + B;
  // CHECK-MESSAGES: :[[@LINE-1]]:26: warning: string built from 3 pieces
  // CHECK-FIXES: const std::string &R = strcost::str_cat(A, ", ", B);
  consumeRef(R);
}

void positiveCommentsKept(const std::string &A, const std::string &B) {
  consumeRef(A + /* separator */ "/" + // the name
             B);
  // CHECK-MESSAGES: :[[@LINE-2]]:14: warning: string built from 3 pieces
  // CHECK-FIXES: consumeRef(strcost::str_cat(A, /* separator */ "/", // the name
  // CHECK-FIXES-NEXT: {{^}}                              B));
}

// A comment between a piece and its `+`: the comma follows the piece, the
// comment stays.

void positiveBlockCommentBeforePlus(const std::string &A, const std::string &B) {
  auto S = A /* dir */ + "/" + B;
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, /* dir */ "/", B);
}

void positiveLineCommentBeforeLeadingPlus(const std::string &A,
                                          const std::string &B) {
  auto S = A // the directory
           + "/" /* separator */
           + B;
  // CHECK-MESSAGES: :[[@LINE-3]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, // the directory
  // CHECK-FIXES-NEXT: {{^}}                            "/", /* separator */
  // CHECK-FIXES-NEXT: {{^}}                            B);
}

void positiveCommentBeforeTrailingPlus(const std::string &A,
                                       const std::string &B) {
  auto S = A /* dir */ +
           "/" + B;
  // CHECK-MESSAGES: :[[@LINE-2]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, /* dir */{{$}}
  // CHECK-FIXES-NEXT: {{^}}                            "/", B);
}

void positiveCommentInGroupedSubchain(const std::string &A,
                                      const std::string &B) {
  auto S = (A + "/" /* sep */) + B;
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, "/" /* sep */, B);
}

void positiveCommentBeforeAppendOperator(std::string &Out, const std::string &A) {
  Out /* log */ += A + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: string built from 4 pieces
  // CHECK-FIXES: strcost::str_append(Out, /* log */ A, "/", A);
}

void positiveParenthesizedPiecesUnwrapped(const std::string &A, bool Flag) {
  auto S = A + (Flag ? "yes" : "no") + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, Flag ? "yes" : "no", A);
}

void positiveGroupedSubchainsFlattened(const std::string &A,
                                       const std::string &B) {
  auto S = (A + "/") + (B + ".txt");
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 4 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, "/", B, ".txt");
}

void positiveWholeChainInParens(const std::string &A, const std::string &B) {
  auto S = (A + "/" + B);
  // CHECK-MESSAGES: :[[@LINE-1]]:13: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = (strcost::str_cat(A, "/", B));
}

void positiveMultiLine(const std::string &A, const std::string &B) {
  auto S = A
           + "/"
           + B;
  // CHECK-MESSAGES: :[[@LINE-3]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A,
  // CHECK-FIXES-NEXT: {{^}}                            "/",
  // CHECK-FIXES-NEXT: {{^}}                            B);
}

// std::to_string(n) becomes n where the runtime prints n the same way.

void positiveToStringOfInt(const std::string &A, int N, unsigned long U,
                           long long L) {
  auto S = A + std::to_string(N) + ":" + std::to_string(U) + std::to_string(L);
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 5 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, N, ":", U, L);
}

void positiveToStringOfShortExpression(const std::string &A, short N) {
  auto S = A + "#" + std::to_string(N + 1);
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, "#", N + 1);
}

void positiveToStringOfDoubleKept(const std::string &A, double D) {
  // std::to_string(1.0) is "1.000000"; str_cat(1.0) would be "1".
  auto S = A + "=" + std::to_string(D);
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, "=", std::to_string(D));
}

void positiveToStringOfCharKept(const std::string &A, char C) {
  // std::to_string('a') is "97"; a char piece would be "a".
  auto S = A + "=" + std::to_string(C);
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, "=", std::to_string(C));
}

void positiveToStringOfBoolKept(const std::string &A, bool B) {
  auto S = A + "=" + std::to_string(B);
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, "=", std::to_string(B));
}

enum Color { Red, Green };
void positiveToStringOfEnumKept(const std::string &A, Color C) {
  auto S = A + "=" + std::to_string(C);
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, "=", std::to_string(C));
}

// Loops.

void positiveInForLoop(const std::vector<std::string> &V) {
  for (std::size_t I = 0; I < V.size(); ++I) {
    std::string Line = V[I] + "=" + std::to_string(I);
    // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: string built from 3 pieces by chained 'operator+' may allocate at every step of every loop iteration; use 'strcost::str_cat'
    // CHECK-FIXES: std::string Line = strcost::str_cat(V[I], "=", I);
    consumeRef(Line);
  }
}

void positiveInRangeFor(const std::vector<std::string> &V) {
  for (const std::string &E : V)
    consume(E + ";" + E);
  // CHECK-MESSAGES: :[[@LINE-1]]:13: warning: string built from 3 pieces by chained 'operator+' may allocate at every step of every loop iteration
  // CHECK-FIXES: consume(strcost::str_cat(E, ";", E));
}

void positiveInWhile(const std::string &A, int N) {
  while (N-- > 0)
    consume(A + "-" + A);
  // CHECK-MESSAGES: :[[@LINE-1]]:13: warning: {{.*}} of every loop iteration
  // CHECK-FIXES: consume(strcost::str_cat(A, "-", A));
}

void positiveInDoWhile(const std::string &A, int N) {
  do {
    consume(A + "-" + A);
    // CHECK-MESSAGES: :[[@LINE-1]]:13: warning: {{.*}} of every loop iteration
    // CHECK-FIXES: consume(strcost::str_cat(A, "-", A));
  } while (--N > 0);
}

void positiveForInitIsNotEveryIteration(const std::string &A) {
  for (std::string S = A + "-" + A; !S.empty(); S.pop_back())
    consumeRef(S);
  // CHECK-MESSAGES: :[[@LINE-2]]:24: warning: string built from 3 pieces by chained 'operator+' may allocate at every step; use
  // CHECK-FIXES: for (std::string S = strcost::str_cat(A, "-", A); !S.empty(); S.pop_back())
}

void positiveLambdaInLoopBodyIsNotTheLoop(const std::string &A) {
  for (int I = 0; I < 2; ++I) {
    auto F = [&] { return A + "-" + A; };
    // CHECK-MESSAGES: :[[@LINE-1]]:27: warning: string built from 3 pieces by chained 'operator+' may allocate at every step; use
    // CHECK-FIXES: auto F = [&] { return strcost::str_cat(A, "-", A); };
    consume(F());
  }
}

// s += a + b and s = s + a + b: str_append.

void positiveAppendChain(std::string &S, const std::string &A) {
  S += A + "/";
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: string built from 3 pieces by chained 'operator+' may allocate at every step; use 'strcost::str_append' to allocate at most once
  // CHECK-FIXES: strcost::str_append(S, A, "/");
}

void positiveAppendChainInLoop(const std::vector<std::string> &V) {
  std::string Out;
  for (const std::string &E : V)
    Out += E + ",";
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: {{.*}} of every loop iteration; use 'strcost::str_append'
  // CHECK-FIXES: strcost::str_append(Out, E, ",");
  consumeRef(Out);
}

void positiveAppendSelf(std::string &S) {
  // The runtime handles pieces that view the target.
  S += S + "|";
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: string built from 3 pieces
  // CHECK-FIXES: strcost::str_append(S, S, "|");
}

void positiveAssignFromSelf(std::string &S, const std::string &A) {
  S = S + A + "/";
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: string built from 3 pieces by chained 'operator+' may allocate at every step; use 'strcost::str_append'
  // CHECK-FIXES: strcost::str_append(S, A, "/");
}

void positiveAssignFromSelfTwice(std::string &S, const std::string &A) {
  S = S + A + S;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: {{.*}} use 'strcost::str_append'
  // CHECK-FIXES: strcost::str_append(S, A, S);
}

struct Builder {
  std::string Text;
  void positiveMemberAppendFromSelf(const std::string &A) {
    Text = Text + A + ";";
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: {{.*}} use 'strcost::str_append'
    // CHECK-FIXES: strcost::str_append(Text, A, ";");
  }
  void positiveMemberThroughThis(const std::string &A) {
    this->Text += A + ";";
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: {{.*}} use 'strcost::str_append'
    // CHECK-FIXES: strcost::str_append(this->Text, A, ";");
  }
};

void positiveAppendValueUsed(std::string &S, const std::string &A) {
  consumeRef(S += A + "/");
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: {{.*}} use 'strcost::str_append'
  // CHECK-FIXES: consumeRef(strcost::str_append(S, A, "/"));
}

std::string &get();
void positiveAppendToCallResultKeepsTheOperator(const std::string &A) {
  // `get() += x`: x is evaluated first; as a call's argument it might not be.
  get() += A + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 4 pieces {{.*}} use 'strcost::str_cat'
  // CHECK-FIXES: get() += strcost::str_cat(A, "/", A);
}

// s = a + b + c: str_assign, unless s is on the right.

void positiveAssign(std::string &S, const std::string &A) {
  S = A + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: string built from 3 pieces by chained 'operator+' may allocate at every step; use 'strcost::str_assign'
  // CHECK-FIXES: strcost::str_assign(S, A, "/", A);
}

void positiveAssignInLoop(const std::vector<std::string> &V) {
  std::string Key;
  for (const std::string &E : V) {
    Key = "k:" + E + ":" + std::to_string(E.size());
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: {{.*}} of every loop iteration; use 'strcost::str_assign'
    // CHECK-FIXES: strcost::str_assign(Key, "k:", E, ":", E.size());
    consumeRef(Key);
  }
}

void positiveAssignThroughPointer(std::string *P, const std::string &A) {
  *P = A + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: {{.*}} use 'strcost::str_assign'
  // CHECK-FIXES: strcost::str_assign(*P, A, "/", A);
}

void positiveAliasingIsAValue(std::string &S, const std::string &A) {
  // S is read on the right: a fresh string, then the move, as before.
  S = A + S + "/";
  // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: string built from 3 pieces {{.*}} use 'strcost::str_cat'
  // CHECK-FIXES: S = strcost::str_cat(A, S, "/");
}

void positiveAliasingInsideAPiece(std::string &S, const std::string &A) {
  S = A + S.substr(1) + "/";
  // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: {{.*}} use 'strcost::str_cat'
  // CHECK-FIXES: S = strcost::str_cat(A, S.substr(1), "/");
}

void positiveSelfNotFirstWithAppendShape(std::string &S, const std::string &A) {
  // The first piece is not S: not an append.
  S = A + S + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: {{.*}} use 'strcost::str_cat'
  // CHECK-FIXES: S = strcost::str_cat(A, S, A);
}

void positiveAssignValueUsed(std::string &S, const std::string &A) {
  consumeRef(S = A + "/" + A);
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: {{.*}} use 'strcost::str_assign'
  // CHECK-FIXES: consumeRef(strcost::str_assign(S, A, "/", A));
}

// Other character types: str_cat returns the string of the pieces' type.

void positiveWide(const std::wstring &A) {
  std::wstring S = A + L"/" + A + L'!';
  // CHECK-MESSAGES: :[[@LINE-1]]:20: warning: string built from 4 pieces
  // CHECK-FIXES: std::wstring S = strcost::str_cat(A, L"/", A, L'!');
}

void positiveUtf16Append(std::u16string &S, const std::u16string &A) {
  S += A + u"/";
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: {{.*}} use 'strcost::str_append'
  // CHECK-FIXES: strcost::str_append(S, A, u"/");
}

// Side effects: a call's arguments and a '+' chain's operands are both
// evaluated in an unspecified order, and compilers may pick differently.

std::string next();
void positiveTwoCallsWithEffectsNoFix() {
  auto S = next() + "," + next();
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:12: note: no fix-it: pieces have side effects
  // CHECK-FIXES: auto S = next() + "," + next();
}

void positiveIncrementNoFix(const std::string &A, int N) {
  auto S = A + std::to_string(N++) + "," + std::to_string(N);
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 4 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:12: note: no fix-it: pieces have side effects
  // CHECK-FIXES: auto S = A + std::to_string(N++) + "," + std::to_string(N);
}

void positiveOneCallWithEffectsFixes(const std::string &A) {
  auto S = next() + "," + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(next(), ",", A);
}

void positiveConstMembersAreQuiet(const std::string &A) {
  auto S = A.substr(1) + "," + A.substr(2);
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A.substr(1), ",", A.substr(2));
}

// Nested chains: each is its own finding, and the two fixes combine.

std::string quote(const std::string &);
void positiveNestedInACall(const std::string &A) {
  auto S = A + quote(A + "x" + A) + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:22: warning: string built from 3 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(A, quote(strcost::str_cat(A, "x", A)), A);
}

// Custom allocators: str_cat returns std::basic_string<C>, so a value keeps
// its operator+ form; str_assign and str_append keep the target's type.

template <class T> struct Alloc : std::allocator<T> {
  template <class U> struct rebind { using other = Alloc<U>; };
  Alloc() = default;
  template <class U> Alloc(const Alloc<U> &) {}
};
using AString = std::basic_string<char, std::char_traits<char>, Alloc<char>>;

void positiveCustomAllocatorValueNoFix(const AString &A) {
  AString S = A + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:15: note: no fix-it: the string has a custom allocator, and strcost::str_cat returns a std::basic_string with the default one
  // CHECK-FIXES: AString S = A + "/" + A;
}

void positiveCustomAllocatorAssign(AString &S, const AString &A) {
  S = A + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: {{.*}} use 'strcost::str_assign'
  // CHECK-FIXES: strcost::str_assign(S, A, "/", A);
}

void positiveCustomAllocatorAppend(AString &S, const AString &A) {
  S += A + "/";
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: {{.*}} use 'strcost::str_append'
  // CHECK-FIXES: strcost::str_append(S, A, "/");
}

struct Traits : std::char_traits<char> {};
using TString = std::basic_string<char, Traits>;
void positiveCustomTraitsNoFix(TString &S, const TString &A) {
  S += A + "/";
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:3: note: no fix-it: the string has custom character traits
  // CHECK-FIXES: S += A + "/";
}

// Templates: a chain that does not depend on a template parameter is fixed
// once in the template; a dependent one may add user types in another
// instantiation and is not reported.

template <class T> std::string positiveNonDependentInTemplate(const std::string &A) {
  return A + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(A, "/", A);
}
template <class T> T negativeDependentInTemplate(const T &A) { return A + "/" + A; }
void instantiate() {
  positiveNonDependentInTemplate<int>("x");
  positiveNonDependentInTemplate<long>("x");
  negativeDependentInTemplate(std::string("x"));
}

// Not flagged.

void negativeTwoPieces(const std::string &A) { auto S = A + "/"; }

void negativeAppendOnePiece(std::string &S, const std::string &A) { S += A; }

void negativeAssignTwoPieces(std::string &S, const std::string &A) { S = A + "/"; }

void negativeParenthesizedAppendOfTwo(std::string &S, const std::string &A) {
  S += (A + "/");
}

void negativeNumbers(int A, int B) { auto N = A + B + 1; }

void negativeLiteralConcatenation() { std::string S = "a" "b" "c"; }

struct Path {
  std::string Text;
};
Path operator+(const Path &, const std::string &);
void negativeUserDefinedOperator(const Path &P, const std::string &A) {
  Path Q = P + A + A;
}

std::string operator+(const Path &, const char *);
void negativeUserOperatorReturningString(const Path &P) {
  // The user's operator+ is one piece; the rest is two.
  std::string S = P + "x" + "y";
}

void negativeStringView(std::string_view V) { auto N = V.size() + 1 + 2; }

void positiveStdReadersAreQuiet(std::vector<std::string> &V) {
  auto S = V[0] + "," + V.back() + V.at(1);
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 4 pieces
  // CHECK-FIXES: auto S = strcost::str_cat(V[0], ",", V.back(), V.at(1));
}

void positiveStdMutatorIsAnEffectNoFix(std::string &T, const std::string &A) {
  auto S = A + T.append("x") + T;
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:12: note: no fix-it: pieces have side effects
  // CHECK-FIXES: auto S = A + T.append("x") + T;
}

void positiveCommentInAppendFromAssignKeepsTheAssignment(std::string &S,
                                                        const std::string &A) {
  // `S = S + ...` -> `f(S, ...` would drop the comment: a value instead.
  S = S /* old */ + A + "/";
  // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: {{.*}} use 'strcost::str_cat'
  // CHECK-FIXES: S = strcost::str_cat(S, /* old */ A, "/");
}

void positiveCommentBeforeAssignmentKeepsTheAssignment(std::string &S,
                                                       const std::string &A) {
  S /* old */ = S + A + "/";
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: {{.*}} use 'strcost::str_cat'
  // CHECK-FIXES: S /* old */ = strcost::str_cat(S, A, "/");
}
