// RUN: %check_strcost %s strcost-stream-concatenation %t -- -- -std=c++17

// The cost note: the stream object (assumed, not measured), one insertion
// per piece, and the result's allocation when it outgrows the small buffer:
// none for a short result of known length, one for a long one.

#include <sstream>
#include <string>

std::string positiveShortKnown() {
  std::ostringstream OS;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'OS' only concatenates
  // CHECK-MESSAGES: :[[@LINE-2]]:22: note: cost per execution: 1 allocation, 6 bytes copied, ~{{[0-9]+}} ns (assuming a stream object of ~150 ns, not measured yet){{$}}
  OS << "abc" << 'd' << "ef";
  return OS.str();
  // CHECK-FIXES: return strcost::str_cat("abc", 'd', "ef");
}

std::string positiveLongKnown() {
  std::ostringstream OS;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'OS' only concatenates
  // CHECK-MESSAGES: :[[@LINE-2]]:22: note: cost per execution: 2 allocations, 20 bytes copied, ~{{[0-9]+}} ns (assuming a stream object of ~150 ns, not measured yet){{$}}
  OS << "0123456789" << "0123456789";
  return OS.str();
  // CHECK-FIXES: return strcost::str_cat("0123456789", "0123456789");
}

std::string positiveUnknown(const std::string &Name) {
  std::ostringstream OS;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'OS' only concatenates
  // CHECK-MESSAGES: :[[@LINE-2]]:22: note: cost per execution: 2 allocations, 37 bytes copied, ~{{[0-9]+}} ns (assuming a stream object of ~150 ns, not measured yet; 32 characters where the length is unknown)
  OS << "name=" << Name;
  return OS.str();
  // CHECK-FIXES: return strcost::str_cat("name=", Name);
}
