#ifndef UTIL_H
#define UTIL_H

#include <string>

// Copied once: the std::move of its fix needs <utility> here.
inline std::string copyOnce(std::string S) {
  std::string T(S);
  return T;
}

// Defined in main.cpp; with PreferredFix: string-view it takes a view, and
// this declaration needs <string_view>.
std::size_t length(std::string S);

#endif
