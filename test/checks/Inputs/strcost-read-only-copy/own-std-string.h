// A unit's own replacement of std::string (a freestanding or embedded build,
// a library that ships its own "std"): no standard header is included.
#ifndef OWN_STD_STRING_H
#define OWN_STD_STRING_H

namespace std {
typedef decltype(sizeof(0)) size_t;
template <class C> struct char_traits {};
template <class C> struct allocator {};
template <class C, class T = char_traits<C>, class A = allocator<C>>
class basic_string {
public:
  basic_string(const C *P) : P(P) {}
  basic_string(const basic_string &) = default;
  size_t size() const {
    size_t N = 0;
    while (P[N])
      ++N;
    return N;
  }

private:
  const C *P;
};
typedef basic_string<char> string;
} // namespace std

#endif
