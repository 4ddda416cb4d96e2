// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++20
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++23

// The C-API buffer idiom: a C function writes a shorter NUL-terminated result
// into a pre-sized string, and the scan finds where it ends. The scan is the
// point there; replacing it with the stored length would keep the padding.
// A string whose buffer was handed out writable, or that was sized, filled or
// given counted characters, may hold a NUL before its end: not flagged.

#include <cstdio>
#include <cstring>
#include <cwchar>
#include <string>
#include <string_view>

void cFill(char *Buffer, std::size_t Size);
void cFillWide(wchar_t *Buffer, std::size_t Size);
unsigned getModuleFileNameA(void *Module, char *Name, unsigned Size);
void takeView(std::string_view);
void takeString(const std::string &);

std::string negativeResizeToScan() {
  std::string Buf(256, '\0');
  cFill(Buf.data(), Buf.size());
  Buf.resize(std::strlen(Buf.c_str()));
  return Buf;
}

std::string negativeResizeToScanOfData() {
  std::string Buf(256, '\0');
  cFill(&Buf[0], Buf.size());
  Buf.resize(strlen(Buf.data()));
  return Buf;
}

std::string negativeCopyOfScan() {
  std::string Buf(256, '\0');
  cFill(Buf.data(), Buf.size());
  return std::string(Buf.c_str());
}

std::string negativeImplicitCopyOfScan() {
  std::string Buf;
  Buf.resize(260);
  getModuleFileNameA(nullptr, &Buf[0], 260);
  return Buf.c_str();
}

std::string_view negativeViewOfScan(std::string &Buf) {
  std::snprintf(&Buf[0], Buf.size(), "%d", 42);
  return std::string_view(Buf.c_str());
}

void negativeAssignToItself() {
  std::string Buf(64, ' ');
  cFill(&Buf.front(), Buf.size());
  Buf = Buf.c_str();
  takeString(Buf);
}

// The same-object shapes are this idiom wherever the writes happened.
void negativeAssignToItselfParameter(std::string &Buf) { Buf = Buf.c_str(); }
void negativeAssignMemberToItself(std::string &Buf) { Buf.assign(Buf.c_str()); }
void negativeResizeParameter(std::string &Buf) { Buf.resize(std::strlen(Buf.c_str())); }
void negativeReassignFromCopy(std::string &Buf) { Buf = std::string(Buf.c_str()); }
void negativeEraseAfterScan(std::string &Buf) { Buf.erase(std::strlen(Buf.c_str())); }

struct Window {
  std::string Title;
  void negativeMemberResize() { Title.resize(std::strlen(Title.c_str())); }
  void negativeMemberAssign() { Title = Title.c_str(); }
};

// Written through an iterator or a pointer the string handed out.
std::size_t negativeIteratorWrite() {
  std::string Buf(16, 'x');
  *Buf.begin() = '\0';
  return std::strlen(Buf.c_str());
}

std::size_t negativeElementWrite(std::string Buf) {
  Buf[3] = 0;
  return std::strlen(Buf.c_str());
}

std::size_t negativeRangeForWrite(std::string Buf) {
  for (char &C : Buf)
    if (C == ';')
      C = '\0';
  return std::strlen(Buf.c_str());
}

std::size_t negativeWriteThroughReference(std::string &Out) {
  std::string &Alias = Out;
  cFill(Alias.data(), Alias.size());
  return std::strlen(Out.c_str());
}

std::size_t negativeWriteThroughPointer(std::string Buf) {
  std::string *P = &Buf;
  cFill(&(*P)[0], P->size());
  return std::strlen(Buf.c_str());
}

// Written in a lambda that captured it.
std::size_t negativeWriteInLambda() {
  std::string Buf(32, '\0');
  auto Fill = [&] { cFill(Buf.data(), Buf.size()); };
  Fill();
  return std::strlen(Buf.c_str());
}

std::wstring negativeWideBuffer() {
  std::wstring Buf(128, L'\0');
  cFillWide(Buf.data(), Buf.size());
  Buf.resize(std::wcslen(Buf.c_str()));
  return std::wstring(Buf.c_str());
}

// Counted characters may include a NUL (see the docs).
std::size_t negativeAfterResize(std::string S, std::size_t N) {
  S.resize(N);
  return std::strlen(S.c_str());
}

std::size_t negativeAfterCountedAssign(std::string S, const char *P, std::size_t N) {
  S.assign(P, N);
  return std::strlen(S.c_str());
}

std::size_t negativeAfterCountedAppend(const char *P, std::size_t N) {
  std::string S;
  S.append(P, N);
  return std::strlen(S.c_str());
}

std::string_view negativeCountedConstruction(const char *P, std::size_t N) {
  static std::string S(P, N);
  return std::string_view(S.c_str());
}

std::size_t negativeAfterCharacterPush(std::string S, char C) {
  S.push_back(C);
  return std::strlen(S.c_str());
}

// The scan happens before the writes, in a loop.
std::size_t negativeLoopWritesLater() {
  std::string Buf(8, '\0');
  std::size_t Total = 0;
  for (int I = 0; I < 3; ++I) {
    Total += std::strlen(Buf.c_str());
    cFill(Buf.data(), Buf.size());
  }
  return Total;
}

// Still flagged: read-only uses do not hand the buffer out.

std::size_t positiveAfterReadOnlyData(std::string &S) {
  std::puts(S.data());
  return std::strlen(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: return S.size();
}

std::size_t positiveAfterElementRead(std::string &S) {
  char First = S[0];
  (void)First;
  return std::strlen(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: return S.size();
}

std::size_t positiveAfterTextAppend(std::string S, const std::string &T) {
  S += T;
  S.append("/");
  S.push_back('x');
  return std::strlen(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: return S.size();
}

void positiveMutableDataScannedAlone(std::string &S) {
  takeView(S.data());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string view built from 'data()'
  // CHECK-FIXES: takeView(S);
}

// Another object's buffer: the written one is Buf, the scanned one Name.
std::string positiveOtherObject(const std::string &Name) {
  std::string Buf(256, '\0');
  cFill(Buf.data(), Buf.size());
  return std::string(Name.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string copied from 'c_str()'
  // CHECK-FIXES: return std::string(Name);
}

// A different object assigned from the scan.
void positiveAssignOtherObject(std::string &To, const std::string &From) {
  To = From.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:8: warning: string assigned from 'c_str()'
  // CHECK-FIXES: To = From;
}

std::size_t positiveReadOnlyRangeFor(const std::string &S) {
  std::size_t Spaces = 0;
  for (char C : S)
    Spaces += C == ' ';
  return Spaces + std::strlen(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: return Spaces + S.size();
}

// Removing characters puts no NUL in: a trimmed string is still text.
std::string_view positiveAfterErase(std::string &S) {
  S.erase(S.find_last_not_of(' ') + 1);
  return std::string_view(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:27: warning: string view built from 'c_str()'
  // CHECK-FIXES: return std::string_view(S);
}

std::size_t positiveAfterReserve(std::string S, std::size_t N) {
  S.reserve(N);
  return std::strlen(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: return S.size();
}
