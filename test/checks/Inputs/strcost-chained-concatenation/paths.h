// A header-only library compiled by C++11 tests and C++17 examples alike:
// its text view is std::string_view from C++17 on and its own class before.
#ifndef PATHS_H
#define PATHS_H

#include <cstddef>
#include <string>
// CHECK-FIXES: #include <strcost/str_cat.h>
#if __cplusplus >= 201703L
#include <string_view>
namespace paths {
using text_view = std::string_view;
}
#else
namespace paths {
struct text_view {
  text_view(const char *P) : Data(P), Size(std::char_traits<char>::length(P)) {}
  operator std::string() const { return std::string(Data, Size); }
  const char *Data;
  std::size_t Size;
};
} // namespace paths
#endif

namespace paths {

inline std::string positiveJoin(const std::string &Dir, const std::string &Name) {
  return Dir + "/" + Name;
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(Dir, "/", Name);
}

inline std::string positiveNumbered(const std::string &Key, int N) {
  return Key + "." + std::to_string(N);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES: return strcost::str_cat(Key, ".", N);
}

inline void positiveAppend(std::string &Out, const std::string &Name) {
  Out += Name + "/";
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: string built from 3 pieces
  // CHECK-FIXES: strcost::str_append(Out, Name, "/");
}

// A view piece exists only from C++17 on: with the default
// HeaderMinimumStandard (c++11) the conversion stays, so that the C++11
// includers, whose text_view is the class above, still compile.
inline std::string positiveViewPiece(text_view Root, const std::string &Name) {
  return std::string(Root) + "/" + Name;
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:10: warning: string built from 3 pieces
  // CHECK-FIXES-DEFAULT: return strcost::str_cat(std::string(Root), "/", Name);
  // CHECK-MESSAGES-CXX17: :[[@LINE-3]]:10: warning: string built from 3 pieces
  // CHECK-FIXES-CXX17: return strcost::str_cat(Root, "/", Name);
}

} // namespace paths

#endif
