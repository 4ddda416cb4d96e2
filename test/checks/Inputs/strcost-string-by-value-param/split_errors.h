#ifndef SPLIT_ERRORS_H
#define SPLIT_ERRORS_H
// cli11's Error.hpp, reduced. The program includes this header from the
// `#else` of an amalgamation switch; a constructor here hands `msg` to
// another constructor here, so whichever branch a build takes, the call and
// its callee come together: the switch chooses nothing between them.
#include <cstddef>
#include <stdexcept>
#include <string>
#include <utility>

enum class ExitCode { Success, Failure };

class SplitError : public std::runtime_error {
public:
  SplitError(std::string name, std::string msg, int code)
  // CHECK-MESSAGES: :[[@LINE-1]]:44: warning: the 'std::string' parameter 'msg' is copied on every call but only read; pass it as 'const std::string &'
  // CHECK-FIXES: SplitError(std::string name, const std::string &msg, int code)
      : std::runtime_error(msg), name(std::move(name)), code(code) {}
  SplitError(std::string name, std::string msg, ExitCode code)
  // CHECK-MESSAGES: :[[@LINE-1]]:26: warning: the 'std::string' parameter 'name' is copied on every call and then copied again; move it instead of copying it
  // CHECK-MESSAGES: :[[@LINE-2]]:44: warning: the 'std::string' parameter 'msg' is copied on every call but only read; pass it as 'const std::string &'
  // CHECK-FIXES: SplitError(std::string name, const std::string &msg, ExitCode code)
      : SplitError(name, msg, static_cast<int>(code)) {}
  // CHECK-FIXES: : SplitError(std::move(name), msg, static_cast<int>(code)) {}
  std::string name;
  int code;
};

inline std::size_t measureSplit(std::string s) { return s.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:45: warning: the 'std::string' parameter 's' {{.*}} only read
// CHECK-FIXES: inline std::size_t measureSplit(const std::string &s) { return s.size(); }

inline std::size_t describeSplit(std::string label) {
  // CHECK-MESSAGES: :[[@LINE-1]]:46: warning: the 'std::string' parameter 'label' {{.*}} only read
  // CHECK-FIXES: inline std::size_t describeSplit(const std::string &label) {
  return measureSplit(std::move(label));
  // CHECK-FIXES: return measureSplit(label);
}

// A callee in a conditional of its own, with another branch: the caller,
// outside it, may call the other branch's function in another build.
#ifdef WIDE_MEASURE
template <typename T> std::size_t measureNested(T &&t) { return sizeof(t); }
#else
inline std::size_t measureNested(std::string s) { return s.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:46: warning: the 'std::string' parameter 's' {{.*}} only read
// CHECK-FIXES: inline std::size_t measureNested(const std::string &s) { return s.size(); }
#endif

inline std::size_t describeNested(std::string label) {
  // CHECK-MESSAGES: :[[@LINE-1]]:47: warning: the 'std::string' parameter 'label' {{.*}} only read
  // CHECK-MESSAGES: :[[@LINE-2]]:47: note: no fix-it: function 'measureNested' is declared in one branch of a preprocessor conditional (#ifdef WIDE_MEASURE at split_errors.h:{{[0-9]+}}), and another configuration may call another one, which decides whether the string is moved or copied
  return measureNested(std::move(label));
}

#endif
