// Specializations in namespace std for the header's own types, spelled as
// nlohmann's json.hpp spells them (jsonnet bundles it): the type named from
// the global namespace (`<::ns::T<I>>`, whose `<:` is no digraph since
// C++11), after pragma lines under a conditional. The standard allows them.
#ifndef OWN_STD_SPECIALIZATION_H
#define OWN_STD_SPECIALIZATION_H

#include <cstddef>
#include <functional>
#include <tuple>

namespace ns {
template <typename I> struct Proxy { I First, Second; };
struct Key {};
} // namespace ns

namespace std
{
#if defined(__clang__)
    #pragma clang diagnostic push
    #pragma clang diagnostic ignored "-Wmismatched-tags"
#endif
template <typename I>
class tuple_size<::ns::Proxy<I>>
            : public std::integral_constant<std::size_t, 2> {};

template <std::size_t N, typename I>
class tuple_element<N, ::ns::Proxy<I >>
{
  public:
    using type = I;
};

template <> struct hash<::ns::Key> {
  std::size_t operator()(const ::ns::Key &) const { return 0; }
};
#if defined(__clang__)
    #pragma clang diagnostic pop
#endif
} // namespace std

#endif
