# validate.py configures every CMake project it builds with
# -DCMAKE_PROJECT_INCLUDE=<this file>, which CMake includes right after each
# project() call. Fixes may include the strcost runtime (<strcost/str_cat.h>),
# so the project's own targets get its include directory here; but it stays a
# directory property of this build: it is not written to an installed package
# config nor to the INTERFACE of an exported target, and a separate CMake
# project (a consumer test, the project's own find_package or add_subdirectory
# tests) does not inherit it the way a forwarded CMAKE_CXX_FLAGS would. A
# fixed public header that needs the runtime then fails in those consumers,
# as it would for the library's users.
include_directories(SYSTEM "${CMAKE_CURRENT_LIST_DIR}/../../runtime/include")
