// A library header: without RuntimeHeaders it gets no strcost::as_view (its
// users would need strcost) but the pointer and the stored length.
#pragma once
#include <atlstr.h>
#include <string_view>
// CHECK-FIXES-ALLOWED: #include <strcost/view.h>

inline std::string_view positiveHeaderView(const CString &S) {
  return S.GetString();
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string view built from 'GetString()' rescans for a length
  // CHECK-FIXES-DEFAULT: return {S.GetString(), static_cast<std::size_t>(S.GetLength())};
  // CHECK-FIXES-ALLOWED: return strcost::as_view(S);
}
