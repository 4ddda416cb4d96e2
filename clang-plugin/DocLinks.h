//===--- DocLinks.h - strcost ----------------------------------------------===//
//
// clangd gives every clang-tidy diagnostic a documentation link
// (LSP codeDescription.href) that it makes up from the check's name:
// https://clang.llvm.org/extra/clang-tidy/checks/<module>/<rest>.html. For a
// strcost check that page does not exist; its page is docs/checks/<check>.md.
// clangd has no hook for the link, so strcost-clangd passes its LSP output
// through a filter that points those links at strcost's pages.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CLANG_PLUGIN_DOCLINKS_H
#define STRCOST_CLANG_PLUGIN_DOCLINKS_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace strcost {

/// Where the checks' pages are, as a URI without the trailing '/':
/// $STRCOST_DOCS_URL when set (a published copy), else the installed pages
/// (InstalledDir, relative to the binary's directory), else the checkout's
/// (CheckoutDir), as file:// URIs.
std::string docsBaseUri(const char *Argv0, llvm::StringRef InstalledDir,
                        llvm::StringRef CheckoutDir);

/// A file:// URI of an absolute path, percent-encoded as RFC 3986 wants.
std::string fileUri(llvm::StringRef Path);

/// Message (one JSON-RPC message) with every made-up link to a strcost check's
/// page replaced by DocsBase/strcost-<rest>.md. DocsBase must need no JSON
/// escaping (fileUri's result and a URL without '"' or '\' do not).
std::string rewriteDocLinks(llvm::StringRef Message, llvm::StringRef DocsBase);

/// Splits an LSP output stream ("Content-Length: N\r\n\r\n" + N bytes, as
/// clangd writes it) into messages and rewrites their links; anything that is
/// not a message passes unchanged.
class LspDocLinkFilter {
public:
  explicit LspDocLinkFilter(std::string DocsBase)
      : DocsBase(std::move(DocsBase)) {}
  /// Takes the next bytes of the stream; returns what can be written now.
  std::string feed(llvm::StringRef Bytes);
  /// At the end of the stream: what is left, unchanged.
  std::string finish();

private:
  std::string DocsBase;
  std::string Pending;
};

/// Runs Main with its standard output (file descriptor 1) passed through an
/// LspDocLinkFilter on a thread of its own; returns Main's result once
/// everything it wrote has been written. Without a pipe, runs Main as is.
int runWithDocLinks(llvm::function_ref<int()> Main, std::string DocsBase);

} // namespace strcost

#endif // STRCOST_CLANG_PLUGIN_DOCLINKS_H
