// RUN: %check_strcost %s strcost-temporary-string-argument %t -- -- -std=c++17

// Macros: a declaration spelled by a macro is not rewritten; an argument in a
// macro's argument is still a finding; a std::string(x) in a macro's body
// keeps its cast (it still compiles: its temporary converts to the view).

#include <string>
// CHECK-FIXES: #include <string_view>

#define STRING_PARAM const std::string &
#define DECLARE_LENGTH(name) static std::size_t name(const std::string &S) { return S.size(); }
#define CALL(f, x) f(x)
#define AS_STRING(x) std::string(x)

static std::size_t typeInMacro(STRING_PARAM S) { return S.size(); }
std::size_t callTypeInMacro() { return typeInMacro("x"); }
// CHECK-MESSAGES: :[[@LINE-1]]:52: warning: passing a string literal to 'typeInMacro'

DECLARE_LENGTH(declaredByMacro)
std::size_t callDeclaredByMacro() { return declaredByMacro("x"); }

static std::size_t positiveCalledInMacro(const std::string &S) { return S.size(); }
// CHECK-FIXES: static std::size_t positiveCalledInMacro(std::string_view S) { return S.size(); }
std::size_t callInMacro() { return CALL(positiveCalledInMacro, "x"); }
// CHECK-MESSAGES: :[[@LINE-1]]:64: warning: passing a string literal to 'positiveCalledInMacro'

static std::size_t positiveCastInMacro(const std::string &S) { return S.size(); }
// CHECK-FIXES: static std::size_t positiveCastInMacro(std::string_view S) { return S.size(); }
std::size_t callCastInMacro(const char *P) { return positiveCastInMacro(AS_STRING(P)) + positiveCastInMacro(std::string(P)); }
// CHECK-MESSAGES: :[[@LINE-1]]:73: warning: passing an explicit copy of a 'const char *' to 'positiveCastInMacro'
// CHECK-MESSAGES: :[[@LINE-2]]:109: warning: passing an explicit copy of a 'const char *' to 'positiveCastInMacro'
// CHECK-FIXES: std::size_t callCastInMacro(const char *P) { return positiveCastInMacro(AS_STRING(P)) + positiveCastInMacro(P); }
