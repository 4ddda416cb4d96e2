// A unit's own std::string, in a namespace std that macros open and close.
#ifndef OWN_STD_MACRO_H
#define OWN_STD_MACRO_H
#define OWN_BEGIN_STD namespace std {
#define OWN_END_STD }
OWN_BEGIN_STD
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
OWN_END_STD

#endif
