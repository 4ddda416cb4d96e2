# A non-CMake build of an installed strcost: ask pkg-config for the flags, then
# compile and run consumer.cpp with them. Run by ctest (runtime/consumers/pkg_config):
#   cmake -DPREFIX=<install prefix> -DCXX=<compiler> -DSOURCE=<consumer.cpp>
#         -DOUTPUT=<executable> -P pkg_config.cmake
find_program(PKG_CONFIG NAMES pkg-config pkgconf REQUIRED)
set(ENV{PKG_CONFIG_PATH} "${PREFIX}/share/pkgconfig")
execute_process(COMMAND "${PKG_CONFIG}" --cflags strcost
                OUTPUT_VARIABLE cflags OUTPUT_STRIP_TRAILING_WHITESPACE
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "pkg-config --cflags strcost failed (${rc})")
endif()
message(STATUS "pkg-config --cflags strcost: ${cflags}")
if(NOT cflags MATCHES "-I[^ ]*/include")
  message(FATAL_ERROR "unexpected flags: ${cflags}")
endif()
separate_arguments(cflags UNIX_COMMAND "${cflags}")
execute_process(COMMAND "${CXX}" -std=c++17 ${cflags} "${SOURCE}" -o "${OUTPUT}"
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "compiling with the pkg-config flags failed")
endif()
execute_process(COMMAND "${OUTPUT}" RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the pkg-config consumer failed (${rc})")
endif()
