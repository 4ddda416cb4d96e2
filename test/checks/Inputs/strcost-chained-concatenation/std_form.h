// A header-only library's header that may not depend on the strcost runtime
// (option RuntimeHeaders): a declared string gets the standard library's
// reserve + append where every piece can be measured without evaluating it
// twice, and a reason elsewhere.
#ifndef STD_FORM_H
#define STD_FORM_H

#include <string>
#include <utility>

#define STD_FORM_SEP "/"

namespace stdform {

inline std::string positivePath(const std::string &Dir, const std::string &Name,
                                const char *Ext) {
  std::string Path = Dir + "/" + Name + Ext;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string built from 4 pieces by chained 'operator+' may allocate at every step; reserve the pieces' total size and append them to allocate at most once [strcost-chained-concatenation]
  // CHECK-FIXES: {{^}}  std::string Path;{{$}}
  // CHECK-FIXES-NEXT: {{^}}  Path.reserve(Dir.size() + 1 + Name.size() + std::char_traits<char>::length(Ext));{{$}}
  // CHECK-FIXES-NEXT: {{^}}  Path.append(Dir).append("/").append(Name).append(Ext);{{$}}
  return Path;
}

inline std::string positiveAutoCharAndNumber(const std::string &Dir, int N,
                                             long long Big, char Sep) {
  auto Key = Dir + Sep + std::to_string(N) + ':' + std::to_string(Big);
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: string built from 5 pieces {{.*}}; reserve the pieces' total size and append them
  // CHECK-FIXES: {{^}}  std::string Key;{{$}}
  // CHECK-FIXES-NEXT: {{^}}  Key.reserve(Dir.size() + 1 + 11 + 1 + 20);{{$}}
  // CHECK-FIXES-NEXT: {{^}}  Key.append(Dir).append(1, Sep).append(std::to_string(N)).append(1, ':').append(std::to_string(Big));{{$}}
  return Key;
}

inline std::string positiveMacroPieceArrayAndGroup(const std::string &A) {
  const char Suffix[] = ".tmp";
  std::string P = (A + STD_FORM_SEP) + (A + Suffix);
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string built from 4 pieces {{.*}}; reserve
  // CHECK-FIXES: {{^}}  P.reserve(A.size() + 1 + A.size() + std::char_traits<char>::length(Suffix));{{$}}
  // CHECK-FIXES-NEXT: {{^}}  P.append(A).append(STD_FORM_SEP).append(A).append(Suffix);{{$}}
  return P;
}

inline std::string positiveExplicitStringPiece(const std::string &A) {
  std::string P = std::string("dir/") + A + "/";
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string built from 3 pieces {{.*}}; reserve
  // CHECK-FIXES: {{^}}  P.reserve(4 + A.size() + 1);{{$}}
  // CHECK-FIXES-NEXT: {{^}}  P.append("dir/").append(A).append("/");{{$}}
  return P;
}

inline std::size_t positiveInLoop(const std::string *Names, int N) {
  std::size_t Total = 0;
  for (int I = 0; I < N; ++I) {
    const std::string &Name = Names[I];
    std::string Line = Name + ": " + Name;
    // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: string built from 3 pieces {{.*}} of every loop iteration; reserve
    // CHECK-FIXES: {{^}}    std::string Line;{{$}}
    // CHECK-FIXES-NEXT: {{^}}    Line.reserve(Name.size() + 2 + Name.size());{{$}}
    // CHECK-FIXES-NEXT: {{^}}    Line.append(Name).append(": ").append(Name);{{$}}
    Total += Line.size();
  }
  return Total;
}

inline std::wstring positiveWide(const std::wstring &Dir, wchar_t C) {
  std::wstring P = Dir + L"/x" + C + Dir;
  // CHECK-MESSAGES: :[[@LINE-1]]:20: warning: string built from 4 pieces {{.*}}; reserve
  // CHECK-FIXES: {{^}}  P.reserve(Dir.size() + 2 + 1 + Dir.size());{{$}}
  // CHECK-FIXES-NEXT: {{^}}  P.append(Dir).append(L"/x").append(1, C).append(Dir);{{$}}
  return P;
}

inline std::string positiveCharFirstAndPointee(const std::string &A,
                                               const char *const *P) {
  std::string S = '<' + A + *P;
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string built from 3 pieces {{.*}}; reserve
  // CHECK-FIXES: {{^}}  S.reserve(1 + A.size() + std::char_traits<char>::length(*P));{{$}}
  // CHECK-FIXES-NEXT: {{^}}  S.append(1, '<').append(A).append(*P);{{$}}
  return S;
}

inline std::string positiveOneLineLambda(const std::string &A) {
  auto L = [A] { std::string T = A + "/" + A; return T; };
  // CHECK-MESSAGES: :[[@LINE-1]]:34: warning: string built from 3 pieces {{.*}}; reserve
  // CHECK-FIXES: {{^}}  auto L = [A] { std::string T; T.reserve(A.size() + 1 + A.size()); T.append(A).append("/").append(A); return T; };{{$}}
  return L();
}

// (Not parsed at all under -fdelayed-template-parsing.)
template <class T> std::string positiveNonDependentInTemplate(const std::string &A) {
  std::string P = A + "<" + A;
  // CHECK-MESSAGES-PARSED: :[[@LINE-1]]:19: warning: string built from 3 pieces {{.*}}; reserve
  // CHECK-FIXES-PARSED: {{^}}  P.reserve(A.size() + 1 + A.size());{{$}}
  return P + T().suffix();
}

template <class T> std::string negativeDependent(const T &A) {
  std::string P = A + "<" + A; // another instantiation may add user types
  return P;
}

inline std::string negativeCallPiece(const std::string &Dir) {
  std::string P = Dir + "/" + Dir.substr(1);
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string built from 3 pieces by chained 'operator+' may allocate at every step [strcost-chained-concatenation]
  // CHECK-MESSAGES: :[[@LINE-2]]:19: note: no fix-it: {{.*}}; a piece is a temporary string, whose buffer the chain reuses
  return P;
}

inline std::string negativeMovedFirstPiece(std::string A, const std::string &B) {
  // operator+ already appends into A's buffer: a fresh string would copy it.
  std::string P = std::move(A) + "/" + B;
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:19: note: no fix-it: {{.*}}; a piece is a temporary string, whose buffer the chain reuses
  return P;
}

inline const std::string &name();

inline std::string negativeReferenceCall(const std::string &A) {
  std::string P = A + "/" + name();
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:19: note: no fix-it: {{.*}}; measuring a piece for reserve() would evaluate it a second time
  return P;
}

inline const std::string &name() {
  static const std::string N = "name";
  return N;
}

inline std::string negativeStatic(const std::string &A) {
  static std::string P = A + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:26: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:26: note: no fix-it: {{.*}}; the variable is initialized once, where statements would run on every pass
  return P;
}

inline std::string negativeConst(const std::string &A) {
  const std::string P = A + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:25: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:25: note: no fix-it: {{.*}}; the variable is const, and could not be appended to once declared
  return P;
}

inline std::string negativeTwoVariables(const std::string &A) {
  std::string P = A + "/" + A, Q;
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:19: note: no fix-it: {{.*}}; without it a string built as a value has no form that allocates less
  return P + Q;
}

inline std::string negativeDirectInitAndParens(const std::string &A) {
  std::string P(A + "/" + A);
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: no fix-it: {{.*}}; without it a string built as a value has no form that allocates less
  std::string Q = (A + "|" + A);
  // CHECK-MESSAGES: :[[@LINE-1]]:20: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:20: note: no fix-it: {{.*}}; without it a string built as a value has no form that allocates less
  return P + Q;
}

inline std::string negativeForInit(const std::string &A) {
  std::string All;
  for (std::string P = A + "/" + A; P.size() < 8; P += "x")
    // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: string built from 3 pieces
    // CHECK-MESSAGES: :[[@LINE-2]]:24: note: no fix-it: {{.*}}; without it a string built as a value has no form that allocates less
    All += P;
  return All;
}

inline std::string negativeReturn(const std::string &A) {
  return A + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: no fix-it: {{.*}}; without it a string built as a value has no form that allocates less
}

struct Tag {
  std::string Text;
};
inline std::string operator+(const Tag &T, const char *S) { return T.Text + S; }

inline std::string negativeUserOperatorPiece(const Tag &T, const std::string &A) {
  // The user's operator+ makes one temporary piece; it is not rewritten.
  std::string P = T + "<" + A + ">";
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:19: note: no fix-it: {{.*}}; a piece is a temporary string, whose buffer the chain reuses
  return P;
}

inline std::string negativeSideEffects(const std::string &A, int &N) {
  std::string P = A + std::to_string(N++) + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string built from 4 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:19: note: no fix-it: {{.*}}; pieces have side effects
  return P;
}

#ifdef STD_FORM_OTHER_TEXT
struct Text {
  Text(const std::string &S) : S(S) {}
  std::string S;
};
#else
typedef std::string Text;
#endif

inline Text negativeTypeChosenByPreprocessor(const std::string &A) {
  // In the other configuration `Text` is a class made from the chain's
  // result: `Text P;` and `P.append(A)` would not compile there.
  Text P = A + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string built from 3 pieces
  // CHECK-MESSAGES: :[[@LINE-2]]:12: note: no fix-it: type 'Text' is chosen by a preprocessor conditional (#ifdef STD_FORM_OTHER_TEXT at {{.*}})
  return P;
}

} // namespace stdform

#endif // STD_FORM_H
