// Every public header in one translation unit, in both orders that matter:
// their internal helpers must not collide (view.h and str_cat.h once both
// defined strcost::detail::is_char_type).
#include <strcost/view.h>
#include <strcost/str_cat.h>
#include <strcost/arena.h>
#include <strcost/small_string.h>
#include <strcost/lookup.h>

#include <gtest/gtest.h>

#include <string>

namespace {

TEST(Headers, WorkTogether) {
  strcost::small_string<16> Key("key");
  strcost::string_arena Arena;
  std::string Joined = strcost::str_cat(strcost::as_view(Key), '=', Arena.store("value"));
  strcost::string_set Set{Joined};
  EXPECT_EQ(Set.count(std::string_view(Key.str() + "=value")), 1u);
  EXPECT_EQ(Key + std::string_view("!"), "key!");
}

} // namespace
