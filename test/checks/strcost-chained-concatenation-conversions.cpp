// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++11
// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++14
// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++20
// MS mode (libstdc++'s <atomic> and C++20 headers need GCC's macros; libc++'s do not):
// RUN: %if libcxx %{ %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++17 -stdlib=libc++ \
// RUN:   -fms-compatibility -fms-compatibility-version=19.30 -fms-extensions -fdelayed-template-parsing %}
// RUN: %if libcxx %{ %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++11 -stdlib=libc++ %}
// RUN: %if libcxx %{ %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++20 -stdlib=libc++ %}

// Pieces whose type is not the one the runtime formats as the chain did:
// std::to_string(x) becomes x only when x is spelled as an integer the runtime
// prints in decimal exactly like std::to_string; anything reached through a
// user-defined conversion (an atomic, a class with `operator int`), an
// enumeration, bool, a character type, a bit-field or floating point keeps its
// std::to_string call. Explicit std::string(x) of a class keeps its
// conversion. The fixed file compiles under each standard above (C++11 and
// C++14 included: the runtime works there).

#include <atomic>
#include <cstdint>
#include <string>
// CHECK-FIXES: #include <strcost/str_cat.h>

// The case: the unwrapped piece would be a std::atomic<int>.
std::string positiveAtomicKeepsToString(const std::atomic<int> &Counter) {
  return "n=" + std::to_string(Counter) + "\n";
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat("n=", std::to_string(Counter), "\n");
}

std::string positiveAtomicLoadUnwrapped(const std::atomic<int> &Counter) {
  return "n=" + std::to_string(Counter.load()) + "\n";
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat("n=", Counter.load(), "\n");
}

std::string positiveAtomicUnsignedKeepsToString(std::atomic<unsigned long> &Total) {
  return "t=" + std::to_string(Total) + "\n";
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat("t=", std::to_string(Total), "\n");
}

struct Meters {
  operator int() const { return 3; }
};

std::string positiveConversionOperatorKeepsToString(const Meters &M) {
  return "m=" + std::to_string(M) + "\n";
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat("m=", std::to_string(M), "\n");
}

enum Color { Red, Green };
enum class Mode : unsigned char { Fast = 7 };
enum Wide : long long { Big = 1LL << 40 };

std::string positiveUnscopedEnumKeepsToString(Color C) {
  return "c=" + std::to_string(C) + ";";
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat("c=", std::to_string(C), ";");
}

std::string positiveEnumWithUnderlyingTypeKeepsToString(Wide W) {
  return "w=" + std::to_string(W) + ";";
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat("w=", std::to_string(W), ";");
}

std::string positiveScopedEnumCastUnwrapped(Mode M) {
  return "m=" + std::to_string(static_cast<int>(M)) + ";";
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat("m=", static_cast<int>(M), ";");
}

std::string positiveEnumPromotedByUnaryPlusUnwrapped(Color C) {
  return "c=" + std::to_string(+C) + ";";
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat("c=", +C, ";");
}

std::string positiveBoolKeepsToString(bool B) {
  return "b=" + std::to_string(B) + ";";
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat("b=", std::to_string(B), ";");
}

std::string positiveBoolExpressionKeepsToString(int X) {
  return "b=" + std::to_string(X > 0) + ";";
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat("b=", std::to_string(X > 0), ";");
}

std::string positiveCharKeepsToString(char C) {
  return "c=" + std::to_string(C) + ";";
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat("c=", std::to_string(C), ";");
}

std::string positiveChar16KeepsToString(char16_t C) {
  return "c=" + std::to_string(C) + ";";
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat("c=", std::to_string(C), ";");
}

std::string positiveWideCharKeepsToString(wchar_t C) {
  return "c=" + std::to_string(C) + ";";
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat("c=", std::to_string(C), ";");
}

// The runtime prints signed and unsigned char (int8_t, uint8_t) as numbers,
// as std::to_string does after promotion.
std::string positiveUnsignedCharUnwrapped(std::uint8_t Byte, signed char S) {
  return "b=" + std::to_string(Byte) + "," + std::to_string(S);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 4 pieces
  // CHECK-FIXES: return strcost::str_cat("b=", Byte, ",", S);
}

std::string positiveShortUnwrapped(short S, unsigned short U) {
  return "s=" + std::to_string(S) + "," + std::to_string(U);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 4 pieces
  // CHECK-FIXES: return strcost::str_cat("s=", S, ",", U);
}

std::string positiveCharArithmeticUnwrapped(char C) {
  return "c=" + std::to_string(C + 1) + ";";
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat("c=", C + 1, ";");
}

std::string positiveVolatileIntUnwrapped(volatile int &V) {
  return "v=" + std::to_string(V) + ";";
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat("v=", V, ";");
}

// A volatile char is a character piece, not a number.
std::string positiveVolatileCharPiece(const std::string &A, volatile char &C) {
  return A + C + ";";
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(A, C, ";");
}

struct Flags {
  unsigned Level : 3;
  char Tag : 7;
};

std::string positiveBitFieldKeepsToString(const Flags &F) {
  return "l=" + std::to_string(F.Level) + ";";
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat("l=", std::to_string(F.Level), ";");
}

std::string positiveCharBitFieldPiece(const std::string &A, const Flags &F) {
  return A + F.Tag + ";";
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(A, F.Tag, ";");
}

// Floating point: std::to_string prints "%f", the runtime would not.
std::string positiveDoubleKeepsToString(const std::string &A) {
  return A + "=" + std::to_string(1.5);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(A, "=", std::to_string(1.5));
}

std::string positiveLongDoubleKeepsToString(const std::string &A, long double X) {
  return A + "=" + std::to_string(X);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(A, "=", std::to_string(X));
}

std::string positiveFloatKeepsToString(const std::string &A, float X) {
  return A + "=" + std::to_string(X);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(A, "=", std::to_string(X));
}

// Classes with conversion operators: std::string(x) is what converts them.
struct AsString {
  operator std::string() const { return "s"; }
};
struct AsCString {
  operator const char *() const { return "c"; }
};

std::string positiveStringConversionKept(const AsString &X, const std::string &A) {
  return std::string(X) + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(std::string(X), "/", A);
}

std::string positiveCStringConversionKept(const AsCString &X, const std::string &A) {
  return std::string(X) + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(std::string(X), "/", A);
}

std::string positiveStaticCastConversionKept(const AsString &X, const std::string &A) {
  return static_cast<std::string>(X) + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(static_cast<std::string>(X), "/", A);
}

// A class derived from std::string is a string piece.
struct Path : std::string {
  Path(const char *P) : std::string(P) {}
};

std::string positiveDerivedFromString(const Path &P, const std::string &A) {
  return P + "/" + A;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(P, "/", A);
}

std::string positiveDerivedFromStringOnly(const Path &P, const Path &Q) {
  return P + Q + P;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(P, Q, P);
}

void positiveAppendDerived(std::string &Out, const Path &P) {
  Out += P + "/" + P;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: string built from 4 pieces
  // CHECK-FIXES: strcost::str_append(Out, P, "/", P);
}

// A pointer that may be null: undefined behaviour for operator+, an empty
// piece for the runtime (see the docs' limitations).
std::string positiveNullablePointer(const std::string &A, const char *MaybeNull) {
  return A + MaybeNull + "/";
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(A, MaybeNull, "/");
}

std::wstring positiveWideString(const std::wstring &A, wchar_t C) {
  return A + C + L"/";
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(A, C, L"/");
}

std::u16string positiveUtf16String(const std::u16string &A, char16_t C) {
  return A + C + u"/";
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(A, C, u"/");
}

std::string positiveLongLongUnwrapped(long long N, unsigned long long U) {
  return "n=" + std::to_string(N) + "," + std::to_string(U);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 4 pieces
  // CHECK-FIXES: return strcost::str_cat("n=", N, ",", U);
}
