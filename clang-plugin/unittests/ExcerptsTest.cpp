//===--- ExcerptsTest.cpp - strcost ----------------------------------------===//
//
// The driver's renumbering of clang's source excerpts: the caret's line gets
// the diagnostic's line, the gutter widens with the numbers, colours stay,
// and an excerpt clang numbered right (or without a caret) is left alone.
//
//===----------------------------------------------------------------------===//

#include "Excerpts.h"
#include "gtest/gtest.h"
#include <string>

using strcost::renumberExcerpts;

namespace {

TEST(ExcerptsTest, CaretLineGetsTheFindingsLine) {
  std::string Printed = "f.cpp:26:10: warning: w [c]\n"
                        "    1 |   return a + b;\n"
                        "      |          ^ ~\n"
                        "      |          str_cat( , )\n"
                        "f.cpp:26:10: note: cost";
  EXPECT_EQ(renumberExcerpts(Printed), "f.cpp:26:10: warning: w [c]\n"
                                       "   26 |   return a + b;\n"
                                       "      |          ^ ~\n"
                                       "      |          str_cat( , )\n"
                                       "f.cpp:26:10: note: cost");
}

TEST(ExcerptsTest, LinesAboveTheCaretAndAWiderGutter) {
  std::string Printed = "f.cpp:9999:3: warning: w [c]\n"
                        "    1 |   f(a,\n"
                        "      |     ~\n"
                        "    2 |     b);\n"
                        "      |     ^\n";
  EXPECT_EQ(renumberExcerpts(Printed), "f.cpp:9999:3: warning: w [c]\n"
                                       "  9998 |   f(a,\n"
                                       "       |     ~\n"
                                       "  9999 |     b);\n"
                                       "       |     ^\n");
}

TEST(ExcerptsTest, ColouredLinesKeepTheirColours) {
  std::string Printed = "\033[1mf.cpp:40:3: \033[0m\033[0;1;35mwarning: \033[0mw\n"
                        "    2 |   x;\033[0m\n"
                        "      | \033[0;1;32m  ^\n"
                        "\033[0m      | \033[0;32m  y\n";
  EXPECT_EQ(renumberExcerpts(Printed),
            "\033[1mf.cpp:40:3: \033[0m\033[0;1;35mwarning: \033[0mw\n"
            "   40 |   x;\033[0m\n"
            "      | \033[0;1;32m  ^\n"
            "\033[0m      | \033[0;32m  y\n");
}

TEST(ExcerptsTest, RightNumbersAndOtherTextUnchanged) {
  std::string Right = "f.cpp:5:10: warning: w [c]\n"
                      "    1 | #include <string>\n"
                      "    5 |   return a + b;\n"
                      "      |          ^\n"
                      "2 warnings generated.\n"
                      "   12 | not under a diagnostic\n";
  EXPECT_EQ(renumberExcerpts(Right), Right);
  std::string NoCaret = "f.cpp:5:1: note: n\n"
                        "    1 | x\n"
                        "      | ~~\n";
  EXPECT_EQ(renumberExcerpts(NoCaret), NoCaret);
}

} // namespace
