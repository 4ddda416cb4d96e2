// The public header of a header-only library: the library's users build it
// without strcost, so by default it gets no fix that needs the runtime
// (option RuntimeHeaders), but a runtime-free one where that is safe.
#ifndef MYLIB_H
#define MYLIB_H

#include <string>
// CHECK-FIXES-ALLOWED: #include <strcost/str_cat.h>

namespace mylib {

inline std::string positiveValue(const std::string &A, const std::string &B) {
  return A + "/" + B;
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:10: warning: string built from 3 pieces by chained 'operator+' may allocate at every step [strcost-chained-concatenation]
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-2]]:10: note: no fix-it: '#include <strcost/str_cat.h>' would make this header depend on the strcost runtime, which it does not include yet; option RuntimeHeaders names the headers that may; without it a string built as a value has no form that allocates less
  // CHECK-MESSAGES-ALLOWED: :[[@LINE-3]]:10: warning: string built from 3 pieces by chained 'operator+' may allocate at every step; use 'strcost::str_cat' to allocate at most once
  // CHECK-FIXES-ALLOWED: return strcost::str_cat(A, "/", B);
}

inline void positiveAppend(std::string &Out, const std::string &Name) {
  Out += Name + "/";
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:3: warning: string built from 3 pieces by chained 'operator+' may allocate at every step; append the pieces to the destination to reuse its buffer
  // CHECK-FIXES-DEFAULT: Out.append(Name).append("/");
  // CHECK-MESSAGES-ALLOWED: :[[@LINE-3]]:3: warning: string built from 3 pieces by chained 'operator+' may allocate at every step; use 'strcost::str_append' to allocate at most once
  // CHECK-FIXES-ALLOWED: strcost::str_append(Out, Name, "/");
}

inline void positiveAppendCharAndGroup(std::string &Out, const std::string &Name) {
  Out += (Name + ':') + "x";
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:3: warning: string built from 4 pieces
  // CHECK-FIXES-DEFAULT: Out.append(Name).append(1, ':').append("x");
  // CHECK-MESSAGES-ALLOWED: :[[@LINE-3]]:3: warning: string built from 4 pieces
  // CHECK-FIXES-ALLOWED: strcost::str_append(Out, Name, ':', "x");
}

inline std::string positiveAssignInLoop(const std::string &Dir,
                                        const std::string *Names, int N) {
  std::string All, Path;
  for (int I = 0; I < N; ++I) {
    const std::string &Name = Names[I];
    Path = Dir + '/' + Dir;
    // CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:5: warning: string built from 3 pieces by chained 'operator+' may allocate at every step of every loop iteration; append the pieces to the destination to reuse its buffer
    // CHECK-FIXES-DEFAULT: Path.assign(Dir).append(1, '/').append(Dir);
    // CHECK-MESSAGES-ALLOWED: :[[@LINE-3]]:5: warning: string built from 3 pieces
    // CHECK-FIXES-ALLOWED: strcost::str_assign(Path, Dir, '/', Dir);
    All += Name;
  }
  return All + Path;
}

inline void positiveAppendFromAssign(std::string &S, const std::string &A) {
  S = S + A + "x";
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:3: warning: string built from 3 pieces
  // CHECK-FIXES-DEFAULT: S.append(A).append("x");
  // CHECK-MESSAGES-ALLOWED: :[[@LINE-3]]:3: warning: string built from 3 pieces
  // CHECK-FIXES-ALLOWED: strcost::str_append(S, A, "x");
}

inline void positiveThroughPointer(std::string *P, const std::string &A) {
  *P = A + "x" + "y";
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:3: warning: string built from 3 pieces
  // CHECK-FIXES-DEFAULT: (*P).assign(A).append("x").append("y");
  // CHECK-MESSAGES-ALLOWED: :[[@LINE-3]]:3: warning: string built from 3 pieces
  // CHECK-FIXES-ALLOWED: strcost::str_assign(*P, A, "x" "y");
}

inline void negativeLaterPieceMayAlias(std::string &Out, const std::string &A,
                                       const std::string &B) {
  // B may be Out itself, read after Out has grown by A.
  Out += A + B;
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:3: warning: string built from 3 pieces by chained 'operator+' may allocate at every step [strcost-chained-concatenation]
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-2]]:3: note: no fix-it: '#include <strcost/str_cat.h>' would make this header depend on the strcost runtime, which it does not include yet; option RuntimeHeaders names the headers that may; appending piece by piece, a later piece might read the destination after it has changed
  // CHECK-MESSAGES-ALLOWED: :[[@LINE-3]]:3: warning: string built from 3 pieces
  // CHECK-FIXES-ALLOWED: strcost::str_append(Out, A, B);
}

inline void negativeDestinationOnTheRight(std::string &S, const std::string &A) {
  S += A + S;
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:3: warning: string built from 3 pieces by chained 'operator+' may allocate at every step [strcost-chained-concatenation]
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-2]]:3: note: no fix-it: {{.*}}; appending piece by piece would change the destination before a piece that reads it
  // CHECK-MESSAGES-ALLOWED: :[[@LINE-3]]:3: warning: string built from 3 pieces
  // CHECK-FIXES-ALLOWED: strcost::str_append(S, A, S);
}

inline void negativeCallPiece(std::string &Out, const std::string &A) {
  // A call may read Out after it has grown.
  Out += A + std::string(1, 'x') + A.substr(1);
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:3: warning: string built from 4 pieces by chained 'operator+' may allocate at every step [strcost-chained-concatenation]
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-2]]:3: note: no fix-it: {{.*}}; appending piece by piece, a later piece might read the destination after it has changed
  // CHECK-MESSAGES-ALLOWED: :[[@LINE-3]]:3: warning: string built from 4 pieces
  // CHECK-FIXES-ALLOWED: strcost::str_append(Out, A, std::string(1, 'x'), A.substr(1));
}

} // namespace mylib

#endif // MYLIB_H
