#ifndef MYHASH_H
#define MYHASH_H

#include <cstddef>
#include <functional>
#include <string_view>

// A project's own transparent hash, named by the UnorderedHash option.
namespace my {
struct StringHash {
  using is_transparent = void;
  std::size_t operator()(std::string_view S) const noexcept {
    return std::hash<std::string_view>{}(S);
  }
};
} // namespace my

#endif
