// RUN: %check_strcost %s strcost-string-by-value-param %t -- -- -std=c++20

// C++20: coroutines keep their by-value parameters (a reference would dangle
// once the coroutine suspends); char8_t strings get u8string_view; the
// members C++20 adds to both classes keep a view possible.

#include <coroutine>
#include <string>
#include <string_view>

struct Task {
  struct promise_type {
    Task get_return_object() { return {}; }
    std::suspend_never initial_suspend() noexcept { return {}; }
    std::suspend_never final_suspend() noexcept { return {}; }
    void return_void() {}
    void unhandled_exception() {}
  };
};

Task negativeCoroutine(std::string S) {
  co_await std::suspend_always{};
  (void)S.size();
}

static bool positiveStartsWith(std::string S) { return S.starts_with("--") || S.ends_with('='); }
// CHECK-MESSAGES: :[[@LINE-1]]:44: warning: the 'std::string' parameter 'S' is copied on every call but only read; pass it as 'std::string_view'
// CHECK-FIXES: static bool positiveStartsWith(std::string_view S) { return S.starts_with("--") || S.ends_with('='); }

static std::size_t positiveU8(std::u8string S) { return S.size(); }
// CHECK-MESSAGES: :[[@LINE-1]]:45: warning: the 'std::u8string' parameter 'S' {{.*}} 'std::u8string_view'
// CHECK-FIXES: static std::size_t positiveU8(std::u8string_view S) { return S.size(); }

static auto positiveSpaceship(std::string S, const std::string &T) { return S <=> T; }
// CHECK-MESSAGES: :[[@LINE-1]]:43: warning: the 'std::string' parameter 'S' {{.*}} 'std::string_view'
// CHECK-FIXES: static auto positiveSpaceship(std::string_view S, const std::string &T) { return S <=> T; }

// An abbreviated function template: the parameter's type is a template
// parameter.
std::size_t negativeAbbreviated(auto S) { return S.size(); }

std::size_t callers(const std::string &Str) {
  negativeCoroutine(Str);
  return positiveStartsWith(Str) + positiveU8(u8"x") + (positiveSpaceship(Str, Str) < 0) +
         negativeAbbreviated(Str);
}
