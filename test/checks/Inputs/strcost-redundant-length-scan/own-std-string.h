// A project's own std::basic_string (a replacement of the library, a test's
// stand-in): it has c_str() and size(), but takes only a pointer.
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
  const C *c_str() const { return P; }
  const C *data() const { return P; }
  size_t size() const { return __builtin_strlen(P); }
  basic_string &append(const C *);
  basic_string &assign(const C *);

private:
  const C *P;
};
typedef basic_string<char> string;
} // namespace std

#endif
