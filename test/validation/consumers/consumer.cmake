# What the consumer tests share (docs/validation.md, "Consumer tests").
# validate.py builds each consumer as a separate CMake project against a
# library's tree after strcost's fixes, the way the library's users would:
#   -DSTRCOST_CONSUMER_MODE=find_package      the installed tree (CMAKE_PREFIX_PATH)
#   -DSTRCOST_CONSUMER_MODE=add_subdirectory  the source tree (STRCOST_LIBRARY_SOURCE)
# in the standard the library supports at least (STRCOST_CONSUMER_STD), and
# with nothing of strcost on the include path: a fix that made a public header
# depend on strcost's runtime (or on a newer standard) fails here.
set(STRCOST_CONSUMER_MODE "find_package" CACHE STRING "find_package or add_subdirectory")
set(STRCOST_CONSUMER_STD 11 CACHE STRING "the C++ standard the consumer is compiled in")
set(STRCOST_LIBRARY_SOURCE "" CACHE PATH "the library's source tree (add_subdirectory)")

set(CMAKE_CXX_STANDARD ${STRCOST_CONSUMER_STD})
set(CMAKE_CXX_STANDARD_REQUIRED ON)
set(CMAKE_CXX_EXTENSIONS OFF)
enable_testing()

# The test is only worth something if the strcost runtime is out of its reach,
# as it is for the library's users. (Checked here, not with __has_include in
# the sources: GCC 12 then skips a later #include of the same missing header
# without an error.)
include(CheckIncludeFileCXX)
check_include_file_cxx(strcost/str_cat.h STRCOST_CONSUMER_SEES_RUNTIME)
if(STRCOST_CONSUMER_SEES_RUNTIME)
  message(FATAL_ERROR "the strcost runtime is on this consumer's include path: "
                      "a fixed header that needs it would go unnoticed")
endif()

# Makes the library's targets known, by the mode asked for.
macro(strcost_consumer_library package)
  if(STRCOST_CONSUMER_MODE STREQUAL "add_subdirectory")
    if(NOT IS_DIRECTORY "${STRCOST_LIBRARY_SOURCE}")
      message(FATAL_ERROR "STRCOST_LIBRARY_SOURCE='${STRCOST_LIBRARY_SOURCE}' is no directory")
    endif()
    add_subdirectory("${STRCOST_LIBRARY_SOURCE}" library EXCLUDE_FROM_ALL)
  elseif(STRCOST_CONSUMER_MODE STREQUAL "find_package")
    find_package(${package} REQUIRED)
  else()
    message(FATAL_ERROR "STRCOST_CONSUMER_MODE='${STRCOST_CONSUMER_MODE}': "
                        "expected find_package or add_subdirectory")
  endif()
endmacro()

# One test program, run by ctest.
function(strcost_consumer_test name)
  add_executable(${name} ${name}.cpp)
  target_link_libraries(${name} PRIVATE ${ARGN})
  add_test(NAME ${name} COMMAND ${name})
endfunction()
