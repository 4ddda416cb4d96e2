// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++17 -isystem %S/Inputs/atl
// RUN: %check_strcost -check-suffix=AS-VIEW %s strcost-redundant-length-scan %t -- \
// RUN:   -config="{CheckOptions: {strcost-redundant-length-scan.NonStandardFix: as-view}}" \
// RUN:   -- -std=c++17 -isystem %S/Inputs/atl

// ATL/MFC CString: GetString() hands out the characters, GetLength() the length
// it stores (an int).

#include <atlstr.h>
#include <cstring>
#include <cwchar>
#include <string>
#include <string_view>

void takeView(std::string_view);

void positiveViewDirectInit(const CString &S) {
  std::string_view V(S.GetString());
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string view built from 'GetString()' rescans for a length that 'CString' (aka '{{(ATL::)?}}CStringT<char, ATL::StrTraitATL<char>>') already stores [strcost-redundant-length-scan]
  // CHECK-FIXES: std::string_view V(S.GetString(), static_cast<std::size_t>(S.GetLength()));
  // CHECK-MESSAGES-AS-VIEW: :[[@LINE-3]]:22: warning: string view built from 'GetString()'
  // CHECK-FIXES-AS-VIEW: std::string_view V(strcost::as_view(S));
}

void positiveViewCopyInit(const CStringA &S) {
  std::string_view V = S.GetString();
  // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: string view built from 'GetString()'
  // CHECK-FIXES: std::string_view V = {S.GetString(), static_cast<std::size_t>(S.GetLength())};
  // CHECK-MESSAGES-AS-VIEW: :[[@LINE-3]]:24: warning: string view built from 'GetString()'
  // CHECK-FIXES-AS-VIEW: std::string_view V = strcost::as_view(S);
}

void positiveViewArgument(const CString &S) {
  takeView(S.GetString());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string view built from 'GetString()'
  // CHECK-FIXES: takeView({S.GetString(), static_cast<std::size_t>(S.GetLength())});
  // CHECK-MESSAGES-AS-VIEW: :[[@LINE-3]]:12: warning: string view built from 'GetString()'
  // CHECK-FIXES-AS-VIEW: takeView(strcost::as_view(S));
}

std::wstring_view positiveWideViewReturnThroughPointer(const CStringW *S) {
  return S->GetString();
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string view built from 'GetString()'
  // CHECK-FIXES: return {S->GetString(), static_cast<std::size_t>(S->GetLength())};
  // CHECK-MESSAGES-AS-VIEW: :[[@LINE-3]]:10: warning: string view built from 'GetString()'
  // CHECK-FIXES-AS-VIEW: return strcost::as_view(*S);
}

std::size_t positiveStrlen(const CString &S) {
  return std::strlen(S.GetString());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'GetString()' rescans for a length that 'CString' (aka '{{(ATL::)?}}CStringT<char, ATL::StrTraitATL<char>>') already stores; use 'GetLength()'
  // CHECK-FIXES: return static_cast<std::size_t>(S.GetLength());
  // CHECK-MESSAGES-AS-VIEW: :[[@LINE-3]]:10: warning: 'strlen' of 'GetString()'
  // CHECK-FIXES-AS-VIEW: return static_cast<std::size_t>(S.GetLength());
}

std::size_t positiveWcslen(const CStringW &S) {
  return wcslen(S.GetString());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'wcslen' of 'GetString()'
  // CHECK-FIXES: return static_cast<std::size_t>(S.GetLength());
  // CHECK-MESSAGES-AS-VIEW: :[[@LINE-3]]:10: warning: 'wcslen' of 'GetString()'
  // CHECK-FIXES-AS-VIEW: return static_cast<std::size_t>(S.GetLength());
}

void positiveStringDirectInit(const CString &S) {
  std::string T(S.GetString());
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: string copied from 'GetString()'
  // CHECK-FIXES: std::string T(S.GetString(), static_cast<std::size_t>(S.GetLength()));
  // CHECK-MESSAGES-AS-VIEW: :[[@LINE-3]]:17: warning: string copied from 'GetString()'
  // CHECK-FIXES-AS-VIEW: std::string T(S.GetString(), static_cast<std::size_t>(S.GetLength()));
}

void positiveStringAssign(const CString &S, std::string &T) {
  T = S.GetString();
  // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: string assigned from 'GetString()'
  // CHECK-FIXES: T = {S.GetString(), static_cast<std::size_t>(S.GetLength())};
  // CHECK-MESSAGES-AS-VIEW: :[[@LINE-3]]:7: warning: string assigned from 'GetString()'
  // CHECK-FIXES-AS-VIEW: T = {S.GetString(), static_cast<std::size_t>(S.GetLength())};
}

void positiveStringAppendMember(const CString &S, std::string &T) {
  T.append(S.GetString());
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: string appended from 'GetString()'
  // CHECK-FIXES: T.append(S.GetString(), static_cast<std::size_t>(S.GetLength()));
  // CHECK-MESSAGES-AS-VIEW: :[[@LINE-3]]:12: warning: string appended from 'GetString()'
  // CHECK-FIXES-AS-VIEW: T.append(S.GetString(), static_cast<std::size_t>(S.GetLength()));
}

CString makeCString();
void positiveObjectEvaluatedTwiceNoFix() {
  std::string_view V(makeCString().GetString());
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string view built from 'GetString()'
  // CHECK-MESSAGES: :[[@LINE-2]]:22: note: no fix-it: the object would be evaluated twice
  // CHECK-FIXES: std::string_view V(makeCString().GetString());
  // CHECK-MESSAGES-AS-VIEW: :[[@LINE-4]]:22: warning: string view built from 'GetString()'
  // CHECK-FIXES-AS-VIEW: std::string_view V(strcost::as_view(makeCString()));
}

void negativeTwoArgumentView(const CString &S) {
  std::string_view V(S.GetString(), S.GetLength());
}

void negativeImplicitConversionIsNotTracked(const CString &S) {
  // CString converts to PCXSTR implicitly; that conversion is not matched yet.
  std::size_t N = std::strlen(S);
}

// The buffer idiom through CString: GetBuffer() hands the characters out
// writable; what the C function wrote may end before GetLength().
void cFill(char *Buffer, int Size);

std::string negativeGetBufferThenCopy() {
  CString S;
  cFill(S.GetBuffer(256), 256);
  S.ReleaseBuffer(256);
  return std::string(S.GetString());
}

std::size_t negativeGetBufferSetLengthThenStrlen(CString &S) {
  char *P = S.GetBufferSetLength(64);
  cFill(P, 64);
  return std::strlen(S.GetString());
}

std::string_view negativeCountedReleaseThroughPointer(CString *S) {
  S->ReleaseBuffer(16);
  return std::string_view(S->GetString());
}

// An rvalue reference takes pointer and length: the braces build a temporary.
void takeRvalue(std::string &&);
void positiveRvalueParameterPointerLength(const CString &S) {
  takeRvalue(S.GetString());
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: string copied from 'GetString()'
  // CHECK-FIXES: takeRvalue({S.GetString(), static_cast<std::size_t>(S.GetLength())});
  // CHECK-MESSAGES-AS-VIEW: :[[@LINE-3]]:14: warning: string copied from 'GetString()'
  // CHECK-FIXES-AS-VIEW: takeRvalue({S.GetString(), static_cast<std::size_t>(S.GetLength())});
}

void positiveRvalueVariablePointerLength(const CString &S) {
  std::string &&R = S.GetString();
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: string copied from 'GetString()'
  // CHECK-FIXES: std::string &&R = {S.GetString(), static_cast<std::size_t>(S.GetLength())};
  // CHECK-MESSAGES-AS-VIEW: :[[@LINE-3]]:21: warning: string copied from 'GetString()'
  // CHECK-FIXES-AS-VIEW: std::string &&R = {S.GetString(), static_cast<std::size_t>(S.GetLength())};
  (void)R;
}

// Another CString's buffer was written, not this one's.
std::string positiveOtherObjectWritten(const CString &Name) {
  CString Buffer;
  cFill(Buffer.GetBuffer(32), 32);
  return std::string(Name.GetString());
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string copied from 'GetString()'
  // CHECK-FIXES: return std::string(Name.GetString(), static_cast<std::size_t>(Name.GetLength()));
  // CHECK-MESSAGES-AS-VIEW: :[[@LINE-3]]:22: warning: string copied from 'GetString()'
  // CHECK-FIXES-AS-VIEW: return std::string(Name.GetString(), static_cast<std::size_t>(Name.GetLength()));
}
