// RUN: %check_strcost %s strcost-chained-concatenation %t -- -- -std=c++17 -include string

// The code that needs <strcost/str_cat.h> comes before every include of the
// file (here <string> comes from the command line): there is no place above
// it that the include inserter knows, and an include beside <vector> would
// come after it.

std::string join(const std::string &A, const std::string &B) { return A + "/" + B + "/"; }
// CHECK-MESSAGES: :[[@LINE-1]]:71: warning: string built from 4 pieces by chained 'operator+' may allocate at every step; use 'strcost::str_cat' to allocate at most once [strcost-chained-concatenation]
// CHECK-MESSAGES: :[[@LINE-2]]:71: note: no fix-it: '#include <strcost/str_cat.h>' would go below the code that needs it: this file includes nothing before that code

#include <vector>
std::vector<std::string> parts;
