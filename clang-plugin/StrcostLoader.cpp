//===--- StrcostLoader.cpp - version check before loading strcost ----------===//
//
// libstrcost-tidy.so (clang-tidy --load) and strcost-plugin.so (clang
// -fplugin) are this loader; the checks live beside it in a library built
// for one LLVM version (libstrcost-tidy-llvm<N>.so, strcost-plugin-llvm<N>.so).
//
// Loaded into a clang-tidy or clang of another LLVM version, that library
// fails in dlopen with an undefined (versioned) symbol, or crashes once its
// static constructors touch a registry whose layout changed: either way
// before any of strcost's code could say why. So this loader links nothing
// from LLVM: it asks the host process which LLVM it runs (the C API's
// LLVMGetVersion, else the name of the libLLVM it loaded), and on a mismatch
// prints one line and exits; otherwise it loads the real library, whose
// registrations then reach the host's registries as if the host had loaded it.
//
// Compile definitions (clang-plugin/CMakeLists.txt): STRCOST_LOADER_NAME,
// STRCOST_LOADER_IMPL, STRCOST_LOADER_LLVM (the full version built for).
//
//===----------------------------------------------------------------------===//

#include <dlfcn.h>
#include <link.h>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unistd.h>

namespace {

/// The major version in a library name such as libLLVM.so.22.1,
/// libLLVM-19.so or libLLVM.so.19; 0 when the name is not libLLVM's.
unsigned majorFromLibraryName(const char *Path) {
  const char *Base = std::strrchr(Path, '/');
  Base = Base ? Base + 1 : Path;
  if (std::strncmp(Base, "libLLVM", 7) != 0)
    return 0;
  for (const char *P = Base + 7; *P; ++P)
    if (*P >= '1' && *P <= '9' && (P[-1] == '.' || P[-1] == '-'))
      return static_cast<unsigned>(std::strtoul(P, nullptr, 10));
  return 0;
}

int findLibLLVM(struct dl_phdr_info *Info, size_t, void *Data) {
  unsigned Major = Info->dlpi_name ? majorFromLibraryName(Info->dlpi_name) : 0;
  if (Major)
    *static_cast<unsigned *>(Data) = Major;
  return Major != 0; // stop at the first
}

/// The LLVM version of the host process as "major.minor.patch" in \p Out,
/// or false when it cannot be told (an LLVM linked statically without its
/// C API exported).
bool hostLLVM(char *Out, size_t Size, unsigned &Major) {
  using GetVersion = void (*)(unsigned *, unsigned *, unsigned *);
  // LLVMGetVersion is in the C API since LLVM 16; Debian's libLLVM exports it.
  if (auto Fn = reinterpret_cast<GetVersion>(dlsym(RTLD_DEFAULT, "LLVMGetVersion"))) {
    unsigned Minor = 0, Patch = 0;
    Fn(&Major, &Minor, &Patch);
    std::snprintf(Out, Size, "%u.%u.%u", Major, Minor, Patch);
    return Major != 0;
  }
  Major = 0;
  dl_iterate_phdr(findLibLLVM, &Major);
  std::snprintf(Out, Size, "%u", Major);
  return Major != 0;
}

/// The real library's path: STRCOST_LOADER_IMPL in this loader's directory.
bool implPath(char *Out, size_t Size) {
  Dl_info Self;
  if (!dladdr(reinterpret_cast<void *>(&implPath), &Self) || !Self.dli_fname)
    return false;
  const char *Slash = std::strrchr(Self.dli_fname, '/');
  int DirLen = Slash ? static_cast<int>(Slash - Self.dli_fname + 1) : 0;
  int N = std::snprintf(Out, Size, "%.*s%s", DirLen, Self.dli_fname, STRCOST_LOADER_IMPL);
  return N > 0 && static_cast<size_t>(N) < Size;
}

[[noreturn]] void fail() {
  std::fflush(stderr);
  _exit(1); // the host's own state is not ours to tear down
}

unsigned builtMajor() {
  return static_cast<unsigned>(std::strtoul(STRCOST_LOADER_LLVM, nullptr, 10));
}

__attribute__((constructor)) void load() {
  char Host[64];
  unsigned HostMajor = 0;
  if (hostLLVM(Host, sizeof Host, HostMajor) && HostMajor != builtMajor()) {
    std::fprintf(stderr,
                 "strcost: %s was built for LLVM %s, but %s runs LLVM %s: use a strcost "
                 "built for LLVM %u (-DSTRCOST_LLVM_VERSION=%u)\n",
                 STRCOST_LOADER_NAME, STRCOST_LOADER_LLVM, program_invocation_short_name,
                 Host, HostMajor, HostMajor);
    fail();
  }
  char Path[4096];
  if (!implPath(Path, sizeof Path)) {
    std::fprintf(stderr, "strcost: %s cannot find its own directory to load %s\n",
                 STRCOST_LOADER_NAME, STRCOST_LOADER_IMPL);
    fail();
  }
  // As LLVM's DynamicLibrary loads a plugin: its registrations must be visible.
  if (!dlopen(Path, RTLD_LAZY | RTLD_GLOBAL)) {
    std::fprintf(stderr, "strcost: %s (built for LLVM %s) cannot load %s\n",
                 STRCOST_LOADER_NAME, STRCOST_LOADER_LLVM, dlerror());
    fail();
  }
}

} // namespace
