#include <cstring>
#include <string>

// Built by both configurations: a constexpr std::string_view compiles in the
// C++17 one only.
static const std::string Greeting = "hello";
std::size_t greetingWidth() { return Greeting.size(); }

// Fine in both.
std::size_t length(const std::string &S) { return std::strlen(S.c_str()); }
