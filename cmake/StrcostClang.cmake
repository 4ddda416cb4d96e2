# Finds LLVM/Clang of the requested major version (STRCOST_LLVM_VERSION) and sets
# STRCOST_HAVE_CLANG. Debian installs each version under /usr/lib/llvm-<N>, so the
# versioned prefix is searched first; Clang_DIR overrides everything.
set(_strcost_llvm_prefix "/usr/lib/llvm-${STRCOST_LLVM_VERSION}")
find_package(Clang CONFIG
  HINTS "${_strcost_llvm_prefix}/lib/cmake/clang")

set(STRCOST_HAVE_CLANG OFF)
if(NOT Clang_FOUND)
  message(WARNING "strcost: Clang ${STRCOST_LLVM_VERSION} not found; building the runtime only. "
                  "Install llvm-${STRCOST_LLVM_VERSION}-dev libclang-${STRCOST_LLVM_VERSION}-dev "
                  "clang-tidy-${STRCOST_LLVM_VERSION} or set Clang_DIR.")
  return()
endif()

string(REGEX MATCH "^[0-9]+" STRCOST_LLVM_MAJOR "${LLVM_PACKAGE_VERSION}")
if(NOT STRCOST_LLVM_MAJOR STREQUAL STRCOST_LLVM_VERSION)
  message(WARNING "strcost: asked for LLVM ${STRCOST_LLVM_VERSION} but found ${LLVM_PACKAGE_VERSION} "
                  "at ${LLVM_DIR}; building against what was found.")
endif()
if(NOT TARGET clangTidy OR NOT TARGET clangTidyMain)
  message(WARNING "strcost: this Clang ${LLVM_PACKAGE_VERSION} has no clang-tidy libraries; "
                  "install libclang-${STRCOST_LLVM_MAJOR}-dev. Building the runtime only.")
  return()
endif()

set(STRCOST_HAVE_CLANG ON)
set(STRCOST_LLVM_BINDIR "${LLVM_TOOLS_BINARY_DIR}")
message(STATUS "strcost: building checks against LLVM ${LLVM_PACKAGE_VERSION} (${LLVM_DIR})")

# Tools the tests drive: the distro's clang-tidy for the --load front-end, clang++
# to compile fixed files, FileCheck and lit.
find_program(STRCOST_CLANG_TIDY NAMES clang-tidy-${STRCOST_LLVM_MAJOR} clang-tidy
  HINTS "${STRCOST_LLVM_BINDIR}" NO_DEFAULT_PATH)
find_program(STRCOST_CLANGXX NAMES clang++-${STRCOST_LLVM_MAJOR} clang++
  HINTS "${STRCOST_LLVM_BINDIR}" NO_DEFAULT_PATH)
find_program(STRCOST_APPLY_REPLACEMENTS NAMES clang-apply-replacements
  HINTS "${STRCOST_LLVM_BINDIR}" NO_DEFAULT_PATH)
find_program(STRCOST_FILECHECK NAMES FileCheck HINTS "${STRCOST_LLVM_BINDIR}" NO_DEFAULT_PATH)
# lit is a Python script: LLVM 19 packages it as build/utils/lit/lit.py,
# LLVM 22 as bin/lit.
find_file(STRCOST_LIT NAMES lit.py lit
  HINTS "${LLVM_LIBRARY_DIR}/../build/utils/lit" "${STRCOST_LLVM_BINDIR}" NO_DEFAULT_PATH)

# Compile options every Clang-facing target needs: LLVM's headers, definitions and
# its RTTI setting (a mismatch breaks typeinfo of ClangTidyCheck in the module).
add_library(strcost_clang_flags INTERFACE)
target_include_directories(strcost_clang_flags SYSTEM INTERFACE
  ${LLVM_INCLUDE_DIRS} ${CLANG_INCLUDE_DIRS})
separate_arguments(_strcost_llvm_defs NATIVE_COMMAND "${LLVM_DEFINITIONS}")
target_compile_options(strcost_clang_flags INTERFACE ${_strcost_llvm_defs})
target_compile_features(strcost_clang_flags INTERFACE cxx_std_17)
if(NOT LLVM_ENABLE_RTTI)
  target_compile_options(strcost_clang_flags INTERFACE -fno-rtti)
endif()
