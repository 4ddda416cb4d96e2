# Shared by scripts/run and scripts/test: which Debian/Ubuntu packages strcost
# needs, and installing the missing ones by name.
STRCOST_LLVM_VERSION="${STRCOST_LLVM_VERSION:-19}"
STRCOST_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# One build directory per LLVM version, so switching does not reconfigure.
if [ -z "${STRCOST_BUILD_DIR:-}" ]; then
  STRCOST_BUILD_DIR="$STRCOST_ROOT/build"
  [ "$STRCOST_LLVM_VERSION" = 19 ] || STRCOST_BUILD_DIR="$STRCOST_ROOT/build-llvm$STRCOST_LLVM_VERSION"
fi

V="$STRCOST_LLVM_VERSION"
# To build strcost and run it.
# python3-yaml: the scripts read the fixes strcost exports (scripts/strcost_common.py);
# zstd: --heap-profile reads heaptrack's .zst recordings (scripts/strcost_heap.py).
STRCOST_RUN_PACKAGES=(cmake ninja-build g++ python3 python3-yaml zstd
  "llvm-$V-dev" "libclang-$V-dev" "clang-$V" "clang-tidy-$V" "llvm-$V-tools")
# To build and run every test and benchmark as well.
STRCOST_TEST_PACKAGES=("${STRCOST_RUN_PACKAGES[@]}" libgtest-dev libbenchmark-dev
  "libc++-$V-dev" "libc++abi-$V-dev" libabsl-dev libfmt-dev
  # The validation smoke test: apt-get source, clang-apply-replacements;
  # the Debian package test (cpack's dependency list: dpkg-shlibdeps, file).
  dpkg-dev "clang-tools-$V" file
  # The front-end tests: SARIF (jsonschema), distcc, and ccache with the plugin.
  python3-jsonschema distcc ccache
  # The CI tests: the pre-commit hook and the workflow example on a scratch repository.
  git
  # The editor test: strcost-clangd in the distribution's Neovim.
  neovim)

# The heap-profile tests (test/driver/heap-profile*.test): heaptrack records the
# workload (zstd, which reads it, is a run package), headless chromium opens the
# HTML report.
STRCOST_TEST_PACKAGES+=(heaptrack chromium)
# The sweep's instruction counts (test/driver/sweep-instructions.test).
STRCOST_TEST_PACKAGES+=(valgrind)

# The runtime's tests: boost::static_string (a benchmark peer), pkg-config (a
# consumer test) and libFuzzer's runtime (the fuzzers).
STRCOST_TEST_PACKAGES+=(libboost-dev pkgconf "libclang-rt-$V-dev")

strcost_log() { printf 'strcost: %s\n' "$*" >&2; }

# Installs whichever of the named packages are missing (apt, by name).
strcost_ensure_packages() {
  local missing=() p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
      missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { strcost_log "need root or sudo to install: ${missing[*]}"; return 1; }
    sudo=(sudo)
  fi
  strcost_log "installing ${missing[*]}"
  "${sudo[@]}" apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq \
    --no-install-recommends "${missing[@]}" >&2
}

# Configures and builds strcost into $STRCOST_BUILD_DIR; extra args go to cmake.
strcost_build() {
  cmake -S "$STRCOST_ROOT" -B "$STRCOST_BUILD_DIR" -G Ninja --log-level=NOTICE \
    -DSTRCOST_LLVM_VERSION="$STRCOST_LLVM_VERSION" "$@" >&2
  cmake --build "$STRCOST_BUILD_DIR" >&2
}
