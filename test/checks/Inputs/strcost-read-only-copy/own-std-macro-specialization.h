// Only specializations in namespace std, which macros open and close (and
// one macro declares whole), as the standard allows.
#ifndef OWN_STD_MACRO_SPECIALIZATION_H
#define OWN_STD_MACRO_SPECIALIZATION_H

#include <functional>

#define KEYS_BEGIN_STD namespace std {
#define KEYS_END_STD }
#define KEYS_HASH_OTHER                                                        \
  namespace std {                                                              \
  template <> struct hash<OtherKey> {                                          \
    size_t operator()(const OtherKey &) const { return 1; }                    \
  };                                                                           \
  }

struct Key {};
struct OtherKey {};
KEYS_BEGIN_STD
template <> struct hash<Key> {
  size_t operator()(const Key &) const { return 0; }
};
KEYS_END_STD
KEYS_HASH_OTHER

int afterTheNamespace();

#endif
