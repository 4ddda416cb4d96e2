// RUN: %check_strcost %s strcost-stream-concatenation %t -- -- -std=c++17
// RUN: %clangxx -std=c++17 %s -o %t.before && %t.before > %t.before.out
// RUN: %clangxx -std=c++17 -I %runtime_include %t.cpp -o %t.after && %t.after > %t.after.out
// RUN: diff %t.before.out %t.after.out
// RUN: %check_strcost %s strcost-stream-concatenation %t.11 -- -- -std=c++11
// RUN: %clangxx -std=c++11 -I %runtime_include %t.11.cpp -o %t.after11 && %t.after11 > %t.after11.out
// RUN: diff %t.before.out %t.after11.out

// The fixed program prints what the original printed: integers of every
// width at their limits, characters (a NUL too), C strings, arrays read up
// to their first NUL, strings with an embedded NUL, views.

#include <climits>
#include <cstdint>
#include <cstdio>
#include <sstream>
#include <string>

// CHECK-FIXES: #include <strcost/str_cat.h>

std::string signedLimits() {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  os << INT_MIN << ' ' << INT_MAX << ' ' << LLONG_MIN << ' ' << LLONG_MAX;
  os << ' ' << static_cast<short>(-32768) << ' ' << LONG_MIN << ' ' << 0;
  return os.str();
  // CHECK-FIXES: return strcost::str_cat(INT_MIN, ' ', INT_MAX, ' ', LLONG_MIN, ' ', LLONG_MAX, ' ', static_cast<short>(-32768), ' ', LONG_MIN, ' ', 0);
}

std::string unsignedLimits() {
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  os << UINT_MAX << ' ' << ULLONG_MAX << ' ' << static_cast<unsigned short>(65535);
  os << ' ' << std::uint64_t(1) << ' ' << std::size_t(42) << ' ' << 0u;
  return os.str();
  // CHECK-FIXES: return strcost::str_cat(UINT_MAX, ' ', ULLONG_MAX, ' ', static_cast<unsigned short>(65535), ' ', std::uint64_t(1), ' ', std::size_t(42), ' ', 0u);
}

std::string characters() {
  char nul = '\0', high = static_cast<char>(0xE9);
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  os << 'a' << nul << high << '\n';
  return os.str();
  // CHECK-FIXES: return strcost::str_cat('a', nul, high, '\n');
}

std::string texts() {
  const char *p = "pointer";
  char array[16] = "arr\0ay";
  std::string embedded("em\0bedded", 9);
  std::ostringstream os;
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: string stream 'os' only concatenates
  os << p << '|' << array << '|' << embedded << '|' << "lit\0eral";
  return os.str();
  // CHECK-FIXES: return strcost::str_cat(p, '|', array, '|', embedded, '|', "lit\0eral");
}

static void print(const std::string &s) {
  std::fwrite(s.data(), 1, s.size(), stdout);
  std::fputs("\n--\n", stdout);
}

int main() {
  print(signedLimits());
  print(unsignedLimits());
  print(characters());
  print(texts());
}
