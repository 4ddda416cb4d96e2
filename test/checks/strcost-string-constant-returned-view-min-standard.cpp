// RUN: %check_strcost %s strcost-string-constant %t -- \
// RUN:   -config="{CheckOptions: {MinimumStandard: c++11}}" -- -std=c++17

// A constant returned as a view is reported as any other, and declined as any
// other where the project also builds the file before C++17 (the view is
// C++17; such a file guards its view functions, or is a test of one
// configuration). Under -std=c++11 the check does not run at all (-cxx11).

#include <string>
#include <string_view>

const std::string kName = "name";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kName' is built by a dynamic initialiser
// CHECK-MESSAGES: :[[@LINE-2]]:19: note: no fix-it: std::string_view needs C++17, and this file is also built as C++11 (option MinimumStandard)
std::string_view positiveReturned() { return kName; }
