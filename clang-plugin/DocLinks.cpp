//===--- DocLinks.cpp - strcost --------------------------------------------===//

#include "DocLinks.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <thread>
#include <unistd.h>
#include <utility>

namespace strcost {

namespace {

// What clangd makes of a check named strcost-<rest> (it splits the name at
// its first '-' into a module and a check).
constexpr llvm::StringLiteral MadeUpPrefix =
    "https://clang.llvm.org/extra/clang-tidy/checks/strcost/";
constexpr llvm::StringLiteral MadeUpSuffix = ".html";
constexpr llvm::StringLiteral Header = "Content-Length: ";

bool isCheckNameRest(llvm::StringRef Rest) {
  return !Rest.empty() && llvm::all_of(Rest, [](char C) {
    return llvm::isAlnum(C) || C == '-';
  });
}

std::string jsonEscaped(llvm::StringRef Text) {
  std::string Out;
  for (char C : Text) {
    if (C == '"' || C == '\\')
      Out += '\\';
    Out += C;
  }
  return Out;
}

bool writeAll(int FD, llvm::StringRef Data) {
  while (!Data.empty()) {
    ssize_t N = ::write(FD, Data.data(), Data.size());
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0)
      return false;
    Data = Data.drop_front(N);
  }
  return true;
}

/// The thread that filters what the program writes to its standard output.
struct Relay {
  int Saved = -1; // the real standard output
  std::thread Thread;
  bool Stopped = false;
};
// Never freed: an atexit handler may still stop it.
Relay *Active = nullptr;

/// Waits until the relay has written everything (also when the program ends
/// through exit() rather than by returning from Main).
void stopRelay() {
  if (!Active || Active->Stopped)
    return;
  Active->Stopped = true;
  llvm::outs().flush();
  std::fflush(stdout);
  // Replacing descriptor 1 closes the pipe's last write end: the relay reads
  // the end of its input, writes what is left, and returns.
  ::dup2(Active->Saved, STDOUT_FILENO);
  Active->Thread.join();
  ::close(Active->Saved);
}

} // namespace

std::string fileUri(llvm::StringRef Path) {
  std::string Out = "file://";
  for (unsigned char C : Path) {
    if (llvm::isAlnum(C) || llvm::StringRef("-._~/").contains(C)) {
      Out += C;
    } else {
      Out += '%';
      Out += llvm::hexdigit(C >> 4);
      Out += llvm::hexdigit(C & 15);
    }
  }
  return Out;
}

std::string docsBaseUri(const char *Argv0, llvm::StringRef InstalledDir,
                        llvm::StringRef CheckoutDir) {
  if (const char *Url = std::getenv("STRCOST_DOCS_URL"); Url && *Url)
    return llvm::StringRef(Url).rtrim('/').str();
  std::string Exe = llvm::sys::fs::getMainExecutable(
      Argv0, reinterpret_cast<void *>(&docsBaseUri));
  llvm::SmallString<256> Installed(llvm::sys::path::parent_path(Exe));
  llvm::sys::path::append(Installed, InstalledDir);
  llvm::sys::path::remove_dots(Installed, /*remove_dot_dot=*/true);
  if (!Exe.empty() && llvm::sys::fs::is_directory(Installed))
    return fileUri(Installed);
  return fileUri(CheckoutDir);
}

std::string rewriteDocLinks(llvm::StringRef Message, llvm::StringRef DocsBase) {
  std::string Out;
  for (size_t At; (At = Message.find(MadeUpPrefix)) != llvm::StringRef::npos;) {
    llvm::StringRef After = Message.substr(At + MadeUpPrefix.size());
    size_t End = After.find(MadeUpSuffix);
    llvm::StringRef Rest = After.substr(0, End);
    Out += Message.substr(0, At);
    if (End == llvm::StringRef::npos || !isCheckNameRest(Rest)) {
      // Not a link to a check's page: keep it, look further.
      Out += MadeUpPrefix;
      Message = After;
      continue;
    }
    Out += jsonEscaped((DocsBase + "/strcost-" + Rest + ".md").str());
    Message = After.substr(End + MadeUpSuffix.size());
  }
  Out += Message;
  return Out;
}

std::string LspDocLinkFilter::feed(llvm::StringRef Bytes) {
  Pending += Bytes;
  llvm::StringRef P = Pending;
  std::string Out;
  while (!P.empty()) {
    if (!P.starts_with(Header)) {
      if (Header.starts_with(P))
        break; // the start of a header: wait for the rest
      // Not a message (clangd's --help, say): as it is, up to the next one.
      size_t Next = std::min(P.find(Header, 1), P.size());
      Out += P.substr(0, Next);
      P = P.drop_front(Next);
      continue;
    }
    size_t HeaderEnd = P.find("\r\n\r\n");
    if (HeaderEnd == llvm::StringRef::npos)
      break;
    size_t Length = 0;
    llvm::StringRef Number = P.slice(Header.size(), HeaderEnd).trim();
    if (Number.getAsInteger(10, Length)) {
      Out += P.substr(0, HeaderEnd + 4); // a header not ours to read
      P = P.drop_front(HeaderEnd + 4);
      continue;
    }
    if (P.size() < HeaderEnd + 4 + Length)
      break;
    std::string Body =
        rewriteDocLinks(P.substr(HeaderEnd + 4, Length), DocsBase);
    Out += (Header + llvm::Twine(Body.size()) + "\r\n\r\n").str();
    Out += Body;
    P = P.drop_front(HeaderEnd + 4 + Length);
  }
  Pending = P.str();
  return Out;
}

std::string LspDocLinkFilter::finish() { return std::exchange(Pending, ""); }

int runWithDocLinks(llvm::function_ref<int()> Main, std::string DocsBase) {
  int Pipe[2];
  int Saved = ::fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 0);
  if (Saved < 0)
    return Main();
  if (::pipe2(Pipe, O_CLOEXEC) != 0) {
    ::close(Saved);
    return Main();
  }
  // Descriptor 1 becomes the pipe (dup2 leaves it inheritable, as a standard
  // output should be); the other ends stay out of child processes.
  llvm::outs().flush();
  ::dup2(Pipe[1], STDOUT_FILENO);
  ::close(Pipe[1]);
  Active = new Relay;
  Active->Saved = Saved;
  Active->Thread = std::thread([ReadEnd = Pipe[0], Saved,
                                Filter = LspDocLinkFilter(DocsBase)]() mutable {
    char Buffer[1 << 16];
    for (;;) {
      ssize_t N = ::read(ReadEnd, Buffer, sizeof Buffer);
      if (N < 0 && errno == EINTR)
        continue;
      if (N <= 0)
        break;
      writeAll(Saved, Filter.feed(llvm::StringRef(Buffer, N)));
    }
    writeAll(Saved, Filter.finish());
    ::close(ReadEnd);
  });
  std::atexit(stopRelay);
  int Result = Main();
  stopRelay();
  return Result;
}

} // namespace strcost
