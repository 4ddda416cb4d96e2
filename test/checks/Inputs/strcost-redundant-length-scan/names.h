// A user header with its own findings: reported once, fixed in place.
#pragma once
#include <cstring>
#include <string>
#include <string_view>

inline std::string_view positiveHeaderView(const std::string &S) {
  return S.c_str();
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string view built from 'c_str()' rescans
  // CHECK-FIXES: return S;
}

inline std::size_t positiveHeaderLength(const std::string &S) {
  return std::strlen(S.data());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'data()' rescans

}

inline std::size_t negativeHeaderLength(const char *P) { return std::strlen(P); }
