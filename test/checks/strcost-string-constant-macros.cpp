// RUN: %check_strcost %s strcost-string-constant %t -- -- -std=c++17

// Macros: a declaration a macro writes is reported with a note and no fix-it
// (the edit would rewrite the macro for every use); a literal or a type from
// a macro that the edit does not touch is no obstacle.

#include <iostream>
#include <string>
// CHECK-FIXES: #include <string_view>

#define DECLARE_CONSTANT(Name, Text) const std::string Name = Text;
DECLARE_CONSTANT(kFromMacro, "macro")
// CHECK-MESSAGES: :[[@LINE-1]]:18: warning: string constant 'kFromMacro'
// CHECK-MESSAGES: :[[@LINE-2]]:18: note: no fix-it: the text is spelled inside a macro
void positiveMacroDeclaration() { std::cout << kFromMacro; }

#define STRING_TYPE const std::string
STRING_TYPE kTypeFromMacro = "type";
// CHECK-MESSAGES: :[[@LINE-1]]:13: warning: string constant 'kTypeFromMacro'
// CHECK-MESSAGES: :[[@LINE-2]]:13: note: no fix-it: the text is spelled inside a macro
void positiveMacroType() { std::cout << kTypeFromMacro; }

#define GREETING "hello"
const std::string kLiteralFromMacro = GREETING;
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kLiteralFromMacro'
// CHECK-FIXES: constexpr std::string_view kLiteralFromMacro = GREETING;
void positiveMacroLiteral() { std::cout << kLiteralFromMacro; }

const std::string kCastOfMacro = std::string(GREETING);
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kCastOfMacro'
// CHECK-MESSAGES: :[[@LINE-2]]:19: note: no fix-it: the text is spelled inside a macro
void positiveMacroCast() { std::cout << kCastOfMacro; }

#define PRINT(X) std::cout << X
const std::string kPrintedByMacro = "printed";
// CHECK-MESSAGES: :[[@LINE-1]]:19: warning: string constant 'kPrintedByMacro'
// CHECK-FIXES: constexpr std::string_view kPrintedByMacro = "printed";
void positiveUsedInMacro() { PRINT(kPrintedByMacro); }

#define C_STR(X) (X).c_str()
const std::string kNeededByMacro = "needed";
const char *negativeMacroCStr() { return C_STR(kNeededByMacro); }
