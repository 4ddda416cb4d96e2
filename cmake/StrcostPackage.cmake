# Debian packages (cpack -G DEB in the build directory, or `ninja package`):
#   strcost              the tool: strcost, strcost-clangd, the clang-tidy
#                        module, the compiler plugin and its CMake helper,
#                        strcost-clang++, the scripts, the docs (component strcost)
#   strcost-runtime-dev  the header-only runtime with its CMake package and
#                        pkg-config file (component strcost-runtime), arch all
# Two packages because the runtime is what a project's own build needs, with
# no LLVM; the tool only recommends it (its fixes may include runtime headers).
# Tested by test/install/deb.test (extracted and run from its paths).
set(STRCOST_PACKAGE_MAINTAINER "strcost developers <strcost@localhost>" CACHE STRING
    "The Maintainer field of the Debian packages")

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME strcost)
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_CONTACT "${STRCOST_PACKAGE_MAINTAINER}")
# Each package's description is its component's: a summary line, then the
# text (CPack would put a CPACK_PACKAGE_DESCRIPTION_SUMMARY before both).
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
# The packages are not written into the source tree's _CPack_Packages.
set(CPACK_PACKAGE_DIRECTORY "${PROJECT_BINARY_DIR}/packages")
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL strcost strcost-runtime)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
# gzip: a few seconds for the ~50 MB of binaries (xz takes a minute).
set(CPACK_DEBIAN_COMPRESSION_TYPE gzip)

set(CPACK_DEBIAN_STRCOST_PACKAGE_NAME strcost)
set(CPACK_DEBIAN_STRCOST_DESCRIPTION
    "finds avoidable string costs in C++ and fixes them
clang-tidy checks for C++ code that pays for strings it does not need (heap \
allocations, copies, rescans of stored lengths), with fix-its that compile: \
the strcost driver, a clang-tidy-${STRCOST_LLVM_MAJOR} module, a clang++-${STRCOST_LLVM_MAJOR} \
plugin, strcost-clangd, and scripts for whole projects, compiler logs and SARIF.")
# libclang-cpp and libLLVM come from the binaries (dpkg-shlibdeps); the
# driver and strcost-clangd parse with clang's builtin headers
# (libclang-common-N-dev); the scripts are Python, strcost-fixits reads YAML.
set(CPACK_DEBIAN_STRCOST_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_STRCOST_PACKAGE_DEPENDS
    "libclang-common-${STRCOST_LLVM_MAJOR}-dev, python3, python3-yaml")
# The module loads into clang-tidy-N, the plugin into clang-N, strcost-clang++
# runs clang++-N; the driver and strcost-clangd need neither.
set(CPACK_DEBIAN_STRCOST_PACKAGE_RECOMMENDS
    "clang-${STRCOST_LLVM_MAJOR}, clang-tidy-${STRCOST_LLVM_MAJOR}, strcost-runtime-dev (= ${PROJECT_VERSION})")
# clang-apply-replacements (clang-tools-N) for the plugin's exported fixes,
# llvm-cov (llvm-N) for strcost-run --coverage, ccache (docs/plugin.md).
set(CPACK_DEBIAN_STRCOST_PACKAGE_SUGGESTS "clang-tools-${STRCOST_LLVM_MAJOR}, llvm-${STRCOST_LLVM_MAJOR}, ccache")

set(CPACK_DEBIAN_STRCOST-RUNTIME_PACKAGE_NAME strcost-runtime-dev)
set(CPACK_DEBIAN_STRCOST-RUNTIME_PACKAGE_ARCHITECTURE all)
set(CPACK_DEBIAN_STRCOST-RUNTIME_DESCRIPTION
    "strcost's header-only C++17 string runtime
The small runtime strcost's fixes may use (strcost::str_cat, as_view, \
small_string, string_arena, heterogeneous lookup functors), with a CMake \
package (find_package(strcost), strcost::runtime) and a pkg-config file.")

include(CPack)
