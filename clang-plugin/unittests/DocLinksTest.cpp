//===--- DocLinksTest.cpp - strcost ----------------------------------------===//
//
// strcost-clangd's output filter: clangd's made-up clang.llvm.org links to
// strcost checks become links to strcost's pages, messages keep a correct
// Content-Length however the stream is cut, and nothing else changes.
//
//===----------------------------------------------------------------------===//

#include "DocLinks.h"
#include "gtest/gtest.h"
#include <string>

using namespace strcost;

namespace {

const std::string MadeUp = "https://clang.llvm.org/extra/clang-tidy/checks/"
                           "strcost/redundant-length-scan.html";

std::string frame(const std::string &Body) {
  return "Content-Length: " + std::to_string(Body.size()) + "\r\n\r\n" + Body;
}

std::string diagnostic(const std::string &Href) {
  return R"({"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":)"
         R"({"diagnostics":[{"code":"strcost-redundant-length-scan",)"
         R"("codeDescription":{"href":")" + Href + R"("}}]}})";
}

TEST(DocLinksTest, MadeUpLinkBecomesTheCheckPage) {
  EXPECT_EQ(rewriteDocLinks(diagnostic(MadeUp), "file:///d/checks"),
            diagnostic("file:///d/checks/strcost-redundant-length-scan.md"));
}

TEST(DocLinksTest, OtherLinksStay) {
  std::string Other = diagnostic("https://clang.llvm.org/extra/clang-tidy/"
                                 "checks/performance/for-range-copy.html");
  EXPECT_EQ(rewriteDocLinks(Other, "file:///d"), Other);
  std::string NotACheck = diagnostic(
      "https://clang.llvm.org/extra/clang-tidy/checks/strcost/a b.html");
  EXPECT_EQ(rewriteDocLinks(NotACheck, "file:///d"), NotACheck);
}

TEST(DocLinksTest, BaseIsEscapedForJson) {
  EXPECT_EQ(rewriteDocLinks("\"" + MadeUp + "\"", "https://x/\"q\\"),
            "\"https://x/\\\"q\\\\/strcost-redundant-length-scan.md\"");
}

TEST(DocLinksTest, FileUriIsPercentEncoded) {
  EXPECT_EQ(fileUri("/usr/share/doc/a b/ü#"),
            "file:///usr/share/doc/a%20b/%C3%BC%23");
}

TEST(DocLinksTest, FramesAreRewrittenWithTheirNewLength) {
  LspDocLinkFilter Filter("file:///d");
  std::string In = frame(diagnostic(MadeUp)) + frame(R"({"id":1,"result":null})");
  EXPECT_EQ(Filter.feed(In),
            frame(diagnostic("file:///d/strcost-redundant-length-scan.md")) +
                frame(R"({"id":1,"result":null})"));
  EXPECT_EQ(Filter.finish(), "");
}

TEST(DocLinksTest, AStreamCutAnywhereGivesTheSameOutput) {
  std::string In = frame(diagnostic(MadeUp)) + frame(diagnostic(MadeUp));
  std::string Want = frame(diagnostic("file:///d/strcost-redundant-length-scan.md"));
  Want += Want;
  for (size_t Cut = 0; Cut <= In.size(); ++Cut) {
    LspDocLinkFilter Filter("file:///d");
    std::string Out = Filter.feed(In.substr(0, Cut));
    Out += Filter.feed(In.substr(Cut));
    Out += Filter.finish();
    EXPECT_EQ(Out, Want) << "cut at " << Cut;
  }
}

TEST(DocLinksTest, TextThatIsNoMessagePassesUnchanged) {
  LspDocLinkFilter Filter("file:///d");
  std::string Help = "OVERVIEW: clangd\n  " + MadeUp + "\n";
  EXPECT_EQ(Filter.feed(Help) + Filter.finish(), Help);
  LspDocLinkFilter Partial("file:///d");
  EXPECT_EQ(Partial.feed("Content-Len"), "");
  EXPECT_EQ(Partial.finish(), "Content-Len");
}

} // namespace
