// Only a specialization in namespace std, which the standard allows.
#ifndef OWN_STD_SPECIALIZATION_H
#define OWN_STD_SPECIALIZATION_H

#include <functional>

struct Key {};
namespace std {
template <> struct hash<Key> {
  size_t operator()(const Key &) const { return 0; }
};
} // namespace std

#endif
