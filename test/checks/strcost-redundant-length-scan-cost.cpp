// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++17
// RUN: %check_strcost %s strcost-redundant-length-scan %t -- -- -std=c++17 -stdlib=libc++

// The cost note: the scan over the string and its NUL, of a length the source
// shows (a const string made from a literal) or an assumed 32 characters.

#include <cstring>
#include <string>
#include <string_view>

std::size_t positiveUnknownLength(const std::string &S) {
  return std::strlen(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()' rescans
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: cost per execution: no allocation, 33 bytes scanned, ~1.2 ns (assuming 32 characters where the length is unknown)
  // CHECK-FIXES: return S.size();
}

std::size_t positiveKnownLength() {
  const std::string S = "0123456789";
  return std::strlen(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()' rescans
  // CHECK-MESSAGES: :[[@LINE-2]]:10: note: cost per execution: no allocation, 11 bytes scanned, ~1.1 ns{{$}}
  // CHECK-FIXES: return S.size();
}

void positiveView(const std::string &S) {
  std::string_view V(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string view built from 'c_str()'
  // CHECK-MESSAGES: :[[@LINE-2]]:22: note: cost per execution: no allocation, 33 bytes scanned
  // CHECK-FIXES: std::string_view V(S);
}

std::size_t negativeRawPointer(const char *P) { return std::strlen(P); }

// A string member or operator given the pointer scans it as strlen would.

std::size_t positiveFindKnownLength(const std::string &T) {
  const std::string S = "0123456789";
  return T.find(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'find' of 'c_str()' rescans
  // CHECK-MESSAGES: :[[@LINE-2]]:17: note: cost per execution: no allocation, 11 bytes scanned, ~1.1 ns{{$}}
  // CHECK-FIXES: return T.find(S);
}

bool positiveEqualWide(const std::wstring &T, const std::wstring &S) {
  return T == S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'operator==' of 'c_str()' rescans
  // CHECK-MESSAGES: :[[@LINE-2]]:15: note: cost per execution: no allocation, 132 bytes scanned, ~{{[0-9.]+}} ns (assuming 32 characters where the length is unknown)
  // CHECK-FIXES: return T == S;
}
