// RUN: %check_strcost %s strcost-redundant-length-scan %t -- \
// RUN:   -config="{CheckOptions: {strcost-redundant-length-scan.StringLikeClasses: '::QByteArray=constData|data:size'}}" \
// RUN:   -- -std=c++17 -isystem %S/Inputs/qt
// RUN: %check_strcost -check-suffix=DEFAULT %s strcost-redundant-length-scan %t -- -- -std=c++17 -isystem %S/Inputs/qt

// A user-named string-like class: Qt's QByteArray knows its length (size(),
// a qsizetype), so constData() into a view or strlen rescans it. Without the
// option QByteArray is unknown and nothing is reported.

#include <qbytearray.h>
#include <cstring>
#include <string>
#include <string_view>

void positiveViewFromConstData(const QByteArray &B) {
  std::string_view V(B.constData());
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string view built from 'constData()' rescans for a length that 'QByteArray' already stores [strcost-redundant-length-scan]
  // CHECK-FIXES: std::string_view V(B.constData(), static_cast<std::size_t>(B.size()));
  // CHECK-FIXES-DEFAULT: std::string_view V(B.constData());
}

std::size_t positiveStrlenOfData(const QByteArray &B) {
  return std::strlen(B.data());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'data()' rescans for a length that 'QByteArray' already stores; use 'size()'
  // CHECK-FIXES: return static_cast<std::size_t>(B.size());
  // CHECK-FIXES-DEFAULT: return std::strlen(B.data());
}

// std::string stays covered when classes are added.
std::size_t positiveStdStringStillCovered(const std::string &S) {
  return std::strlen(S.c_str());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-2]]:10: warning: 'strlen' of 'c_str()'
  // CHECK-FIXES: return S.size();
  // CHECK-FIXES-DEFAULT: return S.size();
}

// Through a smart pointer, and the buffer idiom through a user class: the
// non-const data() hands the characters out writable, resize() sizes them.
#include <memory>
void cFill(char *Buffer, long long Size);

std::size_t positiveSmartPointerToUserClass(const std::unique_ptr<QByteArray> &P) {
  return std::strlen(P->constData());
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'strlen' of 'constData()'
  // CHECK-FIXES: return static_cast<std::size_t>(P->size());
  // CHECK-FIXES-DEFAULT: return std::strlen(P->constData());
}

void positiveSmartPointerToUserClassView(const std::shared_ptr<QByteArray> &P) {
  std::string_view V(P->constData());
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string view built from 'constData()'
  // CHECK-FIXES: std::string_view V(P->constData(), static_cast<std::size_t>(P->size()));
  // CHECK-FIXES-DEFAULT: std::string_view V(P->constData());
}

std::size_t negativeUserClassWrittenThroughData(QByteArray &B) {
  cFill(B.data(), B.size());
  return std::strlen(B.constData());
}

std::string negativeUserClassResized(QByteArray B) {
  B.resize(32);
  return std::string(B.constData());
}
